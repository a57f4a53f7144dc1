// verifyWebhook against webhooks the real server sent to a real receiver: a genuine one verifies; a tampered body, a
// wrong secret, an old timestamp, a parsed object and a parsed-and-reserialised body are each refused.
// Test pass: embedded only (database-independent: the SDK)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { verifyWebhook, WebhookVerificationError } from '../src/index.ts';
import { emitEvent, jsonNumber } from '../../src/modules/webhooks/events.ts';
import { startApp, type TestApp, type TestIntegrator } from '../../test/helpers/app.ts';
import { startReceiver, type Received, type Receiver } from '../../test/helpers/receiver.ts';
import { Decimal } from '../../src/money.ts';

describe('verifyWebhook', () => {
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;
  let genuine: Received;
  let withAmounts: Received;

  before(async () => {
    receiver = await startReceiver();
    t = await startApp({ worker: true });
    integrator = await t.createIntegrator({ callbackUrl: receiver.url });
    const { eventId } = (await t.request('POST', '/v1/webhooks/test', { token: integrator.token })).body;
    // An event whose data carries amounts as the service writes them (100.00, 18.80): JSON numbers with their digits.
    const amountsId = await t.db.transaction((tx) =>
      emitEvent(tx, {
        integratorId: integrator.id,
        operation: 'TEST',
        resourceId: integrator.id,
        success: true,
        data: { from: jsonNumber(new Decimal('100.00')), to: jsonNumber(new Decimal('18.80')) },
      }),
    );
    await receiver.waitFor((all) => all.some((r) => r.headers['webhook-id'] === eventId) && all.some((r) => r.headers['webhook-id'] === amountsId));
    genuine = receiver.received.find((r) => r.headers['webhook-id'] === eventId)!;
    withAmounts = receiver.received.find((r) => r.headers['webhook-id'] === amountsId)!;
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  const refused = (fn: () => unknown, reason: RegExp) =>
    assert.throws(fn, (error: unknown) => error instanceof WebhookVerificationError && reason.test(error.message));

  it('accepts a genuine webhook as bytes or text, with Node or fetch headers, and returns the event', () => {
    const event = verifyWebhook(genuine.raw, genuine.headers, integrator.webhookSecret);
    assert.equal(event.operation, 'TEST');
    assert.equal(event.integratorId, integrator.id);
    const headers = new Headers(Object.entries(genuine.headers).map(([key, value]): [string, string] => [key, String(value)]));
    assert.equal(verifyWebhook(genuine.raw.toString('utf8'), headers, integrator.webhookSecret).resourceId, integrator.id);
    const amounts = verifyWebhook<{ from: number; to: number }>(withAmounts.raw, withAmounts.headers, integrator.webhookSecret);
    assert.equal(amounts.data.from, 100);
  });

  it('refuses a tampered body', () => {
    const tampered = Buffer.from(genuine.raw.toString('utf8').replace('"TEST"', '"ON_RAMP"'));
    refused(() => verifyWebhook(tampered, genuine.headers, integrator.webhookSecret), /X-Service-Webhook-Signature does not match/);
  });

  it('refuses a wrong secret', () => {
    refused(() => verifyWebhook(genuine.raw, genuine.headers, 'whsec_' + Buffer.alloc(32, 7).toString('base64')), /does not match/);
  });

  it('refuses an old timestamp (a replay)', () => {
    const later = () => Date.now() + 10 * 60 * 1000;
    refused(() => verifyWebhook(genuine.raw, genuine.headers, integrator.webhookSecret, { now: later }), /too old/);
    const shifted = { ...genuine.headers, 'webhook-timestamp': String(Math.floor(Date.now() / 1000) - 3600) };
    refused(() => verifyWebhook(genuine.raw, shifted, integrator.webhookSecret), /too old/);
  });

  it('refuses a parsed object, and a parsed-and-reserialised body', () => {
    refused(() => verifyWebhook(JSON.parse(withAmounts.raw.toString()) as never, withAmounts.headers, integrator.webhookSecret), /raw request body/);
    const reserialised = JSON.stringify(JSON.parse(withAmounts.raw.toString()));
    assert.notEqual(reserialised, withAmounts.raw.toString(), '100.00 becomes 100 when parsed and written again');
    refused(() => verifyWebhook(reserialised, withAmounts.headers, integrator.webhookSecret), /does not match/);
  });

  it('refuses missing Standard Webhooks headers, and a webhook-signature made with another secret', () => {
    const { 'webhook-signature': _dropped, ...without } = genuine.headers;
    refused(() => verifyWebhook(genuine.raw, without, integrator.webhookSecret), /missing webhook-id/);
    const forged = { ...genuine.headers, 'webhook-signature': 'v1,' + Buffer.alloc(32).toString('base64') };
    refused(() => verifyWebhook(genuine.raw, forged, integrator.webhookSecret), /webhook-signature does not match/);
  });

  it('accepts either secret during a rotation', async () => {
    const rotated = (await t.request('POST', `/v1/integrators/${integrator.id}/update-webhook-secret`, { token: integrator.token })).body
      .webhookSecret as string;
    const { eventId } = (await t.request('POST', '/v1/webhooks/test', { token: integrator.token })).body;
    await receiver.waitFor((all) => all.some((r) => r.headers['webhook-id'] === eventId));
    const after = receiver.received.find((r) => r.headers['webhook-id'] === eventId)!;
    assert.equal(verifyWebhook(after.raw, after.headers, [integrator.webhookSecret, rotated]).operation, 'TEST');
    assert.equal(verifyWebhook(after.raw, after.headers, rotated).operation, 'TEST');
    // The seed signature moved to the new secret: the old one alone no longer verifies X-Service-Webhook-Signature.
    refused(() => verifyWebhook(after.raw, after.headers, integrator.webhookSecret), /X-Service-Webhook-Signature/);
  });
});
