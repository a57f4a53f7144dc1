// Owns the job runner of the worker role: one claim loop over the jobs table, dispatching each job to the handler
// registered for its kind (each module declares its kinds and handlers in its own jobs.ts; src/worker.ts registers
// them). A handler that throws is retried with exponential back-off until max_attempts; when that
// last attempt fails, the kind's `onExhausted` (if it registered one) may settle what the job was for, and otherwise
// the job is kept with failed_at and its last error for an operator to see. Handlers must be idempotent: a job whose
// process died after the handler committed runs again when its lease ends.
import { hostname } from 'node:os';
import type { Db, Transaction } from '../db/index.ts';
import type { Static, TObject } from 'typebox';
import { ClaimLoop } from './claim-loop.ts';
import { JOBS_CHANNEL, payloadOf, WAKE_HORIZON_MS, type Job, type JobKind } from './queue.ts';

/**
 * What a handler or onExhausted throws when it has parked its work for an operator (an exception records it): the job
 * is kept failed with this error, and no other item for a person is opened for it (onJobFailed is not called).
 */
export class ParkedForOperator extends Error {
  override readonly name = 'ParkedForOperator';
}

/** A handler may ask to run again later without counting a failure (waiting for something outside). */
export type JobResult = void | { rescheduleAt: Date };
export type JobHandler = (job: Job) => Promise<JobResult>;

export interface JobKindOptions {
  /**
   * Runs when the job's last attempt (attempts reached max_attempts) failed with `error`, before the job would be kept
   * failed: the place to settle what the job was for when it can no longer be done (a payout that could not be made
   * fails its payment). It answers as a handler does: nothing, and the job is done and removed; `rescheduleAt`, and it
   * runs again then with a fresh count of attempts. If it throws, the job is kept failed with that error for an
   * operator. Like the handler it must be idempotent: a process dying in it runs the job (and it) again.
   */
  onExhausted?: (job: Job, error: unknown) => Promise<JobResult>;
}

/** A kind's handler with its payload typed by the kind: what a module's jobs.ts hands to the runner. */
export interface KindHandler<Payload extends TObject = TObject> {
  kind: JobKind<Payload>;
  run(payload: Static<Payload>, job: Job): Promise<JobResult>;
  onExhausted?(payload: Static<Payload>, error: unknown, job: Job): Promise<JobResult>;
  /** A recurring kind runs every this many milliseconds; the worker adds its one job when it starts. */
  everyMs?: number;
  /** When a recurring kind's one job first falls due (now when absent); a job already there keeps its time. */
  firstRunAt?: () => Date;
}

/** Declares the handler of `kind` (the type helper that ties the payload's type to the kind). */
export function handle<Payload extends TObject>(
  kind: JobKind<Payload>,
  run: KindHandler<Payload>['run'],
  onExhausted?: KindHandler<Payload>['onExhausted'],
): KindHandler {
  return { kind, run, ...(onExhausted ? { onExhausted } : {}) } as unknown as KindHandler;
}

/** A job that runs every `everyMs` for as long as the worker runs (the worker enqueues it at start, once per key). */
export function recurring(kind: JobKind, everyMs: number, run: () => Promise<void>): KindHandler {
  const handler = handle(kind, async () => {
    await run();
    return { rescheduleAt: new Date(Date.now() + everyMs) };
  });
  return { ...handler, everyMs };
}

export interface JobWorkerOptions {
  concurrency?: number;
  leaseSeconds?: number;
  /**
   * Longest sleep when idle and nothing is scheduled (a NOTIFY ends it early). Jobs due later than WAKE_HORIZON_MS are
   * added without a NOTIFY, so a longer sleep may run them late by the difference.
   */
  idleMaxMs?: number;
  onError?: (error: unknown, job?: Job) => void;
  /** A failed job runs again after retryBaseMs x 2^attempts (at most an hour): 2 s, 4 s, 8 s... by default. */
  retryBaseMs?: number;
  /**
   * Runs in the transaction that keeps a job failed for good (its last attempt failed, and nothing settled it), unless
   * the job parked itself (ParkedForOperator): the place to open an item for a person.
   */
  onJobFailed?: (tx: Transaction, job: Job, lastError: string) => Promise<void>;
}

/** The longest wait before a failed job's next attempt. */
const MAX_RETRY_DELAY_MS = 3600_000;

export class JobWorker {
  private readonly handlers = new Map<string, { handler: JobHandler; options: JobKindOptions }>();
  private readonly loop: ClaimLoop<Job>;
  readonly workerId = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;

  constructor(
    private readonly db: Db,
    private readonly options: JobWorkerOptions = {},
  ) {
    const lease = options.leaseSeconds ?? 60;
    this.loop = new ClaimLoop<Job>(
      db,
      {
        channel: JOBS_CHANNEL,
        claim: (limit) =>
          db.query<Job>(
            `UPDATE jobs SET locked_until = now() + make_interval(secs => $2), locked_by = $3, attempts = attempts + 1
              WHERE id IN (
                SELECT id FROM jobs
                 WHERE failed_at IS NULL AND run_at <= now() AND (locked_until IS NULL OR locked_until < now())
                 ORDER BY run_at LIMIT $1 FOR UPDATE SKIP LOCKED)
              RETURNING id, kind, payload, unique_key, attempts, max_attempts, run_at`,
            [limit, lease, this.workerId],
          ),
        nextDueAt: async () => {
          const rows = await db.query<{ due: Date | null }>(
            `SELECT min(GREATEST(run_at, COALESCE(locked_until, run_at))) AS due FROM jobs WHERE failed_at IS NULL`,
          );
          return rows[0]?.due ?? null;
        },
        process: (job) => this.run(job),
      },
      { concurrency: options.concurrency ?? 8, idleMaxMs: options.idleMaxMs ?? WAKE_HORIZON_MS, onError: (error) => options.onError?.(error) },
    );
  }

  register(kind: string, handler: JobHandler, options: JobKindOptions = {}): this {
    this.handlers.set(kind, { handler, options });
    return this;
  }

  /** Registers a kind's typed handler: the job's payload is checked against the kind's schema before it runs. */
  registerKind(handler: KindHandler): this {
    const onExhausted = handler.onExhausted;
    return this.register(
      handler.kind.kind,
      (job) => handler.run(payloadOf(handler.kind, job), job),
      onExhausted ? { onExhausted: (job, error) => onExhausted(payloadOf(handler.kind, job), error, job) } : {},
    );
  }

  start(): Promise<void> {
    return this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async run(job: Job): Promise<void> {
    const kind = this.handlers.get(job.kind);
    try {
      if (!kind) throw new Error(`no handler for job kind ${job.kind}`);
      await this.finish(job, await kind.handler(job));
    } catch (error) {
      this.options.onError?.(error, job);
      let lastError = error;
      const onExhausted = kind?.options.onExhausted;
      if (onExhausted && job.attempts >= job.max_attempts) {
        try {
          await this.finish(job, await onExhausted(job, error));
          return;
        } catch (exhaustedError) {
          this.options.onError?.(exhaustedError, job);
          lastError = exhaustedError;
        }
      }
      const message = lastError instanceof Error ? lastError.message : String(lastError);
      const delayMs = Math.min(MAX_RETRY_DELAY_MS, (this.options.retryBaseMs ?? 1000) * 2 ** Math.min(job.attempts, 12));
      await this.db.transaction(async (tx) => {
        const [kept] = await tx.query<{ failed: boolean }>(
          `UPDATE jobs SET locked_until = NULL, locked_by = NULL, last_error = $3,
                  run_at = now() + make_interval(secs => $4),
                  failed_at = CASE WHEN attempts >= max_attempts THEN now() END
            WHERE id = $1 AND locked_by = $2 RETURNING failed_at IS NOT NULL AS failed`,
          [job.id, this.workerId, message.slice(0, 2000), delayMs / 1000],
        );
        if (kept?.failed && !(lastError instanceof ParkedForOperator)) await this.options.onJobFailed?.(tx, job, message.slice(0, 2000));
      });
    }
  }

  /** What a handler (or onExhausted) answered: run again at `rescheduleAt` with a fresh count of attempts, or done. */
  private async finish(job: Job, result: JobResult): Promise<void> {
    if (result && 'rescheduleAt' in result) {
      await this.db.query(
        `UPDATE jobs SET run_at = $3, locked_until = NULL, locked_by = NULL, attempts = 0 WHERE id = $1 AND locked_by = $2`,
        [job.id, this.workerId, result.rescheduleAt],
      );
    } else {
      await this.db.query('DELETE FROM jobs WHERE id = $1 AND locked_by = $2', [job.id, this.workerId]);
    }
  }
}
