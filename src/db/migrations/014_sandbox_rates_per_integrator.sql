-- Sandbox rates are per integrator: PUT /v1/sandbox/rates sets an override that only the integrator who set it prices
-- with, over the shared market rate in market_rates (which no integrator can move any more).
CREATE TABLE sandbox_rate_overrides (
  integrator_id  uuid NOT NULL REFERENCES integrators (id) ON DELETE CASCADE,
  base           text NOT NULL CHECK (base = 'USDC'),
  quote          text NOT NULL CHECK (quote IN ('BRL', 'COP')),
  rate           numeric(20, 8) NOT NULL CHECK (rate > 0),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (integrator_id, base, quote)
);
