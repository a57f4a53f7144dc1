// Who is calling (issue 14, items 3 and 10): rotating the client secret, through the API or the dashboard, ends every
// access token issued before it at once; failed authentications are throttled per source, read through a proxy only
// when TRUST_PROXY says so.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp, createLogger } from '../../src/app.ts';
import { createContext } from '../../src/context.ts';
import { constantTimeEqual } from '../../src/crypto.ts';
import { FAILED_AUTH_BURST, TOKEN_CACHE_TTL_MS } from '../../src/http/auth.ts';
import { TOKENS_REVOKED_CHANNEL } from '../../src/modules/integrators/service.ts';
import { ADMIN_TOKEN, startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { Visitor } from '../helpers/dashboard.ts';

const PASSWORD = 'a long enough password';

/** Signs in to the dashboard and posts one of its forms with the page's CSRF token, as a browser would. */
async function dashboardPost(t: TestApp, email: string, page: string, action: string): Promise<string> {
  const visitor = new Visitor(t.url);
  assert.equal((await visitor.signIn(email, PASSWORD)).status, 303);
  const { csrf } = await visitor.page(page);
  const posted = await visitor.post(action, { _csrf: csrf ?? '' });
  const text = await posted.text();
  assert.equal(posted.status, 200, text);
  return text;
}

describe('client-secret rotation', () => {
  let t: TestApp;
  before(async () => {
    t = await startApp();
  });
  after(() => t.close());

  const profileOf = (integrator: TestIntegrator, token: string) => t.request('GET', `/v1/integrators/${integrator.id}`, { token });
  const tokenFor = async (clientId: string, clientSecret: string) =>
    t.request('POST', '/v1/auth/token', { body: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret } });

  it('through the API, ends every access token issued before it at once, and the new secret gets a working one', async () => {
    const integrator = await t.createIntegrator();
    const second = (await tokenFor(integrator.clientId, integrator.clientSecret)).body.access_token as string;
    // Both tokens are in use, so both sit in the token cache.
    assert.equal((await profileOf(integrator, integrator.token)).status, 200);
    assert.equal((await profileOf(integrator, second)).status, 200);

    const rotated = await t.request('POST', `/v1/integrators/${integrator.id}/update-client-secret`, { token: integrator.token });
    assert.equal(rotated.status, 200, rotated.text);
    assert.match(rotated.body.clientSecret, /^cs_/);
    for (const old of [integrator.token, second]) {
      const refused = await profileOf(integrator, old);
      assert.equal(refused.status, 401, 'a token issued before the rotation is refused at once');
      assert.equal(refused.body.code, 'auth.unauthorized');
    }
    assert.equal((await tokenFor(integrator.clientId, integrator.clientSecret)).status, 401, 'the old secret is refused');
    const fresh = await tokenFor(integrator.clientId, rotated.body.clientSecret);
    assert.equal(fresh.status, 200);
    assert.equal((await profileOf(integrator, fresh.body.access_token)).status, 200);

    // Another integrator's tokens are untouched, and an operator may rotate for an integrator.
    const other = await t.createIntegrator();
    assert.equal((await profileOf(other, other.token)).status, 200);
    const byOperator = await t.request('POST', `/v1/integrators/${other.id}/update-client-secret`, { token: ADMIN_TOKEN });
    assert.equal(byOperator.status, 200);
    assert.equal((await profileOf(other, other.token)).status, 401);
  });

  it('through the dashboard, ends the tokens too', async () => {
    const integrator = await t.createIntegrator({ password: PASSWORD });
    assert.equal((await profileOf(integrator, integrator.token)).status, 200);
    const page = await dashboardPost(t, String(integrator.email), '/dashboard/profile', '/dashboard/profile/client-secret/rotate');
    assert.match(page, /cs_[A-Za-z0-9_-]+/);
    assert.equal((await profileOf(integrator, integrator.token)).status, 401);
  });

  it('ends them at once on the process that rotated, even when no notification arrives', async () => {
    const integrator = await t.createIntegrator();
    assert.equal((await profileOf(integrator, integrator.token)).status, 200, 'the token is cached');
    // The embedded database delivers notifications on its one connection: stop them reaching this process.
    if (!t.databaseUrl) await t.db.exec(`UNLISTEN ${TOKENS_REVOKED_CHANNEL}`);
    const rotated = await t.request('POST', `/v1/integrators/${integrator.id}/update-client-secret`, { token: integrator.token });
    assert.equal(rotated.status, 200);
    assert.equal((await profileOf(integrator, integrator.token)).status, 401);
    if (!t.databaseUrl) await t.db.exec(`LISTEN ${TOKENS_REVOKED_CHANNEL}`);
  });

  it('ends them on another process within the cache lifetime', async () => {
    const integrator = await t.createIntegrator();
    // A second app on the same database, with its own services and token cache, stands for another api process.
    const other = await buildApp(await createContext(t.config, t.db), { logger: createLogger('silent') });
    const address = await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const statusThere = async () =>
        (await fetch(`${address}/v1/integrators/${integrator.id}`, { headers: { authorization: `Bearer ${integrator.token}` } })).status;
      assert.equal(await statusThere(), 200, 'the token is cached there');
      assert.equal((await t.request('POST', `/v1/integrators/${integrator.id}/update-client-secret`, { token: integrator.token })).status, 200);
      const rotatedAt = Date.now();
      let status = await statusThere();
      while (status === 200 && Date.now() - rotatedAt < 5000) {
        await sleep(20);
        status = await statusThere();
      }
      assert.equal(status, 401);
      assert.ok(Date.now() - rotatedAt <= TOKEN_CACHE_TTL_MS + 250, `refused after ${Date.now() - rotatedAt} ms`);
    } finally {
      await other.close();
    }
  });

  it('leaves no token asked for with the old secret while it rotates', async () => {
    const fresh = await startApp();
    try {
      const integrator = await fresh.createIntegrator();
      const ask = () =>
        fresh.request('POST', '/v1/auth/token', {
          body: { grant_type: 'client_credentials', client_id: integrator.clientId, client_secret: integrator.clientSecret },
        });
      const answers = await Promise.all([
        ...Array.from({ length: 4 }, ask),
        fresh.request('POST', `/v1/integrators/${integrator.id}/update-client-secret`, { token: ADMIN_TOKEN }),
        ...Array.from({ length: 4 }, ask),
      ]);
      assert.equal(answers[4]?.status, 200);
      for (const answer of answers.filter((answer, index) => index !== 4 && answer.status === 200)) {
        const status = (await fresh.request('GET', `/v1/integrators/${integrator.id}`, { token: answer.body.access_token })).status;
        assert.equal(status, 401, 'a token issued with the old secret does not outlive the rotation');
      }
    } finally {
      await fresh.close();
    }
  });
});

describe('failed authentications', () => {
  it('are throttled per source: after a burst of bad bearer tokens, 429 with Retry-After', async () => {
    const t = await startApp();
    try {
      const integrator = await t.createIntegrator();
      // One source, many failures: after the burst, 429 whatever is sent, even a valid token.
      const statuses: number[] = [];
      for (let i = 0; i < FAILED_AUTH_BURST; i++) statuses.push((await t.request('GET', '/v1/transfers', { token: `at_guess-${i}` })).status);
      assert.deepEqual(new Set(statuses), new Set([401]));
      const throttled = await t.request('GET', '/v1/transfers', { token: 'at_one-more-guess' });
      assert.equal(throttled.status, 429, throttled.text);
      assert.equal(throttled.body.code, 'rate_limit.exceeded');
      assert.ok(Number(throttled.headers.get('retry-after')) >= 1);
      assert.equal((await t.request('GET', '/v1/transfers', { token: integrator.token })).status, 429, 'a guess that happens to be right is not looked at');
      // Without TRUST_PROXY a forged X-Forwarded-For is not another source.
      const forged = await t.request('GET', '/v1/transfers', { token: integrator.token, headers: { 'x-forwarded-for': '198.51.100.9' } });
      assert.equal(forged.status, 429);
      // A path with no route, or without this method, looks at no credential: it stays a 404 or a 405 (answers the
      // document can name), throttled or not (the fuzz test saw a 429 outside any operation).
      const unrouted = await t.request('GET', '/v1/nowhere', { token: integrator.token });
      assert.equal(unrouted.status, 404, unrouted.text);
      assert.equal(unrouted.body.code, 'web.no_handler');
      const wrongMethod = await t.request('POST', '/v1/transfers/cancel', { token: integrator.token });
      assert.equal(wrongMethod.status, 405, wrongMethod.text);
      assert.equal(wrongMethod.body.code, 'web.method_not_allowed');
    } finally {
      await t.close();
    }
  });

  for (const [name, failing] of [
    ['ADMIN_TOKEN', (t: TestApp) => t.request('GET', '/v1/integrators', { token: 'not-the-admin-token-at-all' })],
    [
      'client credentials',
      (t: TestApp) => t.request('POST', '/v1/auth/token', { body: { grant_type: 'client_credentials', client_id: 'ck_nobody', client_secret: 'cs_wrong' } }),
    ],
    ['METRICS_TOKEN', (t: TestApp) => t.request('GET', '/metrics', { token: 'not-the-metrics-token' })],
  ] as const) {
    it(`counts failed ${name} too`, async () => {
      const t = await startApp({ env: { METRICS_TOKEN: 'the-metrics-token-0123456789' } });
      try {
        for (let i = 0; i < FAILED_AUTH_BURST; i++) assert.equal((await failing(t)).status, 401);
        const throttled = await failing(t);
        assert.equal(throttled.status, 429, throttled.text);
        assert.equal((await t.request('GET', '/v1/integrators', { token: ADMIN_TOKEN })).status, 429);
      } finally {
        await t.close();
      }
    });
  }

  it('behind a trusted proxy (TRUST_PROXY), counts per client address from X-Forwarded-For', async () => {
    const t = await startApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const integrator = await t.createIntegrator();
      const from = (address: string, token: string) => t.request('GET', '/v1/transfers', { token, headers: { 'x-forwarded-for': address } });
      for (let i = 0; i <= FAILED_AUTH_BURST; i++) await from('198.51.100.1', `at_guess-${i}`);
      assert.equal((await from('198.51.100.1', integrator.token)).status, 429, 'the guessing client is throttled');
      assert.equal((await from('198.51.100.2', integrator.token)).status, 200, 'another client behind the same proxy is not');
    } finally {
      await t.close();
    }
  });

  it("does not count the dashboard's failed sign-ins, which lock the email instead", async () => {
    const t = await startApp();
    try {
      for (let i = 0; i <= FAILED_AUTH_BURST; i++) {
        const page = await fetch(`${t.url}/dashboard/sign-in`);
        const csrf = /name="_csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
        const cookie = page.headers
          .getSetCookie()
          .map((line) => line.split(';')[0])
          .join('; ');
        const response = await fetch(`${t.url}/dashboard/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
          body: new URLSearchParams({ _csrf: csrf, email: `nobody${i}@example.com`, password: 'wrong password' }).toString(),
          redirect: 'manual',
        });
        await response.text();
        // 429 once the dashboard's own per-source limit on failed sign-ins (a burst of 20) is reached: the form's limit,
        // not the API's.
        assert.ok([401, 429].includes(response.status), String(response.status));
      }
      assert.equal((await t.request('GET', '/v1/integrators', { token: ADMIN_TOKEN })).status, 200);
    } finally {
      await t.close();
    }
  });

  it('compares secrets in constant time whatever their lengths', () => {
    assert.equal(constantTimeEqual('same-secret', 'same-secret'), true);
    assert.equal(constantTimeEqual('same-secret', 'same-secret-longer'), false);
    assert.equal(constantTimeEqual('', 'x'), false);
  });
});
