// Owns the jobs table: services add jobs inside their own transaction (so a job exists exactly when the change that
// needs it committed), and the worker claims them. Adding one is one call of the database function ponte_enqueue
// (migration 005_jobs_enqueue.sql), which also sends the NOTIFY, so it fires on commit; a service that writes rows
// and their jobs in one statement puts `enqueueSql` in that statement.
//
// Only a job due soon wakes the workers. A worker looks at the table at least every WAKE_HORIZON_MS (its longest idle
// sleep) and then sleeps exactly until the next job falls due, so a later job runs on time without a NOTIFY; and every
// NOTIFY costs: PostgreSQL commits notifying transactions one at a time, and each wakes every worker to look.
import type { Queryable } from '../db/index.ts';

/** ponte_enqueue notifies this channel by name. */
export const JOBS_CHANNEL = 'ponte_jobs';
/** The default, and longest sensible, idle sleep of a JobWorker: a job due within it wakes the workers. */
export const WAKE_HORIZON_MS = 2000;

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

/** How many times a job runs before it is failed (or its onExhausted decides), unless its spec says otherwise. */
export const DEFAULT_MAX_ATTEMPTS = 10;

export interface Job {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  unique_key: string | null;
  attempts: number;
  max_attempts: number;
  run_at: Date;
}

/** Whether a job due at `runAt` (now when absent) must wake the workers. */
export function needsWake(runAt: Date | undefined): boolean {
  return runAt === undefined || runAt.getTime() - Date.now() < WAKE_HORIZON_MS;
}

/** The arguments of ponte_enqueue, each an SQL expression: a placeholder, or an expression over a row of the statement. */
export interface EnqueueArguments {
  kind: string;
  payload: string;
  uniqueKey: string;
  runAt: string;
  maxAttempts: string;
  replace: string;
  wake: string;
}

/** The SQL call that adds a job, for a statement of the caller's own (in a RETURNING list, once for each row written). */
export function enqueueSql(args: EnqueueArguments): string {
  return `ponte_enqueue(${args.kind}, ${args.payload}::jsonb, ${args.uniqueKey}, ${args.runAt}::timestamptz, ${args.maxAttempts}::integer, ${args.replace}::boolean, ${args.wake}::boolean)`;
}

export async function enqueue(tx: Queryable, spec: JobSpec): Promise<void> {
  const call = enqueueSql({ kind: '$1', payload: '$2', uniqueKey: '$3', runAt: '$4', maxAttempts: '$5', replace: '$6', wake: '$7' });
  await tx.query(`SELECT ${call}`, [
    spec.kind,
    spec.payload ?? {},
    spec.uniqueKey ?? null,
    spec.runAt ?? null,
    spec.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    spec.replace ?? false,
    needsWake(spec.runAt),
  ]);
}

/** Removes a pending job by its key (a transfer paid before its funding timeout no longer needs the timeout). */
export async function cancelJob(tx: Queryable, uniqueKey: string): Promise<void> {
  await tx.query('DELETE FROM jobs WHERE unique_key = $1', [uniqueKey]);
}
