// Prices one integrator cannot move for another, and executions bound as creations are (issue 14, item 2): a sandbox
// rate is the integrator's own, and a transfer whose rate moved more than 2% since its simulation fails with its
// funds returned instead of converting blindly.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Decimal } from '../../src/money.ts';
import type { TestApp, TestIntegrator } from '../helpers/app.ts';
import { startWithReceiver } from '../helpers/beneficiaries.ts';
import { accountBalance, offRampSimulation, randomHash, validTargetAccount } from '../helpers/off-ramp.ts';
import type { Receiver } from '../helpers/receiver.ts';
import {
  approvedBeneficiary,
  assertTrialBalanceZero,
  balanceOf,
  createTransfer,
  customerDeposits,
  finalTransfer,
  onRamp,
  pay,
  setRate,
  theTransferEvent,
} from '../helpers/transfers.ts';

describe('sandbox rates and the execution band', () => {
  let t: TestApp;
  let a: TestIntegrator;
  let b: TestIntegrator;
  let receiver: Receiver;
  let close: () => Promise<void>;

  before(async () => {
    // Executions wait half a second, so a rate set just after a transfer is made is the one it executes at.
    ({ t, integrator: b, receiver, close } = await startWithReceiver({ SANDBOX_SETTLE_DELAY_MS: '500' }));
    a = await t.createIntegrator({ callbackUrl: receiver.url });
    receiver.secrets.push(a.webhookSecret);
  });
  after(() => close());

  it('keeps a rate one integrator sets to that integrator: another’s 200 BRL on-ramp is priced at the shared 5.30', async () => {
    await setRate(t, a, 'BRL', '2.65');
    const mine = await t.request('GET', '/v1/sandbox/rates', { token: a.token });
    assert.equal(mine.body.find((rate: { quote: string }) => rate.quote === 'BRL').rate, '2.65000000');
    const theirs = await t.request('GET', '/v1/sandbox/rates', { token: b.token });
    assert.equal(theirs.body.find((rate: { quote: string }) => rate.quote === 'BRL').rate, '5.30000000');

    const beneficiary = await approvedBeneficiary(t, b, 'rates-victim');
    const before = await balanceOf(t, b, beneficiary.id);
    const transfer = await onRamp(t, b, beneficiary, '200.00');
    // 200.00 - 1.00 fees - 0.76 taxes = 198.24; 5.30 x 1.003 = 5.3159; 198.24 / 5.3159 = 37.29...
    assert.equal(transfer.transactionDetails.conversionDetails.exchangeRate, '5.31590000');
    assert.equal((await pay(t, b, transfer)).status, 200);
    const settled = await finalTransfer(t, b, transfer.id);
    assert.equal(settled.status, 'SUCCEEDED');
    assert.deepEqual(settled.to, { currencyCode: 'USDC', value: '37.29' });
    assert.equal((await balanceOf(t, b, beneficiary.id)).total, new Decimal(before.total).plus('37.29').toFixed(2));
    await setRate(t, a, 'BRL', '5.30');
  });

  it('fails an on-ramp whose rate moved more than 2% since its simulation, and returns the deposit', async () => {
    const beneficiary = await approvedBeneficiary(t, a, 'band-on-ramp');
    const before = await balanceOf(t, a, beneficiary.id);
    const transfer = await onRamp(t, a, beneficiary, '1000.00');
    await setRate(t, a, 'BRL', '5.4061'); // 2.0019% above the simulation's 5.30
    assert.equal((await pay(t, a, transfer)).status, 200);
    const final = await finalTransfer(t, a, transfer.id);
    assert.equal(final.status, 'FAILED');
    assert.match(final.statusReason, /moved from 5\.3 to 5\.4061 since the simulation, more than 2%/);
    assert.match(final.statusReason, /returned to the payer/);
    const event = await theTransferEvent(t, receiver, transfer.id, 'ON_RAMP');
    assert.equal(event.success, false);
    assert.equal((await balanceOf(t, a, beneficiary.id)).total, before.total, 'nothing credited');
    assert.equal(await customerDeposits(t, 'BRL'), '0.00');
    await assertTrialBalanceZero(t);

    // At exactly 2% it executes.
    await setRate(t, a, 'BRL', '5.30');
    const within = await onRamp(t, a, beneficiary, '1000.00');
    await setRate(t, a, 'BRL', '5.194'); // 5.30 x 0.98
    assert.equal((await pay(t, a, within)).status, 200);
    assert.equal((await finalTransfer(t, a, within.id)).status, 'SUCCEEDED');
    await setRate(t, a, 'BRL', '5.30');
    await assertTrialBalanceZero(t);
  });

  it('fails an external-wallet off-ramp whose rate moved more than 2% before its USDC arrived, and owes the USDC back', async () => {
    const beneficiary = await approvedBeneficiary(t, a, 'band-off-ramp');
    await validTargetAccount(t, a, beneficiary);
    const simulation = await offRampSimulation(t, a, beneficiary.id, '50.00', 'EXTERNAL_WALLET');
    const offRamp = await createTransfer(t, a, simulation.id);
    const owedBefore = await accountBalance(t, 'deposits_to_return', 'USDC');
    await setRate(t, a, 'BRL', '5.00'); // 5.66% below the simulation's 5.30
    const hash = randomHash();
    const deposit = await t.request('POST', '/v1/transfers/sandbox/crypto-deposit', { token: a.token, body: { txHash: hash, simulationId: simulation.id } });
    assert.equal(deposit.status, 200, deposit.text);
    const linked = await t.request('PUT', `/v1/transfers/${offRamp.id}/transactionHash`, { token: a.token, body: { transactionHash: hash } });
    assert.equal(linked.status, 200, linked.text);
    const final = await finalTransfer(t, a, offRamp.id);
    assert.equal(final.status, 'FAILED');
    assert.match(final.statusReason, /more than 2%/);
    assert.equal((await theTransferEvent(t, receiver, offRamp.id, 'OFF_RAMP')).success, false);
    assert.equal((await accountBalance(t, 'deposits_to_return', 'USDC')).minus(owedBefore).toFixed(2), '50.00', 'the USDC is owed back to its sender');
    await setRate(t, a, 'BRL', '5.30');
    await assertTrialBalanceZero(t);
  });
});
