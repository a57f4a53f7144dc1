// Owns the books as an operator reads them: every kind of account with its balance per currency, one owner's accounts,
// and the journal entries a cause wrote (such as `transfer:<id>`) with every posting, and its holds. Read only: what
// moves money is service.ts's.
import type { Queryable } from '../../db/index.ts';
import { amountText, type CurrencyCode, Decimal, formatAmount } from '../../money.ts';
import { holdsAt, kindTotalsAt } from './as-of.ts';
import { normalSide, type AccountKind, type Side } from './service.ts';

export interface AccountBalance {
  kind: AccountKind;
  currency: CurrencyCode;
  /** The beneficiary or integrator the account belongs to; null for the service's own (and for a kind's sum). */
  ownerId: string | null;
  side: Side;
  /** How many accounts this line sums: 1 for one account, every owner's for a kind's line. */
  accounts: number;
  /** On the account's normal side, so a credit-side liability reads positive. */
  balance: string;
  held: string;
}

interface BalanceRow {
  kind: AccountKind;
  currency: CurrencyCode;
  owner_id: string;
  accounts: number;
  debit_balance: string;
  held: string;
}

const BALANCES = `
  FROM ledger_accounts a
  LEFT JOIN (SELECT account_id, sum(CASE direction WHEN 'DEBIT' THEN amount ELSE -amount END) AS debit_balance
               FROM ledger_postings GROUP BY account_id) p ON p.account_id = a.id
  LEFT JOIN (SELECT account_id, sum(amount) AS held FROM ledger_holds WHERE status = 'ACTIVE' GROUP BY account_id) h ON h.account_id = a.id`;

function toBalance(row: BalanceRow): AccountBalance {
  const side = normalSide(row.kind);
  const debitBalance = new Decimal(row.debit_balance);
  return {
    kind: row.kind,
    currency: row.currency,
    ownerId: row.owner_id === '' ? null : row.owner_id,
    side,
    accounts: row.accounts,
    balance: formatAmount(side === 'DEBIT' ? debitBalance : debitBalance.negated()),
    held: amountText(row.held),
  };
}

/**
 * Every kind of account in each currency it holds, its owners' accounts summed (the trial balance's lines, opened up).
 * With `asOf` (an instant parseAsOf checked), as the journal stood then: the accounts opened by then, their postings up to
 * then and what was held then. The postings are read as the trial balance's are: the last checkpoint's totals by kind
 * and the postings since (as-of.ts).
 */
export async function accountBalances(db: Queryable, asOf?: string): Promise<AccountBalance[]> {
  const held = asOf === undefined ? `SELECT account_id, amount FROM ledger_holds WHERE status = 'ACTIVE'` : `SELECT account_id, amount FROM ${holdsAt('$1')} h`;
  const rows = await db.query<BalanceRow>(
    `WITH opened AS (SELECT kind, currency, count(*)::int AS accounts FROM ledger_accounts
                      WHERE created_at <= $1::timestamptz GROUP BY kind, currency),
          moved AS (SELECT kind, currency, sum(debits) - sum(credits) AS debit_balance FROM ${kindTotalsAt('$1')} t GROUP BY kind, currency),
          held AS (SELECT a.kind, a.currency, sum(h.amount) AS held FROM (${held}) h JOIN ledger_accounts a ON a.id = h.account_id
                    GROUP BY a.kind, a.currency)
     SELECT o.kind, o.currency, '' AS owner_id, o.accounts, COALESCE(m.debit_balance, 0) AS debit_balance, COALESCE(h.held, 0) AS held
       FROM opened o LEFT JOIN moved m USING (kind, currency) LEFT JOIN held h USING (kind, currency)
      ORDER BY o.kind, o.currency`,
    [asOf ?? 'infinity'],
  );
  return rows.map(toBalance);
}

/** The accounts one beneficiary or integrator owns (its wallet, its fees payable). */
export async function accountsOf(db: Queryable, ownerId: string): Promise<AccountBalance[]> {
  const rows = await db.query<BalanceRow>(
    `SELECT a.kind, a.currency, a.owner_id, 1 AS accounts, COALESCE(p.debit_balance, 0) AS debit_balance, COALESCE(h.held, 0) AS held
     ${BALANCES} WHERE a.owner_id = $1 ORDER BY a.kind, a.currency`,
    [ownerId],
  );
  return rows.map(toBalance);
}

export interface JournalPosting {
  account: { kind: AccountKind; currency: CurrencyCode; ownerId: string | null };
  direction: Side;
  amount: string;
}

export interface JournalEntry {
  id: string;
  description: string;
  reference: string | null;
  createdAt: string;
  postings: JournalPosting[];
}

/** Every entry the causes wrote (`transfer:<id>`, `payment:<id>`), oldest first, each with every posting, debits first. */
export async function journalFor(db: Queryable, references: string[]): Promise<JournalEntry[]> {
  const rows = await db.query<{
    id: string;
    description: string;
    reference: string | null;
    created_at: Date;
    kind: AccountKind;
    currency: CurrencyCode;
    owner_id: string;
    direction: Side;
    amount: string;
  }>(
    `SELECT e.id, e.description, e.reference, e.created_at, a.kind, p.currency, a.owner_id, p.direction, p.amount
       FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
      WHERE e.reference = ANY($1::text[])
      ORDER BY e.created_at, e.id, p.direction DESC, p.currency, a.kind`,
    [references],
  );
  const entries = new Map<string, JournalEntry>();
  for (const row of rows) {
    let entry = entries.get(row.id);
    if (!entry) {
      entry = { id: row.id, description: row.description, reference: row.reference, createdAt: row.created_at.toISOString(), postings: [] };
      entries.set(row.id, entry);
    }
    entry.postings.push({
      account: { kind: row.kind, currency: row.currency, ownerId: row.owner_id === '' ? null : row.owner_id },
      direction: row.direction,
      amount: amountText(row.amount),
    });
  }
  return [...entries.values()];
}

export interface HoldView {
  id: string;
  account: { kind: AccountKind; currency: CurrencyCode; ownerId: string | null };
  amount: string;
  status: 'ACTIVE' | 'RELEASED' | 'CAPTURED';
  createdAt: string;
  resolvedAt: string | null;
  captureEntryId: string | null;
}

/** The holds the causes took, oldest first. */
export async function holdsFor(db: Queryable, references: string[]): Promise<HoldView[]> {
  const rows = await db.query<{
    id: string;
    kind: AccountKind;
    currency: CurrencyCode;
    owner_id: string;
    amount: string;
    status: HoldView['status'];
    created_at: Date;
    resolved_at: Date | null;
    capture_entry_id: string | null;
  }>(
    `SELECT h.id, a.kind, a.currency, a.owner_id, h.amount, h.status, h.created_at, h.resolved_at, h.capture_entry_id
       FROM ledger_holds h JOIN ledger_accounts a ON a.id = h.account_id
      WHERE h.reference = ANY($1::text[]) ORDER BY h.created_at, h.id`,
    [references],
  );
  return rows.map((row) => ({
    id: row.id,
    account: { kind: row.kind, currency: row.currency, ownerId: row.owner_id === '' ? null : row.owner_id },
    amount: amountText(row.amount),
    status: row.status,
    createdAt: row.created_at.toISOString(),
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    captureEntryId: row.capture_entry_id,
  }));
}
