-- Liquidity accounts (issue 33, item 1). Each real account the service holds money in at a rail has its own ledger
-- account: rail_cash with the rail account as its owner (ledger/service.ts), and a row here with its currency, the
-- minimum it may not go below and the target a refill brings it back to (src/modules/liquidity/). A payout, or a
-- release of USDC, that would take its account below its minimum is held (an exception LIQUIDITY_SHORT) until an
-- operator records a refill. Changing a minimum or target, and recording a refill, are under the two-person rule.
CREATE TABLE liquidity_accounts (
  rail_account  text PRIMARY KEY CHECK (rail_account IN ('pix-collection', 'cop-collection', 'br-payouts', 'co-payouts', 'usd-bank', 'chain')),
  name          text NOT NULL,
  currency      text NOT NULL CHECK (currency IN ('BRL', 'COP', 'USD', 'USDC')),
  minimum       numeric(38, 2) NOT NULL DEFAULT 0 CHECK (minimum >= 0),
  target        numeric(38, 2) NOT NULL DEFAULT 0 CHECK (target >= minimum),
  -- Since when its free balance is below its minimum (the low-liquidity event was recorded then); NULL when it is not.
  low_since     timestamptz,
  updated_at    timestamptz NOT NULL DEFAULT now()
);
INSERT INTO liquidity_accounts (rail_account, name, currency) VALUES
  ('pix-collection', 'PIX collection account (BR on-ramps are paid into it)', 'BRL'),
  ('br-payouts', 'Efí payout account (BR off-ramps are paid out of it)', 'BRL'),
  ('cop-collection', 'COP provider account, collections (CO on-ramps are deposited into it)', 'COP'),
  ('co-payouts', 'COP provider account, payouts (CO off-ramps are paid out of it)', 'COP'),
  ('usd-bank', 'Circle business account (USD payments out and in)', 'USD'),
  ('chain', 'USDC hot wallet (custody and the off-ramps'' funding wallets)', 'USDC');

-- Refills: money moved into a liquidity account by an operator, one journal entry each ('liquidity:<reference>').
CREATE TABLE liquidity_refills (
  reference     text PRIMARY KEY,
  rail_account  text NOT NULL REFERENCES liquidity_accounts (rail_account),
  -- Where the money came from: another liquidity account of the same currency (a rebalance), or fx_position (a
  -- purchase of the currency, whose other leg the treasury's conversion books).
  source        text NOT NULL,
  amount        numeric(38, 2) NOT NULL CHECK (amount > 0),
  currency      text NOT NULL,
  entry_id      uuid NOT NULL REFERENCES ledger_entries (id),
  reason        text NOT NULL,
  recorded_by   text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX liquidity_refills_account ON liquidity_refills (rail_account, created_at);

ALTER TABLE exceptions DROP CONSTRAINT exceptions_kind_check;
ALTER TABLE exceptions ADD CONSTRAINT exceptions_kind_check CHECK (kind IN ('PAYOUT_OUTCOME_UNKNOWN', 'FUNDS_OWED_BACK', 'JOB_EXHAUSTED',
  'CHAIN_DEPOSIT_UNREADABLE', 'RATE_BAND_HELD', 'WEBHOOK_ENDPOINT_FAILING', 'RECONCILIATION_MISMATCH', 'COMPLIANCE_REVIEW', 'LIQUIDITY_SHORT'));

INSERT INTO approval_policies (action, description) VALUES
  ('liquidity_account.update', 'Changing a liquidity account''s minimum or target.'),
  ('liquidity.refill', 'Recording a refill of a liquidity account (a journal entry that moves money into it).')
ON CONFLICT (action) DO NOTHING;

-- The money already booked on the one rail_cash account of each currency (owner '') is moved to the rail account it is
-- at, by one journal entry, classified as reconciliation classified it (modules/reconciliation/books.ts): USD at the
-- USD bank, USDC on the chain; BRL and COP by the entry's reference and the transfer's type.
DO $$
DECLARE
  moved uuid := gen_random_uuid();
  n integer;
BEGIN
  CREATE TEMP TABLE liquidity_legacy ON COMMIT DROP AS
    SELECT p.currency,
           CASE
             WHEN p.currency = 'USD' THEN 'usd-bank'
             WHEN p.currency = 'USDC' THEN 'chain'
             WHEN e.reference LIKE 'pix:%' OR e.reference LIKE 'copin:%' OR t.type = 'ON_RAMP'
                  OR (t.type IS NULL AND p.direction = 'DEBIT') THEN CASE p.currency WHEN 'BRL' THEN 'pix-collection' ELSE 'cop-collection' END
             ELSE CASE p.currency WHEN 'BRL' THEN 'br-payouts' ELSE 'co-payouts' END
           END AS rail_account,
           sum(CASE p.direction WHEN 'DEBIT' THEN p.amount ELSE -p.amount END) AS balance
      FROM ledger_postings p
      JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'rail_cash' AND a.owner_id = ''
      JOIN ledger_entries e ON e.id = p.entry_id
      LEFT JOIN transfers t ON t.id = CASE WHEN e.reference ~ '^transfer:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                                           THEN substring(e.reference FROM 10)::uuid END
     GROUP BY 1, 2
    HAVING sum(CASE p.direction WHEN 'DEBIT' THEN p.amount ELSE -p.amount END) <> 0;
  SELECT count(*) INTO n FROM liquidity_legacy;
  IF n = 0 THEN
    RETURN;
  END IF;
  INSERT INTO ledger_accounts (id, kind, owner_id, currency)
    SELECT gen_random_uuid(), 'rail_cash', rail_account, currency FROM liquidity_legacy
    ON CONFLICT (kind, owner_id, currency) DO NOTHING;
  INSERT INTO ledger_entries (id, description, reference)
    VALUES (moved, 'Rail cash moved to the liquidity account of the rail account it is at', 'liquidity:opening');
  -- Per rail account, its balance onto its own account and off the currency's shared one.
  INSERT INTO ledger_postings (id, entry_id, account_id, currency, direction, amount)
    SELECT gen_random_uuid(), moved, a.id, l.currency,
           CASE WHEN (a.owner_id = '') = (l.balance > 0) THEN 'CREDIT' ELSE 'DEBIT' END, abs(l.balance)
      FROM liquidity_legacy l
      JOIN ledger_accounts a ON a.kind = 'rail_cash' AND a.currency = l.currency AND a.owner_id IN ('', l.rail_account);
END
$$;
