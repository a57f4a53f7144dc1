// Reconciliation in the sandbox: a day of activity on every sandbox rail (BR and CO on-ramps, a wrong-amount deposit
// returned, off-ramps paid out and rejected, a payment out and one in, an external-wallet deposit) reconciles with every
// item matched; a journal entry removed, a statement line removed and one altered show up as unmatched items and as
// exceptions, which an operator dismisses with the books left as they were. The daily job runs on its own schedule.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { ADMIN_TOKEN, startApp, type TestApp } from '../helpers/app.ts';
import { startWithReceiver, type ReceivingApp } from '../helpers/beneficiaries.ts';
import { amountPayingOut13, fundedBeneficiary, offRampSimulation, randomHash } from '../helpers/off-ramp.ts';
import { createContact, finalPayment, pay as payPayment, paymentIn, simulate as simulatePayment } from '../helpers/payments.ts';
import { approvedBeneficiary, assertTrialBalanceZero, createTransfer, finalTransfer, onRamp, pay } from '../helpers/transfers.ts';

const admin = { token: ADMIN_TOKEN };
const runOver = (t: TestApp, from: Date, to: Date) =>
  t.request('POST', '/v1/admin/reconciliation/runs', { ...admin, body: { from: from.toISOString(), to: to.toISOString() } });

/** Each account's counts, as [railAccount, reconciled, matched, missingInBooks, missingAtRail, amountDiffers]. */
const countsOf = (run: { accounts: any[] }) =>
  run.accounts.map((account) => [
    account.railAccount,
    account.reconciled,
    account.matched,
    account.missingInBooks,
    account.missingAtRail,
    account.amountDiffers,
  ]);

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await sleep(25);
  }
}

describe('reconciliation of the sandbox rails', () => {
  let app: ReceivingApp;
  let t: TestApp;
  let start: Date;
  const day: Record<string, string> = {};

  before(async () => {
    // A day of activity polled every 25 ms: the per-integrator rate limit is not what this test is about.
    app = await startWithReceiver({ SANDBOX_SETTLE_DELAY_MS: '50', JOB_RETRY_BASE_MS: '1', RATE_LIMIT_RPS: '100000' });
    t = app.t;
    start = new Date(Date.now() - 1000);
    const { integrator } = app;

    // BR on-ramp (which funds the BR off-ramps below) and a CO on-ramp.
    const brazilian = await fundedBeneficiary(t, integrator, 'recon-br', 'BR', '1000.00');
    const colombian = await approvedBeneficiary(t, integrator, 'recon-co', 'CO');
    const coOnRamp = await onRamp(t, integrator, colombian, '100000.00');
    assert.equal((await pay(t, integrator, coOnRamp)).status, 200);
    assert.equal((await finalTransfer(t, integrator, coOnRamp.id)).status, 'SUCCEEDED');
    day.coOnRamp = coOnRamp.id;

    // A deposit of the wrong amount: the transfer fails and the rail returns the deposit to the payer.
    const wrong = await onRamp(t, integrator, brazilian, '200.00');
    assert.equal((await pay(t, integrator, wrong, '199.99')).status, 200);
    assert.equal((await finalTransfer(t, integrator, wrong.id)).status, 'FAILED');
    day.wrong = wrong.id;

    // An off-ramp paid out, and one the receiving bank rejects.
    const paid = await createTransfer(t, integrator, (await offRampSimulation(t, integrator, brazilian.id, '20.00')).id);
    const paidOut = await finalTransfer(t, integrator, paid.id);
    assert.equal(paidOut.status, 'SUCCEEDED');
    day.offRamp = paid.id;
    day.offRampPaidOut = paidOut.to.value;
    const rejected = await createTransfer(t, integrator, (await amountPayingOut13(t, integrator, brazilian.id, 30)).id);
    assert.equal((await finalTransfer(t, integrator, rejected.id)).status, 'FAILED');

    // A payment in, and a payment out.
    const funder = await createContact(t, integrator, brazilian.id);
    const paymentInAnswer = await paymentIn(t, integrator, brazilian.id, funder.id, 100);
    assert.equal(paymentInAnswer.status, 200, paymentInAnswer.text);
    day.paymentIn = paymentInAnswer.body.id;
    const payment = (await payPayment(t, integrator, (await simulatePayment(t, integrator, brazilian.id, 40)).body.simulationId, funder.id)).body;
    assert.equal((await finalPayment(t, integrator, payment.id)).status, 'COMPLETED');
    day.payment = payment.id;

    // An external-wallet off-ramp: USDC arrives on-chain, then the local payout.
    const simulation = await offRampSimulation(t, integrator, brazilian.id, '25.00', 'EXTERNAL_WALLET');
    const wallet = await createTransfer(t, integrator, simulation.id);
    const hash = randomHash();
    assert.equal(
      (await t.request('POST', '/v1/transfers/sandbox/crypto-deposit', { token: integrator.token, body: { txHash: hash, simulationId: simulation.id } }))
        .status,
      200,
    );
    assert.equal(
      (await t.request('PUT', `/v1/transfers/${wallet.id}/transactionHash`, { token: integrator.token, body: { transactionHash: hash } })).status,
      200,
    );
    assert.equal((await finalTransfer(t, integrator, wallet.id)).status, 'SUCCEEDED');
    day.wallet = wallet.id;

    // The wrong deposit's return is the rail's, told by a job after the transfer failed.
    await until(
      'the return instruction',
      () => t.db.query(`SELECT 1 FROM jobs WHERE kind = 'deposit-return'`),
      (jobs) => jobs.length === 0,
    );
  });
  after(() => app.close());

  it('matches every item of a day of sandbox activity, and opens no exception', async () => {
    const run = await runOver(t, start, new Date());
    assert.equal(run.status, 201, run.text);
    assert.deepEqual(countsOf(run.body), [
      ['pix-collection', true, 3, 0, 0, 0], // the funding on-ramp; the wrong deposit in, and back out
      ['cop-collection', true, 1, 0, 0, 0],
      ['br-payouts', true, 2, 0, 0, 0], // the direct off-ramp and the external-wallet one (the rejected one moved nothing)
      ['co-payouts', true, 0, 0, 0, 0],
      ['usd-bank', true, 2, 0, 0, 0], // the payment in and the payment out
      ['chain', true, 1, 0, 0, 0],
    ]);
    assert.deepEqual(run.body.totals, { matched: 9, missingInBooks: 0, missingAtRail: 0, amountDiffers: 0 });
    assert.deepEqual(run.body.items, []);
    assert.deepEqual([run.body.trigger, run.body.periodStart, run.body.slackSeconds], ['MANUAL', start.toISOString(), 3600]);

    const read = await t.request('GET', `/v1/admin/reconciliation/runs/${run.body.id}`, admin);
    assert.equal(read.status, 200, read.text);
    assert.deepEqual(read.body, run.body);
    const listed = await t.request('GET', '/v1/admin/reconciliation/runs?filterEq=trigger:MANUAL', admin);
    assert.deepEqual(
      listed.body.content.map((candidate: { id: string }) => candidate.id),
      [run.body.id],
    );
    assert.equal(listed.body.content[0].items, undefined, 'a list carries no items');
    const exceptions = await t.request('GET', '/v1/admin/exceptions?filterEq=kind:RECONCILIATION_MISMATCH', admin);
    assert.equal(exceptions.body.totalElements, 0);
    const audited = await t.request('GET', `/v1/admin/audit-log?filterEq=action:reconciliation_run.created,resource.id:${run.body.id}`, admin);
    assert.deepEqual(
      audited.body.content.map((entry: any) => [entry.actor.type, entry.actor.id, entry.details.unmatched]),
      [['operator', 'admin', 0]],
    );
  });

  it('counts each item once when the day is split between the rail recording a movement and the books booking it', async () => {
    // The payout settled at the rail a moment before the books heard of it: split the period there.
    const [{ at: split } = { at: new Date() }] = await t.db.query<{ at: Date }>(
      `SELECT created_at AS at FROM ledger_entries WHERE reference = $1 AND description = 'OFF_RAMP payout confirmed'`,
      [`transfer:${day.offRamp}`],
    );
    const [{ at: settled } = { at: new Date() }] = await t.db.query<{ at: Date }>(`SELECT occurred_at AS at FROM sandbox_rail_movements WHERE reference = $1`, [
      `transfer:${day.offRamp}`,
    ]);
    assert.ok(settled < split, `the rail (${settled.toISOString()}) before the books (${split.toISOString()})`);
    const first = await runOver(t, start, split);
    const second = await runOver(t, split, new Date());
    for (const run of [first, second]) {
      assert.equal(run.status, 201, run.text);
      assert.deepEqual([run.body.totals.missingInBooks, run.body.totals.missingAtRail, run.body.totals.amountDiffers], [0, 0, 0], run.text);
    }
    assert.equal(first.body.totals.matched + second.body.totals.matched, 9, 'every item once, in the period of its first movement');
    const payouts = (run: { body: { accounts: any[] } }) => run.body.accounts.find((account) => account.railAccount === 'br-payouts').matched;
    assert.ok(payouts(first) >= 1, 'the split payout is matched in the first period, its booking read across the edge');
  });

  it('reports a removed journal entry, a removed statement line and an altered one, each as an exception an operator dismisses', async () => {
    // The books lose the off-ramp's payout: its "payout confirmed" entry is removed, past the append-only triggers (a
    // whole entry, so the deferred balance check has nothing to refuse and the books still balance).
    await t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      const entries = `SELECT id FROM ledger_entries WHERE reference = $1 AND description = 'OFF_RAMP payout confirmed'`;
      await tx.query(`DELETE FROM ledger_postings WHERE entry_id IN (${entries})`, [`transfer:${day.offRamp}`]);
      const removed = await tx.query(`DELETE FROM ledger_entries WHERE id IN (${entries}) RETURNING id`, [`transfer:${day.offRamp}`]);
      assert.equal(removed.length, 1);
    });
    await assertTrialBalanceZero(t);
    // The rail loses the CO deposit, and reports the payment out for a cent more.
    await t.db.query(`DELETE FROM sandbox_rail_movements WHERE reference = $1`, [`transfer:${day.coOnRamp}`]);
    await t.db.query(`UPDATE sandbox_rail_movements SET amount = amount + 0.01 WHERE reference = $1`, [`payment:${day.payment}`]);

    const run = await runOver(t, start, new Date());
    assert.equal(run.status, 201, run.text);
    assert.deepEqual(run.body.totals, { matched: 6, missingInBooks: 1, missingAtRail: 1, amountDiffers: 1 });
    const items = run.body.items.map((item: any) => [
      item.railAccount,
      item.reference,
      item.direction,
      item.outcome,
      item.books?.amount ?? null,
      item.rail?.amount ?? null,
    ]);
    assert.deepEqual(items, [
      ['br-payouts', `transfer:${day.offRamp}`, 'OUT', 'MISSING_IN_BOOKS', null, day.offRampPaidOut],
      ['cop-collection', `transfer:${day.coOnRamp}`, 'IN', 'MISSING_AT_RAIL', '100000.00', null],
      ['usd-bank', `payment:${day.payment}`, 'OUT', 'AMOUNT_DIFFERS', '38.00', '38.01'],
    ]);

    const exceptions = await t.request('GET', '/v1/admin/exceptions?filterEq=kind:RECONCILIATION_MISMATCH&size=10', admin);
    // The altered lines also move the three accounts' provider balances off the books': one balance break each.
    const byType = (type: string) => exceptions.body.content.filter((exception: any) => exception.resource.type === type).length;
    assert.deepEqual([byType('reconciliation_item'), byType('reconciliation_balance')], [3, 3]);
    const missing = exceptions.body.content.find((exception: any) => exception.id === run.body.items[0].exceptionId);
    assert.deepEqual([missing.resource, missing.actions, missing.status], [{ type: 'reconciliation_item', id: run.body.items[0].id }, ['dismiss'], 'OPEN']);
    assert.deepEqual([missing.details.booksAmount, missing.details.railAmount, missing.amount.value], [null, day.offRampPaidOut, day.offRampPaidOut]);
    assert.match(missing.reason, /BR payout rail \(BRL\), transfer:.* OUT: the rail shows .* BRL sent at .*, and the books have no such movement\./);
    assert.equal(missing.integratorId, app.integrator.id);

    // The same period again: the same movements, still open, are the same exceptions.
    const again = await runOver(t, start, new Date());
    assert.deepEqual(
      again.body.items.map((item: any) => item.exceptionId),
      run.body.items.map((item: any) => item.exceptionId),
    );

    const books = await t.request('GET', '/v1/admin/ledger/trial-balance', admin);
    for (const item of run.body.items) {
      const dismissed = await t.request('POST', `/v1/admin/exceptions/${item.exceptionId}/resolve`, {
        ...admin,
        body: { action: 'dismiss', note: 'explained: a test removed it' },
      });
      assert.equal(dismissed.status, 200, dismissed.text);
      assert.equal(dismissed.body.status, 'RESOLVED');
      await assertTrialBalanceZero(t);
    }
    assert.deepEqual((await t.request('GET', '/v1/admin/ledger/trial-balance', admin)).body, books.body, 'a dismissal posts nothing');
  });

  it('refuses a period that is not over, reversed or too long, and answers 404 for an unknown run', async () => {
    const now = Date.now();
    const future = await runOver(t, new Date(now - 3600_000), new Date(now + 3600_000));
    assert.deepEqual([future.status, future.body.code], [422, 'reconciliation.invalid_period']);
    const reversed = await runOver(t, new Date(now - 1000), new Date(now - 2000));
    assert.deepEqual([reversed.status, reversed.body.code], [422, 'reconciliation.invalid_period']);
    const long = await runOver(t, new Date(now - 40 * 86_400_000), new Date(now - 1000));
    assert.deepEqual([long.status, long.body.code], [422, 'reconciliation.invalid_period']);
    const malformed = await t.request('POST', '/v1/admin/reconciliation/runs', { ...admin, body: { from: 'yesterday', to: new Date(now).toISOString() } });
    assert.deepEqual([malformed.status, malformed.body.code], [400, 'validation.failed']);
    const unknown = await t.request('GET', '/v1/admin/reconciliation/runs/00000000-0000-4000-8000-000000000000', admin);
    assert.deepEqual([unknown.status, unknown.body.code], [404, 'reconciliation_run.not_found']);
    const anonymous = await t.request('GET', '/v1/admin/reconciliation/runs');
    assert.equal(anonymous.status, 401);
  });
});

describe('the daily reconciliation job', () => {
  let t: TestApp;
  before(async () => {
    // Due at midnight UTC with no slack, so that the job, once made due, reconciles yesterday whatever the hour now.
    t = await startApp({ worker: true, env: { RECONCILIATION_HOUR: '0', RECONCILIATION_SLACK_S: '0' } });
  });
  after(() => t.close());

  const job = async () => (await t.db.query<{ run_at: Date }>(`SELECT run_at FROM jobs WHERE kind = 'reconciliation-daily'`))[0];

  it('waits for its hour, reconciles the previous UTC day once, and comes back the next day', async () => {
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    const tomorrow = new Date(today.getTime() + 86_400_000);
    const yesterday = new Date(today.getTime() - 86_400_000);
    assert.equal((await job())?.run_at.toISOString(), tomorrow.toISOString(), 'not run when the worker starts: at the next midnight');

    await t.db.query(`UPDATE jobs SET run_at = now() WHERE kind = 'reconciliation-daily'`);
    const listed = await until(
      'the scheduled run',
      async () => (await t.request('GET', '/v1/admin/reconciliation/runs?filterEq=trigger:SCHEDULED', admin)).body,
      (page) => page.totalElements > 0,
    );
    assert.deepEqual([listed.content[0].periodStart, listed.content[0].periodEnd], [yesterday.toISOString(), today.toISOString()]);
    assert.deepEqual(listed.content[0].totals, { matched: 0, missingInBooks: 0, missingAtRail: 0, amountDiffers: 0 });
    await until('the next day', job, (row) => row?.run_at.toISOString() === tomorrow.toISOString());

    // Made due again the same day (a second worker, a retry): the day is not reconciled twice.
    await t.db.query(`UPDATE jobs SET run_at = now() WHERE kind = 'reconciliation-daily'`);
    await until('the next day again', job, (row) => row?.run_at.toISOString() === tomorrow.toISOString());
    assert.equal((await t.request('GET', '/v1/admin/reconciliation/runs?filterEq=trigger:SCHEDULED', admin)).body.totalElements, 1);
  });
});
