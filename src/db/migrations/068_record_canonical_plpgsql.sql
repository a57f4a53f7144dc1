-- The canonical content of a chained row (040) computed by a PL/pgSQL function instead of an SQL one: the same
-- expression, so the same text and the same hashes (src/modules/audit/chain.ts verifies them in its own code).
--
-- Why (issue 30): every ledger entry, posting and audit entry calls it once, from the deferred trigger that links the
-- row at commit. An SQL function whose body is a query is not inlined there, and its plan lives only as long as the
-- statement that calls it, so each call planned the query again; a PL/pgSQL function keeps the plan for the session.
-- One ledger entry of four postings, one client, on a durable server with synchronous_commit off (its CPU, not its
-- flush): 1.52 ms against 1.33 ms (medians of four interleaved 5-second pgbench runs of each); without the chain's
-- triggers the same entry takes 0.49 ms.
CREATE OR REPLACE FUNCTION record_canonical(table_name text, fields jsonb) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN '[' || to_json(table_name)::text
    || COALESCE((SELECT string_agg(',' || to_json(key)::text || ',' || to_json(value)::text, '' ORDER BY key COLLATE "C")
                 FROM jsonb_each_text(fields - 'chain_seq' - 'chain_prev' - 'chain_hash') WHERE value IS NOT NULL), '')
    || ']';
END
$$;
