// Owns webhook delivery on the worker role. It claims due deliveries with FOR UPDATE SKIP LOCKED under a lease and
// commits, POSTs outside any transaction, then records the attempt and the next step in one transaction (recorder.ts):
// any 2xx delivers; 410 stops at once; anything else waits the next delay of WEBHOOK_RETRY_SCHEDULE (±20% jitter), and
// after the last delay the delivery is FAILED. A delivery is of one event to one webhook endpoint (endpoints.ts),
// signed with that endpoint's secret; each endpoint's deliveries retry on their own. Many attempts run at once, with
// a cap per integrator on the wire and on what it holds claimed, so that one slow receiver cannot hold every slot. A
// delivery whose worker died is claimed again when its lease ends. An endpoint disabled or deleted after its delivery
// was claimed is not sent to: the attempt is recorded as refused.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../../db/index.ts';
import { ClaimLoop } from '../../jobs/claim-loop.ts';
import type { IntegratorService } from '../integrators/index.ts';
import { WEBHOOKS_CHANNEL } from './events.ts';
import type { AttemptResult, WebhookSender } from './sender.ts';
import { CLAIM, claimParams, type ClaimedDelivery } from './claim.ts';
import { AttemptRecorder } from './recorder.ts';
import { signatureHeaders } from './signing.ts';

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

/** What a delivery to an endpoint disabled or deleted since it was written is recorded with: nothing was sent. */
const ENDPOINT_INACTIVE: AttemptResult = {
  statusCode: null,
  durationMs: 0,
  error: 'the webhook endpoint is disabled or deleted: not sent',
  responseBody: null,
};

/**
 * At most `limit` attempts on the wire per integrator; the others wait for a place, first come first served, and a
 * place that frees passes straight to the next in line.
 */
class WireGate {
  private readonly sending = new Map<string, number>();
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(private readonly limit: number) {}

  async enter(key: string): Promise<void> {
    const count = this.sending.get(key) ?? 0;
    if (count < this.limit) {
      this.sending.set(key, count + 1);
      return;
    }
    await new Promise<void>((resolve) => {
      const line = this.waiting.get(key);
      if (line) line.push(resolve);
      else this.waiting.set(key, [resolve]);
    });
  }

  leave(key: string): void {
    const line = this.waiting.get(key);
    const next = line?.shift();
    if (line?.length === 0) this.waiting.delete(key);
    if (next) return next();
    const count = (this.sending.get(key) ?? 1) - 1;
    if (count <= 0) this.sending.delete(key);
    else this.sending.set(key, count);
  }
}

export class WebhookDispatcher {
  private readonly loop: ClaimLoop<ClaimedDelivery>;
  /** Per integrator, deliveries claimed and not yet sent (waiting for the wire, or on it). */
  private readonly inFlight = new Map<string, number>();
  private readonly wire: WireGate;
  private readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly recorder: AttemptRecorder;
  /** Attempts sent and being recorded. */
  private readonly recording = new Set<Promise<void>>();
  private readonly maxRecording: number;

  constructor(
    private readonly db: Db,
    private readonly integrators: IntegratorService,
    private readonly sender: WebhookSender,
    private readonly options: DispatcherOptions,
  ) {
    this.recorder = new AttemptRecorder(db, this.workerId);
    // A slot of the claim loop holds a delivery from its claim until it is sent; its record is written after, off
    // the slot, so that the next claim does not wait for a durable commit. One integrator sends at most a sixth of
    // the slots at once (32 of 192) and holds at most half: twice as many again claimed ahead, ready to go on the wire
    // as each attempt before them ends, so that its receiver never waits for a claim's round trip (a claim takes a few
    // milliseconds; 32 attempts to a fast receiver, about as long). A receiver that hangs until the time-out leaves
    // the other half to others.
    const perIntegrator = options.perIntegrator ?? 32;
    const concurrency = options.concurrency ?? 6 * perIntegrator;
    const share = 3 * perIntegrator;
    this.wire = new WireGate(perIntegrator);
    // Attempts waiting for their record beyond this many hold their slot until it is written: the database sets the pace.
    this.maxRecording = 4 * concurrency;
    // The lease outlives the longest wait for the wire (the attempts ahead of it, at most two rounds of the wire's
    // share, each within the time-out), the attempt itself and its record, so a live worker never loses a delivery
    // it is still sending.
    const leaseSeconds = (share / perIntegrator) * Math.ceil(options.timeoutMs / 1000) + 5;
    this.loop = new ClaimLoop<ClaimedDelivery>(
      db,
      {
        channel: WEBHOOKS_CHANNEL,
        // Each integrator may take only what is left of its share, counting what this worker holds for it unsent.
        claim: (limit) => db.query<ClaimedDelivery>(CLAIM, claimParams(limit, leaseSeconds, this.workerId, share, this.inFlight)),
        nextDueAt: async () => {
          const rows = await db.query<{ due: Date | null }>(
            `SELECT min(GREATEST(next_attempt_at, COALESCE(locked_until, next_attempt_at))) AS due
               FROM webhook_deliveries WHERE status = 'PENDING'`,
          );
          return rows[0]?.due ?? null;
        },
        process: (delivery) => this.deliver(delivery),
      },
      { concurrency, minBatch: Math.max(1, perIntegrator), idleMaxMs: 1000, onError: options.onError },
    );
  }

  start(): Promise<void> {
    return this.loop.start();
  }

  /** Stops claiming, waits for the deliveries claimed, then for their records. */
  async stop(): Promise<void> {
    await this.loop.stop();
    while (this.recording.size > 0) await Promise.allSettled([...this.recording]);
  }

  /** Whether the claim loop is running and went round within `withinMs`. */
  alive(withinMs: number): boolean {
    return this.loop.alive(withinMs);
  }

  private async deliver(delivery: ClaimedDelivery): Promise<void> {
    const integratorId = delivery.id;
    this.inFlight.set(integratorId, (this.inFlight.get(integratorId) ?? 0) + 1);
    let sending = true;
    // The share guards other integrators from this one's slow receiver: it counts attempts waiting for the wire and
    // on it, not the database write after.
    const sent = () => {
      if (!sending) return;
      sending = false;
      const count = (this.inFlight.get(integratorId) ?? 1) - 1;
      if (count <= 0) this.inFlight.delete(integratorId);
      else this.inFlight.set(integratorId, count);
    };
    try {
      let attemptedAt = new Date();
      let result = ENDPOINT_INACTIVE;
      if (delivery.active) {
        await this.wire.enter(integratorId);
        try {
          attemptedAt = new Date();
          result = await this.sender.send(
            delivery.callback_url,
            delivery.payload,
            signatureHeaders(delivery.payload, delivery.event_id, Math.floor(attemptedAt.getTime() / 1000), this.integrators.signingSecrets(delivery)),
          );
        } finally {
          this.wire.leave(integratorId);
        }
      }
      sent();
      const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
      const gone = result.statusCode === 410;
      const delay = ok || gone || !delivery.active ? null : nextDelayMs(this.options.retryScheduleS, delivery.attempt_count);
      const status = ok ? 'DELIVERED' : delay === null ? 'FAILED' : 'PENDING';
      const recorded = this.recorder
        .record({
          eventId: delivery.event_id,
          endpointId: delivery.endpoint_id,
          status,
          delaySeconds: (delay ?? 0) / 1000,
          attemptedAt,
          url: delivery.callback_url,
          ...result,
        })
        .then(
          () =>
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
            }),
          (error: unknown) => this.options.onError?.(error),
        )
        .finally(() => this.recording.delete(recorded));
      this.recording.add(recorded);
      if (this.recording.size > this.maxRecording) await recorded;
    } finally {
      sent();
    }
  }
}
