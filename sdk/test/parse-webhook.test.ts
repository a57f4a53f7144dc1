// parseWebhook on webhooks the real server sent to a real receiver: a genuine one comes back as the event union,
// narrowed by operation (a BENEFICIARY_KYC carries its steps and upload links, a TEST its marker); a wrong secret, a
// tampered body and a signed body that is no event each throw WebhookVerificationError.
// Test pass: embedded only (database-independent: the SDK)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createPonteClient, parseWebhook, WebhookVerificationError, type EventOf, type PonteEvent } from '../src/index.ts';
import { signatureHeaders } from '../../src/modules/webhooks/signing.ts';
import { startApp, type TestApp, type TestIntegrator } from '../../test/helpers/app.ts';
import { startReceiver, type Received, type Receiver } from '../../test/helpers/receiver.ts';

/** What an integrator's handler does with the union: each branch sees its own data type. */
function summary(event: PonteEvent): string {
  switch (event.operation) {
    case 'BENEFICIARY_KYC':
      return `kyc ${event.data.beneficiaryId} ${event.data.steps.map((step) => step.status).join(',')}`;
    case 'ON_RAMP':
    case 'OFF_RAMP':
      return `${event.operation} ${event.data.status} ${event.data.from.currencyCode}`;
    case 'TEST':
      // @ts-expect-error a TEST event's data has no steps: the union is narrowed
      void event.data.steps;
      return `test ${event.data.test}`;
    default:
      return event.operation;
  }
}

describe('parseWebhook', () => {
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;
  let kyc: Received;
  let test: Received;
  let beneficiaryId: string;

  before(async () => {
    receiver = await startReceiver();
    t = await startApp({ worker: true, env: { SANDBOX_SETTLE_DELAY_MS: '50' } });
    integrator = await t.createIntegrator({ callbackUrl: receiver.url });
    const ponte = createPonteClient({ baseUrl: t.url, clientId: integrator.clientId, clientSecret: integrator.clientSecret });
    const { eventId } = await ponte.webhooks.test();
    const beneficiary = await ponte.beneficiaries.create({
      integratorBeneficiaryId: 'parse-webhook-1',
      type: 'INDIVIDUAL',
      country: 'BR',
      person: {
        firstName: 'Ana',
        lastName: 'Souza',
        idNumber: '52998224725',
        email: 'ana.souza@example.com',
        phoneNumber: '+5511987654321',
        dateOfBirth: '1990-05-17',
        citizenship: 'BR',
        address: { streetOne: 'Rua Augusta 100', city: 'São Paulo', state: 'SP', zipcode: '01304-000', country: 'BR' },
      },
    });
    beneficiaryId = beneficiary.id;
    const isKyc = (r: Received) => r.body?.operation === 'BENEFICIARY_KYC' && r.body?.beneficiaryId === beneficiaryId;
    await receiver.waitFor((all) => all.some((r) => r.headers['webhook-id'] === eventId) && all.some(isKyc));
    test = receiver.received.find((r) => r.headers['webhook-id'] === eventId)!;
    kyc = receiver.received.find(isKyc)!;
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  it('returns a genuine event narrowed by its operation', () => {
    const event = parseWebhook(kyc.raw, kyc.headers, integrator.webhookSecret);
    assert.equal(event.operation, 'BENEFICIARY_KYC');
    if (event.operation !== 'BENEFICIARY_KYC') return;
    const data: EventOf<'BENEFICIARY_KYC'>['data'] = event.data;
    assert.equal(data.beneficiaryId, beneficiaryId);
    assert.ok(data.steps.length > 0 && data.steps.every((step) => step.uploadLink.startsWith('http')), 'the steps with their upload links');
    assert.equal(summary(event), `kyc ${beneficiaryId} ${data.steps.map(() => 'PENDING').join(',')}`);
    assert.equal(summary(parseWebhook(test.raw.toString('utf8'), test.headers, integrator.webhookSecret)), 'test true');
  });

  it('throws WebhookVerificationError for a wrong secret or a tampered body', () => {
    const wrongSecret = 'whsec_' + Buffer.alloc(32, 9).toString('base64');
    assert.throws(
      () => parseWebhook(kyc.raw, kyc.headers, wrongSecret),
      (error: unknown) => error instanceof WebhookVerificationError && /does not match/.test(error.message),
    );
    const tampered = Buffer.from(test.raw.toString('utf8').replace('"TEST"', '"ON_RAMP"'));
    assert.throws(() => parseWebhook(tampered, test.headers, integrator.webhookSecret), WebhookVerificationError);
  });

  it('throws WebhookVerificationError for a correctly signed body that is not an event', () => {
    const body = JSON.stringify({ hello: 'world' });
    const headers = signatureHeaders(body, 'msg_not-an-event', Math.floor(Date.now() / 1000), { current: integrator.webhookSecret });
    assert.throws(
      () => parseWebhook(body, headers, integrator.webhookSecret),
      (error: unknown) => error instanceof WebhookVerificationError && /not a Ponte event/.test(error.message),
    );
  });
});
