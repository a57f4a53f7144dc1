-- Off-ramps (contract section 8): USDC back to local money, paid to the beneficiary's validated PIX key (BR) or bank
-- account (CO), funded from the beneficiary's balance (a ledger hold) or by the integrator sending USDC on-chain to a
-- deposit address of the transfer's own.

-- Where the payout goes, as validated when the off-ramp was simulated: a later change of the beneficiary's account does
-- not redirect a payout that an integrator was told goes elsewhere.
ALTER TABLE simulations ADD COLUMN target_pix_key text;
ALTER TABLE simulations ADD COLUMN target_bank_account jsonb;

ALTER TABLE transfers ADD COLUMN target_pix_key text;
ALTER TABLE transfers ADD COLUMN target_bank_account jsonb;
-- A direct off-ramp: the ledger hold on the beneficiary's wallet taken at creation, captured at SUCCEEDED and released
-- at FAILED or CANCELLED.
ALTER TABLE transfers ADD COLUMN hold_id uuid REFERENCES ledger_holds (id);
-- The local payout: claimed (payout_started_at, from then on the transfer cannot be cancelled) before the rail is
-- called, then the rail's reference to ask it how the payout ended.
ALTER TABLE transfers ADD COLUMN payout_started_at timestamptz;
ALTER TABLE transfers ADD COLUMN payout_reference text;
-- An external-wallet off-ramp: its deposit address (derived from DEPOSIT_XPUB at deposit_index) and the hash of the
-- chain transaction the integrator linked. A hash is credited at most once: unique across all transfers.
ALTER TABLE transfers ADD COLUMN deposit_index bigint UNIQUE;
ALTER TABLE transfers ADD COLUMN funding_wallet text UNIQUE;
ALTER TABLE transfers ADD COLUMN transaction_hash text;
CREATE UNIQUE INDEX transfers_transaction_hash ON transfers (lower(transaction_hash)) WHERE transaction_hash IS NOT NULL;

-- Deposit indexes: non-hardened BIP32 indexes, so at most 2^31 - 1; a sequence never hands one out twice, even to
-- concurrent transfers and across rolled-back transactions.
CREATE SEQUENCE deposit_address_index AS bigint MINVALUE 0 MAXVALUE 2147483647 START 0 NO CYCLE;

-- Sandbox only: chain deposits the integrator simulated (POST /v1/transfers/sandbox/crypto-deposit), keyed by hash
-- like the chain itself, read by the sandbox deposit checker as it would read a receipt.
CREATE TABLE sandbox_chain_deposits (
  tx_hash        text PRIMARY KEY CHECK (tx_hash = lower(tx_hash)),
  to_address     text NOT NULL,
  amount         numeric(38, 6) NOT NULL CHECK (amount > 0),
  created_at     timestamptz NOT NULL DEFAULT now()
);
