// Signed webhooks that are never lost (issue 3): delivery to a real receiver that verifies both signatures, the retry
// schedule, 410, time-outs, failure and redelivery, secret rotation, the event list, and the outbox's atomicity.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { emitEvent } from '../../src/modules/webhooks/events.ts';
import { nextDelayMs } from '../../src/modules/webhooks/dispatcher.ts';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { startReceiver, verifyServiceSignature, verifyStandardWebhook, type Receiver } from '../helpers/receiver.ts';

async function eventuallyEvent(t: TestApp, integrator: TestIntegrator, id: string, predicate: (event: any) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await t.request('GET', `/v1/webhooks/events/${id}`, { token: integrator.token });
    if (predicate(response.body)) return response.body;
    if (Date.now() > deadline) throw new Error(`event did not reach the state in time: ${response.text}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('webhooks', () => {
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;

  before(async () => {
    receiver = await startReceiver();
    // A short schedule and time-out so that retries happen within the test.
    t = await startApp({ worker: true, env: { WEBHOOK_RETRY_SCHEDULE: '0.2,0.2', WEBHOOK_TIMEOUT_MS: '700' } });
    integrator = await t.createIntegrator({ callbackUrl: receiver.url });
    receiver.secrets.push(integrator.webhookSecret);
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  it('sends the test event to a receiver on 127.0.0.1, signed as the contract says', async () => {
    const sent = await t.request('POST', '/v1/webhooks/test', { token: integrator.token });
    assert.equal(sent.status, 202, sent.text);
    const { eventId } = sent.body;
    await receiver.waitFor((all) => all.some((r) => r.headers['webhook-id'] === eventId));
    const request = receiver.received.find((r) => r.headers['webhook-id'] === eventId)!;
    assert.deepEqual(receiver.forged, []);
    assert.equal(request.headers['content-type'], 'application/json');
    const signature = request.headers['x-service-webhook-signature'] as string;
    assert.match(signature, /^[A-Za-z0-9+/]{43}=$/, 'a 44-character base64 HMAC-SHA256');
    assert.ok(verifyServiceSignature(request.raw, signature, integrator.webhookSecret));
    assert.ok(verifyStandardWebhook(request.raw, request.headers, integrator.webhookSecret));
    assert.ok(!verifyServiceSignature(Buffer.from(request.raw.toString() + ' '), signature, integrator.webhookSecret), 'a changed body must not verify');
    assert.deepEqual(Object.keys(request.body), ['operation', 'resourceId', 'createdAt', 'integratorId', 'beneficiaryId', 'message', 'success', 'data']);
    assert.equal(request.body.operation, 'TEST');
    assert.equal(request.body.success, null);
    assert.equal(request.body.integratorId, integrator.id);
    assert.match(request.body.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const event = await eventuallyEvent(t, integrator, eventId, (e) => e.status === 'DELIVERED');
    assert.equal(event.attempts.length, 1);
    assert.equal(event.attempts[0].statusCode, 200);
  });

  it('retries 500, 500, then 200: three attempts, all in the attempt log', async () => {
    receiver.answers.push({ status: 500, body: 'first failure' }, { status: 500, body: 'second failure' }, { status: 200, body: 'x'.repeat(5000) });
    const { eventId } = (await t.request('POST', '/v1/webhooks/test', { token: integrator.token })).body;
    const event = await eventuallyEvent(t, integrator, eventId, (e) => e.status === 'DELIVERED');
    assert.deepEqual(
      event.attempts.map((a: { statusCode: number }) => a.statusCode),
      [500, 500, 200],
    );
    // The receiver is on loopback: a failing answer is recorded by its status alone (test/security/callbacks.test.ts).
    assert.equal(event.attempts[0].responseBody, null);
    assert.equal(event.attempts[2].responseBody.length, 2048, 'the first 2 KB of the answer are kept');
    assert.equal(receiver.received.filter((r) => r.headers['webhook-id'] === eventId).length, 3);
    const bodies = new Set(receiver.received.filter((r) => r.headers['webhook-id'] === eventId).map((r) => r.raw.toString()));
    assert.equal(bodies.size, 1, 'every attempt sends the same bytes');
  });

  it('stops at once on 410', async () => {
    receiver.answers.push(410);
    const { eventId } = (await t.request('POST', '/v1/webhooks/test', { token: integrator.token })).body;
    const event = await eventuallyEvent(t, integrator, eventId, (e) => e.status === 'FAILED');
    assert.equal(event.attempts.length, 1);
    assert.equal(event.attempts[0].statusCode, 410);
    await new Promise((resolve) => setTimeout(resolve, 600));
    assert.equal(receiver.received.filter((r) => r.headers['webhook-id'] === eventId).length, 1);
  });

  it('cuts a receiver that never answers at the time-out and retries; after the schedule it is FAILED; redeliver sends it again', async () => {
    receiver.answers.push('hang', 'hang', 'hang');
    const { eventId } = (await t.request('POST', '/v1/webhooks/test', { token: integrator.token })).body;
    const failed = await eventuallyEvent(t, integrator, eventId, (e) => e.status === 'FAILED', 20_000);
    assert.equal(failed.attempts.length, 3, 'one attempt and one per delay of the schedule');
    for (const attempt of failed.attempts) {
      assert.equal(attempt.statusCode, null);
      // On loopback every failure reads the same (test/security/callbacks.test.ts); the duration shows the time-out.
      assert.equal(attempt.error, 'the callback URL could not be reached');
      assert.ok(attempt.durationMs >= 650 && attempt.durationMs < 5000, `duration ${attempt.durationMs}`);
    }
    const redelivered = await t.request('POST', `/v1/webhooks/events/${eventId}/redeliver`, { token: integrator.token });
    assert.equal(redelivered.status, 202);
    const delivered = await eventuallyEvent(t, integrator, eventId, (e) => e.status === 'DELIVERED');
    assert.equal(delivered.attempts.length, 4);
    assert.equal(delivered.attempts[3].statusCode, 200);
  });

  it('signs with the new secret after a rotation, and webhook-signature verifies with either secret for 24 h', async () => {
    const rotated = await t.request('POST', `/v1/integrators/${integrator.id}/update-webhook-secret`, { token: integrator.token });
    const newSecret = rotated.body.webhookSecret as string;
    receiver.secrets.push(newSecret);
    const { eventId } = (await t.request('POST', '/v1/webhooks/test', { token: integrator.token })).body;
    await receiver.waitFor((all) => all.some((r) => r.headers['webhook-id'] === eventId));
    const request = receiver.received.find((r) => r.headers['webhook-id'] === eventId)!;
    const seed = request.headers['x-service-webhook-signature'] as string;
    assert.ok(verifyServiceSignature(request.raw, seed, newSecret), 'X-Service-Webhook-Signature uses the new secret');
    assert.ok(!verifyServiceSignature(request.raw, seed, integrator.webhookSecret));
    assert.equal((request.headers['webhook-signature'] as string).split(' ').length, 2);
    assert.ok(verifyStandardWebhook(request.raw, request.headers, newSecret));
    assert.ok(verifyStandardWebhook(request.raw, request.headers, integrator.webhookSecret));

    // After the grace period only the new secret signs.
    await t.db.query(`UPDATE integrators SET webhook_secret_rotated_at = now() - interval '25 hours' WHERE id = $1`, [integrator.id]);
    const later = (await t.request('POST', '/v1/webhooks/test', { token: integrator.token })).body.eventId;
    await receiver.waitFor((all) => all.some((r) => r.headers['webhook-id'] === later));
    const lastRequest = receiver.received.find((r) => r.headers['webhook-id'] === later)!;
    assert.equal((lastRequest.headers['webhook-signature'] as string).split(' ').length, 1);
    assert.ok(!verifyStandardWebhook(lastRequest.raw, lastRequest.headers, integrator.webhookSecret));
    receiver.secrets.splice(0, receiver.secrets.length, newSecret);
  });

  it("lists events with the contract lists, and hides other integrators' events", async () => {
    const list = await t.request('GET', '/v1/webhooks/events?filterEq=operation:TEST,status:FAILED&sort=createdAt,asc', { token: integrator.token });
    assert.equal(list.status, 200, list.text);
    assert.ok(list.body.totalElements >= 1);
    for (const event of list.body.content) {
      assert.equal(event.status, 'FAILED');
      assert.equal(event.attempts, undefined);
    }
    const byData = await t.request('GET', '/v1/webhooks/events?filterEq=data.test:true&size=1', { token: integrator.token });
    assert.ok(byData.body.totalElements >= 5);
    assert.equal(byData.body.content.length, 1);
    assert.equal((await t.request('GET', '/v1/webhooks/events?filterEq=secret:1', { token: integrator.token })).body.code, 'filter.invalid_field');

    const other = await t.createIntegrator();
    const theirs = await t.request('GET', '/v1/webhooks/events', { token: other.token });
    assert.equal(theirs.body.totalElements, 0);
    const eventId = list.body.content[0].id;
    for (const [method, path] of [
      ['GET', `/v1/webhooks/events/${eventId}`],
      ['POST', `/v1/webhooks/events/${eventId}/redeliver`],
    ] as const) {
      const response = await t.request(method, path, { token: other.token });
      assert.equal(response.status, 404);
      assert.equal(response.body.code, 'event.not_found');
    }
    assert.equal((await t.request('GET', '/v1/webhooks/events/not-a-uuid', { token: integrator.token })).status, 404);
  });

  it('answers 412 callback_url.not_set for a test event without a callback URL', async () => {
    const bare = await t.createIntegrator();
    const response = await t.request('POST', '/v1/webhooks/test', { token: bare.token });
    assert.equal(response.status, 412);
    assert.equal(response.body.code, 'callback_url.not_set');
  });

  it('commits an event only with its cause, and a cause only with its event', async () => {
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events'))[0]!.n;
    const before = await count();
    await t.db
      .transaction(async (tx) => {
        await tx.query(`UPDATE integrators SET name = 'changed' WHERE id = $1`, [integrator.id]);
        await emitEvent(tx, { integratorId: integrator.id, operation: 'TEST', resourceId: integrator.id, success: null });
        throw new Error('the cause failed');
      })
      .catch(() => undefined);
    assert.equal(await count(), before);
    const profile = await t.request('GET', `/v1/integrators/${integrator.id}`, { token: integrator.token });
    assert.notEqual(profile.body.name, 'changed');
  });

  it('spreads retry delays by ±20% and ends after the schedule', () => {
    assert.equal(
      nextDelayMs([5, 300], 1, () => 0),
      4000,
    );
    assert.equal(
      nextDelayMs([5, 300], 1, () => 1),
      6000,
    );
    assert.equal(
      nextDelayMs([5, 300], 2, () => 0.5),
      300_000,
    );
    assert.equal(nextDelayMs([5, 300], 3), null);
  });

  describe('with a receiver that hangs', () => {
    it('still serves other integrators: one integrator holds at most half of the slots', async () => {
      // Attempts hang for 20 s here: without the cap every slot would wait that long, and the other event with them.
      const app = await startApp({ worker: true, env: { WEBHOOK_TIMEOUT_MS: '20000' } });
      const slow = await startReceiver();
      const quick = await startReceiver();
      slow.fallback = 'hang';
      try {
        const stuck = await app.createIntegrator({ callbackUrl: slow.url });
        const other = await app.createIntegrator({ callbackUrl: quick.url });
        await app.db.transaction(async (tx) => {
          // More events than the dispatcher has slots.
          for (let i = 0; i < 100; i++) await emitEvent(tx, { integratorId: stuck.id, operation: 'TEST', resourceId: stuck.id, success: null });
        });
        await slow.waitFor((all) => all.length >= 32);
        const { eventId } = (await app.request('POST', '/v1/webhooks/test', { token: other.token })).body;
        await quick.waitFor((all) => all.some((r) => r.headers['webhook-id'] === eventId), 15_000);
        assert.equal(slow.received.length, 32);
        const finished = await app.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM webhook_attempts a JOIN events e ON e.id = a.event_id WHERE e.integrator_id = $1',
          [stuck.id],
        );
        assert.equal(finished[0]!.n, 0, 'served while every slow attempt was still hanging');
      } finally {
        await slow.close();
        await quick.close();
        await app.close();
      }
    });
  });
});
