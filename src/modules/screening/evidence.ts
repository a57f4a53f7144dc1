// Owns the evidence of screening: every screening of a beneficiary's or payment contact's names is recorded, clean ones
// included, with the lists it used (each list's name, entries and digest, and when they were read), the threshold,
// the result, the best score and every hit (migration 051). Recorded at creation (holds.ts), at the compliance gate
// before each payout and release, and after a list changed (rescreen.ts); read by operators (routes.ts, the console).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/index.ts';
import { isoText, type ListResource } from '../../db/lists.ts';
import type { ReviewHitBody, ScreeningRecordBody } from './schemas.ts';
import type { ListsVersion, Screening } from './screener.ts';

export type ScreeningOccasion = 'CREATION' | 'PAYOUT' | 'RELEASE' | 'LIST_CHANGE';
export type ScreenedSubject = { integratorId: string } & ({ beneficiaryId: string } | { paymentContactId: string });

/**
 * Records `screening` of `subject` in the caller's transaction. A LIST_CHANGE screening is recorded once per subject
 * and version of the lists: answers false when it was already (another process, or an earlier run of the job).
 */
export async function recordScreening(tx: Queryable, subject: ScreenedSubject, occasion: ScreeningOccasion, screening: Screening): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO screenings (id, integrator_id, beneficiary_id, payment_contact_id, occasion, lists, lists_version, threshold, result, top_score, hits)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      randomUUID(),
      subject.integratorId,
      'beneficiaryId' in subject ? subject.beneficiaryId : null,
      'paymentContactId' in subject ? subject.paymentContactId : null,
      occasion,
      screening.lists,
      screening.listsVersion,
      screening.threshold,
      screening.hits.length > 0 ? 'HIT' : 'CLEAR',
      screening.hits[0]?.score ?? null,
      JSON.stringify(screening.hits),
    ],
  );
  return rows.length === 1;
}

export interface ScreeningRow {
  id: string;
  integrator_id: string;
  beneficiary_id: string | null;
  payment_contact_id: string | null;
  occasion: ScreeningOccasion;
  lists: ListsVersion;
  lists_version: string;
  threshold: string;
  result: 'CLEAR' | 'HIT';
  top_score: string | null;
  hits: ReviewHitBody[];
  created_at: Date;
}

export const toScreeningRecord = (row: ScreeningRow): ScreeningRecordBody => ({
  id: row.id,
  integratorId: row.integrator_id,
  subject: row.beneficiary_id ? { type: 'BENEFICIARY', id: row.beneficiary_id } : { type: 'PAYMENT_CONTACT', id: row.payment_contact_id! },
  occasion: row.occasion,
  lists: row.lists,
  listsVersion: row.lists_version,
  threshold: Number(row.threshold),
  result: row.result,
  topScore: row.top_score === null ? null : Number(row.top_score),
  hits: row.hits,
  createdDate: row.created_at.toISOString(),
});

/** Every screening, newest first: an auditor reads the latest evidence first. */
export const screeningList: ListResource = {
  from: 'screenings s',
  idColumn: 's.id',
  defaultSort: { path: 'createdDate', direction: 'DESC' },
  columns: {
    id: { text: 's.id::text', order: 's.id' },
    integratorId: { text: 's.integrator_id::text' },
    'subject.type': { text: "CASE WHEN s.beneficiary_id IS NULL THEN 'PAYMENT_CONTACT' ELSE 'BENEFICIARY' END" },
    'subject.id': { text: 'coalesce(s.beneficiary_id, s.payment_contact_id)::text' },
    occasion: { text: 's.occasion' },
    result: { text: 's.result' },
    listsVersion: { text: 's.lists_version' },
    createdDate: { text: isoText('s.created_at'), order: 's.created_at' },
  },
};
