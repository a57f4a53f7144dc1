-- Payments out and in (contract section 10): the payment contacts that hold external US bank accounts, payment
-- simulations, payments with their payout state, each beneficiary's USD receiving account, and the record of every
-- payment in (credited or refused). The ledger entries they write are described in src/modules/payments/lifecycle.ts.

CREATE TABLE payment_contacts (
  id              uuid PRIMARY KEY,
  integrator_id   uuid NOT NULL REFERENCES integrators (id),
  beneficiary_id  uuid NOT NULL REFERENCES beneficiaries (id),
  payment_type    text NOT NULL CHECK (payment_type IN ('WIRE', 'ACH')),
  -- The API's objects as given, so that any field path can be filtered on.
  bank_info       jsonb NOT NULL,
  user_info       jsonb NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_contacts_integrator_created ON payment_contacts (integrator_id, created_at DESC, id DESC);
CREATE INDEX payment_contacts_beneficiary ON payment_contacts (beneficiary_id);

CREATE TABLE payment_simulations (
  id              uuid PRIMARY KEY,
  integrator_id   uuid NOT NULL REFERENCES integrators (id),
  beneficiary_id  uuid NOT NULL REFERENCES beneficiaries (id),
  -- USDC taken from the wallet; fees and total_amount are USD, total_amount = amount - fees (1 USDC = 1 USD).
  amount          numeric(38, 2) NOT NULL CHECK (amount > 0),
  fees            numeric(38, 2) NOT NULL CHECK (fees >= 0),
  total_amount    numeric(38, 2) NOT NULL CHECK (total_amount > 0),
  executed        boolean NOT NULL DEFAULT false,
  expires_at      timestamptz NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (total_amount = amount - fees)
);

CREATE TABLE payments (
  id                  uuid PRIMARY KEY,
  integrator_id       uuid NOT NULL REFERENCES integrators (id),
  beneficiary_id      uuid NOT NULL REFERENCES beneficiaries (id),
  -- One payment per simulation, whatever the concurrency of the requests that try.
  simulation_id       uuid NOT NULL UNIQUE REFERENCES payment_simulations (id),
  payment_contact_id  uuid NOT NULL REFERENCES payment_contacts (id),
  description         text NOT NULL,
  amount              numeric(38, 2) NOT NULL CHECK (amount > 0),
  fees                numeric(38, 2) NOT NULL CHECK (fees >= 0),
  total_amount        numeric(38, 2) NOT NULL CHECK (total_amount > 0),
  status              text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'COMPLETED', 'FAILED')),
  failure_reason      text,
  -- The hold on the beneficiary's wallet while the payout is in flight: captured on COMPLETED, released on FAILED.
  hold_id             uuid NOT NULL REFERENCES ledger_holds (id),
  -- The bank's reference once the payout was sent; NULL before.
  payout_reference    text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'FAILED') = (failure_reason IS NOT NULL))
);
CREATE INDEX payments_integrator_created ON payments (integrator_id, created_at DESC, id DESC);
CREATE INDEX payments_beneficiary ON payments (beneficiary_id);

-- Each beneficiary's own USD account number at the service's bank, given out on first request and never changed.
-- The number comes from a sequence, so no two beneficiaries can ever share one.
CREATE SEQUENCE payment_receiving_account_numbers START 1;
CREATE TABLE payment_receiving_accounts (
  beneficiary_id  uuid PRIMARY KEY REFERENCES beneficiaries (id),
  account_number  text NOT NULL UNIQUE,
  reference       text NOT NULL UNIQUE,
  created_at      timestamptz NOT NULL DEFAULT now()
);

-- Every payment in that reached a beneficiary's account: COMPLETED when it came from one of the beneficiary's payment
-- contacts (and was credited), REJECTED otherwise. The sender is kept as given, known or not, hence text.
CREATE TABLE payments_in (
  id                  uuid PRIMARY KEY,
  integrator_id       uuid NOT NULL REFERENCES integrators (id),
  beneficiary_id      uuid NOT NULL REFERENCES beneficiaries (id),
  payment_contact_id  text NOT NULL,
  amount              numeric(38, 2) NOT NULL CHECK (amount > 0),
  status              text NOT NULL CHECK (status IN ('COMPLETED', 'REJECTED')),
  failure_reason      text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'REJECTED') = (failure_reason IS NOT NULL))
);
CREATE INDEX payments_in_beneficiary ON payments_in (beneficiary_id, created_at DESC);
