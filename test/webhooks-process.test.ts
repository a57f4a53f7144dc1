// Webhooks across process deaths and processes: an event that committed is delivered after a SIGKILL, whether the
// process died before sending or while sending; two worker processes on one PostgreSQL deliver each event once.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ADMIN_TOKEN, freshDatabase, startApp, type TestDatabase } from './helpers/app.ts';
import { type Child, freePort, MAIN, startChild } from './helpers/process.ts';
import { startReceiver } from './helpers/receiver.ts';

const cleanups: Array<() => Promise<void> | void> = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A place for a child's data: a DATA_DIR, and on PostgreSQL a database of its own. */
async function storage(): Promise<{ env: Record<string, string> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ponte-webhooks-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: dataDir, ADMIN_TOKEN, LOG_LEVEL: 'warn' };
  if (process.env.DATABASE_URL) {
    const database: TestDatabase = await freshDatabase();
    await database.db.close();
    cleanups.push(() => database.drop());
    env.DATABASE_URL = database.url!;
  }
  return { env };
}

async function child(env: Record<string, string>): Promise<{ child: Child; base: string }> {
  const port = await freePort();
  const started = startChild({ ...env, PORT: String(port) }, MAIN);
  cleanups.push(() => void started.stop('SIGKILL'));
  await started.waitFor(/listening on/);
  return { child: started, base: `http://127.0.0.1:${port}` };
}

async function call(base: string, method: string, route: string, token: string, body?: unknown): Promise<any> {
  const response = await fetch(base + route, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json();
}

async function integratorWithToken(base: string, callbackUrl: string) {
  const created = await call(base, 'POST', '/v1/integrators', ADMIN_TOKEN, { name: 'Crash test', email: `crash-${Date.now()}@example.com`, callbackUrl });
  const token = await fetch(`${base}/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: created.clientId, client_secret: created.clientSecret }),
  });
  return { ...created, token: ((await token.json()) as { access_token: string }).access_token };
}

describe('webhooks across processes', () => {
  it('delivers after a restart an event whose process was killed after the commit and before the send', async () => {
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    const { env } = await storage();
    // An api-only process commits events and sends nothing: the kill lands between commit and send.
    const api = await child({ ...env, PONTE_ROLE: 'api' });
    const integrator = await integratorWithToken(api.base, receiver.url);
    receiver.secrets.push(integrator.webhookSecret);
    const { eventId } = await call(api.base, 'POST', '/v1/webhooks/test', integrator.token);
    assert.ok(eventId);
    await api.child.stop('SIGKILL');
    assert.equal(receiver.received.length, 0);

    await child(env);
    await receiver.waitFor((all) => all.some((r) => r.headers['webhook-id'] === eventId), 20_000);
    assert.deepEqual(receiver.forged, []);
  });

  it('delivers after a restart an event whose process was killed while sending it (the lease ends)', async () => {
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    receiver.answers.push('hang');
    const { env } = await storage();
    const settings = { ...env, WEBHOOK_TIMEOUT_MS: '1500' };
    const first = await child(settings);
    const integrator = await integratorWithToken(first.base, receiver.url);
    const { eventId } = await call(first.base, 'POST', '/v1/webhooks/test', integrator.token);
    await receiver.waitFor((all) => all.some((r) => r.headers['webhook-id'] === eventId));
    await first.child.stop('SIGKILL');

    await child(settings);
    await receiver.waitFor((all) => all.filter((r) => r.headers['webhook-id'] === eventId).length === 2, 60_000);
  });

  it(
    'delivers each of 200 events exactly once with two worker processes on PostgreSQL',
    { skip: !process.env.DATABASE_URL && 'needs PostgreSQL (DATABASE_URL)' },
    async () => {
      const receiver = await startReceiver();
      cleanups.push(() => receiver.close());
      // The API in this process (no worker), two worker processes on the same database.
      const t = await startApp({ env: { RATE_LIMIT_RPS: '10000' } });
      cleanups.push(() => t.close());
      const workerEnv = { DATABASE_URL: t.databaseUrl!, DATA_DIR: t.dataDir, ADMIN_TOKEN, LOG_LEVEL: 'warn', PONTE_ROLE: 'worker' };
      const workers = [0, 1].map(() => startChild(workerEnv, MAIN));
      for (const worker of workers) cleanups.push(() => void worker.stop('SIGKILL'));
      const integrator = await t.createIntegrator({ callbackUrl: receiver.url });
      receiver.secrets.push(integrator.webhookSecret);
      // Give both workers time to start listening before the burst.
      await new Promise((resolve) => setTimeout(resolve, 3000));

      const ids = new Set<string>();
      for (let batch = 0; batch < 20; batch++) {
        const answers = await Promise.all(Array.from({ length: 10 }, () => t.request('POST', '/v1/webhooks/test', { token: integrator.token })));
        for (const answer of answers) {
          assert.equal(answer.status, 202, answer.text);
          ids.add(answer.body.eventId);
        }
      }
      assert.equal(ids.size, 200);
      await receiver.waitFor((all) => new Set(all.map((r) => r.headers['webhook-id'])).size === 200, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const perId = new Map<string, number>();
      for (const request of receiver.received) perId.set(String(request.headers['webhook-id']), (perId.get(String(request.headers['webhook-id'])) ?? 0) + 1);
      assert.deepEqual(
        [...perId.values()].filter((count) => count !== 1),
        [],
        'an event arrived more than once',
      );
      assert.deepEqual([...perId.keys()].sort(), [...ids].sort());
      assert.deepEqual(receiver.forged, []);
      const attemptsBy = await t.db.query<{ locked: number }>(`SELECT count(DISTINCT event_id)::int AS locked FROM webhook_attempts`);
      assert.equal(attemptsBy[0]!.locked, 200);
      for (const worker of workers) assert.equal(await worker.stop('SIGTERM'), 0);
    },
  );
});
