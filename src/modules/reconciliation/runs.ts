// Owns the reconciliation_runs and reconciliation_items tables: a run's result written in one transaction with an
// exception RECONCILIATION_MISMATCH for each unmatched item (so a run and its items for a person exist together or not
// at all), and read back for the operator's API.
import { randomUUID } from 'node:crypto';
import { isUuid, type Queryable, type Transaction } from '../../db/index.ts';
import { isoText, type ListResource } from '../../db/lists.ts';
import { amountText, type CurrencyCode, Decimal, formatAmount } from '../../money.ts';
import type { MovementDirection, RailAccount } from '../../rails/capabilities/statement.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import { openException } from '../exceptions/index.ts';
import { balancesOf, openPeriodBreaks, saveBalances, type BalanceComparison } from './balances.ts';
import { difference, type ComparedItem, type Period, type Unmatched } from './compare.ts';
import type { RunAccountType, RunBodyType, RunItemType, RunWithItemsType } from './schemas.ts';

/** SCHEDULED: the daily job; MANUAL: an operator's run of a period; STATEMENT: a bank statement's import (bank-statements.ts). */
export type Trigger = 'SCHEDULED' | 'MANUAL' | 'STATEMENT';

export interface RunRow {
  id: string;
  trigger: Trigger;
  period_start: Date;
  period_end: Date;
  slack_s: number;
  accounts: RunAccountType[];
  matched: number;
  missing_in_books: number;
  missing_at_rail: number;
  amount_differs: number;
  created_at: Date;
}

export interface ItemRow {
  id: string;
  rail_account: RailAccount;
  currency: CurrencyCode;
  reference: string;
  direction: MovementDirection;
  outcome: Unmatched;
  ledger_amount: string | null;
  ledger_at: Date | null;
  rail_amount: string | null;
  rail_at: Date | null;
  exception_id: string;
  closure: 'CORRECTED' | 'DISMISSED' | null;
  closed_at: Date | null;
  closed_by: string | null;
  closed_by_name: string | null;
  proposed_by: string | null;
  proposed_by_name: string | null;
  closure_note: string | null;
  correction_evidence: string | null;
  correction_entry_id: string | null;
}

const LABELS: Record<RailAccount, string> = {
  'pix-collection': 'PIX collection account',
  'cop-collection': 'Colombian collection account',
  'br-payouts': 'BR payout rail',
  'co-payouts': 'CO payout rail',
  'usd-bank': 'USD bank',
  chain: 'Chain (funding wallets)',
};

export const runList: ListResource = {
  from: 'reconciliation_runs r',
  idColumn: 'r.id',
  columns: {
    id: { text: 'r.id::text', order: 'r.id' },
    trigger: { text: 'r.trigger' },
    periodStart: { text: isoText('r.period_start'), order: 'r.period_start' },
    periodEnd: { text: isoText('r.period_end'), order: 'r.period_end' },
    createdDate: { text: isoText('r.created_at'), order: 'r.created_at' },
  },
};

export function toRun(row: RunRow): RunBodyType {
  return {
    id: row.id,
    trigger: row.trigger,
    periodStart: row.period_start.toISOString(),
    periodEnd: row.period_end.toISOString(),
    slackSeconds: row.slack_s,
    totals: { matched: row.matched, missingInBooks: row.missing_in_books, missingAtRail: row.missing_at_rail, amountDiffers: row.amount_differs },
    accounts: row.accounts,
    createdDate: row.created_at.toISOString(),
  };
}

const side = (amount: string | null, at: Date | null) => (amount === null || at === null ? null : { amount: amountText(amount), at: at.toISOString() });

function toItem(row: ItemRow): RunItemType {
  return {
    id: row.id,
    railAccount: row.rail_account,
    currencyCode: row.currency,
    reference: row.reference,
    direction: row.direction,
    outcome: row.outcome,
    books: side(row.ledger_amount, row.ledger_at),
    rail: side(row.rail_amount, row.rail_at),
    exceptionId: row.exception_id,
    closure:
      row.closure === null
        ? null
        : {
            how: row.closure,
            at: row.closed_at!.toISOString(),
            by: { id: row.closed_by!, name: row.closed_by_name },
            proposedBy: row.proposed_by === null ? null : { id: row.proposed_by, name: row.proposed_by_name },
            note: row.closure_note!,
            evidence: row.correction_evidence,
            journalEntryId: row.correction_entry_id,
          },
  };
}

const ITEM_COLUMNS = `id, rail_account, currency, reference, direction, outcome, ledger_amount::text AS ledger_amount, ledger_at,
            rail_amount::text AS rail_amount, rail_at, exception_id, closure, closed_at, closed_by, closed_by_name, proposed_by, proposed_by_name,
            closure_note, correction_evidence, correction_entry_id`;

/** One item as the run shows it. */
export async function itemById(db: Queryable, id: string): Promise<RunItemType> {
  const [row] = await db.query<ItemRow>(`SELECT ${ITEM_COLUMNS} FROM reconciliation_items WHERE id = $1`, [id]);
  return toItem(row!);
}

export async function runWithItems(db: Queryable, run: RunRow): Promise<RunWithItemsType> {
  const items = await db.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS}
       FROM reconciliation_items WHERE run_id = $1 ORDER BY rail_account, reference, direction`,
    [run.id],
  );
  return { ...toRun(run), items: items.map(toItem), balances: await balancesOf(db, run.id) };
}

/** What an item says to the person who reads its exception. */
function reasonOf(item: ComparedItem & { outcome: Unmatched }): string {
  const where = `${LABELS[item.account]} (${item.currency}), ${item.reference} ${item.direction}`;
  const amount = (value: Decimal) => `${formatAmount(value)} ${item.currency}`;
  const moved = item.direction === 'IN' ? 'received' : 'sent';
  const railId = item.railId === undefined ? '' : ` The rail's id: ${item.railId}.`;
  switch (item.outcome) {
    case 'MISSING_IN_BOOKS':
      return `${where}: the rail shows ${amount(item.rail!.amount)} ${moved} at ${item.rail!.at.toISOString()}, and the books have no such movement.${railId}`;
    case 'MISSING_AT_RAIL':
      return `${where}: the books show ${amount(item.books!.amount)} ${moved} at ${item.books!.at.toISOString()}, and the rail has no such movement.${railId}`;
    case 'AMOUNT_DIFFERS':
      return `${where}: the books show ${amount(item.books!.amount)}, the rail ${amount(item.rail!.amount)}.${railId}`;
  }
}

/** The integrator a reference is about, where one is (for the exceptions' filter by integrator). */
async function integratorOf(tx: Queryable, reference: string): Promise<string | null> {
  const [kind, id] = [reference.slice(0, reference.indexOf(':')), reference.slice(reference.indexOf(':') + 1)];
  const table = { transfer: 'transfers', payment: 'payments', payment_in: 'payments_in' }[kind];
  if (table && isUuid(id)) {
    const [row] = await tx.query<{ integrator_id: string }>(`SELECT integrator_id FROM ${table} WHERE id = $1`, [id]);
    return row?.integrator_id ?? null;
  }
  if (kind === 'copin') {
    const [row] = await tx.query<{ integrator_id: string | null }>('SELECT integrator_id FROM cop_payins WHERE payin_id = $1', [id]);
    return row?.integrator_id ?? null;
  }
  if (kind === 'pix') {
    const [row] = await tx.query<{ integrator_id: string | null }>('SELECT integrator_id FROM pix_received WHERE end_to_end_id = $1', [id]);
    return row?.integrator_id ?? null;
  }
  return null;
}

/**
 * The exception that asks about an unmatched item: one still open for the same movement (an earlier run of an
 * overlapping period found it too) is shared, else a new one, resolved by dismissing it with a note or by a correcting
 * journal entry (breaks.ts).
 */
async function exceptionFor(tx: Transaction, itemId: string, item: ComparedItem & { outcome: Unmatched }, runId: string): Promise<string> {
  const [open] = await tx.query<{ id: string }>(
    `SELECT id FROM exceptions WHERE kind = 'RECONCILIATION_MISMATCH' AND status = 'OPEN' AND details ->> 'key' = $1 ORDER BY created_at LIMIT 1`,
    [item.key],
  );
  if (open) return open.id;
  return openException(tx, {
    kind: 'RECONCILIATION_MISMATCH',
    integratorId: await integratorOf(tx, item.reference),
    resourceType: 'reconciliation_item',
    resourceId: itemId,
    amount: difference(item).abs(),
    currency: item.currency,
    reason: reasonOf(item),
    details: {
      key: item.key,
      runId,
      railAccount: item.account,
      reference: item.reference,
      direction: item.direction,
      railId: item.railId ?? null,
      outcome: item.outcome,
      booksAmount: item.books ? formatAmount(item.books.amount) : null,
      booksAt: item.books?.at.toISOString() ?? null,
      railAmount: item.rail ? formatAmount(item.rail.amount) : null,
      railAt: item.rail?.at.toISOString() ?? null,
    },
    actions: ['dismiss'],
  });
}

export interface NewRun {
  trigger: Trigger;
  period: Period;
  slackS: number;
  accounts: RunAccountType[];
  unmatched: Array<ComparedItem & { outcome: Unmatched }>;
  startedAt: Date;
  /** Each provider's balance against the books (balances.ts). */
  balances?: BalanceComparison[] | undefined;
  /** Who asked for the run, when a person did: the audit log records it with the run. */
  actor?: Actor | undefined;
}

/** Writes a run, its unmatched items and their exceptions (and the operator's request in the audit log), in the caller's transaction. */
export async function saveRun(tx: Transaction, run: NewRun): Promise<RunWithItemsType> {
  const id = randomUUID();
  const accounts = await openPeriodBreaks(tx, id, run.accounts);
  const total = (field: 'matched' | 'missingInBooks' | 'missingAtRail' | 'amountDiffers') => accounts.reduce((sum, account) => sum + account[field], 0);
  const [row] = await tx.query<RunRow>(
    `INSERT INTO reconciliation_runs (id, trigger, period_start, period_end, slack_s, accounts, matched, missing_in_books, missing_at_rail, amount_differs, started_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11) RETURNING *`,
    [
      id,
      run.trigger,
      run.period.start,
      run.period.end,
      run.slackS,
      JSON.stringify(accounts),
      total('matched'),
      total('missingInBooks'),
      total('missingAtRail'),
      total('amountDiffers'),
      run.startedAt,
    ],
  );
  for (const item of run.unmatched) {
    const itemId = randomUUID();
    const exceptionId = await exceptionFor(tx, itemId, item, id);
    await tx.query(
      `INSERT INTO reconciliation_items (id, run_id, rail_account, currency, reference, direction, outcome, ledger_amount, ledger_at, rail_amount, rail_at, exception_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        itemId,
        id,
        item.account,
        item.currency,
        item.reference,
        item.direction,
        item.outcome,
        item.books?.amount ?? null,
        item.books?.at ?? null,
        item.rail?.amount ?? null,
        item.rail?.at ?? null,
        exceptionId,
      ],
    );
  }
  await saveBalances(tx, id, run.balances ?? []);
  if (run.actor) {
    await recordAudit(tx, {
      actor: run.actor,
      action: 'reconciliation_run.created',
      resource: { type: 'reconciliation_run', id },
      details: { periodStart: run.period.start.toISOString(), periodEnd: run.period.end.toISOString(), unmatched: run.unmatched.length },
    });
  }
  return runWithItems(tx, row!);
}
