// Faithful to the interface (issue 14, items 13 and 14): a BR on-ramp simulation carries the BR Code its transfer will
// carry, and the singular GET /v1/transfer/{id} the interface writes once answers as GET /v1/transfers/{id}.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hasError, parsePix } from 'pix-utils';
import { Decimal } from '../../src/money.ts';
import type { TestApp, TestIntegrator } from '../helpers/app.ts';
import { startWithReceiver } from '../helpers/beneficiaries.ts';
import type { Receiver } from '../helpers/receiver.ts';
import { offRampSimulation, validTargetAccount } from '../helpers/off-ramp.ts';
import { approvedBeneficiary, assertTrialBalanceZero, createTransfer, finalTransfer, onRamp, pay, simulate, theTransferEvent } from '../helpers/transfers.ts';

describe('the interface, as written', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let receiver: Receiver;
  let close: () => Promise<void>;
  let brazilian: Record<string, any>;
  let colombian: Record<string, any>;

  before(async () => {
    ({ t, integrator, receiver, close } = await startWithReceiver({ SANDBOX_SETTLE_DELAY_MS: '0' }));
    brazilian = await approvedBeneficiary(t, integrator, 'interface-br');
    colombian = await approvedBeneficiary(t, integrator, 'interface-co', 'CO');
  });
  after(() => close());

  it('gives a BR on-ramp simulation the BR Code its transfer carries, and paying it settles that transfer', async () => {
    const simulation = await simulate(t, integrator, { amount: { currencyCode: 'BRL', value: '200.00' }, beneficiaryId: brazilian.id, type: 'ON_RAMP' });
    const code: string = simulation.pixCopyAndPaste;
    assert.equal(typeof code, 'string', JSON.stringify(simulation));
    // pix-utils, an independent parser, refuses a code whose CRC16 does not match.
    const parsed = parsePix(code);
    assert.ok(!hasError(parsed), `pix-utils refused ${code}: ${JSON.stringify(parsed)}`);
    assert.equal(parsed.type, 'STATIC');
    assert.ok(new Decimal(parsed.transactionAmount ?? 0).equals(simulation.from.value), `pix-utils read ${parsed.transactionAmount}`);
    assert.equal(simulation.from.value, '200.00');
    assert.match(parsed.txid ?? '', /^[A-Za-z0-9]{1,25}$/, 'a txid the static code’s field 62-05 may hold');
    const [stored] = await t.db.query<{ pix_txid: string }>('SELECT pix_txid FROM simulations WHERE id = $1', [simulation.id]);
    assert.equal(parsed.txid, stored?.pix_txid, 'the txid is the simulation’s');

    // Another simulation of the same amount gets a code of its own.
    const again = await simulate(t, integrator, { amount: { currencyCode: 'BRL', value: '200.00' }, beneficiaryId: brazilian.id, type: 'ON_RAMP' });
    assert.notEqual(again.pixCopyAndPaste, code);

    // Payable once the transfer exists: before POST /v1/transfers nothing takes the payment.
    const early = await pay(t, integrator, { from: simulation.from, simulationId: simulation.id });
    assert.equal(early.status, 404, early.text);
    assert.equal(early.body.code, 'transfer.not_found');

    const transfer = await createTransfer(t, integrator, simulation.id);
    assert.equal(transfer.pixCopyAndPaste, code, 'the transfer carries the simulation’s code');
    const [linked] = await t.db.query<{ pix_txid: string }>('SELECT pix_txid FROM transfers WHERE id = $1', [transfer.id]);
    assert.equal(linked?.pix_txid, parsed.txid, 'the transfer is found by the code’s txid');
    assert.equal((await t.request('GET', `/v1/transfers/${transfer.id}`, { token: integrator.token })).body.pixCopyAndPaste, code);
    assert.equal((await pay(t, integrator, transfer)).status, 200);
    assert.equal((await finalTransfer(t, integrator, transfer.id)).status, 'SUCCEEDED');
    assert.equal((await theTransferEvent(t, receiver, transfer.id, 'ON_RAMP')).success, true);
    await assertTrialBalanceZero(t);
  });

  it('gives no BR Code to a CO on-ramp or an off-ramp simulation', async () => {
    const co = await simulate(t, integrator, { amount: { currencyCode: 'COP', value: '100000.00' }, beneficiaryId: colombian.id, type: 'ON_RAMP' });
    assert.equal(co.pixCopyAndPaste, undefined);
    assert.equal((await createTransfer(t, integrator, co.id)).pixCopyAndPaste, undefined);
    await validTargetAccount(t, integrator, brazilian);
    const offRamp = await offRampSimulation(t, integrator, brazilian.id, '10.00');
    assert.equal(offRamp.pixCopyAndPaste, undefined);
  });

  it('answers GET /v1/transfer/{id} as GET /v1/transfers/{id}, with the same tenancy and auth', async () => {
    const transfer = await onRamp(t, integrator, brazilian, '15.00');
    const plural = await t.request('GET', `/v1/transfers/${transfer.id}`, { token: integrator.token });
    const singular = await t.request('GET', `/v1/transfer/${transfer.id}`, { token: integrator.token });
    assert.equal(singular.status, 200, singular.text);
    assert.deepEqual(singular.body, plural.body);

    const other = await t.createIntegrator();
    const foreign = await t.request('GET', `/v1/transfer/${transfer.id}`, { token: other.token });
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body.code, 'transfer.not_found');
    assert.equal((await t.request('GET', `/v1/transfer/${transfer.id}`)).status, 401);
    // Unknown and malformed ids answer as the plural form does.
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const [one, other] = await Promise.all(['transfer', 'transfers'].map((path) => t.request('GET', `/v1/${path}/${id}`, { token: integrator.token })));
      assert.equal(one!.status, other!.status, id);
      assert.equal(one!.body.code, other!.body.code, id);
    }

    const document = (await t.request('GET', '/openapi.json')).body;
    assert.equal(document.paths['/v1/transfers/{id}'].get.deprecated, undefined, 'the plural form is the one to use');
    const singularPath = document.paths['/v1/transfer/{id}'];
    assert.ok(
      singularPath === undefined || (Object.keys(singularPath).join() === 'get' && singularPath.get.deprecated === true),
      'listed at most once, deprecated',
    );
  });
});
