// The balance movements export: every change to the USDC balance of the integrator's beneficiaries in the period,
// oldest first, each with the beneficiary's balance and available balance after it (what GET
// /v1/beneficiaries/{id}/balances would have read at that moment). A balance is the beneficiary_wallet account of the
// ledger (src/modules/ledger/service.ts); what changes it:
//
//   CREDIT          a posting to the wallet (an on-ramp settled, a payment in)    balance +, available +
//   DEBIT           a posting out of the wallet not taken from a hold             balance -, available -
//   HOLD            funds set aside (a payment or a direct off-ramp created)      balance =, available -
//   HOLD_RELEASED   held funds given back (the payment or off-ramp failed)        balance =, available +
//   HOLD_CAPTURED   held funds spent (the payment or off-ramp succeeded)          balance -, available =
//
// The balances start from what the wallet held when the period began (read once per beneficiary, the first time it
// appears) and follow the rows. Keyset pages on (time, key), the key telling a posting ('p' and its id) from a hold's
// start ('h', its id, '.0') and end ('.1'), so that rows of one transaction (one time) keep a stable order.
import type { Queryable } from '../../db/index.ts';
import { one } from '../../db/index.ts';
import { amountText, Decimal, formatAmount } from '../../money.ts';
import type { CsvColumn } from './csv.ts';
import { keysetRows, type KeysetSource } from './keyset.ts';
import { Binder, isoTime, type ExportScope } from './scope.ts';

export type MovementType = 'CREDIT' | 'DEBIT' | 'HOLD' | 'HOLD_RELEASED' | 'HOLD_CAPTURED';

interface MovementRow {
  at: Date;
  cursor_at: string;
  key: string;
  account_id: string;
  beneficiary_id: string;
  integrator_beneficiary_id: string;
  type: MovementType;
  amount: string;
  description: string;
  reference: string | null;
  entry_id: string | null;
}

export interface BalanceMovement extends MovementRow {
  balanceChange: Decimal;
  balanceAfter: Decimal;
  availableAfter: Decimal;
}

export const balanceMovementColumns: CsvColumn<BalanceMovement>[] = [
  { header: 'occurredAt', value: (row) => isoTime(row.at) },
  { header: 'beneficiaryId', value: (row) => row.beneficiary_id },
  { header: 'integratorBeneficiaryId', value: (row) => row.integrator_beneficiary_id },
  { header: 'type', value: (row) => row.type },
  { header: 'currency', value: () => 'USDC' },
  { header: 'amount', value: (row) => amountText(row.amount), amount: true },
  { header: 'balanceChange', value: (row) => formatAmount(row.balanceChange), amount: true },
  { header: 'balanceAfter', value: (row) => formatAmount(row.balanceAfter), amount: true },
  { header: 'availableAfter', value: (row) => formatAmount(row.availableAfter), amount: true },
  { header: 'description', value: (row) => row.description },
  { header: 'reference', value: (row) => row.reference },
  { header: 'journalEntryId', value: (row) => row.entry_id },
];

function movementSource(scope: ExportScope & { integratorId: string }): KeysetSource<MovementRow> {
  return {
    page(after, limit) {
      const bind = new Binder();
      const integrator = bind.add(scope.integratorId);
      const from = `${bind.add(scope.from)}::timestamptz`;
      const to = `${bind.add(scope.to)}::timestamptz`;
      const beneficiary = scope.beneficiaryId ? `AND b.id = ${bind.add(scope.beneficiaryId)}::uuid` : '';
      const cursor = after ? `WHERE (m.at, m.key) > (${bind.add(after.at)}::timestamptz, ${bind.add(after.id)} COLLATE "C")` : '';
      const sql = `
        WITH wallets AS (
          SELECT a.id AS account_id, b.id AS beneficiary_id, b.integrator_beneficiary_id
            FROM beneficiaries b
            JOIN ledger_accounts a ON a.kind = 'beneficiary_wallet' AND a.currency = 'USDC' AND a.owner_id = b.id::text
           WHERE b.integrator_id = ${integrator} ${beneficiary}
        ), movements AS (
          SELECT e.created_at AS at, ('p' || p.id::text) COLLATE "C" AS key, w.account_id, w.beneficiary_id, w.integrator_beneficiary_id,
                 CASE WHEN h.id IS NOT NULL THEN 'HOLD_CAPTURED' WHEN p.direction = 'CREDIT' THEN 'CREDIT' ELSE 'DEBIT' END AS type,
                 p.amount, e.description, e.reference, e.id AS entry_id
            FROM wallets w
            JOIN ledger_postings p ON p.account_id = w.account_id
            JOIN ledger_entries e ON e.id = p.entry_id
            LEFT JOIN ledger_holds h ON h.capture_entry_id = e.id AND h.account_id = w.account_id AND p.direction = 'DEBIT'
           WHERE e.created_at >= ${from} AND e.created_at < ${to}
          UNION ALL
          SELECT h.created_at, ('h' || h.id::text || '.0') COLLATE "C", w.account_id, w.beneficiary_id, w.integrator_beneficiary_id,
                 'HOLD', h.amount, 'Funds held', h.reference, NULL
            FROM wallets w JOIN ledger_holds h ON h.account_id = w.account_id
           WHERE h.created_at >= ${from} AND h.created_at < ${to}
          UNION ALL
          SELECT h.resolved_at, ('h' || h.id::text || '.1') COLLATE "C", w.account_id, w.beneficiary_id, w.integrator_beneficiary_id,
                 'HOLD_RELEASED', h.amount, 'Held funds released', h.reference, NULL
            FROM wallets w JOIN ledger_holds h ON h.account_id = w.account_id
           WHERE h.status = 'RELEASED' AND h.resolved_at >= ${from} AND h.resolved_at < ${to}
        )
        SELECT m.at, m.at::text AS cursor_at, m.key, m.account_id, m.beneficiary_id, m.integrator_beneficiary_id, m.type, m.amount::text,
               m.description, m.reference, m.entry_id
          FROM movements m ${cursor}
         ORDER BY m.at, m.key LIMIT ${bind.add(limit)}`;
      return { sql, params: bind.values };
    },
    cursorOf: (row) => ({ at: row.cursor_at, id: row.key }),
  };
}

interface WalletState {
  total: Decimal;
  held: Decimal;
}

/** What a wallet held just before `at`: its postings, and the holds active then. */
async function openingState(db: Queryable, accountId: string, at: Date): Promise<WalletState> {
  const row = await one<{ total: string; held: string }>(
    db,
    `SELECT COALESCE((SELECT sum(CASE p.direction WHEN 'CREDIT' THEN p.amount ELSE -p.amount END)
                        FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
                       WHERE p.account_id = $1 AND e.created_at < $2), 0)::text AS total,
            COALESCE((SELECT sum(amount) FROM ledger_holds
                       WHERE account_id = $1 AND created_at < $2 AND (resolved_at IS NULL OR resolved_at >= $2)), 0)::text AS held`,
    [accountId, at],
  );
  return { total: new Decimal(row.total), held: new Decimal(row.held) };
}

/** How each type moves the balance (total) and the held amount. */
const EFFECT: Record<MovementType, { total: -1 | 0 | 1; held: -1 | 0 | 1 }> = {
  CREDIT: { total: 1, held: 0 },
  DEBIT: { total: -1, held: 0 },
  HOLD: { total: 0, held: 1 },
  HOLD_RELEASED: { total: 0, held: -1 },
  HOLD_CAPTURED: { total: -1, held: -1 },
};

/** The movements of the scope with the running balances; one state per beneficiary seen, never the rows. */
export async function* balanceMovements(db: Queryable, scope: ExportScope & { integratorId: string }, pageSize: number): AsyncGenerator<BalanceMovement> {
  const states = new Map<string, WalletState>();
  for await (const row of keysetRows(db, movementSource(scope), pageSize)) {
    let state = states.get(row.account_id);
    if (!state) {
      state = await openingState(db, row.account_id, scope.from);
      states.set(row.account_id, state);
    }
    const amount = new Decimal(row.amount);
    const effect = EFFECT[row.type];
    const balanceChange = amount.times(effect.total);
    state.total = state.total.plus(balanceChange);
    state.held = state.held.plus(amount.times(effect.held));
    yield { ...row, balanceChange, balanceAfter: state.total, availableAfter: state.total.minus(state.held) };
  }
}
