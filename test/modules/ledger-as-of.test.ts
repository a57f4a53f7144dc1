// Balances as of a time (issue 33, item 3): GET /v1/beneficiaries/{id}/balances?asOf=, and the operator's trial balance
// and account balances (GET /v1/admin/ledger/trial-balance?asOf=, GET /v1/admin/ledger/accounts?asOf=) read from the
// journal at three past instants of a sequence of transfers (two on-ramps, then an off-ramp from the balance: its hold,
// then its payout), each with the exact figures it had then, and the books at 0.00 at each. A malformed or future asOf
// is 400 validation.failed naming the field. A posting written before migration 054 (no posted_at) counts from its
// entry's time.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { Queryable } from '../../src/db/index.ts';
import { beneficiaryBalance } from '../../src/modules/ledger/index.ts';
import { Decimal } from '../../src/money.ts';
import { ADMIN_TOKEN, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { startWithReceiver } from '../helpers/beneficiaries.ts';
import { offRampSimulation, validTargetAccount } from '../helpers/off-ramp.ts';
import { createOperator, OpsVisitor } from '../helpers/ops.ts';
import { approvedBeneficiary, assertTrialBalanceZero, balanceOf, createTransfer, finalTransfer, onRamp, pay } from '../helpers/transfers.ts';

describe('balances as of a time', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let close: () => Promise<void>;
  let beneficiary: Record<string, any>;
  /** The instants read back, and what was true at each. */
  const instants: Array<{ name: string; at: string; total: string; available: string; railBrl: string }> = [];

  const asOf = async (path: string, at: string, token: string = ADMIN_TOKEN) => {
    const response = await t.request('GET', `${path}?asOf=${encodeURIComponent(at)}`, { token });
    assert.equal(response.status, 200, response.text);
    return response.body;
  };
  const account = (body: any, kind: string, currency: string) => body.accounts.find((line: any) => line.kind === kind && line.currencyCode === currency);

  before(async () => {
    ({ t, integrator, close } = await startWithReceiver({ SANDBOX_SETTLE_DELAY_MS: '50', RATE_LIMIT_RPS: '100000' }));
    beneficiary = await approvedBeneficiary(t, integrator, 'as-of-1', 'BR');
    await validTargetAccount(t, integrator, beneficiary);

    const before0 = new Date().toISOString();
    instants.push({ name: 'before any transfer', at: before0, total: '0.00', available: '0.00', railBrl: '0.00' });
    await sleep(5);

    // Two on-ramps, each read when it is final.
    let total = new Decimal(0);
    let rail = new Decimal(0);
    for (const [name, local] of [
      ['after the first on-ramp', '1000.00'],
      ['after the second on-ramp', '250.50'],
    ] as const) {
      const transfer = await onRamp(t, integrator, beneficiary, local);
      assert.equal((await pay(t, integrator, transfer)).status, 200);
      const final = await finalTransfer(t, integrator, transfer.id);
      assert.equal(final.status, 'SUCCEEDED', final.statusReason);
      total = total.plus(final.to.value);
      rail = rail.plus(local);
      const now = await balanceOf(t, integrator, beneficiary.id);
      assert.deepEqual([now.total, now.available], [total.toFixed(2), total.toFixed(2)]);
      await sleep(5);
      instants.push({ name, at: new Date().toISOString(), total: total.toFixed(2), available: total.toFixed(2), railBrl: rail.toFixed(2) });
      await sleep(5);
    }

    // An off-ramp from the balance: held at creation, captured when its payout is confirmed. The instant its hold was
    // taken (to the microsecond, as the database keeps it) has the USDC still in the total, and out of the available.
    const simulation = await offRampSimulation(t, integrator, beneficiary.id, '40.00');
    const offRamp = await createTransfer(t, integrator, simulation.id);
    const final = await finalTransfer(t, integrator, offRamp.id);
    assert.equal(final.status, 'SUCCEEDED', final.statusReason);
    const [held] = await t.db.query<{ taken: string; resolved: string }>(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS taken,
              to_char(resolved_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS resolved
         FROM ledger_holds WHERE reference = $1 AND status = 'CAPTURED'`,
      [`transfer:${offRamp.id}`],
    );
    assert.ok(held && held.taken < held.resolved, JSON.stringify(held));
    instants.push({
      name: 'while the off-ramp was held',
      at: held.taken,
      total: total.toFixed(2),
      available: total.minus('40.00').toFixed(2),
      railBrl: rail.toFixed(2),
    });

    const now = await balanceOf(t, integrator, beneficiary.id);
    assert.deepEqual([now.total, now.available], [total.minus('40.00').toFixed(2), total.minus('40.00').toFixed(2)]);
    assert.notEqual(rail.minus(final.to.value).toFixed(2), rail.toFixed(2));
  });
  after(() => close());

  it("reads a beneficiary's balance at three past instants of its transfers, exactly as it stood then", async () => {
    for (const instant of instants) {
      const body = await asOf(`/v1/beneficiaries/${beneficiary.id}/balances`, instant.at, integrator.token);
      assert.deepEqual(body, { total: instant.total, available: instant.available, currencyCode: 'USDC', currencyName: 'USD Coin' }, instant.name);
    }
    // The same instant written with another offset names the same moment.
    const second = instants[2]!;
    const shifted = new Date(second.at).getTime() - 3 * 3_600_000;
    const local = new Date(shifted).toISOString().replace('Z', '-03:00');
    const body = await asOf(`/v1/beneficiaries/${beneficiary.id}/balances`, local, integrator.token);
    assert.equal(body.total, second.total);
  });

  it("reads a wallet's balance, now and as of each instant, in one query (the account found in it), exactly", async () => {
    // The real database, its statements counted: the service's read is one round trip, not a lookup then a read.
    const statements: string[] = [];
    const counted: Queryable = { query: (sql, params) => (statements.push(typeof sql === 'string' ? sql : sql.text), t.context.db.query(sql, params)) };
    const now = await balanceOf(t, integrator, beneficiary.id);
    for (const instant of [...instants, { name: 'now', at: undefined, total: now.total, available: now.available }]) {
      statements.length = 0;
      const read = await beneficiaryBalance(counted, beneficiary.id, instant.at);
      assert.deepEqual([read.total, read.available], [instant.total, instant.available], instant.name);
      assert.equal(statements.length, 1, `${instant.name}: ${statements.join('; ')}`);
    }
    // A beneficiary whose wallet was never used reads zero, in one query too.
    statements.length = 0;
    const never = await beneficiaryBalance(counted, randomUUID(), instants[0]!.at);
    assert.deepEqual([never.total, never.available, statements.length], ['0.00', '0.00', 1]);
  });

  it("gives the operator's trial balance 0.00 and each account's balance at each instant", async () => {
    for (const instant of instants) {
      const books = await asOf('/v1/admin/ledger/trial-balance', instant.at);
      assert.equal(books.balanced, true, `${instant.name}: ${JSON.stringify(books)}`);
      for (const line of books.currencies) assert.equal(line.balance, '0.00', `${instant.name}: ${JSON.stringify(line)}`);
      const brl = books.currencies.find((line: any) => line.currencyCode === 'BRL');
      // Every BRL debit by then: the PIX received (rail_cash) and its settlement's customer_deposits, each once.
      assert.equal(brl.debits, new Decimal(instant.railBrl).times(2).toFixed(2), instant.name);

      const accounts = await asOf('/v1/admin/ledger/accounts', instant.at);
      const wallet = account(accounts, 'beneficiary_wallet', 'USDC');
      if (instant.total === '0.00') assert.equal(wallet, undefined, `${instant.name}: no wallet opened yet`);
      else {
        assert.equal(wallet.balance, instant.total, instant.name);
        assert.equal(wallet.held, new Decimal(instant.total).minus(instant.available).toFixed(2), instant.name);
      }
      assert.equal(account(accounts, 'rail_cash', 'BRL')?.balance ?? '0.00', instant.railBrl, instant.name);
    }
    // Now, for comparison: the payout has left rail_cash, and nothing is held.
    const now = await t.request('GET', '/v1/admin/ledger/accounts', { token: ADMIN_TOKEN });
    assert.equal(now.status, 200, now.text);
    assert.equal(account(now.body, 'beneficiary_wallet', 'USDC').held, '0.00');
    assert.ok(new Decimal(account(now.body, 'rail_cash', 'BRL').balance).lt(instants.at(-1)!.railBrl));
    await assertTrialBalanceZero(t);
  });

  it('refuses a malformed or future asOf with 400 validation.failed naming it, on every route', async () => {
    const future = new Date(Date.now() + 60_000).toISOString();
    for (const path of [`/v1/beneficiaries/${beneficiary.id}/balances`, '/v1/admin/ledger/trial-balance', '/v1/admin/ledger/accounts']) {
      const token = path.startsWith('/v1/admin') ? ADMIN_TOKEN : integrator.token;
      for (const bad of [
        'yesterday',
        '2026-01-31',
        '2026-01-31T12:00:00',
        '2026-02-30T12:00:00Z',
        '2026-01-31T24:00:00Z',
        '2026-01-31T12:00:00+25:00',
        future,
      ]) {
        const response = await t.request('GET', `${path}?asOf=${encodeURIComponent(bad)}`, { token });
        assert.equal(response.status, 400, `${path} ${bad}: ${response.text}`);
        assert.equal(response.body.code, 'validation.failed');
        assert.equal(response.body.errors[0].path, '/query/asOf', response.text);
      }
    }
    // Another integrator's beneficiary is not found, as ever.
    const other = await t.createIntegrator();
    const response = await t.request('GET', `/v1/beneficiaries/${beneficiary.id}/balances?asOf=${encodeURIComponent(instants[1]!.at)}`, { token: other.token });
    assert.equal(response.status, 404, response.text);
  });

  it("shows the console's ledger page as of an instant, and says why it cannot", async () => {
    const visitor = new OpsVisitor(t.url);
    await visitor.signInFirstTime(await createOperator(t, { role: 'viewer' }));
    const text = (page: string) => page.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    const second = instants[2]!;
    const page = await visitor.page(`/ops/ledger?asOf=${encodeURIComponent(second.at)}`);
    assert.equal(page.response.status, 200);
    assert.match(text(page.text), new RegExp(`The books as of ${second.at}`));
    assert.match(text(page.text), /BALANCED every currency is 0\.00/);
    assert.match(text(page.text), new RegExp(`beneficiary_wallet USDC CREDIT 1 ${second.total.replace('.', '\\.')} 0\\.00`));
    assert.match(text(page.text), new RegExp(`rail_cash BRL DEBIT \\d+ ${second.railBrl.replace('.', '\\.')} 0\\.00`));
    const refused = await visitor.page('/ops/ledger?asOf=2026-02-30T00:00:00Z');
    assert.equal(refused.response.status, 400);
    assert.match(text(refused.text), /As of must be an RFC 3339 date-time/);
  });

  it("dates every new posting with its entry's time, and reads a posting written before migration 054 by its entry's", async () => {
    const [undated] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id WHERE p.posted_at IS DISTINCT FROM e.created_at',
    );
    assert.equal(undated!.count, 0);
    // A posting whose time is not its entry's is refused at commit. (rail_cash has an account per rail account: the
    // oldest BRL one.)
    const entryId = randomUUID();
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO ledger_entries (id, description) VALUES ($1, 'misdated')`, [entryId]);
        for (const [kind, direction] of [
          ['rail_cash', 'DEBIT'],
          ['fx_position', 'CREDIT'],
        ]) {
          await tx.query(
            `INSERT INTO ledger_postings (id, entry_id, account_id, currency, direction, amount, posted_at)
             SELECT gen_random_uuid(), $1, id, 'BRL', $3, 1.00, now() - interval '1 day' FROM ledger_accounts WHERE kind = $2 AND currency = 'BRL' ORDER BY created_at, owner_id LIMIT 1`,
            [entryId, kind, direction],
          );
        }
      }),
      /a posting's time is not its entry's/,
    );

    // An entry of 7.00 BRL as a restore of the books from before 054 would have it: no posted_at on its postings.
    const legacy = randomUUID();
    await t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query(`INSERT INTO ledger_entries (id, description, created_at) VALUES ($1, 'before 054', $2)`, [legacy, instants[1]!.at]);
      for (const [kind, direction] of [
        ['rail_cash', 'DEBIT'],
        ['fx_position', 'CREDIT'],
      ]) {
        await tx.query(
          `INSERT INTO ledger_postings (id, entry_id, account_id, currency, direction, amount, posted_at)
           SELECT gen_random_uuid(), $1, id, 'BRL', $3, 7.00, NULL FROM ledger_accounts WHERE kind = $2 AND currency = 'BRL' ORDER BY created_at, owner_id LIMIT 1`,
          [legacy, kind, direction],
        );
      }
    });
    const railAt = async (at: string) => account(await asOf('/v1/admin/ledger/accounts', at), 'rail_cash', 'BRL')?.balance ?? '0.00';
    assert.equal(await railAt(instants[0]!.at), instants[0]!.railBrl);
    assert.equal(await railAt(instants[1]!.at), new Decimal(instants[1]!.railBrl).plus(7).toFixed(2));
    const books = await asOf('/v1/admin/ledger/trial-balance', instants[1]!.at);
    assert.equal(books.currencies.find((line: any) => line.currencyCode === 'BRL').debits, new Decimal(instants[1]!.railBrl).times(2).plus(7).toFixed(2));
  });
});
