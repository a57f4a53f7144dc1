-- FX lineage (issue 33, item 2): a transfer keeps the rate it was quoted and the rate it executed at apart, each with
-- the rate observation behind it (its source, when the source formed it, when it was read), and every posting of the
-- conversion names the execution it belongs to.
--
-- The quote: a simulation records the lineage of the market rate it was priced with (rate_*), and the transfer made
-- from it copies the simulation's rates and lineage into quoted_* when it is created. market_exchange_rate and
-- exchange_rate on the transfer stay the interface's fields: the estimate until execution, the executed rates after.
-- Until now execution overwrote them and nothing kept the quote on the transfer.
--
-- The execution: one row of fx_conversions per executed conversion (an on-ramp at settlement, an off-ramp when its
-- payout is claimed), written in the transaction that prices the transfer, with the rates, the amounts converted and
-- the lineage of the market rate read then; the transfer points at it (fx_conversion_id) and so does every posting of
-- its FX legs (ledger_postings.fx_conversion_id: the fx_position legs, and the leg that delivers the converted amount).
--
-- Lineage: rate_source is the source's name as rate_observations records it ('combined' for a rate formed by the
-- refresh from public sources), 'sandbox' for the sandbox's shared rate, 'sandbox_override' for an integrator's own
-- sandbox rate; rate_observation_id the rate_observations row when there is one (production); rate_observed_at when
-- the source says the rate was formed; rate_fetched_at when it was read from the source (the sandbox: when it was set).

ALTER TABLE simulations
  ADD COLUMN rate_source text,
  ADD COLUMN rate_observation_id uuid,
  ADD COLUMN rate_observed_at timestamptz,
  ADD COLUMN rate_fetched_at timestamptz;

ALTER TABLE transfers
  ADD COLUMN quoted_market_exchange_rate numeric(20, 8),
  ADD COLUMN quoted_exchange_rate numeric(20, 8),
  ADD COLUMN quoted_rate_source text,
  ADD COLUMN quoted_rate_observation_id uuid,
  ADD COLUMN quoted_rate_observed_at timestamptz,
  ADD COLUMN quoted_rate_fetched_at timestamptz;

CREATE TABLE fx_conversions (
  id                    uuid PRIMARY KEY,
  transfer_id           uuid NOT NULL UNIQUE REFERENCES transfers (id),
  base                  text NOT NULL,
  quote                 text NOT NULL,
  -- What was converted from and into, exactly as posted.
  from_currency         text NOT NULL,
  from_value            numeric(38, 2) NOT NULL CHECK (from_value >= 0),
  to_currency           text NOT NULL,
  to_value              numeric(38, 2) NOT NULL CHECK (to_value >= 0),
  market_exchange_rate  numeric(20, 8) NOT NULL CHECK (market_exchange_rate > 0),
  exchange_rate         numeric(20, 8) NOT NULL CHECK (exchange_rate > 0),
  spread                numeric NOT NULL,
  rate_source           text NOT NULL,
  rate_observation_id   uuid REFERENCES rate_observations (id),
  rate_observed_at      timestamptz,
  rate_fetched_at       timestamptz NOT NULL,
  created_at            timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER fx_conversions_append_only BEFORE UPDATE OR DELETE ON fx_conversions FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER fx_conversions_no_truncate BEFORE TRUNCATE ON fx_conversions FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- Deferred: the transfer is priced (and pointed at its conversion) first, the conversion written after, in one transaction.
ALTER TABLE transfers ADD COLUMN fx_conversion_id uuid REFERENCES fx_conversions (id) DEFERRABLE INITIALLY DEFERRED;
-- A column added with no default: the hash-chained postings written before keep their hashes (040).
ALTER TABLE ledger_postings ADD COLUMN fx_conversion_id uuid REFERENCES fx_conversions (id);
CREATE INDEX ledger_postings_fx_conversion ON ledger_postings (fx_conversion_id) WHERE fx_conversion_id IS NOT NULL;
