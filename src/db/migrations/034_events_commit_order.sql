-- The event stream (src/modules/webhooks/stream.ts) reads each integrator's events in an order no later commit can
-- enter behind its cursor: by the id of the transaction that wrote them, and only up to the oldest transaction still
-- running (pg_snapshot_xmin). A transaction id below that bound has ended, so no event with a lower id can appear
-- after the reader has passed it. Events written before this migration all take its transaction's id and keep their
-- creation order within it.
ALTER TABLE events ADD COLUMN txid xid8 NOT NULL DEFAULT pg_current_xact_id();
CREATE INDEX events_integrator_commit_order ON events (integrator_id, txid, created_at, id);
