-- Adding a job in one round trip (src/jobs/queue.ts): a function any statement can call, so that a service can write
-- a row and the job it needs in one statement, and every other caller saves the separate NOTIFY.

CREATE FUNCTION ponte_enqueue(job_kind text, job_payload jsonb, job_key text, due_at timestamptz, attempts_allowed integer,
                              replace_live boolean, wake boolean)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF replace_live THEN
    INSERT INTO jobs (id, kind, payload, unique_key, run_at, max_attempts)
    VALUES (gen_random_uuid(), job_kind, job_payload, job_key, COALESCE(due_at, now()), attempts_allowed)
    ON CONFLICT (unique_key) DO UPDATE SET run_at = EXCLUDED.run_at, payload = EXCLUDED.payload, kind = EXCLUDED.kind,
      attempts = 0, failed_at = NULL, last_error = NULL, locked_until = NULL, locked_by = NULL;
  ELSE
    -- Without a key nothing conflicts; with one, the live job stays as it is.
    INSERT INTO jobs (id, kind, payload, unique_key, run_at, max_attempts)
    VALUES (gen_random_uuid(), job_kind, job_payload, job_key, COALESCE(due_at, now()), attempts_allowed)
    ON CONFLICT (unique_key) DO NOTHING;
  END IF;
  -- Sent on commit, and only when asked: a transaction that notifies takes a database-wide lock as it commits.
  IF wake THEN
    PERFORM pg_notify('ponte_jobs', job_kind);
  END IF;
END
$$;
