// Webhook endpoints (issue 19, item 4): several per integrator, each with its own secret and subscriptions, every event
// delivered to every matching endpoint, each delivery on its own. Real receivers on 127.0.0.1 verify what they get with
// their own endpoint's secret only, as an integrator would: anything signed otherwise is recorded as forged.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { startReceiver, verifyServiceSignature, verifyStandardWebhook, type Receiver } from '../helpers/receiver.ts';
import { individual } from '../helpers/beneficiaries.ts';
import { approvedBeneficiary, finalTransfer, onRamp, pay } from '../helpers/transfers.ts';

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: ${JSON.stringify(value)}`);
    await sleep(50);
  }
}

describe('webhook endpoints', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let callback: Receiver;
  const receivers: Receiver[] = [];

  /** A receiver that accepts only what its endpoint's secret signs, and the endpoint that sends to it. */
  async function endpointWithReceiver(body: Record<string, unknown> = {}, owner = integrator) {
    const receiver = await startReceiver();
    receivers.push(receiver);
    const created = await t.request('POST', '/v1/webhook-endpoints', { token: owner.token, body: { url: receiver.url, ...body } });
    assert.equal(created.status, 201, created.text);
    assert.match(created.body.secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
    receiver.secrets.push(created.body.secret);
    return { receiver, endpoint: created.body };
  }

  const sendTest = async () => {
    const sent = await t.request('POST', '/v1/webhooks/test', { token: integrator.token });
    assert.equal(sent.status, 202, sent.text);
    return sent.body.eventId as string;
  };
  const eventOf = async (id: string) => (await t.request('GET', `/v1/webhooks/events/${id}`, { token: integrator.token })).body;
  const operations = (receiver: Receiver) => [...new Set(receiver.received.map((entry) => entry.body.operation))].sort();

  before(async () => {
    t = await startApp({ worker: true, env: { WEBHOOK_RETRY_SCHEDULE: '0.3,0.3', WEBHOOK_TIMEOUT_MS: '2000', SANDBOX_SETTLE_DELAY_MS: '50' } });
    callback = await startReceiver();
    receivers.push(callback);
    integrator = await t.createIntegrator({ callbackUrl: callback.url });
    callback.secrets.push(integrator.webhookSecret);
  });
  after(async () => {
    await t.close();
    for (const receiver of receivers) await receiver.close();
  });

  it('sends an endpoint subscribed to ON_RAMP only the on-ramp events, and one subscribed to all every event, each signed with its own secret', async () => {
    const onRampOnly = await endpointWithReceiver({ operations: ['ON_RAMP'], description: 'treasury' });
    const everything = await endpointWithReceiver();
    assert.deepEqual(onRampOnly.endpoint.operations, ['ON_RAMP']);
    assert.deepEqual(everything.endpoint.operations, ['*']);

    const beneficiary = await approvedBeneficiary(t, integrator, 'endpoints-1');
    const transfer = await onRamp(t, integrator, beneficiary, '100.00');
    assert.equal((await pay(t, integrator, transfer)).status, 200);
    assert.equal((await finalTransfer(t, integrator, transfer.id)).status, 'SUCCEEDED');

    const onRampArrived = (receiver: Receiver) =>
      receiver.received.some((entry) => entry.body.operation === 'ON_RAMP' && entry.body.resourceId === transfer.id);
    await onRampOnly.receiver.waitFor(() => onRampArrived(onRampOnly.receiver));
    await everything.receiver.waitFor(() => onRampArrived(everything.receiver));
    await callback.waitFor(() => onRampArrived(callback));

    assert.deepEqual(operations(onRampOnly.receiver), ['ON_RAMP'], 'no KYC event, no approval: only what it subscribes to');
    assert.deepEqual(operations(everything.receiver), ['BENEFICIARY_APPROVED', 'BENEFICIARY_KYC', 'ON_RAMP']);
    for (const receiver of [onRampOnly.receiver, everything.receiver, callback]) assert.deepEqual(receiver.forged, [], 'each verifies with its own secret');
    // Signed with its own secret, not another endpoint's.
    const [request] = onRampOnly.receiver.received;
    assert.ok(verifyServiceSignature(request!.raw, request!.headers['x-service-webhook-signature'] as string, onRampOnly.endpoint.secret));
    assert.ok(!verifyStandardWebhook(request!.raw, request!.headers, everything.endpoint.secret));
    assert.ok(!verifyStandardWebhook(request!.raw, request!.headers, integrator.webhookSecret));

    // The events API shows one delivery per endpoint the event went to.
    const kyc = (await t.request('GET', `/v1/webhooks/events?filterEq=operation:BENEFICIARY_KYC,beneficiaryId:${beneficiary.id}`, { token: integrator.token }))
      .body.content[0];
    const kycEndpoints = kyc.deliveries.map((delivery: { endpointId: string }) => delivery.endpointId);
    assert.ok(kycEndpoints.includes(everything.endpoint.id));
    assert.ok(!kycEndpoints.includes(onRampOnly.endpoint.id));
    const onRampEvent = onRampOnly.receiver.received[0]!.headers['webhook-id'] as string;
    const detail = await eventually(
      () => eventOf(onRampEvent),
      (event) => event.status === 'DELIVERED',
      'the on-ramp event is delivered everywhere',
    );
    assert.equal(detail.deliveries.length, 3);
    assert.equal(detail.deliveries.filter((delivery: { default: boolean }) => delivery.default).length, 1);
    assert.deepEqual(
      new Set(detail.attempts.map((attempt: { endpointId: string }) => attempt.endpointId)),
      new Set(detail.deliveries.map((delivery: { endpointId: string }) => delivery.endpointId)),
    );

    // Stop sending these two to the tests below.
    for (const { endpoint } of [onRampOnly, everything]) {
      assert.equal((await t.request('DELETE', `/v1/webhook-endpoints/${endpoint.id}`, { token: integrator.token })).status, 204);
    }
  });

  it('sends a disabled endpoint nothing, and again once enabled', async () => {
    const { receiver, endpoint } = await endpointWithReceiver({ enabled: false });
    const eventId = await sendTest();
    await callback.waitFor((all) => all.some((entry) => entry.headers['webhook-id'] === eventId));
    const event = await eventOf(eventId);
    assert.deepEqual(event.deliveries.map((delivery: { endpointId: string }) => delivery.endpointId).includes(endpoint.id), false);
    const enabled = await t.request('PATCH', `/v1/webhook-endpoints/${endpoint.id}`, { token: integrator.token, body: { enabled: true } });
    assert.equal(enabled.status, 200, enabled.text);
    assert.equal(enabled.body.enabled, true);
    const next = await sendTest();
    await receiver.waitFor((all) => all.some((entry) => entry.headers['webhook-id'] === next));
    assert.equal(receiver.received.filter((entry) => entry.headers['webhook-id'] === eventId).length, 0, 'the event of while it was disabled never came');
    // Redelivered to that one endpoint on request.
    const redelivered = await t.request('POST', `/v1/webhooks/events/${eventId}/redeliver?endpointId=${endpoint.id}`, { token: integrator.token });
    assert.equal(redelivered.status, 202, redelivered.text);
    await receiver.waitFor((all) => all.some((entry) => entry.headers['webhook-id'] === eventId));
    const deliveries = (await eventOf(eventId)).deliveries.map((delivery: { endpointId: string; attemptCount: number }) => [
      delivery.endpointId,
      delivery.attemptCount,
    ]);
    assert.deepEqual(new Map(deliveries).get(endpoint.id), 1, 'a delivery to that endpoint only; the callback URL’s is not sent again');
    assert.equal(callback.received.filter((entry) => entry.headers['webhook-id'] === eventId).length, 1);
    assert.deepEqual(receiver.forged, []);
    assert.equal((await t.request('DELETE', `/v1/webhook-endpoints/${endpoint.id}`, { token: integrator.token })).status, 204);
  });

  it('retries a failing endpoint on its own, without delaying the other endpoints', async () => {
    const { receiver, endpoint } = await endpointWithReceiver();
    receiver.answers.push(500, 500);
    const eventId = await sendTest();
    await callback.waitFor((all) => all.some((entry) => entry.headers['webhook-id'] === eventId));
    const delivered = await eventually(
      () => eventOf(eventId),
      (event) => event.status === 'DELIVERED',
      'delivered to both',
    );
    const byEndpoint = new Map(delivered.deliveries.map((delivery: { endpointId: string }) => [delivery.endpointId, delivery]));
    const failing = byEndpoint.get(endpoint.id) as { attemptCount: number };
    const other = delivered.deliveries.find((delivery: { default: boolean }) => delivery.default);
    assert.equal(failing.attemptCount, 3);
    assert.equal(other.attemptCount, 1);
    const firstAt = (r: Receiver) => r.received.find((entry) => entry.headers['webhook-id'] === eventId)!.at;
    const lastAt = receiver.received.filter((entry) => entry.headers['webhook-id'] === eventId).at(-1)!.at;
    assert.ok(firstAt(callback) < lastAt - 400, 'the callback URL got it at once, before the failing endpoint’s retries');
    assert.ok(firstAt(callback) - firstAt(receiver) < 400, 'and as soon as the failing endpoint’s first attempt');
    assert.equal((await t.request('DELETE', `/v1/webhook-endpoints/${endpoint.id}`, { token: integrator.token })).status, 204);
  });

  it('stops sending to an endpoint once it is deleted, its waiting deliveries failed', async () => {
    const { receiver, endpoint } = await endpointWithReceiver();
    receiver.fallback = 500;
    const eventId = await sendTest();
    await receiver.waitFor((all) => all.some((entry) => entry.headers['webhook-id'] === eventId));
    assert.equal((await t.request('DELETE', `/v1/webhook-endpoints/${endpoint.id}`, { token: integrator.token })).status, 204);
    const count = receiver.received.length;
    await sleep(1000);
    assert.equal(receiver.received.length, count, 'no retry after the deletion');
    const event = await eventOf(eventId);
    assert.equal(event.deliveries.find((delivery: { endpointId: string }) => delivery.endpointId === endpoint.id).status, 'FAILED');
    assert.equal((await t.request('GET', `/v1/webhook-endpoints/${endpoint.id}`, { token: integrator.token })).status, 404);
    const list = await t.request('GET', '/v1/webhook-endpoints', { token: integrator.token });
    assert.ok(!list.body.content.some((listed: { id: string }) => listed.id === endpoint.id));
    const next = await sendTest();
    await callback.waitFor((all) => all.some((entry) => entry.headers['webhook-id'] === next));
    assert.equal(receiver.received.length, count);
  });

  it(
    'deletes an endpoint while the worker records an attempt to it, without a deadlock',
    { skip: !process.env.DATABASE_URL && 'needs PostgreSQL (DATABASE_URL)' },
    async () => {
      const { receiver, endpoint } = await endpointWithReceiver();
      const eventId = await sendTest();
      await receiver.waitFor((all) => all.some((entry) => entry.headers['webhook-id'] === eventId));
      await eventually(
        () => eventOf(eventId),
        (event) => event.status === 'DELIVERED',
        'delivered',
      );
      // A second connection does what the attempt recorder's one statement does (src/modules/webhooks/recorder.ts): it
      // takes the delivery's row, then inserts the attempt, whose endpoint_id the foreign key checks with a KEY SHARE
      // lock on the endpoint. The deletion, meanwhile, holds the endpoint and waits for the delivery.
      const recorder = new pg.Client({ connectionString: t.databaseUrl });
      await recorder.connect();
      try {
        // A delivery waiting for a retry an hour away: the deletion fails it.
        const delivery = [eventId, endpoint.id];
        await recorder.query(
          `UPDATE webhook_deliveries SET status = 'PENDING', next_attempt_at = now() + interval '1 hour' WHERE event_id = $1 AND endpoint_id = $2`,
          delivery,
        );
        await recorder.query('BEGIN');
        await recorder.query('UPDATE webhook_deliveries SET updated_at = now() WHERE event_id = $1 AND endpoint_id = $2', delivery);
        const deleting = t.request('DELETE', `/v1/webhook-endpoints/${endpoint.id}`, { token: integrator.token });
        await eventually(
          async () =>
            (await recorder.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rows[0].n,
          (waiting: number) => waiting > 0,
          'the deletion waits for the delivery',
        );
        await recorder.query(
          `INSERT INTO webhook_attempts (id, event_id, endpoint_id, attempted_at, url, status_code, duration_ms) VALUES (gen_random_uuid(), $1, $2, now(), $3, 500, 1)`,
          [eventId, endpoint.id, receiver.url],
        );
        await recorder.query('COMMIT');
        assert.equal((await deleting).status, 204);
      } finally {
        await recorder.end();
      }
      const event = await eventOf(eventId);
      assert.equal(event.deliveries.find((delivery: { endpointId: string }) => delivery.endpointId === endpoint.id).status, 'FAILED');
    },
  );

  it('signs with the new secret after a rotation; the previous one also signs webhook-signature for 24 hours', async () => {
    const { receiver, endpoint } = await endpointWithReceiver();
    const rotated = await t.request('POST', `/v1/webhook-endpoints/${endpoint.id}/rotate-secret`, { token: integrator.token });
    assert.equal(rotated.status, 200, rotated.text);
    const secret = rotated.body.secret as string;
    assert.notEqual(secret, endpoint.secret);
    receiver.secrets.splice(0, receiver.secrets.length, secret);
    const eventId = await sendTest();
    await receiver.waitFor((all) => all.some((entry) => entry.headers['webhook-id'] === eventId));
    assert.deepEqual(receiver.forged, [], 'verifies with the new secret alone');
    const request = receiver.received.find((entry) => entry.headers['webhook-id'] === eventId)!;
    assert.ok(verifyServiceSignature(request.raw, request.headers['x-service-webhook-signature'] as string, secret));
    assert.ok(verifyStandardWebhook(request.raw, request.headers, endpoint.secret), 'the previous secret still verifies webhook-signature');
    assert.equal((await t.request('DELETE', `/v1/webhook-endpoints/${endpoint.id}`, { token: integrator.token })).status, 204);
  });

  it('lists the callback URL as the default endpoint, changed by the profile, never deleted', async () => {
    const list = await t.request('GET', '/v1/webhook-endpoints?filterEq=default:true', { token: integrator.token });
    assert.equal(list.status, 200, list.text);
    assert.equal(list.body.totalElements, 1);
    const [defaultEndpoint] = list.body.content;
    assert.equal(defaultEndpoint.url, callback.url);
    assert.deepEqual(defaultEndpoint.operations, ['*']);
    assert.equal(defaultEndpoint.secret, undefined);
    const moved = 'http://127.0.0.1:9/moved';
    assert.equal((await t.request('PATCH', `/v1/integrators/${integrator.id}`, { token: integrator.token, body: { callbackUrl: moved } })).status, 200);
    assert.equal((await t.request('GET', `/v1/webhook-endpoints/${defaultEndpoint.id}`, { token: integrator.token })).body.url, moved);
    const back = await t.request('PATCH', `/v1/webhook-endpoints/${defaultEndpoint.id}`, { token: integrator.token, body: { url: callback.url } });
    assert.equal(back.status, 200, back.text);
    assert.equal((await t.request('GET', `/v1/integrators/${integrator.id}`, { token: integrator.token })).body.callbackUrl, callback.url);
    const refused = await t.request('DELETE', `/v1/webhook-endpoints/${defaultEndpoint.id}`, { token: integrator.token });
    assert.equal(refused.status, 412);
    assert.equal(refused.body.code, 'webhook_endpoint.is_default');
  });

  it('checks URLs as callback URLs are checked, and operations', async () => {
    for (const url of ['http://10.0.0.1/', 'http://169.254.169.254/', 'ftp://example.com/', 'not a url']) {
      const response = await t.request('POST', '/v1/webhook-endpoints', { token: integrator.token, body: { url } });
      assert.equal(response.status, 400, url);
      assert.equal(response.body.errors[0].path, '/url');
    }
    for (const operations of [['*', 'ON_RAMP'], ['NOT_AN_EVENT'], []]) {
      const response = await t.request('POST', '/v1/webhook-endpoints', { token: integrator.token, body: { url: callback.url, operations } });
      assert.equal(response.status, 400, JSON.stringify(operations));
    }
  });

  it('answers 404 for another integrator’s endpoint, whatever the route', async () => {
    const { endpoint } = await endpointWithReceiver();
    const other = await t.createIntegrator();
    const routes = [
      ['GET', `/v1/webhook-endpoints/${endpoint.id}`],
      ['PATCH', `/v1/webhook-endpoints/${endpoint.id}`, { enabled: false }],
      ['DELETE', `/v1/webhook-endpoints/${endpoint.id}`],
      ['POST', `/v1/webhook-endpoints/${endpoint.id}/rotate-secret`],
    ] as const;
    for (const [method, path, body] of routes) {
      const response = await t.request(method, path, { token: other.token, body });
      assert.equal(response.status, 404, `${method} ${path}`);
      assert.equal(response.body.code, 'webhook_endpoint.not_found');
    }
    const theirs = await t.request('GET', '/v1/webhook-endpoints', { token: other.token });
    assert.equal(theirs.body.totalElements, 1, 'only its own default endpoint');
    assert.equal(theirs.body.content[0].default, true);
    // Nor as the target of a redelivery.
    const mine = await sendTest();
    const redeliver = await t.request('POST', `/v1/webhooks/events/${mine}/redeliver?endpointId=${endpoint.id}`, { token: other.token });
    assert.equal(redeliver.status, 404);
    const stillThere = await t.request('GET', `/v1/webhook-endpoints/${endpoint.id}`, { token: integrator.token });
    assert.equal(stillThere.body.enabled, true);
    assert.equal((await t.request('DELETE', `/v1/webhook-endpoints/${endpoint.id}`, { token: integrator.token })).status, 204);
  });

  it('lets an integrator without a callback URL create beneficiaries once an endpoint takes their KYC events', async () => {
    const bare = await t.createIntegrator();
    const body = individual('endpoints-no-callback');
    assert.equal((await t.request('POST', '/v1/beneficiaries', { token: bare.token, body })).body.code, 'callback_url.not_set');
    const onRampOnly = await endpointWithReceiver({ operations: ['ON_RAMP'] }, bare);
    assert.equal((await t.request('POST', '/v1/beneficiaries', { token: bare.token, body })).status, 412, 'no endpoint takes BENEFICIARY_KYC');
    await t.request('PATCH', `/v1/webhook-endpoints/${onRampOnly.endpoint.id}`, { token: bare.token, body: { operations: ['ON_RAMP', 'BENEFICIARY_KYC'] } });
    const created = await t.request('POST', '/v1/beneficiaries', { token: bare.token, body });
    assert.equal(created.status, 201, created.text);
    await onRampOnly.receiver.waitFor((all) => all.some((entry) => entry.body.operation === 'BENEFICIARY_KYC' && entry.body.resourceId === created.body.id));
    assert.deepEqual(onRampOnly.receiver.forged, []);
  });

  it('audit-logs every change of an endpoint, without its secret', async () => {
    const { endpoint } = await endpointWithReceiver({ operations: ['TEST'] });
    await t.request('PATCH', `/v1/webhook-endpoints/${endpoint.id}`, { token: integrator.token, body: { description: 'renamed', operations: ['*'] } });
    await t.request('POST', `/v1/webhook-endpoints/${endpoint.id}/rotate-secret`, { token: integrator.token });
    await t.request('DELETE', `/v1/webhook-endpoints/${endpoint.id}`, { token: integrator.token });
    const entries = await t.db.query<{ action: string; details: unknown }>(
      `SELECT action, details FROM audit_log WHERE resource_type = 'webhook_endpoint' AND resource_id = $1 ORDER BY position`,
      [endpoint.id],
    );
    assert.deepEqual(
      entries.map((entry) => entry.action),
      ['webhook_endpoint.created', 'webhook_endpoint.updated', 'webhook_endpoint.secret_rotated', 'webhook_endpoint.deleted'],
    );
    assert.deepEqual((entries[1]!.details as Record<string, unknown>).operations, { from: ['TEST'], to: ['*'] });
    assert.ok(!JSON.stringify(entries).includes('whsec_'));
  });
});
