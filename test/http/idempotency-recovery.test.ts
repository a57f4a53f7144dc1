// Contract section 6 across a crash: the answer of an Idempotency-Key is stored after the business change commits, so a
// process that dies between the two leaves a key with no answer. Here that state is made as the crash leaves it (the
// first request ran and committed; its stored answer is taken away and its lease has run out). A retry with the same
// key and body then takes the key over: for the creating routes it is answered with what the first request made (same
// status, Idempotent-Replayed: true), where it used to run again and meet its own change as a conflict (412
// simulation.is_already_executed, 409 beneficiary.conflict). A conflict with something the key did not make is still
// answered as a conflict.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import type { TestApp, TestIntegrator } from '../helpers/app.ts';
import { individual, startWithReceiver, VALID_CPFS } from '../helpers/beneficiaries.ts';
import { createContact, paymentIn, simulate as simulatePayment } from '../helpers/payments.ts';
import { approvedBeneficiary, assertTrialBalanceZero, simulate } from '../helpers/transfers.ts';

describe('an Idempotency-Key whose first request died after its change committed', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let close: () => Promise<void>;

  before(async () => {
    ({ t, integrator, close } = await startWithReceiver({ SANDBOX_SETTLE_DELAY_MS: '50', RATE_LIMIT_RPS: '100000' }));
  });
  afterEach(() => assertTrialBalanceZero(t));
  after(() => close());

  const post = (path: string, body: unknown, key?: string) =>
    t.request('POST', path, { token: integrator.token, body, ...(key ? { headers: { 'idempotency-key': key } } : {}) });

  /** The key as a crash between the commit and the stored answer leaves it: no answer, the lease over. */
  async function diedUnanswered(key: string): Promise<void> {
    const rows = await t.db.query(
      `UPDATE idempotency_keys SET response_status = NULL, response_body = NULL, response_type = NULL, locked_until = now() - interval '1 second'
        WHERE key = $1 RETURNING key`,
      [key],
    );
    assert.equal(rows.length, 1);
  }

  /**
   * Runs `path` with `key`, kills its answer, retries twice: the first answer (`status`, naming the same resource by
   * `idOf`), then the stored replay of it.
   */
  async function retriedAfterCrash(path: string, body: unknown, key: string, status = 201, idOf = (answer: any) => answer.id) {
    const first = await post(path, body, key);
    assert.equal(first.status, status, first.text);
    await diedUnanswered(key);
    const recovered = await post(path, body, key);
    assert.equal(recovered.status, status, recovered.text);
    assert.equal(recovered.headers.get('idempotent-replayed'), 'true');
    assert.equal(idOf(recovered.body), idOf(first.body), 'what the first request made');
    const replayed = await post(path, body, key);
    assert.equal(replayed.status, status);
    assert.equal(replayed.headers.get('idempotent-replayed'), 'true');
    assert.equal(replayed.text, recovered.text, 'the recovered answer is stored and replayed from then on');
    return first.body;
  }

  it('answers POST /v1/transfers with the transfer the first request made, and makes no other', async () => {
    const beneficiary = await approvedBeneficiary(t, integrator, 'recover-transfer');
    const simulation = await simulate(t, integrator, { amount: { currencyCode: 'BRL', value: '100.00' }, beneficiaryId: beneficiary.id, type: 'ON_RAMP' });
    const transfer = await retriedAfterCrash('/v1/transfers', { simulationId: simulation.id }, 'recover-transfer-1');
    const rows = await t.db.query('SELECT id FROM transfers WHERE simulation_id = $1', [simulation.id]);
    assert.deepEqual(rows, [{ id: transfer.id }]);
  });

  it('answers POST /v1/beneficiaries with the beneficiary the first request made, and makes no other', async () => {
    const beneficiary = await retriedAfterCrash('/v1/beneficiaries', individual('recover-beneficiary'), 'recover-beneficiary-1');
    const rows = await t.db.query('SELECT id FROM beneficiaries WHERE integrator_beneficiary_id = $1', ['recover-beneficiary']);
    assert.deepEqual(rows, [{ id: beneficiary.id }]);
  });

  it('answers POST /v1/payments with the payment the first request made, holding the amount once', async () => {
    const beneficiary = await approvedBeneficiary(t, integrator, 'recover-payment');
    const contact = await createContact(t, integrator, beneficiary.id);
    assert.equal((await paymentIn(t, integrator, beneficiary.id, contact.id, '100.00')).body.status, 'COMPLETED');
    const simulation = await simulatePayment(t, integrator, beneficiary.id, '40.00');
    assert.equal(simulation.status, 201, simulation.text);
    const payment = await retriedAfterCrash(
      '/v1/payments',
      { simulationId: simulation.body.simulationId, paymentContactId: contact.id, description: 'Invoice 7' },
      'recover-payment-1',
    );
    const rows = await t.db.query('SELECT id FROM payments WHERE simulation_id = $1', [simulation.body.simulationId]);
    assert.deepEqual(rows, [{ id: payment.id }]);
    const holds = await t.db.query(`SELECT 1 FROM ledger_holds WHERE reference = $1`, [`payment:${payment.id}`]);
    assert.equal(holds.length, 1);
  });

  it('answers a sandbox PIX payment with the transfer it paid, and books the deposit once', async () => {
    const beneficiary = await approvedBeneficiary(t, integrator, 'recover-pix');
    const simulation = await simulate(t, integrator, { amount: { currencyCode: 'BRL', value: '100.00' }, beneficiaryId: beneficiary.id, type: 'ON_RAMP' });
    const transfer = await post('/v1/transfers', { simulationId: simulation.id });
    assert.equal(transfer.status, 201, transfer.text);
    const paid = await retriedAfterCrash(
      '/v1/transfers/sandbox/pix',
      { document: VALID_CPFS[0], simulationId: simulation.id },
      'recover-pix-1',
      200,
      (answer) => answer.transferId,
    );
    assert.equal(paid.transferId, transfer.body.id);
    const deposits = await t.db.query(`SELECT 1 FROM ledger_entries WHERE reference = $1 AND description = 'ON_RAMP deposit received'`, [
      `transfer:${transfer.body.id}`,
    ]);
    assert.equal(deposits.length, 1);
  });

  it('still answers a conflict the key did not make as a conflict', async () => {
    const beneficiary = await approvedBeneficiary(t, integrator, 'recover-not-mine');
    const simulation = await simulate(t, integrator, { amount: { currencyCode: 'BRL', value: '100.00' }, beneficiaryId: beneficiary.id, type: 'ON_RAMP' });
    // Another request (no key) made the transfer; this key's first request met it, and died before its answer.
    assert.equal((await post('/v1/transfers', { simulationId: simulation.id })).status, 201);
    const mine = await post('/v1/transfers', { simulationId: simulation.id }, 'recover-not-mine-1');
    assert.equal(mine.status, 412);
    await diedUnanswered('recover-not-mine-1');
    const retried = await post('/v1/transfers', { simulationId: simulation.id }, 'recover-not-mine-1');
    assert.deepEqual([retried.status, retried.body.code], [412, 'simulation.is_already_executed'], retried.text);
    assert.equal(retried.headers.get('idempotent-replayed'), null);
  });
});
