// Owns the process's Prometheus registry and the metrics counted as things happen: job outcomes and failures, payout
// retries, webhook delivery attempts and their lag, rail calls and their duration. One registry per process (per
// AppContext), served by the api's /metrics and by a worker's METRICS_PORT; what is read from the database at scrape
// time is in collectors.ts. Every metric is listed in docs/operations.md ("Metrics and alerts").
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What became of one run of a job: done (finished and removed), rescheduled (asked to run again later, as recurring
 * jobs do), retried (failed, runs again after its back-off), exhausted (its last attempt failed and its kind settled
 * what it was for), failed (its last attempt failed and it is kept failed for an operator).
 */
export type JobOutcome = 'done' | 'rescheduled' | 'retried' | 'exhausted' | 'failed';

/** What one webhook attempt led to: delivered (2xx), retry (another attempt is scheduled), failed (no more attempts). */
export type DeliveryOutcome = 'delivered' | 'retry' | 'failed';

/** What a rail call came to: ok, refused (a payout refused for good), unavailable (certainly not taken), error. */
export type RailOutcome = 'ok' | 'refused' | 'unavailable' | 'error';

/** The job kinds that drive a payout: a failed attempt of one of them is a payout retry. */
const PAYOUT_KINDS = new Set(['payment-payout', 'transfer-execution']);

/** From seconds to a day: a delivery waits out WEBHOOK_RETRY_SCHEDULE's delays when its receiver is down. */
const LAG_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 1800, 3600, 7200, 21_600, 86_400];
const CALL_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export class Metrics {
  readonly registry = new Registry();
  private readonly jobOutcomes = new Counter({
    name: 'ponte_job_runs_total',
    help: 'Job runs by kind and outcome (done, rescheduled, retried, exhausted, failed)',
    labelNames: ['kind', 'outcome'],
    registers: [this.registry],
  });
  private readonly jobFailures = new Counter({
    name: 'ponte_job_failures_total',
    help: 'Job runs that threw, by kind (each failed attempt, whether it is retried or not)',
    labelNames: ['kind'],
    registers: [this.registry],
  });
  private readonly payoutRetries = new Counter({
    name: 'ponte_payout_retries_total',
    help: 'Failed attempts of the jobs that drive payouts (payment-payout, transfer-execution) that will run again',
    labelNames: ['kind'],
    registers: [this.registry],
  });
  private readonly deliveries = new Counter({
    name: 'ponte_webhook_deliveries_total',
    help: 'Webhook delivery attempts by outcome (delivered, retry, failed)',
    labelNames: ['outcome'],
    registers: [this.registry],
  });
  private readonly deliveryLag = new Histogram({
    name: 'ponte_webhook_delivery_lag_seconds',
    help: "From an event's commit to its receiver's 2xx",
    buckets: LAG_BUCKETS,
    registers: [this.registry],
  });
  private readonly attemptDuration = new Histogram({
    name: 'ponte_webhook_attempt_duration_seconds',
    help: 'How long one webhook POST took, by outcome',
    labelNames: ['outcome'],
    buckets: CALL_BUCKETS,
    registers: [this.registry],
  });
  private readonly railCalls = new Histogram({
    name: 'ponte_rail_call_duration_seconds',
    help: 'Calls to a rail (payout, collection, verification, account checks, chain) by rail, operation and outcome',
    labelNames: ['rail', 'operation', 'outcome'],
    buckets: CALL_BUCKETS,
    registers: [this.registry],
  });
  private readonly railErrors = new Counter({
    name: 'ponte_rail_errors_total',
    help: "Rail calls that failed, by rail and the rail error taxonomy's code (src/rails/capabilities/errors.ts)",
    labelNames: ['rail', 'code'],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  jobRun(kind: string, outcome: JobOutcome): void {
    this.jobOutcomes.inc({ kind, outcome });
    if (outcome === 'done' || outcome === 'rescheduled') return;
    this.jobFailures.inc({ kind });
    if (outcome === 'retried' && PAYOUT_KINDS.has(kind)) this.payoutRetries.inc({ kind });
  }

  deliveryAttempt(outcome: DeliveryOutcome, durationMs: number, lagSeconds: number | undefined): void {
    this.deliveries.inc({ outcome });
    this.attemptDuration.observe({ outcome }, durationMs / 1000);
    if (outcome === 'delivered' && lagSeconds !== undefined) this.deliveryLag.observe(Math.max(0, lagSeconds));
  }

  railCall(rail: string, operation: string, outcome: RailOutcome, seconds: number, errorCode?: string): void {
    this.railCalls.observe({ rail, operation, outcome }, seconds);
    if (errorCode !== undefined) this.railErrors.inc({ rail, code: errorCode });
  }
}
