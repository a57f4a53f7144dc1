// Owns the re-screening after a list changed: when the lists are read again with different content (a new lists
// version), every beneficiary not rejected and every payment contact is screened again against them, in batches, each
// party in a transaction of its own. Idempotent per version: a party already screened against this version (at
// creation, at the gate, or by an earlier run) is skipped, and a LIST_CHANGE screening is recorded once per party and
// version (a unique index), so two workers, or a run that died half-way and runs again, screen each party once.
//
// A new hit on a party without a review opens its review (OPEN): a beneficiary's pending transfers are then held for an
// approver by the compliance gate at their payout or release (rule beneficiary_sanctions_match), a contact cannot be
// paid (412 payment_contact.under_review). A party whose earlier review was cleared keeps it (one review per party):
// a hit on another entry is held by the gate at its next payout, which asks about every entry its review did not clear.
import type { Db, Queryable } from '../../db/index.ts';
import { recordScreening } from './evidence.ts';
import { insertReview } from './holds.ts';
import type { BeneficiaryNames, Screener } from './screener.ts';

/** Parties screened per query: each one still commits on its own. */
export const RESCREEN_BATCH = 100;

export interface RescreenCounts {
  /** Whether the lists in use are still the version asked for: a newer one's own run does the work otherwise. */
  current: boolean;
  screened: number;
  hits: number;
  reviewsOpened: number;
}

export async function rescreenAll(
  db: Db,
  screener: Screener,
  lockBeneficiary: (tx: Queryable, beneficiaryId: string) => Promise<unknown>,
  listsVersion: string,
): Promise<RescreenCounts> {
  const counts: RescreenCounts = { current: screener.listsVersion() === listsVersion, screened: 0, hits: 0, reviewsOpened: 0 };
  if (!counts.current) return counts;

  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db.query<{ id: string; integrator_id: string } & BeneficiaryNames>(
      `SELECT b.id, b.integrator_id, b.person, b.business FROM beneficiaries b
        WHERE b.id > $1 AND b.status <> 'REJECTED'
          AND NOT EXISTS (SELECT 1 FROM screenings s WHERE s.beneficiary_id = b.id AND s.lists_version = $2)
        ORDER BY b.id LIMIT ${RESCREEN_BATCH}`,
      [after, listsVersion],
    );
    for (const beneficiary of batch) {
      // The names are screened against the lists in use now: if they changed again meanwhile, the newer version's run
      // takes over and this one stops.
      if (screener.listsVersion() !== listsVersion) return { ...counts, current: false };
      const screening = screener.screenBeneficiary({ person: beneficiary.person ?? undefined, business: beneficiary.business ?? undefined })!;
      await db.transaction(async (tx) => {
        // The beneficiary's lock, as every change of its verification takes it: an approval at the same moment sees the review.
        await lockBeneficiary(tx, beneficiary.id);
        const subject = { integratorId: beneficiary.integrator_id, beneficiaryId: beneficiary.id };
        if (!(await recordScreening(tx, subject, 'LIST_CHANGE', screening))) return;
        counts.screened++;
        if (screening.hits.length === 0) return;
        counts.hits++;
        const [review] = await tx.query('SELECT 1 FROM screening_reviews WHERE beneficiary_id = $1', [beneficiary.id]);
        if (review) return;
        await insertReview(tx, subject, screening);
        counts.reviewsOpened++;
      });
    }
    if (batch.length < RESCREEN_BATCH) break;
    after = batch.at(-1)!.id;
  }

  after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db.query<{ id: string; integrator_id: string; user_info: { name: string; type: 'NATURAL_PERSON' | 'LEGAL_PERSON'; country: string } }>(
      `SELECT c.id, c.integrator_id, c.user_info FROM payment_contacts c
        WHERE c.id > $1 AND NOT EXISTS (SELECT 1 FROM screenings s WHERE s.payment_contact_id = c.id AND s.lists_version = $2)
        ORDER BY c.id LIMIT ${RESCREEN_BATCH}`,
      [after, listsVersion],
    );
    for (const contact of batch) {
      if (screener.listsVersion() !== listsVersion) return { ...counts, current: false };
      const screening = screener.screenContact(contact.user_info)!;
      await db.transaction(async (tx) => {
        const subject = { integratorId: contact.integrator_id, paymentContactId: contact.id };
        if (!(await recordScreening(tx, subject, 'LIST_CHANGE', screening))) return;
        counts.screened++;
        if (screening.hits.length === 0) return;
        counts.hits++;
        // One review per contact, taken here or by its creation: the unique index settles a race between the two.
        const opened = await tx.query('SELECT 1 FROM screening_reviews WHERE payment_contact_id = $1', [contact.id]);
        if (opened.length > 0) return;
        await insertReview(tx, subject, screening);
        counts.reviewsOpened++;
      });
    }
    if (batch.length < RESCREEN_BATCH) break;
    after = batch.at(-1)!.id;
  }
  return counts;
}
