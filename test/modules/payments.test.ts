// Payments out (contract section 10), over HTTP with a real webhook receiver: payment contacts checked field by field,
// simulations with their fee, limits and expiry, payments that hold the amount and settle through the sandbox bank
// (COMPLETED, or FAILED for a .13 payout with the hold returned), exactly one PAYMENT_OUT per final state, balanced
// books, nothing written by a refused payment, one payment per simulation under concurrency, tenancy and lists.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SANDBOX_REJECTION } from '../../src/rails/sandbox/payouts.ts';
import type { TestApp, TestIntegrator } from '../helpers/app.ts';
import { createBeneficiary, individual, receivedFor, startWithReceiver, storedEvents } from '../helpers/beneficiaries.ts';
import { BAD_ROUTING, contactBody, createContact, finalPayment, pay, paymentIn, simulate } from '../helpers/payments.ts';
import type { Receiver } from '../helpers/receiver.ts';
import { approvedBeneficiary, assertTrialBalanceZero, balanceOf } from '../helpers/transfers.ts';

describe('payments out', () => {
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;
  let other: TestIntegrator;
  let close: () => Promise<void>;
  let reference = 0;

  /** An approved beneficiary with one WIRE contact, funded with `funds` USDC by a payment in from that contact. */
  async function fundedBeneficiary(funds: string) {
    const beneficiary = await approvedBeneficiary(t, integrator, `payer-${++reference}`);
    const contact = await createContact(t, integrator, beneficiary.id);
    const funded = await paymentIn(t, integrator, beneficiary.id, contact.id, funds);
    assert.equal(funded.body.status, 'COMPLETED', funded.text);
    return { beneficiary, contact };
  }
  const balance = (beneficiaryId: string) => balanceOf(t, integrator, beneficiaryId);
  const paymentEvents = (beneficiaryId: string) => receivedFor(receiver, beneficiaryId, 'PAYMENT_OUT');

  before(async () => {
    ({ t, receiver, integrator, close } = await startWithReceiver({ SANDBOX_SETTLE_DELAY_MS: '200' }));
    other = await t.createIntegrator({ callbackUrl: receiver.url });
  });
  after(() => close());

  describe('payment contacts', () => {
    it('creates a contact for an approved beneficiary and reads it back; another integrator sees a 404', async () => {
      const beneficiary = await approvedBeneficiary(t, integrator, `contact-${++reference}`);
      const body = contactBody(beneficiary.id, { paymentType: 'ACH', userInfo: { postalCode: '33101-1234', accountType: 'SAVINGS', type: 'LEGAL_PERSON' } });
      const created = await t.request('POST', '/v1/payment-contacts', { token: integrator.token, body });
      assert.equal(created.status, 201, created.text);
      assert.deepEqual(
        { ...created.body, id: undefined, createdDate: undefined, lastModifiedDate: undefined },
        { ...body, id: undefined, integratorId: integrator.id, createdDate: undefined, lastModifiedDate: undefined },
      );
      const read = await t.request('GET', `/v1/payment-contacts/${created.body.id}`, { token: integrator.token });
      assert.deepEqual(read.body, created.body);
      const foreign = await t.request('GET', `/v1/payment-contacts/${created.body.id}`, { token: other.token });
      assert.equal(foreign.status, 404);
      assert.equal(foreign.body.code, 'payment_contact.not_found');
    });

    it('refuses a bad routing number with 400 naming the field, and every other wrong field, writing nothing', async () => {
      const beneficiary = await approvedBeneficiary(t, integrator, `contact-${++reference}`);
      const before = await t.db.query('SELECT id FROM payment_contacts');
      const refused = async (overrides: Parameters<typeof contactBody>[1], path: string) => {
        const response = await t.request('POST', '/v1/payment-contacts', { token: integrator.token, body: contactBody(beneficiary.id, overrides) });
        assert.equal(response.status, 400, `${path}: ${response.text}`);
        assert.equal(response.body.code, 'validation.failed');
        assert.ok(
          response.body.errors.some((error: { path: string }) => error.path === path),
          `${path} not named: ${response.text}`,
        );
        return response;
      };
      const routing = await refused({ userInfo: { routingKey: BAD_ROUTING } }, '/userInfo/routingKey');
      assert.match(routing.body.errors[0].message, /check digit/);
      await refused({ userInfo: { routingKey: '991000021' } }, '/userInfo/routingKey');
      await refused({ userInfo: { routingKey: '02100002' } }, '/userInfo/routingKey');
      await refused({ userInfo: { accountNumber: '12AB5678' } }, '/userInfo/accountNumber');
      await refused({ userInfo: { accountNumber: '123' } }, '/userInfo/accountNumber');
      await refused({ userInfo: { accountNumber: '1'.repeat(18) } }, '/userInfo/accountNumber');
      await refused({ userInfo: { accountType: 'CURRENT' } }, '/userInfo/accountType');
      await refused({ userInfo: { type: 'ROBOT' } }, '/userInfo/type');
      await refused({ userInfo: { name: '   ' } }, '/userInfo/name');
      await refused({ userInfo: { state: 'Florida' } }, '/userInfo/state');
      await refused({ userInfo: { postalCode: '3310' } }, '/userInfo/postalCode');
      await refused({ userInfo: { country: 'XX' } }, '/userInfo/country');
      await refused({ userInfo: { routingKey: undefined } }, '/userInfo/routingKey');
      await refused({ bankInfo: { country: 'BR', state: 'SP', postalCode: '01310-100' } }, '/bankInfo/country');
      await refused({ bankInfo: { street1: '' } }, '/bankInfo/street1');
      await refused({ paymentType: 'SWIFT' }, '/paymentType');
      await refused({ extra: true }, '/extra');
      // A holder abroad keeps the address of their own country.
      await createContact(t, integrator, beneficiary.id, { userInfo: { country: 'BR', state: 'SP', postalCode: '01310-100' } });
      assert.equal((await t.db.query('SELECT id FROM payment_contacts')).length, before.length + 1);
    });

    it('needs a beneficiary of the integrator (404) that is approved (412)', async () => {
      const pending = await createBeneficiary(t, integrator, individual(`contact-${++reference}`));
      const notApproved = await t.request('POST', '/v1/payment-contacts', { token: integrator.token, body: contactBody(pending.id) });
      assert.equal(notApproved.status, 412);
      assert.equal(notApproved.body.code, 'beneficiary.not_approved');
      const approved = await approvedBeneficiary(t, integrator, `contact-${++reference}`);
      const foreign = await t.request('POST', '/v1/payment-contacts', { token: other.token, body: contactBody(approved.id) });
      assert.equal(foreign.status, 404);
      assert.equal(foreign.body.code, 'beneficiary.not_found');
    });

    it('lists contacts within the integrator, filtered by beneficiary, payment type and holder name', async () => {
      const beneficiary = await approvedBeneficiary(t, integrator, `contact-${++reference}`);
      const wire = await createContact(t, integrator, beneficiary.id, { userInfo: { name: 'Zoe Wire' } });
      const ach = await createContact(t, integrator, beneficiary.id, { paymentType: 'ACH', userInfo: { name: 'Yuri Ach' } });
      const mine = await t.request('GET', `/v1/payment-contacts?filterEq=beneficiaryId:${beneficiary.id}`, { token: integrator.token });
      assert.equal(mine.status, 200, mine.text);
      assert.deepEqual(
        mine.body.content.map((contact: { id: string }) => contact.id),
        [ach.id, wire.id],
      );
      assert.equal(mine.body.totalElements, 2);
      const byType = await t.request('GET', `/v1/payment-contacts?filterEq=beneficiaryId:${beneficiary.id},paymentType:ACH`, { token: integrator.token });
      assert.deepEqual(
        byType.body.content.map((contact: { id: string }) => contact.id),
        [ach.id],
      );
      const byName = await t.request('GET', '/v1/payment-contacts?filterEq=userInfo.name:Zoe Wire', { token: integrator.token });
      assert.deepEqual(
        byName.body.content.map((contact: { id: string }) => contact.id),
        [wire.id],
      );
      const sorted = await t.request('GET', `/v1/payment-contacts?filterEq=beneficiaryId:${beneficiary.id}&sort=userInfo.name,asc`, {
        token: integrator.token,
      });
      assert.deepEqual(
        sorted.body.content.map((contact: { id: string }) => contact.id),
        [ach.id, wire.id],
      );
      const foreign = await t.request('GET', `/v1/payment-contacts?filterEq=beneficiaryId:${beneficiary.id}`, { token: other.token });
      assert.equal(foreign.body.totalElements, 0);
      const unknown = await t.request('GET', '/v1/payment-contacts?filterEq=nickname:x', { token: integrator.token });
      assert.equal(unknown.status, 400);
      assert.equal(unknown.body.code, 'filter.invalid_field');
    });
  });

  describe('simulations', () => {
    it('quotes the flat fee and what the contact receives, valid for SIMULATION_TTL_S', async () => {
      const beneficiary = await approvedBeneficiary(t, integrator, `simulation-${++reference}`);
      const response = await simulate(t, integrator, beneficiary.id, 100.1);
      assert.equal(response.status, 201, response.text);
      const { simulationId, createdDate, expiresAt, ...rest } = response.body;
      assert.match(simulationId, /^[0-9a-f-]{36}$/);
      assert.deepEqual(rest, {
        integratorId: integrator.id,
        beneficiaryId: beneficiary.id,
        amount: { currencyCode: 'USDC', value: '100.10' },
        fees: { currencyCode: 'USD', value: '2.00' },
        totalAmount: { currencyCode: 'USD', value: '98.10' },
      });
      assert.equal(Date.parse(expiresAt) - Date.parse(createdDate), t.config.simulationTtlS * 1000);
    });

    it('refuses another currency (422), amounts outside the limits (422), malformed amounts (400) and unapproved beneficiaries (412)', async () => {
      const beneficiary = await approvedBeneficiary(t, integrator, `simulation-${++reference}`);
      const expect = async (value: unknown, status: number, code: string, currencyCode = 'USDC') => {
        const response = await simulate(t, integrator, beneficiary.id, value as string, currencyCode);
        assert.equal(response.status, status, response.text);
        assert.equal(response.body.code, code);
      };
      await expect(100, 422, 'simulation.invalid_currency', 'USD');
      await expect(100, 422, 'simulation.invalid_currency', 'BRL');
      await expect(100, 400, 'validation.failed', 'EUR');
      await expect('4.99', 422, 'amount.below_minimum');
      await expect('100000.01', 422, 'amount.above_maximum');
      await expect('5.00', 201, undefined as never);
      await expect('1.001', 400, 'validation.failed');
      await expect(-5, 400, 'validation.failed');
      await expect('1e3', 400, 'validation.failed');
      const pending = await createBeneficiary(t, integrator, individual(`simulation-${++reference}`));
      const notApproved = await simulate(t, integrator, pending.id, 100);
      assert.equal(notApproved.status, 412);
      assert.equal(notApproved.body.code, 'beneficiary.not_approved');
      const foreign = await simulate(t, other, beneficiary.id, 100);
      assert.equal(foreign.status, 404);
      assert.equal(foreign.body.code, 'beneficiary.not_found');
    });
  });

  it('pays end to end: PENDING with the amount held, COMPLETED, one PAYMENT_OUT, the balance down by the amount, balanced books', async () => {
    const { beneficiary, contact } = await fundedBeneficiary('500.00');
    const simulation = await simulate(t, integrator, beneficiary.id, '120.50');
    assert.equal(simulation.status, 201, simulation.text);

    const created = await pay(t, integrator, simulation.body.simulationId, contact.id, 'Rent, May');
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.status, 'PENDING');
    assert.deepEqual(
      { ...created.body, id: undefined, createdDate: undefined, lastModifiedDate: undefined },
      {
        id: undefined,
        simulationId: simulation.body.simulationId,
        paymentContactId: contact.id,
        integratorId: integrator.id,
        beneficiaryId: beneficiary.id,
        description: 'Rent, May',
        amount: { currencyCode: 'USDC', value: '120.50' },
        fees: { currencyCode: 'USD', value: '2.00' },
        totalAmount: { currencyCode: 'USD', value: '118.50' },
        status: 'PENDING',
        failureReason: null,
        createdDate: undefined,
        lastModifiedDate: undefined,
      },
    );

    const completed = await finalPayment(t, integrator, created.body.id);
    assert.equal(completed.status, 'COMPLETED');
    assert.equal(completed.failureReason, null);
    const after = await balance(beneficiary.id);
    assert.deepEqual([after.total, after.available], ['379.50', '379.50']);

    await receiver.waitFor(() => paymentEvents(beneficiary.id).length === 1);
    const [event] = paymentEvents(beneficiary.id);
    assert.equal(event.success, true);
    assert.equal(event.message, null);
    assert.equal(event.resourceId, created.body.id);
    assert.equal(event.integratorId, integrator.id);
    assert.equal(event.data.status, 'COMPLETED');
    assert.deepEqual(event.data.totalAmount, { currencyCode: 'USD', value: 118.5 });
    const raw = receiver.received.find((entry) => entry.body?.resourceId === created.body.id)!.raw.toString();
    assert.match(raw, /"amount":\{"currencyCode":"USDC","value":120\.50\}/, 'callback amounts are exact JSON numbers');
    assert.equal((await storedEvents(t, beneficiary.id, 'PAYMENT_OUT')).length, 1, 'exactly one PAYMENT_OUT');
    await assertTrialBalanceZero(t);

    // The job running again changes nothing: the payment has moved, and a final state never moves again.
    await t.context.services.paymentPayouts.payout(created.body.id);
    assert.equal((await storedEvents(t, beneficiary.id, 'PAYMENT_OUT')).length, 1);
    assert.equal((await balance(beneficiary.id)).total, '379.50');
  });

  it('fails a .13 payout rejected by the receiving bank: FAILED with the reason, one PAYMENT_OUT, the hold returned', async () => {
    const { beneficiary, contact } = await fundedBeneficiary('100.00');
    const simulation = await simulate(t, integrator, beneficiary.id, '50.13');
    assert.equal(simulation.body.totalAmount.value, '48.13', 'a whole-dollar fee keeps the cents');
    const created = await pay(t, integrator, simulation.body.simulationId, contact.id);
    assert.equal(created.status, 201, created.text);
    // The hold is made with the payment; the sandbox bank may already have refused it (200 ms on) by the time a loaded
    // machine answers a balance, so the hold is read from the books rather than from a balance taken at some moment.
    const [hold] = await t.db.query<{ amount: string }>(`SELECT amount::text FROM ledger_holds WHERE reference = $1`, [`payment:${created.body.id}`]);
    assert.equal(hold?.amount, '50.13', 'the amount is held while the payout is in flight');

    const failed = await finalPayment(t, integrator, created.body.id);
    assert.equal(failed.status, 'FAILED');
    assert.equal(failed.failureReason, SANDBOX_REJECTION);
    const after = await balance(beneficiary.id);
    assert.deepEqual([after.total, after.available], ['100.00', '100.00']);

    await receiver.waitFor(() => paymentEvents(beneficiary.id).length === 1);
    const [event] = paymentEvents(beneficiary.id);
    assert.equal(event.success, false);
    assert.equal(event.message, SANDBOX_REJECTION);
    assert.equal(event.data.status, 'FAILED');
    assert.equal((await storedEvents(t, beneficiary.id, 'PAYMENT_OUT')).length, 1);
    await assertTrialBalanceZero(t);
  });

  it('refuses a payment larger than the available balance with 422 and writes nothing', async () => {
    const { beneficiary, contact } = await fundedBeneficiary('50.00');
    const simulation = await simulate(t, integrator, beneficiary.id, '50.01');
    const counts = async () =>
      (
        await t.db.query(
          `SELECT (SELECT count(*)::int FROM payments) AS payments, (SELECT count(*)::int FROM ledger_holds) AS holds,
                  (SELECT count(*)::int FROM ledger_entries) AS entries, (SELECT count(*)::int FROM jobs) AS jobs,
                  (SELECT count(*)::int FROM events) AS events,
                  (SELECT count(*)::int FROM payment_simulations WHERE executed) AS executed`,
        )
      )[0];
    const before = await counts();
    const refused = await pay(t, integrator, simulation.body.simulationId, contact.id);
    assert.equal(refused.status, 422, refused.text);
    assert.equal(refused.body.code, 'flow_of_funds.insufficient_funds');
    assert.deepEqual(await counts(), before);
    assert.deepEqual(await balance(beneficiary.id), { total: '50.00', available: '50.00', currencyCode: 'USDC', currencyName: 'USD Coin' });
  });

  it('checks the simulation and the contact: unknown 404, used 412, expired 412, a contact of another beneficiary 422', async () => {
    const { beneficiary, contact } = await fundedBeneficiary('100.00');
    const { contact: strangerContact } = await fundedBeneficiary('10.00');
    const expectRefused = async (simulationId: string, contactId: string, status: number, code: string) => {
      const response = await pay(t, integrator, simulationId, contactId);
      assert.equal(response.status, status, response.text);
      assert.equal(response.body.code, code);
    };
    const simulation = (await simulate(t, integrator, beneficiary.id, '10.00')).body.simulationId;
    await expectRefused('0b9b5a0e-8d1f-4d55-9d5c-1c3f0c1a2b3c', contact.id, 404, 'simulation.not_found');
    await expectRefused('not-a-uuid', contact.id, 404, 'simulation.not_found');
    await expectRefused(simulation, '0b9b5a0e-8d1f-4d55-9d5c-1c3f0c1a2b3c', 404, 'payment_contact.not_found');
    await expectRefused(simulation, strangerContact.id, 422, 'payment_contact.beneficiary_mismatch');
    const foreign = await pay(t, other, simulation, contact.id);
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body.code, 'simulation.not_found');

    assert.equal((await pay(t, integrator, simulation, contact.id)).status, 201);
    await expectRefused(simulation, contact.id, 412, 'simulation.is_already_executed');

    const stale = (await simulate(t, integrator, beneficiary.id, '10.00')).body.simulationId;
    // Time passes: the simulation's lifetime is over.
    await t.db.query(`UPDATE payment_simulations SET expires_at = now() - interval '1 second' WHERE id = $1`, [stale]);
    await expectRefused(stale, contact.id, 412, 'simulation.is_expired');
  });

  it('makes one payment of a simulation however many requests race, and never spends the same funds twice', async () => {
    const { beneficiary, contact } = await fundedBeneficiary('100.00');
    const simulation = (await simulate(t, integrator, beneficiary.id, '30.00')).body.simulationId;
    const raced = await Promise.all(Array.from({ length: 10 }, () => pay(t, integrator, simulation, contact.id)));
    assert.deepEqual(raced.map((response) => response.status).sort(), [201, ...Array(9).fill(412)]);
    for (const response of raced.filter((response) => response.status === 412)) assert.equal(response.body.code, 'simulation.is_already_executed');
    assert.equal((await t.db.query('SELECT id FROM payments WHERE simulation_id = $1', [simulation])).length, 1);

    // 70.00 is left: two payments of 40.00 from two simulations cannot both be made.
    const first = (await simulate(t, integrator, beneficiary.id, '40.00')).body.simulationId;
    const second = (await simulate(t, integrator, beneficiary.id, '40.00')).body.simulationId;
    const both = await Promise.all([pay(t, integrator, first, contact.id), pay(t, integrator, second, contact.id)]);
    assert.deepEqual(both.map((response) => response.status).sort(), [201, 422]);
    assert.equal(both.find((response) => response.status === 422)!.body.code, 'flow_of_funds.insufficient_funds');

    const made = raced.concat(both).filter((response) => response.status === 201);
    for (const payment of made) assert.equal((await finalPayment(t, integrator, payment.body.id)).status, 'COMPLETED');
    assert.equal((await balance(beneficiary.id)).total, '30.00');
    await receiver.waitFor(() => paymentEvents(beneficiary.id).length === 2);
    await assertTrialBalanceZero(t);
  });

  it('reads and lists payments only within the integrator', async () => {
    const { beneficiary, contact } = await fundedBeneficiary('200.00');
    const made = [];
    for (const value of ['20.00', '10.00', '30.13']) {
      const simulation = (await simulate(t, integrator, beneficiary.id, value)).body.simulationId;
      made.push((await pay(t, integrator, simulation, contact.id)).body);
    }
    for (const payment of made) await finalPayment(t, integrator, payment.id);

    const foreign = await t.request('GET', `/v1/payments/${made[0].id}`, { token: other.token });
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body.code, 'payment.not_found');
    assert.equal((await t.request('GET', '/v1/payments/not-a-payment', { token: integrator.token })).status, 404);

    const list = (query: string, token = integrator.token) => t.request('GET', `/v1/payments?${query}`, { token });
    const ids = (response: { body: { content: Array<{ id: string }> } }) => response.body.content.map((payment) => payment.id);
    const all = await list(`filterEq=beneficiaryId:${beneficiary.id}`);
    assert.equal(all.status, 200, all.text);
    assert.deepEqual(ids(all), made.map((payment) => payment.id).reverse(), 'newest first by default');
    assert.deepEqual(ids(await list(`filterEq=beneficiaryId:${beneficiary.id},status:FAILED`)), [made[2].id]);
    assert.deepEqual(ids(await list(`filterEq=beneficiaryId:${beneficiary.id}&sort=amount.value,asc`)), [made[1].id, made[0].id, made[2].id]);
    assert.deepEqual(ids(await list(`filterEq=amount.value:20.00,beneficiaryId:${beneficiary.id}`)), [made[0].id]);
    const paged = await list(`filterEq=beneficiaryId:${beneficiary.id}&size=2&page=1`);
    assert.deepEqual({ ...paged.body, content: ids(paged) }, { content: [made[0].id], page: 1, size: 2, totalElements: 3, totalPages: 2 });
    assert.equal((await list(`filterEq=beneficiaryId:${beneficiary.id}`, other.token)).body.totalElements, 0);
  });
});
