// On-ramps end to end over HTTP with a real webhook receiver (contract sections 4, 8, 9 and 11): simulation, transfer,
// sandbox deposit, execution on the worker at the latest rate, exactly one ON_RAMP event per final state with its
// amounts as JSON numbers, the beneficiary's balance, and the books, which balance after every test.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, afterEach, before, describe, it } from 'node:test';
import { isLosslessNumber, parse } from 'lossless-json';
import { buildApp } from '../../src/app.ts';
import { Decimal } from '../../src/money.ts';
import type { TestApp, TestIntegrator } from '../helpers/app.ts';
import { createBeneficiary, individual, startWithReceiver, VALID_CPFS } from '../helpers/beneficiaries.ts';
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
  simulate,
  storedTransferEvents,
  theTransferEvent as theEvent,
  transferEvents,
} from '../helpers/transfers.ts';

/** The exact text of a JSON number in the raw callback body, at a path such as ['data', 'to', 'value']. */
function rawNumber(raw: string, path: string[]): string {
  let node: any = parse(raw);
  for (const key of path) node = node[key];
  assert.ok(isLosslessNumber(node), `${path.join('.')} is a JSON number in ${raw}`);
  return node.value;
}

/** The callback data matches the transfer, field by field, every amount and rate a JSON number with its exact digits. */
function assertEventMatches(event: any, transfer: Record<string, any>, marketExchangeRate: string): void {
  const { data } = event;
  assert.equal(event.operation, 'ON_RAMP');
  assert.equal(event.resourceId, transfer.id);
  assert.equal(event.integratorId, transfer.integratorId);
  assert.equal(event.beneficiaryId, transfer.beneficiaryId);
  assert.deepEqual(
    [data.id, data.simulationId, data.integratorId, data.beneficiaryId, data.type, data.status],
    [transfer.id, transfer.simulationId, transfer.integratorId, transfer.beneficiaryId, 'ON_RAMP', transfer.status],
  );
  assert.deepEqual(
    { from: { ...data.from, value: undefined }, to: { ...data.to, value: undefined } },
    {
      from: { currencyId: transfer.from.currencyCode, currencyCode: transfer.from.currencyCode, value: undefined },
      to: { currencyId: transfer.to.currencyCode, currencyCode: transfer.to.currencyCode, value: undefined },
    },
  );
  assert.equal(rawNumber(event.raw, ['data', 'from', 'value']), transfer.from.value);
  assert.equal(rawNumber(event.raw, ['data', 'to', 'value']), transfer.to.value);
  assert.equal(rawNumber(event.raw, ['data', 'exchangeRate']), transfer.transactionDetails.conversionDetails.exchangeRate);
  assert.equal(rawNumber(event.raw, ['data', 'marketExchangeRate']), marketExchangeRate);
  assert.equal(rawNumber(event.raw, ['data', 'effectiveTransactionValue']), transfer.transactionDetails.conversionDetails.effectiveTransactionValue);
  assert.equal(rawNumber(event.raw, ['data', 'fees', 'value']), transfer.transactionDetails.feeDetails.totalFees.value);
  assert.equal(data.fees.currencyCode, transfer.from.currencyCode);
  assert.equal(data.finalTransactionHash, null);
  assert.equal(typeof data.to.value, 'number');
}

describe('on-ramp transfers over HTTP', () => {
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;
  let close: () => Promise<void>;
  let br: Record<string, any>;
  let co: Record<string, any>;

  before(async () => {
    ({ t, receiver, integrator, close } = await startWithReceiver({ SANDBOX_SETTLE_DELAY_MS: '50', RATE_LIMIT_RPS: '100000', WEBHOOK_RETRY_SCHEDULE: '1,1' }));
    br = await approvedBeneficiary(t, integrator, 'br-payer');
    co = await approvedBeneficiary(t, integrator, 'co-payer', 'CO');
  });
  afterEach(async () => {
    await assertTrialBalanceZero(t);
    await setRate(t, integrator, 'BRL', '5.30');
    await setRate(t, integrator, 'COP', '3900');
  });
  after(() => close());

  it('runs a BR on-ramp: simulation, transfer with a BR Code, PIX, SUCCEEDED, one ON_RAMP event, the balance grown by to.value', async () => {
    const before = await balanceOf(t, integrator, br.id);
    const simulation = await simulate(t, integrator, { amount: { currencyCode: 'BRL', value: 1000 }, beneficiaryId: br.id, type: 'ON_RAMP' });
    // The simulation's BR Code is the transfer's (test/security/interface.test.ts reads it).
    assert.equal(typeof simulation.pixCopyAndPaste, 'string');
    assert.deepEqual(
      { ...simulation, id: undefined, createdDate: undefined, expiresAt: undefined, pixCopyAndPaste: undefined },
      {
        id: undefined,
        integratorId: integrator.id,
        beneficiaryId: br.id,
        from: { currencyCode: 'BRL', value: '1000.00' },
        to: { currencyCode: 'USDC', value: '186.45' },
        transactionDetails: {
          taxes: { currencyCode: 'BRL', value: '3.80' },
          conversionDetails: { effectiveTransactionValue: '991.20', exchangeRate: '5.31590000' },
          feeDetails: { totalFees: { currencyCode: 'BRL', value: '5.00' }, integratorFee: { currencyCode: 'BRL', value: '0.00' } },
        },
        type: 'ON_RAMP',
        executed: false,
        fundingSource: null,
        createdDate: undefined,
        expiresAt: undefined,
        pixCopyAndPaste: undefined,
      },
    );
    const lifetime = Date.parse(simulation.expiresAt) - Date.parse(simulation.createdDate);
    assert.ok(Math.abs(lifetime - 1800_000) < 5000, `expiresAt is SIMULATION_TTL_S after creation: ${lifetime} ms`);

    const transfer = await createTransfer(t, integrator, simulation.id);
    assert.equal(transfer.status, 'PENDING');
    assert.equal(transfer.simulationId, simulation.id);
    assert.deepEqual(transfer.from, simulation.from);
    assert.deepEqual(transfer.to, simulation.to, 'the estimate at an unchanged rate is the simulation');
    assert.equal(transfer.createdBy, integrator.id);
    assert.match(transfer.pixCopyAndPaste, /^000201010212.*6304[0-9A-F]{4}$/);
    assert.equal(transfer.pixCopyAndPaste, simulation.pixCopyAndPaste);
    assert.equal(transfer.bankDepositInstructions, undefined);
    const [executed] = await t.db.query<{ executed: boolean }>('SELECT executed FROM simulations WHERE id = $1', [simulation.id]);
    assert.equal(executed?.executed, true);

    const paid = await pay(t, integrator, transfer);
    assert.equal(paid.status, 200, paid.text);
    assert.deepEqual(paid.body, { transferId: transfer.id, status: 'PENDING' });

    const settled = await finalTransfer(t, integrator, transfer.id);
    assert.equal(settled.status, 'SUCCEEDED');
    assert.equal(settled.statusReason, null);
    assert.equal(settled.lastModifiedBy, 'system');
    assert.deepEqual(settled.to, { currencyCode: 'USDC', value: '186.45' });
    assertEventMatches(await theEvent(t, receiver, transfer.id), settled, '5.30000000');
    const event = transferEvents(receiver, transfer.id)[0];
    assert.equal(event.success, true);
    assert.equal(event.message, null);

    const after = await balanceOf(t, integrator, br.id);
    const grown = new Decimal(before.total).plus(settled.to.value).toFixed(2);
    assert.deepEqual(after, { total: grown, available: grown, currencyCode: 'USDC', currencyName: 'USD Coin' });
    assert.equal(await customerDeposits(t, 'BRL'), '0.00');

    // The BR Code is payable once; a final transfer cannot be cancelled.
    const again = await pay(t, integrator, transfer);
    assert.equal(again.status, 409, again.text);
    assert.equal(again.body.code, 'transfer.already_paid');
    const cancel = await t.request('POST', `/v1/transfers/${transfer.id}/cancel`, { token: integrator.token });
    assert.equal(cancel.status, 412);
    assert.equal(cancel.body.code, 'transfer.not_cancellable');
    assert.equal((await storedTransferEvents(t, transfer.id)).length, 1);
    assert.deepEqual(await balanceOf(t, integrator, br.id), after);
  });

  it('runs a CO on-ramp by bank deposit with a reference of its own', async () => {
    const before = await balanceOf(t, integrator, co.id);
    const transfer = await onRamp(t, integrator, co, '1000000.00');
    const other = await onRamp(t, integrator, co, '20000.00');
    assert.equal(transfer.pixCopyAndPaste, undefined);
    const instructions = transfer.bankDepositInstructions;
    assert.deepEqual(Object.keys(instructions).sort(), ['accountNumber', 'accountType', 'bankName', 'reference']);
    assert.match(instructions.reference, /^[0-9A-Z]{12}$/);
    assert.notEqual(instructions.reference, other.bankDepositInstructions.reference);
    assert.deepEqual(transfer.to, { currencyCode: 'USDC', value: '253.34' });

    const paid = await pay(t, integrator, transfer);
    assert.equal(paid.status, 200, paid.text);
    const settled = await finalTransfer(t, integrator, transfer.id);
    assert.equal(settled.status, 'SUCCEEDED');
    assert.deepEqual(settled.transactionDetails, {
      taxes: { currencyCode: 'COP', value: '4000.00' },
      conversionDetails: { effectiveTransactionValue: '991000.00', exchangeRate: '3911.70000000' },
      feeDetails: { totalFees: { currencyCode: 'COP', value: '5000.00' }, integratorFee: { currencyCode: 'COP', value: '0.00' } },
    });
    const event = await theEvent(t, receiver, transfer.id);
    assert.equal(event.success, true);
    assertEventMatches(event, settled, '3900.00000000');
    assert.equal((await balanceOf(t, integrator, co.id)).total, new Decimal(before.total).plus('253.34').toFixed(2));

    // A PIX is not how a CO transfer is paid; the other transfer is cancelled so nothing is left pending.
    const pix = await t.request('POST', '/v1/transfers/sandbox/pix', {
      token: integrator.token,
      body: { document: VALID_CPFS[0], simulationId: other.simulationId },
    });
    assert.equal(pix.status, 422);
    assert.equal(pix.body.code, 'transfer.wrong_rail');
    assert.equal((await t.request('POST', `/v1/transfers/${other.id}/cancel`, { token: integrator.token })).status, 200);
    assert.equal(await customerDeposits(t, 'COP'), '0.00');
  });

  it('settles at the market rate of the moment the funds arrive, and refuses a transfer after a move over 2%', async () => {
    const before = await balanceOf(t, integrator, br.id);
    const transfer = await onRamp(t, integrator, br, '1000.00');
    assert.equal(transfer.to.value, '186.45');
    // Within the 2% band of the simulation's 5.30 (test/security/rates.test.ts shows a move beyond it).
    await setRate(t, integrator, 'BRL', '5.40');
    assert.equal((await pay(t, integrator, transfer)).status, 200);
    const settled = await finalTransfer(t, integrator, transfer.id);
    // 5.40 x 1.003 = 5.4162; 991.20 / 5.4162 = 183.006... -> 183.00
    assert.equal(settled.transactionDetails.conversionDetails.exchangeRate, '5.41620000');
    assert.deepEqual(settled.to, { currencyCode: 'USDC', value: '183.00' });
    assertEventMatches(await theEvent(t, receiver, transfer.id), settled, '5.40000000');
    assert.equal((await balanceOf(t, integrator, br.id)).total, new Decimal(before.total).plus('183.00').toFixed(2));
    await setRate(t, integrator, 'BRL', '5.50');

    // Simulated at 5.50: 5.61 is a move of exactly 2% (allowed), 5.6101 is more.
    const within = await simulate(t, integrator, { amount: { currencyCode: 'BRL', value: '500' }, beneficiaryId: br.id, type: 'ON_RAMP' });
    const beyond = await simulate(t, integrator, { amount: { currencyCode: 'BRL', value: '500' }, beneficiaryId: br.id, type: 'ON_RAMP' });
    await setRate(t, integrator, 'BRL', '5.6101');
    const refused = await t.request('POST', '/v1/transfers', { token: integrator.token, body: { simulationId: beyond.id } });
    assert.equal(refused.status, 412, refused.text);
    assert.equal(refused.body.code, 'simulation.exchange_rate_changed_too_much');
    const [row] = await t.db.query<{ executed: boolean; transfers: number }>(
      'SELECT executed, (SELECT count(*)::int FROM transfers WHERE simulation_id = $1) AS transfers FROM simulations WHERE id = $1',
      [beyond.id],
    );
    assert.deepEqual(row, { executed: false, transfers: 0 });
    await setRate(t, integrator, 'BRL', '5.3899');
    const down = await t.request('POST', '/v1/transfers', { token: integrator.token, body: { simulationId: beyond.id } });
    assert.equal(down.status, 412, 'a fall of more than 2% is refused too');
    await setRate(t, integrator, 'BRL', '5.61');
    const allowed = await createTransfer(t, integrator, within.id);
    assert.equal(allowed.transactionDetails.conversionDetails.exchangeRate, '5.62683000', 'the estimate is at the current rate');
    assert.equal((await t.request('POST', `/v1/transfers/${allowed.id}/cancel`, { token: integrator.token })).status, 200);
  });

  it('creates one transfer from 50 concurrent requests with one simulationId', async () => {
    const simulation = await simulate(t, integrator, { amount: { currencyCode: 'BRL', value: '250.00' }, beneficiaryId: br.id, type: 'ON_RAMP' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.request('POST', '/v1/transfers', { token: integrator.token, body: { simulationId: simulation.id, beneficiaryIp: '2001:db8::1' } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    assert.deepEqual(
      statuses,
      [201, ...Array(49).fill(412)],
      JSON.stringify(answers.filter((answer) => ![201, 412].includes(answer.status)).map((a) => a.text)),
    );
    for (const answer of answers.filter((candidate) => candidate.status === 412)) assert.equal(answer.body.code, 'simulation.is_already_executed');
    const [count] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transfers WHERE simulation_id = $1', [simulation.id]);
    assert.equal(count?.n, 1);
    const [jobs] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE kind = 'transfer-funding-timeout' AND payload ->> 'transferId' = $1`,
      [answers.find((answer) => answer.status === 201)!.body.id],
    );
    assert.equal(jobs?.n, 1);
    const created = answers.find((answer) => answer.status === 201)!.body;
    assert.equal((await t.request('POST', `/v1/transfers/${created.id}/cancel`, { token: integrator.token })).status, 200);
  });

  it('fails a deposit of the wrong amount with a message, returns the money, and sends one failure event', async () => {
    const before = await balanceOf(t, integrator, br.id);
    const transfer = await onRamp(t, integrator, br, '100.00');
    const paid = await pay(t, integrator, transfer, '99.99');
    assert.equal(paid.status, 200, paid.text);
    assert.deepEqual(paid.body, { transferId: transfer.id, status: 'FAILED' });
    const failed = await finalTransfer(t, integrator, transfer.id);
    assert.equal(failed.status, 'FAILED');
    assert.match(failed.statusReason, /Received 99\.99 BRL, but the transfer expects exactly 100\.00 BRL/);
    const event = await theEvent(t, receiver, transfer.id);
    assert.equal(event.success, false);
    assert.equal(event.message, failed.statusReason);
    assert.equal(event.data.status, 'FAILED');
    assert.deepEqual(await balanceOf(t, integrator, br.id), before);
    assert.equal(await customerDeposits(t, 'BRL'), '0.00');
    const entries = await t.db.query<{ description: string }>('SELECT description FROM ledger_entries WHERE reference = $1 ORDER BY created_at', [
      `transfer:${transfer.id}`,
    ]);
    assert.deepEqual(entries.map((entry) => entry.description).sort(), ['ON_RAMP deposit received', 'ON_RAMP deposit returned to the payer']);

    const again = await pay(t, integrator, transfer);
    assert.equal(again.status, 409);
    assert.equal((await storedTransferEvents(t, transfer.id)).length, 1);
  });

  it("refuses a PIX whose payer is not the beneficiary, writing nothing; the beneficiary's own document then pays it", async () => {
    const transfer = await onRamp(t, integrator, br, '50.00');
    const postings = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_postings'))[0]!.n;
    const counted = await postings();
    const foreign = await t.request('POST', '/v1/transfers/sandbox/pix', {
      token: integrator.token,
      body: { document: VALID_CPFS[1], simulationId: transfer.simulationId },
    });
    assert.equal(foreign.status, 422, foreign.text);
    assert.equal(foreign.body.code, 'transfer.payer_not_beneficiary');
    assert.equal(await postings(), counted);
    assert.equal((await t.request('GET', `/v1/transfers/${transfer.id}`, { token: integrator.token })).body.status, 'PENDING');
    assert.equal((await storedTransferEvents(t, transfer.id)).length, 0);

    // The same CPF written with its punctuation is the beneficiary's.
    const own = await t.request('POST', '/v1/transfers/sandbox/pix', {
      token: integrator.token,
      body: { document: '529.982.247-25', simulationId: transfer.simulationId, amount: 50 },
    });
    assert.equal(own.status, 200, own.text);
    assert.equal((await finalTransfer(t, integrator, transfer.id)).status, 'SUCCEEDED');
    assert.equal((await theEvent(t, receiver, transfer.id)).success, true);
  });

  it('cancels a transfer before its funds arrive, with one event; it then takes no funds', async () => {
    const transfer = await onRamp(t, integrator, br, '75.50');
    const cancelled = await t.request('POST', `/v1/transfers/${transfer.id}/cancel`, { token: integrator.token });
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.equal(cancelled.body.status, 'CANCELLED');
    assert.equal(cancelled.body.statusReason, 'Cancelled by the integrator.');
    assert.equal(cancelled.body.lastModifiedBy, integrator.id);
    const event = await theEvent(t, receiver, transfer.id);
    assert.deepEqual([event.success, event.message, event.data.status], [false, 'Cancelled by the integrator.', 'CANCELLED']);

    const paid = await pay(t, integrator, transfer);
    assert.equal(paid.status, 412);
    assert.equal(paid.body.code, 'transfer.not_awaiting_funds');
    const twice = await t.request('POST', `/v1/transfers/${transfer.id}/cancel`, { token: integrator.token });
    assert.equal(twice.status, 412);
    assert.equal(twice.body.code, 'transfer.not_cancellable');
    const [jobs] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE unique_key = $1', [`transfer-funding-timeout:${transfer.id}`]);
    assert.equal(jobs?.n, 0, 'the funding timeout is gone');
    assert.equal((await storedTransferEvents(t, transfer.id)).length, 1);
  });

  it('moves nothing twice when its jobs run again after a final state', async () => {
    const transfer = await onRamp(t, integrator, br, '120.00');
    await pay(t, integrator, transfer);
    const settled = await finalTransfer(t, integrator, transfer.id);
    const entries = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries WHERE reference = $1', [`transfer:${transfer.id}`]))[0]!.n;
    assert.equal(await entries(), 2);
    const { transferExecution: transfers } = t.context.services;
    await Promise.all([transfers.execute(transfer.id), transfers.execute(transfer.id), transfers.expireUnfunded(transfer.id)]);
    assert.equal(await entries(), 2);
    assert.equal((await storedTransferEvents(t, transfer.id)).length, 1);
    assert.deepEqual((await t.request('GET', `/v1/transfers/${transfer.id}`, { token: integrator.token })).body, settled);
  });

  it('checks simulations: approved beneficiary, currency, limits, fundingSource, an off-ramp target account', async () => {
    const post = (body: Record<string, unknown>) => t.request('POST', '/v1/transfers/simulations', { token: integrator.token, body });
    const onRampOf = (beneficiaryId: string, currencyCode: string, value: unknown) => post({ amount: { currencyCode, value }, beneficiaryId, type: 'ON_RAMP' });
    const pending = await createBeneficiary(t, integrator, individual('not-yet-approved'));
    const refusals: Array<[Promise<any>, number, string]> = [
      [onRampOf(pending.id, 'BRL', 100), 412, 'beneficiary.not_approved'],
      [onRampOf(br.id, 'COP', 100), 422, 'simulation.invalid_currency'],
      [onRampOf(br.id, 'USDC', 100), 422, 'simulation.invalid_currency'],
      [onRampOf(co.id, 'BRL', 100_000), 422, 'simulation.invalid_currency'],
      [post({ amount: { currencyCode: 'BRL', value: 100 }, beneficiaryId: br.id, type: 'OFF_RAMP' }), 422, 'simulation.invalid_currency'],
      [onRampOf(br.id, 'BRL', '9.99'), 422, 'amount.below_minimum'],
      [onRampOf(br.id, 'BRL', '50000.01'), 422, 'amount.above_maximum'],
      [onRampOf(co.id, 'COP', '9999.99'), 422, 'amount.below_minimum'],
      [post({ amount: { currencyCode: 'USDC', value: '4.99' }, beneficiaryId: br.id, type: 'OFF_RAMP' }), 422, 'amount.below_minimum'],
      [post({ amount: { currencyCode: 'USDC', value: '10000.01' }, beneficiaryId: co.id, type: 'OFF_RAMP' }), 422, 'amount.above_maximum'],
      [onRampOf(br.id, 'BRL', '10.001'), 400, 'validation.failed'],
      [onRampOf(br.id, 'BRL', '1e3'), 400, 'validation.failed'],
      [onRampOf(br.id, 'BRL', 0), 400, 'validation.failed'],
      [
        post({ amount: { currencyCode: 'BRL', value: 100 }, beneficiaryId: br.id, type: 'ON_RAMP', fundingSource: 'EXTERNAL_WALLET' }),
        400,
        'validation.failed',
      ],
      [onRampOf('00000000-0000-4000-8000-000000000000', 'BRL', 100), 404, 'beneficiary.not_found'],
    ];
    const simulations = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM simulations'))[0]!.n;
    const counted = await simulations();
    for (const [answer, status, code] of refusals) {
      const response = await answer;
      assert.equal(response.status, status, response.text);
      assert.equal(response.body.code, code, response.text);
    }
    assert.equal(await simulations(), counted, 'no refusal wrote a simulation');

    // Off-ramps pay out to a validated localTargetAccount, which these beneficiaries lack (test/modules/off-ramp.test.ts).
    for (const [beneficiaryId, fundingSource] of [
      [br.id, undefined],
      [co.id, 'EXTERNAL_WALLET'],
    ] as const) {
      const offRamp = await post({ amount: { currencyCode: 'USDC', value: '100.00' }, beneficiaryId, type: 'OFF_RAMP', fundingSource });
      assert.equal(offRamp.status, 412, offRamp.text);
      assert.equal(offRamp.body.code, 'beneficiary.target_account_not_valid');
    }
    assert.equal(await simulations(), counted, 'no refusal wrote a simulation');
    const onRampSimulation = await simulate(t, integrator, { amount: { currencyCode: 'BRL', value: 100 }, beneficiaryId: br.id, type: 'ON_RAMP' });

    const badIp = await t.request('POST', '/v1/transfers', {
      token: integrator.token,
      body: { simulationId: onRampSimulation.id, beneficiaryIp: 'not-an-ip' },
    });
    assert.equal(badIp.status, 400);
    const unknown = await t.request('POST', '/v1/transfers', { token: integrator.token, body: { simulationId: '00000000-0000-4000-8000-000000000000' } });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, 'simulation.not_found');
  });

  it("keeps each integrator's simulations, transfers and balances to itself", async () => {
    const transfer = await onRamp(t, integrator, br, '30.00');
    const stranger = await t.createIntegrator({ callbackUrl: receiver.url });
    const as = (method: string, path: string, body?: unknown) => t.request(method, path, { token: stranger.token, ...(body ? { body } : {}) });
    const answers: Array<[Promise<any>, string]> = [
      [as('GET', `/v1/transfers/${transfer.id}`), 'transfer.not_found'],
      [as('POST', `/v1/transfers/${transfer.id}/cancel`), 'transfer.not_found'],
      [as('POST', '/v1/transfers', { simulationId: transfer.simulationId }), 'simulation.not_found'],
      [as('POST', '/v1/transfers/sandbox/pix', { document: VALID_CPFS[0], simulationId: transfer.simulationId }), 'transfer.not_found'],
      [as('GET', `/v1/beneficiaries/${br.id}/balances`), 'beneficiary.not_found'],
      [
        as('POST', '/v1/transfers/simulations', { amount: { currencyCode: 'BRL', value: 100 }, beneficiaryId: br.id, type: 'ON_RAMP' }),
        'beneficiary.not_found',
      ],
    ];
    for (const [answer, code] of answers) {
      const response = await answer;
      assert.equal(response.status, 404, response.text);
      assert.equal(response.body.code, code);
    }
    assert.equal((await as('GET', '/v1/transfers')).body.totalElements, 0);
    assert.equal((await t.request('POST', `/v1/transfers/${transfer.id}/cancel`, { token: integrator.token })).status, 200);
  });

  it('lists transfers with the contract filters and sorts', async () => {
    const list = async (query: string) => {
      const response = await t.request('GET', `/v1/transfers?${query}`, { token: integrator.token });
      assert.equal(response.status, 200, response.text);
      return response.body;
    };
    const first = await onRamp(t, integrator, co, '12345.67');
    const second = await onRamp(t, integrator, co, '12345.67');
    await t.request('POST', `/v1/transfers/${second.id}/cancel`, { token: integrator.token });
    const third = await onRamp(t, integrator, co, '20000.00');

    const all = await list('size=100');
    assert.ok(all.totalElements >= 3);
    const dates = all.content.map((transfer: { createdDate: string }) => transfer.createdDate);
    assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first by default');
    const ids = (page: { content: Array<{ id: string }> }) => page.content.map((transfer) => transfer.id);

    assert.deepEqual(ids(await list(`filterEq=beneficiaryId:${co.id},from.value:12345.67&sort=createdDate,asc`)), [first.id, second.id]);
    assert.deepEqual(ids(await list(`filterEq=beneficiaryId:${co.id},status:CANCELLED,from.value:12345.67`)), [second.id]);
    assert.deepEqual(ids(await list(`filterEq=from.currencyCode:COP,status:PENDING&filterOr=from.value:12345.67,from.value:20000.00&sort=from.value,desc`)), [
      third.id,
      first.id,
    ]);
    assert.deepEqual(ids(await list(`filterEq=bankDepositInstructions.reference:${third.bankDepositInstructions.reference}`)), [third.id]);
    assert.ok((await list('filterEq=type:ON_RAMP&size=1')).totalElements >= 3);
    assert.equal((await list('filterEq=type:OFF_RAMP')).totalElements, 0);
    const paged = await list(`filterEq=beneficiaryId:${co.id},from.value:12345.67&size=1&page=1&sort=createdDate,asc`);
    assert.deepEqual([ids(paged), paged.totalElements, paged.totalPages], [[second.id], 2, 2]);

    for (const [query, code] of [
      ['filterEq=nope:1', 'filter.invalid_field'],
      ['filterEq=status', 'filter.malformed'],
      ['sort=nope,asc', 'sort.invalid_field'],
      ['size=101', 'page.invalid'],
    ]) {
      const response = await t.request('GET', `/v1/transfers?${query}`, { token: integrator.token });
      assert.equal(response.status, 400, query);
      assert.equal(response.body.code, code);
    }
    for (const transfer of [first, third]) await t.request('POST', `/v1/transfers/${transfer.id}/cancel`, { token: integrator.token });
  });

  it('answers exact totals from the counts the triggers keep, before and after the worker folds them', async () => {
    const made = [await onRamp(t, integrator, br, '10.00'), await onRamp(t, integrator, co, '50000.00'), await onRamp(t, integrator, br, '11.00')];
    await t.request('POST', `/v1/transfers/${made[1]!.id}/cancel`, { token: integrator.token });
    await pay(t, integrator, made[2]!);
    await finalTransfer(t, integrator, made[2]!.id);
    const filters: Array<[string, string]> = [
      ['', 'true'],
      ['filterEq=status:PENDING', "status = 'PENDING'"],
      ['filterEq=status:CANCELLED,type:ON_RAMP', "status = 'CANCELLED' AND type = 'ON_RAMP'"],
      ['filterEq=from.currencyCode:BRL&filterOr=status:SUCCEEDED,status:PENDING', "from_currency = 'BRL' AND status IN ('SUCCEEDED', 'PENDING')"],
      ['filterEq=to.currencyCode:USDC,fundingSource:BENEFICIARY_BALANCE', 'false'],
    ];
    const check = async (when: string) => {
      for (const [query, condition] of filters) {
        const answer = await t.request('GET', `/v1/transfers?${query}`, { token: integrator.token });
        const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM transfers WHERE integrator_id = $1 AND ${condition}`, [integrator.id]);
        assert.equal(answer.body.totalElements, row!.n, `${when}: ${query || 'no filter'}`);
      }
    };
    await check('as written');
    const { compactTransferCounts } = await import('../../src/modules/transfers/model.ts');
    await compactTransferCounts(t.db);
    await check('after folding');
    const [rows] = await t.db.query<{ combinations: number; rows: number }>(
      'SELECT count(DISTINCT (type, funding_source, status, from_currency, to_currency))::int AS combinations, count(*)::int AS rows FROM transfer_counts WHERE integrator_id = $1',
      [integrator.id],
    );
    assert.equal(rows!.rows, rows!.combinations, 'one row per combination once folded');

    // The total of a status filter is that sum (a stray delta shows in it); a filter on another field counts rows.
    await t.db.query("INSERT INTO transfer_counts VALUES ($1, 'ON_RAMP', NULL, 'PENDING', 'BRL', 'USDC', 1000)", [integrator.id]);
    const summed = await t.request('GET', '/v1/transfers?filterEq=status:PENDING', { token: integrator.token });
    const counted = await t.request('GET', '/v1/transfers?filterEq=status:PENDING,createdBy:' + made[0]!.createdBy, { token: integrator.token });
    await t.db.query('DELETE FROM transfer_counts WHERE integrator_id = $1 AND n = 1000', [integrator.id]);
    const [pending] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM transfers WHERE integrator_id = $1 AND status = 'PENDING'", [
      integrator.id,
    ]);
    assert.equal(summed.body.totalElements, pending!.n + 1000);
    assert.equal(counted.body.totalElements, pending!.n);
    for (const transfer of made) await t.request('POST', `/v1/transfers/${transfer.id}/cancel`, { token: integrator.token });
  });

  it('has no sandbox deposits in production', async () => {
    const production = await buildApp({ ...t.context, config: { ...t.config, env: 'production' } });
    try {
      for (const url of ['/v1/transfers/sandbox/pix', '/v1/transfers/sandbox/bank-deposit']) {
        const response = await production.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${integrator.token}` },
          payload: { simulationId: 'x' },
        });
        assert.equal(response.statusCode, 404, url);
        assert.equal(response.json().code, 'web.no_handler');
      }
    } finally {
      await production.close();
    }
  });
});

describe('on-ramp timeouts', () => {
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;
  let close: () => Promise<void>;
  let br: Record<string, any>;

  before(async () => {
    ({ t, receiver, integrator, close } = await startWithReceiver({
      // Long enough for a simulation, its transfer and a payment to follow each other on a loaded machine.
      TRANSFER_FUNDING_TIMEOUT_S: '2',
      SIMULATION_TTL_S: '3',
      // Longer than the funding timeout: a funded transfer must outlive its timeout.
      SANDBOX_SETTLE_DELAY_MS: '3000',
      RATE_LIMIT_RPS: '100000',
      WEBHOOK_RETRY_SCHEDULE: '1,1',
    }));
    br = await approvedBeneficiary(t, integrator, 'timeouts');
  });
  afterEach(() => assertTrialBalanceZero(t));
  after(() => close());

  it('cancels a transfer whose funds do not arrive within TRANSFER_FUNDING_TIMEOUT_S, with one event', async () => {
    const transfer = await onRamp(t, integrator, br, '10.00');
    const cancelled = await finalTransfer(t, integrator, transfer.id);
    assert.equal(cancelled.status, 'CANCELLED');
    assert.equal(cancelled.statusReason, 'No funds arrived within 2 seconds.');
    assert.equal(cancelled.lastModifiedBy, 'system');
    const event = await theEvent(t, receiver, transfer.id);
    assert.deepEqual([event.success, event.message], [false, cancelled.statusReason]);
    const late = await pay(t, integrator, transfer);
    assert.equal(late.status, 412);
    assert.equal(late.body.code, 'transfer.not_awaiting_funds');
  });

  it('refuses to cancel once the funds arrived, and the funding timeout no longer applies', async () => {
    const transfer = await onRamp(t, integrator, br, '10.00');
    assert.equal((await pay(t, integrator, transfer)).status, 200);
    const cancel = await t.request('POST', `/v1/transfers/${transfer.id}/cancel`, { token: integrator.token });
    assert.equal(cancel.status, 412, cancel.text);
    assert.equal(cancel.body.code, 'transfer.not_cancellable');
    assert.match(cancel.body.message, /funds of this transfer have arrived/);
    // Execution takes 3 s here, so the 2 s funding timeout passes first, and must leave the funded transfer alone.
    const settled = await finalTransfer(t, integrator, transfer.id);
    assert.equal(settled.status, 'SUCCEEDED');
    assert.ok(Date.parse(settled.lastModifiedDate) - Date.parse(transfer.createdDate) > 2000);
    assert.equal((await theEvent(t, receiver, transfer.id)).success, true);
  });

  it('refuses a transfer from an expired simulation', async () => {
    const simulation = await simulate(t, integrator, { amount: { currencyCode: 'BRL', value: '10.00' }, beneficiaryId: br.id, type: 'ON_RAMP' });
    await sleep(3100);
    const response = await t.request('POST', '/v1/transfers', { token: integrator.token, body: { simulationId: simulation.id } });
    assert.equal(response.status, 412);
    assert.equal(response.body.code, 'simulation.is_expired');
  });
});
