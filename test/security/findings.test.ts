// Issue 29's security findings, each shown by the attack it stops: a percent-encoded path that skipped the failed-
// authentication throttle, a form's Origin of another scheme or port.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FAILED_AUTH_BURST } from '../../src/http/auth.ts';
import { startApp, type TestApp } from '../helpers/app.ts';
import { Visitor } from '../helpers/dashboard.ts';

const PASSWORD = 'a long enough password';

describe('a percent-encoded path', () => {
  it('is throttled as the route it reaches: the token endpoint\'s 401s count at /%761/auth/token', async () => {
    const t = await startApp();
    try {
      const ask = (path: string) => t.request('POST', path, { body: { grant_type: 'client_credentials', client_id: 'ck_nobody', client_secret: 'cs_wrong' } });
      // The router decodes the path: this is the token endpoint.
      const first = await ask('/%761/auth/token');
      assert.equal(first.status, 401, first.text);
      assert.equal(first.body.error, 'invalid_client');
      for (let i = 1; i < FAILED_AUTH_BURST; i++) assert.equal((await ask(i % 2 === 0 ? '/%761/auth/token' : '/v1/%61uth/token')).status, 401);
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
