// Owns webhook delivery on the worker role. It claims due deliveries with FOR UPDATE SKIP LOCKED under a lease and
// commits, POSTs outside any transaction, then records the attempt and the next step in one transaction: any 2xx
// delivers; 410 stops at once; anything else waits the next delay of WEBHOOK_RETRY_SCHEDULE (±20% jitter), and after
// the last delay the delivery is FAILED. Many attempts run at once, with a cap per integrator so that one slow
// receiver cannot hold every slot. A delivery whose worker died is claimed again when its lease ends.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../../db/index.ts';
import { ClaimLoop } from '../../jobs/claim-loop.ts';
import type { IntegratorRow, IntegratorService } from '../integrators/service.ts';
import { WEBHOOKS_CHANNEL } from './events.ts';
import type { WebhookSender } from './sender.ts';
import { signatureHeaders } from './signing.ts';

interface ClaimedDelivery extends IntegratorRow {
  event_id: string;
  attempt_count: number;
  payload: string;
}

export interface DispatcherOptions {
  retryScheduleS: number[];
  timeoutMs: number;
  concurrency?: number;
  perIntegrator?: number;
  onError?: (error: unknown) => void;
}

/** The delay before attempt `attempt + 1`, or null when the schedule has run out. */
export function nextDelayMs(schedule: number[], attempt: number, random: () => number = Math.random): number | null {
  const seconds = schedule[attempt - 1];
  if (seconds === undefined) return null;
  const jitter = 0.8 + random() * 0.4;
  return Math.round(seconds * 1000 * jitter);
}

interface AttemptRecord {
  eventId: string;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  delaySeconds: number;
  attemptedAt: Date;
  url: string | null;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
}

/**
 * Records finished attempts in groups: one statement writes every attempt row and every delivery's next state for
 * the attempts that finished within a few milliseconds of each other. Under load this turns one database write per
 * delivery into one per group; when idle a group is one attempt and waits no longer than it takes to be written.
 * Each delivery update is guarded by locked_by: a redelivery asked for meanwhile has taken the row over.
 */
class AttemptRecorder {
  private queue: Array<{ record: AttemptRecord; done: (error?: unknown) => void }> = [];
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly workerId: string,
    private readonly maxGroup = 64,
  ) {}

  record(record: AttemptRecord): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ record, done: (error) => (error ? reject(error) : resolve()) });
      this.flushing ??= this.flush();
    });
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const group = this.queue.splice(0, this.maxGroup);
      const column = <K extends keyof AttemptRecord>(key: K) => group.map(({ record }) => record[key]);
      try {
        await this.db.query(
          `WITH input AS (
             SELECT * FROM unnest($1::uuid[], $2::text[], $3::float8[], $4::timestamptz[], $5::text[], $6::int[], $7::int[], $8::text[], $9::text[])
               AS t(event_id, status, delay_s, attempted_at, url, status_code, duration_ms, error, response_body)),
           attempts AS (
             INSERT INTO webhook_attempts (id, event_id, attempted_at, url, status_code, duration_ms, error, response_body)
             SELECT gen_random_uuid(), event_id, attempted_at, url, status_code, duration_ms, error, response_body FROM input)
           UPDATE webhook_deliveries d
              SET status = i.status, locked_until = NULL, locked_by = NULL, updated_at = now(),
                  next_attempt_at = CASE WHEN i.status = 'PENDING' THEN now() + make_interval(secs => i.delay_s) END,
                  delivered_at = CASE WHEN i.status = 'DELIVERED' THEN now() END
             FROM input i
            WHERE d.event_id = i.event_id AND d.locked_by = $10`,
          [
            column('eventId'), column('status'), column('delaySeconds'), column('attemptedAt'), column('url'),
            column('statusCode'), column('durationMs'), column('error'), column('responseBody'), this.workerId,
          ],
        );
        for (const { done } of group) done();
      } catch (error) {
        for (const { done } of group) done(error);
      }
    }
    this.flushing = undefined;
  }
}

export class WebhookDispatcher {
  private readonly loop: ClaimLoop<ClaimedDelivery>;
  private readonly inFlight = new Map<string, number>();
  private readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly recorder: AttemptRecorder;

  constructor(
    private readonly db: Db,
    private readonly integrators: IntegratorService,
    private readonly sender: WebhookSender,
    private readonly options: DispatcherOptions,
  ) {
    this.recorder = new AttemptRecorder(db, this.workerId);
    const concurrency = options.concurrency ?? 64;
    // Half the slots at most for one integrator: a receiver that hangs until the time-out leaves the rest to others.
    const perIntegrator = options.perIntegrator ?? Math.max(1, Math.floor(concurrency / 2));
    // The lease outlives the longest attempt, so a live worker never loses a delivery it is still sending.
    const leaseSeconds = Math.ceil(options.timeoutMs / 1000) + 5;
    this.loop = new ClaimLoop<ClaimedDelivery>(
      db,
      {
        channel: WEBHOOKS_CHANNEL,
        claim: (limit) => {
          // Each integrator may take only what is left of its share, counting what this worker already sends for it.
          const busy = [...this.inFlight];
          return db.query<ClaimedDelivery>(
            `WITH due AS (
               SELECT event_id, integrator_id, next_attempt_at FROM webhook_deliveries
                WHERE status = 'PENDING' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
                ORDER BY next_attempt_at LIMIT 5000),
             ranked AS (
               SELECT due.event_id, due.next_attempt_at,
                      row_number() OVER (PARTITION BY due.integrator_id ORDER BY due.next_attempt_at) AS rank,
                      $5::int - COALESCE(busy.n, 0) AS share
                 FROM due LEFT JOIN unnest($4::uuid[], $6::int[]) AS busy (integrator_id, n) ON busy.integrator_id = due.integrator_id),
             claimed AS (
               UPDATE webhook_deliveries SET locked_until = now() + make_interval(secs => $2), locked_by = $3,
                      attempt_count = attempt_count + 1, updated_at = now()
                WHERE event_id IN (
                  SELECT event_id FROM webhook_deliveries
                   WHERE event_id IN (SELECT event_id FROM ranked WHERE rank <= share)
                     AND status = 'PENDING' AND (locked_until IS NULL OR locked_until < now())
                   ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
                RETURNING event_id, attempt_count, integrator_id)
             SELECT i.*, c.event_id, c.attempt_count, e.payload
               FROM claimed c JOIN events e ON e.id = c.event_id JOIN integrators i ON i.id = c.integrator_id`,
            [limit, leaseSeconds, this.workerId, busy.map(([id]) => id), perIntegrator, busy.map(([, count]) => count)],
          );
        },
        nextDueAt: async () => {
          const rows = await db.query<{ due: Date | null }>(
            `SELECT min(GREATEST(next_attempt_at, COALESCE(locked_until, next_attempt_at))) AS due
               FROM webhook_deliveries WHERE status = 'PENDING'`,
          );
          return rows[0]?.due ?? null;
        },
        process: (delivery) => this.deliver(delivery),
      },
      { concurrency, minBatch: Math.max(1, Math.floor(concurrency / 8)), idleMaxMs: 1000, onError: options.onError },
    );
  }

  start(): Promise<void> {
    return this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async deliver(delivery: ClaimedDelivery): Promise<void> {
    const integratorId = delivery.id;
    this.inFlight.set(integratorId, (this.inFlight.get(integratorId) ?? 0) + 1);
    try {
      const attemptedAt = new Date();
      const headers = signatureHeaders(delivery.payload, delivery.event_id, Math.floor(attemptedAt.getTime() / 1000), this.integrators.signingSecrets(delivery));
      const result = await this.sender.send(delivery.callback_url, delivery.payload, headers);
      const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
      const gone = result.statusCode === 410;
      const delay = ok || gone ? null : nextDelayMs(this.options.retryScheduleS, delivery.attempt_count);
      const status = ok ? 'DELIVERED' : delay === null ? 'FAILED' : 'PENDING';
      // The slot stays taken until the attempt is recorded, so the lease never ends under a live delivery.
      await this.recorder.record({
        eventId: delivery.event_id,
        status,
        delaySeconds: (delay ?? 0) / 1000,
        attemptedAt,
        url: delivery.callback_url,
        ...result,
      });
    } finally {
      const count = (this.inFlight.get(integratorId) ?? 1) - 1;
      if (count <= 0) this.inFlight.delete(integratorId);
      else this.inFlight.set(integratorId, count);
    }
  }
}
