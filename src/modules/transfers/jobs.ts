// The transfers module's background work: each transfer's execution (its funds checked, priced at the latest rate,
// settled or paid out) and its funding timeout, and the folding of the list counts. The kinds are declared here for
// the module's own statements to add and remove; the handlers call whatever implements TransferJobs (execution.ts).
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

export interface TransferJobs {
  execute(transferId: string): Promise<JobResult>;
  executionExhausted(transferId: string, error: unknown, attempts: number): Promise<JobResult>;
  expireUnfunded(transferId: string): Promise<JobResult>;
  compactCounts(): Promise<unknown>;
}

export function transferJobHandlers(transfers: TransferJobs): KindHandler[] {
  return [
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
