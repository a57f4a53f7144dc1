-- Balances as of a time (issue 33, item 3): a beneficiary's balance, the trial balance and every account's balance at
-- any past instant, computed from the journal. An entry counts from its created_at (its transaction's start, now()),
-- so a balance as of T sums the postings of the entries created at or before T.
--
-- The time is copied onto each posting (posted_at, its entry's created_at: both are now() of the same transaction) so
-- that one index answers "this account's postings up to T" by itself: ledger_postings_account_posted, on (account_id,
-- posted_at) with direction and amount included. A balance as of T is then one range of that index, read alone (an
-- index-only scan, no visit to the table or to ledger_entries): its cost grows with that account's postings up to T,
-- never with the journal's size. It replaces ledger_postings_account (account_id) INCLUDE (direction, amount), which it
-- serves as well (its leading column is the same).
--
-- The postings written before this migration keep posted_at NULL: they are hash-chained (040) and append-only, and
-- their hashes cover every non-NULL column, so they are neither rewritten nor re-hashed. For them the reads take the
-- time from their entry (the NULL postings of one account are one range of the same index, then the entry by its
-- primary key). The deferred entry check (004) now also refuses a new posting whose time is not its entry's.
ALTER TABLE ledger_postings ADD COLUMN posted_at timestamptz;
ALTER TABLE ledger_postings ALTER COLUMN posted_at SET DEFAULT now();

CREATE INDEX ledger_postings_account_posted ON ledger_postings (account_id, posted_at) INCLUDE (direction, amount);
DROP INDEX ledger_postings_account;

CREATE OR REPLACE FUNCTION ledger_check_entry() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF EXISTS (
    SELECT 1 FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
     WHERE p.entry_id = checked AND p.posted_at IS DISTINCT FROM e.created_at
  ) THEN
    RAISE EXCEPTION 'ledger entry %: a posting''s time is not its entry''s', checked USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
