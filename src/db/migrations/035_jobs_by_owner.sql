-- Fairness between integrators in the job queue (src/jobs/runner.ts): each job says whose work it is, and the claim
-- walks the owners that have due jobs, one index probe each, taking them in turns (an owner's first job before any
-- owner's second), so a backlog of one integrator's jobs never stands in front of another's. The owner is the
-- integrator's id, or the nil UUID for the service's own work (rates, reconciliation, provider notices not yet tied to
-- a transfer): a plain NOT NULL key walks without the special cases of NULL.
ALTER TABLE jobs ADD COLUMN owner_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000';
CREATE INDEX jobs_due_by_owner ON jobs (owner_id, run_at) WHERE failed_at IS NULL;

-- Jobs already queued when this runs: the owner of the transfer or payment they are for.
UPDATE jobs j SET owner_id = t.integrator_id FROM transfers t WHERE j.payload->>'transferId' = t.id::text;
UPDATE jobs j SET owner_id = p.integrator_id FROM payments p WHERE j.payload->>'paymentId' = p.id::text;
UPDATE jobs j SET owner_id = b.integrator_id FROM beneficiaries b WHERE j.payload->>'beneficiaryId' = b.id::text;

-- ponte_enqueue (migration 005) with the owner.
DROP FUNCTION ponte_enqueue(text, jsonb, text, timestamptz, integer, boolean, boolean);
CREATE FUNCTION ponte_enqueue(job_kind text, job_payload jsonb, job_key text, due_at timestamptz, attempts_allowed integer,
                              replace_live boolean, wake boolean, job_owner uuid)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF replace_live THEN
    INSERT INTO jobs (id, kind, payload, unique_key, run_at, max_attempts, owner_id)
    VALUES (gen_random_uuid(), job_kind, job_payload, job_key, COALESCE(due_at, now()), attempts_allowed, job_owner)
    ON CONFLICT (unique_key) DO UPDATE SET run_at = EXCLUDED.run_at, payload = EXCLUDED.payload, kind = EXCLUDED.kind,
      owner_id = EXCLUDED.owner_id, attempts = 0, failed_at = NULL, last_error = NULL, locked_until = NULL, locked_by = NULL;
  ELSE
    -- Without a key nothing conflicts; with one, the live job stays as it is.
    INSERT INTO jobs (id, kind, payload, unique_key, run_at, max_attempts, owner_id)
    VALUES (gen_random_uuid(), job_kind, job_payload, job_key, COALESCE(due_at, now()), attempts_allowed, job_owner)
    ON CONFLICT (unique_key) DO NOTHING;
  END IF;
  -- Sent on commit, and only when asked: a transaction that notifies takes a database-wide lock as it commits.
  IF wake THEN
    PERFORM pg_notify('ponte_jobs', job_kind);
  END IF;
END
$$;
