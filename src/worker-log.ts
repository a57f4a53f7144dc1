// Owns what the worker says of its work, in the JSON log and in /metrics: each job run's outcome (done, rescheduled,
// retried, exhausted, failed) with the job's id, kind, attempt, the ids its payload names (transferId, paymentId...) and
// the request that caused it; each webhook attempt's outcome with the event's id, operation and resource (the transfer
// or payment it tells of); and whether the worker's loops go round.
import type { FastifyBaseLogger } from 'fastify';
import { Gauge } from 'prom-client';
import type { Job } from './jobs/queue.ts';
import type { AttemptReport } from './modules/webhooks/index.ts';
import type { DeliveryOutcome, JobOutcome, Metrics } from './observability/metrics.ts';

/** Payload fields that name things (ids and references), which a line may carry: never anything else of a payload. */
const NAMING_FIELD = /(Id|^txid|^reference)$/;

function idsOf(payload: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(payload).filter(([key, value]) => NAMING_FIELD.test(key) && typeof value === 'string')) as Record<string, string>;
}

const JOB_LEVEL: Record<JobOutcome, 'debug' | 'info' | 'warn' | 'error'> = {
  // Recurring housekeeping reschedules itself every few seconds: not worth a line at info.
  rescheduled: 'debug',
  done: 'info',
  retried: 'warn',
  exhausted: 'warn',
  failed: 'error',
};

export function jobReporter(log: FastifyBaseLogger, metrics: Metrics) {
  return (job: Job, outcome: JobOutcome, error?: unknown): void => {
    metrics.jobRun(job.kind, outcome);
    const fields = {
      jobId: job.id,
      kind: job.kind,
      outcome,
      attempt: job.attempts,
      maxAttempts: job.max_attempts,
      ...idsOf(job.payload),
      ...(error === undefined ? {} : { err: error }),
    };
    log[JOB_LEVEL[outcome]](fields, `job ${outcome}`);
  };
}

const DELIVERY_OUTCOME: Record<AttemptReport['status'], DeliveryOutcome> = { DELIVERED: 'delivered', PENDING: 'retry', FAILED: 'failed' };
/** The field that names an event's resource, by operation: a transfer's or a payment's lines and its webhooks share it. */
const RESOURCE_FIELD: Record<string, string> = { ON_RAMP: 'transferId', OFF_RAMP: 'transferId', PAYMENT_OUT: 'paymentId', PAYMENT_IN: 'paymentId' };

export function deliveryReporter(log: FastifyBaseLogger, metrics: Metrics) {
  return (attempt: AttemptReport): void => {
    const outcome = DELIVERY_OUTCOME[attempt.status];
    metrics.deliveryAttempt(outcome, attempt.durationMs, attempt.lagSeconds);
    const fields = {
      eventId: attempt.eventId,
      integratorId: attempt.integratorId,
      operation: attempt.operation,
      resourceId: attempt.resourceId,
      ...(attempt.resourceId && RESOURCE_FIELD[attempt.operation] ? { [RESOURCE_FIELD[attempt.operation]!]: attempt.resourceId } : {}),
      outcome,
      attempt: attempt.attempt,
      statusCode: attempt.statusCode,
      durationMs: attempt.durationMs,
      lagSeconds: Math.round(attempt.lagSeconds * 1000) / 1000,
      ...(attempt.error ? { error: attempt.error } : {}),
    };
    if (outcome === 'delivered') log.info(fields, 'webhook delivered');
    else if (outcome === 'retry') log.warn(fields, 'webhook attempt failed; retry scheduled');
    else log.error(fields, 'webhook delivery failed; no attempts left');
  };
}

export function registerLoopGauge(metrics: Metrics, loops: () => Record<string, boolean>): void {
  new Gauge({
    name: 'ponte_worker_loop_up',
    help: "1 while the worker's loop (jobs, webhooks) goes round, 0 when it is stopped or stuck",
    labelNames: ['loop'],
    registers: [metrics.registry],
    collect() {
      for (const [loop, up] of Object.entries(loops())) this.set({ loop }, up ? 1 : 0);
    },
  });
}
