-- Sandbox market rates, and the double-entry ledger: accounts, journal entries with their postings, and holds.
-- The chart of accounts and the flows that use it are described at the top of src/modules/ledger/service.ts.

-- The price of 1 base (USDC) in the quote currency. Shared by every process on the database.
CREATE TABLE market_rates (
  base        text NOT NULL CHECK (base = 'USDC'),
  quote       text NOT NULL CHECK (quote IN ('BRL', 'COP')),
  rate        numeric(20, 8) NOT NULL CHECK (rate > 0),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (base, quote)
);
INSERT INTO market_rates (base, quote, rate) VALUES ('USDC', 'BRL', 5.30000000), ('USDC', 'COP', 3900.00000000);

CREATE TABLE ledger_accounts (
  id          uuid PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('rail_cash', 'fx_position', 'customer_deposits', 'payout_clearing',
                                            'beneficiary_wallet', 'integrator_fees_payable', 'service_fee_revenue',
                                            'taxes_payable')),
  -- The beneficiary or integrator the account belongs to; '' for the service's own accounts (a plain unique key
  -- then works on every PostgreSQL version, where NULLs would never conflict).
  owner_id    text NOT NULL DEFAULT '',
  currency    text NOT NULL CHECK (currency IN ('BRL', 'COP', 'USD', 'USDC')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, owner_id, currency),
  -- Lets each posting's currency be checked against its account's by a foreign key.
  UNIQUE (id, currency)
);

CREATE TABLE ledger_entries (
  id           uuid PRIMARY KEY,
  description  text NOT NULL,
  -- What caused the entry, such as 'transfer:<id>'; one cause may write several entries.
  reference    text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_reference ON ledger_entries (reference);

CREATE TABLE ledger_postings (
  id          uuid PRIMARY KEY,
  entry_id    uuid NOT NULL REFERENCES ledger_entries (id),
  account_id  uuid NOT NULL,
  currency    text NOT NULL,
  direction   text NOT NULL CHECK (direction IN ('DEBIT', 'CREDIT')),
  amount      numeric(38, 2) NOT NULL CHECK (amount > 0),
  FOREIGN KEY (account_id, currency) REFERENCES ledger_accounts (id, currency)
);
CREATE INDEX ledger_postings_account ON ledger_postings (account_id) INCLUDE (direction, amount);
CREATE INDEX ledger_postings_entry ON ledger_postings (entry_id);

-- An entry must balance in every currency it touches, and have at least two postings. Both are checked when the
-- transaction commits (after all of the entry's postings are written), so no code path can commit a broken entry.
CREATE FUNCTION ledger_check_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The entry's id is in the column the trigger names: id on ledger_entries, entry_id on ledger_postings.
  checked uuid := (to_jsonb(NEW) ->> TG_ARGV[0])::uuid;
BEGIN
  IF (SELECT count(*) FROM ledger_postings WHERE entry_id = checked) < 2 THEN
    RAISE EXCEPTION 'ledger entry % has fewer than two postings', checked USING ERRCODE = 'check_violation';
  END IF;
  IF EXISTS (
    SELECT 1 FROM ledger_postings WHERE entry_id = checked
    GROUP BY currency
    HAVING sum(CASE direction WHEN 'DEBIT' THEN amount ELSE -amount END) <> 0
  ) THEN
    RAISE EXCEPTION 'ledger entry % does not balance', checked USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER ledger_entries_checked AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_entry('id');
CREATE CONSTRAINT TRIGGER ledger_postings_checked AFTER INSERT ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_entry('entry_id');

-- The books are append-only: a mistake is corrected by a new entry, never by changing an old one.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'check_violation';
END
$$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

-- Funds set aside on an account: they stay in its total but leave its available balance until released, or
-- captured by an entry that posts them.
CREATE TABLE ledger_holds (
  id                uuid PRIMARY KEY,
  account_id        uuid NOT NULL REFERENCES ledger_accounts (id),
  amount            numeric(38, 2) NOT NULL CHECK (amount > 0),
  status            text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'RELEASED', 'CAPTURED')),
  reference         text,
  -- Deferred: a capture marks the hold and writes its entry in the same transaction, the hold first.
  capture_entry_id  uuid REFERENCES ledger_entries (id) DEFERRABLE INITIALLY DEFERRED,
  created_at        timestamptz NOT NULL DEFAULT now(),
  resolved_at       timestamptz,
  CHECK ((status = 'CAPTURED') = (capture_entry_id IS NOT NULL)),
  CHECK ((status = 'ACTIVE') = (resolved_at IS NULL))
);
CREATE INDEX ledger_holds_active ON ledger_holds (account_id) INCLUDE (amount) WHERE status = 'ACTIVE';
