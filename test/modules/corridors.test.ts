// Corridors as data: the operator reads and sets each corridor's terms; a change applies to the simulations made
// after it, never to one already quoted (its transfer executes on the terms it was priced with); limits move; a
// disabled corridor refuses new simulations with its own code.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { ADMIN_TOKEN } from '../helpers/app.ts';
import { approved, secondApprover } from '../helpers/approvals.ts';
import { startWithReceiver, type ReceivingApp } from '../helpers/beneficiaries.ts';
import { approvedBeneficiary, assertTrialBalanceZero, createTransfer, finalTransfer, pay, simulate, theTransferEvent } from '../helpers/transfers.ts';

const DEFAULT_BR = {
  enabled: true,
  serviceFeeBps: 50,
  spread: '0.003',
  taxBps: 38,
  limits: { ON_RAMP: { min: '10.00', max: '50000.00' }, OFF_RAMP: { min: '5.00', max: '10000.00' } },
};

describe('corridors', () => {
  let s: ReceivingApp;
  let beneficiary: Record<string, any>;

  before(async () => {
    s = await startWithReceiver();
    beneficiary = await approvedBeneficiary(s.t, s.integrator, 'corridor-1');
  });
  afterEach(async () => {
    assert.equal((await put('BR', DEFAULT_BR)).status, 200);
  });
  after(async () => {
    await s.close();
  });

  // A corridor change is made under the two-person rule: ADMIN_TOKEN asks, the app's second approver approves.
  const put = async (id: string, body: unknown) =>
    approved(s.t, await s.t.request('PUT', `/v1/admin/corridors/${id}`, { token: ADMIN_TOKEN, body: { reason: 'test terms', ...(body as object) } }));
  const onRamp = (value: string) => ({ amount: { currencyCode: 'BRL', value }, beneficiaryId: beneficiary.id, type: 'ON_RAMP' });
  const trySimulate = (value: string) => s.t.request('POST', '/v1/transfers/simulations', { token: s.integrator.token, body: onRamp(value) });

  it("lists the contract's defaults, for the operator only", async () => {
    const response = await s.t.request('GET', '/v1/admin/corridors', { token: ADMIN_TOKEN });
    assert.equal(response.status, 200, response.text);
    assert.equal(response.body.totalElements, 2);
    const [br, co] = response.body.content;
    assert.deepEqual(
      { ...br, lastModifiedDate: undefined },
      {
        id: 'BR',
        country: 'BR',
        currency: 'BRL',
        enabled: true,
        serviceFeeBps: 50,
        spread: '0.003',
        taxBps: 38,
        limits: { ON_RAMP: { currencyCode: 'BRL', min: '10.00', max: '50000.00' }, OFF_RAMP: { currencyCode: 'USDC', min: '5.00', max: '10000.00' } },
        lastModifiedDate: undefined,
      },
    );
    assert.equal(co.taxBps, 40);
    assert.deepEqual(co.limits.ON_RAMP, { currencyCode: 'COP', min: '10000.00', max: '200000000.00' });
    assert.deepEqual(
      (await s.t.request('GET', '/v1/admin/corridors?filterEq=taxBps:40', { token: ADMIN_TOKEN })).body.content.map((c: any) => c.id),
      ['CO'],
    );
    assert.equal((await s.t.request('GET', '/v1/admin/corridors', { token: s.integrator.token })).status, 403);
  });

  it('applies a fee change to the next simulation only: a transfer of an earlier simulation executes with the earlier terms', async () => {
    const { t, integrator, receiver } = s;
    const earlier = await simulate(t, integrator, onRamp('1000.00'));
    // 1000.00 BRL at 5.30: service fee 50 bps, tax 38 bps, rate 5.30 x 1.003.
    assert.equal(earlier.transactionDetails.feeDetails.totalFees.value, '5.00');
    assert.equal(earlier.transactionDetails.taxes.value, '3.80');
    assert.equal(earlier.transactionDetails.conversionDetails.exchangeRate, '5.31590000');

    const changed = await put('BR', { ...DEFAULT_BR, serviceFeeBps: 120, spread: '0.01', taxBps: 45 });
    assert.equal(changed.status, 200, changed.text);
    assert.equal(changed.body.serviceFeeBps, 120);
    assert.equal(changed.body.spread, '0.01');

    const later = await simulate(t, integrator, onRamp('1000.00'));
    assert.equal(later.transactionDetails.feeDetails.totalFees.value, '12.00');
    assert.equal(later.transactionDetails.taxes.value, '4.50');
    assert.equal(later.transactionDetails.conversionDetails.exchangeRate, '5.35300000');

    // The earlier simulation's transfer, created and executed after the change, keeps its own terms.
    const transfer = await createTransfer(t, integrator, earlier.id);
    assert.equal(transfer.transactionDetails.feeDetails.totalFees.value, '5.00');
    assert.equal((await pay(t, integrator, transfer)).status, 200);
    const done = await finalTransfer(t, integrator, transfer.id);
    assert.equal(done.status, 'SUCCEEDED', done.statusReason);
    assert.deepEqual(done.transactionDetails, earlier.transactionDetails);
    assert.deepEqual(done.to, earlier.to);
    const event = await theTransferEvent(t, receiver, transfer.id, 'ON_RAMP');
    assert.equal(event.data.fees.value, 5);
    await assertTrialBalanceZero(t);

    // And the later one's transfer keeps the later terms.
    const laterTransfer = await createTransfer(t, integrator, later.id);
    assert.deepEqual(laterTransfer.transactionDetails, later.transactionDetails);
  });

  it('moves the limits of the next simulations', async () => {
    assert.equal((await trySimulate('50.00')).status, 201);
    const changed = await put('BR', { ...DEFAULT_BR, limits: { ...DEFAULT_BR.limits, ON_RAMP: { min: 100, max: '200.00', currencyCode: 'BRL' } } });
    assert.equal(changed.status, 200, changed.text);
    assert.deepEqual(changed.body.limits.ON_RAMP, { currencyCode: 'BRL', min: '100.00', max: '200.00' });

    const below = await trySimulate('99.99');
    assert.equal(below.status, 422, below.text);
    assert.equal(below.body.code, 'amount.below_minimum');
    assert.match(below.body.message, /100\.00 BRL/);
    const above = await trySimulate('200.01');
    assert.equal(above.body.code, 'amount.above_maximum');
    assert.equal((await trySimulate('100.00')).status, 201);
    assert.equal((await trySimulate('200.00')).status, 201);
  });

  it('refuses new simulations in a disabled corridor with corridor.disabled; a simulation quoted before stays usable', async () => {
    const { t, integrator } = s;
    const quoted = await simulate(t, integrator, onRamp('500.00'));
    const disabled = await put('BR', { ...DEFAULT_BR, enabled: false });
    assert.equal(disabled.status, 200, disabled.text);
    assert.equal(disabled.body.enabled, false);

    const refused = await trySimulate('500.00');
    assert.equal(refused.status, 422, refused.text);
    assert.equal(refused.body.code, 'corridor.disabled');
    assert.match(refused.body.message, /BR corridor/);
    assert.equal(
      (await t.db.query('SELECT 1 FROM simulations WHERE integrator_id = $1 AND from_value = 500 AND id <> $2', [integrator.id, quoted.id])).length,
      0,
    );
    assert.equal((await createTransfer(t, integrator, quoted.id)).status, 'PENDING');

    assert.equal((await put('BR', DEFAULT_BR)).status, 200);
    assert.equal((await trySimulate('500.00')).status, 201);
  });

  it('answers a bad change with 400 naming each field, an unknown corridor with 404, and changes nothing', async () => {
    const before = (await s.t.request('GET', '/v1/admin/corridors', { token: ADMIN_TOKEN })).body;
    const cases: Array<[unknown, string[]]> = [
      [{ ...DEFAULT_BR, limits: { ...DEFAULT_BR.limits, ON_RAMP: { min: '60000.00', max: '50000.00' } } }, ['/limits/ON_RAMP/min']],
      [{ ...DEFAULT_BR, limits: { ...DEFAULT_BR.limits, OFF_RAMP: { min: '5.001', max: '-1' } } }, ['/limits/OFF_RAMP/max', '/limits/OFF_RAMP/min']],
      [
        {
          ...DEFAULT_BR,
          limits: { ON_RAMP: { ...DEFAULT_BR.limits.ON_RAMP, currencyCode: 'USDC' }, OFF_RAMP: { min: '1.00', max: '9.00', currencyCode: 'BRL' } },
        },
        ['/limits/OFF_RAMP/currencyCode', '/limits/ON_RAMP/currencyCode'],
      ],
      // A zero minimum is refused by the document's amount rule (greater than zero), before the currencies are compared.
      [{ ...DEFAULT_BR, limits: { ...DEFAULT_BR.limits, OFF_RAMP: { ...DEFAULT_BR.limits.OFF_RAMP, min: '0.00' } } }, ['/limits/OFF_RAMP/min']],
      [{ ...DEFAULT_BR, spread: '1' }, ['/spread']],
      [{ ...DEFAULT_BR, spread: 0.003 }, ['/spread']],
      [{ ...DEFAULT_BR, serviceFeeBps: -1, taxBps: 10_001 }, ['/serviceFeeBps', '/taxBps']],
      [{ ...DEFAULT_BR, serviceFeeBps: 5000, taxBps: 5000 }, ['/taxBps']],
      [{ ...DEFAULT_BR, enabled: undefined, extra: 1 }, ['/enabled', '/extra']],
    ];
    for (const [body, paths] of cases) {
      const response = await put('BR', body);
      assert.equal(response.status, 400, `${JSON.stringify(body)}: ${response.text}`);
      assert.equal(response.body.code, 'validation.failed');
      assert.deepEqual([...new Set(response.body.errors.map((error: { path: string }) => error.path))].sort(), paths, response.text);
    }
    const unknown = await put('AR', DEFAULT_BR);
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, 'corridor.not_found');
    assert.equal((await s.t.request('PUT', '/v1/admin/corridors/BR', { token: s.integrator.token, body: DEFAULT_BR })).status, 403);
    assert.deepEqual((await s.t.request('GET', '/v1/admin/corridors', { token: ADMIN_TOKEN })).body, before);
  });

  it('records each change in the audit log, and nothing for a change that changes nothing', async () => {
    const count = async () => (await s.t.request('GET', '/v1/admin/audit-log?filterEq=resource.type:corridor,resource.id:BR', { token: ADMIN_TOKEN })).body;
    const before = (await count()).totalElements;
    assert.equal((await put('BR', DEFAULT_BR)).status, 200);
    assert.equal((await count()).totalElements, before);

    const requested = await s.t.request('PUT', '/v1/admin/corridors/BR', {
      token: ADMIN_TOKEN,
      body: { ...DEFAULT_BR, taxBps: 39, reason: 'tax rate 0.39%' },
      headers: { 'x-request-id': 'tax-39' },
    });
    assert.equal(requested.status, 202, requested.text);
    assert.equal((await count()).totalElements, before, 'the request changes nothing');
    const response = await approved(s.t, requested);
    assert.equal(response.status, 200, response.text);
    const log = await count();
    assert.equal(log.totalElements, before + 1);
    const [entry] = log.content;
    assert.equal(entry.action, 'corridor.updated');
    const approver = await secondApprover(s.t);
    assert.deepEqual(
      [entry.actor.type, entry.actor.id, entry.actor.name, entry.actor.credential],
      ['operator', approver.id, approver.email, 'operator_token'],
      "the change is its approver's",
    );
    const [asked] = (
      await s.t.request('GET', `/v1/admin/audit-log?filterEq=action:approval.requested,resource.id:${requested.body.id}`, { token: ADMIN_TOKEN })
    ).body.content;
    assert.deepEqual([asked.actor.id, asked.requestId], ['admin', 'tax-39'], "the request is its maker's");
    assert.equal(entry.integratorId, null);
    assert.deepEqual(entry.details, { changes: { taxBps: { from: 38, to: 39 } } });
  });
});
