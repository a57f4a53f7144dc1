-- Tamper-evident records (issue 32, item 3): the audit log and the journal (ledger entries and their postings) are
-- hash chains. Each row holds its place in its chain (chain_seq), the hash of the row before it (chain_prev) and its
-- own hash (chain_hash), the SHA-256 of its place, the previous hash and its canonical content:
--
--   chain_hash = hex(sha256(utf8(chain_seq || E'\n' || chain_prev || E'\n' || canonical)))
--   canonical  = the JSON text, without whitespace, of [table, column, value, column, value, ...]: every column of
--                the row but chain_seq, chain_prev and chain_hash whose value is not NULL, in bytewise order of the
--                column's name; each value as text, as to_jsonb renders it with TimeZone UTC (numeric exactly as
--                stored, such as "10.50"; timestamptz as "2026-11-27T22:58:28.123456+00:00"; jsonb as its text).
--   The first row's chain_prev is 64 zeros.
--
-- A column added later with no default is NULL in older rows, so it leaves their hashes as they were, and is covered
-- in the rows that have it. Docs: docs/operations.md#tamper-evident-records; verification: src/modules/audit/chain.ts.
--
-- One total order per chain, with no forks: a row is linked at COMMIT, by a deferred trigger that locks its chain's
-- head row (record_chains) FOR UPDATE, so the transactions writing a chain take turns only for the moment of their
-- commit, in the order they commit, each reading the head the one before left. Linking at commit rather than at
-- INSERT keeps that lock the last one the transaction takes: locked at INSERT, it would be held while the transaction
-- goes on to lock a transfer or an account, and two transactions could wait for each other. Every head is locked, in
-- name order, so a transaction writing both chains cannot deadlock with another.

CREATE TABLE record_chains (
  name  text PRIMARY KEY CHECK (name IN ('audit_log', 'journal')),
  -- The place and hash of the chain's last row (0 and 64 zeros while empty).
  seq   bigint NOT NULL CHECK (seq >= 0),
  head  text NOT NULL CHECK (head ~ '^[0-9a-f]{64}$')
);
INSERT INTO record_chains (name, seq, head) VALUES ('audit_log', 0, repeat('0', 64)), ('journal', 0, repeat('0', 64));

ALTER TABLE audit_log ADD COLUMN chain_seq bigint, ADD COLUMN chain_prev text, ADD COLUMN chain_hash text;
ALTER TABLE ledger_entries ADD COLUMN chain_seq bigint, ADD COLUMN chain_prev text, ADD COLUMN chain_hash text;
ALTER TABLE ledger_postings ADD COLUMN chain_seq bigint, ADD COLUMN chain_prev text, ADD COLUMN chain_hash text;

-- The canonical content of a row (given as to_jsonb of it, made with TimeZone UTC), as defined above.
CREATE FUNCTION record_canonical(table_name text, fields jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '[' || to_json(table_name)::text
    || COALESCE((SELECT string_agg(',' || to_json(key)::text || ',' || to_json(value)::text, '' ORDER BY key COLLATE "C")
                 FROM jsonb_each_text(fields - 'chain_seq' - 'chain_prev' - 'chain_hash') WHERE value IS NOT NULL), '')
    || ']'
$$;

-- Links one row (its table and to_jsonb) at the end of `chain`. Its canonical content is made before the heads are
-- locked, and the heads are locked once per transaction (then read under the lock it holds), so the part of a commit
-- that waits for the others is the hash and two short updates. Static statements, so their plans are kept.
CREATE FUNCTION record_chain_append(chain text, table_name text, fields jsonb) RETURNS void LANGUAGE plpgsql
SET TimeZone = 'UTC' AS $$
DECLARE
  canonical text := record_canonical(table_name, fields);
  row_id uuid := (fields ->> 'id')::uuid;
  last record;
  place bigint;
  hash text;
BEGIN
  IF current_setting('ponte.record_chain_locked', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM 1 FROM record_chains ORDER BY name FOR UPDATE;
    PERFORM set_config('ponte.record_chain_locked', txid_current()::text, true);
  END IF;
  SELECT seq, head INTO STRICT last FROM record_chains WHERE name = chain;
  place := last.seq + 1;
  hash := encode(sha256(convert_to(place::text || E'\n' || last.head || E'\n' || canonical, 'UTF8')), 'hex');
  -- The one change the append-only trigger lets through: filling an unlinked row's chain columns, here.
  PERFORM set_config('ponte.record_chain', 'link', true);
  IF table_name = 'audit_log' THEN
    UPDATE audit_log SET chain_seq = place, chain_prev = last.head, chain_hash = hash WHERE id = row_id;
  ELSIF table_name = 'ledger_entries' THEN
    UPDATE ledger_entries SET chain_seq = place, chain_prev = last.head, chain_hash = hash WHERE id = row_id;
  ELSIF table_name = 'ledger_postings' THEN
    UPDATE ledger_postings SET chain_seq = place, chain_prev = last.head, chain_hash = hash WHERE id = row_id;
  ELSE
    RAISE EXCEPTION 'no chain for table %', table_name;
  END IF;
  PERFORM set_config('ponte.record_chain', '', true);
  UPDATE record_chains SET seq = place, head = hash WHERE name = chain;
END
$$;

CREATE FUNCTION record_chain_link() RETURNS trigger LANGUAGE plpgsql SET TimeZone = 'UTC' AS $$
BEGIN
  PERFORM record_chain_append(TG_ARGV[0], TG_TABLE_NAME, to_jsonb(NEW));
  RETURN NULL;
END
$$;

-- Append-only, as before (004, 022), but for the chain columns of a row not linked yet, filled by the function above.
CREATE FUNCTION record_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('ponte.record_chain', true) = 'link' AND OLD.chain_hash IS NULL
     AND to_jsonb(NEW) - 'chain_seq' - 'chain_prev' - 'chain_hash' = to_jsonb(OLD) - 'chain_seq' - 'chain_prev' - 'chain_hash' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'check_violation';
END
$$;

DROP TRIGGER audit_log_append_only ON audit_log;
DROP TRIGGER ledger_entries_append_only ON ledger_entries;
DROP TRIGGER ledger_postings_append_only ON ledger_postings;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION record_refuse_change();
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION record_refuse_change();
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings FOR EACH ROW EXECUTE FUNCTION record_refuse_change();

-- The rows already written, linked in the order they were written: the audit log by position; the journal by entry
-- (created_at, then id), each entry followed by its postings (by id).
SET LOCAL TimeZone = 'UTC';
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT to_jsonb(a) AS fields FROM audit_log a ORDER BY position LOOP
    PERFORM record_chain_append('audit_log', 'audit_log', r.fields);
  END LOOP;
  FOR r IN
    SELECT t.table_name, t.fields FROM (
      SELECT e.created_at, e.id AS entry_id, 0 AS part, e.id, 'ledger_entries' AS table_name, to_jsonb(e) AS fields FROM ledger_entries e
      UNION ALL
      SELECT e.created_at, e.id, 1, p.id, 'ledger_postings', to_jsonb(p) FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
    ) t ORDER BY t.created_at, t.entry_id, t.part, t.id
  LOOP
    PERFORM record_chain_append('journal', r.table_name, r.fields);
  END LOOP;
END
$$;

ALTER TABLE audit_log ADD CONSTRAINT audit_log_chain_seq UNIQUE (chain_seq);
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_chain_seq UNIQUE (chain_seq);
ALTER TABLE ledger_postings ADD CONSTRAINT ledger_postings_chain_seq UNIQUE (chain_seq);

-- Every row from now on, at its transaction's commit.
CREATE CONSTRAINT TRIGGER audit_log_chained AFTER INSERT ON audit_log
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_chain_link('audit_log');
CREATE CONSTRAINT TRIGGER ledger_entries_chained AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_chain_link('journal');
CREATE CONSTRAINT TRIGGER ledger_postings_chained AFTER INSERT ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_chain_link('journal');

-- The heads change only by the chaining function, and are never removed.
CREATE FUNCTION record_chains_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.name = OLD.name AND NEW.seq = OLD.seq + 1 THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'record_chains only moves forward' USING ERRCODE = 'check_violation';
END
$$;
CREATE TRIGGER record_chains_forward_only BEFORE UPDATE OR DELETE ON record_chains FOR EACH ROW EXECUTE FUNCTION record_chains_refuse_change();
CREATE TRIGGER record_chains_no_truncate BEFORE TRUNCATE ON record_chains FOR EACH STATEMENT EXECUTE FUNCTION record_chains_refuse_change();
