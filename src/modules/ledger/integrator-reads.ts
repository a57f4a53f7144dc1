// Owns the books as an integrator reads them: per currency, what its beneficiaries hold (their wallets: total, held
// for payments and off-ramps under way, available) and the fees collected on its behalf, and the movements of those
// accounts, newest first, as a list (contract section 5's filters and sort, plus a time range). Read only. Only the
// integrator's own accounts are ever read: its beneficiaries' wallets and its fees payable.
import type { Queryable } from '../../db/index.ts';
import { isoText, listPage, type ListRequest, type ListResource, type Page } from '../../db/lists.ts';
import { amountText, type CurrencyCode, Decimal, formatAmount } from '../../money.ts';

/** The integrator's kinds of account: its beneficiaries' balances, and the fees Ponte collected for it. */
export type IntegratorAccountKind = 'beneficiary_wallet' | 'integrator_fees_payable';

export interface IntegratorBalance {
  currency: CurrencyCode;
  kind: IntegratorAccountKind;
  /** How many accounts the line sums (one per beneficiary with a wallet). */
  accounts: number;
  total: string;
  /** Held for payments and off-ramps under way: it leaves when they succeed, comes back when they fail. */
  pending: string;
  available: string;
}

/** The accounts of one integrator: a condition on `a` alone, so the planner reads only those accounts' postings. */
const OWNED = `((a.kind = 'integrator_fees_payable' AND a.owner_id = $1::text)
  OR (a.kind = 'beneficiary_wallet' AND a.owner_id IN (SELECT b.id::text FROM beneficiaries b WHERE b.integrator_id = $1::uuid)))`;

/** Every currency the integrator has an account in, each kind on its own line. Balances are on the credit side. */
export async function integratorBalances(db: Queryable, integratorId: string): Promise<IntegratorBalance[]> {
  const rows = await db.query<{ currency: CurrencyCode; kind: IntegratorAccountKind; accounts: number; total: string; held: string }>(
    `SELECT a.currency, a.kind, count(*)::int AS accounts,
            COALESCE(sum((SELECT sum(CASE p.direction WHEN 'CREDIT' THEN p.amount ELSE -p.amount END) FROM ledger_postings p WHERE p.account_id = a.id)), 0)::text AS total,
            COALESCE(sum((SELECT sum(h.amount) FROM ledger_holds h WHERE h.account_id = a.id AND h.status = 'ACTIVE')), 0)::text AS held
       FROM ledger_accounts a WHERE ${OWNED}
      GROUP BY a.currency, a.kind ORDER BY a.currency, a.kind`,
    [integratorId],
  );
  return rows.map((row) => {
    const total = new Decimal(row.total);
    const held = new Decimal(row.held);
    return {
      currency: row.currency,
      kind: row.kind,
      accounts: row.accounts,
      total: formatAmount(total),
      pending: formatAmount(held),
      available: formatAmount(total.minus(held)),
    };
  });
}

export interface Movement {
  id: string;
  createdAt: string;
  currency: CurrencyCode;
  kind: IntegratorAccountKind;
  /** The beneficiary whose balance moved; null for the integrator's fees. */
  beneficiaryId: string | null;
  /** CREDIT raises the balance, DEBIT lowers it (both kinds are credit-side accounts). */
  direction: 'CREDIT' | 'DEBIT';
  amount: string;
  description: string;
  /** What caused it: `transfer:<id>`, `payment:<id>`, `payment_in:<id>`. */
  reference: string | null;
}

interface MovementRow {
  id: string;
  created_at: Date;
  currency: CurrencyCode;
  kind: IntegratorAccountKind;
  owner_id: string;
  direction: 'CREDIT' | 'DEBIT';
  amount: string;
  description: string;
  reference: string | null;
}

const movementList: ListResource = {
  from: 'ledger_accounts a JOIN ledger_postings p ON p.account_id = a.id JOIN ledger_entries e ON e.id = p.entry_id',
  idColumn: 'p.id',
  columns: {
    id: { text: 'p.id::text', order: 'p.id' },
    currency: { text: 'a.currency' },
    kind: { text: 'a.kind' },
    direction: { text: 'p.direction' },
    amount: { text: 'p.amount::text', order: 'p.amount' },
    beneficiaryId: { text: "CASE a.kind WHEN 'beneficiary_wallet' THEN a.owner_id END" },
    reference: { text: 'e.reference' },
    createdAt: { text: isoText('e.created_at'), order: 'e.created_at' },
  },
  defaultSort: { path: 'createdAt', direction: 'DESC', written: 'createdAt,desc' },
};

/** The movements of the integrator's accounts, newest first unless sorted otherwise. */
export function integratorMovements(db: Queryable, integratorId: string, request: ListRequest): Promise<Page<Movement>> {
  // The scope is the integrator's accounts: listPage binds the id as $1, which OWNED reads.
  return listPage(
    db,
    movementList,
    request,
    { column: `${OWNED} AND $1::text`, value: integratorId },
    'p.id, e.created_at, a.currency, a.kind, a.owner_id, p.direction, p.amount::text, e.description, e.reference',
    (row: MovementRow): Movement => ({
      id: row.id,
      createdAt: row.created_at.toISOString(),
      currency: row.currency,
      kind: row.kind,
      beneficiaryId: row.kind === 'beneficiary_wallet' ? row.owner_id : null,
      direction: row.direction,
      amount: amountText(row.amount),
      description: row.description,
      reference: row.reference,
    }),
  );
}
