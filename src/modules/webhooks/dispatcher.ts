// Owns webhook delivery on the worker role. It claims due deliveries with FOR UPDATE SKIP LOCKED under a lease and
// commits, POSTs outside any transaction, then records the attempt and the next step in one transaction: any 2xx
// delivers; 410 stops at once; anything else waits the next delay of WEBHOOK_RETRY_SCHEDULE (±20% jitter), and after
// the last delay the delivery is FAILED. A delivery is of one event to one webhook endpoint (endpoints.ts), signed with
// that endpoint's secret; each endpoint's deliveries retry on their own. Many attempts run at once, with a cap per
// integrator so that one slow receiver cannot hold every slot. A delivery whose worker died is claimed again when its
// lease ends. An endpoint disabled or deleted after its delivery was claimed is not sent to: the attempt is recorded
// as refused.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db, Prepared } from '../../db/index.ts';
import { ClaimLoop } from '../../jobs/claim-loop.ts';
import type { IntegratorRow, IntegratorService } from '../integrators/service.ts';
import { WEBHOOKS_CHANNEL } from './events.ts';
import type { AttemptResult, WebhookSender } from './sender.ts';
import { signatureHeaders } from './signing.ts';

/** The endpoint's URL and secrets under the integrator's column names (the default endpoint's are the integrator's). */
interface ClaimedDelivery extends Pick<IntegratorRow, 'id' | 'callback_url' | 'webhook_secret_encrypted' | 'previous_webhook_secret_encrypted' | 'webhook_secret_rotated_at'> {
  event_id: string;
  endpoint_id: string;
  /** Enabled and not deleted when claimed. */
  active: boolean;
  attempt_count: number;
  payload: string;
  operation: string;
  resource_id: string | null;
  event_created_at: Date;
}

/** One finished attempt, for the log and /metrics: which event, for whom, what it led to, and how late it is. */
export interface AttemptReport {
  eventId: string;
  endpointId: string;
  integratorId: string;
  operation: string;
  resourceId: string | null;
  attempt: number;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** Seconds from the event's commit (its created_at) to now. */
  lagSeconds: number;
}

export interface DispatcherOptions {
  retryScheduleS: number[];
  timeoutMs: number;
  concurrency?: number;
  perIntegrator?: number;
  onError?: (error: unknown) => void;
  /** Called once each attempt is recorded. */
  onAttempt?: (report: AttemptReport) => void;
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
  endpointId: string;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  delaySeconds: number;
  attemptedAt: Date;
  url: string | null;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
}

/** Writes a group of attempts ($1..$10, one array element per attempt) and each delivery's next state. */
const RECORD: Prepared = {
  name: 'webhook_record_endpoint_attempts',
  text: `WITH input AS (
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::float8[], $4::timestamptz[], $5::text[], $6::int[], $7::int[], $8::text[], $9::text[], $11::uuid[])
           AS t(event_id, status, delay_s, attempted_at, url, status_code, duration_ms, error, response_body, endpoint_id)),
       attempts AS (
         INSERT INTO webhook_attempts (id, event_id, endpoint_id, attempted_at, url, status_code, duration_ms, error, response_body)
         SELECT gen_random_uuid(), event_id, endpoint_id, attempted_at, url, status_code, duration_ms, error, response_body FROM input)
       UPDATE webhook_deliveries d
          SET status = i.status, locked_until = NULL, locked_by = NULL, updated_at = now(),
              next_attempt_at = CASE WHEN i.status = 'PENDING' THEN now() + make_interval(secs => i.delay_s) END,
              delivered_at = CASE WHEN i.status = 'DELIVERED' THEN now() END
         FROM input i
        WHERE d.event_id = i.event_id AND d.endpoint_id = i.endpoint_id AND d.locked_by = $10`,
};

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
          RECORD,
          [
            column('eventId'), column('status'), column('delaySeconds'), column('attemptedAt'), column('url'),
            column('statusCode'), column('durationMs'), column('error'), column('responseBody'), this.workerId, column('endpointId'),
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

/**
 * Claims up to $1 due deliveries under a lease of $2 seconds for worker $3, each integrator taking at most its share
 * ($5 less what this worker already sends for it: integrators $4 with counts $6). `owners` walks the integrators with
 * pending deliveries by skip scan (one probe of webhook_deliveries_pending_by_integrator each, giving its earliest);
 * `candidates` takes each due one's earliest claimable deliveries up to its share; the UPDATE claims the earliest of
 * all of them, skipping rows another worker has locked. The endpoint's URL and secrets come along for signing and
 * sending: the default endpoint's from the integrator's row, any other's from its own.
 */
const CLAIM: Prepared = {
  name: 'webhook_claim',
  text: `WITH RECURSIVE owners AS (
           (SELECT integrator_id, next_attempt_at FROM webhook_deliveries
             WHERE status = 'PENDING' ORDER BY integrator_id, next_attempt_at LIMIT 1)
           UNION ALL
           SELECT next.integrator_id, next.next_attempt_at FROM owners o CROSS JOIN LATERAL (
             SELECT integrator_id, next_attempt_at FROM webhook_deliveries
              WHERE status = 'PENDING' AND integrator_id > o.integrator_id ORDER BY integrator_id, next_attempt_at LIMIT 1) next
         ),
         candidates AS (
           SELECT c.event_id, c.endpoint_id, c.next_attempt_at
             FROM owners o
             LEFT JOIN unnest($4::uuid[], $6::int[]) AS busy (integrator_id, n) ON busy.integrator_id = o.integrator_id
             CROSS JOIN LATERAL (
               SELECT d.event_id, d.endpoint_id, d.next_attempt_at FROM webhook_deliveries d
                WHERE d.status = 'PENDING' AND d.integrator_id = o.integrator_id AND d.next_attempt_at <= now()
                  AND (d.locked_until IS NULL OR d.locked_until < now())
                ORDER BY d.next_attempt_at LIMIT GREATEST(0, $5::int - COALESCE(busy.n, 0))) c
            WHERE o.next_attempt_at <= now()
         ),
         claimed AS (
           UPDATE webhook_deliveries SET locked_until = now() + make_interval(secs => $2), locked_by = $3,
                  attempt_count = attempt_count + 1, updated_at = now()
            WHERE (event_id, endpoint_id) IN (
              SELECT event_id, endpoint_id FROM webhook_deliveries
               WHERE (event_id, endpoint_id) IN (SELECT event_id, endpoint_id FROM candidates ORDER BY next_attempt_at LIMIT $1)
                 AND status = 'PENDING' AND (locked_until IS NULL OR locked_until < now())
                 FOR UPDATE SKIP LOCKED)
            RETURNING event_id, endpoint_id, attempt_count, integrator_id)
         SELECT c.event_id, c.endpoint_id, c.attempt_count, e.payload, e.operation, e.resource_id, e.created_at AS event_created_at, i.id,
                w.enabled AND w.deleted_at IS NULL AS active,
                CASE WHEN w.is_default THEN i.callback_url ELSE w.url END AS callback_url,
                CASE WHEN w.is_default THEN i.webhook_secret_encrypted ELSE w.secret_encrypted END AS webhook_secret_encrypted,
                CASE WHEN w.is_default THEN i.previous_webhook_secret_encrypted ELSE w.previous_secret_encrypted END AS previous_webhook_secret_encrypted,
                CASE WHEN w.is_default THEN i.webhook_secret_rotated_at ELSE w.secret_rotated_at END AS webhook_secret_rotated_at
           FROM claimed c JOIN events e ON e.id = c.event_id JOIN integrators i ON i.id = c.integrator_id
           JOIN webhook_endpoints w ON w.id = c.endpoint_id`,
};

/** What a delivery to an endpoint disabled or deleted since it was written is recorded with: nothing was sent. */
const ENDPOINT_INACTIVE: AttemptResult = { statusCode: null, durationMs: 0, error: 'the webhook endpoint is disabled or deleted: not sent', responseBody: null };

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
          return db.query<ClaimedDelivery>(CLAIM, [limit, leaseSeconds, this.workerId, busy.map(([id]) => id), perIntegrator, busy.map(([, count]) => count)]);
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
      { concurrency, minBatch: Math.max(1, Math.floor(concurrency / 4)), idleMaxMs: 1000, onError: options.onError },
    );
  }

  start(): Promise<void> {
    return this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Whether the claim loop is running and went round within `withinMs`. */
  alive(withinMs: number): boolean {
    return this.loop.alive(withinMs);
  }

  private async deliver(delivery: ClaimedDelivery): Promise<void> {
    const integratorId = delivery.id;
    this.inFlight.set(integratorId, (this.inFlight.get(integratorId) ?? 0) + 1);
    let sending = true;
    // The share guards other integrators from this one's slow receiver: it counts attempts on the wire, not the
    // database write after. The claim loop's slot (and the lease) stays taken until the attempt is recorded.
    const sent = () => {
      if (!sending) return;
      sending = false;
      const count = (this.inFlight.get(integratorId) ?? 1) - 1;
      if (count <= 0) this.inFlight.delete(integratorId);
      else this.inFlight.set(integratorId, count);
    };
    try {
      const attemptedAt = new Date();
      const result = delivery.active
        ? await this.sender.send(
            delivery.callback_url,
            delivery.payload,
            signatureHeaders(delivery.payload, delivery.event_id, Math.floor(attemptedAt.getTime() / 1000), this.integrators.signingSecrets(delivery)),
          )
        : ENDPOINT_INACTIVE;
      sent();
      const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
      const gone = result.statusCode === 410;
      const delay = ok || gone || !delivery.active ? null : nextDelayMs(this.options.retryScheduleS, delivery.attempt_count);
      const status = ok ? 'DELIVERED' : delay === null ? 'FAILED' : 'PENDING';
      await this.recorder.record({
        eventId: delivery.event_id,
        endpointId: delivery.endpoint_id,
        status,
        delaySeconds: (delay ?? 0) / 1000,
        attemptedAt,
        url: delivery.callback_url,
        ...result,
      });
      this.options.onAttempt?.({
        eventId: delivery.event_id,
        endpointId: delivery.endpoint_id,
        integratorId,
        operation: delivery.operation,
        resourceId: delivery.resource_id,
        attempt: delivery.attempt_count,
        status,
        statusCode: result.statusCode,
        error: result.error,
        durationMs: result.durationMs,
        lagSeconds: (Date.now() - new Date(delivery.event_created_at).getTime()) / 1000,
      });
    } finally {
      sent();
    }
  }
}
