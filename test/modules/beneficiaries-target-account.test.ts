// The local payout account (contract section 7): PUT answers 202 with the account PENDING in canonical form, a job
// validates it against the sandbox key directory or bank-account directory, and BENEFICIARY_BANK_ACCOUNT_VALIDATION
// reaches a real receiver. A CPF or CNPJ key must be the beneficiary's own document.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parsePixKey } from '../../src/modules/beneficiaries/target-account.ts';
import type { TestApp, TestIntegrator } from '../helpers/app.ts';
import { VALID_CNPJ, VALID_CPFS, business, colombianPerson, createBeneficiary, individual, receivedFor, startWithReceiver } from '../helpers/beneficiaries.ts';
import type { Receiver } from '../helpers/receiver.ts';

describe('PIX keys', () => {
  it('recognises the five kinds and writes each in canonical form', () => {
    assert.deepEqual(parsePixKey('529.982.247-25'), { type: 'CPF', key: '52998224725' });
    assert.deepEqual(parsePixKey('11.222.333/0001-81'), { type: 'CNPJ', key: '11222333000181' });
    assert.deepEqual(parsePixKey('12.abc.345/01de-35'), { type: 'CNPJ', key: '12ABC34501DE35' });
    assert.deepEqual(parsePixKey(' Ana.Souza@Example.COM '), { type: 'EMAIL', key: 'ana.souza@example.com' });
    assert.deepEqual(parsePixKey('+55 11 98765-4321'), { type: 'PHONE', key: '+5511987654321' });
    assert.deepEqual(parsePixKey('123E4567-E89B-42D3-A456-426614174000'), { type: 'EVP', key: '123e4567-e89b-42d3-a456-426614174000' });
  });

  it('refuses what is not a key', () => {
    for (const text of ['52998224724', '11222333000182', '+551133334444', '+573001234567', 'not-an-email@', 'hello']) {
      assert.ok('error' in parsePixKey(text), text);
    }
  });
});

describe('local target account', () => {
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;
  let close: () => Promise<void>;
  const validations = (beneficiaryId: string) => receivedFor(receiver, beneficiaryId, 'BENEFICIARY_BANK_ACCOUNT_VALIDATION');
  /** Sets the account and waits for its validation callback. */
  const validate = async (beneficiaryId: string, body: Record<string, unknown>) => {
    const count = validations(beneficiaryId).length;
    const response = await t.request('PUT', `/v1/beneficiaries/${beneficiaryId}/localTargetAccount`, { token: integrator.token, body });
    assert.equal(response.status, 202, response.text);
    assert.equal(response.body.status, 'PENDING');
    await receiver.waitFor(() => validations(beneficiaryId).length > count);
    return { accepted: response.body, event: validations(beneficiaryId)[count] };
  };

  before(async () => {
    ({ t, receiver, integrator, close } = await startWithReceiver());
  });
  after(() => close());

  it("fails a PIX key with someone else's CPF, and passes the beneficiary's own CPF and a valid email key; each sends the event", async () => {
    const beneficiary = await createBeneficiary(t, integrator, individual('pix'));

    const foreign = await validate(beneficiary.id, { pixKey: VALID_CPFS[1] });
    assert.deepEqual(foreign.accepted, { pixKey: VALID_CPFS[1], pixKeyType: 'CPF', status: 'PENDING', message: null });
    assert.equal(foreign.event.success, false);
    assert.match(foreign.event.message, /not held by the beneficiary/);
    assert.equal(foreign.event.resourceId, beneficiary.id);
    assert.equal(foreign.event.data.status, 'INVALID');
    let read = await t.request('GET', `/v1/beneficiaries/${beneficiary.id}`, { token: integrator.token });
    assert.deepEqual(read.body.localTargetAccount, { pixKey: VALID_CPFS[1], pixKeyType: 'CPF', status: 'INVALID', message: foreign.event.message });

    const own = await validate(beneficiary.id, { pixKey: '529.982.247-25' });
    assert.equal(own.event.success, true);
    assert.deepEqual(own.event.data, { pixKey: VALID_CPFS[0], pixKeyType: 'CPF', status: 'VALID', message: null });

    const email = await validate(beneficiary.id, { pixKey: 'Ana.Souza@Example.com' });
    assert.equal(email.event.success, true);
    assert.equal(email.event.message, null);
    read = await t.request('GET', `/v1/beneficiaries/${beneficiary.id}`, { token: integrator.token });
    assert.deepEqual(read.body.localTargetAccount, { pixKey: 'ana.souza@example.com', pixKeyType: 'EMAIL', status: 'VALID', message: null });

    const listed = await t.request('GET', '/v1/beneficiaries?filterEq=localTargetAccount.pixKeyType:EMAIL,localTargetAccount.status:VALID', {
      token: integrator.token,
    });
    assert.deepEqual(
      listed.body.content.map((item: { id: string }) => item.id),
      [beneficiary.id],
    );
  });

  it('fails an email key the sandbox directory does not know, and passes a phone key and an EVP key', async () => {
    const beneficiary = await createBeneficiary(t, integrator, individual('pix-sandbox'));
    const unknown = await validate(beneficiary.id, { pixKey: 'invalid.person@example.com' });
    assert.equal(unknown.event.success, false);
    assert.match(unknown.event.message, /not registered/);
    assert.equal((await validate(beneficiary.id, { pixKey: '+5511987654321' })).event.data.pixKeyType, 'PHONE');
    assert.equal((await validate(beneficiary.id, { pixKey: '123e4567-e89b-42d3-a456-426614174000' })).event.success, true);
  });

  it("checks a business's CNPJ key against its own CNPJ", async () => {
    const company = await createBeneficiary(t, integrator, business('pix-business'));
    assert.equal((await validate(company.id, { pixKey: VALID_CNPJ })).event.success, true);
    assert.equal((await validate(company.id, { pixKey: '11444777000161' })).event.success, false);
  });

  it('validates a Colombian bank account, and fails one the sandbox bank does not have', async () => {
    const beneficiary = await createBeneficiary(t, integrator, individual('co-account', { country: 'CO', person: colombianPerson() }));
    const bankAccount = { bankCode: '1007', accountType: 'SAVINGS', accountNumber: '123456789012' };
    const valid = await validate(beneficiary.id, { bankAccount });
    assert.deepEqual(valid.accepted, { bankAccount, status: 'PENDING', message: null });
    assert.equal(valid.event.success, true);
    assert.deepEqual(valid.event.data, { bankAccount, status: 'VALID', message: null });
    const missing = await validate(beneficiary.id, { bankAccount: { ...bankAccount, accountNumber: '9876540000' } });
    assert.equal(missing.event.success, false);
    assert.match(missing.event.message, /does not exist/);
  });

  it("validates a Colombian Bre-B key: an identification key only when it is the beneficiary's own document, an email key the sandbox knows", async () => {
    const beneficiary = await createBeneficiary(t, integrator, individual('co-breb', { country: 'CO', person: colombianPerson() }));
    const own = await validate(beneficiary.id, { brebKey: '1020304050' });
    assert.deepEqual(own.accepted, { brebKey: '1020304050', status: 'PENDING', message: null });
    assert.deepEqual(own.event.data, { brebKey: '1020304050', status: 'VALID', message: null });
    const foreign = await validate(beneficiary.id, { brebKey: '79111222' });
    assert.equal(foreign.event.success, false);
    assert.match(foreign.event.message, /not held by the beneficiary/);
    const unknown = await validate(beneficiary.id, { brebKey: 'Invalid.Camilo@Example.com' });
    assert.equal(unknown.accepted.brebKey, 'invalid.camilo@example.com');
    assert.match(unknown.event.message, /not registered/);
    assert.equal((await validate(beneficiary.id, { brebKey: '@camilo' })).event.success, true);
  });

  it('answers 400 naming the field for a wrong kind of account or a malformed key, 404 for another integrator, and stores nothing', async () => {
    const brazilian = await createBeneficiary(t, integrator, individual('pix-errors'));
    const colombian = await createBeneficiary(t, integrator, individual('co-errors', { country: 'CO', person: colombianPerson() }));
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [brazilian.id, { bankAccount: { bankCode: '1007', accountType: 'SAVINGS', accountNumber: '123456789' } }, '/bankAccount'],
      [brazilian.id, {}, '/pixKey'],
      [brazilian.id, { pixKey: '52998224724' }, '/pixKey'],
      [colombian.id, { pixKey: 'a@example.com' }, '/pixKey'],
      [colombian.id, { bankAccount: { bankCode: '1007', accountType: 'CURRENT', accountNumber: '123456789' } }, '/bankAccount/accountType'],
      [brazilian.id, { brebKey: '@camilo' }, '/brebKey'],
      [colombian.id, {}, '/bankAccount'],
      [colombian.id, { brebKey: '@camilo with spaces' }, '/brebKey'],
      [colombian.id, { brebKey: '@camilo', bankAccount: { bankCode: '1007', accountType: 'SAVINGS', accountNumber: '123456789' } }, '/brebKey'],
    ];
    for (const [id, body, path] of cases) {
      const response = await t.request('PUT', `/v1/beneficiaries/${id}/localTargetAccount`, { token: integrator.token, body });
      assert.equal(response.status, 400, `${path}: ${response.text}`);
      assert.ok(
        response.body.errors.some((error: { path: string }) => error.path === path),
        `${path}: ${response.text}`,
      );
    }
    const stranger = await t.createIntegrator({ callbackUrl: receiver.url });
    const other = await t.request('PUT', `/v1/beneficiaries/${brazilian.id}/localTargetAccount`, { token: stranger.token, body: { pixKey: 'a@example.com' } });
    assert.equal(other.status, 404);
    assert.equal(other.body.code, 'beneficiary.not_found');
    const stored = await t.db.query('SELECT target_account FROM beneficiaries WHERE id = ANY($1::uuid[]) AND target_account IS NOT NULL', [
      [brazilian.id, colombian.id],
    ]);
    assert.equal(stored.length, 0);
  });
});
