-- The webhook claim (src/modules/webhooks/dispatcher.ts) walks the integrators that have pending deliveries, one
-- index probe each, and takes each one's earliest due deliveries up to its share. Per integrator, pending deliveries
-- in due order: the first entry says whether it has anything due, and a backlog of one integrator is never scanned
-- to reach another's.
CREATE INDEX webhook_deliveries_pending_by_integrator ON webhook_deliveries (integrator_id, next_attempt_at) WHERE status = 'PENDING';
