-- A beneficiary's transfers counted from the index alone (issue 30). A list filtered by beneficiary answers its
-- totalElements with count(*) over that beneficiary's transfers, and a filter on their status (GET
-- /v1/transfers?filterEq=beneficiaryId:...&filterOr=status:PENDING,status:FAILED, the back office's "what is still
-- open for this person") read every one of those rows from the table to see its status: a thousand random heap pages
-- for a beneficiary with a thousand transfers, whatever the page's size. With status in the index the count is an
-- index-only scan (23 pages read against about 1,020 for a beneficiary of a million transfers' table, once the
-- visibility map is set, as autovacuum keeps it).
--
-- beneficiary_id is included beside its text form because PostgreSQL uses an expression index for an index-only scan
-- only when the expression's own columns are in the index as well. The keys and their order are unchanged, so the
-- index still gives a beneficiary's page in creation order (and the exports their order, src/modules/exports/).
--
-- Built without CONCURRENTLY (the migrations run in a transaction): it holds writes to transfers while it builds,
-- about 3 s for a million transfers on the project's 2-core machine.
DROP INDEX transfers_integrator_beneficiary;
CREATE INDEX transfers_integrator_beneficiary ON transfers (integrator_id, (beneficiary_id::text), created_at DESC, id DESC)
  INCLUDE (status, beneficiary_id);
