// Idempotency-Key on POST and PUT (contract section 6).
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { ADMIN_TOKEN, startApp, type TestApp } from '../helpers/app.ts';

describe('idempotency', () => {
  let t: TestApp;
  let slowCalls = 0;
  before(async () => {
    t = await startApp({
      beforeListen: (app) => {
        app.post('/v1/test/slow', { config: { auth: 'admin' } }, async (_request, reply) => {
          slowCalls++;
          await sleep(400);
          return reply.code(201).send({ call: slowCalls });
        });
      },
    });
  });
  after(() => t.close());

  const count = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM integrators'))[0]!.n);

  it('replays the first answer for the same key and body, and creates nothing', async () => {
    const body = { name: 'Replay', email: 'replay@example.com' };
    const headers = { 'idempotency-key': 'create-replay-1' };
    const first = await t.request('POST', '/v1/integrators', { token: ADMIN_TOKEN, body, headers });
    assert.equal(first.status, 201);
    assert.equal(first.headers.get('idempotent-replayed'), null);
    const before = await count();
    const second = await t.request('POST', '/v1/integrators', { token: ADMIN_TOKEN, body, headers });
    assert.equal(second.status, 201);
    assert.equal(second.headers.get('idempotent-replayed'), 'true');
    assert.equal(second.text, first.text);
    assert.equal(await count(), before);
  });

  it('replays an error answer too', async () => {
    const body = { name: 'Dup', email: 'replay@example.com' };
    const headers = { 'idempotency-key': 'dup-1' };
    const first = await t.request('POST', '/v1/integrators', { token: ADMIN_TOKEN, body, headers });
    assert.equal(first.status, 409);
    const second = await t.request('POST', '/v1/integrators', { token: ADMIN_TOKEN, body, headers });
    assert.equal(second.status, 409);
    assert.equal(second.text, first.text);
  });

  it('answers 422 idempotency.key_reused for the same key with another body', async () => {
    const headers = { 'idempotency-key': 'reused-1' };
    const first = await t.request('POST', '/v1/integrators', { token: ADMIN_TOKEN, body: { name: 'One', email: 'one@example.com' }, headers });
    assert.equal(first.status, 201);
    const before = await count();
    const other = await t.request('POST', '/v1/integrators', { token: ADMIN_TOKEN, body: { name: 'Two', email: 'two@example.com' }, headers });
    assert.equal(other.status, 422);
    assert.equal(other.body.code, 'idempotency.key_reused');
    assert.equal(await count(), before);
  });

  it('gives one success and one 409 idempotency.in_progress for two concurrent requests with one key', async () => {
    const headers = { 'idempotency-key': 'concurrent-1' };
    const answers = await Promise.all([
      t.request('POST', '/v1/test/slow', { token: ADMIN_TOKEN, body: { a: 1 }, headers }),
      sleep(100).then(() => t.request('POST', '/v1/test/slow', { token: ADMIN_TOKEN, body: { a: 1 }, headers })),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    assert.deepEqual(statuses, [201, 409]);
    assert.equal(answers.find((answer) => answer.status === 409)!.body.code, 'idempotency.in_progress');
    assert.equal(slowCalls, 1);
    const replay = await t.request('POST', '/v1/test/slow', { token: ADMIN_TOKEN, body: { a: 1 }, headers });
    assert.equal(replay.status, 201);
    assert.deepEqual(replay.body, { call: 1 });
    assert.equal(slowCalls, 1);
  });

  it('scopes keys per caller', async () => {
    const a = await t.createIntegrator();
    const b = await t.createIntegrator();
    const headers = { 'idempotency-key': 'shared-key' };
    const first = await t.request('POST', `/v1/integrators/${a.id}/update-webhook-secret`, { token: a.token, headers });
    const second = await t.request('POST', `/v1/integrators/${b.id}/update-webhook-secret`, { token: b.token, headers });
    assert.equal(first.status, 200);
    assert.equal(second.status, 200);
    assert.equal(second.headers.get('idempotent-replayed'), null);
    assert.notEqual(first.body.webhookSecret, second.body.webhookSecret);
    const replay = await t.request('POST', `/v1/integrators/${a.id}/update-webhook-secret`, { token: a.token, headers });
    assert.equal(replay.body.webhookSecret, first.body.webhookSecret);
    const current = await t.request('GET', `/v1/integrators/${a.id}/webhook-secret`, { token: a.token });
    assert.equal(current.body.webhookSecret, first.body.webhookSecret, 'a replay rotated the secret again');
  });

  it('refuses a key longer than 255 characters', async () => {
    const response = await t.request('POST', '/v1/integrators', {
      token: ADMIN_TOKEN,
      body: { name: 'Long', email: 'long@example.com' },
      headers: { 'idempotency-key': 'k'.repeat(256) },
    });
    assert.equal(response.status, 400);
    assert.equal(response.body.code, 'validation.failed');
  });

  it('does not keep a 5xx, so a retry runs again', async () => {
    let calls = 0;
    const local = await startApp({
      beforeListen: (app) => {
        app.post('/v1/test/flaky', { config: { auth: 'admin' } }, async () => {
          calls++;
          if (calls === 1) throw new Error('boom');
          return { ok: true };
        });
      },
    });
    try {
      const headers = { 'idempotency-key': 'flaky' };
      assert.equal((await local.request('POST', '/v1/test/flaky', { token: ADMIN_TOKEN, body: {}, headers })).status, 500);
      assert.equal((await local.request('POST', '/v1/test/flaky', { token: ADMIN_TOKEN, body: {}, headers })).status, 200);
      assert.equal(calls, 2);
    } finally {
      await local.close();
    }
  });
});
