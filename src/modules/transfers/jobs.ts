// The transfers module's background work: each transfer's execution (its funds checked, priced at the latest rate,
// settled or paid out) and its funding timeout, the folding of the list counts, and, where a PSP collects BR on-ramps,
// the PIX it tells of (read back, polled for, refunded) and the charges to remove, and where a collection rail returns a
// failed on-ramp's deposit itself (the sandbox's), the instruction to return it. The kinds are declared here for the
// module's own statements to add and remove; the handlers call whatever implements TransferJobs (execution.ts) and
// PixJobs (pix-collections.ts).
import { Type } from 'typebox';
import { defineJob } from '../../jobs/queue.ts';
import { handle, recurring, type JobResult, type KindHandler } from '../../jobs/runner.ts';

const byTransfer = Type.Object({ transferId: Type.String() });

/** One per transfer while it has work to do: check its funds, execute it, follow its payout. */
export const transferExecutionJob = defineJob('transfer-execution', byTransfer, 'transferId');
/** One per transfer awaiting funds: cancels it when none arrived in TRANSFER_FUNDING_TIMEOUT_S. */
export const transferFundingTimeoutJob = defineJob('transfer-funding-timeout', byTransfer, 'transferId');
/** Folds the delta rows of transfer_counts, so that a list's total stays a sum over a few rows. */
export const compactCountsJob = defineJob('compact-counts', Type.Object({}));
/** How often the counts are folded. */
export const COUNT_COMPACTION_MS = 10_000;

const byEndToEndId = Type.Object({ endToEndId: Type.String() });
/** One per PIX a webhook told of: read it back from the PSP, then record it. */
export const pixReadBackJob = defineJob('pix-read-back', byEndToEndId, 'endToEndId');
/** One per PIX owed back: ask the PSP to return it, then follow the refund until it ends. */
export const pixRefundJob = defineJob('pix-refund', byEndToEndId, 'endToEndId');
/** One per charge of a cancelled on-ramp: the PSP removes it, so nobody pays it. */
export const pixChargeCancelJob = defineJob('pix-charge-cancel', Type.Object({ txid: Type.String() }), 'txid');
/** Lists the PIX the PSP received lately, so that a lost webhook never strands a transfer. */
export const pixPollJob = defineJob('pix-poll', Type.Object({}));
/** Re-reads the PIX credited within the MED's window, a batch at a time, each every PIX_MED_RECHECK_S: returns under the MED. */
export const pixMedCheckJob = defineJob('pix-med-check', Type.Object({}));
/** Registers our webhook at the PSP when PIX_REGISTER_WEBHOOK is set: at the worker's start, then hourly (idempotent). */
export const pixWebhookJob = defineJob('pix-webhook-register', Type.Object({}));
/** Registers our webhook on the paying key at the BR payout rail (Efí) when EFI_REGISTER_WEBHOOK is set: at start, then hourly (idempotent). */
export const payoutWebhookJob = defineJob('payout-webhook-register', Type.Object({}));
/** One per failed on-ramp whose deposit its collection rail sends back at once: the instruction to the rail. */
export const depositReturnJob = defineJob('deposit-return', byTransfer, 'transferId');

const byPayin = Type.Object({ payinId: Type.String() });
/** One per pay-in a webhook told of: read it back from Bitso, then record it. */
export const copPayinReadBackJob = defineJob('cop-payin-read-back', byPayin, 'payinId');
/** One per PSE pay-in intent Bitso told of: read it back (and the pay-in it names) before anything is recorded. */
export const copIntentReadBackJob = defineJob('cop-intent-read-back', Type.Object({ intentId: Type.String() }), 'intentId');
/** One per COP pay-in owed back: ask Bitso to pay it back, then follow that until it ends. */
export const copPayinReturnJob = defineJob('cop-payin-return', byPayin, 'payinId');
/** One per pay-in key of a CO on-ramp that no longer takes funds: Bitso removes it. */
export const copKeyRemoveJob = defineJob('cop-key-remove', Type.Object({ keyId: Type.String() }), 'keyId');
/** Lists the pay-ins Bitso received lately, so that a lost webhook never strands a transfer. */
export const copPollJob = defineJob('cop-poll', Type.Object({}));

export interface TransferJobs {
  execute(transferId: string): Promise<JobResult>;
  executionExhausted(transferId: string, error: unknown, attempts: number): Promise<JobResult>;
  expireUnfunded(transferId: string): Promise<JobResult>;
  compactCounts(): Promise<unknown>;
}

export interface PixJobs {
  readBack(endToEndId: string): Promise<JobResult>;
  refund(endToEndId: string): Promise<JobResult>;
  cancelCharge(txid: string): Promise<JobResult>;
  poll(): Promise<void>;
  medCheck(): Promise<void>;
  registerWebhook(): Promise<void>;
}

export interface CopJobs {
  readBack(payinId: string): Promise<JobResult>;
  readIntent(intentId: string): Promise<JobResult>;
  returnPayin(payinId: string): Promise<JobResult>;
  removeKey(keyId: string): Promise<JobResult>;
  poll(): Promise<void>;
}

export interface DepositReturnJobs {
  returnDeposit(transferId: string): Promise<JobResult>;
}

export function transferJobHandlers(
  transfers: TransferJobs,
  pix?: { jobs: PixJobs; pollIntervalMs: number },
  returns?: DepositReturnJobs,
  cop?: { jobs: CopJobs; pollIntervalMs: number },
  /** Registers the payout rail's webhook (idempotent), where one is to be registered. */
  registerPayoutWebhook?: () => Promise<unknown>,
): KindHandler[] {
  const copHandlers = cop
    ? [
        handle(copPayinReadBackJob, (payload) => cop.jobs.readBack(payload.payinId)),
        handle(copIntentReadBackJob, (payload) => cop.jobs.readIntent(payload.intentId)),
        handle(copPayinReturnJob, (payload) => cop.jobs.returnPayin(payload.payinId)),
        handle(copKeyRemoveJob, (payload) => cop.jobs.removeKey(payload.keyId)),
        recurring(copPollJob, cop.pollIntervalMs, () => cop.jobs.poll()),
      ]
    : [];
  const pixHandlers = pix
    ? [
        handle(pixReadBackJob, (payload) => pix.jobs.readBack(payload.endToEndId)),
        handle(pixRefundJob, (payload) => pix.jobs.refund(payload.endToEndId)),
        handle(pixChargeCancelJob, (payload) => pix.jobs.cancelCharge(payload.txid)),
        recurring(pixPollJob, pix.pollIntervalMs, () => pix.jobs.poll()),
        recurring(pixMedCheckJob, pix.pollIntervalMs, () => pix.jobs.medCheck()),
        recurring(pixWebhookJob, 3_600_000, () => pix.jobs.registerWebhook()),
      ]
    : [];
  return [
    ...pixHandlers,
    ...copHandlers,
    ...(registerPayoutWebhook
      ? [
          recurring(payoutWebhookJob, 3_600_000, async () => {
            await registerPayoutWebhook();
          }),
        ]
      : []),
    ...(returns ? [handle(depositReturnJob, (payload) => returns.returnDeposit(payload.transferId))] : []),
    handle(
      transferExecutionJob,
      (payload) => transfers.execute(payload.transferId),
      (payload, error, job) => transfers.executionExhausted(payload.transferId, error, job.attempts),
    ),
    handle(transferFundingTimeoutJob, (payload) => transfers.expireUnfunded(payload.transferId)),
    recurring(compactCountsJob, COUNT_COMPACTION_MS, async () => {
      await transfers.compactCounts();
    }),
  ];
}
