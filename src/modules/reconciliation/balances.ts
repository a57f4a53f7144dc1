// Owns the comparison of each provider's balance with the books: for each provider account (rails/capabilities/
// balance.ts; one may hold several rail accounts, as Bitso's COP account holds cop-collection and co-payouts), its
// balance now against the ledger's rail_cash balance of those rail accounts as of the instant the provider gave
// (ledger/as-of.ts). Read outside any transaction (a provider is called); written with the run, in its transaction, with
// an exception RECONCILIATION_MISMATCH for a difference (one open per provider account, shared by the runs that see it).
// A balance that cannot be read is said (UNREADABLE, with the reason), never left out.
//
// A provider that can tell its balance as of a past instant (rails/capabilities/balance.ts: PeriodBalances, the chain's
// state at a block) has the period's opening and closing balances checked too: at the period's start and end, against
// the books as of just before each (the period's end is exclusive). They are kept with the run's account
// (periodBalances); a difference is a break, an exception RECONCILIATION_MISMATCH per account and instant (the closing of
// one day and the opening of the next share it).
import type { Queryable, Transaction } from '../../db/index.ts';
import { errorText } from '../../errors.ts';
import { Decimal, formatAmount, type CurrencyCode } from '../../money.ts';
import { hasPeriodBalances, type ProviderBalance, type RailBalance, type RailBalances } from '../../rails/capabilities/balance.ts';
import { RAIL_ACCOUNTS, RAIL_ACCOUNT_CURRENCY, type RailAccount } from '../../rails/capabilities/statement.ts';
import { openException } from '../exceptions/index.ts';
import { postingsBetween } from '../ledger/index.ts';
import type { Period } from './compare.ts';
import type { PeriodBalancesType, RunAccountType } from './schemas.ts';
import type { BalanceComparisonType } from './schemas.ts';

export type BalanceOutcome = 'MATCHED' | 'DIFFERS' | 'UNREADABLE' | 'NOT_CONFIGURED';

export interface BalanceComparison {
  railAccounts: RailAccount[];
  currency: CurrencyCode;
  outcome: BalanceOutcome;
  provider: { amount: Decimal; at: Date } | undefined;
  books: Decimal | undefined;
  reason: string | null;
}

/** The ledger's rail_cash balance of `accounts` in `currency` as of `at` (debits less credits). */
async function booksAt(db: Queryable, accounts: RailAccount[], currency: CurrencyCode, at: Date): Promise<Decimal> {
  const [row] = await db.query<{ total: string }>(
    `SELECT COALESCE(sum(CASE p.direction WHEN 'DEBIT' THEN p.amount ELSE -p.amount END), 0)::text AS total
       FROM ${postingsBetween('NULL', '$3', `p.account_id IN (SELECT id FROM ledger_accounts WHERE kind = 'rail_cash' AND owner_id = ANY($1::text[]) AND currency = $2)`)} p`,
    [accounts, currency, at.toISOString()],
  );
  return new Decimal(row?.total ?? 0);
}

/**
 * The opening and closing balances of `account` over `period` at its provider against the books, where its provider
 * can tell them (undefined where it cannot); exceptions are opened when the run is saved (openPeriodBreaks).
 */
export async function comparePeriodBalances(
  db: Queryable,
  balances: RailBalances,
  account: RailAccount,
  period: Period,
): Promise<PeriodBalancesType | undefined> {
  const source = balances[account];
  if (!source || 'unreadable' in source || !hasPeriodBalances(source)) return undefined;
  const currency = RAIL_ACCOUNT_CURRENCY[account];
  let read: { opening: ProviderBalance; closing: ProviderBalance };
  try {
    read = await source.periodBalances(period.start, period.end);
  } catch (error) {
    return { opening: null, closing: null, reason: `The provider's balances could not be read: ${errorText(error)}` };
  }
  const edge = async (provider: ProviderBalance) => {
    // The books as of just before the instant: a period's end is exclusive, and its start is the previous one's end.
    const books = await booksAt(db, [account], currency, new Date(provider.at.getTime() - 1));
    const difference = provider.amount.minus(books);
    return {
      outcome: difference.isZero() ? ('MATCHED' as const) : ('DIFFERS' as const),
      provider: { amount: provider.amount.toFixed(), at: provider.at.toISOString() },
      books: formatAmount(books),
      difference: difference.toFixed(),
      exceptionId: null,
    };
  };
  return { opening: await edge(read.opening), closing: await edge(read.closing), reason: null };
}

/** Opens the exception of each opening or closing balance that differs, in the run's transaction; answers the accounts with them. */
export async function openPeriodBreaks(tx: Transaction, runId: string, accounts: RunAccountType[]): Promise<RunAccountType[]> {
  const opened: RunAccountType[] = [];
  for (const account of accounts) {
    const balances = account.periodBalances;
    if (!balances) {
      opened.push(account);
      continue;
    }
    const withException = async (edge: PeriodBalancesType['opening'], which: 'opening' | 'closing') => {
      if (!edge || edge.outcome !== 'DIFFERS') return edge;
      const exceptionId = await openException(tx, {
        kind: 'RECONCILIATION_MISMATCH',
        integratorId: null,
        resourceType: 'reconciliation_balance',
        resourceId: `${account.railAccount}@${edge.provider.at}`,
        amount: new Decimal(edge.difference).abs(),
        currency: account.currencyCode,
        reason:
          `The provider's ${which} balance of ${account.railAccount} is ${edge.provider.amount} ${account.currencyCode} at ${edge.provider.at}; ` +
          `the books show ${edge.books} ${account.currencyCode} then (a difference of ${edge.difference} ${account.currencyCode}).`,
        details: {
          runId,
          railAccounts: [account.railAccount],
          edge: which,
          providerAmount: edge.provider.amount,
          booksAmount: edge.books,
          difference: edge.difference,
          at: edge.provider.at,
        },
        actions: ['dismiss'],
      });
      return { ...edge, exceptionId };
    };
    opened.push({
      ...account,
      periodBalances: { ...balances, opening: await withException(balances.opening, 'opening'), closing: await withException(balances.closing, 'closing') },
    });
  }
  return opened;
}

/** Every provider account's balance against the books, in the order of RAIL_ACCOUNTS. */
export async function compareBalances(db: Queryable, balances: RailBalances): Promise<BalanceComparison[]> {
  const groups = new Map<RailBalance | { unreadable: string } | undefined, RailAccount[]>();
  const unconfigured: RailAccount[][] = [];
  for (const account of RAIL_ACCOUNTS) {
    const source = balances[account];
    if (!source) unconfigured.push([account]);
    else groups.set(source, [...(groups.get(source) ?? []), account]);
  }
  const compared: BalanceComparison[] = unconfigured.map((accounts) => ({
    railAccounts: accounts,
    currency: RAIL_ACCOUNT_CURRENCY[accounts[0]!],
    outcome: 'NOT_CONFIGURED',
    provider: undefined,
    books: undefined,
    reason: 'The rail is not configured.',
  }));
  for (const [source, accounts] of groups) {
    const currency = RAIL_ACCOUNT_CURRENCY[accounts[0]!];
    const unreadable = (reason: string): BalanceComparison => ({
      railAccounts: accounts,
      currency,
      outcome: 'UNREADABLE',
      provider: undefined,
      books: undefined,
      reason,
    });
    if (!source) continue;
    if ('unreadable' in source) {
      compared.push(unreadable(source.unreadable));
      continue;
    }
    let read;
    try {
      read = await source.balance();
    } catch (error) {
      compared.push(unreadable(`The provider's balance could not be read: ${errorText(error)}`));
      continue;
    }
    if (read.currency !== currency) {
      compared.push(unreadable(`The provider answered a balance in ${read.currency}, not ${currency}.`));
      continue;
    }
    const books = await booksAt(db, accounts, currency, read.at);
    compared.push({
      railAccounts: accounts,
      currency,
      outcome: read.amount.equals(books) ? 'MATCHED' : 'DIFFERS',
      provider: { amount: read.amount, at: read.at },
      books,
      reason: null,
    });
  }
  return compared.sort((a, b) => RAIL_ACCOUNTS.indexOf(a.railAccounts[0]!) - RAIL_ACCOUNTS.indexOf(b.railAccounts[0]!));
}

interface BalanceRow {
  rail_account: RailAccount;
  rail_accounts: RailAccount[];
  currency: CurrencyCode;
  outcome: BalanceOutcome;
  provider_amount: string | null;
  provider_at: Date | null;
  books_amount: string | null;
  difference: string | null;
  reason: string | null;
  exception_id: string | null;
}

/** Writes the run's comparisons (and an exception for each difference), in the run's transaction. */
export async function saveBalances(tx: Transaction, runId: string, compared: BalanceComparison[]): Promise<void> {
  for (const item of compared) {
    const account = item.railAccounts[0]!;
    const difference = item.provider && item.books ? item.provider.amount.minus(item.books) : undefined;
    let exceptionId: string | null = null;
    if (item.outcome === 'DIFFERS') {
      const shown = (value: Decimal) => `${value.toFixed()} ${item.currency}`;
      exceptionId = await openException(tx, {
        kind: 'RECONCILIATION_MISMATCH',
        integratorId: null,
        resourceType: 'reconciliation_balance',
        resourceId: account,
        amount: difference!.abs(),
        currency: item.currency,
        reason:
          `The provider's balance of ${item.railAccounts.join(' + ')} is ${shown(item.provider!.amount)} at ${item.provider!.at.toISOString()}; ` +
          `the books show ${shown(item.books!)} then (a difference of ${shown(difference!)}).`,
        details: {
          runId,
          railAccounts: item.railAccounts,
          providerAmount: item.provider!.amount.toFixed(),
          booksAmount: formatAmount(item.books!),
          difference: difference!.toFixed(),
          at: item.provider!.at.toISOString(),
        },
        actions: ['dismiss'],
      });
    }
    await tx.query(
      `INSERT INTO reconciliation_balances (run_id, rail_account, rail_accounts, currency, outcome, provider_amount, provider_at, books_amount, difference, reason, exception_id)
       VALUES ($1, $2, $3::text[], $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        runId,
        account,
        item.railAccounts,
        item.currency,
        item.outcome,
        item.provider?.amount.toFixed() ?? null,
        item.provider?.at ?? null,
        item.books?.toFixed(2) ?? null,
        difference?.toFixed() ?? null,
        item.reason,
        exceptionId,
      ],
    );
  }
}

const comparisonOf = (row: BalanceRow): BalanceComparisonType => ({
  railAccounts: row.rail_accounts,
  currencyCode: row.currency,
  outcome: row.outcome,
  provider: row.provider_amount === null || row.provider_at === null ? null : { amount: row.provider_amount, at: row.provider_at.toISOString() },
  books: row.books_amount === null ? null : formatAmount(new Decimal(row.books_amount)),
  difference: row.difference,
  reason: row.reason,
  exceptionId: row.exception_id,
});

/** A run's comparisons, as its answer shows them. */
export async function balancesOf(db: Queryable, runId: string): Promise<BalanceComparisonType[]> {
  const rows = await db.query<BalanceRow>(
    `SELECT rail_account, rail_accounts, currency, outcome, provider_amount::text AS provider_amount, provider_at, books_amount::text AS books_amount,
            difference::text AS difference, reason, exception_id FROM reconciliation_balances WHERE run_id = $1`,
    [runId],
  );
  rows.sort((a, b) => RAIL_ACCOUNTS.indexOf(a.rail_account) - RAIL_ACCOUNTS.indexOf(b.rail_account));
  return rows.map(comparisonOf);
}

/** The last comparison of each rail account's provider balance, from the newest run that compared it. */
export async function latestBalances(db: Queryable): Promise<Map<RailAccount, BalanceComparisonType & { runId: string }>> {
  const rows = await db.query<BalanceRow & { run_id: string }>(
    `SELECT DISTINCT ON (b.rail_account) b.run_id, b.rail_account, b.rail_accounts, b.currency, b.outcome, b.provider_amount::text AS provider_amount,
            b.provider_at, b.books_amount::text AS books_amount, b.difference::text AS difference, b.reason, b.exception_id
       FROM reconciliation_balances b JOIN reconciliation_runs r ON r.id = b.run_id
      ORDER BY b.rail_account, r.created_at DESC`,
  );
  return new Map(rows.map((row) => [row.rail_account, { runId: row.run_id, ...comparisonOf(row) }]));
}
