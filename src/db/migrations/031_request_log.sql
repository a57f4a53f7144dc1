-- The request log (src/modules/request-log/): an integrator's latest API calls, for its dashboard and GET
-- /v1/request-log. One row per authenticated /v1 call, written after the answer in batches, never on the request's
-- path. It holds what the call was and how it ended, never a body: the method, the path (ids, no query values but
-- page, size and sort), the status, the request id, the error code, the duration, and the API key whose token made it.
-- Bounded: pruneRequestLog keeps the newest REQUEST_LOG_KEEP rows per integrator.
CREATE TABLE request_log (
  id             uuid PRIMARY KEY,
  integrator_id  uuid NOT NULL REFERENCES integrators (id) ON DELETE CASCADE,
  api_key_id     uuid,
  method         text NOT NULL,
  path           text NOT NULL,
  route          text,
  status         integer NOT NULL,
  request_id     text NOT NULL,
  error_code     text,
  duration_ms    numeric(12, 3) NOT NULL,
  created_at     timestamptz NOT NULL
);
CREATE INDEX request_log_integrator ON request_log (integrator_id, created_at DESC, id DESC);
CREATE INDEX request_log_request_id ON request_log (request_id);
