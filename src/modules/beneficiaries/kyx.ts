// Long (about 410 lines) because it is one state machine: each step's session, expiry, regeneration and partner result
// lock the same rows in the same order; its parts that stand alone live beside it (kyx-people.ts, kyx-notices.ts, jobs.ts).
// Owns verification (KYX): the record and its steps (one per person to verify), the partner session behind each
// step's upload link and SDK token, their expiry (as the partner granted it) and regeneration (automatically 3 times,
// then only on request), the partner's results, and the identity images kept after an approval. Partner calls are
// made outside transactions; each transaction then checks that nothing moved meanwhile, under the beneficiary's lock.
// A partner that sends notices (kyx-notices.ts) also has each session read back once when its link expires.
import { randomUUID } from 'node:crypto';
import type { Static } from 'typebox';
import { type Db, maybeOne, maybeOneByUuid, one, type Queryable } from '../../db/index.ts';
import { cancelJob, enqueueJob } from '../../jobs/queue.ts';
import type { JobResult } from '../../jobs/runner.ts';
import { requireRail } from '../../rails/capabilities/errors.ts';
import type { IdentityDocumentType, ImageFileType, KycPartner, KycSession, PersonToVerify } from '../../rails/capabilities/kyc-partner.ts';
import { personOfStep, type PersonOfStep } from './kyx-people.ts';
import { approveWhenComplete, rejectBeneficiary } from './lifecycle.ts';
import { emitBeneficiaryEvent, findBeneficiary, lockBeneficiary, type BeneficiaryRow } from './model.ts';
import type { KyxPersonDocuments, KyxStep as KyxStepSchema, VerificationRecord as VerificationRecordSchema } from './schemas.ts';
import { beneficiaryError } from './errors.ts';
import { kyxLinkExpiryJob, kyxPartnerResultJob } from './jobs.ts';
import { DomainError, errorText } from '../../errors.ts';

export const MAX_AUTOMATIC_REGENERATIONS = 3;
const REJECTION_REASON = 'Document could not be verified';

export type KyxStep = Static<typeof KyxStepSchema>;
type StepStatus = KyxStep['status'];
type PersonDocuments = Static<typeof KyxPersonDocuments>;

/** One type for the callback's data and the GET's answer: both are `record` below. */
export type VerificationRecord = Static<typeof VerificationRecordSchema>;

/** What the partner concluded about one session. */
export type PartnerResult = { approved: true } | { approved: false; reason?: string | undefined };

interface StepRow {
  id: string;
  verification_id: string;
  beneficiary_id: string;
  integrator_id: string;
  position: number;
  owner_identification: string;
  status: StepStatus;
  rejection_reason: string | null;
  session_reference: string;
  upload_link: string;
  sdk_token: string;
  accepted_docs: IdentityDocumentType[] | null;
  expires_at: Date;
  automatic_regenerations: number;
}

/** A step with what its checks need: whether its link has expired, and its beneficiary's status. */
export interface StepState extends StepRow {
  expired: boolean;
  beneficiary_status: BeneficiaryRow['status'];
}

/** A step whose partner session is open but not stored yet. */
export interface PreparedStep {
  id: string;
  ownerIdentification: string;
  session: KycSession;
}

/**
 * Why a step's session is replaced: its link expired (the expiry job), the integrator asked, or the partner ended the
 * session without a decision (the person abandoned it, or the partner failed). All but the request count against the
 * automatic regenerations.
 */
type Replacement = 'automatic' | 'manual' | 'ended';
const REPLACEMENT_MESSAGES: Record<Replacement, string> = {
  automatic: 'The upload link and token expired; these are new ones.',
  manual: 'New upload link and token, as requested.',
  ended: 'The verification session ended without a decision; these are a new upload link and token.',
};

function toStep(row: StepRow): KyxStep {
  return {
    id: row.id,
    ownerIdentification: row.owner_identification,
    uploadLink: row.upload_link,
    partnerSdk: { token: row.sdk_token },
    acceptedDocs: row.accepted_docs,
    status: row.status,
    expiresAt: row.expires_at.toISOString(),
  };
}

/** The record's status follows its steps: REJECTED on any rejection, APPROVED when all are approved. */
function recordStatus(steps: StepRow[]): 'PENDING' | 'APPROVED' | 'REJECTED' {
  if (steps.some((step) => step.status === 'REJECTED')) return 'REJECTED';
  return steps.every((step) => step.status === 'APPROVED') ? 'APPROVED' : 'PENDING';
}

export const STEP_STATE_SELECT = `SELECT s.*, s.expires_at <= now() AS expired, b.status AS beneficiary_status
  FROM kyx_steps s JOIN beneficiaries b ON b.id = s.beneficiary_id`;

export class KyxService {
  constructor(
    private readonly db: Db,
    /** Absent where no verification partner is configured: then nobody can be verified (503 rail.not_configured). */
    private readonly partner: KycPartner | undefined,
    private readonly linkTtlS: number,
  ) {}

  /** A session asked to last KYX_LINK_TTL_S; the partner answers the expiry it granted, which is what is stored. */
  private async openSession(stepId: string, person: PersonToVerify, previousReference?: string): Promise<KycSession> {
    const expiresAt = new Date(Date.now() + this.linkTtlS * 1000);
    const partner = requireRail(this.partner, 'The verification partner');
    try {
      return await partner.openSession({ externalId: stepId, person, expiresAt, previousReference });
    } catch (error) {
      // The partner could not open a session now: nothing was stored, and the request may be made again.
      if (error instanceof DomainError) throw error;
      throw beneficiaryError('verification.unavailable', `The verification partner could not open a session (${errorText(error)}); retry shortly.`, {
        retryAfterS: 5,
      });
    }
  }

  /** Opens a partner session for each person, before the transaction that stores them: no outside call holds a lock. */
  async prepareSteps(people: PersonOfStep[]): Promise<PreparedStep[]> {
    return Promise.all(
      people.map(async ({ ownerIdentification, person }) => {
        const id = randomUUID();
        return { id, ownerIdentification, session: await this.openSession(id, person) };
      }),
    );
  }

  /** In the beneficiary's creation transaction: the record, its steps, their expiry jobs, and the first BENEFICIARY_KYC. */
  async start(tx: Queryable, beneficiary: BeneficiaryRow, steps: PreparedStep[]): Promise<void> {
    const verificationId = randomUUID();
    await tx.query('INSERT INTO kyx_verifications (id, beneficiary_id) VALUES ($1, $2)', [verificationId, beneficiary.id]);
    for (const [position, step] of steps.entries()) {
      await tx.query(
        `INSERT INTO kyx_steps (id, verification_id, beneficiary_id, integrator_id, position, owner_identification,
                                session_reference, upload_link, sdk_token, accepted_docs, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          step.id,
          verificationId,
          beneficiary.id,
          beneficiary.integrator_id,
          position,
          step.ownerIdentification,
          step.session.reference,
          step.session.uploadLink,
          step.session.sdkToken,
          step.session.acceptedDocs,
          step.session.expiresAt,
        ],
      );
      await this.recordSession(
        tx,
        { id: step.id, integrator_id: beneficiary.integrator_id, automatic_regenerations: 0 },
        step.session.reference,
        step.session.expiresAt,
      );
    }
    await emitBeneficiaryEvent(tx, beneficiary, { operation: 'BENEFICIARY_KYC', success: null, data: await this.record(tx, beneficiary.id) });
  }

  /**
   * Keeps a step's new session, so that its link can answer 410 once replaced, and schedules the link's expiry while
   * automatic regenerations are left; once they are used up, nothing waits for the link to expire. A partner that
   * sends notices has the session read back when its link expires too, whatever the regenerations: a lost notice then
   * costs a wait, never the result.
   */
  private async recordSession(
    tx: Queryable,
    step: Pick<StepRow, 'id' | 'integrator_id' | 'automatic_regenerations'>,
    reference: string,
    expiresAt: Date,
  ): Promise<void> {
    await tx.query('INSERT INTO kyx_sessions (reference, step_id) VALUES ($1, $2)', [reference, step.id]);
    if (this.partner?.capabilities.includes('NOTICES'))
      await enqueueJob(tx, kyxPartnerResultJob, { reference }, { runAt: expiresAt, integratorId: step.integrator_id });
    if (step.automatic_regenerations < MAX_AUTOMATIC_REGENERATIONS) {
      await enqueueJob(tx, kyxLinkExpiryJob, { stepId: step.id }, { runAt: expiresAt, replace: true, integratorId: step.integrator_id });
    } else {
      await cancelJob(tx, kyxLinkExpiryJob, { stepId: step.id });
    }
  }

  /** The verification record as callbacks carry it. */
  private async record(db: Queryable, beneficiaryId: string): Promise<VerificationRecord> {
    const verification = await one<{ id: string; status: VerificationRecord['status'] }>(
      db,
      'SELECT id, status FROM kyx_verifications WHERE beneficiary_id = $1',
      [beneficiaryId],
    );
    const steps = await db.query<StepRow>('SELECT * FROM kyx_steps WHERE verification_id = $1 ORDER BY position', [verification.id]);
    return {
      id: verification.id,
      beneficiaryId,
      status: verification.status,
      steps: steps.map(toStep),
      errors: steps
        .filter((step) => step.status === 'REJECTED')
        .map((step) => ({ kyxStepId: step.id, ownerIdentification: step.owner_identification, message: step.rejection_reason ?? REJECTION_REASON })),
    };
  }

  /** POST /v1/kyx-steps/{id}/regenerate: a new link and token for a step that still waits for its person. */
  async regenerate(integratorId: string, stepId: string): Promise<KyxStep> {
    const step = await maybeOneByUuid<StepState>(this.db, `${STEP_STATE_SELECT} WHERE s.id = $1 AND s.integrator_id = $2`, [stepId, integratorId]);
    if (!step) throw beneficiaryError('kyx_step.not_found');
    if (step.status !== 'PENDING' || step.beneficiary_status !== 'PENDING') throw beneficiaryError('kyx_step.not_regenerable');
    const replaced = await this.replaceSession(step, 'manual');
    if (!replaced) throw beneficiaryError('kyx_step.not_regenerable');
    return toStep(replaced);
  }

  /**
   * The link-expiry job: a fresh link and token, sent by callback, at most 3 times per step; after that the link
   * stays expired until the integrator asks for a new one. Safe to run twice: it acts only on a link that is still
   * the current one and has expired.
   */
  async expireLink(stepId: string): Promise<JobResult> {
    const step = await maybeOne<StepState>(this.db, `${STEP_STATE_SELECT} WHERE s.id = $1`, [stepId]);
    if (!step || step.status !== 'PENDING' || step.beneficiary_status !== 'PENDING') return;
    if (step.automatic_regenerations >= MAX_AUTOMATIC_REGENERATIONS) return;
    if (!step.expired) return { rescheduleAt: step.expires_at };
    await this.replaceSession(step, 'automatic');
  }

  /**
   * A session the partner ended without a decision (read back: PENDING with sessionOver): the step gets a new link and
   * token by callback, as for an expired link, while automatic regenerations are left; after that it is left for the
   * integrator's regenerate. Acts only while the session is the step's current one.
   */
  async replaceEndedSession(step: StepState): Promise<void> {
    if (step.automatic_regenerations >= MAX_AUTOMATIC_REGENERATIONS) return;
    await this.replaceSession(step, 'ended');
  }

  /**
   * Replaces a step's session with a new one (for the same person, reusing the partner's record of them) and sends
   * BENEFICIARY_KYC with the record. An automatic or ended replacement happens only if the session it replaces is still
   * the current one (a manual one may have come first), and an automatic one only once its link has expired. Returns
   * the step, or undefined when the step or its beneficiary moved on meanwhile.
   */
  private async replaceSession(step: StepRow, mode: Replacement): Promise<StepRow | undefined> {
    const holder = await one<Pick<BeneficiaryRow, 'id' | 'person' | 'business' | 'country'>>(
      this.db,
      'SELECT id, person, business, country FROM beneficiaries WHERE id = $1',
      [step.beneficiary_id],
    );
    const session = await this.openSession(step.id, personOfStep(holder, step.owner_identification), step.session_reference);
    return this.db.transaction(async (tx) => {
      const beneficiary = await lockBeneficiary(tx, step.beneficiary_id);
      if (beneficiary.status !== 'PENDING') return undefined;
      const counted = mode !== 'manual';
      const replaced = await maybeOne<StepRow>(
        tx,
        `UPDATE kyx_steps SET session_reference = $2, upload_link = $3, sdk_token = $4, accepted_docs = $5, expires_at = $6,
                automatic_regenerations = automatic_regenerations + $7, updated_at = now()
          WHERE id = $1 AND status = 'PENDING'
            AND (NOT $8 OR (session_reference = $9 AND (NOT $11 OR expires_at <= now()) AND automatic_regenerations < $10))
          RETURNING *`,
        [
          step.id,
          session.reference,
          session.uploadLink,
          session.sdkToken,
          session.acceptedDocs,
          session.expiresAt,
          counted ? 1 : 0,
          counted,
          step.session_reference,
          MAX_AUTOMATIC_REGENERATIONS,
          mode === 'automatic',
        ],
      );
      if (!replaced) return undefined;
      await this.recordSession(tx, replaced, session.reference, session.expiresAt);
      await emitBeneficiaryEvent(tx, beneficiary, {
        operation: 'BENEFICIARY_KYC',
        success: null,
        message: REPLACEMENT_MESSAGES[mode],
        data: await this.record(tx, beneficiary.id),
      });
      return replaced;
    });
  }

  /**
   * Where a link stands: 404 unknown, 410 replaced, expired or its verification closed. A step that already has its
   * result answers with it, so opening the link again changes nothing. A result read back from the partner
   * (`readBack`) is a decision about the person whatever became of the link since: it counts for any session of a step
   * that still waits, replaced or expired (a review that ends after the link did, a person who finished the link the
   * integrator had just replaced).
   */
  private async linkState(db: Queryable, reference: string, readBack = false): Promise<StepState> {
    const step = await maybeOne<StepState>(db, `${STEP_STATE_SELECT} JOIN kyx_sessions k ON k.step_id = s.id WHERE k.reference = $1`, [reference]);
    if (!step) throw beneficiaryError('kyx_link.not_found');
    if (!readBack && step.session_reference !== reference) throw beneficiaryError('kyx.link_replaced');
    if (step.status !== 'PENDING') return step;
    if (step.beneficiary_status !== 'PENDING') throw beneficiaryError('kyx.verification_closed');
    if (!readBack && step.expired) throw beneficiaryError('kyx.link_expired');
    return step;
  }

  /**
   * The partner's result for a session (in the sandbox: the upload link was opened; otherwise read back from the
   * partner, `readBack`). Records the step's result and its images, sends BENEFICIARY_KYC, and moves the beneficiary
   * on when this settles it. Returns the step's status.
   */
  async recordResult(reference: string, result: PartnerResult, options: { readBack?: boolean } = {}): Promise<StepStatus> {
    const readBack = options.readBack ?? false;
    const before = await this.linkState(this.db, reference, readBack);
    if (before.status !== 'PENDING') return before.status;
    const images = result.approved ? await requireRail(this.partner, 'The verification partner').capturedImages(reference) : [];
    return this.db.transaction(async (tx) => {
      const beneficiary = await lockBeneficiary(tx, before.beneficiary_id);
      const step = await this.linkState(tx, reference, readBack);
      if (step.status !== 'PENDING') return step.status;
      const status: StepStatus = result.approved ? 'APPROVED' : 'REJECTED';
      const reason = result.approved ? null : (result.reason ?? REJECTION_REASON);
      await tx.query('UPDATE kyx_steps SET status = $2, rejection_reason = $3, updated_at = now() WHERE id = $1', [step.id, status, reason]);
      for (const [position, image] of images.entries()) {
        await tx.query(
          `INSERT INTO kyx_identity_documents (id, step_id, beneficiary_id, type, file_type, front, back, position)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [randomUUID(), step.id, beneficiary.id, image.type, image.fileType, image.front, image.back, position],
        );
      }
      await cancelJob(tx, kyxLinkExpiryJob, { stepId: step.id });

      const steps = await tx.query<StepRow>('SELECT * FROM kyx_steps WHERE verification_id = $1', [step.verification_id]);
      await tx.query('UPDATE kyx_verifications SET status = $2, updated_at = now() WHERE id = $1', [step.verification_id, recordStatus(steps)]);
      await emitBeneficiaryEvent(tx, beneficiary, {
        operation: 'BENEFICIARY_KYC',
        success: result.approved,
        message: reason,
        data: await this.record(tx, beneficiary.id),
      });
      if (reason === null) {
        await approveWhenComplete(tx, beneficiary);
      } else {
        await rejectBeneficiary(tx, beneficiary, reason);
        // The verification is over: the other steps' links need no fresh ones.
        for (const other of steps) await cancelJob(tx, kyxLinkExpiryJob, { stepId: other.id });
      }
      return status;
    });
  }

  /**
   * Closes a PENDING beneficiary's verification as rejected for a reason found outside it (a sanctions match an
   * operator confirmed): the record REJECTED, BENEFICIARY_KYC with success false and the reason, as a rejected step
   * sends, and the beneficiary REJECTED. In the caller's transaction, under the beneficiary's lock.
   */
  async rejectVerification(tx: Queryable, beneficiary: BeneficiaryRow, reason: string): Promise<void> {
    if (beneficiary.status !== 'PENDING') return;
    await tx.query("UPDATE kyx_verifications SET status = 'REJECTED', updated_at = now() WHERE beneficiary_id = $1", [beneficiary.id]);
    await emitBeneficiaryEvent(tx, beneficiary, { operation: 'BENEFICIARY_KYC', success: false, message: reason, data: await this.record(tx, beneficiary.id) });
    await rejectBeneficiary(tx, beneficiary, reason);
  }

  /**
   * The verification record of one of the integrator's beneficiaries, built by `record` as every BENEFICIARY_KYC's data
   * is (GET /v1/beneficiaries/{id}/verification and the dashboard); 404 for another integrator's beneficiary.
   */
  async verification(integratorId: string, beneficiaryId: string): Promise<VerificationRecord> {
    return this.record(this.db, (await findBeneficiary(this.db, integratorId, beneficiaryId)).id);
  }

  /**
   * The partner's result for one of the integrator's steps, given by step id rather than by the link's secret (the
   * dashboard's sandbox tools): the same `recordResult` as opening the step's current link.
   */
  async recordStepResult(integratorId: string, stepId: string, result: PartnerResult): Promise<StepStatus> {
    const step = await maybeOneByUuid<{ session_reference: string }>(this.db, 'SELECT session_reference FROM kyx_steps WHERE id = $1 AND integrator_id = $2', [
      stepId,
      integratorId,
    ]);
    if (!step) throw beneficiaryError('kyx_step.not_found');
    return this.recordResult(step.session_reference, result);
  }

  /** GET /v1/kyx/{beneficiaryId}/documents: the identity images of each verified person, once the beneficiary is CREATED. */
  async documents(integratorId: string, beneficiaryId: string): Promise<PersonDocuments[]> {
    const beneficiary = await findBeneficiary(this.db, integratorId, beneficiaryId);
    if (beneficiary.status !== 'CREATED') throw beneficiaryError('kyx.not_completed');
    const rows = await this.db.query<{
      owner_identification: string;
      type: IdentityDocumentType;
      file_type: ImageFileType;
      front: Uint8Array;
      back: Uint8Array | null;
    }>(
      `SELECT s.owner_identification, d.type, d.file_type, d.front, d.back
         FROM kyx_identity_documents d JOIN kyx_steps s ON s.id = d.step_id
        WHERE d.beneficiary_id = $1 ORDER BY s.position, d.position`,
      [beneficiary.id],
    );
    const people = new Map<string, PersonDocuments>();
    for (const row of rows) {
      let person = people.get(row.owner_identification);
      if (!person) people.set(row.owner_identification, (person = { personId: row.owner_identification, files: [] }));
      person.files.push({
        front: Buffer.from(row.front).toString('base64'),
        back: row.back === null ? null : Buffer.from(row.back).toString('base64'),
        type: row.type,
        fileType: row.file_type,
      });
    }
    return [...people.values()];
  }
}
