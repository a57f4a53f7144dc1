// Owns what the verification partner tells Ponte by itself: a notice (POST /webhooks/kyc) is checked by the partner on
// its raw bytes and, when it concerns one of Ponte's sessions, only schedules a read back of that session; the read back
// (a job, kyxPartnerResultJob) takes the partner's result to the KYX domain. A notice's body is never evidence of a
// result: an authentic notice can be replayed, and the partner's answer to a read is what counts.
//
// What a read back does with the result:
// - APPROVED or REJECTED: recorded for the step (the partner's reasons, joined, are the step's rejection reason, hence
//   the record's `errors` and the beneficiary's `rejectionReason`), for any session of a step that still waits.
// - PENDING with the session over (abandoned, or failed on the partner's side): the step's link is regenerated, as an
//   expired one is, while automatic regenerations are left; after that the step is left for the integrator's
//   POST /v1/kyx-steps/{id}/regenerate, as an expired link is. Only the step's current session is replaced.
// - PENDING otherwise: nothing, except that the job stays due when the session's link expires, so that a lost notice is
//   made up for by one read then (no polling meanwhile: every read counts against the partner's rate limit).
import type { IncomingHttpHeaders } from 'node:http';
import { maybeOne, type Db } from '../../db/index.ts';
import { DEFAULT_MAX_ATTEMPTS, enqueueSql, jobKey } from '../../jobs/queue.ts';
import type { JobResult } from '../../jobs/runner.ts';
import { requireRail } from '../../rails/capabilities/errors.ts';
import type { KycPartner, KycResult, NoticeContext } from '../../rails/capabilities/kyc-partner.ts';
import { DomainError } from '../../errors.ts';
import { kyxPartnerResultJob } from './jobs.ts';
import { STEP_STATE_SELECT, type KyxService, type StepState } from './kyx.ts';

export class KyxNotices {
  constructor(
    private readonly db: Db,
    private readonly partner: KycPartner | undefined,
    private readonly kyx: KyxService,
  ) {}

  /**
   * A notice as received. Throws the partner's KycNoticeRejectedError when it is not authentic (the route answers 401).
   * An authentic notice about one of Ponte's sessions makes its read back due now, in one statement: a duplicate
   * collapses into the job already due, and a notice about anything else is acknowledged and dropped.
   */
  async accept(rawBody: Buffer, headers: IncomingHttpHeaders, context: NoticeContext): Promise<void> {
    const notice = requireRail(this.partner, 'The verification partner').verifyWebhook(rawBody, headers, context);
    if (notice.reference === null) return;
    const call = enqueueSql({
      kind: '$2',
      payload: '$3',
      uniqueKey: '$4',
      runAt: 'NULL',
      maxAttempts: '$5',
      replace: 'true',
      wake: 'true',
      owner: 's.integrator_id',
    });
    const payload = { reference: notice.reference };
    await this.db.query(`SELECT ${call} FROM kyx_sessions k JOIN kyx_steps s ON s.id = k.step_id WHERE k.reference = $1`, [
      notice.reference,
      kyxPartnerResultJob.kind,
      payload,
      jobKey(kyxPartnerResultJob, payload),
      DEFAULT_MAX_ATTEMPTS,
    ]);
  }

  /** The read back of one session (the job's handler); see the top comment. Safe to run twice. */
  async readBack(reference: string): Promise<JobResult> {
    const step = await this.stepOf(reference);
    // A step already decided, or a beneficiary closed, needs no call to the partner.
    if (!step || step.status !== 'PENDING' || step.beneficiary_status !== 'PENDING') return;
    const result = await requireRail(this.partner, 'The verification partner').result(reference);
    if (result.state !== 'PENDING') return this.record(reference, result);
    const current = step.session_reference === reference;
    if (result.sessionOver) {
      if (current) await this.kyx.replaceEndedSession(step);
      return;
    }
    // Read once more when the link expires, in case the notice of the session's end is lost.
    if (current && !step.expired) return { rescheduleAt: step.expires_at };
  }

  private async record(reference: string, result: Exclude<KycResult, { state: 'PENDING' }>): Promise<void> {
    const reason = result.state === 'REJECTED' ? result.reasons.join('; ') || undefined : undefined;
    try {
      await this.kyx.recordResult(reference, result.state === 'APPROVED' ? { approved: true } : { approved: false, reason }, { readBack: true });
    } catch (error) {
      // Another step's rejection closed the beneficiary meanwhile: nothing is left to decide.
      if (!(error instanceof DomainError && error.code === 'kyx.verification_closed')) throw error;
    }
  }

  private stepOf(reference: string): Promise<StepState | undefined> {
    return maybeOne<StepState>(this.db, `${STEP_STATE_SELECT} JOIN kyx_sessions k ON k.step_id = s.id WHERE k.reference = $1`, [reference]);
  }
}
