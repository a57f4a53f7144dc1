// Off-ramps end to end over HTTP with a real webhook receiver (contract sections 8, 9 and 11): direct off-ramps that
// hold the beneficiary's USDC and pay out to a validated PIX key or Colombian bank account through the sandbox payout
// rail, and external-wallet off-ramps funded by a (sandbox) chain deposit to a deposit address of their own. Each final
// state sends exactly one OFF_RAMP event, and the books balance after every test.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { getAddress } from 'viem';
import { beneficiaryWallet, post } from '../../src/modules/ledger/service.ts';
import { Decimal } from '../../src/money.ts';
import { SANDBOX_PAYOUT_REJECTION } from '../../src/rails/sandbox/payouts.ts';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { startWithReceiver } from '../helpers/beneficiaries.ts';
import {
  accountBalance,
  amountPayingOut13,
  available,
  CO_BANK_ACCOUNT,
  fundedBeneficiary,
  offRampSimulation,
  PIX_KEY,
  randomHash,
  transferPostings,
  validTargetAccount,
} from '../helpers/off-ramp.ts';
import type { Receiver } from '../helpers/receiver.ts';
import {
  approvedBeneficiary,
  assertTrialBalanceZero,
  balanceOf,
  createTransfer,
  finalTransfer,
  onRamp,
  setRate,
  storedTransferEvents,
  theTransferEvent,
} from '../helpers/transfers.ts';

/** The one OFF_RAMP event of a transfer's final state: received once by the receiver, and the only one stored. */
const theEvent = (t: TestApp, receiver: Receiver, transferId: string) => theTransferEvent(t, receiver, transferId, 'OFF_RAMP');

/** The callback data form: the transfer's final numbers as JSON numbers, currencies with a currencyId. */
function assertCallbackData(event: any, transfer: Record<string, any>, finalTransactionHash: string | null): void {
  const { data } = event;
  assert.deepEqual(
    [data.id, data.simulationId, data.integratorId, data.beneficiaryId, data.type, data.status],
    [transfer.id, transfer.simulationId, transfer.integratorId, transfer.beneficiaryId, 'OFF_RAMP', transfer.status],
  );
  assert.deepEqual([data.from.currencyId, data.from.currencyCode, data.to.currencyCode], ['USDC', 'USDC', transfer.to.currencyCode]);
  assert.equal(typeof data.from.value, 'number');
  assert.ok(new Decimal(data.from.value).equals(transfer.from.value));
  assert.ok(new Decimal(data.to.value).equals(transfer.to.value));
  assert.ok(new Decimal(data.exchangeRate).equals(transfer.transactionDetails.conversionDetails.exchangeRate));
  assert.ok(new Decimal(data.fees.value).equals(transfer.transactionDetails.feeDetails.totalFees.value));
  assert.equal(data.fees.currencyCode, 'USDC');
  assert.equal(typeof data.marketExchangeRate, 'number');
  assert.equal(data.finalTransactionHash, finalTransactionHash);
}

describe('direct off-ramps over HTTP', () => {
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;
  let close: () => Promise<void>;
  let br: Record<string, any>;
  let co: Record<string, any>;

  before(async () => {
    ({ t, receiver, integrator, close } = await startWithReceiver({ SANDBOX_SETTLE_DELAY_MS: '200', RATE_LIMIT_RPS: '100000', WEBHOOK_RETRY_SCHEDULE: '1,1' }));
    br = await fundedBeneficiary(t, integrator, 'br-off', 'BR', '2000.00');
    co = await fundedBeneficiary(t, integrator, 'co-off', 'CO', '1000000.00');
  });
  afterEach(async () => {
    await assertTrialBalanceZero(t);
    await setRate(t, integrator, 'BRL', '5.30');
    await setRate(t, integrator, 'COP', '3900');
  });
  after(() => close());

  it('runs a BR direct off-ramp: key validated, from held, payout, SUCCEEDED, one OFF_RAMP event, the balance down by from.value', async () => {
    const before = await balanceOf(t, integrator, br.id);
    const simulation = await offRampSimulation(t, integrator, br.id, '50.00');
    assert.deepEqual(
      [simulation.fundingSource, simulation.targetPixKey, simulation.from],
      ['BENEFICIARY_BALANCE', PIX_KEY, { currencyCode: 'USDC', value: '50.00' }],
    );
    assert.equal(simulation.to.currencyCode, 'BRL');

    const created = await createTransfer(t, integrator, simulation.id);
    assert.deepEqual([created.status, created.type, created.targetPixKey, created.fundingWallet], ['PENDING', 'OFF_RAMP', PIX_KEY, undefined]);
    // The hold: available down by from.value at once, the total untouched until the payout is confirmed.
    // The payout settles 200 ms later, its postings in the transaction that ends the transfer: a transfer still PENDING
    // after the balance was read means the read came before the payout was confirmed.
    // The status is read on both sides of the balance: the same on both, the balance was read in that state.
    const statusNow = async () => (await t.request('GET', `/v1/transfers/${created.id}`, { token: integrator.token })).body.status;
    const statusBefore = await statusNow();
    const held = await balanceOf(t, integrator, br.id);
    const statusAfter = await statusNow();
    assert.equal(held.available, new Decimal(before.available).minus(50).toFixed(2));
    if (statusBefore === 'PENDING' && statusAfter === 'PENDING') assert.equal(held.total, before.total);
    if (statusBefore !== 'PENDING') assert.equal(held.total, new Decimal(before.total).minus(50).toFixed(2));

    const final = await finalTransfer(t, integrator, created.id);
    assert.equal(final.status, 'SUCCEEDED', final.statusReason);
    assert.equal(final.statusReason, null);
    const event = await theEvent(t, receiver, final.id);
    assert.deepEqual([event.success, event.message, event.beneficiaryId], [true, null, br.id]);
    assertCallbackData(event, final, null);

    const afterwards = await balanceOf(t, integrator, br.id);
    assert.equal(afterwards.total, new Decimal(before.total).minus(50).toFixed(2));
    assert.equal(afterwards.available, afterwards.total);
    const cancel = await t.request('POST', `/v1/transfers/${final.id}/cancel`, { token: integrator.token });
    assert.deepEqual([cancel.status, cancel.body.code], [412, 'transfer.not_cancellable']);
  });

  it('fails a payout whose local amount ends in .13: FAILED with the reason, one OFF_RAMP success false, the hold returned', async () => {
    const before = await balanceOf(t, integrator, br.id);
    const simulation = await amountPayingOut13(t, integrator, br.id);
    const created = await createTransfer(t, integrator, simulation.id);
    const final = await finalTransfer(t, integrator, created.id);
    assert.deepEqual([final.status, final.statusReason], ['FAILED', SANDBOX_PAYOUT_REJECTION]);
    const event = await theEvent(t, receiver, final.id);
    assert.deepEqual([event.success, event.message], [false, SANDBOX_PAYOUT_REJECTION]);
    assertCallbackData(event, final, null);
    assert.deepEqual(await balanceOf(t, integrator, br.id), before);
  });

  it('runs a CO direct off-ramp to the validated bank account', async () => {
    const before = await balanceOf(t, integrator, co.id);
    const simulation = await offRampSimulation(t, integrator, co.id, '40.00');
    assert.deepEqual(simulation.targetBankAccount, CO_BANK_ACCOUNT);
    assert.equal(simulation.targetPixKey, undefined);
    const created = await createTransfer(t, integrator, simulation.id);
    assert.deepEqual(created.targetBankAccount, CO_BANK_ACCOUNT);
    assert.equal(created.to.currencyCode, 'COP');
    const final = await finalTransfer(t, integrator, created.id);
    assert.equal(final.status, 'SUCCEEDED', final.statusReason);
    const event = await theEvent(t, receiver, final.id);
    assert.equal(event.success, true);
    assertCallbackData(event, final, null);
    assert.equal((await balanceOf(t, integrator, co.id)).total, new Decimal(before.total).minus(40).toFixed(2));
  });

  it('refuses an off-ramp larger than the available balance with 422 and holds nothing', async () => {
    const before = await balanceOf(t, integrator, br.id);
    const tooMuch = new Decimal(before.available).plus('0.01').toFixed(2);
    const simulation = await offRampSimulation(t, integrator, br.id, tooMuch);
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transfers'))[0]!.n;
    const transfers = await count();
    const response = await t.request('POST', '/v1/transfers', { token: integrator.token, body: { simulationId: simulation.id } });
    assert.deepEqual([response.status, response.body.code], [422, 'flow_of_funds.insufficient_funds'], response.text);
    assert.equal(await count(), transfers, 'no transfer written');
    const [row] = await t.db.query<{ executed: boolean }>('SELECT executed FROM simulations WHERE id = $1', [simulation.id]);
    assert.equal(row!.executed, false, 'the simulation is not used up');
    assert.deepEqual(await balanceOf(t, integrator, br.id), before);
  });

  it('lets one of two concurrent off-ramps that together exceed the balance through, and refuses the other with 422', async () => {
    const { available: balance } = await balanceOf(t, integrator, co.id);
    const share = new Decimal(balance).times('0.6').toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
    const [first, second] = await Promise.all([offRampSimulation(t, integrator, co.id, share), offRampSimulation(t, integrator, co.id, share)]);
    const answers = await Promise.all(
      [first!, second!].map((simulation) => t.request('POST', '/v1/transfers', { token: integrator.token, body: { simulationId: simulation.id } })),
    );
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [201, 422], answers.map((answer) => answer.text).join('\n'));
    const created = answers.find((answer) => answer.status === 201)!.body;
    assert.equal(answers.find((answer) => answer.status === 422)!.body.code, 'flow_of_funds.insufficient_funds');
    assert.equal((await finalTransfer(t, integrator, created.id)).status, 'SUCCEEDED');
    await theEvent(t, receiver, created.id);
    assert.equal((await balanceOf(t, integrator, co.id)).total, new Decimal(balance).minus(share).toFixed(2));
  });

  it('needs a VALID target account to simulate an off-ramp (412), and writes nothing', async () => {
    const bare = await approvedBeneficiary(t, integrator, 'no-target');
    const response = await t.request('POST', '/v1/transfers/simulations', {
      token: integrator.token,
      body: { amount: { currencyCode: 'USDC', value: '10.00' }, beneficiaryId: bare.id, type: 'OFF_RAMP' },
    });
    assert.deepEqual([response.status, response.body.code], [412, 'beneficiary.target_account_not_valid'], response.text);
    const invalid = await t.request('PUT', `/v1/beneficiaries/${bare.id}/localTargetAccount`, {
      token: integrator.token,
      body: { pixKey: 'invalid.person@example.com' },
    });
    assert.equal(invalid.status, 202);
    const again = await t.request('POST', '/v1/transfers/simulations', {
      token: integrator.token,
      body: { amount: { currencyCode: 'USDC', value: '10.00' }, beneficiaryId: bare.id, type: 'OFF_RAMP' },
    });
    assert.deepEqual([again.status, again.body.code], [412, 'beneficiary.target_account_not_valid']);
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM simulations WHERE beneficiary_id = $1', [bare.id]);
    assert.equal(row!.n, 0);
  });

  it("keeps an off-ramp to its integrator: another integrator's transfer and hash routes are 404", async () => {
    const stranger = await t.createIntegrator({ callbackUrl: receiver.url });
    const simulation = await offRampSimulation(t, integrator, br.id, '10.00', 'EXTERNAL_WALLET');
    const created = await createTransfer(t, integrator, simulation.id);
    const asStranger = await t.request('PUT', `/v1/transfers/${created.id}/transactionHash`, {
      token: stranger.token,
      body: { transactionHash: randomHash() },
    });
    assert.deepEqual([asStranger.status, asStranger.body.code], [404, 'transfer.not_found']);
    const deposit = await t.request('POST', '/v1/transfers/sandbox/crypto-deposit', {
      token: stranger.token,
      body: { txHash: randomHash(), simulationId: simulation.id },
    });
    assert.deepEqual([deposit.status, deposit.body.code], [404, 'transfer.not_found']);
    const cancelled = await t.request('POST', `/v1/transfers/${created.id}/cancel`, { token: integrator.token });
    assert.equal(cancelled.body.status, 'CANCELLED');
    await theEvent(t, receiver, created.id);
  });
});

describe('direct off-ramp payout steps (the worker driven by hand)', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let beneficiary: Record<string, any>;

  before(async () => {
    t = await startApp({ env: { SANDBOX_SETTLE_DELAY_MS: '0' } });
    integrator = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/never-called' });
    beneficiary = await approvedBeneficiary(t, integrator, 'by-hand');
    // Without a worker, no validation job runs: the account is made VALID and funded in the database, as the
    // validation job and an on-ramp would (a balanced entry: USDC at the rail, owed to the beneficiary).
    await t.db.query(`UPDATE beneficiaries SET target_account = $2::jsonb, target_account_status = 'VALID' WHERE id = $1`, [
      beneficiary.id,
      JSON.stringify({ pixKey: PIX_KEY, pixKeyType: 'EMAIL' }),
    ]);
    await t.db.transaction((tx) =>
      post(tx, {
        description: 'test funding',
        reference: 'test:funding',
        postings: [
          { account: { kind: 'rail_cash', currency: 'USDC' }, direction: 'DEBIT', amount: new Decimal('500.00') },
          { account: beneficiaryWallet(beneficiary.id), direction: 'CREDIT', amount: new Decimal('500.00') },
        ],
      }),
    );
  });
  afterEach(async () => {
    await assertTrialBalanceZero(t);
    await setRate(t, integrator, 'BRL', '5.30');
  });
  after(() => t.close());

  const execute = (transferId: string) => t.context.services.transferExecution.execute(transferId);

  it('cancels before the payout started (CANCELLED, hold released, one event), and refuses once it started (412)', async () => {
    const first = await createTransfer(t, integrator, (await offRampSimulation(t, integrator, beneficiary.id, '100.00')).id);
    assert.equal(await available(t, integrator, beneficiary.id), '400.00');
    const cancelled = await t.request('POST', `/v1/transfers/${first.id}/cancel`, { token: integrator.token });
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.deepEqual([cancelled.body.status, cancelled.body.statusReason], ['CANCELLED', 'Cancelled by the integrator.']);
    assert.equal(await available(t, integrator, beneficiary.id), '500.00');
    await execute(first.id);
    const [event, ...more] = await storedTransferEvents(t, first.id);
    assert.deepEqual([event.operation, event.success, event.data.status, more.length], ['OFF_RAMP', false, 'CANCELLED', 0]);

    const second = await createTransfer(t, integrator, (await offRampSimulation(t, integrator, beneficiary.id, '100.00')).id);
    const sent = await execute(second.id);
    assert.ok(sent && sent.rescheduleAt instanceof Date, 'the payout was sent and is checked again later');
    const refused = await t.request('POST', `/v1/transfers/${second.id}/cancel`, { token: integrator.token });
    assert.deepEqual([refused.status, refused.body.code], [412, 'transfer.not_cancellable'], refused.text);
    assert.match(refused.body.message, /payout of this transfer has started/);
    await execute(second.id);
    const final = await t.request('GET', `/v1/transfers/${second.id}`, { token: integrator.token });
    assert.equal(final.body.status, 'SUCCEEDED');
    assert.equal((await balanceOf(t, integrator, beneficiary.id)).total, '400.00');
    assert.equal((await storedTransferEvents(t, second.id)).length, 1);
    // Runs again after the final state move nothing.
    await execute(second.id);
    assert.equal((await storedTransferEvents(t, second.id)).length, 1);
  });

  it('pays out at the latest rate: to, exchangeRate and the event take the rate of the moment the payout starts', async () => {
    const created = await createTransfer(t, integrator, (await offRampSimulation(t, integrator, beneficiary.id, '100.00')).id);
    assert.equal(created.to.value, '523.75');
    await setRate(t, integrator, 'BRL', '5.40'); // within the 2% band of the simulation's 5.30
    await execute(created.id);
    await execute(created.id);
    const final = (await t.request('GET', `/v1/transfers/${created.id}`, { token: integrator.token })).body;
    assert.equal(final.status, 'SUCCEEDED');
    assert.ok(new Decimal(final.to.value).gt('523.75'), `paid at the new rate: ${final.to.value}`);
    const [event] = await storedTransferEvents(t, created.id);
    assert.ok(new Decimal(event.data.to.value).equals(final.to.value));
  });
});

describe('external-wallet off-ramps in the sandbox', () => {
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;
  let close: () => Promise<void>;
  let br: Record<string, any>;

  before(async () => {
    ({ t, receiver, integrator, close } = await startWithReceiver({ SANDBOX_SETTLE_DELAY_MS: '50', RATE_LIMIT_RPS: '100000', WEBHOOK_RETRY_SCHEDULE: '1,1' }));
    br = await approvedBeneficiary(t, integrator, 'wallet-br');
    await validTargetAccount(t, integrator, br);
  });
  afterEach(() => assertTrialBalanceZero(t));
  after(() => close());

  const externalTransfer = async (value = '40.00') =>
    createTransfer(t, integrator, (await offRampSimulation(t, integrator, br.id, value, 'EXTERNAL_WALLET')).id);
  const link = (transferId: string, transactionHash: string) =>
    t.request('PUT', `/v1/transfers/${transferId}/transactionHash`, { token: integrator.token, body: { transactionHash } });
  const deposit = (transfer: Record<string, any>, txHash: string, extra: Record<string, unknown> = {}, method = 'POST') =>
    t.request(method, '/v1/transfers/sandbox/crypto-deposit', { token: integrator.token, body: { txHash, simulationId: transfer.simulationId, ...extra } });

  it('gives each transfer a deposit address of its own, EIP-55, and holds nothing from the balance', async () => {
    const before = await balanceOf(t, integrator, br.id);
    const transfers = await Promise.all([externalTransfer(), externalTransfer(), externalTransfer()]);
    const wallets = transfers.map((transfer) => transfer.fundingWallet as string);
    for (const wallet of wallets) assert.equal(wallet, getAddress(wallet));
    assert.equal(new Set(wallets.map((wallet) => wallet.toLowerCase())).size, 3);
    assert.deepEqual(await balanceOf(t, integrator, br.id), before);
    for (const transfer of transfers) {
      assert.equal(transfer.fundingSource, 'EXTERNAL_WALLET');
      assert.equal((await t.request('POST', `/v1/transfers/${transfer.id}/cancel`, { token: integrator.token })).body.status, 'CANCELLED');
      await theEvent(t, receiver, transfer.id);
    }
  });

  it('succeeds when the hash is linked first and the deposit arrives after', async () => {
    const transfer = await externalTransfer();
    const hash = randomHash();
    const linked = await link(transfer.id, hash);
    assert.equal(linked.status, 200, linked.text);
    assert.deepEqual([linked.body.transactionHash, linked.body.status], [hash, 'PENDING']);
    const answer = await deposit(transfer, hash);
    assert.deepEqual([answer.status, answer.body.transferId], [200, transfer.id], answer.text);
    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'SUCCEEDED', final.statusReason);
    const event = await theEvent(t, receiver, transfer.id);
    assert.equal(event.success, true);
    assertCallbackData(event, final, hash);
  });

  it('succeeds when the deposit arrives first (PUT) and the hash is linked after', async () => {
    const transfer = await externalTransfer();
    const hash = randomHash();
    assert.equal((await deposit(transfer, hash, {}, 'PUT')).status, 200);
    assert.equal((await link(transfer.id, hash)).status, 200);
    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'SUCCEEDED', final.statusReason);
    assert.equal((await theEvent(t, receiver, transfer.id)).data.finalTransactionHash, hash);
    // Final: the hash can no longer change.
    const late = await link(transfer.id, randomHash());
    assert.deepEqual([late.status, late.body.code], [412, 'transfer.not_awaiting_funds']);
  });

  it('takes hashes and chain deposits only for external-wallet off-ramps, and no cancel once the deposit is in', async () => {
    const onRampTransfer = await onRamp(t, integrator, br, '100.00');
    const linked = await link(onRampTransfer.id, randomHash());
    assert.deepEqual([linked.status, linked.body.code], [422, 'transfer.not_external_wallet']);
    const deposited = await deposit(onRampTransfer, randomHash());
    assert.deepEqual([deposited.status, deposited.body.code], [422, 'transfer.wrong_rail']);
    assert.equal((await t.request('POST', `/v1/transfers/${onRampTransfer.id}/cancel`, { token: integrator.token })).body.status, 'CANCELLED');

    const transfer = await externalTransfer();
    const hash = randomHash();
    assert.equal((await deposit(transfer, hash)).status, 200);
    assert.equal((await link(transfer.id, hash)).status, 200);
    assert.equal((await finalTransfer(t, integrator, transfer.id)).status, 'SUCCEEDED');
    const cancel = await t.request('POST', `/v1/transfers/${transfer.id}/cancel`, { token: integrator.token });
    assert.deepEqual([cancel.status, cancel.body.code], [412, 'transfer.not_cancellable']);
    await theEvent(t, receiver, transfer.id);
  });

  it('fails a deposit of the wrong amount and books what arrived as owed back to the sender, once', async () => {
    const before = {
      wallet: await balanceOf(t, integrator, br.id),
      toReturn: await accountBalance(t, 'deposits_to_return', 'USDC'),
      cash: await accountBalance(t, 'rail_cash', 'USDC', 'DEBIT'),
    };
    const transfer = await externalTransfer();
    const hash = randomHash();
    assert.equal((await deposit(transfer, hash, { amount: '39.99' })).status, 200);
    assert.equal((await link(transfer.id, hash)).status, 200);
    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'FAILED');
    assert.match(final.statusReason, /received 39\.99 USDC, expected 40\.00/);
    assert.match(final.statusReason, /39\.99 USDC .*will be returned to the sender/);
    const event = await theEvent(t, receiver, transfer.id);
    assert.deepEqual([event.success, event.message], [false, final.statusReason]);

    // In the same transaction as FAILED: the 39.99 arrived at the deposit wallet (rail_cash), and is owed back.
    const journal = [
      ['OFF_RAMP deposit owed back to the sender', 'customer_deposits', 'USDC', 'DEBIT', '39.99'],
      ['OFF_RAMP deposit owed back to the sender', 'deposits_to_return', 'USDC', 'CREDIT', '39.99'],
      ['OFF_RAMP deposit received', 'rail_cash', 'USDC', 'DEBIT', '39.99'],
      ['OFF_RAMP deposit received', 'customer_deposits', 'USDC', 'CREDIT', '39.99'],
    ];
    assert.deepEqual(await transferPostings(t, transfer.id), journal);
    // One transaction: now() is its start time, for the FAILED row and both entries alike.
    const [times] = await t.db.query<{ same: boolean }>(
      `SELECT bool_and(e.created_at = tr.updated_at) AND count(*) = 2 AS same FROM ledger_entries e, transfers tr
        WHERE e.reference = 'transfer:' || tr.id AND tr.id = $1`,
      [transfer.id],
    );
    assert.equal(times!.same, true, 'the entries and the FAILED state commit together');
    assert.equal((await accountBalance(t, 'deposits_to_return', 'USDC')).minus(before.toReturn).toFixed(2), '39.99');
    assert.equal((await accountBalance(t, 'rail_cash', 'USDC', 'DEBIT')).minus(before.cash).toFixed(2), '39.99');
    assert.deepEqual(await balanceOf(t, integrator, br.id), before.wallet);
    await assertTrialBalanceZero(t);

    // Nothing books it twice: the job run again, a second deposit or another hash for the final transfer (412).
    await t.context.services.transferExecution.execute(transfer.id);
    const late = await deposit(transfer, randomHash(), { amount: '0.01' });
    assert.deepEqual([late.status, late.body.code], [412, 'transfer.not_awaiting_funds'], late.text);
    const relinked = await link(transfer.id, randomHash());
    assert.deepEqual([relinked.status, relinked.body.code], [412, 'transfer.not_awaiting_funds'], relinked.text);
    assert.deepEqual(await transferPostings(t, transfer.id), journal);
    assert.equal((await storedTransferEvents(t, transfer.id)).length, 1);
  });

  it('owes the USDC back when the payout of a funded external-wallet off-ramp is rejected, instead of booking it as sent back', async () => {
    const before = await balanceOf(t, integrator, br.id);
    const amount = (await amountPayingOut13(t, integrator, br.id)).from.value as string;
    const transfer = await createTransfer(t, integrator, (await offRampSimulation(t, integrator, br.id, amount, 'EXTERNAL_WALLET')).id);
    const hash = randomHash();
    assert.equal((await deposit(transfer, hash)).status, 200);
    assert.equal((await link(transfer.id, hash)).status, 200);
    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'FAILED');
    assert.ok(final.statusReason.startsWith(SANDBOX_PAYOUT_REJECTION), final.statusReason);
    assert.match(final.statusReason, new RegExp(`${amount.replace('.', '\\.')} USDC .*will be returned to the sender`));
    assert.equal((await theEvent(t, receiver, transfer.id)).message, final.statusReason);
    assert.deepEqual(await transferPostings(t, transfer.id), [
      ['OFF_RAMP deposit owed back to the sender', 'customer_deposits', 'USDC', 'DEBIT', amount],
      ['OFF_RAMP deposit owed back to the sender', 'deposits_to_return', 'USDC', 'CREDIT', amount],
      ['OFF_RAMP deposit received', 'rail_cash', 'USDC', 'DEBIT', amount],
      ['OFF_RAMP deposit received', 'customer_deposits', 'USDC', 'CREDIT', amount],
    ]);
    assert.deepEqual(await balanceOf(t, integrator, br.id), before);
  });

  it('checks hashes: 0x and 64 hex (400), one transfer per hash (409)', async () => {
    const transfer = await externalTransfer();
    for (const bad of ['0x1234', 'ab'.repeat(32), '0x' + 'g'.repeat(64), '0x' + 'a'.repeat(65)]) {
      const response = await link(transfer.id, bad);
      assert.deepEqual([response.status, response.body.code], [400, 'validation.failed'], bad);
    }
    const hash = randomHash();
    assert.equal((await link(transfer.id, hash)).status, 200);
    assert.equal((await link(transfer.id, hash)).status, 200, 'linking the same hash again changes nothing');
    const other = await externalTransfer();
    const reused = await link(other.id, hash.toUpperCase().replace('0X', '0x'));
    assert.deepEqual([reused.status, reused.body.code], [409, 'transfer.transaction_hash_in_use'], reused.text);
    const read = await t.request('GET', `/v1/transfers/${other.id}`, { token: integrator.token });
    assert.equal(read.body.transactionHash, undefined, 'nothing written');

    // Two transfers racing for one new hash: the unique index lets exactly one have it.
    const contested = randomHash();
    const race = await Promise.all([link(transfer.id, contested), link(other.id, contested)]);
    assert.deepEqual(race.map((answer) => answer.status).sort(), [200, 409], race.map((answer) => answer.text).join('\n'));
    // A chain transaction happens once: a second sandbox deposit with one hash is 409.
    const unlinked = randomHash();
    assert.equal((await deposit(transfer, unlinked, { amount: '1.00' })).status, 200);
    const again = await deposit(transfer, unlinked);
    assert.deepEqual([again.status, again.body.code], [409, 'transfer.transaction_hash_in_use']);

    const stillOpen = [transfer, other];
    for (const open of stillOpen) {
      assert.equal((await t.request('POST', `/v1/transfers/${open.id}/cancel`, { token: integrator.token })).body.status, 'CANCELLED');
      await theEvent(t, receiver, open.id);
    }
  });
});
