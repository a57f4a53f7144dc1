// Owns the jobs table: services add jobs inside their own transaction (so a job exists exactly when the change that
// needs it committed), and the worker claims them. Adding one is one call of the database function ponte_enqueue
// (migration 005_jobs_enqueue.sql), which also sends the NOTIFY, so it fires on commit; a service that writes rows
// and their jobs in one statement puts `enqueueSql` in that statement.
//
// Only a job due soon wakes the workers. A worker looks at the table at least every WAKE_HORIZON_MS (its longest idle
// sleep) and then sleeps exactly until the next job falls due, so a later job runs on time without a NOTIFY; and every
// NOTIFY costs: PostgreSQL commits notifying transactions one at a time, and each wakes every worker to look.
import type { Static, TObject } from 'typebox';
import { Value } from 'typebox/value';
import { deferWake, type Prepared, type Queryable } from '../db/index.ts';
import { currentRequestId } from '../observability/trace.ts';

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
  /** Whose work it is: the integrator's id; the service's own (SERVICE_OWNER) when absent. The claim takes owners in turns. */
  ownerId?: string;
}

/** The owner of the service's own jobs (migration 035): the nil UUID. */
export const SERVICE_OWNER = '00000000-0000-0000-0000-000000000000';

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
  owner_id: string;
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
  /** The owner's id (SERVICE_OWNER for the service's own). */
  owner: string;
}

/** The SQL call that adds a job, for a statement of the caller's own (in a RETURNING list, once for each row written). */
export function enqueueSql(args: EnqueueArguments): string {
  return `ponte_enqueue(${args.kind}, ${args.payload}::jsonb, ${args.uniqueKey}, ${args.runAt}::timestamptz, ${args.maxAttempts}::integer, ${args.replace}::boolean, ${args.wake}::boolean, ${args.owner}::uuid)`;
}

/** The busiest statements of the queue, prepared (planned once per connection). */
const ENQUEUE: Prepared = {
  name: 'jobs_enqueue',
  text: `SELECT ${enqueueSql({ kind: '$1', payload: '$2', uniqueKey: '$3', runAt: '$4', maxAttempts: '$5', replace: '$6', wake: '$7', owner: '$8' })}`,
};
const CANCEL_BY_KEY: Prepared = { name: 'jobs_cancel_by_key', text: 'DELETE FROM jobs WHERE unique_key = $1' };

export async function enqueue(tx: Queryable, spec: JobSpec): Promise<void> {
  // The request (or the job of a request) that adds the job: its log lines then name it (observability/trace.ts).
  // Kinds' payload schemas take extra properties, and nothing reads this one but the runner.
  const requestId = currentRequestId();
  // A job due soon wakes the workers once the caller's transaction commits, not by a NOTIFY in it (deferWake).
  const wake = needsWake(spec.runAt) && !deferWake(tx, JOBS_CHANNEL);
  await tx.query(ENQUEUE, [
    spec.kind,
    requestId === undefined || spec.payload?.requestId !== undefined ? (spec.payload ?? {}) : { ...spec.payload, requestId },
    spec.uniqueKey ?? null,
    spec.runAt ?? null,
    spec.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    spec.replace ?? false,
    wake,
    spec.ownerId ?? SERVICE_OWNER,
  ]);
}

/** Removes a pending job by its key (a transfer paid before its funding timeout no longer needs the timeout). */
async function cancelJobByKey(tx: Queryable, uniqueKey: string): Promise<void> {
  await tx.query(CANCEL_BY_KEY, [uniqueKey]);
}

/**
 * A kind of job, declared by the module that runs it (its `jobs.ts`): its name in the jobs table, the schema of its
 * payload, and, for a kind with at most one live job per subject (a transfer's funding timeout), the payload field that
 * names the subject: its unique key is then `kind:subject`.
 */
export interface JobKind<Payload extends TObject = TObject> {
  readonly kind: string;
  readonly payload: Payload;
  readonly subject: (keyof Static<Payload> & string) | undefined;
}

export function defineJob<Payload extends TObject>(kind: string, payload: Payload, subject?: keyof Static<Payload> & string): JobKind<Payload> {
  return { kind, payload, subject };
}

/** The prefix of the unique keys of a kind with one job per subject. */
export const keyPrefix = (kind: JobKind): string => `${kind.kind}:`;

/** The unique key of the job of `kind` for `payload`'s subject (the kind's name alone when it has no subject). */
export function jobKey<Payload extends TObject>(kind: JobKind<Payload>, payload: Static<Payload>): string {
  return kind.subject === undefined ? kind.kind : keyPrefix(kind) + String(payload[kind.subject]);
}

export interface EnqueueOptions {
  /** When it falls due; now when absent. */
  runAt?: Date;
  /** Replaces a live job of the same key (otherwise a second enqueue is ignored). */
  replace?: boolean;
  maxAttempts?: number;
  /** The integrator whose work it is (the claim takes integrators in turns); the service's own when absent. */
  integratorId?: string;
}

/** Adds a job of `kind` in the caller's transaction; keyed by its subject when the kind has one. */
export function enqueueJob<Payload extends TObject>(
  tx: Queryable,
  kind: JobKind<Payload>,
  payload: Static<Payload>,
  options: EnqueueOptions = {},
): Promise<void> {
  const { integratorId, ...rest } = options;
  return enqueue(tx, {
    kind: kind.kind,
    payload: payload as Record<string, unknown>,
    uniqueKey: jobKey(kind, payload),
    ...rest,
    ...(integratorId ? { ownerId: integratorId } : {}),
  });
}

/** Removes the live job of `kind` for `payload`'s subject, if any. */
export function cancelJob<Payload extends TObject>(tx: Queryable, kind: JobKind<Payload>, payload: Static<Payload>): Promise<void> {
  return cancelJobByKey(tx, jobKey(kind, payload));
}

/** A job's payload as its kind declares it; a row written otherwise (by hand, or by an older version) is refused. */
export function payloadOf<Payload extends TObject>(kind: JobKind<Payload>, job: Job): Static<Payload> {
  if (!Value.Check(kind.payload, job.payload)) throw new Error(`job ${job.id} of kind ${kind.kind} has a payload its kind does not take`);
  return job.payload as Static<Payload>;
}

/**
 * Runs a job kept failed (or waiting) again now, with a fresh count of attempts: an operator's retry. Found by its id,
 * or by its kind's unique key for a payload. False when there is no such job.
 */
export async function retryJob(tx: Queryable, which: { id: string } | { kind: JobKind; payload: Record<string, unknown> }): Promise<boolean> {
  const [column, value] = 'id' in which ? ['id::text', which.id] : ['unique_key', jobKey(which.kind, which.payload as never)];
  const rows = await tx.query(
    `UPDATE jobs SET failed_at = NULL, attempts = 0, run_at = now(), locked_until = NULL, locked_by = NULL, last_error = NULL
      WHERE ${column} = $1 RETURNING id`,
    [value],
  );
  if (rows.length > 0) await tx.query('SELECT pg_notify($1, $2)', [JOBS_CHANNEL, '']);
  return rows.length > 0;
}

/** Removes a job by its id (an operator dismissed what it was for). */
export async function deleteJob(tx: Queryable, id: string): Promise<boolean> {
  return (await tx.query('DELETE FROM jobs WHERE id::text = $1 RETURNING id', [id])).length > 0;
}
