// The actions under the two-person rule that belong to no other module (a manual journal entry, a policy's change),
// and their registration with the others'. Each other covered action is described by its own module (its covered.ts:
// which resource a request concerns, what state of it the request was made against, how it is carried out, in the
// transaction it is given) and handed in by context.ts, so this module imports none of the modules that submit to it.
import { maybeOne, type Transaction } from '../../db/index.ts';
import { Decimal, parseAmount, type CurrencyCode } from '../../money.ts';
import { fieldChanges, recordAudit } from '../audit/index.ts';
import { post, type AccountKind } from '../ledger/index.ts';
import { approvalError } from './errors.ts';
import type { JournalEntryRequest } from './schemas.ts';
import { toPolicy, type ApprovalAction, type ApprovalService, type Covered } from './service.ts';

export interface PolicyUpdateRequest {
  policy: ApprovalAction;
  twoPerson: boolean;
  threshold: { value: string; currencyCode: string } | null;
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
      const shown = postings.map((p) => ({
        account: { kind: p.account.kind, currencyCode: p.account.currency },
        direction: p.direction,
        amount: p.amount.toFixed(2),
      }));
      await recordAudit(tx, {
        actor,
        action: 'journal_entry.posted',
        resource: { type: 'journal_entry', id },
        details: { reference: `manual:${request.reference}`, reason: request.reason, postings: shown },
      });
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

/** Puts every covered action under the rule: the other modules' (`others`) and this module's own. */
export function registerCovered(approvals: ApprovalService, others: readonly Covered<never>[]): void {
  for (const covered of others) approvals.register(covered);
  approvals.register(manualJournalEntry());
  approvals.register(policyUpdate());
}
