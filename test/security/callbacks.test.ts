// Callbacks cannot be turned against the host (issue 14, items 5 and 6): a sandbox that does not listen on loopback
// refuses loopback callback URLs (when set and when sending), a loopback target that refuses or fails is recorded by
// its status alone, and every IPv6 form that embeds a forbidden IPv4 address is refused.
// Test pass: embedded only (database-independent: the callback URL policy)
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../../src/config/index.ts';
import { checkCallbackUrl, isPublicAddress } from '../../src/modules/integrators/callback-url.ts';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { freePort } from '../helpers/process.ts';

const SECRET_TEXT = 'internal-admin-panel-secret-0451';

/** A loopback-only service the sandbox's host runs, answering 500 with something private. */
async function internalService(): Promise<{ url: string; hits: () => number; close: () => Promise<void> }> {
  let hits = 0;
  const server: Server = createServer((_request, response) => {
    hits++;
    response.writeHead(500, { 'content-type': 'text/plain' }).end(SECRET_TEXT);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, hits: () => hits, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function attemptsOf(t: TestApp, integrator: TestIntegrator, eventId: string): Promise<any[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const event = (await t.request('GET', `/v1/webhooks/events/${eventId}`, { token: integrator.token })).body;
    if (event.attempts.length > 0 || Date.now() > deadline) return event.attempts;
    await sleep(50);
  }
}

describe('loopback callbacks', () => {
  let internal: Awaited<ReturnType<typeof internalService>>;
  before(async () => {
    internal = await internalService();
  });
  after(() => internal.close());

  it('are allowed by default only when the server listens on loopback', () => {
    assert.equal(loadConfig({ HOST: '127.0.0.1' }).allowLoopbackCallbacks, true);
    assert.equal(loadConfig({ HOST: 'localhost' }).allowLoopbackCallbacks, true);
    assert.equal(loadConfig({ HOST: '0.0.0.0' }).allowLoopbackCallbacks, false);
    assert.equal(loadConfig({ HOST: '0.0.0.0', ALLOW_LOOPBACK_CALLBACKS: 'true' }).allowLoopbackCallbacks, true);
    assert.equal(loadConfig({ HOST: '127.0.0.1', ALLOW_LOOPBACK_CALLBACKS: 'false' }).allowLoopbackCallbacks, false);
    assert.throws(() => loadConfig({ ALLOW_LOOPBACK_CALLBACKS: 'yes' }), /ALLOW_LOOPBACK_CALLBACKS/);
    for (const host of ['::1', '127.0.0.2', '::ffff:127.0.0.1']) assert.equal(loadConfig({ HOST: host }).allowLoopbackCallbacks, true, host);
    for (const host of ['::', '10.0.0.1', '192.168.1.10', 'api.example.com']) assert.equal(loadConfig({ HOST: host }).allowLoopbackCallbacks, false, host);
  });

  describe('on a hosted sandbox (HOST=0.0.0.0)', () => {
    let t: TestApp;
    before(async () => {
      t = await startApp({ worker: true, env: { HOST: '0.0.0.0' } });
    });
    after(() => t.close());

    it('refuses a loopback callback URL when it is set, and never calls one that got into the database', async () => {
      const integrator = await t.createIntegrator();
      for (const url of [internal.url, 'http://localhost:9/', 'http://[::1]:9/', 'http://10.0.0.1/', 'http://169.254.169.254/']) {
        const response = await t.request('PATCH', `/v1/integrators/${integrator.id}`, { token: integrator.token, body: { callbackUrl: url } });
        assert.equal(response.status, 400, url);
        assert.equal(response.body.errors[0].path, '/callbackUrl');
      }
      // Stored before the setting changed (or by hand): the send-time check refuses it.
      await t.db.query('UPDATE integrators SET callback_url = $1 WHERE id = $2', [internal.url, integrator.id]);
      const { eventId } = (await t.request('POST', '/v1/webhooks/test', { token: integrator.token })).body;
      const [attempt] = await attemptsOf(t, integrator, eventId);
      assert.equal(attempt.statusCode, null);
      assert.match(attempt.error, /not allowed/);
      assert.equal(internal.hits(), 0, 'the internal service was never called');
    });
  });

  describe('on a developer’s machine (HOST=127.0.0.1)', () => {
    let t: TestApp;
    before(async () => {
      t = await startApp({ worker: true, env: { WEBHOOK_RETRY_SCHEDULE: '3600' } });
    });
    after(() => t.close());

    it('records a failing loopback target by its status alone: no answer body, no error detail', async () => {
      const integrator = await t.createIntegrator({ callbackUrl: internal.url });
      const { eventId } = (await t.request('POST', '/v1/webhooks/test', { token: integrator.token })).body;
      const [attempt] = await attemptsOf(t, integrator, eventId);
      assert.equal(attempt.statusCode, 500);
      assert.equal(attempt.responseBody, null);
      const shown = await t.request('GET', `/v1/webhooks/events/${eventId}`, { token: integrator.token });
      assert.ok(!shown.text.includes(SECRET_TEXT), 'the internal answer is shown nowhere');
      const [stored] = await t.db.query<{ response_body: string | null }>('SELECT response_body FROM webhook_attempts WHERE event_id = $1', [eventId]);
      assert.equal(stored!.response_body, null, 'nor kept');

      // A closed port reads the same as any other failure: no port scanning through error texts.
      const closedPort = await freePort();
      const patched = await t.request('PATCH', `/v1/integrators/${integrator.id}`, {
        token: integrator.token,
        body: { callbackUrl: `http://127.0.0.1:${closedPort}/` },
      });
      assert.equal(patched.status, 200);
      const second = (await t.request('POST', '/v1/webhooks/test', { token: integrator.token })).body.eventId;
      const [refused] = await attemptsOf(t, integrator, second);
      assert.equal(refused.statusCode, null);
      assert.equal(refused.error, 'the callback URL could not be reached');
      assert.doesNotMatch(JSON.stringify(refused), /ECONNREFUSED|connect/);
    });

    it('records a loopback target named by a host name by its status alone, on a kept-alive connection too', async () => {
      const integrator = await t.createIntegrator({ callbackUrl: internal.url.replace('127.0.0.1', 'localhost') });
      for (let i = 0; i < 3; i++) {
        const { eventId } = (await t.request('POST', '/v1/webhooks/test', { token: integrator.token })).body;
        const [attempt] = await attemptsOf(t, integrator, eventId);
        assert.equal(attempt.statusCode, 500, `attempt ${i}`);
        assert.equal(attempt.responseBody, null, `attempt ${i}: the internal answer is not kept`);
      }
    });
  });
});

describe('IPv6 forms of forbidden IPv4 addresses', () => {
  const forms = [
    '::127.0.0.1', // IPv4-compatible
    '::a00:1', // IPv4-compatible 10.0.0.1
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:0:7f00:1', // SIIT
    '64:ff9b::a9fe:a9fe', // NAT64 of 169.254.169.254
    '64:ff9b:1::a00:1', // local-use NAT64
    '2002:7f00:1::', // 6to4 of 127.0.0.1
    '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo (client 127.0.0.1, obfuscated)
    'fe80::5efe:a00:1', // ISATAP, link-local prefix
    '2606:4700::5efe:a00:1', // ISATAP interface id carrying 10.0.0.1
  ];

  it('are never public', () => {
    for (const address of forms) assert.ok(!isPublicAddress(address), address);
    assert.ok(isPublicAddress('2606:4700:4700::1111'));
    assert.ok(isPublicAddress('2606:4700::5efe:808:808'), 'ISATAP carrying a public address');
  });

  it('are refused as production callback URLs', async () => {
    for (const address of forms) {
      await assert.rejects(checkCallbackUrl(`https://[${address}]/hook`, { env: 'production', allowLoopback: false }), /not a public address/, address);
      await assert.rejects(checkCallbackUrl(`http://[${address}]/hook`, { env: 'sandbox', allowLoopback: false }), /not a public address/, address);
    }
    // Where loopback is allowed, that means loopback itself, never a translated or tunnelled form of it.
    for (const address of ['::127.0.0.1', '64:ff9b::7f00:1', '2002:7f00:1::']) {
      await assert.rejects(checkCallbackUrl(`http://[${address}]/hook`, { env: 'sandbox', allowLoopback: true }), /not a public address/, address);
    }
  });
});
