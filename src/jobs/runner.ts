// Owns the job runner of the worker role: one claim loop over the jobs table, dispatching each job to the handler
// registered for its kind (each module declares its kinds and handlers in its own jobs.ts; src/worker.ts registers
// them). A handler that throws is retried with exponential back-off until max_attempts, driven by the rail error
// taxonomy (rails/capabilities/errors.ts) when the error is a rail's: never sooner than the rail's Retry-After, and a
// permanent rail error (retryable false: a refusal that would be refused again) is not retried at all, its attempt
// counted as the last (recurring kinds excepted: their next run is another request). When that
// last attempt fails, the kind's `onExhausted` (if it registered one) may settle what the job was for, and otherwise
// the job is kept with failed_at and its last error for an operator to see. Handlers must be idempotent: a job whose
// process died after the handler committed runs again when its lease ends.
import { hostname } from 'node:os';
import type { Db, Prepared, Transaction } from '../db/index.ts';
import type { Static, TObject } from 'typebox';
import type { JobOutcome } from '../observability/metrics.ts';
import { requestIdOf, withTrace } from '../observability/trace.ts';
import { classifyRailError, retryAfterOf } from '../rails/capabilities/errors.ts';
import { ClaimLoop } from './claim-loop.ts';
import { JOBS_CHANNEL, payloadOf, WAKE_HORIZON_MS, type Job, type JobKind } from './queue.ts';

/**
 * What a handler or onExhausted throws when it parks its work for an operator: the job is kept failed with this error,
 * and `park` (which opens the item for a person, an exception) runs in the transaction that keeps it failed, so the
 * item exists exactly when the job is parked. No other item is opened for it (onJobFailed is not called).
 */
export class ParkedForOperator extends Error {
  override readonly name = 'ParkedForOperator';
  readonly park: ((tx: Transaction) => Promise<void>) | undefined;
  /** Parked at once, whatever attempt this was: trying again cannot help until a person acts (retryJob resumes it). */
  readonly now: boolean;

  constructor(message: string, options: ErrorOptions & { park?: (tx: Transaction) => Promise<void>; now?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.park = options.park;
    this.now = options.now ?? false;
  }
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
  /** A kind whose one job runs for ever (recurring): a permanent rail error still waits for the next attempt. */
  recurring?: boolean;
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
  onJobFailed?: (tx: Transaction, job: Job, lastError: string, error: unknown) => Promise<void>;
  /** What became of each run (for the log and /metrics), with the error of a run that failed. */
  onOutcome?: (job: Job, outcome: JobOutcome, error?: unknown) => void;
}

/** The longest wait before a failed job's next attempt. */
const MAX_RETRY_DELAY_MS = 3600_000;

/** A handler of many jobs of one kind at once: done together when it returns; each retried on its own when it throws. */
export type BatchHandler = (jobs: Job[]) => Promise<void>;

/**
 * The claim, fair between owners (migration 035): $1 limit, $2 lease seconds, $3 this worker, $4 the kinds it takes
 * (`=`) or leaves (`<>`), $5 and $6 the owners this worker runs jobs for now and how many. `owners` walks the owners
 * with live jobs by skip scan (one probe of jobs_due_by_owner each, giving its earliest); `candidates` takes each
 * due owner's earliest claimable jobs, skipping rows another claim has locked (so that claims running at once, one
 * per slot, take different jobs), and numbers them in turns, counting what already runs for it here; the UPDATE
 * claims the first turns (an owner's first job before any owner's second), oldest first within a turn; the
 * candidates it leaves are unlocked at its commit. `before` is a statement run ahead in the same one (a
 * data-modifying WITH).
 */
function claimSql(kinds: '=' | '<>', before?: string): string {
  return `WITH RECURSIVE ${before ? `${before},` : ''}
      owners AS (
        (SELECT owner_id, run_at FROM jobs WHERE failed_at IS NULL ORDER BY owner_id, run_at LIMIT 1)
        UNION ALL
        SELECT next.owner_id, next.run_at FROM owners o CROSS JOIN LATERAL (
          SELECT owner_id, run_at FROM jobs WHERE failed_at IS NULL AND owner_id > o.owner_id ORDER BY owner_id, run_at LIMIT 1) next
      ),
      candidates AS (
        SELECT c.id, c.run_at, COALESCE(busy.n, 0) + row_number() OVER (PARTITION BY o.owner_id ORDER BY c.run_at) AS turn
          FROM owners o
          LEFT JOIN unnest($5::uuid[], $6::int[]) AS busy (owner_id, n) ON busy.owner_id = o.owner_id
          CROSS JOIN LATERAL (
            SELECT j.id, j.run_at FROM jobs j
             WHERE j.owner_id = o.owner_id AND j.failed_at IS NULL AND j.run_at <= now()
               AND (j.locked_until IS NULL OR j.locked_until < now())
               AND ${kinds === '=' ? 'j.kind = ANY($4::text[])' : 'j.kind <> ALL($4::text[])'}
             ORDER BY j.run_at LIMIT $1 FOR UPDATE SKIP LOCKED) c
         WHERE o.run_at <= now()
      )
      UPDATE jobs SET locked_until = now() + make_interval(secs => $2), locked_by = $3, attempts = attempts + 1
       WHERE id IN (SELECT id FROM candidates ORDER BY turn, run_at LIMIT $1)
      RETURNING id, kind, payload, unique_key, attempts, max_attempts, run_at, owner_id`;
}

/** Named, so that each connection plans them once (the walk costs more to plan than to run). */
const CLAIM_OTHERS: Prepared = { name: 'job_claim_others', text: claimSql('<>') };
const CLAIM_KINDS: Prepared = { name: 'job_claim_kinds', text: claimSql('=') };
/** A done job removed ($7) and the next claimed, in one statement. */
const DONE_CLAIM_NEXT: Prepared = { name: 'job_done_claim_next', text: claimSql('<>', 'done AS (DELETE FROM jobs WHERE id = $7 AND locked_by = $3)') };

export class JobWorker {
  private readonly handlers = new Map<string, { handler: JobHandler; options: JobKindOptions }>();
  /** Kinds whose handler takes a batch: claimed by a loop of their own, in batches of up to batchSize. */
  private readonly batchKinds = new Map<string, { handler: BatchHandler; batchSize: number; loop?: ClaimLoop<Job[]> }>();
  private readonly loop: ClaimLoop<Job>;
  private readonly lease: number;
  /** Jobs running in this worker, per owner: the claim gives owners turns counting these. */
  private readonly inFlight = new Map<string, number>();
  readonly workerId = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;

  constructor(
    private readonly db: Db,
    private readonly options: JobWorkerOptions = {},
  ) {
    this.lease = options.leaseSeconds ?? 60;
    this.loop = new ClaimLoop<Job>(
      db,
      {
        channel: JOBS_CHANNEL,
        // Batch kinds are left to their own loops.
        claim: (limit) => this.claim(limit, [...this.batchKinds.keys()], false),
        nextDueAt: async () => {
          const rows = await db.query<{ due: Date | null }>(
            `SELECT min(GREATEST(run_at, COALESCE(locked_until, run_at))) AS due FROM jobs WHERE failed_at IS NULL`,
          );
          return rows[0]?.due ?? null;
        },
        process: (job, canClaim) => this.run(job, canClaim),
      },
      { concurrency: options.concurrency ?? 8, idleMaxMs: options.idleMaxMs ?? WAKE_HORIZON_MS, onError: (error) => options.onError?.(error) },
    );
  }

  /** Claims up to `limit` due jobs, of the kinds `kinds` (`only`) or of every kind but those. */
  private async claim(limit: number, kinds: string[], only: boolean): Promise<Job[]> {
    return this.running(await this.db.query<Job>(only ? CLAIM_KINDS : CLAIM_OTHERS, [limit, this.lease, this.workerId, kinds, ...this.busy()]));
  }

  /** How many jobs this worker runs now, per owner: the claim's $5 (owners) and $6 (counts). */
  private busy(): [string[], number[]] {
    const owners = [...this.inFlight];
    return [owners.map(([owner]) => owner), owners.map(([, count]) => count)];
  }

  /** Counts claimed jobs as running for their owners (until `run` finishes each). */
  private running(jobs: Job[]): Job[] {
    for (const job of jobs) this.inFlight.set(job.owner_id, (this.inFlight.get(job.owner_id) ?? 0) + 1);
    return jobs;
  }

  private finished(job: Job): void {
    const count = (this.inFlight.get(job.owner_id) ?? 1) - 1;
    if (count <= 0) this.inFlight.delete(job.owner_id);
    else this.inFlight.set(job.owner_id, count);
  }

  /**
   * Registers a handler that takes up to `batchSize` jobs of `kind` at once (work whose cost is per call, not per job):
   * its own claim loop claims `concurrency` batches per round trip, and removes a batch's jobs in one statement when
   * the handler returns. When it throws, each job of the batch is retried or failed as a single job's would be.
   */
  registerBatch(kind: string, handler: BatchHandler, { batchSize }: { batchSize: number }): this {
    this.batchKinds.set(kind, { handler, batchSize });
    return this;
  }

  register(kind: string, handler: JobHandler, options: JobKindOptions = {}): this {
    this.handlers.set(kind, { handler, options });
    return this;
  }

  /** Registers a kind's typed handler: the job's payload is checked against the kind's schema before it runs. */
  registerKind(handler: KindHandler): this {
    const onExhausted = handler.onExhausted;
    return this.register(handler.kind.kind, (job) => handler.run(payloadOf(handler.kind, job), job), {
      ...(onExhausted ? { onExhausted: (job: Job, error: unknown) => onExhausted(payloadOf(handler.kind, job), error, job) } : {}),
      ...(handler.everyMs === undefined ? {} : { recurring: true }),
    });
  }

  async start(): Promise<void> {
    for (const [kind, batch] of this.batchKinds) {
      batch.loop ??= new ClaimLoop<Job[]>(
        this.db,
        {
          channel: JOBS_CHANNEL,
          claim: async (limit) => {
            const jobs = await this.claim(limit * batch.batchSize, [kind], true);
            return Array.from({ length: Math.ceil(jobs.length / batch.batchSize) }, (_, i) => jobs.slice(i * batch.batchSize, (i + 1) * batch.batchSize));
          },
          nextDueAt: async () =>
            (
              await this.db.query<{ due: Date | null }>(
                `SELECT min(GREATEST(run_at, COALESCE(locked_until, run_at))) AS due FROM jobs WHERE failed_at IS NULL AND kind = $1`,
                [kind],
              )
            )[0]?.due ?? null,
          process: (jobs) => this.runBatch(jobs, batch.handler),
        },
        { concurrency: this.options.concurrency ?? 8, idleMaxMs: this.options.idleMaxMs ?? WAKE_HORIZON_MS, onError: (error) => this.options.onError?.(error) },
      );
      await batch.loop.start();
    }
    await this.loop.start();
  }

  async stop(): Promise<void> {
    await Promise.all([this.loop.stop(), ...[...this.batchKinds.values()].map((batch) => batch.loop?.stop())]);
  }

  /** Whether the claim loops are running and went round within `withinMs`. */
  alive(withinMs: number): boolean {
    return this.loop.alive(withinMs) && [...this.batchKinds.values()].every((batch) => !batch.loop || batch.loop.alive(withinMs));
  }

  private async runBatch(jobs: Job[], handler: BatchHandler): Promise<void> {
    try {
      await this.runBatchJobs(jobs, handler);
    } finally {
      for (const job of jobs) this.finished(job);
    }
  }

  private async runBatchJobs(jobs: Job[], handler: BatchHandler): Promise<void> {
    try {
      await handler(jobs);
    } catch (error) {
      this.options.onError?.(error);
      await Promise.all(jobs.map((job) => this.failed(job, error)));
      return;
    }
    await this.db.query('DELETE FROM jobs WHERE id = ANY($1::uuid[]) AND locked_by = $2', [jobs.map((job) => job.id), this.workerId]);
    for (const job of jobs) this.options.onOutcome?.(job, 'done');
  }

  /** Runs a job in the trace of the request that added it, so that its lines, and the jobs it adds, name that request. */
  private async run(job: Job, canClaim: () => boolean = () => false): Promise<void | Job[]> {
    try {
      return await withTrace({ requestId: requestIdOf(job.payload), owner: job.owner_id }, () => this.runJob(job, canClaim));
    } finally {
      this.finished(job);
    }
  }

  private async runJob(job: Job, canClaim: () => boolean): Promise<void | Job[]> {
    const kind = this.handlers.get(job.kind);
    try {
      if (!kind) throw new Error(`no handler for job kind ${job.kind}`);
      const result = await kind.handler(job);
      if (!result && canClaim()) {
        // Done: removed, and the next due job claimed, in one statement (one commit instead of two).
        // This job still counts as running for its owner: it is about to end, so one less.
        const [owners, counts] = this.busy();
        const at = owners.indexOf(job.owner_id);
        if (at >= 0) counts[at] = counts[at]! - 1;
        const next = this.running(
          await this.db.query<Job>(DONE_CLAIM_NEXT, [1, this.lease, this.workerId, [...this.batchKinds.keys()], owners, counts, job.id]),
        );
        this.options.onOutcome?.(job, 'done');
        return next;
      }
      await this.finish(job, result);
      this.options.onOutcome?.(job, result && 'rescheduleAt' in result ? 'rescheduled' : 'done');
    } catch (error) {
      this.options.onError?.(error, job);
      let lastError = error;
      const onExhausted = kind?.options.onExhausted;
      const parkedNow = error instanceof ParkedForOperator && error.now;
      // A permanent rail error: this attempt is the last (sending the same request again would be refused again).
      const permanent = !kind?.options.recurring && !(error instanceof ParkedForOperator) && !classifyRailError(error).retryable;
      const last = job.attempts >= job.max_attempts || permanent;
      if (onExhausted && last && !parkedNow) {
        try {
          await this.finish(job, await onExhausted(job, error));
          this.options.onOutcome?.(job, 'exhausted', error);
          return;
        } catch (exhaustedError) {
          this.options.onError?.(exhaustedError, job);
          lastError = exhaustedError;
        }
      }
      await this.failed(job, lastError, last);
    }
  }

  /**
   * A run that failed with `lastError`: retried with back-off (no sooner than a rail's Retry-After), or kept failed for
   * an operator after its last attempt (`last`: also a permanent rail error's only attempt).
   */
  private async failed(job: Job, lastError: unknown, last = false): Promise<void> {
    const message = lastError instanceof Error ? lastError.message : String(lastError);
    const backoffMs = Math.min(MAX_RETRY_DELAY_MS, (this.options.retryBaseMs ?? 1000) * 2 ** Math.min(job.attempts, 12));
    const delayMs = Math.max(backoffMs, retryAfterOf(lastError) ?? 0);
    const failed = await this.db.transaction(async (tx) => {
      const [kept] = await tx.query<{ failed: boolean }>(
        `UPDATE jobs SET locked_until = NULL, locked_by = NULL, last_error = $3,
                run_at = now() + make_interval(secs => $4),
                failed_at = CASE WHEN attempts >= max_attempts OR $5::boolean THEN now() END
          WHERE id = $1 AND locked_by = $2 RETURNING failed_at IS NOT NULL AS failed`,
        [job.id, this.workerId, message.slice(0, 2000), delayMs / 1000, (lastError instanceof ParkedForOperator && lastError.now) || last],
      );
      if (kept?.failed) {
        if (lastError instanceof ParkedForOperator) await lastError.park?.(tx);
        else await this.options.onJobFailed?.(tx, job, message.slice(0, 2000), lastError);
      }
      return kept?.failed === true;
    });
    this.options.onOutcome?.(job, failed ? 'failed' : 'retried', lastError);
  }

  /** What a handler (or onExhausted) answered: run again at `rescheduleAt` with a fresh count of attempts, or done. */
  private async finish(job: Job, result: JobResult): Promise<void> {
    if (result && 'rescheduleAt' in result) {
      await this.db.query(`UPDATE jobs SET run_at = $3, locked_until = NULL, locked_by = NULL, attempts = 0 WHERE id = $1 AND locked_by = $2`, [
        job.id,
        this.workerId,
        result.rescheduleAt,
      ]);
    } else {
      await this.db.query('DELETE FROM jobs WHERE id = $1 AND locked_by = $2', [job.id, this.workerId]);
    }
  }
}
