// Owns the beneficiary's states. PENDING -> CREATED (kycVerified) once every verification step is approved and, for
// a business, each of its three documents was accepted by an operator's review (files.ts), and no sanctions review
// holds it; PENDING -> REJECTED with the reason when
// a step is rejected or a review confirms a match. Both are final.
// Callers hold the beneficiary's lock (lockBeneficiary) and run these in the transaction of the change that caused them.
import { one, type Queryable } from '../../db/index.ts';
import { beneficiaryUnderReview } from '../screening/index.ts';
import { emitBeneficiaryEvent, toBeneficiary, type BeneficiaryRow } from './model.ts';
import { BUSINESS_DOCUMENT_TYPES } from './schemas.ts';

/** How many of the three required business documents a beneficiary has. */
export async function businessDocumentCount(tx: Queryable, beneficiaryId: string): Promise<number> {
  const row = await one<{ count: number }>(
    tx,
    'SELECT count(DISTINCT type)::int AS count FROM beneficiary_files WHERE beneficiary_id = $1 AND type = ANY($2::text[])',
    [beneficiaryId, BUSINESS_DOCUMENT_TYPES],
  );
  return row.count;
}

/** How many of the three required business documents an operator has accepted. */
export async function acceptedBusinessDocuments(tx: Queryable, beneficiaryId: string): Promise<number> {
  const row = await one<{ count: number }>(
    tx,
    `SELECT count(DISTINCT type)::int AS count FROM beneficiary_files
      WHERE beneficiary_id = $1 AND type = ANY($2::text[]) AND review_status = 'ACCEPTED'`,
    [beneficiaryId, BUSINESS_DOCUMENT_TYPES],
  );
  return row.count;
}

/**
 * Moves a PENDING beneficiary to CREATED when nothing is missing any more, and sends BENEFICIARY_APPROVED. A
 * beneficiary whose sanctions review is open waits: the review's CLEAR calls this again.
 */
export async function approveWhenComplete(tx: Queryable, beneficiary: BeneficiaryRow): Promise<void> {
  if (beneficiary.status !== 'PENDING') return;
  const steps = await one<{ total: number; approved: number }>(
    tx,
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'APPROVED')::int AS approved FROM kyx_steps WHERE beneficiary_id = $1`,
    [beneficiary.id],
  );
  if (steps.total === 0 || steps.approved < steps.total) return;
  if (beneficiary.type === 'BUSINESS' && (await acceptedBusinessDocuments(tx, beneficiary.id)) < BUSINESS_DOCUMENT_TYPES.length) return;
  if (await beneficiaryUnderReview(tx, beneficiary.id)) return;
  const created = await one<BeneficiaryRow>(
    tx,
    `UPDATE beneficiaries SET status = 'CREATED', kyc_verified = true, updated_at = now() WHERE id = $1 RETURNING *`,
    [beneficiary.id],
  );
  await emitBeneficiaryEvent(tx, created, { operation: 'BENEFICIARY_APPROVED', success: true, data: toBeneficiary(created) });
}

/** Moves a PENDING beneficiary to REJECTED with the reason. */
export async function rejectBeneficiary(tx: Queryable, beneficiary: BeneficiaryRow, reason: string): Promise<void> {
  if (beneficiary.status !== 'PENDING') return;
  await tx.query(`UPDATE beneficiaries SET status = 'REJECTED', rejection_reason = $2, updated_at = now() WHERE id = $1`, [beneficiary.id, reason]);
}
