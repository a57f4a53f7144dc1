-- Exceptions: every thing that needs a person, one row each, opened in the transaction of the event that parks it
-- (src/modules/exceptions/model.ts) and resolved by an operator's action (src/modules/operations/), which is a guarded
-- change of the resource with its ledger postings and its integrator event in one transaction.
CREATE TABLE exceptions (
  id             uuid PRIMARY KEY,
  kind           text NOT NULL CHECK (kind IN ('PAYOUT_OUTCOME_UNKNOWN', 'FUNDS_OWED_BACK', 'JOB_EXHAUSTED', 'CHAIN_DEPOSIT_UNREADABLE',
                                               'RATE_BAND_HELD', 'WEBHOOK_ENDPOINT_FAILING', 'RECONCILIATION_MISMATCH')),
  status         text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'RESOLVED')),
  integrator_id  uuid REFERENCES integrators (id),
  resource_type  text NOT NULL,
  resource_id    text NOT NULL,
  amount         numeric(38, 18),
  currency       text,
  reason         text NOT NULL,
  details        jsonb NOT NULL DEFAULT '{}',
  actions        text[] NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  resolved_at    timestamptz,
  resolution     jsonb,
  CHECK ((status = 'RESOLVED') = (resolved_at IS NOT NULL AND resolution IS NOT NULL))
);
-- One open exception a kind and resource: the same thing parked twice is one item for a person.
CREATE UNIQUE INDEX exceptions_open_resource ON exceptions (kind, resource_type, resource_id) WHERE status = 'OPEN';
CREATE INDEX exceptions_status_created ON exceptions (status, created_at, id);
CREATE INDEX exceptions_integrator ON exceptions (integrator_id, created_at) WHERE integrator_id IS NOT NULL;

-- A transfer held by the execution rate band (RATE_BAND_ACTION=hold) that an operator let execute at the latest rate.
ALTER TABLE transfers ADD COLUMN rate_band_accepted_at timestamptz;

-- A refund of a PIX tried again after the PSP did not make it: each try has its own refund id.
ALTER TABLE pix_refunds ADD COLUMN attempt integer NOT NULL DEFAULT 1;
