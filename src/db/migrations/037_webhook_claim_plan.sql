-- The webhook claim (src/modules/webhooks/claim.ts) as a function whose plan cannot turn into scans of whole tables.
-- As a named statement its plan was made once per connection, generic, from the statistics of that moment. A worker
-- that prepared it while webhook_deliveries and events were small kept a plan that read them whole: a claim of 32
-- deliveries out of 20,000 (a backlog after an outage, or the bench's) took 12 ms instead of 2 to 4, in sequential
-- scans of both tables and a bitmap scan of every PENDING entry, and the claim loop waits for each claim. With
-- sequential and bitmap scans off for the function alone, the rows to claim are read by their index and updated by
-- their row address (TID scans), and the event, integrator and endpoint of each are read by primary key, whatever the
-- statistics say. PL/pgSQL keeps the plan per connection as the named statement did: planned once, not per claim.
--
-- Parameters and what the claim does: see claim.ts. The claim commits without waiting for its WAL flush (a lease,
-- not a fact): synchronous_commit is set off for the calling transaction, not restored at the function's end.
CREATE FUNCTION ponte_claim_webhook_deliveries(
  p_limit int, p_lease_s float8, p_worker text, p_busy_ids uuid[], p_share int, p_busy_counts int[]
) RETURNS TABLE (
  event_id uuid, endpoint_id uuid, attempt_count int, payload text, operation text, resource_id text,
  event_created_at timestamptz, id uuid, active boolean, callback_url text, webhook_secret_encrypted text,
  previous_webhook_secret_encrypted text, webhook_secret_rotated_at timestamptz
) LANGUAGE plpgsql
  SET enable_seqscan = off
  SET enable_bitmapscan = off
AS $$
#variable_conflict use_column
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  RETURN QUERY
  WITH RECURSIVE owners AS (
    (SELECT d.integrator_id, d.next_attempt_at FROM webhook_deliveries d
      WHERE d.status = 'PENDING' ORDER BY d.integrator_id, d.next_attempt_at LIMIT 1)
    UNION ALL
    SELECT nx.integrator_id, nx.next_attempt_at FROM owners o CROSS JOIN LATERAL (
      SELECT d.integrator_id, d.next_attempt_at FROM webhook_deliveries d
       WHERE d.status = 'PENDING' AND d.integrator_id > o.integrator_id ORDER BY d.integrator_id, d.next_attempt_at LIMIT 1) nx
  ),
  candidates AS (
    SELECT c.ctid AS tid, c.next_attempt_at
      FROM owners o
      LEFT JOIN unnest(p_busy_ids, p_busy_counts) AS busy (integrator_id, n) ON busy.integrator_id = o.integrator_id
      CROSS JOIN LATERAL (
        SELECT d.ctid, d.next_attempt_at FROM webhook_deliveries d
         WHERE d.status = 'PENDING' AND d.integrator_id = o.integrator_id AND d.next_attempt_at <= now()
           AND (d.locked_until IS NULL OR d.locked_until < now())
         ORDER BY d.next_attempt_at LIMIT GREATEST(0, p_share - COALESCE(busy.n, 0))) c
     WHERE o.next_attempt_at <= now()
  ),
  claimed AS (
    UPDATE webhook_deliveries u SET locked_until = now() + make_interval(secs => p_lease_s), locked_by = p_worker,
           attempt_count = u.attempt_count + 1, updated_at = now()
     WHERE u.ctid = ANY(ARRAY(
       SELECT l.ctid FROM webhook_deliveries l
        WHERE l.ctid = ANY(ARRAY(SELECT tid FROM candidates ORDER BY next_attempt_at LIMIT p_limit))
          AND l.status = 'PENDING' AND (l.locked_until IS NULL OR l.locked_until < now())
          FOR UPDATE SKIP LOCKED))
     RETURNING u.event_id, u.endpoint_id, u.attempt_count, u.integrator_id
  )
  SELECT c.event_id, c.endpoint_id, c.attempt_count, e.payload, e.operation, e.resource_id, e.created_at, i.id,
         w.enabled AND w.deleted_at IS NULL,
         CASE WHEN w.is_default THEN i.callback_url ELSE w.url END,
         CASE WHEN w.is_default THEN i.webhook_secret_encrypted ELSE w.secret_encrypted END,
         CASE WHEN w.is_default THEN i.previous_webhook_secret_encrypted ELSE w.previous_secret_encrypted END,
         CASE WHEN w.is_default THEN i.webhook_secret_rotated_at ELSE w.secret_rotated_at END
    FROM claimed c JOIN events e ON e.id = c.event_id JOIN integrators i ON i.id = c.integrator_id
    JOIN webhook_endpoints w ON w.id = c.endpoint_id;
END
$$;
