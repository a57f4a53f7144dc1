// The beneficiaries module's background work: a verification link's expiry (the step gets a fresh link, up to the
// automatic regenerations), and the validation of a payout account with its rail's directory.
import { Type } from 'typebox';
import { defineJob } from '../../jobs/queue.ts';
import { handle, type JobResult, type KindHandler } from '../../jobs/runner.ts';

/** One per KYX step while its link can still be renewed automatically. */
export const kyxLinkExpiryJob = defineJob('kyx-link-expiry', Type.Object({ stepId: Type.String() }), 'stepId');
/** One per beneficiary at a time: a newer account takes over the pending validation. */
export const targetAccountValidationJob = defineJob(
  'local-target-account-validation',
  Type.Object({ beneficiaryId: Type.String(), accountId: Type.String() }),
  'beneficiaryId',
);

export interface BeneficiaryJobs {
  expireLink(stepId: string): Promise<JobResult>;
  validateTargetAccount(beneficiaryId: string, accountId: string): Promise<void>;
}

export function beneficiaryJobHandlers(jobs: BeneficiaryJobs): KindHandler[] {
  return [
    handle(kyxLinkExpiryJob, (payload) => jobs.expireLink(payload.stepId)),
    handle(targetAccountValidationJob, (payload) => jobs.validateTargetAccount(payload.beneficiaryId, payload.accountId)),
  ];
}
