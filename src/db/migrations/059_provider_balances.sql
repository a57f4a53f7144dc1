-- Provider balances and USD payments under liquidity (issue 33, item 1).
--
-- A payment's payout is admitted against the USD account (liquidity account usd-bank) before it is first sent: from
-- its admission until it settles or fails, its total is what usd-bank already owes (modules/liquidity). NULL: not
-- admitted yet (or held, an exception LIQUIDITY_SHORT open for it, until a refill sends it to be admitted again).
ALTER TABLE payments ADD COLUMN payout_admitted_at timestamptz;
CREATE INDEX payments_admitted_pending ON payments (status) WHERE payout_admitted_at IS NOT NULL AND status = 'PENDING';

-- Each reconciliation run reads each provider's balance (rails/capabilities/balance.ts) and compares it with the
-- ledger's rail_cash balance of the rail accounts it holds, as of the instant the provider gave
-- (modules/reconciliation/balances.ts). One row per provider account per run; a provider account may hold several
-- rail accounts (Bitso's COP account holds cop-collection and co-payouts): rail_account is the first, rail_accounts all.
CREATE TABLE reconciliation_balances (
  run_id           uuid NOT NULL REFERENCES reconciliation_runs (id),
  rail_account     text NOT NULL CHECK (rail_account IN ('pix-collection', 'cop-collection', 'br-payouts', 'co-payouts', 'usd-bank', 'chain')),
  rail_accounts    text[] NOT NULL,
  currency         text NOT NULL CHECK (currency IN ('BRL', 'COP', 'USD', 'USDC')),
  -- MATCHED: the provider's balance equals the books'; DIFFERS: a break (an exception RECONCILIATION_MISMATCH);
  -- UNREADABLE: the balance could not be read (reason says why); NOT_CONFIGURED: no provider of the account is set up.
  outcome          text NOT NULL CHECK (outcome IN ('MATCHED', 'DIFFERS', 'UNREADABLE', 'NOT_CONFIGURED')),
  -- Exact as the provider gave it (a provider may give more than 2 decimals).
  provider_amount  numeric,
  -- The instant the balance is of: the provider's own time when it gives one, else when its answer arrived.
  provider_at      timestamptz,
  -- The ledger's balance of rail_accounts as of provider_at.
  books_amount     numeric(38, 2),
  -- provider_amount less books_amount.
  difference       numeric,
  reason           text,
  exception_id     uuid REFERENCES exceptions (id),
  PRIMARY KEY (run_id, rail_account)
);
-- The console's liquidity page reads each account's latest comparison.
CREATE INDEX reconciliation_balances_latest ON reconciliation_balances (rail_account, provider_at DESC);
