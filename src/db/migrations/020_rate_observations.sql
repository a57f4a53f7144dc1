-- Market rates from public sources (src/rails/fx/refresh.ts): every reading of every source, and every rate formed
-- from them, accepted or refused with its reason, so that a price can be explained afterwards.

CREATE TABLE rate_observations (
  id           uuid PRIMARY KEY,
  -- The readings of one refresh share it: the market rate, the official rate it was checked against, and the result.
  refresh_id   uuid NOT NULL,
  -- 'bcb-ptax', 'co-trm', 'mercado-bitcoin', 'buda', or 'combined' for the rate formed from them.
  source       text NOT NULL,
  base         text NOT NULL CHECK (base IN ('USD', 'USDC')),
  quote        text NOT NULL CHECK (quote IN ('BRL', 'COP')),
  -- Every digit the source gave (no scale): rounding to the contract's 8 decimals happens in the combined rate only.
  rate         numeric CHECK (rate > 0),
  -- When the source says the rate was formed; for 'combined', when the price it was formed from was read.
  observed_at  timestamptz,
  -- When the answer arrived (for 'combined', when the rate was formed).
  read_at      timestamptz NOT NULL,
  accepted     boolean NOT NULL,
  refusal      text CHECK (refusal IN ('unreadable', 'stale', 'wide_spread', 'off_reference', 'no_reference', 'no_price', 'moved')),
  -- The source's error, or how a combined rate was formed or why it was refused, in words.
  detail       text,
  CHECK (accepted = (refusal IS NULL)),
  CHECK (rate IS NOT NULL OR refusal IN ('unreadable', 'no_reference', 'no_price'))
);
-- The latest readings of one source, or the latest combined rates of one currency.
CREATE INDEX rate_observations_latest ON rate_observations (source, quote, read_at DESC);

-- History is never rewritten. (Deleting old rows, for a retention policy, is left possible.)
CREATE TRIGGER rate_observations_append_only BEFORE UPDATE ON rate_observations
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

-- The combined rate accepted last, which formed the row. The rows this column leaves NULL (the sandbox's seeded rates
-- of 004) are never quoted in production: a fresh production database has no rate until its first refresh.
ALTER TABLE market_rates ADD COLUMN observation_id uuid REFERENCES rate_observations (id);
