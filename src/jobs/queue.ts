// Owns the jobs table: services add jobs inside their own transaction (so a job exists exactly when the change that
// needs it committed), and the worker claims them. NOTIFY is sent in the same transaction, so it fires on commit.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/index.ts';

export const JOBS_CHANNEL = 'ponte_jobs';

export interface JobSpec {
  kind: string;
  payload?: Record<string, unknown>;
  /** When it falls due; now when absent. */
  runAt?: Date;
  /** At most one live job per key; a second enqueue with the key is ignored, or replaces it with `replace`. */
  uniqueKey?: string;
  replace?: boolean;
  maxAttempts?: number;
}

export interface Job {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  unique_key: string | null;
  attempts: number;
  max_attempts: number;
  run_at: Date;
}

export async function enqueue(tx: Queryable, spec: JobSpec): Promise<void> {
  const conflict = spec.uniqueKey
    ? spec.replace
      ? `ON CONFLICT (unique_key) DO UPDATE SET run_at = EXCLUDED.run_at, payload = EXCLUDED.payload, kind = EXCLUDED.kind,
           attempts = 0, failed_at = NULL, last_error = NULL, locked_until = NULL, locked_by = NULL`
      : 'ON CONFLICT (unique_key) DO NOTHING'
    : '';
  await tx.query(
    `INSERT INTO jobs (id, kind, payload, unique_key, run_at, max_attempts)
     VALUES ($1, $2, $3, $4, COALESCE($5::timestamptz, now()), $6) ${conflict}`,
    [randomUUID(), spec.kind, spec.payload ?? {}, spec.uniqueKey ?? null, spec.runAt ?? null, spec.maxAttempts ?? 10],
  );
  await tx.query('SELECT pg_notify($1, $2)', [JOBS_CHANNEL, spec.kind]);
}

/** Removes a pending job by its key (a transfer paid before its funding timeout no longer needs the timeout). */
export async function cancelJob(tx: Queryable, uniqueKey: string): Promise<void> {
  await tx.query('DELETE FROM jobs WHERE unique_key = $1', [uniqueKey]);
}
