-- The compliance gate (issue 32, item 4; src/modules/compliance/): a decision, ALLOW, DENY or REVIEW, made right before
-- a payout is sent or funds are released (an off-ramp's local payout, an on-ramp's USDC credit, a payment's USD payout),
-- from what holds at that moment: the parties' screening against the lists loaded now, the integrator's status, the
-- corridor's state and limits, and an external-wallet deposit's sender address.

-- Every decision, kept: which resource, what was decided, by which rule, and every input it was decided from (list
-- versions, scores, amounts, limits, sums). Append-only, as the audit log is.
CREATE TABLE compliance_decisions (
  id              uuid PRIMARY KEY,
  integrator_id   uuid NOT NULL REFERENCES integrators (id),
  resource_type   text NOT NULL CHECK (resource_type IN ('transfer', 'payment')),
  resource_id     uuid NOT NULL,
  beneficiary_id  uuid NOT NULL,
  -- PAYOUT: money leaves to a bank account; RELEASE: USDC is credited to a beneficiary's wallet.
  stage           text NOT NULL CHECK (stage IN ('PAYOUT', 'RELEASE')),
  decision        text NOT NULL CHECK (decision IN ('ALLOW', 'DENY', 'REVIEW')),
  -- The rule that decided: the first of the strictest findings, `all_rules_passed` for an ALLOW, `operator_cleared`
  -- for an approver's release of a held resource.
  rule            text NOT NULL CHECK (rule <> ''),
  reason          text NOT NULL,
  -- Every rule that did not pass: [{rule, decision, reason}], in the order they were checked.
  findings        jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(findings) = 'array'),
  inputs          jsonb NOT NULL CHECK (jsonb_typeof(inputs) = 'object'),
  -- What the resource moves, in USDC: what the per-beneficiary limits add up.
  amount_usdc     numeric(38, 2) NOT NULL,
  -- `system` for the gate itself; `operator:<id>` for an approver's release.
  decided_by      text NOT NULL DEFAULT 'system',
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX compliance_decisions_resource ON compliance_decisions (resource_type, resource_id, created_at);
CREATE INDEX compliance_decisions_created ON compliance_decisions (created_at, id);
-- The per-beneficiary sums: what the gate let through, by beneficiary and time.
CREATE INDEX compliance_decisions_allowed ON compliance_decisions (beneficiary_id, created_at) WHERE decision = 'ALLOW' AND rule <> 'operator_cleared';

CREATE TRIGGER compliance_decisions_append_only BEFORE UPDATE OR DELETE ON compliance_decisions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER compliance_decisions_no_truncate BEFORE TRUNCATE ON compliance_decisions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- Each corridor's gate limits, in USDC: a payout above review_above waits for an approver; one beneficiary's payouts
-- and releases in the corridor may not pass beneficiary_daily_max in a UTC day nor beneficiary_monthly_max in a UTC
-- month without an approver.
CREATE TABLE compliance_limits (
  country                  text PRIMARY KEY REFERENCES corridors (country),
  review_above             numeric(38, 2) NOT NULL CHECK (review_above > 0),
  beneficiary_daily_max    numeric(38, 2) NOT NULL CHECK (beneficiary_daily_max > 0),
  beneficiary_monthly_max  numeric(38, 2) NOT NULL CHECK (beneficiary_monthly_max > 0),
  updated_at               timestamptz NOT NULL DEFAULT now(),
  CHECK (beneficiary_daily_max <= beneficiary_monthly_max)
);
INSERT INTO compliance_limits (country, review_above, beneficiary_daily_max, beneficiary_monthly_max)
  SELECT country, 5000.00, 20000.00, 100000.00 FROM corridors;

-- A held resource is an exception for an approver.
ALTER TABLE exceptions DROP CONSTRAINT exceptions_kind_check;
ALTER TABLE exceptions ADD CONSTRAINT exceptions_kind_check CHECK (kind IN ('PAYOUT_OUTCOME_UNKNOWN', 'FUNDS_OWED_BACK', 'JOB_EXHAUSTED',
  'CHAIN_DEPOSIT_UNREADABLE', 'RATE_BAND_HELD', 'WEBHOOK_ENDPOINT_FAILING', 'RECONCILIATION_MISMATCH', 'COMPLIANCE_REVIEW'));

-- The address an external-wallet off-ramp's USDC came from, as the chain shows it once confirmed: the gate screens it.
ALTER TABLE transfers ADD COLUMN deposit_sender text;
-- The sandbox's chain records who sent a simulated deposit (the sandbox crypto deposit's fromAddress).
ALTER TABLE sandbox_chain_deposits ADD COLUMN from_address text;
