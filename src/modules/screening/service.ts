// Owns sanctions reviews as the operator works them: the queue (oldest first, filtered by status or integrator) and
// the decision. A decision is one guarded change, in one transaction with its consequences and its audit entry: CLEAR
// lets the beneficiary be approved (at once when its verification is complete) or the contact be paid; CONFIRM
// rejects the beneficiary with its BENEFICIARY_KYC, or blocks the contact for good. The same decision again answers
// the review as it stands; another one is refused, as a decision is final.
import { type Db, type Transaction, isUuid, maybeOne, maybeOneByUuid, one, type Queryable } from '../../db/index.ts';
import { isoText, listPage, type ListRequest, type ListResource, type Page } from '../../db/lists.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import type { DecisionInput, ReviewBody, ReviewHitBody } from './schemas.ts';
import { screeningError } from './errors.ts';
import { screeningList, toScreeningRecord, type ScreeningRow } from './evidence.ts';
import type { ScreeningRecordBody } from './schemas.ts';
import { rescreenAll, type RescreenCounts } from './rescreen.ts';
import type { Screener } from './screener.ts';

/**
 * What the integrator is told when a match is confirmed: that the beneficiary was refused, not which list or entry
 * matched (the lists are public, the operator's finding about its customer is not).
 */
export const CONFIRMED_REASON = 'The beneficiary could not be approved after a compliance review.';

interface ReviewRow {
  id: string;
  integrator_id: string;
  beneficiary_id: string | null;
  payment_contact_id: string | null;
  /** The contact's beneficiary, joined. */
  contact_beneficiary_id: string | null;
  status: ReviewBody['status'];
  hits: ReviewHitBody[];
  threshold: string;
  lists_loaded_at: Date;
  decision_note: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const SELECT = 'r.*, pc.beneficiary_id AS contact_beneficiary_id';
const FROM = 'screening_reviews r LEFT JOIN payment_contacts pc ON pc.id = r.payment_contact_id';

function toReview(row: ReviewRow): ReviewBody {
  const decided = row.status !== 'OPEN' && row.decided_at !== null;
  return {
    id: row.id,
    integratorId: row.integrator_id,
    status: row.status,
    subject: row.beneficiary_id
      ? { type: 'BENEFICIARY', id: row.beneficiary_id, beneficiaryId: row.beneficiary_id }
      : { type: 'PAYMENT_CONTACT', id: row.payment_contact_id!, beneficiaryId: row.contact_beneficiary_id! },
    hits: row.hits,
    threshold: Number(row.threshold),
    listsLoadedAt: row.lists_loaded_at.toISOString(),
    decision: decided
      ? {
          decision: row.status === 'CLEARED' ? 'CLEAR' : 'CONFIRM',
          note: row.decision_note ?? '',
          decidedBy: row.decided_by ?? '',
          decidedAt: row.decided_at!.toISOString(),
        }
      : null,
    createdDate: row.created_at.toISOString(),
    lastModifiedDate: row.updated_at.toISOString(),
  };
}

/** The operator's queue: every integrator's reviews, oldest first unless asked otherwise. */
export const reviewList: ListResource = {
  from: FROM,
  idColumn: 'r.id',
  columns: {
    id: { text: 'r.id::text', order: 'r.id' },
    integratorId: { text: 'r.integrator_id::text', order: 'r.integrator_id' },
    status: { text: 'r.status' },
    'subject.type': { text: "CASE WHEN r.beneficiary_id IS NULL THEN 'PAYMENT_CONTACT' ELSE 'BENEFICIARY' END" },
    'subject.id': { text: 'coalesce(r.beneficiary_id, r.payment_contact_id)::text' },
    'subject.beneficiaryId': { text: 'coalesce(r.beneficiary_id, pc.beneficiary_id)::text' },
    'decision.decidedBy': { text: 'r.decided_by' },
    createdDate: { text: isoText('r.created_at'), order: 'r.created_at' },
    lastModifiedDate: { text: isoText('r.updated_at'), order: 'r.updated_at' },
  },
  defaultSort: { path: 'createdDate', direction: 'ASC', written: 'createdDate,asc' },
};

/**
 * What a decision does to the beneficiary under review. The beneficiaries module owns it (its lifecycle) and context.ts
 * hands it in, so screening never reaches into the beneficiaries' tables or imports their module.
 */
export interface BeneficiaryDecisions<Locked = unknown> {
  /** Takes the beneficiary's lock, as every change of its verification does. */
  lock(tx: Queryable, beneficiaryId: string): Promise<Locked>;
  /** A cleared review no longer holds the beneficiary: approved now if nothing else is missing. */
  cleared(tx: Queryable, beneficiary: Locked): Promise<void>;
  /** A confirmed match rejects the beneficiary with `reason`. */
  confirmed(tx: Queryable, beneficiary: Locked, reason: string): Promise<void>;
}

export class ScreeningService {
  constructor(
    private readonly db: Db,
    private readonly beneficiaries: BeneficiaryDecisions,
    private readonly screener?: Screener,
  ) {}

  /** Screens every party again against the lists of `listsVersion` (rescreen.ts): the job a list change enqueues. */
  rescreen(listsVersion: string): Promise<RescreenCounts> {
    if (!this.screener) throw new Error('ScreeningService built without a screener cannot re-screen');
    return rescreenAll(this.db, this.screener, (tx, id) => this.beneficiaries.lock(tx, id), listsVersion);
  }

  list(request: ListRequest): Promise<Page<ReviewBody>> {
    return listPage(this.db, reviewList, request, undefined, SELECT, toReview);
  }

  /** The screening evidence, newest first unless asked otherwise (GET /v1/admin/screenings, the console). */
  screenings(request: ListRequest): Promise<Page<ScreeningRecordBody>> {
    return listPage(this.db, screeningList, request, undefined, 's.*', toScreeningRecord);
  }

  /** Every screening of one beneficiary or payment contact, newest first: its evidence page in the console. */
  async screeningsOf(subjectId: string): Promise<ScreeningRecordBody[]> {
    if (!isUuid(subjectId)) return [];
    const rows = await this.db.query<ScreeningRow>(
      'SELECT * FROM screenings WHERE beneficiary_id = $1 OR payment_contact_id = $1 ORDER BY created_at DESC, id LIMIT 200',
      [subjectId],
    );
    return rows.map(toScreeningRecord);
  }

  async get(id: string): Promise<ReviewBody> {
    const row = await maybeOneByUuid<ReviewRow>(this.db, `SELECT ${SELECT} FROM ${FROM} WHERE r.id = $1`, [id]);
    if (!row) throw screeningError('review.not_found');
    return toReview(row);
  }

  async decide(id: string, input: DecisionInput, actor: Actor): Promise<ReviewBody> {
    return this.db.transaction((tx) => this.decideIn(tx, id, input, actor));
  }

  /** The decision of `decide` in the caller's transaction. */
  async decideIn(tx: Transaction, id: string, input: DecisionInput, actor: Actor): Promise<ReviewBody> {
    if (!isUuid(id)) throw screeningError('review.not_found');
    const status: ReviewBody['status'] = input.decision === 'CLEAR' ? 'CLEARED' : 'CONFIRMED';
    const row = await (async () => {
      const found = await maybeOne<{ beneficiary_id: string | null }>(tx, 'SELECT beneficiary_id FROM screening_reviews WHERE id = $1', [id]);
      if (!found) throw screeningError('review.not_found');
      // The beneficiary's lock first, as every change of its verification takes it: a step approved at the same
      // moment then either sees this decision or is seen by it, and the beneficiary is approved exactly once.
      const beneficiary = found.beneficiary_id ? await this.beneficiaries.lock(tx, found.beneficiary_id) : undefined;
      const review = await one<ReviewRow>(tx, `SELECT ${SELECT} FROM ${FROM} WHERE r.id = $1 FOR NO KEY UPDATE OF r`, [id]);
      if (review.status === status) return review;
      if (review.status !== 'OPEN')
        throw screeningError(
          'review.already_decided',
          `This review was already ${review.status === 'CLEARED' ? 'cleared' : 'confirmed'}; a decision is final.`,
        );
      const decided = await one<ReviewRow>(
        tx,
        `UPDATE screening_reviews SET status = $2, decision_note = $3, decided_by = $4, decided_at = now(), updated_at = now()
          WHERE id = $1 RETURNING *, $5::uuid AS contact_beneficiary_id`,
        [id, status, input.note, actor.id, review.contact_beneficiary_id],
      );
      if (beneficiary && status === 'CLEARED') await this.beneficiaries.cleared(tx, beneficiary);
      if (beneficiary && status === 'CONFIRMED') await this.beneficiaries.confirmed(tx, beneficiary, CONFIRMED_REASON);
      await recordAudit(tx, {
        actor,
        action: status === 'CLEARED' ? 'screening_review.cleared' : 'screening_review.confirmed',
        resource: { type: 'screening_review', id },
        integratorId: review.integrator_id,
        details: {
          decision: input.decision,
          note: input.note,
          subject: review.beneficiary_id ? { type: 'beneficiary', id: review.beneficiary_id } : { type: 'payment_contact', id: review.payment_contact_id },
        },
      });
      return decided;
    })();
    return toReview(row);
  }
}
