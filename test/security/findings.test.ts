// Issue 29's security findings, each shown by the attack it stops: a percent-encoded path that skipped the failed-
// authentication throttle, a form's Origin of another scheme or port, a callback URL error that said what a host
// resolves to.
// Test pass: embedded only (database-independent: throttles, origins and callback URL messages at the HTTP layer)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FAILED_AUTH_BURST } from '../../src/http/auth.ts';
import { checkCallbackUrl, REFUSED_HOST } from '../../src/modules/integrators/callback-url.ts';
import { startApp, type TestApp } from '../helpers/app.ts';
import { Visitor } from '../helpers/dashboard.ts';

const PASSWORD = 'a long enough password';

describe('a percent-encoded path', () => {
  it("is throttled as the route it reaches: the token endpoint's 401s count at /%761/auth/token", async () => {
    const t = await startApp();
    try {
      const ask = (path: string) => t.request('POST', path, { body: { grant_type: 'client_credentials', client_id: 'ck_nobody', client_secret: 'cs_wrong' } });
      // The router decodes the path: this is the token endpoint.
      const first = await ask('/%761/auth/token');
      assert.equal(first.status, 401, first.text);
      assert.equal(first.body.error, 'invalid_client');
      // The rest of the burst at once (the bucket refills one every 3 s, which a slow machine would otherwise give back),
      // and a few more: every one a 401 or, once the burst is spent, a 429.
      const burst = await Promise.all(Array.from({ length: FAILED_AUTH_BURST + 4 }, (_, i) => ask(i % 2 === 0 ? '/%761/auth/token' : '/v1/%61uth/token')));
      assert.ok(burst.filter((answer) => answer.status === 401).length >= FAILED_AUTH_BURST - 1);
      assert.ok(burst.every((answer) => answer.status === 401 || answer.status === 429));
      const throttled = await ask('/%761/auth/token');
      assert.equal(throttled.status, 429, throttled.text);
      assert.equal((await ask('/v1/auth/token')).status, 429, 'the plain path is throttled by the same count');
    } finally {
      await t.close();
    }
  });
});

describe('the CSRF Origin check', () => {
  let t: TestApp;
  let email: string;
  before(async () => {
    t = await startApp();
    email = String((await t.createIntegrator({ password: PASSWORD })).email);
  });
  after(() => t.close());

  it('compares scheme, host and port: an https origin, or another port, of the same host is another site', async () => {
    const visitor = new Visitor(t.url);
    assert.equal((await visitor.signIn(email, PASSWORD)).status, 303);
    const site = new URL(t.url);
    const post = async (origin: string) => {
      const { csrf } = await visitor.page('/dashboard/profile');
      return visitor.post('/dashboard/profile/callback-url', { _csrf: csrf ?? '', callbackUrl: 'http://127.0.0.1:9/x' }, { origin });
    };
    for (const origin of [`https://${site.host}`, `http://${site.hostname}:${Number(site.port) + 1}`, `ftp://${site.host}`, `http://${site.hostname}`]) {
      const refused = await post(origin);
      assert.equal(refused.status, 403, origin);
    }
    // The site's own origin passes (the same scheme, host and port).
    const accepted = await post(site.origin);
    assert.notEqual(accepted.status, 403, await accepted.text());
  });
});

describe('a refused callback host', () => {
  it('gets one message whatever it resolves to, or if it does not resolve: the answer maps no internal name', async () => {
    // A hosted server's own network: names that resolve to private, loopback and metadata addresses, and one that does not.
    const internal: Record<string, string[]> = {
      'db.internal.example': ['10.20.30.40'],
      'metadata.internal.example': ['169.254.169.254'],
      'mixed.internal.example': ['93.184.216.34', '192.168.7.7'],
      'self.internal.example': ['127.0.0.2'],
      'empty.internal.example': [],
    };
    const resolve = async (host: string) => {
      const found = internal[host];
      if (found === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      return found;
    };
    const messages = new Set<string>();
    for (const env of ['sandbox', 'production'] as const) {
      for (const host of [...Object.keys(internal), 'nowhere.internal.example', '10.20.30.40']) {
        const error = await checkCallbackUrl(`https://${host}/hook`, { env, allowLoopback: false, resolve }).then(
          () => assert.fail(`${host} was accepted`),
          (refused: Error) => refused,
        );
        assert.ok(!/\d+\.\d+\.\d+\.\d+|resolve[sd]? to \S|ENOTFOUND/.test(error.message.replace(host, '')), error.message);
        messages.add(error.message);
      }
    }
    assert.deepEqual([...messages], [REFUSED_HOST]);
    await checkCallbackUrl('https://public.example/hook', { env: 'production', allowLoopback: false, resolve: async () => ['93.184.216.34'] });
  });

  it('through the API of a hosted sandbox: a name that does not resolve and a private address get the same 400', async () => {
    const t = await startApp({ env: { ALLOW_LOOPBACK_CALLBACKS: 'false' } });
    try {
      const integrator = await t.createIntegrator();
      const messages = new Set<string>();
      for (const url of ['http://nowhere.invalid/hook', 'http://10.20.30.40/hook', 'http://[fd00::1]/hook']) {
        const refused = await t.request('PATCH', `/v1/integrators/${integrator.id}`, { token: integrator.token, body: { callbackUrl: url } });
        assert.equal(refused.status, 400, refused.text);
        assert.equal(refused.body.errors[0].path, '/callbackUrl');
        messages.add(refused.body.errors[0].message);
      }
      assert.equal(messages.size, 1, [...messages].join(' | '));
    } finally {
      await t.close();
    }
  });
});

describe('a sandbox rate', () => {
  it('stays within a factor of 2 of the shared rate: 1e-8 (which credited trillions of USDC) is 400 with the band named', async () => {
    const t = await startApp();
    try {
      const integrator = await t.createIntegrator();
      const put = (quote: string, rate: string) => t.request('PUT', '/v1/sandbox/rates', { token: integrator.token, body: { base: 'USDC', quote, rate } });
      // The shared rates: 5.30 BRL and 3900 COP a USDC.
      for (const [quote, rate] of [
        ['BRL', '0.00000001'],
        ['BRL', '2.64999999'],
        ['BRL', '10.60000001'],
        ['COP', '1949.99'],
        ['COP', '7800.01'],
        ['COP', '999999999999'],
      ]) {
        const refused = await t.request('PUT', '/v1/sandbox/rates', { token: integrator.token, body: { base: 'USDC', quote, rate } });
        assert.equal(refused.status, 400, `${quote} ${rate}: ${refused.text}`);
        assert.equal(refused.body.code, 'validation.failed');
        assert.equal(refused.body.errors[0].path, '/rate');
        assert.match(refused.body.errors[0].message, quote === 'BRL' ? /between 2\.65 and 10\.6\b/ : /between 1950 and 7800\b/);
      }
      const unchanged = await t.request('GET', '/v1/sandbox/rates', { token: integrator.token });
      assert.deepEqual(unchanged.body.map((rate: { rate: string }) => rate.rate).sort(), ['3900.00000000', '5.30000000']);
      for (const [quote, rate] of [
        ['BRL', '2.65'],
        ['BRL', '10.6'],
        ['BRL', '5.35'],
        ['COP', '1950'],
        ['COP', '7800'],
      ] as Array<[string, string]>) {
        const set = await put(quote, rate);
        assert.equal(set.status, 200, `${quote} ${rate}: ${set.text}`);
      }
    } finally {
      await t.close();
    }
  });
});
