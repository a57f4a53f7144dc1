-- Balance checkpoints (issue 33, item 3): the books closed day by day, so that a balance as of T is the last checkpoint
-- at or before T plus the postings since, instead of every posting up to T. A checkpoint at `at` (a UTC midnight) holds
-- the sums of every posting dated before `at` (an entry's time is its created_at, which its postings carry: 054):
--
--   ledger_checkpoints           one row per closed day boundary, with the journal chain's place when it was closed
--   ledger_checkpoint_balances   per account that moved in the day before `at`: its debits and credits from the
--                                beginning up to `at` (an account's latest row at or before T is its checkpoint for T)
--   ledger_checkpoint_totals     per kind and currency, every account summed, for every kind and currency used by
--                                then (the trial balance and the account balances by kind read one checkpoint's rows)
--
-- Exact by construction. A checkpoint is written by ledger_close, which first locks the journal chain's head row:
-- every transaction that writes the journal links its rows into the chain at commit under that lock (040), so while a
-- day closes none commits, and the sums read after the lock see every entry committed before. From then on an entry
-- dated before the last checkpoint (a transaction that began before the boundary and would commit after the close) is
-- refused at commit by ledger_check_entry below: a closed day never changes. (The worker closes a day 15 minutes after
-- it ends, so that takes a transaction open for longer than that.) Checkpoints are append-only and recomputable from
-- the journal: src/modules/ledger/checkpoints.ts verifies one against it.

CREATE TABLE ledger_checkpoints (
  at           timestamptz PRIMARY KEY,
  -- The checkpoint before it (NULL for the first): the day this one closed is [previous_at, at).
  previous_at  timestamptz UNIQUE REFERENCES ledger_checkpoints (at),
  -- The journal chain's length when the day was closed (record_chains.seq of 'journal').
  journal_seq  bigint NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (previous_at < at)
);

CREATE TABLE ledger_checkpoint_balances (
  account_id  uuid NOT NULL REFERENCES ledger_accounts (id),
  at          timestamptz NOT NULL REFERENCES ledger_checkpoints (at),
  debits      numeric(38, 2) NOT NULL CHECK (debits >= 0),
  credits     numeric(38, 2) NOT NULL CHECK (credits >= 0),
  PRIMARY KEY (account_id, at)
);

CREATE TABLE ledger_checkpoint_totals (
  at        timestamptz NOT NULL REFERENCES ledger_checkpoints (at),
  kind      text NOT NULL,
  currency  text NOT NULL,
  debits    numeric(38, 2) NOT NULL CHECK (debits >= 0),
  credits   numeric(38, 2) NOT NULL CHECK (credits >= 0),
  PRIMARY KEY (at, kind, currency)
);

CREATE TRIGGER ledger_checkpoints_append_only BEFORE UPDATE OR DELETE ON ledger_checkpoints FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_checkpoints_no_truncate BEFORE TRUNCATE ON ledger_checkpoints FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_checkpoint_balances_append_only BEFORE UPDATE OR DELETE ON ledger_checkpoint_balances FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_checkpoint_balances_no_truncate BEFORE TRUNCATE ON ledger_checkpoint_balances FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_checkpoint_totals_append_only BEFORE UPDATE OR DELETE ON ledger_checkpoint_totals FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_checkpoint_totals_no_truncate BEFORE TRUNCATE ON ledger_checkpoint_totals FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- Closes the day that ends at `boundary` (the day after the last checkpoint, or, for the first, everything before it):
-- writes its checkpoint, and returns false (writing nothing) when `boundary` is not after the last checkpoint.
CREATE FUNCTION ledger_close(boundary timestamptz) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  journal_length bigint;
  previous timestamptz;
BEGIN
  -- Journal commits wait from here to this transaction's end (they take this lock to link their rows).
  SELECT seq INTO STRICT journal_length FROM record_chains WHERE name = 'journal' FOR UPDATE;
  SELECT max(at) INTO previous FROM ledger_checkpoints;
  IF previous IS NOT NULL AND boundary <= previous THEN
    RETURN false;
  END IF;
  INSERT INTO ledger_checkpoints (at, previous_at, journal_seq) VALUES (boundary, previous, journal_length);

  -- The day's postings, found by their entries' time (ledger_entries_created, 027); an account's new sums are its last
  -- checkpoint's plus the day's, and so are a kind's. One statement: the last checkpoints it reads are the ones before.
  WITH day AS (
    SELECT p.account_id, a.kind, p.currency,
           COALESCE(sum(p.amount) FILTER (WHERE p.direction = 'DEBIT'), 0) AS debits,
           COALESCE(sum(p.amount) FILTER (WHERE p.direction = 'CREDIT'), 0) AS credits
      FROM ledger_entries e
      JOIN ledger_postings p ON p.entry_id = e.id
      JOIN ledger_accounts a ON a.id = p.account_id
     WHERE e.created_at >= COALESCE(previous, '-infinity'::timestamptz) AND e.created_at < boundary
     GROUP BY p.account_id, a.kind, p.currency
  ), accounts AS (
    INSERT INTO ledger_checkpoint_balances (account_id, at, debits, credits)
    SELECT d.account_id, boundary, COALESCE(last.debits, 0) + d.debits, COALESCE(last.credits, 0) + d.credits
      FROM day d
      LEFT JOIN LATERAL (SELECT c.debits, c.credits FROM ledger_checkpoint_balances c
                          WHERE c.account_id = d.account_id ORDER BY c.at DESC LIMIT 1) last ON true
  )
  INSERT INTO ledger_checkpoint_totals (at, kind, currency, debits, credits)
  SELECT boundary, kind, currency, sum(debits), sum(credits)
    FROM (SELECT kind, currency, debits, credits FROM ledger_checkpoint_totals WHERE at = previous
          UNION ALL
          SELECT kind, currency, debits, credits FROM day) moved
   GROUP BY kind, currency;

  RETURN true;
END
$$;

-- The deferred entry check (004, 054), now also refusing an entry dated before the last checkpoint: a closed day never
-- changes.
CREATE OR REPLACE FUNCTION ledger_check_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The entry's id is in the column the trigger names: id on ledger_entries, entry_id on ledger_postings.
  checked uuid := (to_jsonb(NEW) ->> TG_ARGV[0])::uuid;
  closed timestamptz;
  dated timestamptz;
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
  IF EXISTS (
    SELECT 1 FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
     WHERE p.entry_id = checked AND p.posted_at IS DISTINCT FROM e.created_at
  ) THEN
    RAISE EXCEPTION 'ledger entry %: a posting''s time is not its entry''s', checked USING ERRCODE = 'check_violation';
  END IF;
  SELECT max(at) INTO closed FROM ledger_checkpoints;
  IF closed IS NOT NULL THEN
    SELECT created_at INTO dated FROM ledger_entries WHERE id = checked;
    IF dated < closed THEN
      RAISE EXCEPTION 'ledger entry % is dated %, in a day the books closed (checkpoint at %)', checked, dated, closed
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NULL;
END
$$;
