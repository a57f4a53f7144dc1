// USD payments out under liquidity (issue 33, item 1), over HTTP with LIQUIDITY_CHECK=enforce: a payment whose payout
// would take the USD account (usd-bank) below its minimum is held (an exception LIQUIDITY_SHORT, the payment PENDING,
// nothing sent to the bank) and paid once a refill of usd-bank recorded under the two-person rule brings it up; an
// operator may instead fail a held payment (its USDC available again). The trial balance is 0.00 throughout.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { ADMIN_TOKEN, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { startWithReceiver, type ReceivingApp } from '../helpers/beneficiaries.ts';
import { approved } from '../helpers/approvals.ts';
import { createContact, finalPayment, pay, paymentIn, simulate } from '../helpers/payments.ts';
import { approvedBeneficiary, assertTrialBalanceZero, balanceOf } from '../helpers/transfers.ts';

async function usdBank(t: TestApp): Promise<Record<string, any>> {
  const response = await t.request('GET', '/v1/admin/liquidity-accounts', { token: ADMIN_TOKEN });
  assert.equal(response.status, 200, response.text);
  return response.body.data.find((account: any) => account.railAccount === 'usd-bank');
}

async function heldException(t: TestApp, paymentId: string): Promise<Record<string, any>> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [row] = await t.db.query<Record<string, any>>(
      `SELECT * FROM exceptions WHERE kind = 'LIQUIDITY_SHORT' AND resource_type = 'payment' AND resource_id = $1 AND status = 'OPEN'`,
      [paymentId],
    );
    if (row) return row;
    if (Date.now() > deadline) assert.fail(`payment ${paymentId} was not held`);
    await sleep(25);
  }
}

/** The payment after a moment in which a sent payout would have settled: still PENDING, nothing sent to the bank. */
async function notSent(t: TestApp, integrator: TestIntegrator, paymentId: string): Promise<void> {
  await sleep(300);
  const read = await t.request('GET', `/v1/payments/${paymentId}`, { token: integrator.token });
  assert.equal(read.body.status, 'PENDING', read.text);
  const [row] = await t.db.query<{ payout_reference: string | null; payout_admitted_at: Date | null }>(
    'SELECT payout_reference, payout_admitted_at FROM payments WHERE id = $1',
    [paymentId],
  );
  assert.deepEqual(row, { payout_reference: null, payout_admitted_at: null }, 'nothing was sent to the bank');
}

describe('USD payments under liquidity', () => {
  let running: ReceivingApp;
  let t: TestApp;
  let integrator: TestIntegrator;
  before(async () => {
    running = await startWithReceiver({ LIQUIDITY_CHECK: 'enforce', SANDBOX_SETTLE_DELAY_MS: '0' });
    ({ t, integrator } = running);
  });
  after(() => running?.close());

  it('holds a payment that would take usd-bank below its minimum, pays it once a refill is recorded, and lets an operator fail one', async () => {
    const beneficiary = await approvedBeneficiary(t, integrator, 'usd-liquidity-1');
    const contact = await createContact(t, integrator, beneficiary.id);
    assert.equal((await paymentIn(t, integrator, beneficiary.id, contact.id, '1000.00')).body.status, 'COMPLETED');
    assert.deepEqual((await usdBank(t)).balance, { total: '1000.00', committed: '0.00', free: '1000.00' });

    // A floor of 950.00 USD at the USD account: a payment of 100 USDC (and its fee) would go below it.
    const levels = await approved(
      t,
      await t.request('PUT', '/v1/admin/liquidity-accounts/usd-bank', { token: ADMIN_TOKEN, body: { minimum: '950.00', target: '2000.00', reason: 'floor' } }),
    );
    assert.equal(levels.status, 200, levels.text);
    const simulation = await simulate(t, integrator, beneficiary.id, '100.00');
    assert.equal(simulation.status, 201, simulation.text);
    const created = await pay(t, integrator, simulation.body.simulationId, contact.id);
    assert.equal(created.status, 201, created.text);
    const payment = created.body;
    const held = await heldException(t, payment.id);
    assert.equal(held.details.railAccount, 'usd-bank');
    assert.equal(held.details.amount, payment.totalAmount.value);
    assert.deepEqual(held.actions, ['retry', 'fail']);
    await notSent(t, integrator, payment.id);
    let account = await usdBank(t);
    assert.equal(account.heldCount, 1);
    assert.ok(account.lowSince, 'the account is marked low');
    await assertTrialBalanceZero(t);

    // USD bought into the account, under the two-person rule: the held payment is paid.
    const asked = await t.request('POST', '/v1/admin/liquidity-accounts/usd-bank/refills', {
      token: ADMIN_TOKEN,
      body: { amount: '500.00', source: 'fx_position', reference: 'wire-in-1', reason: 'USD wired in' },
    });
    assert.equal(asked.status, 202, asked.text);
    await notSent(t, integrator, payment.id);
    const refilled = await approved(t, asked, 201);
    assert.equal(refilled.status, 201, refilled.text);
    assert.equal(refilled.body.resumed, 1);
    assert.equal((await finalPayment(t, integrator, payment.id)).status, 'COMPLETED');
    await assertTrialBalanceZero(t);
    account = await usdBank(t);
    const left = (150_000 - Math.round(Number(payment.totalAmount.value) * 100)) / 100;
    assert.deepEqual(account.balance, { total: left.toFixed(2), committed: '0.00', free: left.toFixed(2) });
    assert.equal(account.heldCount, 0);
    assert.equal(account.lowSince, null);

    // Another payment is held (the account is again short of its floor); the operator fails it: nothing is paid.
    const floor = await approved(
      t,
      await t.request('PUT', '/v1/admin/liquidity-accounts/usd-bank', {
        token: ADMIN_TOKEN,
        body: { minimum: '1400.00', target: '2000.00', reason: 'higher floor' },
      }),
    );
    assert.equal(floor.status, 200, floor.text);
    const before = await balanceOf(t, integrator, beneficiary.id);
    const second = await pay(t, integrator, (await simulate(t, integrator, beneficiary.id, '20.00')).body.simulationId, contact.id);
    assert.equal(second.status, 201, second.text);
    const secondHeld = await heldException(t, second.body.id);
    await notSent(t, integrator, second.body.id);
    const failed = await approved(
      t,
      await t.request('POST', `/v1/admin/exceptions/${secondHeld.id}/resolve`, { token: ADMIN_TOKEN, body: { action: 'fail', note: 'no USD this week' } }),
    );
    assert.equal(failed.status, 200, failed.text);
    const ended = await finalPayment(t, integrator, second.body.id);
    assert.equal(ended.status, 'FAILED');
    assert.match(ended.failureReason, /USD account lacked the money/);
    assert.deepEqual(await balanceOf(t, integrator, beneficiary.id), before, 'the held USDC is available again');
    assert.equal((await usdBank(t)).balance.total, left.toFixed(2), 'nothing left the USD account');
    await assertTrialBalanceZero(t);
  });
});
