-- Sandbox time travel (docs/sandbox.md): how far each integrator has moved its sandbox clock forward. The clock itself
-- is never read to decide anything: an advance moves the integrator's pending deadlines earlier instead (simulations'
-- expiry, verification links, jobs, webhook retries), so the code that keeps them runs unchanged. This row only says
-- how far the integrator has gone, for GET /v1/sandbox/clock. Production never writes it (no sandbox routes).
CREATE TABLE sandbox_clocks (
  integrator_id   uuid PRIMARY KEY REFERENCES integrators (id),
  offset_seconds  bigint NOT NULL CHECK (offset_seconds >= 0),
  advanced_at     timestamptz NOT NULL
);
