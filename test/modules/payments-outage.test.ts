// Payments out when the bank is down (docs/sandbox.md: a payout to an account number ending in 0014 cannot reach the
// bank, 0015 times out before the bank takes it, 0016 times out after it did). The payout job is retried until its attempts run out
// (JOB_RETRY_BASE_MS 1: ten attempts in about a second); then a payout known not to have been made fails the payment,
// exactly as a bank rejection does: FAILED with the reason, the hold released, one PAYMENT_OUT with success false,
// balanced books. A payout the bank did take is followed to its end instead, and never failed.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_MAX_ATTEMPTS } from '../../src/jobs/queue.ts';
import { payoutUnavailableReason } from '../../src/modules/payments/payouts.ts';
import { RailUnavailableError } from '../../src/rails/capabilities/errors.ts';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { receivedFor, startWithReceiver, storedEvents } from '../helpers/beneficiaries.ts';
import { createContact, finalPayment, pay, paymentIn, simulate } from '../helpers/payments.ts';
import type { Receiver } from '../helpers/receiver.ts';
import { approvedBeneficiary, assertTrialBalanceZero, balanceOf } from '../helpers/transfers.ts';

/** The payout job's attempts (the enqueue default), each ending in a bank error here. */
const ATTEMPTS = DEFAULT_MAX_ATTEMPTS;

describe('payments out while the bank is unavailable', () => {
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;
  let close: () => Promise<void>;
  let reference = 0;

  before(async () => {
    ({ t, receiver, integrator, close } = await startWithReceiver({ SANDBOX_SETTLE_DELAY_MS: '50', JOB_RETRY_BASE_MS: '1' }));
  });
  after(() => close());

  /** A funded beneficiary's payment of 50.00 USDC to a contact's `accountNumber`, created PENDING with the amount held. */
  async function pendingPayment(accountNumber: string) {
    const beneficiary = await approvedBeneficiary(t, integrator, `outage-${++reference}`);
    const contact = await createContact(t, integrator, beneficiary.id, { userInfo: { accountNumber } });
    const funded = await paymentIn(t, integrator, beneficiary.id, contact.id, '100.00');
    assert.equal(funded.body.status, 'COMPLETED', funded.text);
    const before = await balanceOf(t, integrator, beneficiary.id);
    assert.deepEqual([before.total, before.available], ['100.00', '100.00']);
    const simulation = await simulate(t, integrator, beneficiary.id, '50.00');
    assert.equal(simulation.status, 201, simulation.text);
    const created = await pay(t, integrator, simulation.body.simulationId, contact.id);
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.status, 'PENDING');
    return { beneficiary, payment: created.body };
  }

  async function assertFailedAndReleased(accountNumber: string) {
    const { beneficiary, payment } = await pendingPayment(accountNumber);
    const failed = await finalPayment(t, integrator, payment.id);
    assert.equal(failed.status, 'FAILED');
    assert.equal(failed.failureReason, payoutUnavailableReason(ATTEMPTS));
    assert.match(failed.failureReason, /bank was unavailable and the payout was not made/);
    const after = await balanceOf(t, integrator, beneficiary.id);
    assert.deepEqual([after.total, after.available], ['100.00', '100.00'], 'the hold is released');
    await assertTrialBalanceZero(t);

    await receiver.waitFor(() => receivedFor(receiver, beneficiary.id, 'PAYMENT_OUT').length === 1);
    const events = receivedFor(receiver, beneficiary.id, 'PAYMENT_OUT');
    assert.equal(events.length, 1);
    const [event] = events;
    assert.equal(event.success, false);
    assert.equal(event.resourceId, payment.id);
    assert.equal(event.message, failed.failureReason);
    assert.equal(event.data.status, 'FAILED');
    assert.equal(event.data.failureReason, failed.failureReason);
    assert.equal(receiver.forged.length, 0, 'every callback verified with the webhook secret');
    assert.equal((await storedEvents(t, beneficiary.id, 'PAYMENT_OUT')).length, 1, 'exactly one PAYMENT_OUT');
    const jobs = await t.db.query(`SELECT 1 FROM jobs WHERE unique_key = $1`, [`payment-payout:${payment.id}`]);
    assert.equal(jobs.length, 0, 'the payout job is done, not kept failed');

    // The job running again changes nothing: the payment has moved, and a final state never moves again.
    await t.context.services.paymentPayouts.payout(payment.id);
    await t.context.services.paymentPayouts.payoutExhausted(payment.id, new Error('late'), ATTEMPTS);
    assert.equal((await storedEvents(t, beneficiary.id, 'PAYMENT_OUT')).length, 1);
    assert.equal((await balanceOf(t, integrator, beneficiary.id)).available, '100.00');
    await assertTrialBalanceZero(t);
  }

  it('fails a payment whose bank cannot be reached (0014) once its attempts run out: the hold released, one PAYMENT_OUT success false', async () => {
    await assertFailedAndReleased('000123450014');
  });

  it('fails a payment whose sends time out (0015) when the bank, asked by its reference, has no such payout', async () => {
    await assertFailedAndReleased('000123450015');
  });

  it('never fails a payout the bank took although every send timed out (0016): it is found by its reference and COMPLETES', async () => {
    const { beneficiary, payment } = await pendingPayment('000123450016');
    const completed = await finalPayment(t, integrator, payment.id);
    assert.equal(completed.status, 'COMPLETED');
    assert.equal(completed.failureReason, null);
    const after = await balanceOf(t, integrator, beneficiary.id);
    assert.deepEqual([after.total, after.available], ['50.00', '50.00']);
    await assertTrialBalanceZero(t);
    await receiver.waitFor(() => receivedFor(receiver, beneficiary.id, 'PAYMENT_OUT').length === 1);
    const [event] = receivedFor(receiver, beneficiary.id, 'PAYMENT_OUT');
    assert.equal(event.success, true);
    assert.equal(event.data.status, 'COMPLETED');
    assert.equal((await storedEvents(t, beneficiary.id, 'PAYMENT_OUT')).length, 1);
  });
});

// The exhausted payout job's decision on a payout the bank took or may have taken, driven step by step on an app
// without a worker (so nothing races it): such a payment is never failed on its last error alone. One the bank holds
// is followed; one it acknowledged but cannot tell the end of stays PENDING, its funds held, for an operator.
describe('an exhausted payout job whose payout the bank took or may have taken', () => {
  let t: TestApp;
  let integrator: TestIntegrator;

  before(async () => {
    t = await startApp({ env: { SANDBOX_SETTLE_DELAY_MS: '600000' } });
    integrator = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/callbacks' });
  });
  after(() => t.close());

  /** A payment of 50.00 USDC to a contact's `accountNumber`, PENDING with nothing sent yet (no worker runs here). */
  async function unsentPayment(reference: string, accountNumber?: string) {
    const beneficiary = await approvedBeneficiary(t, integrator, reference);
    const contact = await createContact(t, integrator, beneficiary.id, accountNumber ? { userInfo: { accountNumber } } : {});
    assert.equal((await paymentIn(t, integrator, beneficiary.id, contact.id, '100.00')).body.status, 'COMPLETED');
    const simulation = await simulate(t, integrator, beneficiary.id, '50.00');
    const created = await pay(t, integrator, simulation.body.simulationId, contact.id);
    assert.equal(created.status, 201, created.text);
    return { beneficiary, payment: created.body };
  }

  it('asks the bank before failing when an earlier send may have been taken, though the last one could not reach it', async () => {
    // Sends to 0016 time out after the bank took them: the first attempt's outcome is unknown.
    const { beneficiary, payment } = await unsentPayment('taken-then-down', '000123450016');
    const payments = t.context.services.paymentPayouts;
    await assert.rejects(payments.payout(payment.id), /did not answer in time/);
    // The last attempt then found the bank down: that says nothing of the first, so the bank is asked, and has it.
    const answer = await payments.payoutExhausted(payment.id, new RailUnavailableError('The bank could not be reached'), ATTEMPTS);
    assert.ok(answer && 'rescheduleAt' in answer, 'the payout the bank holds is followed, not failed');
    const followed = await payments.payout(payment.id);
    assert.ok(followed && 'rescheduleAt' in followed, 'its status is asked for now, not sent again');
    assert.equal((await t.request('GET', `/v1/payments/${payment.id}`, { token: integrator.token })).body.status, 'PENDING');
    assert.equal((await balanceOf(t, integrator, beneficiary.id)).available, '50.00', 'the amount stays held');
    assert.equal((await storedEvents(t, beneficiary.id, 'PAYMENT_OUT')).length, 0);
  });

  it('leaves a payout the bank acknowledged PENDING, the amount held and nothing sent: the hook throws, so the job is kept failed', async () => {
    const { beneficiary, payment } = await unsentPayment('acknowledged');
    const payments = t.context.services.paymentPayouts;
    const first = await payments.payout(payment.id);
    assert.ok(first && 'rescheduleAt' in first, 'the payout was sent and is followed');
    await assert.rejects(
      payments.payoutExhausted(payment.id, new Error('status query timed out'), ATTEMPTS),
      /took payout .* left PENDING for an operator: status query timed out/,
    );
    assert.equal((await t.request('GET', `/v1/payments/${payment.id}`, { token: integrator.token })).body.status, 'PENDING');
    const balance = await balanceOf(t, integrator, beneficiary.id);
    assert.deepEqual([balance.total, balance.available], ['100.00', '50.00'], 'the amount stays held');
    assert.equal((await storedEvents(t, beneficiary.id, 'PAYMENT_OUT')).length, 0);
    await assertTrialBalanceZero(t);
  });
});
