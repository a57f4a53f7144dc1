// Owns the job runner of the worker role: one claim loop over the jobs table, dispatching each job to the handler
// registered for its kind. A handler that throws is retried with exponential back-off until max_attempts, then the
// job is kept with failed_at and its last error for an operator to see. Handlers must be idempotent: a job whose
// process died after the handler committed runs again when its lease ends.
import { hostname } from 'node:os';
import type { Db } from '../db/index.ts';
import { ClaimLoop } from './claim-loop.ts';
import { JOBS_CHANNEL, WAKE_HORIZON_MS, type Job } from './queue.ts';

/** A handler may ask to run again later without counting a failure (waiting for something outside). */
export type JobResult = void | { rescheduleAt: Date };
export type JobHandler = (job: Job) => Promise<JobResult>;

export interface JobWorkerOptions {
  concurrency?: number;
  leaseSeconds?: number;
  /**
   * Longest sleep when idle and nothing is scheduled (a NOTIFY ends it early). Jobs due later than WAKE_HORIZON_MS are
   * added without a NOTIFY, so a longer sleep may run them late by the difference.
   */
  idleMaxMs?: number;
  onError?: (error: unknown, job?: Job) => void;
}

export class JobWorker {
  private readonly handlers = new Map<string, JobHandler>();
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

  register(kind: string, handler: JobHandler): this {
    this.handlers.set(kind, handler);
    return this;
  }

  start(): Promise<void> {
    return this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async run(job: Job): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const result = await handler(job);
      if (result && 'rescheduleAt' in result) {
        await this.db.query(
          `UPDATE jobs SET run_at = $3, locked_until = NULL, locked_by = NULL, attempts = 0 WHERE id = $1 AND locked_by = $2`,
          [job.id, this.workerId, result.rescheduleAt],
        );
      } else {
        await this.db.query('DELETE FROM jobs WHERE id = $1 AND locked_by = $2', [job.id, this.workerId]);
      }
    } catch (error) {
      this.options.onError?.(error, job);
      const message = error instanceof Error ? error.message : String(error);
      const delaySeconds = Math.min(3600, 2 ** Math.min(job.attempts, 12));
      await this.db.query(
        `UPDATE jobs SET locked_until = NULL, locked_by = NULL, last_error = $3,
                run_at = now() + make_interval(secs => $4),
                failed_at = CASE WHEN attempts >= max_attempts THEN now() END
          WHERE id = $1 AND locked_by = $2`,
        [job.id, this.workerId, message.slice(0, 2000), delaySeconds],
      );
    }
  }
}
