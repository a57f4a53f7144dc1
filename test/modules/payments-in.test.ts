// Payments in (contract section 10): each beneficiary's USD receiving instructions, and the sandbox payment in that
// credits USDC 1:1 when the sender is one of the beneficiary's payment contacts and refuses anyone else, with a
// PAYMENT_IN callback either way, balanced books, and no such route in production.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../../src/app.ts';
import { UNKNOWN_SENDER } from '../../src/modules/payments/payments-in.ts';
import { routingNumberError } from '../../src/rails/usd/routing-number.ts';
import type { TestApp, TestIntegrator } from '../helpers/app.ts';
import { createBeneficiary, individual, receivedFor, startWithReceiver } from '../helpers/beneficiaries.ts';
import { createContact, paymentIn, VALID_ROUTING } from '../helpers/payments.ts';
import type { Receiver } from '../helpers/receiver.ts';
import { approvedBeneficiary, assertTrialBalanceZero, balanceOf } from '../helpers/transfers.ts';

describe('ABA routing numbers', () => {
  it('passes numbers whose 3, 7, 1 weighted sum is a multiple of 10 and refuses the rest', () => {
    for (const valid of [VALID_ROUTING, '011000015', '111000025', '322271627']) assert.equal(routingNumberError(valid), undefined, valid);
    assert.match(routingNumberError('021000022') ?? '', /check digit/);
    assert.match(routingNumberError('131000021') ?? '', /routing symbol/, 'the sum is right but 13 is no Federal Reserve prefix');
    assert.match(routingNumberError('02100002a') ?? '', /9 digits/);
  });
});

describe('payments in', () => {
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;
  let other: TestIntegrator;
  let close: () => Promise<void>;
  let reference = 0;
  const paymentInEvents = (beneficiaryId: string) => receivedFor(receiver, beneficiaryId, 'PAYMENT_IN');
  const total = async (beneficiaryId: string) => (await balanceOf(t, integrator, beneficiaryId)).total;

  before(async () => {
    ({ t, receiver, integrator, close } = await startWithReceiver());
    other = await t.createIntegrator({ callbackUrl: receiver.url });
  });
  after(() => close());

  it("gives each approved beneficiary its own USD account, the same on every read, and no one else's", async () => {
    const first = await approvedBeneficiary(t, integrator, `instructions-${++reference}`);
    const second = await approvedBeneficiary(t, integrator, `instructions-${++reference}`);
    const read = (id: string, token = integrator.token) => t.request('GET', `/v1/payments/beneficiaries/${id}/instructions`, { token });
    const [a, b] = await Promise.all([read(first.id), read(first.id)]);
    assert.equal(a.status, 200, a.text);
    assert.deepEqual(a.body, b.body, 'two first reads at once give the same account');
    assert.equal(a.body.beneficiaryId, first.id);
    assert.equal(a.body.currency, 'USD');
    assert.equal(a.body.accountHolderName, 'Ana Souza');
    assert.equal(routingNumberError(a.body.routingNumber), undefined, 'a valid ABA routing number');
    assert.match(a.body.accountNumber, /^[0-9]{12}$/);
    assert.deepEqual((await read(first.id)).body, a.body);
    const theirs = (await read(second.id)).body;
    assert.notEqual(theirs.accountNumber, a.body.accountNumber);
    assert.notEqual(theirs.reference, a.body.reference);

    const foreign = await read(first.id, other.token);
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body.code, 'beneficiary.not_found');
    const pending = await createBeneficiary(t, integrator, individual(`instructions-${++reference}`));
    const notApproved = await read(pending.id);
    assert.equal(notApproved.status, 412);
    assert.equal(notApproved.body.code, 'beneficiary.not_approved');
  });

  it('credits USD from a payment contact as USDC and sends PAYMENT_IN success true', async () => {
    const beneficiary = await approvedBeneficiary(t, integrator, `payee-${++reference}`);
    const contact = await createContact(t, integrator, beneficiary.id);
    const received = await paymentIn(t, integrator, beneficiary.id, contact.id, 250.1);
    assert.equal(received.status, 200, received.text);
    assert.deepEqual(
      { ...received.body, id: undefined, createdDate: undefined },
      {
        id: undefined,
        beneficiaryId: beneficiary.id,
        paymentContactId: contact.id,
        amount: { currencyCode: 'USD', value: '250.10' },
        status: 'COMPLETED',
        failureReason: null,
        createdDate: undefined,
      },
    );
    assert.equal(await total(beneficiary.id), '250.10');

    await receiver.waitFor(() => paymentInEvents(beneficiary.id).length === 1);
    const [event] = paymentInEvents(beneficiary.id);
    assert.equal(event.success, true);
    assert.equal(event.message, null);
    assert.equal(event.resourceId, received.body.id);
    assert.equal(event.integratorId, integrator.id);
    assert.deepEqual(event.data.amount, { currencyCode: 'USD', value: 250.1 });
    assert.equal(event.data.status, 'COMPLETED');
    await assertTrialBalanceZero(t);
  });

  it('refuses a sender that is not one of the beneficiary’s contacts: PAYMENT_IN success false, nothing credited', async () => {
    const beneficiary = await approvedBeneficiary(t, integrator, `payee-${++reference}`);
    const neighbour = await approvedBeneficiary(t, integrator, `payee-${++reference}`);
    const neighboursContact = await createContact(t, integrator, neighbour.id);
    const foreignBeneficiary = await approvedBeneficiary(t, other, `payee-${++reference}`);
    const foreignContact = await createContact(t, other, foreignBeneficiary.id);

    const strangers = [neighboursContact.id, foreignContact.id, '0b9b5a0e-8d1f-4d55-9d5c-1c3f0c1a2b3c', 'someone'];
    for (const sender of strangers) {
      const refused = await paymentIn(t, integrator, beneficiary.id, sender, '75.00');
      assert.equal(refused.status, 200, refused.text);
      assert.equal(refused.body.status, 'REJECTED');
      assert.equal(refused.body.failureReason, UNKNOWN_SENDER);
      assert.equal(refused.body.paymentContactId, sender);
    }
    assert.equal(await total(beneficiary.id), '0.00');
    assert.equal(await total(neighbour.id), '0.00');

    await receiver.waitFor(() => paymentInEvents(beneficiary.id).length === strangers.length);
    for (const event of paymentInEvents(beneficiary.id)) {
      assert.equal(event.success, false);
      assert.equal(event.message, UNKNOWN_SENDER);
      assert.equal(event.data.status, 'REJECTED');
    }
    await assertTrialBalanceZero(t);
  });

  it('refuses an amount outside the limits (422) or malformed (400), an unapproved (412) or foreign (404) beneficiary, sending nothing', async () => {
    const beneficiary = await approvedBeneficiary(t, integrator, `payee-${++reference}`);
    const contact = await createContact(t, integrator, beneficiary.id);
    const pending = await createBeneficiary(t, integrator, individual(`payee-${++reference}`));
    const events = async () => (await t.db.query('SELECT id FROM events WHERE operation = $1', ['PAYMENT_IN'])).length;
    const before = await events();
    const cases: Array<[string, string | number, number, string, TestIntegrator?]> = [
      [beneficiary.id, '4.99', 422, 'amount.below_minimum'],
      [beneficiary.id, '100000.01', 422, 'amount.above_maximum'],
      [beneficiary.id, '10.001', 400, 'validation.failed'],
      [pending.id, '10.00', 412, 'beneficiary.not_approved'],
      [beneficiary.id, '10.00', 404, 'beneficiary.not_found', other],
    ];
    for (const [beneficiaryId, amount, status, code, caller] of cases) {
      const response = await paymentIn(t, caller ?? integrator, beneficiaryId, contact.id, amount);
      assert.equal(response.status, status, response.text);
      assert.equal(response.body.code, code);
    }
    assert.equal(await events(), before);
    assert.equal(await total(beneficiary.id), '0.00');
  });

  it('has no sandbox payment in outside the sandbox', async () => {
    const production = await buildApp({ ...t.context, config: { ...t.config, env: 'production' } });
    try {
      const response = await production.inject({
        method: 'POST',
        url: '/v1/payments/sandbox/payment-in',
        headers: { authorization: `Bearer ${integrator.token}` },
        payload: { beneficiaryId: 'x', paymentContactId: 'y', amount: 10 },
      });
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().code, 'web.no_handler');
    } finally {
      await production.close();
    }
  });
});
