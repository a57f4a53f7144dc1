// The ledger (contract section 9): balanced double-entry postings, refused when unbalanced (by the code and again by the
// database), holds, balances derived from postings, concurrent holds that cannot overspend, and the trial balance.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { Queryable } from '../../src/db/index.ts';
import { DomainError } from '../../src/errors.ts';
import { statusOf } from '../../src/http/errors.ts';
import { Decimal } from '../../src/money.ts';
import {
  balance,
  beneficiaryBalance,
  beneficiaryWallet,
  captureHold,
  hold,
  post,
  releaseHold,
  trialBalance,
  type AccountRef,
  type Posting,
} from '../../src/modules/ledger/service.ts';
import { ADMIN_TOKEN, startApp, type TestApp } from '../helpers/app.ts';

const d = (text: string | number) => new Decimal(text);
const debit = (account: AccountRef, amount: Decimal): Posting => ({ account, direction: 'DEBIT', amount });
const credit = (account: AccountRef, amount: Decimal): Posting => ({ account, direction: 'CREDIT', amount });
const usdcCash: AccountRef = { kind: 'rail_cash', currency: 'USDC' };

/** USDC arriving for a beneficiary: our custody wallet grows, and so does what we owe the beneficiary. */
const deposit = (tx: Queryable, beneficiaryId: string, amount: Decimal) =>
  post(tx, {
    description: 'USDC deposit',
    reference: `test:${beneficiaryId}`,
    postings: [debit(usdcCash, amount), credit(beneficiaryWallet(beneficiaryId), amount)],
  });

/** A direct payout of held USDC as BRL: the held USDC goes to the FX position, the BRL leaves through payout clearing. */
const payoutLegs = (usdc: Decimal, brl: Decimal): Posting[] => [
  credit({ kind: 'fx_position', currency: 'USDC' }, usdc),
  debit({ kind: 'fx_position', currency: 'BRL' }, brl),
  credit({ kind: 'payout_clearing', currency: 'BRL' }, brl),
];

function isInsufficientFunds(error: unknown): boolean {
  return error instanceof DomainError && statusOf(error) === 422 && error.code === 'flow_of_funds.insufficient_funds';
}

describe('ledger', () => {
  let t: TestApp;
  before(async () => {
    t = await startApp();
  });
  after(() => t.close());

  const counts = async () => {
    const [row] = await t.db.query<{ entries: number; postings: number; holds: number }>(
      'SELECT (SELECT count(*)::int FROM ledger_entries) AS entries, (SELECT count(*)::int FROM ledger_postings) AS postings, (SELECT count(*)::int FROM ledger_holds) AS holds',
    );
    return row;
  };
  const available = async (beneficiaryId: string) => (await balance(t.db, beneficiaryWallet(beneficiaryId))).available.toFixed(2);
  const assertBooksBalance = async () => {
    const books = await trialBalance(t.db);
    assert.ok(books.balanced, JSON.stringify(books));
    for (const line of books.currencies) assert.equal(line.balance, '0.00');
  };

  it('posts a balanced entry in several currencies and derives each balance from the postings', async () => {
    const beneficiaryId = randomUUID();
    const integratorId = randomUUID();
    // A BR on-ramp of 1000.00 BRL settling as 186.45 USDC (the figures of the pricing example).
    await t.db.transaction(async (tx) => {
      await post(tx, {
        description: 'PIX received',
        postings: [debit({ kind: 'rail_cash', currency: 'BRL' }, d('1000.00')), credit({ kind: 'customer_deposits', currency: 'BRL' }, d('1000.00'))],
      });
      await post(tx, {
        description: 'on-ramp settled',
        reference: 'transfer:example',
        postings: [
          debit({ kind: 'customer_deposits', currency: 'BRL' }, d('1000.00')),
          credit({ kind: 'integrator_fees_payable', currency: 'BRL', ownerId: integratorId }, d('2.50')),
          credit({ kind: 'service_fee_revenue', currency: 'BRL' }, d('5.00')),
          credit({ kind: 'taxes_payable', currency: 'BRL' }, d('3.80')),
          credit({ kind: 'fx_position', currency: 'BRL' }, d('988.70')),
          debit({ kind: 'fx_position', currency: 'USDC' }, d('186.45')),
          credit(beneficiaryWallet(beneficiaryId), d('186.45')),
        ],
      });
    });
    assert.deepEqual(await beneficiaryBalance(t.db, beneficiaryId), { total: '186.45', available: '186.45', currencyCode: 'USDC', currencyName: 'USD Coin' });
    const show = async (account: AccountRef) => (await balance(t.db, account)).total.toFixed(2);
    assert.equal(await show({ kind: 'rail_cash', currency: 'BRL' }), '1000.00');
    assert.equal(await show({ kind: 'customer_deposits', currency: 'BRL' }), '0.00');
    assert.equal(await show({ kind: 'integrator_fees_payable', currency: 'BRL', ownerId: integratorId }), '2.50');
    assert.equal(await show({ kind: 'taxes_payable', currency: 'BRL' }), '3.80');
    assert.equal(await show({ kind: 'fx_position', currency: 'BRL' }), '-988.70');
    assert.equal(await show({ kind: 'fx_position', currency: 'USDC' }), '186.45');
    assert.deepEqual(await beneficiaryBalance(t.db, randomUUID()), { total: '0.00', available: '0.00', currencyCode: 'USDC', currencyName: 'USD Coin' });
    await assertBooksBalance();
  });

  it('refuses an unbalanced or malformed entry before writing anything', async () => {
    const wallet = beneficiaryWallet(randomUUID());
    const before = await counts();
    const refused: Array<[Posting[], RegExp]> = [
      [[debit(usdcCash, d('10.00')), credit(wallet, d('9.99'))], /does not balance in USDC/],
      // Balanced in total, not per currency.
      [[debit({ kind: 'rail_cash', currency: 'BRL' }, d('10.00')), credit(wallet, d('10.00'))], /does not balance/],
      [[debit(usdcCash, d('10.00'))], /at least two postings/],
      [[debit(usdcCash, d('10.001')), credit(wallet, d('10.001'))], /at most 2 decimals/],
      [[debit(usdcCash, d('0')), credit(wallet, d('0'))], /positive/],
      [[debit(usdcCash, d('-5')), credit(wallet, d('-5'))], /positive/],
      [
        [debit({ kind: 'beneficiary_wallet', currency: 'BRL', ownerId: 'x' }, d('1')), credit({ kind: 'rail_cash', currency: 'BRL' }, d('1'))],
        /cannot hold BRL/,
      ],
      [[debit(usdcCash, d('1')), credit({ kind: 'beneficiary_wallet', currency: 'USDC' }, d('1'))], /belongs to a beneficiary/],
      [[debit({ kind: 'rail_cash', currency: 'USDC', ownerId: 'x' }, d('1')), credit(wallet, d('1'))], /has no owner/],
    ];
    for (const [postings, message] of refused) {
      await assert.rejects(
        t.db.transaction((tx) => post(tx, { description: 'broken', postings })),
        message,
      );
    }
    assert.deepEqual(await counts(), before);
    await assertBooksBalance();
  });

  it('lets the database refuse, at commit, an unbalanced entry written around the code, and any change to the books', async () => {
    const cash = randomUUID();
    const taxes = randomUUID();
    await t.db.query(`INSERT INTO ledger_accounts (id, kind, currency) VALUES ($1, 'rail_cash', 'COP'), ($2, 'taxes_payable', 'COP')`, [cash, taxes]);
    const before = await counts();
    const write = (amounts: Array<[string, 'DEBIT' | 'CREDIT', string]>) =>
      t.db.transaction(async (tx) => {
        const entryId = randomUUID();
        await tx.query(`INSERT INTO ledger_entries (id, description) VALUES ($1, 'raw')`, [entryId]);
        for (const [account, direction, amount] of amounts) {
          await tx.query(`INSERT INTO ledger_postings (id, entry_id, account_id, currency, direction, amount) VALUES ($1, $2, $3, 'COP', $4, $5)`, [
            randomUUID(),
            entryId,
            account,
            direction,
            amount,
          ]);
        }
      });
    await assert.rejects(
      write([
        [cash, 'DEBIT', '100.00'],
        [taxes, 'CREDIT', '99.99'],
      ]),
      /does not balance/,
    );
    await assert.rejects(write([[cash, 'DEBIT', '100.00']]), /does not balance|fewer than two postings/);
    await assert.rejects(write([]), /fewer than two postings/);
    // A posting's currency is its account's.
    await assert.rejects(
      t.db.transaction(async (tx) => {
        const entryId = randomUUID();
        await tx.query(`INSERT INTO ledger_entries (id, description) VALUES ($1, 'raw')`, [entryId]);
        await tx.query(`INSERT INTO ledger_postings (id, entry_id, account_id, currency, direction, amount) VALUES ($1, $2, $3, 'BRL', 'DEBIT', 1)`, [
          randomUUID(),
          entryId,
          cash,
        ]);
      }),
      /foreign key/,
    );
    assert.deepEqual(await counts(), before);

    await write([
      [cash, 'DEBIT', '100.00'],
      [taxes, 'CREDIT', '100.00'],
    ]);
    await assert.rejects(t.db.query(`UPDATE ledger_postings SET amount = 1`), /append-only/);
    await assert.rejects(t.db.query(`DELETE FROM ledger_entries`), /append-only/);
    await assertBooksBalance();
  });

  it('holds reduce the available balance; release gives it back; capture posts it', async () => {
    const beneficiaryId = randomUUID();
    const wallet = beneficiaryWallet(beneficiaryId);
    await t.db.transaction((tx) => deposit(tx, beneficiaryId, d('100.00')));

    const first = await t.db.transaction((tx) => hold(tx, { account: wallet, amount: d('30.00'), reference: 'transfer:a' }));
    assert.deepEqual(await beneficiaryBalance(t.db, beneficiaryId), { total: '100.00', available: '70.00', currencyCode: 'USDC', currencyName: 'USD Coin' });
    const second = await t.db.transaction((tx) => hold(tx, { account: wallet, amount: d('70.00') }));
    assert.equal(await available(beneficiaryId), '0.00');

    // Nothing more can leave: not a hold, not a posting.
    await assert.rejects(
      t.db.transaction((tx) => hold(tx, { account: wallet, amount: d('0.01') })),
      isInsufficientFunds,
    );
    await assert.rejects(
      t.db.transaction((tx) => post(tx, { description: 'withdrawal', postings: [debit(wallet, d('0.01')), credit(usdcCash, d('0.01'))] })),
      isInsufficientFunds,
    );

    await t.db.transaction((tx) => releaseHold(tx, first));
    assert.deepEqual(await beneficiaryBalance(t.db, beneficiaryId), { total: '100.00', available: '30.00', currencyCode: 'USDC', currencyName: 'USD Coin' });

    const entryId = await t.db.transaction((tx) =>
      captureHold(tx, second, { description: 'off-ramp payout sent', reference: 'transfer:b', postings: payoutLegs(d('70.00'), d('369.88')) }),
    );
    assert.deepEqual(await beneficiaryBalance(t.db, beneficiaryId), { total: '30.00', available: '30.00', currencyCode: 'USDC', currencyName: 'USD Coin' });
    assert.equal((await balance(t.db, { kind: 'payout_clearing', currency: 'BRL' })).total.toFixed(2), '369.88');
    const [captured] = await t.db.query<{ status: string; capture_entry_id: string }>('SELECT status, capture_entry_id FROM ledger_holds WHERE id = $1', [
      second,
    ]);
    assert.deepEqual(captured, { status: 'CAPTURED', capture_entry_id: entryId });

    // A hold is resolved once.
    await assert.rejects(
      t.db.transaction((tx) => releaseHold(tx, second)),
      /not active/,
    );
    await assert.rejects(
      t.db.transaction((tx) => captureHold(tx, first, { description: 'again', postings: payoutLegs(d('30.00'), d('1.00')) })),
      /not active/,
    );
    await assert.rejects(
      t.db.transaction((tx) => hold(tx, { account: usdcCash, amount: d('1.00') })),
      /customer funds/,
    );
    await assertBooksBalance();
  });

  it('rolls a capture back whole when its legs do not balance', async () => {
    const beneficiaryId = randomUUID();
    await t.db.transaction((tx) => deposit(tx, beneficiaryId, d('50.00')));
    const held = await t.db.transaction((tx) => hold(tx, { account: beneficiaryWallet(beneficiaryId), amount: d('50.00') }));
    await assert.rejects(
      t.db.transaction((tx) => captureHold(tx, held, { description: 'short', postings: [credit({ kind: 'fx_position', currency: 'USDC' }, d('49.99'))] })),
      /does not balance/,
    );
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM ledger_holds WHERE id = $1', [held]);
    assert.equal(row?.status, 'ACTIVE');
    assert.deepEqual(await beneficiaryBalance(t.db, beneficiaryId), { total: '50.00', available: '0.00', currencyCode: 'USDC', currencyName: 'USD Coin' });
  });

  it('lets only as many concurrent holds succeed as the balance covers', async () => {
    const beneficiaryId = randomUUID();
    const wallet = beneficiaryWallet(beneficiaryId);
    await t.db.transaction((tx) => deposit(tx, beneficiaryId, d('100.00')));

    const pair = await Promise.allSettled([60, 60].map((amount) => t.db.transaction((tx) => hold(tx, { account: wallet, amount: d(amount) }))));
    assert.equal(pair.filter((result) => result.status === 'fulfilled').length, 1);
    const refused = pair.find((result) => result.status === 'rejected');
    assert.ok(refused && isInsufficientFunds(refused.reason), String(refused?.reason));
    assert.equal(await available(beneficiaryId), '40.00');

    await t.db.transaction((tx) => deposit(tx, beneficiaryId, d('60.00')));
    // 100.00 available, ten holds of 30.00 at once: three fit.
    const many = await Promise.allSettled(Array.from({ length: 10 }, () => t.db.transaction((tx) => hold(tx, { account: wallet, amount: d('30.00') }))));
    assert.equal(many.filter((result) => result.status === 'fulfilled').length, 3);
    for (const result of many) if (result.status === 'rejected') assert.ok(isInsufficientFunds(result.reason), String(result.reason));
    assert.deepEqual(await beneficiaryBalance(t.db, beneficiaryId), { total: '160.00', available: '10.00', currencyCode: 'USDC', currencyName: 'USD Coin' });
  });

  it('creates an account once when two transactions first use it at the same moment', async () => {
    const beneficiaryId = randomUUID();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let wrote!: () => void;
    const firstWrote = new Promise<void>((resolve) => (wrote = resolve));
    // The first creates the wallet and stays open; the second's insert of the same account then waits on it
    // (PostgreSQL), and finds it only once the first commits, after its own statement began.
    const first = t.db.transaction(async (tx) => {
      await deposit(tx, beneficiaryId, d('10.00'));
      wrote();
      await held;
    });
    await firstWrote;
    const second = t.db.transaction((tx) => deposit(tx, beneficiaryId, d('5.00')));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([first, second]);
    assert.equal(await available(beneficiaryId), '15.00');
    const [accounts] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_accounts WHERE owner_id = $1`, [beneficiaryId]);
    assert.equal(accounts!.n, 1);
  });

  it('answers the trial balance to the operator only, "0.00" in every currency', async () => {
    const response = await t.request('GET', '/v1/admin/ledger/trial-balance', { token: ADMIN_TOKEN });
    assert.equal(response.status, 200, response.text);
    assert.equal(response.body.balanced, true);
    assert.deepEqual(
      response.body.currencies.map((line: { currencyCode: string }) => line.currencyCode),
      ['BRL', 'COP', 'USD', 'USDC'],
    );
    for (const line of response.body.currencies) assert.equal(line.balance, '0.00');
    const brl = response.body.currencies[0];
    assert.equal(brl.debits, brl.credits);
    assert.notEqual(brl.debits, '0.00');

    const integrator = await t.createIntegrator();
    assert.equal((await t.request('GET', '/v1/admin/ledger/trial-balance', { token: integrator.token })).status, 403);
    assert.equal((await t.request('GET', '/v1/admin/ledger/trial-balance')).status, 401);
  });

  it('keeps the books balanced and no balance below zero over random postings and holds (property)', async () => {
    type Command = { op: 'deposit' | 'withdraw' | 'hold'; who: number; cents: number } | { op: 'release' | 'capture'; pick: number };
    const cents = fc.integer({ min: 1, max: 20_000 });
    const command: fc.Arbitrary<Command> = fc.oneof(
      fc.record({ op: fc.constantFrom('deposit' as const, 'withdraw' as const, 'hold' as const), who: fc.integer({ min: 0, max: 1 }), cents }),
      fc.record({ op: fc.constantFrom('release' as const, 'capture' as const), pick: fc.nat() }),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 20 }), async (commands) => {
        const beneficiaries = [randomUUID(), randomUUID()];
        // The model: each beneficiary's total, and the active holds.
        const totals = [new Decimal(0), new Decimal(0)];
        let holds: Array<{ id: string; who: number; amount: Decimal }> = [];
        const modelAvailable = (who: number) => holds.filter((held) => held.who === who).reduce((sum, held) => sum.minus(held.amount), totals[who]!);

        for (const step of commands) {
          if ('pick' in step) {
            if (holds.length === 0) continue;
            const chosen = holds[step.pick % holds.length]!;
            if (step.op === 'release') await t.db.transaction((tx) => releaseHold(tx, chosen.id));
            else {
              await t.db.transaction((tx) =>
                captureHold(tx, chosen.id, { description: 'payout', postings: payoutLegs(chosen.amount, chosen.amount.times(5)) }),
              );
              totals[chosen.who] = totals[chosen.who]!.minus(chosen.amount);
            }
            holds = holds.filter((held) => held !== chosen);
          } else {
            const amount = new Decimal(step.cents).div(100);
            const beneficiaryId = beneficiaries[step.who]!;
            const wallet = beneficiaryWallet(beneficiaryId);
            const covered = modelAvailable(step.who).gte(amount);
            const run =
              step.op === 'deposit'
                ? t.db.transaction((tx) => deposit(tx, beneficiaryId, amount))
                : step.op === 'withdraw'
                  ? t.db.transaction((tx) => post(tx, { description: 'withdrawal', postings: [debit(wallet, amount), credit(usdcCash, amount)] }))
                  : t.db.transaction((tx) => hold(tx, { account: wallet, amount }));
            if (step.op !== 'deposit' && !covered) {
              await assert.rejects(run, isInsufficientFunds);
            } else {
              const result = await run;
              if (step.op === 'hold') holds.push({ id: result, who: step.who, amount });
              else totals[step.who] = totals[step.who]!.plus(step.op === 'deposit' ? amount : amount.negated());
            }
          }

          for (const [who, beneficiaryId] of beneficiaries.entries()) {
            const actual = await balance(t.db, beneficiaryWallet(beneficiaryId));
            assert.ok(actual.total.equals(totals[who]!), `total ${actual.total} != ${totals[who]}`);
            assert.ok(actual.available.equals(modelAvailable(who)), `available ${actual.available} != ${modelAvailable(who)}`);
            assert.ok(actual.available.gte(0));
          }
          await assertBooksBalance();
        }
      }),
      { numRuns: 30 },
    );
  });
});
