-- The database refuses to empty or rewrite the books (issue 32, item 3). UPDATE and DELETE were refused on the journal
-- and the audit log (004, 022, 040), TRUNCATE only on the audit log: `TRUNCATE ledger_entries CASCADE` emptied the
-- journal, its postings, the holds and every transfer. A BEFORE TRUNCATE trigger on each table of the books refuses
-- it, whichever table the statement names (CASCADE truncates, and so fires the triggers of, the tables that refer to
-- it). No retention rule deletes from these tables (src/worker-retention.ts).
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_holds_no_truncate BEFORE TRUNCATE ON ledger_holds FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- A hold changes once, and only as the ledger resolves it (src/modules/ledger/service.ts): from ACTIVE to RELEASED, or
-- to CAPTURED with the entry that spent it, with its time; its account, amount, reference and creation never change,
-- and it is never deleted. The CHECKs of 004 keep status, resolved_at and capture_entry_id consistent.
CREATE FUNCTION ledger_holds_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'ACTIVE' AND NEW.status IN ('RELEASED', 'CAPTURED')
     AND to_jsonb(NEW) - 'status' - 'resolved_at' - 'capture_entry_id' = to_jsonb(OLD) - 'status' - 'resolved_at' - 'capture_entry_id' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ledger_holds is append-only but for resolving an active hold' USING ERRCODE = 'check_violation';
END
$$;
CREATE TRIGGER ledger_holds_resolve_only BEFORE UPDATE OR DELETE ON ledger_holds FOR EACH ROW EXECUTE FUNCTION ledger_holds_refuse_change();
