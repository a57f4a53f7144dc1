// Owns how a break (an unmatched reconciliation item) is closed, and the record of it on the run's items. Two ways:
//
//   CORRECTED  a correcting journal entry, proposed by one operator with its reason and evidence and approved by another
//              (the two-person rule, action reconciliation.correct_break: this file's Covered handler, registered by
//              context.ts). The entry posts in the approval's transaction, under the reference `correction:<item id>`,
//              in the break's currency, between rail_cash (the account every break is about) and the internal accounts
//              the operator names; its rail_cash leg must move the books by exactly what the rail and the books differ
//              by, so that the books then say what the rail does. The break's exception is resolved (action `correct`).
//   DISMISSED  the RECONCILIATION_MISMATCH exception resolved by dismissal with a note (modules/operations calls
//              recordDismissal in the resolution's transaction): nothing posts.
//
// Either way every item that shares the break's exception (each run that saw the same movement) records how, by whom,
// why and when, in the same transaction as the entry and the exception's resolution. A later run reads a correction's
// rail_cash leg at the time of the break it corrects (books.ts), so a run of the break's period again matches.
import { maybeOneByUuid, type Queryable, type Transaction } from '../../db/index.ts';
import { Decimal, parseAmount, type CurrencyCode } from '../../money.ts';
import type { Covered } from '../approvals/index.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import { post, type AccountKind } from '../ledger/index.ts';
import { difference } from './compare.ts';
import { reconciliationError } from './errors.ts';
import { itemById, type ItemRow } from './runs.ts';
import type { CorrectionBodyType, RunItemType } from './schemas.ts';

/** A correction as the maker asked for it, carried out as such on approval. */
export interface CorrectBreakRequest extends CorrectionBodyType {
  itemId: string;
  /** The operator who proposed it (the maker): kept on the items with the approver who closed them. */
  proposedBy: { id: string; name: string | null };
}

/** The reference a break's correcting entry stands under in the journal. */
export const correctionReference = (itemId: string): string => `correction:${itemId}`;

interface LockedItem extends ItemRow {
  exception_status: 'OPEN' | 'RESOLVED';
}

async function lockedItem(tx: Transaction, itemId: string): Promise<LockedItem> {
  const row = await maybeOneByUuid<LockedItem>(
    tx,
    `SELECT i.id, i.rail_account, i.currency, i.reference, i.direction, i.outcome, i.ledger_amount::text AS ledger_amount, i.ledger_at,
            i.rail_amount::text AS rail_amount, i.rail_at, i.exception_id, i.closure, i.closed_at, i.closed_by, i.closed_by_name, i.proposed_by,
            i.proposed_by_name, i.closure_note, i.correction_evidence, i.correction_entry_id, e.status AS exception_status
       FROM reconciliation_items i JOIN exceptions e ON e.id = i.exception_id
      WHERE i.id = $1 FOR UPDATE`,
    [itemId],
  );
  if (!row) throw reconciliationError('reconciliation_item.not_found');
  return row;
}

/** What the rail and the books differ by for an item (the rail's less the books'), as its rows keep them. */
const gapOf = (item: ItemRow): Decimal =>
  difference({
    books: item.ledger_amount === null ? undefined : { amount: new Decimal(item.ledger_amount), at: item.ledger_at! },
    rail: item.rail_amount === null ? undefined : { amount: new Decimal(item.rail_amount), at: item.rail_at! },
  });

/**
 * The correction's postings, checked against its break: each in the break's currency, balanced, and its rail_cash legs
 * moving the books by exactly the gap — a debit brings money in (an IN item), a credit takes it out (an OUT item).
 */
function checkedPostings(item: ItemRow, request: CorrectionBodyType) {
  const invalid = (detail: string) => reconciliationError('reconciliation_break.invalid_correction', detail);
  const postings = request.postings.map((p, index) => ({
    account: { kind: p.account.kind as AccountKind, currency: p.account.currencyCode as CurrencyCode },
    direction: p.direction as 'DEBIT' | 'CREDIT',
    amount: parseAmount(p.amount, `/postings/${index}/amount`),
  }));
  const foreign = postings.find((p) => p.account.currency !== item.currency);
  if (foreign) throw invalid(`The break is in ${item.currency}: a correction posts in ${item.currency} only, not ${foreign.account.currency}.`);
  const signed = (p: (typeof postings)[number]) => (p.direction === 'DEBIT' ? p.amount : p.amount.negated());
  const balance = postings.reduce((sum, p) => sum.plus(signed(p)), new Decimal(0));
  if (!balance.isZero()) throw invalid(`The entry does not balance: its debits and credits differ by ${balance.abs().toFixed(2)} ${item.currency}.`);
  const railDebits = postings.filter((p) => p.account.kind === 'rail_cash').reduce((sum, p) => sum.plus(signed(p)), new Decimal(0));
  const moved = item.direction === 'IN' ? railDebits : railDebits.negated();
  const gap = gapOf(item);
  if (!moved.equals(gap)) {
    const wanted = (item.direction === 'IN') === gap.isPositive() ? 'a debit' : 'a credit';
    throw invalid(
      `The books differ from the rail by ${gap.toFixed(2)} ${item.currency} on ${item.reference} ${item.direction}: the entry's rail_cash legs must come to ${wanted} of ${gap.abs().toFixed(2)} ${item.currency} (they come to ${railDebits.isNegative() ? 'a credit' : 'a debit'} of ${railDebits.abs().toFixed(2)}).`,
    );
  }
  return postings;
}

export interface Closure {
  closure: 'CORRECTED' | 'DISMISSED';
  actor: Actor;
  proposedBy?: { id: string; name: string | null } | undefined;
  note: string;
  evidence?: string | undefined;
  entryId?: string | undefined;
}

/** Records on every open item of the break (its exception) how it was closed; answers how many items it closed. */
async function closeItems(tx: Queryable, exceptionId: string, closure: Closure): Promise<number> {
  const closed = await tx.query(
    `UPDATE reconciliation_items SET closure = $2, closed_at = now(), closed_by = $3, closed_by_name = $4, proposed_by = $5, proposed_by_name = $6,
            closure_note = $7, correction_evidence = $8, correction_entry_id = $9
      WHERE exception_id = $1 AND closure IS NULL RETURNING id`,
    [
      exceptionId,
      closure.closure,
      closure.actor.id,
      closure.actor.name ?? null,
      closure.proposedBy?.id ?? null,
      closure.proposedBy?.name ?? null,
      closure.note,
      closure.evidence ?? null,
      closure.entryId ?? null,
    ],
  );
  return closed.length;
}

/** A break's exception dismissed (modules/operations, in the resolution's transaction): its items record who and why. */
export async function recordDismissal(tx: Queryable, exceptionId: string, actor: Actor, note: string): Promise<void> {
  await closeItems(tx, exceptionId, { closure: 'DISMISSED', actor, note });
}

/** A break corrected by a journal entry, under the two-person rule. */
export function correctBreak(): Covered<CorrectBreakRequest> {
  return {
    action: 'reconciliation.correct_break',
    async target(tx, request) {
      const item = await lockedItem(tx, request.itemId);
      return {
        resource: { type: 'reconciliation_item', id: item.id },
        integratorId: null,
        // An item closed since (corrected or dismissed) is another state: its approval answers 412.
        version: item.closure ?? item.exception_status,
        amount: { value: gapOf(item).abs(), currency: item.currency },
      };
    },
    async apply(tx, request, actor): Promise<RunItemType> {
      const item = await lockedItem(tx, request.itemId);
      if (item.closure !== null || item.exception_status !== 'OPEN') {
        throw reconciliationError(
          'reconciliation_break.closed',
          `The break was ${(item.closure ?? 'resolved').toLowerCase()} already${item.closed_by_name ? ` by ${item.closed_by_name}` : ''}.`,
        );
      }
      const postings = checkedPostings(item, request);
      const reference = correctionReference(item.id);
      const description = `Reconciliation correction: ${request.reason}`.slice(0, 500);
      const entryId = await post(tx, { description, reference, postings });
      const proposedBy = request.proposedBy.id === actor.id ? undefined : request.proposedBy;
      const closure: Closure = { closure: 'CORRECTED', actor, proposedBy, note: request.reason, evidence: request.evidence, entryId };
      const items = await closeItems(tx, item.exception_id, closure);
      const outcome = `Corrected by journal entry ${entryId} (${reference}).`;
      await tx.query(
        `UPDATE exceptions SET status = 'RESOLVED', resolved_at = now(),
                resolution = jsonb_build_object('action', 'correct', 'reference', $2::text, 'note', $3::text, 'actor', $4::text, 'outcome', $5::text)
          WHERE id = $1`,
        [item.exception_id, reference, request.reason, actor.id, outcome],
      );
      await recordAudit(tx, {
        actor,
        action: 'reconciliation_break.corrected',
        resource: { type: 'reconciliation_item', id: item.id },
        details: {
          exceptionId: item.exception_id,
          journalEntryId: entryId,
          reference,
          reason: request.reason,
          evidence: request.evidence,
          proposedBy: request.proposedBy,
          items,
          postings: postings.map((p) => ({ account: p.account.kind, direction: p.direction, amount: p.amount.toFixed(2) })),
        },
      });
      return itemById(tx, item.id);
    },
  };
}
