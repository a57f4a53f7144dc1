// Off-ramps when the local payout rail is down, as payments (payments-outage.test.ts): a payout to a PIX key or bank
// account number ending in 0014 cannot reach the rail, 0015 times out before the rail takes it, 0016 times out after it
// did (docs/sandbox.md). The execution job is retried until its attempts run out (JOB_RETRY_BASE_MS 1: ten attempts in
// about a second); then a payout known not to have been made fails the transfer, exactly as a rejection does: FAILED
// with the reason, the hold released (or an external wallet's deposit owed back), one OFF_RAMP event with success
// false, balanced books. A payout the rail did take is followed to its end instead.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, afterEach, before, describe, it } from 'node:test';
import { DEFAULT_MAX_ATTEMPTS } from '../../src/jobs/queue.ts';
import { payoutUnavailableReason } from '../../src/modules/transfers/execution.ts';
import { Decimal } from '../../src/money.ts';
import type { TestApp, TestIntegrator } from '../helpers/app.ts';
import { startWithReceiver } from '../helpers/beneficiaries.ts';
import { offRampSimulation, randomHash } from '../helpers/off-ramp.ts';
import type { Receiver } from '../helpers/receiver.ts';
import { approvedBeneficiary, assertTrialBalanceZero, balanceOf, createTransfer, finalTransfer, onRamp, pay, theTransferEvent } from '../helpers/transfers.ts';

/** The execution job's attempts (the enqueue default), each ending in a rail error here. */
const ATTEMPTS = DEFAULT_MAX_ATTEMPTS;

describe('off-ramps while the payout rail is unavailable', () => {
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;
  let close: () => Promise<void>;

  before(async () => {
    ({ t, receiver, integrator, close } = await startWithReceiver({ SANDBOX_SETTLE_DELAY_MS: '50', RATE_LIMIT_RPS: '100000', JOB_RETRY_BASE_MS: '1' }));
  });
  afterEach(() => assertTrialBalanceZero(t));
  after(() => close());

  /** An approved beneficiary whose localTargetAccount is `target` (validated on the worker), funded by an on-ramp of `local` when given. */
  async function beneficiaryPayingTo(reference: string, country: 'BR' | 'CO', target: Record<string, unknown>, local?: string): Promise<Record<string, any>> {
    const beneficiary = await approvedBeneficiary(t, integrator, reference, country);
    const put = await t.request('PUT', `/v1/beneficiaries/${beneficiary.id}/localTargetAccount`, { token: integrator.token, body: target });
    assert.equal(put.status, 202, put.text);
    for (const deadline = Date.now() + 10_000; ; await sleep(20)) {
      const status = (await t.request('GET', `/v1/beneficiaries/${beneficiary.id}`, { token: integrator.token })).body.localTargetAccount?.status;
      if (status === 'VALID') break;
      assert.ok(status !== 'INVALID' && Date.now() < deadline, `target account ${status}`);
    }
    if (local !== undefined) {
      const transfer = await onRamp(t, integrator, beneficiary, local);
      assert.equal((await pay(t, integrator, transfer)).status, 200);
      assert.equal((await finalTransfer(t, integrator, transfer.id)).status, 'SUCCEEDED');
    }
    return beneficiary;
  }

  /** The one OFF_RAMP event of the transfer's final state: received once, verified, and the only one stored. */
  async function theEvent(transferId: string): Promise<any> {
    const event = await theTransferEvent(t, receiver, transferId, 'OFF_RAMP');
    assert.equal(receiver.forged.length, 0, 'every callback verified with the webhook secret');
    return event;
  }

  it('fails a direct off-ramp whose rail cannot be reached (0014) once its attempts run out: the hold released, one OFF_RAMP success false', async () => {
    const co = await beneficiaryPayingTo(
      'co-unreachable',
      'CO',
      { bankAccount: { bankCode: '1007', accountType: 'SAVINGS', accountNumber: '123456780014' } },
      '500000.00',
    );
    const before = await balanceOf(t, integrator, co.id);
    const created = await createTransfer(t, integrator, (await offRampSimulation(t, integrator, co.id, '40.00')).id);
    assert.equal((await balanceOf(t, integrator, co.id)).available, new Decimal(before.available).minus('40.00').toFixed(2), 'held');
    const final = await finalTransfer(t, integrator, created.id);
    assert.equal(final.status, 'FAILED');
    assert.equal(final.statusReason, payoutUnavailableReason(ATTEMPTS, { hold_id: 'held' }));
    assert.match(final.statusReason, /payout rail was unavailable and the payout was not made/);
    const event = await theEvent(final.id);
    assert.deepEqual([event.success, event.message, event.data.status], [false, final.statusReason, 'FAILED']);
    assert.deepEqual(await balanceOf(t, integrator, co.id), before, 'the hold is released');
    const jobs = await t.db.query(`SELECT 1 FROM jobs WHERE unique_key = $1`, [`transfer-execution:${created.id}`]);
    assert.equal(jobs.length, 0, 'the execution job is done, not kept failed');
  });

  it('never fails a payout the rail took although every send timed out (0016): it is found by its reference and SUCCEEDS', async () => {
    const br = await beneficiaryPayingTo('br-taken', 'BR', { pixKey: '+5511999990016' }, '500.00');
    const before = await balanceOf(t, integrator, br.id);
    const created = await createTransfer(t, integrator, (await offRampSimulation(t, integrator, br.id, '40.00')).id);
    const final = await finalTransfer(t, integrator, created.id);
    assert.equal(final.status, 'SUCCEEDED', final.statusReason);
    assert.equal((await theEvent(final.id)).success, true);
    assert.equal((await balanceOf(t, integrator, br.id)).total, new Decimal(before.total).minus('40.00').toFixed(2));
  });

  it('fails an external-wallet off-ramp whose sends time out (0015) when the rail, asked by its reference, has no such payout', async () => {
    const br = await beneficiaryPayingTo('br-lost', 'BR', { pixKey: '+5511999990015' });
    const created = await createTransfer(t, integrator, (await offRampSimulation(t, integrator, br.id, '40.00', 'EXTERNAL_WALLET')).id);
    const hash = randomHash();
    const deposited = await t.request('POST', '/v1/transfers/sandbox/crypto-deposit', {
      token: integrator.token,
      body: { txHash: hash, simulationId: created.simulationId },
    });
    assert.equal(deposited.status, 200, deposited.text);
    const linked = await t.request('PUT', `/v1/transfers/${created.id}/transactionHash`, { token: integrator.token, body: { transactionHash: hash } });
    assert.equal(linked.status, 200, linked.text);
    const final = await finalTransfer(t, integrator, created.id);
    assert.equal(final.status, 'FAILED');
    assert.ok(final.statusReason.startsWith(payoutUnavailableReason(ATTEMPTS, { hold_id: null })), final.statusReason);
    const event = await theEvent(final.id);
    assert.deepEqual([event.success, event.message], [false, final.statusReason]);
  });
});
