// Owns liquidity: the money the service has at each of its rail accounts, and the rule that a payout or a release of
// USDC never takes an account below its minimum.
//
// Each rail account (rails/capabilities/statement.ts) is a liquidity account: a row of liquidity_accounts (migration 053) with its
// currency, minimum and target, and a ledger account of its own (rail_cash owned by the rail account). Its balance is
// read from the ledger, never stored:
//   total      the ledger's balance of its rail_cash account
//   committed  what it already owes: at a payout account, the off-ramps' payouts sent and not yet confirmed (their
//              ledger entry is written when the rail confirms), at the USD account the payments admitted and not yet
//              settled; at a collection account, the customer money received
//              there and not yet converted or returned (customer_deposits, deposits_to_return); at the USDC hot wallet,
//              every USDC owed to customers (beneficiaries' balances, deposits not yet settled or owed back)
//   free       total less committed
// Admission (`admit`, in the caller's transaction, under the account row's lock so that two payouts cannot both take
// the same money): a payout of `amount` goes when free - amount >= minimum. Otherwise it is held: the resource stays
// as it is (a FUNDED transfer, its payout not claimed), an exception LIQUIDITY_SHORT is opened for it, and the account
// is marked low (low_since, an audit entry liquidity_account.low: the admin event; ponte_liquidity_low for alerts). A
// refill (refills.ts, under the two-person rule) books the money in and sends the held ones to execute again, each
// admitted again then.
//
// LIQUIDITY_CHECK=off (the sandbox's default, whose rails hold no real money) admits everything; the balances are read
// all the same.
import type { Queryable } from '../../db/index.ts';
import { maybeOne } from '../../db/index.ts';
import { Decimal, formatAmount, type CurrencyCode } from '../../money.ts';
import { RAIL_ACCOUNTS, type RailAccount } from '../../rails/capabilities/statement.ts';
import { recordAudit, systemActor } from '../audit/index.ts';
import { openException, type ResourceType } from '../exceptions/index.ts';
import { liquidityError } from './errors.ts';
import type { LiquidityAccountType } from './schemas.ts';

export interface LiquidityAccountRow {
  rail_account: RailAccount;
  name: string;
  currency: CurrencyCode;
  minimum: string;
  target: string;
  low_since: Date | null;
  updated_at: Date;
}

export interface LiquidityBalance {
  total: Decimal;
  committed: Decimal;
  free: Decimal;
}

const isRailAccount = (value: string): value is RailAccount => (RAIL_ACCOUNTS as readonly string[]).includes(value);

/** The account's row, locked when `lock` (an admission or a change); 404 for a name that is no rail account. */
export async function accountRow(db: Queryable, railAccount: string, lock = false): Promise<LiquidityAccountRow> {
  if (!isRailAccount(railAccount)) throw liquidityError('liquidity_account.not_found');
  const row = await maybeOne<LiquidityAccountRow>(db, `SELECT * FROM liquidity_accounts WHERE rail_account = $1${lock ? ' FOR UPDATE' : ''}`, [railAccount]);
  if (!row) throw liquidityError('liquidity_account.not_found');
  return row;
}

/** What the customers' accounts of `kinds` in `currency` are owed, summed (credits less debits). */
const OWED_SQL = `SELECT COALESCE(sum(CASE p.direction WHEN 'CREDIT' THEN p.amount ELSE -p.amount END), 0) AS owed
  FROM ledger_accounts a JOIN ledger_postings p ON p.account_id = a.id
 WHERE a.kind = ANY($1::text[]) AND a.currency = $2`;

/** What the account already owes (see the head of this file). */
async function committedOf(db: Queryable, account: LiquidityAccountRow): Promise<Decimal> {
  switch (account.rail_account) {
    case 'br-payouts':
    case 'co-payouts': {
      const row = await maybeOne<{ sent: string }>(
        db,
        `SELECT COALESCE(sum(to_value), 0) AS sent FROM transfers
          WHERE type = 'OFF_RAMP' AND status = 'PENDING' AND payout_started_at IS NOT NULL AND to_currency = $1`,
        [account.currency],
      );
      return new Decimal(row?.sent ?? 0);
    }
    case 'pix-collection':
    case 'cop-collection': {
      const row = await maybeOne<{ owed: string }>(db, OWED_SQL, [['customer_deposits', 'deposits_to_return'], account.currency]);
      return new Decimal(row?.owed ?? 0);
    }
    case 'chain': {
      const row = await maybeOne<{ owed: string }>(db, OWED_SQL, [['beneficiary_wallet', 'customer_deposits', 'deposits_to_return'], 'USDC']);
      return new Decimal(row?.owed ?? 0);
    }
    case 'usd-bank': {
      // A payment's USD leaves the ledger when it settles: from its admission (migration 059) until then it is owed.
      const row = await maybeOne<{ sent: string }>(
        db,
        `SELECT COALESCE(sum(total_amount), 0) AS sent FROM payments WHERE status = 'PENDING' AND payout_admitted_at IS NOT NULL`,
      );
      return new Decimal(row?.sent ?? 0);
    }
  }
}

/** The account's total, committed and free balance, from the ledger. */
export async function balanceOf(db: Queryable, account: LiquidityAccountRow): Promise<LiquidityBalance> {
  const row = await maybeOne<{ total: string }>(
    db,
    `SELECT COALESCE(sum(CASE p.direction WHEN 'DEBIT' THEN p.amount ELSE -p.amount END), 0) AS total
       FROM ledger_accounts a JOIN ledger_postings p ON p.account_id = a.id
      WHERE a.kind = 'rail_cash' AND a.owner_id = $1 AND a.currency = $2`,
    [account.rail_account, account.currency],
  );
  const total = new Decimal(row?.total ?? 0);
  const committed = await committedOf(db, account);
  return { total, committed, free: total.minus(committed) };
}

export async function toLiquidityAccount(db: Queryable, row: LiquidityAccountRow): Promise<LiquidityAccountType> {
  const balance = await balanceOf(db, row);
  const held = await maybeOne<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM exceptions WHERE kind = 'LIQUIDITY_SHORT' AND status = 'OPEN' AND details ->> 'railAccount' = $1`,
    [row.rail_account],
  );
  const minimum = new Decimal(row.minimum);
  return {
    railAccount: row.rail_account,
    name: row.name,
    currencyCode: row.currency,
    balance: { total: formatAmount(balance.total), committed: formatAmount(balance.committed), free: formatAmount(balance.free) },
    minimum: formatAmount(minimum),
    target: formatAmount(new Decimal(row.target)),
    belowMinimum: balance.free.lt(minimum),
    lowSince: row.low_since?.toISOString() ?? null,
    heldCount: held?.n ?? 0,
    lastModifiedDate: row.updated_at.toISOString(),
  };
}

/** Every liquidity account with its balances, in the order of RAIL_ACCOUNTS. */
export async function listAccounts(db: Queryable): Promise<LiquidityAccountType[]> {
  const rows = await db.query<LiquidityAccountRow>('SELECT * FROM liquidity_accounts');
  rows.sort((a, b) => RAIL_ACCOUNTS.indexOf(a.rail_account) - RAIL_ACCOUNTS.indexOf(b.rail_account));
  const accounts: LiquidityAccountType[] = [];
  for (const row of rows) accounts.push(await toLiquidityAccount(db, row));
  return accounts;
}

/** What asks to take money out of an account: a payout, or a release of USDC. */
export interface Outflow {
  railAccount: RailAccount;
  amount: Decimal;
  resourceType: ResourceType;
  resourceId: string;
  integratorId: string;
  /** What it is, for the exception's reason: "The payout of transfer ...". */
  what: string;
}

export class Liquidity {
  constructor(
    /** false: LIQUIDITY_CHECK=off, every outflow is admitted. */
    readonly enforced: boolean,
  ) {}

  /**
   * In the caller's transaction, which goes on to take the money (claim the payout, credit the USDC): true when the
   * outflow leaves the account's free balance at or above its minimum; false when it is held (its exception opened, the
   * account marked low), and the caller then stops without moving anything.
   */
  async admit(tx: Queryable, outflow: Outflow): Promise<boolean> {
    if (!this.enforced) return true;
    const account = await accountRow(tx, outflow.railAccount, true);
    const balance = await balanceOf(tx, account);
    const minimum = new Decimal(account.minimum);
    const after = balance.free.minus(outflow.amount);
    if (after.gte(minimum)) return true;
    const shown = (value: Decimal) => `${formatAmount(value)} ${account.currency}`;
    await openException(tx, {
      kind: 'LIQUIDITY_SHORT',
      integratorId: outflow.integratorId,
      resourceType: outflow.resourceType,
      resourceId: outflow.resourceId,
      amount: outflow.amount,
      currency: account.currency,
      reason:
        `${outflow.what} is held, not sent: it would take ${account.rail_account} to ${shown(after)}, below its minimum of ${shown(minimum)} ` +
        `(free ${shown(balance.free)}). It is sent once a refill of the account is recorded.`,
      details: { railAccount: account.rail_account, free: formatAmount(balance.free), minimum: formatAmount(minimum), amount: formatAmount(outflow.amount) },
      actions: ['retry', 'fail'],
    });
    if (account.low_since === null) {
      await tx.query('UPDATE liquidity_accounts SET low_since = now() WHERE rail_account = $1', [account.rail_account]);
      await recordAudit(tx, {
        actor: systemActor('liquidity'),
        action: 'liquidity_account.low',
        resource: { type: 'liquidity_account', id: account.rail_account },
        details: {
          free: formatAmount(balance.free),
          minimum: formatAmount(minimum),
          target: formatAmount(new Decimal(account.target)),
          held: { type: outflow.resourceType, id: outflow.resourceId, amount: formatAmount(outflow.amount) },
        },
      });
    }
    return false;
  }
}
