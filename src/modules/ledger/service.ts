// Long (about 420 lines) because it is the one place money is posted: the chart of accounts, the posting rules and their
// checks, and the balance reads that must agree with them; the reads for integrators are in integrator-reads.ts.
// Owns the books: a double-entry ledger in SQL. Every movement of money is one journal entry whose postings balance
// in each currency (sum of debits = sum of credits), written with the caller's transaction so that a state change, its
// postings and its event commit together or not at all. Balances are never stored: they are derived from postings,
// less the active holds. An entry that does not balance is refused here, and the database refuses it again at commit.
//
// Chart of accounts. An account is (kind, owner, currency); it is created the first time it is used.
//
//   kind                     side    owner        what its balance is
//   rail_cash                debit   rail account asset: money the service holds at a rail, one account per rail account
//                                                 (rails/capabilities/statement.ts: the PIX collection account, the Efí payout
//                                                 account, the COP provider's accounts, the USD bank, the USDC hot
//                                                 wallet), each a liquidity account (modules/liquidity); owner '' is
//                                                 the shared account of a currency from before them (migration 053)
//   fx_position              debit   -            conversion account: what was converted into (debit) or out of
//                                                 (credit) each currency at the market rate, awaiting treasury
//                                                 rebalancing; across currencies at market rates its sum is only
//                                                 what is left below a cent of each conversion's spread
//   customer_deposits        credit  -            liability: money received for a transfer that has not settled yet
//   deposits_to_return       credit  -            liability: money received for a transfer that failed, owed back to
//                                                 its sender and not yet sent back: USDC at an external-wallet
//                                                 off-ramp's deposit address. No rail returns it on-chain: an operator
//                                                 does, by hand, and the return is then Dr deposits_to_return / Cr
//                                                 rail_cash. Its balance is what is still to be returned
//   payout_clearing          credit  -            liability: a payout sent to a rail and not yet confirmed
//   beneficiary_wallet       credit  beneficiary  liability: the beneficiary's USDC balance; never negative
//   integrator_fees_payable  credit  integrator   liability: integrator fees collected on the integrator's behalf
//   service_fee_revenue      credit  -            income: the service fee
//   spread_revenue           credit  -            income: the spread earned on a conversion (fx-lineage.ts,
//                                                 spreadEarned), in the currency the transfer is paid in
//   taxes_payable            credit  -            liability: taxes collected for the tax authority
//
// How transfers use it (the transfers module writes these entries):
//   BR on-ramp, PIX of 1000.00 BRL arrives   Dr rail_cash BRL 1000.00 / Cr customer_deposits BRL 1000.00
//   settles at the latest rate               Dr customer_deposits BRL 1000.00 / Cr integrator_fees_payable,
//                                            service_fee_revenue, taxes_payable (BRL), spread_revenue BRL the spread
//                                            and fx_position BRL the rest of the effective value; Dr fx_position USDC
//                                            `to` / Cr beneficiary_wallet USDC
//   direct off-ramp created                  hold `from` on beneficiary_wallet
//   payout confirmed (SUCCEEDED)             capture the hold: Dr beneficiary_wallet USDC / Cr fees, taxes, spread
//                                            and fx_position (USDC); Dr fx_position BRL / Cr payout_clearing BRL `to`;
//                                            then Dr payout_clearing / Cr rail_cash (BRL), in the same transaction
//   payout rejected or cancelled             release the hold (the hold is only captured at SUCCEEDED, so no
//                                            reversing entry is ever needed)
//   external-wallet off-ramp, USDC arrives   Dr rail_cash USDC / Cr customer_deposits USDC; at SUCCEEDED the same
//                                            legs as a direct one, with Dr customer_deposits USDC in place of the
//                                            wallet
//   ... arrives for the wrong amount         in the transaction that fails the transfer: the amount received (in
//                                            cents) Dr rail_cash / Cr customer_deposits, then Dr customer_deposits /
//                                            Cr deposits_to_return: it sits at the deposit address, owed back
//   ... fails after arrival (payout          Dr customer_deposits / Cr deposits_to_return, as above: the USDC is
//       rejected)                            still at the deposit address, owed back to the sender
//   on-ramp deposit of the wrong amount,     Dr rail_cash / Cr customer_deposits, then Dr customer_deposits / Cr
//   or one that fails after arrival          rail_cash in the same transaction: the rail returns it to the payer
//   settled on-ramp's PIX taken back        Cr rail_cash BRL the amount; Dr integrator_fees_payable, service_fee_
//   under the MED                            revenue, taxes_payable, spread_revenue (BRL) their share and fx_position
//                                            BRL the rest; Dr beneficiary_wallet / Cr fx_position USDC the USDC share
//
// Sign convention of the trial balance: debits positive, credits negative, so the books balance when every currency
// sums to 0.00. An account's own balance is shown on its normal side (a credit-side account's balance is credits less
// debits), so a beneficiary's USDC reads positive.
//
// Concurrency: whatever can lower a never-negative account (a hold, or a posting on its decreasing side) first locks
// that account's row (SELECT ... FOR NO KEY UPDATE, in id order when there are several) and checks the available balance
// under the lock, so two transactions can never both spend the same funds.
import { randomUUID } from 'node:crypto';
import { maybeOne, one, type Prepared, type Queryable } from '../../db/index.ts';
import { CURRENCIES, CURRENCY_CODES, Decimal, formatAmount, SCALE, type CurrencyCode } from '../../money.ts';
import { accountDebitBalanceAt, holdsAt, kindTotalsAt } from './as-of.ts';
import { RAIL_ACCOUNT_CURRENCY, type RailAccount } from '../../rails/capabilities/statement.ts';
import { ledgerError } from './errors.ts';

export type Side = 'DEBIT' | 'CREDIT';

interface AccountKindRules {
  side: Side;
  /** 'rail_account': optional, one of RAIL_ACCOUNTS holding the account's currency. */
  owner: 'beneficiary' | 'integrator' | 'rail_account' | null;
  /** Customer funds: never below zero, and the only accounts that take holds. */
  neverNegative: boolean;
  currencies: readonly CurrencyCode[];
}

const CHART = {
  rail_cash: { side: 'DEBIT', owner: 'rail_account', neverNegative: false, currencies: CURRENCY_CODES },
  fx_position: { side: 'DEBIT', owner: null, neverNegative: false, currencies: CURRENCY_CODES },
  customer_deposits: { side: 'CREDIT', owner: null, neverNegative: false, currencies: CURRENCY_CODES },
  deposits_to_return: { side: 'CREDIT', owner: null, neverNegative: false, currencies: CURRENCY_CODES },
  payout_clearing: { side: 'CREDIT', owner: null, neverNegative: false, currencies: CURRENCY_CODES },
  beneficiary_wallet: { side: 'CREDIT', owner: 'beneficiary', neverNegative: true, currencies: ['USDC'] },
  integrator_fees_payable: { side: 'CREDIT', owner: 'integrator', neverNegative: false, currencies: CURRENCY_CODES },
  service_fee_revenue: { side: 'CREDIT', owner: null, neverNegative: false, currencies: CURRENCY_CODES },
  spread_revenue: { side: 'CREDIT', owner: null, neverNegative: false, currencies: CURRENCY_CODES },
  taxes_payable: { side: 'CREDIT', owner: null, neverNegative: false, currencies: CURRENCY_CODES },
} as const satisfies Record<string, AccountKindRules>;

export type AccountKind = keyof typeof CHART;

/** The accounts that belong to no customer or integrator: the only ones a manual journal entry may post to. */
export const INTERNAL_ACCOUNT_KINDS = (Object.keys(CHART) as AccountKind[]).filter((kind) => {
  const owner: AccountKindRules['owner'] = CHART[kind].owner;
  return owner === null || owner === 'rail_account';
});

export interface AccountRef {
  kind: AccountKind;
  currency: CurrencyCode;
  /** The beneficiary or integrator id, for the kinds that belong to one; a rail_cash account's rail account. */
  ownerId?: string;
}

export interface Posting {
  account: AccountRef;
  direction: Side;
  /** Positive, at most 2 decimals. */
  amount: Decimal;
  /** For a leg of a currency conversion: the conversion (fx_conversions, migration 057) whose rate it was posted at. */
  fxConversionId?: string;
}

export interface NewEntry {
  description: string;
  /** What caused the entry, such as `transfer:<id>`. */
  reference?: string;
  postings: Posting[];
}

export interface Balance {
  total: Decimal;
  held: Decimal;
  available: Decimal;
}

/** The rail_cash account of one rail account (a liquidity account). */
export const railCash = (account: RailAccount): AccountRef => ({ kind: 'rail_cash', currency: RAIL_ACCOUNT_CURRENCY[account], ownerId: account });

export const beneficiaryWallet = (beneficiaryId: string): AccountRef => ({ kind: 'beneficiary_wallet', currency: 'USDC', ownerId: beneficiaryId });

/** The side an account's balance is shown on: a credit-side account's balance is its credits less its debits. */
export const normalSide = (kind: AccountKind): Side => CHART[kind].side;

/** The side that lowers an account's balance. */
const decreasing = (kind: AccountKind): Side => (CHART[kind].side === 'DEBIT' ? 'CREDIT' : 'DEBIT');

/** Refuses what can only be a bug in the caller: these never come from a request. */
function checkAccount(ref: AccountRef): void {
  const rules: AccountKindRules = CHART[ref.kind];
  if (!rules) throw new Error(`unknown ledger account kind ${String(ref.kind)}`);
  if (!rules.currencies.includes(ref.currency)) throw new Error(`a ${ref.kind} account cannot hold ${ref.currency}`);
  if (rules.owner === 'rail_account') {
    if (ref.ownerId !== undefined && ref.ownerId !== '' && RAIL_ACCOUNT_CURRENCY[ref.ownerId as RailAccount] !== ref.currency)
      throw new Error(`a ${ref.kind} account has no owner but a rail account holding ${ref.currency}, not ${ref.ownerId}`);
    return;
  }
  if ((rules.owner !== null) !== Boolean(ref.ownerId)) {
    throw new Error(`a ${ref.kind} account ${rules.owner ? `belongs to a ${rules.owner}` : 'has no owner'}`);
  }
}

function checkAmount(amount: Decimal): void {
  if (!amount.gt(0) || amount.decimalPlaces() > SCALE)
    throw new Error(`ledger amounts must be positive with at most ${SCALE} decimals, got ${amount.toFixed()}`);
}

const accountKey = (ref: AccountRef): [string, string, string] => [ref.kind, ref.ownerId ?? '', ref.currency];

/** accountIds' statement, prepared: it runs in every transaction that posts (planned once per connection). */
const ACCOUNT_IDS: Prepared = {
  name: 'ledger_account_ids',
  text: `WITH input AS (SELECT DISTINCT kind, owner_id, currency FROM unnest($1::text[], $2::text[], $3::text[]) AS t(kind, owner_id, currency)),
          existing AS (SELECT i.kind, i.owner_id, i.currency, a.id FROM input i LEFT JOIN ledger_accounts a USING (kind, owner_id, currency)),
          created AS (
            INSERT INTO ledger_accounts (id, kind, owner_id, currency)
            SELECT gen_random_uuid(), kind, owner_id, currency FROM existing WHERE id IS NULL ORDER BY kind, owner_id, currency
            ON CONFLICT (kind, owner_id, currency) DO NOTHING RETURNING id, kind, owner_id, currency)
     SELECT e.kind, e.owner_id, e.currency, COALESCE(e.id, c.id) AS id FROM existing e LEFT JOIN created c USING (kind, owner_id, currency)`,
};

/** The entry and its postings in one statement, prepared (the foreign key from postings to the entry is checked at its end). */
const ENTRY_INSERT: Prepared = {
  name: 'ledger_entry_insert',
  text: `WITH entry AS (INSERT INTO ledger_entries (id, description, reference) VALUES ($1, $2, $3))
     INSERT INTO ledger_postings (id, entry_id, account_id, currency, direction, amount, fx_conversion_id)
     SELECT gen_random_uuid(), $1, account_id, currency, direction, amount, fx_conversion_id
       FROM unnest($4::uuid[], $5::text[], $6::text[], $7::numeric[], $8::uuid[]) AS t(account_id, currency, direction, amount, fx_conversion_id)`,
};

/**
 * The ids of `refs`' accounts, each created on first use, in one statement: the accounts that exist are read, and only
 * the missing ones go to the insert (in key order, so that two entries creating the same new accounts cannot
 * deadlock). Reading first keeps the usual case, every account there, off the insert's path: ON CONFLICT DO NOTHING
 * on accounts that exist cost 0.41 ms a call against 0.24 ms for the read (prepared, 2,000 calls on a durable server),
 * and more under load, where every entry's insert checked the same few index pages of the shared accounts. An account
 * another transaction created after this statement's snapshot is skipped by the insert yet unseen by the read: it is
 * read again by a statement of its own (rare: only at an account's first use, by two transactions at once).
 */
async function accountIds(tx: Queryable, refs: AccountRef[]): Promise<string[]> {
  for (const ref of refs) checkAccount(ref);
  const keys = refs.map(accountKey);
  const column = (i: number) => keys.map((key) => key[i]);
  const rows = await tx.query<{ kind: string; owner_id: string; currency: string; id: string | null }>(ACCOUNT_IDS, [column(0), column(1), column(2)]);
  const ids = new Map<string, string>();
  for (const row of rows) {
    const id =
      row.id ??
      (
        await one<{ id: string }>(tx, 'SELECT id FROM ledger_accounts WHERE kind = $1 AND owner_id = $2 AND currency = $3', [
          row.kind,
          row.owner_id,
          row.currency,
        ])
      ).id;
    ids.set(`${row.kind}/${row.owner_id}/${row.currency}`, id);
  }
  return keys.map((key) => ids.get(key.join('/'))!);
}

/**
 * Total and held of one account, the total on the account's normal side: now, or as of an instant (as-of.ts). `account`
 * is an SQL expression of the account's id (a placeholder, or a scalar subquery finding it: NULL, an account never used,
 * reads zero), `params` its parameters; `asOf`, when given, is bound after them. One query.
 */
async function balanceOf(db: Queryable, account: string, params: unknown[], side: Side, asOf?: string): Promise<Balance> {
  const at = `$${params.length + 1}`;
  const row = await one<{ debit_balance: string; held: string }>(
    db,
    asOf === undefined
      ? `WITH account AS (SELECT ${account} AS id) SELECT
       COALESCE((SELECT sum(CASE direction WHEN 'DEBIT' THEN amount ELSE -amount END) FROM ledger_postings WHERE account_id = (SELECT id FROM account)), 0) AS debit_balance,
       COALESCE((SELECT sum(amount) FROM ledger_holds WHERE account_id = (SELECT id FROM account) AND status = 'ACTIVE'), 0) AS held`
      : `WITH account AS (SELECT ${account} AS id) SELECT
       ${accountDebitBalanceAt('(SELECT id FROM account)', at)} AS debit_balance,
       COALESCE((SELECT sum(amount) FROM ${holdsAt(at, 'h.account_id = (SELECT id FROM account)')} h), 0) AS held`,
    asOf === undefined ? params : [...params, asOf],
  );
  const debitBalance = new Decimal(row.debit_balance);
  const total = side === 'DEBIT' ? debitBalance : debitBalance.negated();
  const held = new Decimal(row.held);
  return { total, held, available: total.minus(held) };
}

/** Locks a never-negative account and checks that `amount` can leave its available balance (422 if not). */
async function lockAndCheckAvailable(tx: Queryable, id: string, kind: AccountKind, amount: Decimal): Promise<void> {
  await tx.query('SELECT id FROM ledger_accounts WHERE id = $1 FOR NO KEY UPDATE', [id]);
  const { available } = await balanceOf(tx, '$1::uuid', [id], CHART[kind].side);
  if (available.lt(amount)) throw ledgerError('flow_of_funds.insufficient_funds');
}

/** Each currency's debits less credits: zero in every currency when the postings balance. */
function imbalances(postings: Posting[]): Map<CurrencyCode, Decimal> {
  const sums = new Map<CurrencyCode, Decimal>();
  for (const posting of postings) {
    const signed = posting.direction === 'DEBIT' ? posting.amount : posting.amount.negated();
    sums.set(posting.account.currency, (sums.get(posting.account.currency) ?? new Decimal(0)).plus(signed));
  }
  return sums;
}

async function writeEntry(tx: Queryable, entry: NewEntry, entryId: string): Promise<void> {
  if (entry.postings.length < 2) throw new Error('a ledger entry needs at least two postings');
  for (const posting of entry.postings) checkAmount(posting.amount);
  for (const [currency, sum] of imbalances(entry.postings)) {
    if (!sum.isZero()) throw new Error(`ledger entry "${entry.description}" does not balance in ${currency}: debits - credits = ${sum.toFixed()}`);
  }

  const ids = await accountIds(
    tx,
    entry.postings.map((posting) => posting.account),
  );

  // What leaves each never-negative account, checked under its lock, in id order so that two entries touching the
  // same accounts cannot deadlock.
  const decreases = new Map<string, { kind: AccountKind; amount: Decimal }>();
  entry.postings.forEach((posting, index) => {
    const { kind } = posting.account;
    if (!CHART[kind].neverNegative || posting.direction !== decreasing(kind)) return;
    const id = ids[index] as string;
    decreases.set(id, { kind, amount: (decreases.get(id)?.amount ?? new Decimal(0)).plus(posting.amount) });
  });
  for (const [id, { kind, amount }] of [...decreases].sort(([a], [b]) => a.localeCompare(b))) {
    await lockAndCheckAvailable(tx, id, kind, amount);
  }

  await tx.query(ENTRY_INSERT, [
    entryId,
    entry.description,
    entry.reference ?? null,
    ids,
    entry.postings.map((posting) => posting.account.currency),
    entry.postings.map((posting) => posting.direction),
    entry.postings.map((posting) => posting.amount.toFixed()),
    entry.postings.map((posting) => posting.fxConversionId ?? null),
  ]);
}

/**
 * Posts a balanced entry in the caller's transaction and returns its id. An entry that does not balance is a bug and
 * throws before anything is written; one that would overdraw a beneficiary's wallet is 422 insufficient_funds.
 */
export async function post(tx: Queryable, entry: NewEntry): Promise<string> {
  const entryId = randomUUID();
  await writeEntry(tx, entry, entryId);
  return entryId;
}

/** Sets `amount` aside on a never-negative account (422 insufficient_funds if its available balance is short). */
export async function hold(tx: Queryable, input: { account: AccountRef; amount: Decimal; reference?: string }): Promise<string> {
  const { kind } = input.account;
  if (!CHART[kind].neverNegative) throw new Error(`holds are taken on customer funds, not on ${kind}`);
  checkAmount(input.amount);
  const id = (await accountIds(tx, [input.account]))[0]!;
  await lockAndCheckAvailable(tx, id, kind, input.amount);
  const holdId = randomUUID();
  await tx.query('INSERT INTO ledger_holds (id, account_id, amount, reference) VALUES ($1, $2, $3, $4)', [holdId, id, input.amount, input.reference ?? null]);
  return holdId;
}

/** Gives held funds back to the available balance. A hold that is not active is a bug in the caller. */
export async function releaseHold(tx: Queryable, holdId: string): Promise<void> {
  const released = await tx.query(`UPDATE ledger_holds SET status = 'RELEASED', resolved_at = now() WHERE id = $1 AND status = 'ACTIVE' RETURNING id`, [
    holdId,
  ]);
  if (released.length === 0) throw new Error(`hold ${holdId} is not active`);
}

/**
 * Spends held funds: one entry takes the held amount out of the held account, and `entry.postings` say where it goes
 * (they may also carry legs in other currencies, such as the local side of a conversion). Returns the entry id.
 */
export async function captureHold(tx: Queryable, holdId: string, entry: NewEntry): Promise<string> {
  const entryId = randomUUID();
  const held = await maybeOne<{ amount: string; kind: AccountKind; owner_id: string; currency: CurrencyCode }>(
    tx,
    `UPDATE ledger_holds h SET status = 'CAPTURED', resolved_at = now(), capture_entry_id = $2
     FROM ledger_accounts a WHERE h.id = $1 AND h.status = 'ACTIVE' AND a.id = h.account_id
     RETURNING h.amount, a.kind, a.owner_id, a.currency`,
    [holdId, entryId],
  );
  if (!held) throw new Error(`hold ${holdId} is not active`);
  const account: AccountRef = { kind: held.kind, currency: held.currency, ...(held.owner_id ? { ownerId: held.owner_id } : {}) };
  const capture: Posting = { account, direction: decreasing(held.kind), amount: new Decimal(held.amount) };
  await writeEntry(tx, { ...entry, postings: [capture, ...entry.postings] }, entryId);
  return entryId;
}

/**
 * An account's total, held and available balance, on its normal side; zero for an account never used. With `asOf` (an
 * instant parseAsOf checked), as the journal stood then.
 */
export async function balance(db: Queryable, ref: AccountRef, asOf?: string): Promise<Balance> {
  checkAccount(ref);
  // The account found in the same query as its balance: one round trip a read (an account never used reads zero).
  return balanceOf(db, '(SELECT id FROM ledger_accounts WHERE kind = $1 AND owner_id = $2 AND currency = $3)', accountKey(ref), CHART[ref.kind].side, asOf);
}

/** The answer of GET /v1/beneficiaries/{id}/balances (contract section 9). */
export interface BeneficiaryBalance {
  total: string;
  /** The total less held funds. */
  available: string;
  currencyCode: 'USDC';
  currencyName: string;
}

/** The beneficiary's wallet now, or as of `asOf` (an instant parseAsOf checked). */
export async function beneficiaryBalance(db: Queryable, beneficiaryId: string, asOf?: string): Promise<BeneficiaryBalance> {
  const { total, available } = await balance(db, beneficiaryWallet(beneficiaryId), asOf);
  return { total: formatAmount(total), available: formatAmount(available), currencyCode: 'USDC', currencyName: CURRENCIES.USDC.name };
}

export interface TrialBalanceLine {
  currencyCode: CurrencyCode;
  debits: string;
  credits: string;
  /** Debits less credits: the sum of every account in this currency, "0.00" when the books balance. */
  balance: string;
}

/**
 * Per currency, the sum of every account (debits positive, credits negative); every currency is listed. With `asOf` (an
 * instant parseAsOf checked), the journal's entries created at or before it. Read from the last checkpoint and the
 * postings since (as-of.ts), now as well as at a past instant: the same sums, without reading the closed days again.
 */
export async function trialBalance(db: Queryable, asOf?: string): Promise<{ balanced: boolean; currencies: TrialBalanceLine[] }> {
  const rows = await db.query<{ currency: CurrencyCode; debits: string; credits: string }>(
    `SELECT currency, COALESCE(sum(debits), 0) AS debits, COALESCE(sum(credits), 0) AS credits FROM ${kindTotalsAt('$1')} t GROUP BY currency`,
    [asOf ?? 'infinity'],
  );
  const currencies = CURRENCY_CODES.map((currencyCode): TrialBalanceLine => {
    const row = rows.find((candidate) => candidate.currency === currencyCode);
    const debits = new Decimal(row?.debits ?? 0);
    const credits = new Decimal(row?.credits ?? 0);
    return { currencyCode, debits: formatAmount(debits), credits: formatAmount(credits), balance: formatAmount(debits.minus(credits)) };
  });
  return { balanced: currencies.every((line) => line.balance === '0.00'), currencies };
}

/** What the postings naming a conversion (fx_conversions) credited, less what they debited, to accounts of `kind`. */
export async function postedByConversion(db: Queryable, fxConversionId: string, kind: AccountKind): Promise<Decimal> {
  const row = await one<{ credited: string }>(
    db,
    `SELECT COALESCE(sum(CASE p.direction WHEN 'CREDIT' THEN p.amount ELSE -p.amount END), 0)::text AS credited
       FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE p.fx_conversion_id = $1 AND a.kind = $2`,
    [fxConversionId, kind],
  );
  return new Decimal(row.credited);
}

/** The journal entries one cause wrote (such as `transfer:<id>`: its deposit, settlement or return), oldest first. */
export async function entriesFor(db: Queryable, reference: string): Promise<Array<{ id: string; description: string; createdAt: string }>> {
  const rows = await db.query<{ id: string; description: string; created_at: Date }>(
    'SELECT id, description, created_at FROM ledger_entries WHERE reference = $1 ORDER BY created_at, id',
    [reference],
  );
  return rows.map((row) => ({ id: row.id, description: row.description, createdAt: row.created_at.toISOString() }));
}
