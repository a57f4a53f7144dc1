// The worker role: the job runner with every job kind registered (modules contribute their handlers here; the runner
// knows none of their rules), and the webhook dispatcher.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { purgeIdempotencyKeys } from '../http/idempotency.ts';
import { KYX_LINK_EXPIRY_JOB } from '../modules/beneficiaries/kyx.ts';
import { TARGET_ACCOUNT_VALIDATION_JOB } from '../modules/beneficiaries/target-account.ts';
import { PAYMENT_PAYOUT_JOB } from '../modules/payments/service.ts';
import { TRANSFER_EXECUTION_JOB, TRANSFER_FUNDING_TIMEOUT_JOB } from '../modules/transfers/lifecycle.ts';
import { compactTransferCounts } from '../modules/transfers/model.ts';
import { WebhookDispatcher } from '../modules/webhooks/dispatcher.ts';
import { WebhookSender } from '../modules/webhooks/sender.ts';
import { enqueue } from './queue.ts';
import { JobWorker } from './worker.ts';

const HOUR_MS = 3600_000;
/** How often the delta rows of the list counts are folded: their number, and so a total's cost, stays small. */
const COUNT_COMPACTION_MS = 10_000;

export function createWorker(context: AppContext, log: FastifyBaseLogger) {
  const { db, services } = context;
  const jobs = new JobWorker(db, {
    retryBaseMs: context.config.jobRetryBaseMs,
    onError: (error, job) => log.error({ err: error, job: job && { id: job.id, kind: job.kind, attempts: job.attempts } }, 'job failed'),
  });

  jobs.register('maintenance', async () => {
    const keys = await purgeIdempotencyKeys(db);
    const tokens = await services.integrators.purgeExpiredTokens();
    if (keys + tokens > 0) log.info({ idempotencyKeys: keys, accessTokens: tokens }, 'purged expired rows');
    return { rescheduleAt: new Date(Date.now() + HOUR_MS) };
  });
  jobs.register('compact-counts', async () => {
    await compactTransferCounts(db);
    return { rescheduleAt: new Date(Date.now() + COUNT_COMPACTION_MS) };
  });
  jobs.register(KYX_LINK_EXPIRY_JOB, (job) => services.kyx.expireLink(String(job.payload.stepId)));
  jobs.register(TARGET_ACCOUNT_VALIDATION_JOB, (job) =>
    services.localTargetAccounts.validate(String(job.payload.beneficiaryId), String(job.payload.accountId)),
  );
  // A payout whose last attempt failed: the payment or off-ramp fails, its funds released, when the payout is known not
  // to have been made; otherwise the job is kept failed for an operator.
  jobs.register(PAYMENT_PAYOUT_JOB, (job) => services.payments.processPayout(String(job.payload.paymentId)), {
    onExhausted: (job, error) => services.payments.payoutExhausted(String(job.payload.paymentId), error, job.attempts),
  });
  jobs.register(TRANSFER_EXECUTION_JOB, (job) => services.transfers.execute(String(job.payload.transferId)), {
    onExhausted: (job, error) => services.transfers.executionExhausted(String(job.payload.transferId), error, job.attempts),
  });
  jobs.register(TRANSFER_FUNDING_TIMEOUT_JOB, (job) => services.transfers.expireUnfunded(String(job.payload.transferId)));

  const sender = new WebhookSender({ env: context.config.env, allowLoopback: context.config.allowLoopbackCallbacks }, context.config.webhookTimeoutMs);
  const dispatcher = new WebhookDispatcher(db, services.integrators, sender, {
    retryScheduleS: context.config.webhookRetryScheduleS,
    timeoutMs: context.config.webhookTimeoutMs,
    onError: (error) => log.error({ err: error }, 'webhook delivery failed'),
  });

  return {
    jobs,
    async start() {
      await enqueue(db, { kind: 'maintenance', uniqueKey: 'maintenance' });
      await enqueue(db, { kind: 'compact-counts', uniqueKey: 'compact-counts' });
      await Promise.all([jobs.start(), dispatcher.start()]);
    },
    async stop() {
      await Promise.all([jobs.stop(), dispatcher.stop()]);
      sender.close();
    },
  };
}
