// Builds the worker role beside the app (app.ts builds the HTTP role): the job runner with every module's job kinds
// registered (each module declares its kinds and handlers in its own jobs.ts), the recurring housekeeping, and the
// webhook dispatcher, each job's and each delivery's outcome logged with its ids and counted in /metrics
// (worker-log.ts), and, for a worker-only process with METRICS_PORT, its /health, /ready and /metrics. It never
// starts by itself: main.ts starts and stops it, and tests do the same.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context.ts';
import { defineJob, enqueueJob } from './jobs/queue.ts';
import { JobWorker, recurring } from './jobs/runner.ts';
import { beneficiaryJobHandlers } from './modules/beneficiaries/index.ts';
import { paymentJobHandlers } from './modules/payments/index.ts';
import { rateJobHandlers } from './modules/rates/index.ts';
import { reconciliationJobHandlers } from './modules/reconciliation/index.ts';
import { ledgerJobHandlers } from './modules/ledger/index.ts';
import { registerLiquidityGauges } from './modules/liquidity/index.ts';
import { transferJobHandlers } from './modules/transfers/index.ts';
import { openException } from './modules/exceptions/index.ts';
import { rescreenJob, screeningJobHandlers } from './modules/screening/index.ts';
import { jobExhaustedActions } from './modules/operations/index.ts';
import { WebhookDispatcher, webhookJobHandlers, WebhookSender } from './modules/webhooks/index.ts';
import { Type } from 'typebox';
import { railErrorCodeOf } from './rails/capabilities/errors.ts';
import { registerDatabaseGauges } from './observability/collectors.ts';
import { startWorkerServer } from './worker-server.ts';
import { runRetention } from './worker-retention.ts';
import { deliveryReporter, jobReporter, registerLoopGauge } from './worker-log.ts';

/** A loop that has not gone round for this long is not alive (each goes round every 2 s at most, busy or idle). */
const LOOP_STALE_MS = 30_000;
/** Trims the tables that grow with traffic (worker-retention.ts): idempotency records, tokens, sessions, attempts... */
const maintenanceJob = defineJob('maintenance', Type.Object({}));

export function createWorker(context: AppContext, log: FastifyBaseLogger) {
  const { db, services, config, metrics } = context;
  const jobs = new JobWorker(db, {
    retryBaseMs: config.jobRetryBaseMs,
    // A job out of attempts that nothing settled is an item for a person.
    // A rail's error names its code in the taxonomy (railErrorCode), as a payout's exception does.
    onJobFailed: async (tx, job, lastError, error) => {
      const rail = railErrorCodeOf(error);
      await openException(tx, {
        kind: 'JOB_EXHAUSTED',
        resourceType: 'job',
        resourceId: job.id,
        reason: `The ${job.kind} job failed ${job.attempts} times: ${lastError}`,
        details: { kind: job.kind, payload: job.payload, attempts: job.attempts, ...(rail === undefined ? {} : { railErrorCode: rail }) },
        actions: jobExhaustedActions(job.kind),
      });
    },
    // A job's own failure is logged with its outcome (onOutcome); this is the runner's (a claim the database refused).
    onError: (error, job) => {
      if (!job) log.error({ err: error }, 'job runner error');
    },
    onOutcome: jobReporter(log, metrics),
  });

  const handlers = [
    ...transferJobHandlers(
      services.transferExecution,
      services.pixCollections && config.rails.pix && { jobs: services.pixCollections, pollIntervalMs: config.rails.pix.pollIntervalS * 1000 },
      services.depositReturns,
      services.copCollections && config.rails.bitso && { jobs: services.copCollections, pollIntervalMs: config.rails.bitso.pollIntervalS * 1000 },
      payoutWebhookRegistration(context),
    ),
    ...paymentJobHandlers(services.paymentPayouts),
    ...reconciliationJobHandlers(services.reconciliation),
    ...webhookJobHandlers(db, config.webhookFailingAfterS),
    // Production only: the sandbox has no refresh.
    ...rateJobHandlers(context.rails.rateRefresh, config.rails.rates.refreshS, log),
    ...beneficiaryJobHandlers({
      expireLink: (stepId) => services.kyx.expireLink(stepId),
      readBackResult: (reference) => services.kyxNotices.readBack(reference),
      validateTargetAccount: (beneficiaryId, accountId) => services.localTargetAccounts.validate(beneficiaryId, accountId),
    }),
    ...screeningJobHandlers(
      (listsVersion) => services.screening.rescreen(listsVersion),
      (counts) => counts.screened > 0 && log.info({ rescreened: counts }, 'parties screened again after a sanctions list changed'),
    ),
    ...ledgerJobHandlers(db, (days) => log.info({ days }, 'ledger days closed: balance checkpoints written')),
    recurring(maintenanceJob, config.retention.intervalS * 1000, async () => {
      const deleted = await runRetention(db, config.retention, () => !draining);
      if (Object.keys(deleted).length > 0) log.info({ deleted }, 'trimmed rows past their retention');
    }),
  ];
  for (const handler of handlers) jobs.registerKind(handler);

  const sender = new WebhookSender({ env: config.env, allowLoopback: config.allowLoopbackCallbacks }, config.webhookTimeoutMs);
  const dispatcher = new WebhookDispatcher(db, services.integrators, sender, {
    retryScheduleS: config.webhookRetryScheduleS,
    timeoutMs: config.webhookTimeoutMs,
    onError: (error) => log.error({ err: error }, 'webhook dispatcher error'),
    onAttempt: deliveryReporter(log, metrics),
  });
  const loops = () => ({ jobs: jobs.alive(LOOP_STALE_MS), webhooks: dispatcher.alive(LOOP_STALE_MS) });
  // The deployment's queues and counts, read at scrape time where the worker runs (one context may build two workers in tests).
  if (!metrics.registry.getSingleMetric('ponte_jobs_waiting')) {
    registerDatabaseGauges(metrics, db);
    registerLiquidityGauges(metrics.registry, db);
    registerLoopGauge(metrics, loops);
  }
  let server: Awaited<ReturnType<typeof startWorkerServer>> | undefined;
  let draining = false;
  let stopListening: (() => void) | undefined;

  return {
    jobs,
    async start() {
      // Each recurring kind has one job, keyed by its name: a second worker's enqueue is ignored.
      for (const handler of handlers) {
        if (handler.everyMs !== undefined) await enqueueJob(db, handler.kind, {}, handler.firstRunAt ? { runAt: handler.firstRunAt() } : {});
      }
      // Lists read again with other content: every party is screened again against them (modules/screening/rescreen.ts).
      stopListening = services.screener.onListsEvent((event) => {
        const listsVersion = services.screener.listsVersion();
        if (event.type !== 'loaded' || listsVersion === null || draining) return;
        enqueueJob(db, rescreenJob, { listsVersion }).catch((error: unknown) => log.error({ err: error }, 'could not enqueue the re-screening'));
      });
      await Promise.all([jobs.start(), dispatcher.start()]);
      if (config.role === 'worker' && config.metricsPort !== undefined) {
        server = await startWorkerServer({
          port: config.metricsPort,
          host: config.host,
          env: config.env,
          metricsToken: config.metricsToken,
          db,
          metrics,
          loops,
          draining: () => draining,
          log,
        });
        log.info({ address: `http://${config.host}:${(server.server.address() as { port: number }).port}` }, 'worker health and metrics listening');
      }
    },
    async stop() {
      draining = true;
      stopListening?.();
      await Promise.all([jobs.stop(), dispatcher.stop()]);
      sender.close();
      await server?.close();
    },
  };
}

/** Where EFI_REGISTER_WEBHOOK is set: registers PUBLIC_BASE_URL/webhooks/efi/{secret} on Efí's paying key (idempotent). */
function payoutWebhookRegistration({ config, rails }: AppContext): (() => Promise<unknown>) | undefined {
  const efi = config.rails.efi;
  const register = rails.localPayouts.BR?.configureWebhook?.bind(rails.localPayouts.BR);
  if (!efi?.registerWebhook || efi.webhookSecret === undefined || register === undefined) return undefined;
  const url = `${config.publicBaseUrl}/webhooks/efi/${efi.webhookSecret}`;
  return () => register(url);
}
