-- Integrators, their credentials and access tokens, idempotency records and the jobs queue.

CREATE TABLE integrators (
  id                          uuid PRIMARY KEY,
  name                        text NOT NULL,
  email                       text NOT NULL,
  callback_url                text,
  integrator_fee_bps          integer NOT NULL DEFAULT 0 CHECK (integrator_fee_bps BETWEEN 0 AND 10000),
  client_id                   text NOT NULL UNIQUE,
  client_secret_hash          text NOT NULL,
  -- AES-256-GCM under SECRETS_KEY; never stored in plain text.
  webhook_secret_encrypted    text NOT NULL,
  previous_webhook_secret_encrypted text,
  webhook_secret_rotated_at   timestamptz,
  created_at                  timestamptz NOT NULL DEFAULT now(),
  updated_at                  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX integrators_email ON integrators (lower(email));
CREATE INDEX integrators_created ON integrators (created_at DESC, id DESC);

CREATE TABLE access_tokens (
  token_hash     text PRIMARY KEY,
  integrator_id  uuid NOT NULL REFERENCES integrators (id) ON DELETE CASCADE,
  expires_at     timestamptz NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX access_tokens_expiry ON access_tokens (expires_at);

CREATE TABLE idempotency_keys (
  scope            text NOT NULL,
  key              text NOT NULL,
  request_hash     text NOT NULL,
  response_status  integer,
  response_body    text,
  response_type    text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  -- While the first request runs; a row whose lease passed without an answer was abandoned by a crash.
  locked_until     timestamptz,
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

CREATE TABLE jobs (
  id            uuid PRIMARY KEY,
  kind          text NOT NULL,
  payload       jsonb NOT NULL DEFAULT '{}',
  -- At most one live job per unique_key (a transfer's timeout, a step's link expiry).
  unique_key    text UNIQUE,
  run_at        timestamptz NOT NULL DEFAULT now(),
  attempts      integer NOT NULL DEFAULT 0,
  max_attempts  integer NOT NULL DEFAULT 10,
  locked_until  timestamptz,
  locked_by     text,
  last_error    text,
  failed_at     timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_due ON jobs (run_at) WHERE failed_at IS NULL;
