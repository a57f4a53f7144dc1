// Owns what a review holds, as the other modules ask it: a review opened in the transaction that creates its
// beneficiary or payment contact, whether a beneficiary's approval must wait, and whether a contact may be paid.
// Plain queries on the caller's transaction, importing nothing of the modules that call them.
import { randomUUID } from 'node:crypto';
import { maybeOne, type Queryable } from '../../db/index.ts';
import type { Screening } from './screener.ts';
import { screeningError } from './errors.ts';
import { recordScreening } from './evidence.ts';

export type ReviewSubject = { integratorId: string } & ({ beneficiaryId: string } | { paymentContactId: string });

/**
 * Records the screening of a beneficiary or contact in the transaction that creates it (clean or not), and opens its
 * review when its names matched.
 */
export async function openReview(tx: Queryable, subject: ReviewSubject, screening: Screening): Promise<void> {
  await recordScreening(tx, subject, 'CREATION', screening);
  if (screening.hits.length === 0) return;
  await insertReview(tx, subject, screening);
}

/** Opens the review of a beneficiary or contact whose names matched. */
export async function insertReview(tx: Queryable, subject: ReviewSubject, screening: Screening): Promise<void> {
  await tx.query(
    `INSERT INTO screening_reviews (id, integrator_id, beneficiary_id, payment_contact_id, hits, threshold, lists_loaded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      randomUUID(),
      subject.integratorId,
      'beneficiaryId' in subject ? subject.beneficiaryId : null,
      'paymentContactId' in subject ? subject.paymentContactId : null,
      JSON.stringify(screening.hits),
      screening.threshold,
      screening.listsLoadedAt,
    ],
  );
}

/** Whether the beneficiary waits for an operator: its review is open. It is then not approved, whatever its verification. */
export async function beneficiaryUnderReview(tx: Queryable, beneficiaryId: string): Promise<boolean> {
  return (await maybeOne(tx, "SELECT 1 FROM screening_reviews WHERE beneficiary_id = $1 AND status = 'OPEN'", [beneficiaryId])) !== undefined;
}

/**
 * 412 unless the contact may be paid: it matched nothing, or its review cleared it. A decision is final, so a contact
 * found payable here cannot have been blocked by a decision racing this check.
 */
export async function requireContactPayable(tx: Queryable, paymentContactId: string): Promise<void> {
  const review = await maybeOne<{ status: string }>(tx, 'SELECT status FROM screening_reviews WHERE payment_contact_id = $1', [paymentContactId]);
  if (review?.status === 'OPEN') throw screeningError('payment_contact.under_review');
  if (review?.status === 'CONFIRMED') throw screeningError('payment_contact.blocked');
}
