// CO money for real, end to end in production mode, on Bitso's Colombia Payments (the fake in test/rails/bitso checks
// every request's HMAC signature and every request and answer against shapes written from Bitso's reference pages):
// on-ramps paid to a Bre-B pay-in key Bitso makes for each transfer, credited once Bitso shows the pay-in; off-ramps
// paid by ACH (a returned one fails and releases its funds); a pay-in for nothing waiting paid back to its sender.
// Test pass: PostgreSQL only (production: the CO rails as a deployment runs them)
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, afterEach, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { Decimal } from '../../src/money.ts';
import { ADMIN_TOKEN, startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { colombianPerson } from '../helpers/beneficiaries.ts';
import { startMarket } from '../helpers/market.ts';
import { assertTrialBalanceZero } from '../helpers/transfers.ts';
import { FakeBitso } from '../../src/rails/bitso/fake/bitso.ts';
import type { FakeSources } from '../../src/rails/rate-sources/fake/sources.ts';

const KEY = 'ponte-bitso-key';
const SECRET = 'bitso-secret-never-logged';
const DOCUMENT = '1020304050';
const WEBHOOK_SECRET = 'bitso-webhook-secret-0123456789abcdef';

describe('CO rails in production: collections and payouts through Bitso', () => {
  let bitso: FakeBitso;
  let market: FakeSources;
  let t: TestApp;
  let integrator: TestIntegrator;
  let start: Date;

  before(async () => {
    start = new Date(Date.now() - 1000);
    bitso = await FakeBitso.start({ apiKey: KEY, apiSecret: SECRET });
    const rates = await startMarket({ ptax: '5.30', trm: '3900', mercadoBitcoin: '5.30', buda: { bid: '3899', ask: '3901' } });
    market = rates.sources;
    t = await startApp({
      worker: true,
      env: {
        PONTE_ENV: 'production',
        DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://unused@127.0.0.1:1/unused',
        SECRETS_KEY: 'cd'.repeat(32),
        JOB_RETRY_BASE_MS: '50',
        ...rates.env,
        BITSO_API_URL: bitso.baseUrl,
        BITSO_API_KEY: KEY,
        BITSO_API_SECRET: SECRET,
        // Hourly: what moves these transfers is Bitso's webhooks (the adapter's own test reads statuses by polling).
        BITSO_POLL_INTERVAL_S: '3600',
        BITSO_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    });
    bitso.webhookUrl = `${t.url}/webhooks/bitso/${WEBHOOK_SECRET}`;
    integrator = await t.createIntegrator();
    await until(
      'the first rates',
      () =>
        t.context.rails.rates.marketRate('COP').then(
          () => true,
          () => false,
        ),
      (ready) => ready,
    );
  });
  afterEach(() => assert.deepEqual(bitso.takeViolations(), [], 'every request and answer keeps to the reference'));
  after(async () => {
    await t?.close();
    await bitso?.close();
    await market?.stop();
  });

  async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
      await sleep(50);
    }
  }

  async function approvedBeneficiary(): Promise<string> {
    const id = randomUUID();
    await t.db.query(
      `INSERT INTO beneficiaries (id, integrator_id, integrator_beneficiary_id, type, country, status, kyc_verified, person)
       VALUES ($1, $2, $3, 'INDIVIDUAL', 'CO', 'CREATED', true, $4)`,
      [id, integrator.id, `ref-${id}`, colombianPerson({ idNumber: DOCUMENT })],
    );
    return id;
  }

  const transferOf = async (id: string) =>
    (await t.request('GET', `/v1/transfers/${id}`, { token: integrator.token })).body as { status: string; statusReason: string | null };
  const final = (id: string) =>
    until(
      `transfer ${id}`,
      () => transferOf(id),
      (body) => body.status !== 'PENDING',
    );

  async function onRamp(beneficiaryId: string, value: string) {
    const simulation = await t.request('POST', '/v1/transfers/simulations', {
      token: integrator.token,
      body: { type: 'ON_RAMP', beneficiaryId, amount: { currencyCode: 'COP', value } },
    });
    assert.equal(simulation.status, 201, simulation.text);
    const transfer = await t.request('POST', '/v1/transfers', { token: integrator.token, body: { simulationId: simulation.body.id } });
    assert.equal(transfer.status, 201, transfer.text);
    return transfer.body as { id: string; bankDepositInstructions: { bankName: string; accountType: string; accountNumber: string; reference: string } };
  }

  async function offRamp(beneficiaryId: string) {
    const simulation = await t.request('POST', '/v1/transfers/simulations', {
      token: integrator.token,
      body: { type: 'OFF_RAMP', beneficiaryId, amount: { currencyCode: 'USDC', value: '20.00' } },
    });
    assert.equal(simulation.status, 201, simulation.text);
    const created = await t.request('POST', '/v1/transfers', { token: integrator.token, body: { simulationId: simulation.body.id } });
    assert.equal(created.status, 201, created.text);
    return { id: created.body.id as string, ...(await final(created.body.id)) };
  }

  it('collects an on-ramp on the Bre-B key Bitso made for it, for its exact amount, credited once Bitso shows the pay-in', async () => {
    const beneficiaryId = await approvedBeneficiary();
    const transfer = await onRamp(beneficiaryId, '390000.00');
    const instructions = transfer.bankDepositInstructions;
    assert.match(instructions.accountNumber, /^@P[0-9A-F]{17}$/, 'the key to pay is the Bre-B alias Bitso registered');
    assert.equal(instructions.reference, instructions.accountNumber.slice(1));
    const key = [...bitso.payinKeys.values()].find((k) => k.co_breb.key_value === instructions.accountNumber);
    assert.ok(key, 'Bitso holds the key');
    assert.equal((await transferOf(transfer.id)).status, 'PENDING', 'nothing credited before a pay-in');

    bitso.receive('390000.00', instructions.accountNumber, { name: 'Camilo Restrepo', document_type: 'CC', document_id: DOCUMENT });
    assert.equal((await final(transfer.id)).status, 'SUCCEEDED');
    const [payin] = await t.db.query<{ outcome: string }>('SELECT outcome FROM cop_payins WHERE transfer_id = $1', [transfer.id]);
    assert.equal(payin?.outcome, 'CREDITED');
    assert.ok(
      bitso.calls.some((call) => call.startsWith('GET /payments/v1/payins/')),
      'the pay-in the webhook told of is read back from Bitso',
    );
    await assertTrialBalanceZero(t);
  });

  it("collects an on-ramp by PSE when asked: the instructions carry the intent's payment link, credited once Bitso, asked back, shows it paid", async () => {
    const beneficiaryId = await approvedBeneficiary();
    const simulation = await t.request('POST', '/v1/transfers/simulations', {
      token: integrator.token,
      body: { type: 'ON_RAMP', beneficiaryId, amount: { currencyCode: 'COP', value: '390000.00' } },
    });
    assert.equal(simulation.status, 201, simulation.text);
    const keysBefore = bitso.payinKeys.size;
    const created = await t.request('POST', '/v1/transfers', {
      token: integrator.token,
      body: { simulationId: simulation.body.id, pse: { bankCode: '1007', redirectUrl: 'https://integrator.example/back' } },
    });
    assert.equal(created.status, 201, created.text);
    const instructions = created.body.bankDepositInstructions;
    const intent = bitso.intents.get(instructions.reference)!;
    assert.ok(intent, 'Bitso holds the PSE intent the instructions name');
    assert.equal(instructions.paymentLink, intent.co_pse.payment_link);
    assert.deepEqual(
      { amount: intent.amount, external_ref: intent.external_ref, bank: intent.co_pse.bank_code, back: intent.co_pse.success_redirect_url },
      { amount: '390000.00', external_ref: simulation.body.id, bank: '1007', back: 'https://integrator.example/back' },
    );
    assert.equal(bitso.payinKeys.size, keysBefore, 'no Bre-B key is made for a PSE on-ramp');

    // Told of the intent while it is still PENDING: nothing is credited.
    assert.equal(await bitso.notify('payin_intent', intent), 200);
    await sleep(300);
    assert.equal((await transferOf(created.body.id)).status, 'PENDING');

    const payin = bitso.payIntent(intent.id);
    assert.equal((await final(created.body.id)).status, 'SUCCEEDED');
    const [recorded] = await t.db.query<{ outcome: string; payin_id: string; payin_intent_id: string }>(
      'SELECT outcome, payin_id, payin_intent_id FROM cop_payins WHERE transfer_id = $1',
      [created.body.id],
    );
    assert.deepEqual(recorded, { outcome: 'CREDITED', payin_id: payin.id, payin_intent_id: intent.id });
    assert.ok(bitso.calls.includes(`GET /payments/v1/payin-intents/${intent.id}`), 'the intent is read back from Bitso');
    assert.ok(bitso.calls.includes(`GET /payments/v1/payins/${payin.id}`), 'and the pay-in it names');
    await assertTrialBalanceZero(t);
  });

  it('answers 422 transfer.pse_not_available for PSE on anything but a CO on-ramp, and makes no intent', async () => {
    const beneficiaryId = await approvedBeneficiary();
    await t.db.query(`UPDATE beneficiaries SET target_account = $2, target_account_id = gen_random_uuid(), target_account_status = 'VALID' WHERE id = $1`, [
      beneficiaryId,
      JSON.stringify({ brebKey: '@CAMILO77' }),
    ]);
    const simulation = await t.request('POST', '/v1/transfers/simulations', {
      token: integrator.token,
      body: { type: 'OFF_RAMP', beneficiaryId, amount: { currencyCode: 'USDC', value: '20.00' } },
    });
    assert.equal(simulation.status, 201, simulation.text);
    const intentsBefore = bitso.intents.size;
    const refused = await t.request('POST', '/v1/transfers', {
      token: integrator.token,
      body: { simulationId: simulation.body.id, pse: { bankCode: '1007', redirectUrl: 'https://integrator.example/back' } },
    });
    assert.equal(refused.status, 422, refused.text);
    assert.equal(refused.body.code, 'transfer.pse_not_available');
    assert.match(refused.body.message, /PSE pays a CO ON_RAMP only; this simulation is a CO OFF_RAMP/);
    assert.equal(bitso.intents.size, intentsBefore);
    const executed = await t.db.query<{ executed: boolean }>('SELECT executed FROM simulations WHERE id = $1', [simulation.body.id]);
    assert.deepEqual(executed, [{ executed: false }], 'the simulation stays usable');
  });

  it('refuses a webhook whose signature does not verify, or at the wrong secret, and credits nothing', async () => {
    const beneficiaryId = await approvedBeneficiary();
    const transfer = await onRamp(beneficiaryId, '390000.00');
    const key = [...bitso.payinKeys.values()].find((k) => k.co_breb.key_value === transfer.bankDepositInstructions.accountNumber)!;
    const forged = {
      id: 'forged_payin',
      status: 'COMPLETED',
      amount: '390000.00',
      asset: 'COP',
      type: 'CO_BREB',
      co_breb: { beneficiary_key: { id: key.id } },
      created_at: new Date().toISOString(),
    };
    assert.equal(await bitso.notify('payin', forged, { tamper: true }), 400, 'a payload changed after signing');
    const unsigned = await t.request('POST', `/webhooks/bitso/${WEBHOOK_SECRET}`, {
      raw: JSON.stringify({ event: 'payin', payload: forged }),
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(unsigned.status, 400);
    const wrongPath = await t.request('POST', '/webhooks/bitso/not-the-secret-0123456789abcdef0123', {
      raw: '{}',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(wrongPath.status, 404);
    // Nor is a wrong secret's body read: one over the route's limit is still no route, not a 413 saying it is there.
    const wrongAndLarge = await t.request('POST', '/webhooks/bitso/not-the-secret-0123456789abcdef0123', {
      raw: 'x'.repeat(70 * 1024),
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(wrongAndLarge.status, 404, wrongAndLarge.text);
    await sleep(300);
    assert.equal((await t.db.query('SELECT 1 FROM cop_payins WHERE payin_id = $1', ['forged_payin'])).length, 0);
    assert.equal((await transferOf(transfer.id)).status, 'PENDING');
  });

  it('pays an off-ramp out by third-party ACH, naming the holder and document; a returned ACH payout fails it and releases the funds', async () => {
    const beneficiaryId = await approvedBeneficiary();
    const funding = await onRamp(beneficiaryId, '390000.00');
    bitso.receive('390000.00', funding.bankDepositInstructions.accountNumber);
    assert.equal((await final(funding.id)).status, 'SUCCEEDED');

    const put = await t.request('PUT', `/v1/beneficiaries/${beneficiaryId}/localTargetAccount`, {
      token: integrator.token,
      body: { bankAccount: { bankCode: '1007', accountType: 'SAVINGS', accountNumber: '12345678901' } },
    });
    assert.equal(put.status, 202, put.text);
    await until(
      'the account',
      async () => (await t.request('GET', `/v1/beneficiaries/${beneficiaryId}`, { token: integrator.token })).body.localTargetAccount?.status,
      (s) => s === 'VALID',
    );

    const paid = await offRamp(beneficiaryId);
    assert.equal(paid.status, 'SUCCEEDED', JSON.stringify(paid));
    const held = [...bitso.payouts.values()].find((p) => p.body.external_ref === paid.id)!;
    assert.equal(held.body.type, 'CO_ACH');
    assert.deepEqual(held.body.co_ach.third_party, {
      bank_code: '1007',
      account_type: 'SAVINGS',
      account_number: '12345678901',
      document_type: 'CC',
      document_id: DOCUMENT,
      name: 'Camilo Restrepo',
    });

    bitso.nextEnding = { status: 'FAILED', failureReason: 'DESTINATION_ACCOUNT_UNAVAILABLE', refund: true, afterMs: 50 };
    const before = (await t.request('GET', `/v1/beneficiaries/${beneficiaryId}/balances`, { token: integrator.token })).body;
    const returned = await offRamp(beneficiaryId);
    bitso.nextEnding = { status: 'COMPLETED', afterMs: 30 };
    assert.equal(returned.status, 'FAILED');
    assert.match(returned.statusReason ?? '', /DESTINATION_ACCOUNT_UNAVAILABLE.* \(rail error: invalid_account\)$/);
    assert.deepEqual(
      (await t.request('GET', `/v1/beneficiaries/${beneficiaryId}/balances`, { token: integrator.token })).body,
      before,
      'the held USDC is available again',
    );
    // The compensatory pay-in Bitso makes for it is the payout's own money coming back, not a payer's.
    await sleep(1500);
    assert.equal((await t.db.query('SELECT 1 FROM cop_payins WHERE amount = $1', [held.body.amount])).length, 0);
    await assertTrialBalanceZero(t);
  });

  it("Bitso's 429 is retried no sooner than its Retry-After; its 0379 (insufficient balance) fails the off-ramp at once, not retried (rail error taxonomy)", async () => {
    const beneficiaryId = await approvedBeneficiary();
    const funding = await onRamp(beneficiaryId, '390000.00');
    bitso.receive('390000.00', funding.bankDepositInstructions.accountNumber);
    assert.equal((await final(funding.id)).status, 'SUCCEEDED');
    const put = await t.request('PUT', `/v1/beneficiaries/${beneficiaryId}/localTargetAccount`, {
      token: integrator.token,
      body: { bankAccount: { bankCode: '1007', accountType: 'SAVINGS', accountNumber: '12345678902' } },
    });
    assert.equal(put.status, 202, put.text);
    await until(
      'the account',
      async () => (await t.request('GET', `/v1/beneficiaries/${beneficiaryId}`, { token: integrator.token })).body.localTargetAccount?.status,
      (s) => s === 'VALID',
    );
    const creates = () => bitso.calls.filter((call) => call === 'POST /payments/v1/payouts').length;

    // Retryable: rate_limited, not taken; Retry-After: 2 (the job's own back-off here is 50 ms x 2^n).
    const first = creates();
    bitso.failNext(429, 'rate_limit_exceeded', { retryAfter: '2', call: 'POST /payments/v1/payouts' });
    const paying = offRamp(beneficiaryId);
    await until(
      'the 429',
      async () => creates() - first,
      (count) => count >= 1,
    );
    const limitedAt = Date.now();
    await until(
      'the create sent again',
      async () => creates() - first,
      (count) => count >= 2,
    );
    const waited = Date.now() - limitedAt;
    assert.ok(waited >= 1900, `sent again ${waited} ms after the 429, not before its Retry-After of 2 s`);
    const paid = await paying;
    assert.equal(paid.status, 'SUCCEEDED', JSON.stringify(paid));

    // Permanent: Bitso's 0379 "Insufficient balance" fails the off-ramp at once, sent once, its funds released.
    const before = (await t.request('GET', `/v1/beneficiaries/${beneficiaryId}/balances`, { token: integrator.token })).body;
    const second = creates();
    bitso.failNext(400, '0379', { message: 'Insufficient balance', call: 'POST /payments/v1/payouts' });
    const refused = await offRamp(beneficiaryId);
    assert.equal(refused.status, 'FAILED');
    assert.match(refused.statusReason ?? '', /0379: Insufficient balance.* \(rail error: insufficient_funds\)$/);
    await sleep(300);
    assert.equal(creates() - second, 1, 'not sent again');
    assert.deepEqual(
      (await t.request('GET', `/v1/beneficiaries/${beneficiaryId}/balances`, { token: integrator.token })).body,
      before,
      'the held USDC is available again',
    );
    await assertTrialBalanceZero(t);
  });

  it("takes a Bre-B key as a beneficiary's payout account: VALID once Bitso's preview names the beneficiary's document, then paid by Bre-B", async () => {
    const beneficiaryId = await approvedBeneficiary();
    const funding = await onRamp(beneficiaryId, '390000.00');
    bitso.receive('390000.00', funding.bankDepositInstructions.accountNumber);
    assert.equal((await final(funding.id)).status, 'SUCCEEDED');

    bitso.keyHolders.set('@CAMILO77', { document_type: 'CC', document_id: '1.020.304.050', display_name: 'CAM*** RES***', bank_name: 'Nequi' });
    const previewsBefore = bitso.calls.filter((call) => call === 'POST /payments/v1/payouts/preview').length;
    const put = await t.request('PUT', `/v1/beneficiaries/${beneficiaryId}/localTargetAccount`, {
      token: integrator.token,
      body: { brebKey: '@CAMILO77' },
    });
    assert.equal(put.status, 202, put.text);
    assert.deepEqual(put.body, { brebKey: '@CAMILO77', status: 'PENDING', message: null });
    const account = await until(
      'the account',
      async () => (await t.request('GET', `/v1/beneficiaries/${beneficiaryId}`, { token: integrator.token })).body.localTargetAccount,
      (read) => read?.status !== 'PENDING',
    );
    assert.deepEqual(account, { brebKey: '@CAMILO77', status: 'VALID', message: null });
    assert.ok(
      bitso.calls.filter((call) => call === 'POST /payments/v1/payouts/preview').length > previewsBefore,
      'the key was resolved at Bitso before it became VALID',
    );
    const [event] = await t.db.query<{ success: boolean; payload: string }>(
      `SELECT success, payload FROM events WHERE resource_id = $1 AND operation = 'BENEFICIARY_BANK_ACCOUNT_VALIDATION'`,
      [beneficiaryId],
    );
    assert.equal(event?.success, true);
    assert.deepEqual(JSON.parse(event.payload).data, { brebKey: '@CAMILO77', status: 'VALID', message: null });

    const paid = await offRamp(beneficiaryId);
    assert.equal(paid.status, 'SUCCEEDED', JSON.stringify(paid));
    const transfer = (await t.request('GET', `/v1/transfers/${paid.id}`, { token: integrator.token })).body;
    assert.equal(transfer.targetBrebKey, '@CAMILO77');
    assert.equal(transfer.targetBankAccount, undefined);
    const held = [...bitso.payouts.values()].find((p) => p.body.external_ref === paid.id)!;
    assert.equal(held.body.type, 'CO_BREB');
    assert.equal(held.body.co_breb.key_value, '@CAMILO77');
    assert.equal(new Decimal(held.body.amount).toFixed(2), new Decimal(transfer.to.value).toFixed(2), 'the amount the beneficiary receives');
    await assertTrialBalanceZero(t);
  });

  it("refuses a Bre-B key held by another document or unknown at Bitso: the account is INVALID, and an off-ramp answers 412 with the contract's body", async () => {
    const beneficiaryId = await approvedBeneficiary();
    bitso.keyHolders.set('3109876543', { document_type: 'CC', document_id: '79111222', display_name: 'JUA*** PER***', bank_name: 'Daviplata' });
    const settle = async (brebKey: string) => {
      const put = await t.request('PUT', `/v1/beneficiaries/${beneficiaryId}/localTargetAccount`, { token: integrator.token, body: { brebKey } });
      assert.equal(put.status, 202, put.text);
      return until(
        'the account',
        async () => (await t.request('GET', `/v1/beneficiaries/${beneficiaryId}`, { token: integrator.token })).body.localTargetAccount,
        (read) => read?.status !== 'PENDING',
      );
    };
    const foreign = await settle('3109876543');
    assert.equal(foreign.status, 'INVALID');
    assert.match(foreign.message, /not held by the beneficiary's own document/);
    const unknown = await settle('nadie@example.com');
    assert.equal(unknown.status, 'INVALID');
    assert.match(unknown.message, /Bitso could not resolve the Bre-B key \(key_not_found/);
    const events = await t.db.query<{ success: boolean }>(
      `SELECT success FROM events WHERE resource_id = $1 AND operation = 'BENEFICIARY_BANK_ACCOUNT_VALIDATION' ORDER BY created_at`,
      [beneficiaryId],
    );
    assert.deepEqual(
      events.map((e) => e.success),
      [false, false],
    );

    const simulation = await t.request('POST', '/v1/transfers/simulations', {
      token: integrator.token,
      body: { type: 'OFF_RAMP', beneficiaryId, amount: { currencyCode: 'USDC', value: '20.00' } },
    });
    assert.equal(simulation.status, 412, simulation.text);
    assert.equal(simulation.body.code, 'beneficiary.target_account_not_valid');
    assert.match(simulation.body.message, /a bank account or a Bre-B key validated as VALID; its localTargetAccount is INVALID/);
    const malformed = await t.request('PUT', `/v1/beneficiaries/${beneficiaryId}/localTargetAccount`, {
      token: integrator.token,
      body: { brebKey: '@no spaces' },
    });
    assert.equal(malformed.status, 400, malformed.text);
    assert.equal(malformed.body.code, 'validation.failed');
    assert.ok(![...bitso.payouts.values()].some((p) => p.body.co_breb?.key_value === '3109876543'), 'nothing paid to it');
  });

  it('pays back a pay-in that pays nothing waiting, by a Bre-B payout to its sender previewed against their document', async () => {
    bitso.keyHolders.set('80012345', { document_type: 'CC', document_id: '80012345', display_name: 'LUI*** DIA***', bank_name: 'Davivienda' });
    const payin = bitso.receive('75000.00', undefined, { name: 'Luis Diaz', document_type: 'CC', document_id: '80012345' });
    const returned = await until(
      'the return',
      async () =>
        (await t.db.query<{ status: string; payout_id: string | null }>('SELECT status, payout_id FROM cop_payin_returns WHERE payin_id = $1', [payin.id]))[0],
      (row) => row?.status === 'RETURNED',
    );
    const payout = bitso.payouts.get(returned!.payout_id!)!;
    assert.equal(payout.body.type, 'CO_BREB');
    assert.equal(payout.body.amount, '75000.00');
    assert.equal(payout.body.co_breb.key_value, '80012345');
    assert.equal(payout.body.external_ref, `return-${payin.id}`);
    const [recorded] = await t.db.query<{ outcome: string }>('SELECT outcome FROM cop_payins WHERE payin_id = $1', [payin.id]);
    assert.equal(recorded?.outcome, 'UNKNOWN_KEY');
    await assertTrialBalanceZero(t);
  });

  it('pays back the deposit of the wrong amount, failing its transfer', async () => {
    const beneficiaryId = await approvedBeneficiary();
    bitso.keyHolders.set(DOCUMENT, { document_type: 'CC', document_id: DOCUMENT, display_name: 'CAM*** RES***', bank_name: 'Bancolombia' });
    const transfer = await onRamp(beneficiaryId, '390000.00');
    bitso.receive('380000.00', transfer.bankDepositInstructions.accountNumber, { name: 'Camilo Restrepo', document_type: 'CC', document_id: DOCUMENT });
    const failed = await final(transfer.id);
    assert.equal(failed.status, 'FAILED');
    assert.match(failed.statusReason ?? '', /Received 380000\.00 COP, but the transfer expects exactly 390000\.00 COP/);
    await until(
      'the return',
      async () =>
        (
          await t.db.query<{ status: string }>('SELECT r.status FROM cop_payin_returns r JOIN cop_payins p USING (payin_id) WHERE p.transfer_id = $1', [
            transfer.id,
          ])
        )[0]?.status,
      (status) => status === 'RETURNED',
    );
    await assertTrialBalanceZero(t);
  });

  it('an ACH payout the bank returns after Bitso reported it COMPLETED fails the off-ramp and gives its USDC back, with the event', async () => {
    const beneficiaryId = await approvedBeneficiary();
    const funding = await onRamp(beneficiaryId, '390000.00');
    bitso.receive('390000.00', funding.bankDepositInstructions.accountNumber);
    assert.equal((await final(funding.id)).status, 'SUCCEEDED');
    const put = await t.request('PUT', `/v1/beneficiaries/${beneficiaryId}/localTargetAccount`, {
      token: integrator.token,
      body: { bankAccount: { bankCode: '1007', accountType: 'SAVINGS', accountNumber: '99887766554' } },
    });
    assert.equal(put.status, 202, put.text);
    await until(
      'the account',
      async () => (await t.request('GET', `/v1/beneficiaries/${beneficiaryId}`, { token: integrator.token })).body.localTargetAccount?.status,
      (s) => s === 'VALID',
    );
    const balances = async () => (await t.request('GET', `/v1/beneficiaries/${beneficiaryId}/balances`, { token: integrator.token })).body;
    const funded = await balances();
    const paid = await offRamp(beneficiaryId);
    assert.equal(paid.status, 'SUCCEEDED', JSON.stringify(paid));
    assert.notDeepEqual(await balances(), funded);
    const held = [...bitso.payouts.values()].find((p) => p.body.external_ref === paid.id)!;

    const refund = bitso.returnCompleted(held.body.id);
    const returned = await until(
      'the returned off-ramp',
      () => transferOf(paid.id),
      (body) => body.status !== 'SUCCEEDED',
    );
    assert.equal(returned.status, 'FAILED');
    assert.match(returned.statusReason ?? '', /bank returned the COP payout after it was paid/);
    assert.deepEqual(await balances(), funded, 'the USDC is back on the wallet');
    const events = await t.db.query<{ success: boolean }>(`SELECT success FROM events WHERE resource_id = $1 AND operation = 'OFF_RAMP' ORDER BY created_at`, [
      paid.id,
    ]);
    assert.deepEqual(
      events.map((event) => event.success),
      [true, false],
    );
    // Told again (the poll, a repeated webhook), nothing moves twice.
    assert.equal(await bitso.notify('payin', refund), 200);
    await sleep(500);
    const [{ n }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE reference = $1 AND description = 'OFF_RAMP payout returned'`,
      [`transfer:${paid.id}`],
    )) as [{ n: number }];
    assert.equal(n, 1);
    // The spread the settlement earned comes back with the rest: a credit and a debit of spread_revenue, the same
    // amount, each naming the conversion.
    const spread = await t.db.query<{ direction: string; amount: string; named: boolean }>(
      `SELECT p.direction, p.amount::text AS amount, p.fx_conversion_id IS NOT NULL AS named
         FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.reference = $1 AND a.kind = 'spread_revenue' ORDER BY p.direction`,
      [`transfer:${paid.id}`],
    );
    assert.deepEqual(
      spread.map((leg) => [leg.direction, leg.named]),
      [
        ['CREDIT', true],
        ['DEBIT', true],
      ],
    );
    assert.equal(spread[0]!.amount, spread[1]!.amount);
    await assertTrialBalanceZero(t);
  });

  it("reconciles Bitso's pay-ins and payouts line by line: everything matched, then a missing, an extra and a 0.01 line each a break", async () => {
    const runOver = async () => {
      const run = await t.request('POST', '/v1/admin/reconciliation/runs', {
        token: ADMIN_TOKEN,
        body: { from: start.toISOString(), to: new Date().toISOString() },
      });
      assert.equal(run.status, 201, run.text);
      return run.body as { accounts: any[]; items: any[] };
    };
    const co = (run: { accounts: any[] }) =>
      run.accounts
        .filter((account) => account.railAccount.startsWith('co'))
        .map((account) => [account.railAccount, account.reconciled, account.reason, account.missingInBooks, account.missingAtRail, account.amountDiffers]);
    const clean = await runOver();
    assert.deepEqual(co(clean), [
      ['cop-collection', true, null, 0, 0, 0],
      ['co-payouts', true, null, 0, 0, 0],
    ]);
    // On-ramps credited, the wrong amount in and back out, the stray pay-in in and back out; the ACH payout out (the
    // failed one and its compensatory pay-in are no movement).
    const matched = Object.fromEntries(clean.accounts.map((account) => [account.railAccount, account.matched]));
    assert.ok(matched['cop-collection'] >= 6, JSON.stringify(matched));
    assert.ok(matched['co-payouts'] >= 1, JSON.stringify(matched));

    const beneficiaryId = await approvedBeneficiary();
    const funding = await onRamp(beneficiaryId, '390000.00');
    const paid = bitso.receive('390000.00', funding.bankDepositInstructions.accountNumber);
    assert.equal((await final(funding.id)).status, 'SUCCEEDED');
    // Bitso shows the pay-in 0.01 more than it was, no payout for an ACH payout the books paid, and a payout the books
    // never made.
    bitso.payins.get(paid.id)!.amount = '390000.01';
    const achPayout = [...bitso.payouts.values()].find((held) => held.body.type === 'CO_ACH' && held.ending.status === 'COMPLETED')!;
    bitso.payouts.delete(achPayout.body.id);
    const unknown = { ...achPayout, body: { ...achPayout.body, id: randomUUID(), external_ref: randomUUID(), amount: '12345.00' } };
    bitso.payouts.set(unknown.body.id, unknown);

    const broken = await runOver();
    assert.deepEqual(
      broken.items
        .filter((item) => item.railAccount.startsWith('co'))
        .map((item) => [item.railAccount, item.reference, item.direction, item.outcome, item.books?.amount ?? null, item.rail?.amount ?? null])
        .sort((a, b) => String(a[3]).localeCompare(String(b[3]))),
      [
        ['cop-collection', `transfer:${funding.id}`, 'IN', 'AMOUNT_DIFFERS', '390000.00', '390000.01'],
        ['co-payouts', `transfer:${achPayout.body.external_ref}`, 'OUT', 'MISSING_AT_RAIL', achPayout.body.amount, null],
        ['co-payouts', `transfer:${unknown.body.external_ref}`, 'OUT', 'MISSING_IN_BOOKS', null, '12345.00'],
      ],
    );
    bitso.payouts.delete(unknown.body.id);
    bitso.payouts.set(achPayout.body.id, achPayout);
  });
});
