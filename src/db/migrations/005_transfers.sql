-- Simulations and transfers (contract section 8). Both keep the full price of section 4 in NUMERIC columns: a
-- simulation the indicative one, a transfer its estimate while PENDING and the price it executed at from SUCCEEDED on.
-- The ledger entries a transfer causes are in ledger_entries with reference 'transfer:<id>'.
--
-- Neither table references integrators directly: both reference (beneficiary_id, integrator_id), which says the
-- beneficiary exists and is the integrator's own. A foreign key locks the row it points at (FOR KEY SHARE) for every
-- insert, and all of an integrator's concurrent inserts would queue on its one integrators row; they now spread over
-- its beneficiaries.
CREATE UNIQUE INDEX beneficiaries_id_integrator ON beneficiaries (id, integrator_id);

CREATE TABLE simulations (
  id                    uuid PRIMARY KEY,
  integrator_id         uuid NOT NULL,
  beneficiary_id        uuid NOT NULL,
  type                  text NOT NULL CHECK (type IN ('ON_RAMP', 'OFF_RAMP')),
  -- Only an OFF_RAMP has one: where its USDC comes from.
  funding_source        text CHECK (funding_source IN ('BENEFICIARY_BALANCE', 'EXTERNAL_WALLET')),
  country               text NOT NULL CHECK (country IN ('BR', 'CO')),
  -- The integrator's fee when the simulation was made: its transfer is priced again with the same fee.
  integrator_fee_bps    integer NOT NULL CHECK (integrator_fee_bps BETWEEN 0 AND 10000),
  from_currency         text NOT NULL,
  from_value            numeric(38, 2) NOT NULL CHECK (from_value > 0),
  to_currency           text NOT NULL,
  to_value              numeric(38, 2) NOT NULL CHECK (to_value > 0),
  market_exchange_rate  numeric(20, 8) NOT NULL CHECK (market_exchange_rate > 0),
  exchange_rate         numeric(20, 8) NOT NULL CHECK (exchange_rate > 0),
  integrator_fee        numeric(38, 2) NOT NULL CHECK (integrator_fee >= 0),
  service_fee           numeric(38, 2) NOT NULL CHECK (service_fee >= 0),
  taxes                 numeric(38, 2) NOT NULL CHECK (taxes >= 0),
  effective_value       numeric(38, 2) NOT NULL CHECK (effective_value > 0),
  executed              boolean NOT NULL DEFAULT false,
  created_at            timestamptz NOT NULL DEFAULT now(),
  expires_at            timestamptz NOT NULL,
  FOREIGN KEY (beneficiary_id, integrator_id) REFERENCES beneficiaries (id, integrator_id),
  CHECK ((type = 'OFF_RAMP') = (funding_source IS NOT NULL))
);

CREATE TABLE transfers (
  id                         uuid PRIMARY KEY,
  integrator_id              uuid NOT NULL,
  beneficiary_id             uuid NOT NULL,
  -- A simulation makes at most one transfer: claiming it (executed from false to true) serialises concurrent requests
  -- on its row, and this constraint holds even if some code path forgot to.
  simulation_id              uuid NOT NULL UNIQUE REFERENCES simulations (id),
  type                       text NOT NULL CHECK (type IN ('ON_RAMP', 'OFF_RAMP')),
  funding_source             text CHECK (funding_source IN ('BENEFICIARY_BALANCE', 'EXTERNAL_WALLET')),
  country                    text NOT NULL CHECK (country IN ('BR', 'CO')),
  status                     text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED')),
  -- Why the transfer is FAILED or CANCELLED: the message of its event.
  status_reason              text,
  integrator_fee_bps         integer NOT NULL CHECK (integrator_fee_bps BETWEEN 0 AND 10000),
  from_currency              text NOT NULL,
  from_value                 numeric(38, 2) NOT NULL CHECK (from_value > 0),
  to_currency                text NOT NULL,
  to_value                   numeric(38, 2) NOT NULL CHECK (to_value > 0),
  market_exchange_rate       numeric(20, 8) NOT NULL CHECK (market_exchange_rate > 0),
  exchange_rate              numeric(20, 8) NOT NULL CHECK (exchange_rate > 0),
  integrator_fee             numeric(38, 2) NOT NULL CHECK (integrator_fee >= 0),
  service_fee                numeric(38, 2) NOT NULL CHECK (service_fee >= 0),
  taxes                      numeric(38, 2) NOT NULL CHECK (taxes >= 0),
  effective_value            numeric(38, 2) NOT NULL CHECK (effective_value > 0),
  beneficiary_ip             text,
  -- BR on-ramp: the BR Code to pay and its txid, which is what links a PIX received back to the transfer.
  pix_txid                   text UNIQUE,
  pix_copy_and_paste         text,
  -- CO on-ramp: {bankName, accountType, accountNumber, reference} as given, so later changes of our account do not
  -- rewrite what an integrator was told.
  bank_deposit_instructions  jsonb,
  -- The deposit, once it arrived: a transfer is paid at most once.
  received_value             numeric(38, 2) CHECK (received_value > 0),
  funds_received_at          timestamptz,
  created_by                 text NOT NULL,
  last_modified_by           text NOT NULL,
  created_at                 timestamptz NOT NULL DEFAULT now(),
  updated_at                 timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (beneficiary_id, integrator_id) REFERENCES beneficiaries (id, integrator_id),
  CHECK ((received_value IS NULL) = (funds_received_at IS NULL)),
  CHECK ((status IN ('FAILED', 'CANCELLED')) = (status_reason IS NOT NULL))
);
CREATE UNIQUE INDEX transfers_deposit_reference ON transfers ((bank_deposit_instructions ->> 'reference'))
  WHERE bank_deposit_instructions IS NOT NULL;

-- The list (contract section 5) is always within one integrator and sorted by creation, newest first, by default;
-- the common filters each have an index that also serves that order, so a page reads only its own rows. The list
-- filters ids as text, so beneficiary_id is indexed as text too.
CREATE INDEX transfers_integrator_created ON transfers (integrator_id, created_at DESC, id DESC);
CREATE INDEX transfers_integrator_status ON transfers (integrator_id, status, created_at DESC, id DESC);
CREATE INDEX transfers_integrator_beneficiary ON transfers (integrator_id, (beneficiary_id::text), created_at DESC, id DESC);
CREATE INDEX transfers_integrator_type ON transfers (integrator_id, type, created_at DESC, id DESC);
CREATE INDEX transfers_integrator_from_currency ON transfers (integrator_id, from_currency, created_at DESC, id DESC);
