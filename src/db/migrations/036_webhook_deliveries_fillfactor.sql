-- A delivery's claim (src/modules/webhooks/dispatcher.ts) changes only unindexed columns (its lease, attempt count and
-- updated_at): with room left on the row's page the new row version stays on it, a HOT update that writes no index
-- entry. At the default fillfactor (100) pages are full once written, so every claim wrote one entry into each of the
-- table's five indexes. The setting applies to pages written from now on.
ALTER TABLE webhook_deliveries SET (fillfactor = 70);
