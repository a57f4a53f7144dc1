// Owns what each action under the two-person rule is about and how it is carried out: each one's module does the work
// (in the transaction it is given), this file only says which resource it concerns and what state of it the request
// was made against. Registered once per process (context.ts).
import { maybeOne, type Transaction } from '../../db/index.ts';
import { Decimal, parseAmount, type CurrencyCode } from '../../money.ts';
import { fieldChanges, recordAudit } from '../audit/index.ts';
import { corridorError, type CorridorChange, type CorridorStore } from '../corridors/index.ts';
import type { ExceptionAction } from '../exceptions/index.ts';
import type { IntegratorChanges, IntegratorService } from '../integrators/index.ts';
import { post, type AccountKind } from '../ledger/index.ts';
import type { OperationsService } from '../operations/index.ts';
import { screeningError, type DecisionInput, type ScreeningService } from '../screening/index.ts';
import { approvalError } from './errors.ts';
import type { JournalEntryRequest } from './schemas.ts';
import { toPolicy, type ApprovalAction, type ApprovalService, type Covered } from './service.ts';

/** The exception actions that move money or settle a payout: the rest (retry, dismiss) one operator may take. */
export const MONEY_RESOLUTIONS: ReadonlySet<ExceptionAction> = new Set(['mark_paid', 'mark_returned', 'execute', 'fail']);

export interface ExceptionResolveRequest {
  exceptionId: string;
  action: ExceptionAction;
  reference?: string | undefined;
  note: string;
}

export interface ReviewDecisionRequest extends DecisionInput {
  reviewId: string;
}

export interface CorridorUpdateRequest {
  corridorId: string;
  change: CorridorChange;
}

export interface IntegratorFeeRequest {
  integratorId: string;
  /** The change as checked (IntegratorService.checkedChanges): the fee, and any other field sent with it. */
  changes: IntegratorChanges;
}

export interface PolicyUpdateRequest {
  policy: ApprovalAction;
  twoPerson: boolean;
  threshold: { value: string; currencyCode: string } | null;
}

export function exceptionResolution(operations: OperationsService): Covered<ExceptionResolveRequest> {
  return {
    action: 'exception.resolve',
    covers: (request) => MONEY_RESOLUTIONS.has(request.action),
    async target(tx, request) {
      const row = await operations.lockedRow(tx, request.exceptionId);
      return {
        resource: { type: 'exception', id: row.id },
        integratorId: row.integrator_id,
        version: row.status,
        amount: row.amount === null ? undefined : { value: new Decimal(row.amount), currency: row.currency ?? '' },
      };
    },
    apply: (tx, request, actor) => operations.resolveIn(tx, request.exceptionId, { action: request.action, reference: request.reference, note: request.note, actor }),
  };
}

export function reviewDecision(screening: ScreeningService): Covered<ReviewDecisionRequest> {
  return {
    action: 'screening_review.decide',
    async target(tx, request) {
      const row = await maybeOne<{ status: string; integrator_id: string | null }>(tx, 'SELECT status, integrator_id FROM screening_reviews WHERE id::text = $1', [request.reviewId]);
      if (!row) throw screeningError('review.not_found');
      return { resource: { type: 'screening_review', id: request.reviewId }, integratorId: row.integrator_id, version: row.status };
    },
    apply: (tx, request, actor) => screening.decideIn(tx, request.reviewId, { decision: request.decision, note: request.note }, actor),
  };
}

export function corridorUpdate(corridors: CorridorStore): Covered<CorridorUpdateRequest> {
  return {
    action: 'corridor.update',
    async target(tx, request) {
      const row = await maybeOne<{ updated_at: Date }>(tx, 'SELECT updated_at FROM corridors WHERE country = $1 FOR NO KEY UPDATE', [request.corridorId]);
      if (!row) throw corridorError('corridor.not_found');
      return { resource: { type: 'corridor', id: request.corridorId }, integratorId: null, version: row.updated_at.toISOString() };
    },
    apply: (tx, request, actor) => corridors.updateIn(tx, request.corridorId, request.change, actor),
    afterCommit: () => corridors.forget(),
  };
}

export function integratorFee(integrators: IntegratorService): Covered<IntegratorFeeRequest> {
  return {
    action: 'integrator.fee',
    async target(tx, request) {
      const row = await integrators.row(request.integratorId, tx, true);
      return { resource: { type: 'integrator', id: row.id }, integratorId: row.id, version: row.updated_at.toISOString() };
    },
    // The fee is under the rule; a change without a new fee is the integrator's or one operator's.
    covers: (request) => request.changes.integratorFeeBps !== undefined,
    apply: async (tx, request, actor) => (await integrators.updateIn(tx, request.integratorId, request.changes, actor)).after,
    // A status change sent with the fee drops the integrator's cached tokens here at once (the others by NOTIFY).
    afterCommit: (_result, request) => {
      if (request.changes.status !== undefined) integrators.announceRevoked(request.integratorId);
    },
  };
}

/** A balanced entry between internal accounts, posted by hand: `manual:<reference>`, once. */
export function manualJournalEntry(): Covered<JournalEntryRequest> {
  return {
    action: 'journal.manual_entry',
    async target(tx, request) {
      const postings = checkedPostings(request);
      const currencies = new Set(postings.map((p) => p.account.currency));
      const debits = postings.filter((p) => p.direction === 'DEBIT').reduce((sum, p) => sum.plus(p.amount), new Decimal(0));
      return {
        resource: { type: 'journal_entry', id: `manual:${request.reference}` },
        integratorId: null,
        version: (await referenceUsed(tx, request.reference)) ? 'posted' : 'new',
        amount: currencies.size === 1 ? { value: debits, currency: [...currencies][0]! } : undefined,
      };
    },
    async apply(tx, request, actor) {
      if (await referenceUsed(tx, request.reference)) throw approvalError('journal_entry.reference_used');
      const postings = checkedPostings(request);
      const description = `Manual entry: ${request.reason}`.slice(0, 500);
      const id = await post(tx, { description, reference: `manual:${request.reference}`, postings });
      const shown = postings.map((p) => ({ account: { kind: p.account.kind, currencyCode: p.account.currency }, direction: p.direction, amount: p.amount.toFixed(2) }));
      await recordAudit(tx, { actor, action: 'journal_entry.posted', resource: { type: 'journal_entry', id }, details: { reference: `manual:${request.reference}`, reason: request.reason, postings: shown } });
      return { id, reference: `manual:${request.reference}`, description, postings: shown };
    },
  };
}

const referenceUsed = async (tx: Transaction, reference: string): Promise<boolean> =>
  (await maybeOne(tx, 'SELECT 1 FROM ledger_entries WHERE reference = $1 LIMIT 1', [`manual:${reference}`])) !== undefined;

function checkedPostings(request: JournalEntryRequest) {
  const postings = request.postings.map((p, index) => ({
    account: { kind: p.account.kind as AccountKind, currency: p.account.currencyCode as CurrencyCode },
    direction: p.direction as 'DEBIT' | 'CREDIT',
    amount: parseAmount(p.amount, `/postings/${index}/amount`),
  }));
  const sums = new Map<string, Decimal>();
  for (const p of postings) {
    const signed = p.direction === 'DEBIT' ? p.amount : p.amount.negated();
    sums.set(p.account.currency, (sums.get(p.account.currency) ?? new Decimal(0)).plus(signed));
  }
  const off = [...sums].filter(([, sum]) => !sum.isZero());
  if (off.length > 0) {
    throw approvalError(
      'journal_entry.unbalanced',
      `The entry does not balance: ${off.map(([currency, sum]) => `${currency} debits ${sum.isPositive() ? 'exceed' : 'fall short of'} credits by ${sum.abs().toFixed(2)}`).join('; ')}.`,
    );
  }
  return postings;
}

/** An approval policy's change: itself under the rule. */
export function policyUpdate(): Covered<PolicyUpdateRequest> {
  return {
    action: 'approval_policy.update',
    async target(tx, request) {
      const row = await maybeOne<{ updated_at: Date }>(tx, 'SELECT updated_at FROM approval_policies WHERE action = $1 FOR NO KEY UPDATE', [request.policy]);
      if (!row) throw approvalError('approval_policy.not_found');
      return { resource: { type: 'approval_policy', id: request.policy }, integratorId: null, version: row.updated_at.toISOString() };
    },
    async apply(tx, request, actor) {
      if (request.policy === 'approval_policy.update' && (!request.twoPerson || request.threshold !== null)) throw approvalError('approval_policy.locked');
      const threshold = request.threshold === null ? null : parseAmount(request.threshold.value, '/threshold/value');
      const before = await maybeOne<Parameters<typeof toPolicy>[0]>(tx, 'SELECT * FROM approval_policies WHERE action = $1', [request.policy]);
      const after = await maybeOne<Parameters<typeof toPolicy>[0]>(
        tx,
        `UPDATE approval_policies SET two_person = $2, threshold = $3, threshold_currency = $4, updated_at = now()
          WHERE action = $1 AND (two_person, threshold, threshold_currency) IS DISTINCT FROM ($2::boolean, $3::numeric, $4::text) RETURNING *`,
        [request.policy, request.twoPerson, threshold?.toFixed(2) ?? null, request.threshold?.currencyCode ?? null],
      );
      if (!after) return toPolicy(before!);
      await recordAudit(tx, {
        actor,
        action: 'approval_policy.updated',
        resource: { type: 'approval_policy', id: request.policy },
        details: { changes: fieldChanges(toPolicy(before!), toPolicy(after), ['twoPerson', 'threshold']) },
      });
      return toPolicy(after);
    },
  };
}

/** Puts every covered action under the rule. */
export function registerCovered(
  approvals: ApprovalService,
  services: { operations: OperationsService; screening: ScreeningService; corridors: CorridorStore; integrators: IntegratorService },
): void {
  approvals.register(exceptionResolution(services.operations));
  approvals.register(reviewDecision(services.screening));
  approvals.register(corridorUpdate(services.corridors));
  approvals.register(integratorFee(services.integrators));
  approvals.register(manualJournalEntry());
  approvals.register(policyUpdate());
}
