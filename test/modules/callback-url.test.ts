// Callback URL checks (contract section 11): production sends only over https to public addresses, checked when the
// URL is set and again before each send; the sandbox also allows http and loopback.
// Test pass: embedded only (database-independent: the callback URL policy)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { checkCallbackUrl, isPublicAddress } from '../../src/modules/integrators/callback-url.ts';
import { ADMIN_TOKEN, startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';

const production = {
  PONTE_ENV: 'production',
  // The test database is the one startApp made; production's configuration only needs these to be present.
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://unused@127.0.0.1:1/unused',
  SECRETS_KEY: 'cd'.repeat(32),
};

describe('callback URL policy', () => {
  it('tells public addresses from loopback, private, link-local, CGNAT, metadata and their IPv6 forms', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) assert.ok(isPublicAddress(address), address);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a00:1',
      '2002:a00:1::',
      '224.0.0.1',
    ]) {
      assert.ok(!isPublicAddress(address), address);
    }
  });

  it('refuses names that resolve to forbidden addresses, in production', async () => {
    const resolve = async (host: string) => (host === 'evil.example' ? ['93.184.216.34', '10.0.0.5'] : ['93.184.216.34']);
    // Refused without saying what the name resolves to (test/security/findings.test.ts).
    await assert.rejects(checkCallbackUrl('https://evil.example/hook', { env: 'production', allowLoopback: false, resolve }), /not a public address/);
    await checkCallbackUrl('https://good.example/hook', { env: 'production', allowLoopback: false, resolve });
    await assert.rejects(checkCallbackUrl('https://localhost/hook', { env: 'production', allowLoopback: false }), /not a public address/);
    await assert.rejects(checkCallbackUrl('https://user:pass@good.example/', { env: 'production', allowLoopback: false, resolve }), /credentials/);
  });

  describe('in production', () => {
    let t: TestApp;
    let receiver: Receiver;
    before(async () => {
      receiver = await startReceiver();
      t = await startApp({ worker: true, env: production });
    });
    after(async () => {
      await t.close();
      await receiver.close();
    });

    it('refuses loopback, private, link-local, metadata, IPv6 loopback, localhost and http with 400', async () => {
      const integrator = await t.createIntegrator();
      for (const url of [
        'http://127.0.0.1/',
        'https://10.1.2.3/',
        'https://169.254.169.254/',
        'https://[::1]/',
        'https://localhost/',
        'http://example.com/',
        'https://100.64.1.1/',
        'ftp://example.com/',
      ]) {
        const response = await t.request('PATCH', `/v1/integrators/${integrator.id}`, { token: integrator.token, body: { callbackUrl: url } });
        assert.equal(response.status, 400, url);
        assert.equal(response.body.code, 'validation.failed');
        assert.equal(response.body.errors[0].path, '/callbackUrl');
      }
      const created = await t.request('POST', '/v1/integrators', {
        token: ADMIN_TOKEN,
        body: { name: 'Sneaky', email: 'sneaky@example.com', callbackUrl: 'https://127.0.0.1/' },
      });
      assert.equal(created.status, 400);
      const kept = await t.request('GET', `/v1/integrators/${integrator.id}`, { token: integrator.token });
      assert.equal(kept.body.callbackUrl, null);
    });

    it('checks again before each send: a loopback URL that got into the database is never called', async () => {
      const integrator: TestIntegrator = await t.createIntegrator({ callbackUrl: 'https://8.8.8.8/never-called' });
      await t.db.query('UPDATE integrators SET callback_url = $1 WHERE id = $2', [receiver.url, integrator.id]);
      const { eventId } = (await t.request('POST', '/v1/webhooks/test', { token: integrator.token })).body;
      const deadline = Date.now() + 10_000;
      let event;
      do {
        event = (await t.request('GET', `/v1/webhooks/events/${eventId}`, { token: integrator.token })).body;
        await new Promise((resolve) => setTimeout(resolve, 50));
      } while (event.attempts.length === 0 && Date.now() < deadline);
      assert.equal(event.attempts[0].statusCode, null);
      assert.match(event.attempts[0].error, /must use https in production|not allowed/);
      assert.equal(receiver.received.length + receiver.forged.length, 0);
    });
  });

  describe('in the sandbox', () => {
    let t: TestApp;
    before(async () => {
      t = await startApp();
    });
    after(() => t.close());

    it('accepts http on loopback, and still refuses private networks', async () => {
      const integrator = await t.createIntegrator();
      const ok = await t.request('PATCH', `/v1/integrators/${integrator.id}`, { token: integrator.token, body: { callbackUrl: 'http://127.0.0.1:4567/' } });
      assert.equal(ok.status, 200);
      assert.equal(ok.body.callbackUrl, 'http://127.0.0.1:4567/');
      assert.equal(
        (await t.request('PATCH', `/v1/integrators/${integrator.id}`, { token: integrator.token, body: { callbackUrl: 'http://localhost:4567/x' } })).status,
        200,
      );
      const refused = await t.request('PATCH', `/v1/integrators/${integrator.id}`, { token: integrator.token, body: { callbackUrl: 'http://192.168.0.10/' } });
      assert.equal(refused.status, 400);
    });
  });
});
