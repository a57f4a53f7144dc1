// The operator's exceptions, each driven into being by the real service in the sandbox (a bank that can be neither paid
// nor asked, USDC of the wrong amount on-chain, a rate that moved beyond the band, a webhook endpoint that stays down, a
// key directory that never answers, a chain that cannot be read), and resolved through the API: the resolution's
// change, its postings and the integrator's event land together, the books balance after each, a resource that moved
// is refused (412), and the same resolution twice answers the same.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { approved, secondApprover } from '../helpers/approvals.ts';
import { ADMIN_TOKEN, startApp, type TestApp } from '../helpers/app.ts';
import { startWithReceiver, type ReceivingApp } from '../helpers/beneficiaries.ts';
import { accountBalance, fundedBeneficiary, offRampSimulation, randomHash } from '../helpers/off-ramp.ts';
import { exceptionOf } from '../helpers/ops.ts';
import { createContact, finalPayment, pay as payPayment, paymentIn, simulate as simulatePayment } from '../helpers/payments.ts';
import { approvedBeneficiary, assertTrialBalanceZero, createTransfer, finalTransfer, onRamp, pay, setRate, theTransferEvent } from '../helpers/transfers.ts';

// A resolution that moves money is made under the two-person rule: ADMIN_TOKEN asks, the app's second approver approves.
const resolve = async (t: TestApp, id: string, body: Record<string, unknown>) =>
  approved(t, await t.request('POST', `/v1/admin/exceptions/${id}/resolve`, { token: ADMIN_TOKEN, body }));

describe('exceptions, driven by the sandbox and resolved by an operator', () => {
  let app: ReceivingApp;
  let t: TestApp;
  before(async () => {
    app = await startWithReceiver({ JOB_RETRY_BASE_MS: '1', SANDBOX_SETTLE_DELAY_MS: '50' });
    t = app.t;
  });
  after(() => app.close());

  it('opens PAYOUT_OUTCOME_UNKNOWN for a payment the bank can neither be paid nor asked about, and marks it paid with the rail reference', async () => {
    const { integrator, receiver } = app;
    const beneficiary = await approvedBeneficiary(t, integrator, 'payout-unknown');
    const funder = await createContact(t, integrator, beneficiary.id);
    assert.equal((await paymentIn(t, integrator, beneficiary.id, funder.id, 100)).status, 200);
    const contact = await createContact(t, integrator, beneficiary.id, { userInfo: { accountNumber: '000123450017' } });
    const simulation = await simulatePayment(t, integrator, beneficiary.id, 40);
    const payment = (await payPayment(t, integrator, simulation.body.simulationId, contact.id)).body;
    const exception = await exceptionOf(t, 'PAYOUT_OUTCOME_UNKNOWN', payment.id);
    assert.deepEqual([exception.status, exception.resource.type, exception.actions], ['OPEN', 'payment', ['retry', 'mark_paid', 'fail']]);
    assert.equal(exception.amount?.value, '38.00');
    assert.equal((await t.request('GET', `/v1/payments/${payment.id}`, { token: integrator.token })).body.status, 'PENDING');

    const missing = await resolve(t, exception.id, { action: 'mark_paid', note: 'the bank statement shows it' });
    assert.deepEqual([missing.status, missing.body.code], [400, 'validation.failed'], 'marking paid needs the rail reference');
    const paid = await resolve(t, exception.id, { action: 'mark_paid', reference: 'FED-20261125-0042', note: 'the bank statement shows it' });
    assert.equal(paid.status, 200, paid.text);
    assert.equal(paid.body.status, 'RESOLVED');
    const approver = await secondApprover(t);
    assert.deepEqual(
      [paid.body.resolution.action, paid.body.resolution.reference, paid.body.resolution.actor],
      ['mark_paid', 'FED-20261125-0042', approver.id],
      'carried out by its approver',
    );
    assert.equal((await finalPayment(t, integrator, payment.id)).status, 'COMPLETED');
    await receiver.waitFor(() => receiver.received.some((event) => event.body.operation === 'PAYMENT_OUT' && event.body.resourceId === payment.id));
    await assertTrialBalanceZero(t);

    const audit = await t.request('GET', `/v1/admin/audit-log?filterEq=action:exception.resolved,resource.id:${exception.id}`, { token: ADMIN_TOKEN });
    assert.equal(audit.status, 200, audit.text);
    assert.equal(audit.body.content.length, 1, 'the resolution is in the audit log');
    assert.deepEqual([audit.body.content[0].actor.type, audit.body.content[0].actor.id], ['operator', approver.id]);

    const again = await resolve(t, exception.id, { action: 'mark_paid', reference: 'FED-20261125-0042', note: 'the bank statement shows it' });
    assert.equal(again.status, 200, 'the same resolution twice answers the resolution made');
    const other = await resolve(t, exception.id, { action: 'fail', note: 'changed my mind' });
    assert.deepEqual([other.status, other.body.code], [412, 'exception.already_resolved']);
  });

  it('fails an off-ramp whose payout outcome is unknown when the operator says it was not made: the hold released, OFF_RAMP success false', async () => {
    const { integrator, receiver } = app;
    const beneficiary = await fundedBeneficiary(t, integrator, 'offramp-unknown', 'BR', '1000.00');
    const put = await t.request('PUT', `/v1/beneficiaries/${beneficiary.id}/localTargetAccount`, {
      token: integrator.token,
      body: { pixKey: '+5511987650017' },
    });
    assert.equal(put.status, 202, put.text);
    await sleep(300);
    const before = (await t.request('GET', `/v1/beneficiaries/${beneficiary.id}/balances`, { token: integrator.token })).body;
    const transfer = await createTransfer(t, integrator, (await offRampSimulation(t, integrator, beneficiary.id, '20.00')).id);
    const exception = await exceptionOf(t, 'PAYOUT_OUTCOME_UNKNOWN', transfer.id);
    const failed = await resolve(t, exception.id, { action: 'fail', note: 'the PSP confirmed by phone it never sent it' });
    assert.equal(failed.status, 200, failed.text);
    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'FAILED');
    assert.match(final.statusReason, /An operator confirmed the payout was not made/);
    const event = await theTransferEvent(t, receiver, transfer.id, 'OFF_RAMP');
    assert.equal(event.success, false);
    assert.deepEqual((await t.request('GET', `/v1/beneficiaries/${beneficiary.id}/balances`, { token: integrator.token })).body, before);
    await assertTrialBalanceZero(t);
  });

  it('opens FUNDS_OWED_BACK for USDC of the wrong amount at a funding wallet, and books its return by hand', async () => {
    const { integrator } = app;
    const beneficiary = await fundedBeneficiary(t, integrator, 'owed-back', 'BR', '100.00');
    const simulation = await offRampSimulation(t, integrator, beneficiary.id, '25.00', 'EXTERNAL_WALLET');
    const transfer = await createTransfer(t, integrator, simulation.id);
    const hash = randomHash();
    const deposit = await t.request('POST', '/v1/transfers/sandbox/crypto-deposit', {
      token: integrator.token,
      body: { txHash: hash, simulationId: simulation.id, amount: '24.50' },
    });
    assert.equal(deposit.status, 200, deposit.text);
    assert.equal(
      (await t.request('PUT', `/v1/transfers/${transfer.id}/transactionHash`, { token: integrator.token, body: { transactionHash: hash } })).status,
      200,
    );
    assert.equal((await finalTransfer(t, integrator, transfer.id)).status, 'FAILED');
    const owedBefore = await accountBalance(t, 'deposits_to_return', 'USDC');
    const exception = await exceptionOf(t, 'FUNDS_OWED_BACK', transfer.id);
    assert.deepEqual([exception.amount?.value, exception.actions], ['24.50', ['mark_returned']]);
    const returned = await resolve(t, exception.id, { action: 'mark_returned', reference: randomHash(), note: 'sent back from the treasury wallet' });
    assert.equal(returned.status, 200, returned.text);
    assert.equal((await accountBalance(t, 'deposits_to_return', 'USDC')).toFixed(2), owedBefore.minus('24.50').toFixed(2));
    await assertTrialBalanceZero(t);
  });

  it('opens JOB_EXHAUSTED for a job nothing settles (a key directory that never answers), and dismisses it', async () => {
    const { integrator } = app;
    const beneficiary = await approvedBeneficiary(t, integrator, 'directory-down');
    const put = await t.request('PUT', `/v1/beneficiaries/${beneficiary.id}/localTargetAccount`, {
      token: integrator.token,
      body: { pixKey: 'directory-down@example.com' },
    });
    assert.equal(put.status, 202, put.text);
    const [job] = await t.db.query<{ id: string }>('SELECT id FROM jobs WHERE unique_key = $1', [`local-target-account-validation:${beneficiary.id}`]);
    assert.ok(job);
    const exception = await exceptionOf(t, 'JOB_EXHAUSTED', job.id);
    assert.deepEqual(exception.actions, ['retry', 'dismiss']);
    const dismissed = await resolve(t, exception.id, { action: 'dismiss', note: 'the directory is down for the day; the integrator will set the key again' });
    assert.equal(dismissed.status, 200, dismissed.text);
    assert.equal((await t.db.query('SELECT 1 FROM jobs WHERE id = $1', [job.id])).length, 0);
  });

  it('opens WEBHOOK_ENDPOINT_FAILING for an endpoint down for the configured time, and retries every delivery once it is back', async () => {
    const down = await startApp({ worker: true, env: { WEBHOOK_FAILING_AFTER_S: '1', WEBHOOK_RETRY_SCHEDULE: '0.2,0.2', JOB_RETRY_BASE_MS: '1' } });
    try {
      const integrator = await down.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/down' });
      assert.equal((await down.request('POST', '/v1/webhooks/test', { token: integrator.token })).status, 202);
      const exception = await exceptionOf(down, 'WEBHOOK_ENDPOINT_FAILING', integrator.id);
      assert.deepEqual(exception.actions, ['retry', 'dismiss']);
      const receiver = app.receiver;
      assert.equal(
        (await down.request('PATCH', `/v1/integrators/${integrator.id}`, { token: integrator.token, body: { callbackUrl: receiver.url } })).status,
        200,
      );
      receiver.secrets.push(integrator.webhookSecret);
      const retried = await resolve(down, exception.id, { action: 'retry', note: 'they fixed their endpoint' });
      assert.equal(retried.status, 200, retried.text);
      assert.match(retried.body.resolution.outcome, /^1 deliveries are tried again/);
      await receiver.waitFor(() => receiver.received.some((event) => event.body.operation === 'TEST' && event.body.integratorId === integrator.id));
    } finally {
      await down.close();
    }
  });
});

describe('a transfer held by the rate band (RATE_BAND_ACTION=hold)', () => {
  let app: ReceivingApp;
  before(async () => {
    app = await startWithReceiver({ RATE_BAND_ACTION: 'hold', SANDBOX_SETTLE_DELAY_MS: '50', JOB_RETRY_BASE_MS: '1' });
  });
  after(() => app.close());

  it('holds a funded on-ramp whose rate moved beyond 2%, lets the operator execute it at the latest rate, and refuses a second resolution', async () => {
    const { t, integrator, receiver } = app;
    const beneficiary = await approvedBeneficiary(t, integrator, 'band-held');
    const transfer = await onRamp(t, integrator, beneficiary, '500.00');
    await setRate(t, integrator, 'BRL', '5.50');
    assert.equal((await pay(t, integrator, transfer)).status, 200);
    const exception = await exceptionOf(t, 'RATE_BAND_HELD', transfer.id);
    assert.deepEqual(exception.actions, ['execute', 'fail']);
    assert.equal((await t.request('GET', `/v1/transfers/${transfer.id}`, { token: integrator.token })).body.status, 'PENDING', 'held, not failed');
    const executed = await resolve(t, exception.id, { action: 'execute', note: 'the customer accepted the new rate' });
    assert.equal(executed.status, 200, executed.text);
    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'SUCCEEDED');
    assert.equal(final.transactionDetails.conversionDetails.exchangeRate, '5.51650000', 'at the latest rate (5.50 with the spread)');
    assert.equal((await theTransferEvent(t, receiver, transfer.id, 'ON_RAMP')).success, true);
    await assertTrialBalanceZero(t);
    await setRate(t, integrator, 'BRL', '5.30');
  });

  it("fails a held transfer on the operator's word, the deposit returned; the other action then answers 412", async () => {
    const { t, integrator, receiver } = app;
    const beneficiary = await approvedBeneficiary(t, integrator, 'band-failed');
    const transfer = await onRamp(t, integrator, beneficiary, '300.00');
    await setRate(t, integrator, 'BRL', '5.00');
    assert.equal((await pay(t, integrator, transfer)).status, 200);
    const exception = await exceptionOf(t, 'RATE_BAND_HELD', transfer.id);
    assert.equal((await resolve(t, exception.id, { action: 'fail', note: 'too far' })).status, 200);
    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'FAILED');
    assert.match(final.statusReason, /The deposit is returned to the payer/);
    assert.equal((await theTransferEvent(t, receiver, transfer.id, 'ON_RAMP')).success, false);
    const late = await resolve(t, exception.id, { action: 'execute', note: 'oops' });
    assert.deepEqual([late.status, late.body.code], [412, 'exception.already_resolved']);
    await assertTrialBalanceZero(t);
    await setRate(t, integrator, 'BRL', '5.30');
  });
});

describe('a chain deposit that cannot be read', () => {
  let app: ReceivingApp;
  before(async () => {
    // A chain nobody answers at: every deposit check fails.
    app = await startWithReceiver({ CHAIN_RPC_URL: 'http://127.0.0.1:9', USDC_CONTRACT_ADDRESS: '0x' + '1'.repeat(40), JOB_RETRY_BASE_MS: '1' });
  });
  after(() => app.close());

  it("opens CHAIN_DEPOSIT_UNREADABLE when the check runs out of attempts, and fails the transfer on the operator's word", async () => {
    const { t, integrator, receiver } = app;
    const beneficiary = await approvedBeneficiary(t, integrator, 'chain-unreadable');
    await t.request('PUT', `/v1/beneficiaries/${beneficiary.id}/localTargetAccount`, { token: integrator.token, body: { pixKey: 'ana.souza@example.com' } });
    await sleep(300);
    const simulation = await offRampSimulation(t, integrator, beneficiary.id, '10.00', 'EXTERNAL_WALLET');
    const transfer = await createTransfer(t, integrator, simulation.id);
    const linked = await t.request('PUT', `/v1/transfers/${transfer.id}/transactionHash`, { token: integrator.token, body: { transactionHash: randomHash() } });
    assert.equal(linked.status, 200, linked.text);
    const exception = await exceptionOf(t, 'CHAIN_DEPOSIT_UNREADABLE', transfer.id, 60_000);
    assert.deepEqual(exception.actions, ['retry', 'fail']);
    const jobs = await t.db.query('SELECT 1 FROM exceptions WHERE kind = $1', ['JOB_EXHAUSTED']);
    assert.equal(jobs.length, 0, 'the job parked its work: no second item for the same thing');
    assert.equal((await resolve(t, exception.id, { action: 'fail', note: 'the sender never sent it' })).status, 200);
    assert.equal((await finalTransfer(t, integrator, transfer.id)).status, 'FAILED');
    assert.equal((await theTransferEvent(t, receiver, transfer.id, 'OFF_RAMP')).success, false);
    await assertTrialBalanceZero(t);
  });
});
