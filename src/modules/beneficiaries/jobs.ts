// The beneficiaries module's background work: a verification link's expiry (the step gets a fresh link, up to the
// automatic regenerations), a verification session's result read back from the partner (after its notice, and once
// when its link expires), and the validation of a payout account with its rail's directory.
import { Type } from 'typebox';
import { defineJob } from '../../jobs/queue.ts';
import { handle, type JobResult, type KindHandler } from '../../jobs/runner.ts';

/** One per KYX step while its link can still be renewed automatically. */
export const kyxLinkExpiryJob = defineJob('kyx-link-expiry', Type.Object({ stepId: Type.String() }), 'stepId');
/**
 * One per partner session: a notice about the session moves it to now (duplicates collapse into it, and one arriving
 * while it runs makes it run again), and it is also due when the session's link expires.
 */
export const kyxPartnerResultJob = defineJob('kyx-partner-result', Type.Object({ reference: Type.String() }), 'reference');
/** One per beneficiary at a time: a newer account takes over the pending validation. */
export const targetAccountValidationJob = defineJob(
  'local-target-account-validation',
  Type.Object({ beneficiaryId: Type.String(), accountId: Type.String() }),
  'beneficiaryId',
);

export interface BeneficiaryJobs {
  expireLink(stepId: string): Promise<JobResult>;
  readBackResult(reference: string): Promise<JobResult>;
  validateTargetAccount(beneficiaryId: string, accountId: string): Promise<void>;
}

export function beneficiaryJobHandlers(jobs: BeneficiaryJobs): KindHandler[] {
  return [
    handle(kyxLinkExpiryJob, (payload) => jobs.expireLink(payload.stepId)),
    handle(kyxPartnerResultJob, (payload) => jobs.readBackResult(payload.reference)),
    handle(targetAccountValidationJob, (payload) => jobs.validateTargetAccount(payload.beneficiaryId, payload.accountId)),
  ];
}
