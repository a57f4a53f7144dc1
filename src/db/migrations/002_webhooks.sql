-- The outbox: an event is written in the transaction of the change that causes it, with one delivery to the
-- integrator's callback URL. Events never change; deliveries carry the sending state; every attempt is a row.

CREATE TABLE events (
  id              uuid PRIMARY KEY,
  integrator_id   uuid NOT NULL REFERENCES integrators (id),
  operation       text NOT NULL,
  resource_id     text,
  beneficiary_id  text,
  success         boolean,
  message         text,
  -- The exact bytes sent on every attempt, so each one carries the same body and signature input.
  payload         text NOT NULL,
  created_at      timestamptz NOT NULL
);
CREATE INDEX events_integrator_created ON events (integrator_id, created_at DESC, id DESC);
CREATE INDEX events_resource ON events (integrator_id, resource_id);

CREATE TABLE webhook_deliveries (
  event_id         uuid PRIMARY KEY REFERENCES events (id),
  integrator_id    uuid NOT NULL,
  status           text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DELIVERED', 'FAILED')),
  attempt_count    integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz,
  locked_until     timestamptz,
  locked_by        text,
  delivered_at     timestamptz,
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'PENDING';
CREATE INDEX webhook_deliveries_integrator_status ON webhook_deliveries (integrator_id, status);

CREATE TABLE webhook_attempts (
  id             uuid PRIMARY KEY,
  event_id       uuid NOT NULL REFERENCES events (id),
  attempted_at   timestamptz NOT NULL,
  url            text,
  status_code    integer,
  duration_ms    integer NOT NULL,
  error          text,
  response_body  text
);
CREATE INDEX webhook_attempts_event ON webhook_attempts (event_id, attempted_at);
