// A funded transfer whose execution cannot run (here: the market rate of its currency cannot be read) is retried until
// the execution job's attempts run out (JOB_RETRY_BASE_MS 1: ten attempts in about a second); then, since nothing was
// converted or sent, it moves to FAILED and what it holds goes back: an on-ramp's deposit to the payer, an external
// wallet's USDC booked as owed back to the sender. One event with success false, in the transaction of the change, and
// balanced books. Before this, such a transfer stayed PENDING for ever with the payer's money in customer_deposits.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { DEFAULT_MAX_ATTEMPTS } from '../../src/jobs/queue.ts';
import { executionUnavailableReason } from '../../src/modules/transfers/execution.ts';
import type { TestApp, TestIntegrator } from '../helpers/app.ts';
import { startWithReceiver } from '../helpers/beneficiaries.ts';
import { offRampSimulation, randomHash, transferPostings, validTargetAccount } from '../helpers/off-ramp.ts';
import type { Receiver } from '../helpers/receiver.ts';
import {
  approvedBeneficiary,
  assertTrialBalanceZero,
  balanceOf,
  createTransfer,
  finalTransfer,
  onRamp,
  pay,
  setRate,
  theTransferEvent,
} from '../helpers/transfers.ts';

/** The execution job's attempts (the enqueue default). */
const ATTEMPTS = DEFAULT_MAX_ATTEMPTS;

describe('transfers whose execution cannot run', () => {
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;
  let close: () => Promise<void>;

  before(async () => {
    ({ t, receiver, integrator, close } = await startWithReceiver({ SANDBOX_SETTLE_DELAY_MS: '50', RATE_LIMIT_RPS: '100000', JOB_RETRY_BASE_MS: '1' }));
  });
  afterEach(async () => {
    // The rate source comes back for the next test (the contract's starting rate, shared by every integrator).
    await t.db.query(
      `INSERT INTO market_rates (base, quote, rate) VALUES ('USDC', 'BRL', 5.30000000) ON CONFLICT (base, quote) DO UPDATE SET rate = EXCLUDED.rate`,
    );
    await t.db.query(`SELECT pg_notify('ponte_rates', 'BRL')`);
    await setRate(t, integrator, 'BRL', '5.30000000');
    await assertTrialBalanceZero(t);
  });
  after(() => close());

  /** The rate source loses USDC/BRL: the row goes, and every process drops what it kept (as a change does). */
  async function loseTheBrlRate(): Promise<void> {
    await t.db.query(`DELETE FROM market_rates WHERE base = 'USDC' AND quote = 'BRL'`);
    await t.db.query(`SELECT pg_notify('ponte_rates', 'BRL')`);
    const simulation = await t.request('POST', '/v1/transfers/simulations', {
      token: integrator.token,
      body: { amount: { currencyCode: 'BRL', value: '100.00' }, beneficiaryId: '00000000-0000-0000-0000-000000000000', type: 'ON_RAMP' },
    });
    assert.ok(simulation.status >= 400, 'nothing can be priced in BRL now');
  }

  it('fails a paid on-ramp and returns the deposit to the payer, with one ON_RAMP event', async () => {
    const beneficiary = await approvedBeneficiary(t, integrator, 'no-rate-on-ramp');
    const transfer = await onRamp(t, integrator, beneficiary, '500.00');
    await loseTheBrlRate();
    assert.equal((await pay(t, integrator, transfer)).status, 200);

    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'FAILED');
    assert.equal(final.statusReason, executionUnavailableReason(ATTEMPTS, { type: 'ON_RAMP', hold_id: null }));
    assert.match(final.statusReason, /could not be executed in 10 attempts.*returned to the payer/);
    const event = await theTransferEvent(t, receiver, transfer.id, 'ON_RAMP');
    assert.deepEqual([event.success, event.message, event.data.status], [false, final.statusReason, 'FAILED']);
    assert.deepEqual(await transferPostings(t, transfer.id), [
      ['ON_RAMP deposit received', 'rail_cash', 'BRL', 'DEBIT', '500.00'],
      ['ON_RAMP deposit received', 'customer_deposits', 'BRL', 'CREDIT', '500.00'],
      ['ON_RAMP deposit returned to the payer', 'customer_deposits', 'BRL', 'DEBIT', '500.00'],
      ['ON_RAMP deposit returned to the payer', 'rail_cash', 'BRL', 'CREDIT', '500.00'],
    ]);
    assert.equal((await balanceOf(t, integrator, beneficiary.id)).total, '0.00', 'no USDC credited');
    const jobs = await t.db.query(`SELECT 1 FROM jobs WHERE unique_key = $1`, [`transfer-execution:${transfer.id}`]);
    assert.equal(jobs.length, 0, 'the execution job is done, not kept failed');
  });

  it('fails an external-wallet off-ramp whose USDC arrived, booking it as owed back to the sender, with one OFF_RAMP event', async () => {
    const beneficiary = await approvedBeneficiary(t, integrator, 'no-rate-off-ramp');
    await validTargetAccount(t, integrator, beneficiary);
    const created = await createTransfer(t, integrator, (await offRampSimulation(t, integrator, beneficiary.id, '40.00', 'EXTERNAL_WALLET')).id);
    await loseTheBrlRate();
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
    assert.ok(final.statusReason.startsWith(executionUnavailableReason(ATTEMPTS, { type: 'OFF_RAMP', hold_id: null })), final.statusReason);
    assert.match(final.statusReason, /The 40\.00 USDC received at the funding wallet will be returned to the sender\.$/);
    const event = await theTransferEvent(t, receiver, created.id, 'OFF_RAMP');
    assert.deepEqual([event.success, event.message], [false, final.statusReason]);
    assert.deepEqual(await transferPostings(t, created.id), [
      ['OFF_RAMP deposit owed back to the sender', 'customer_deposits', 'USDC', 'DEBIT', '40.00'],
      ['OFF_RAMP deposit owed back to the sender', 'deposits_to_return', 'USDC', 'CREDIT', '40.00'],
      ['OFF_RAMP deposit received', 'rail_cash', 'USDC', 'DEBIT', '40.00'],
      ['OFF_RAMP deposit received', 'customer_deposits', 'USDC', 'CREDIT', '40.00'],
    ]);
  });
});
