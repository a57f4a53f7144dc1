-- The operator's side, first part (issue 17): the audit log, corridors and their fees as data, and suspension of an
-- integrator.

-- Every operator action and every change of an integrator's secrets, callback URL, fee or status: who, when, what
-- (src/modules/audit/). Written in the transaction of the change it records; never the secrets themselves.
CREATE TABLE audit_log (
  id             uuid PRIMARY KEY,
  -- The order entries were written in, for the newest-first list when several share one transaction's `at`.
  position       bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  at             timestamptz NOT NULL DEFAULT now(),
  actor_type     text NOT NULL CHECK (actor_type IN ('operator', 'integrator', 'system')),
  -- 'admin' for ADMIN_TOKEN, an operator account's id, an integrator's id, or what the system is ('system', a job).
  actor_id       text NOT NULL CHECK (actor_id <> ''),
  action         text NOT NULL CHECK (action <> ''),
  resource_type  text NOT NULL,
  resource_id    text NOT NULL,
  -- The integrator the change concerns, when it concerns one (its own change, or an operator's to it).
  integrator_id  uuid,
  details        jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(details) = 'object'),
  request_id     text
);
CREATE INDEX audit_log_newest ON audit_log (at DESC, position DESC);
-- The list's filters compare text (contract section 5), so the integrator's id is indexed as text.
CREATE INDEX audit_log_integrator ON audit_log ((integrator_id::text), at DESC, position DESC) WHERE integrator_id IS NOT NULL;
CREATE INDEX audit_log_action ON audit_log (action, at DESC, position DESC);
CREATE INDEX audit_log_resource ON audit_log (resource_type, resource_id, at DESC, position DESC);

-- Append-only, as the journal is (004): no statement may change or remove an entry, not even TRUNCATE.
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- Each corridor's terms (contract section 4), seeded with the contract's defaults; the operator changes them with
-- PUT /v1/admin/corridors/{id}. Limits are in the currency of `from`: local for ON_RAMP, USDC for OFF_RAMP.
CREATE TABLE corridors (
  country          text PRIMARY KEY CHECK (country IN ('BR', 'CO')),
  currency         text NOT NULL UNIQUE CHECK (currency IN ('BRL', 'COP')),
  enabled          boolean NOT NULL DEFAULT true,
  service_fee_bps  integer NOT NULL CHECK (service_fee_bps BETWEEN 0 AND 10000),
  -- A fraction: 0.003 is 0.30%.
  spread           numeric(7, 6) NOT NULL CHECK (spread >= 0 AND spread < 1),
  tax_bps          integer NOT NULL CHECK (tax_bps BETWEEN 0 AND 10000),
  on_ramp_min      numeric(38, 2) NOT NULL,
  on_ramp_max      numeric(38, 2) NOT NULL,
  off_ramp_min     numeric(38, 2) NOT NULL,
  off_ramp_max     numeric(38, 2) NOT NULL,
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (service_fee_bps + tax_bps < 10000),
  CHECK (on_ramp_min > 0 AND on_ramp_min <= on_ramp_max),
  CHECK (off_ramp_min > 0 AND off_ramp_min <= off_ramp_max)
);
INSERT INTO corridors (country, currency, service_fee_bps, spread, tax_bps, on_ramp_min, on_ramp_max, off_ramp_min, off_ramp_max) VALUES
  ('BR', 'BRL', 50, 0.003, 38, 10.00, 50000.00, 5.00, 10000.00),
  ('CO', 'COP', 50, 0.003, 40, 10000.00, 200000000.00, 5.00, 10000.00);

-- A simulation carries the terms it was priced with, and its transfer the same ones, so a corridor changed later never
-- reprices a quote: execution prices again at the latest rate with these. Rows from before take the defaults they were
-- priced with. The columns are added with the BR values as a default (no table rewrite), CO's tax set after, and the
-- defaults dropped: every new row must say its terms.
ALTER TABLE simulations
  ADD COLUMN service_fee_bps integer NOT NULL DEFAULT 50 CHECK (service_fee_bps BETWEEN 0 AND 10000),
  ADD COLUMN spread numeric(7, 6) NOT NULL DEFAULT 0.003 CHECK (spread >= 0 AND spread < 1),
  ADD COLUMN tax_bps integer NOT NULL DEFAULT 38 CHECK (tax_bps BETWEEN 0 AND 10000);
UPDATE simulations SET tax_bps = 40 WHERE country = 'CO';
ALTER TABLE simulations
  ALTER COLUMN service_fee_bps DROP DEFAULT,
  ALTER COLUMN spread DROP DEFAULT,
  ALTER COLUMN tax_bps DROP DEFAULT;

ALTER TABLE transfers
  ADD COLUMN service_fee_bps integer NOT NULL DEFAULT 50 CHECK (service_fee_bps BETWEEN 0 AND 10000),
  ADD COLUMN spread numeric(7, 6) NOT NULL DEFAULT 0.003 CHECK (spread >= 0 AND spread < 1),
  ADD COLUMN tax_bps integer NOT NULL DEFAULT 38 CHECK (tax_bps BETWEEN 0 AND 10000);
UPDATE transfers SET tax_bps = 40 WHERE country = 'CO';
ALTER TABLE transfers
  ALTER COLUMN service_fee_bps DROP DEFAULT,
  ALTER COLUMN spread DROP DEFAULT,
  ALTER COLUMN tax_bps DROP DEFAULT;

-- A suspended integrator's calls are refused (403 integrator.suspended); its transfers under way run to their end.
ALTER TABLE integrators ADD COLUMN status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'SUSPENDED'));
