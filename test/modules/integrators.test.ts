// Integrators, credentials, tokens and tenancy (contract section 2).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_TOKEN, startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';

describe('integrators and auth', () => {
  let t: TestApp;
  let a: TestIntegrator;
  let b: TestIntegrator;
  before(async () => {
    t = await startApp();
    a = await t.createIntegrator({ name: 'Alpha', integratorFeeBps: 25 });
    b = await t.createIntegrator({ name: 'Beta' });
  });
  after(() => t.close());

  it('creates an integrator with every field of the contract', async () => {
    const response = await t.request('POST', '/v1/integrators', {
      token: ADMIN_TOKEN,
      body: { name: 'Gamma', email: 'gamma@example.com', callbackUrl: 'http://127.0.0.1:9/hook', integratorFeeBps: 10 },
    });
    assert.equal(response.status, 201, response.text);
    const body = response.body;
    assert.deepEqual(
      Object.keys(body).sort(),
      ['callbackUrl', 'clientId', 'clientSecret', 'createdDate', 'email', 'id', 'integratorFeeBps', 'lastModifiedDate', 'name', 'webhookSecret'].sort(),
    );
    assert.equal(body.callbackUrl, 'http://127.0.0.1:9/hook');
    assert.equal(body.integratorFeeBps, 10);
    assert.match(body.webhookSecret, /^whsec_[A-Za-z0-9+/]{43}=$/);
    assert.match(body.createdDate, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const again = await t.request('POST', '/v1/integrators', { token: ADMIN_TOKEN, body: { name: 'Gamma 2', email: 'GAMMA@example.com' } });
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'integrator.conflict');
  });

  it('refuses operator routes to integrators and to a wrong admin token', async () => {
    // A valid integrator token is a credential without the right: 403 (RFC 9110 §15.5.4), where no valid one is 401.
    assert.equal((await t.request('GET', '/v1/integrators', { token: a.token })).status, 403);
    assert.equal((await t.request('GET', '/v1/integrators', { token: 'wrong-admin-token-0000000' })).status, 401);
    assert.equal((await t.request('GET', '/v1/integrators', { token: ADMIN_TOKEN })).status, 200);
  });

  it('issues tokens for form-encoded and JSON client credentials, and refuses wrong ones', async () => {
    const form = await t.request('POST', '/v1/auth/token', {
      raw: new URLSearchParams({ grant_type: 'client_credentials', client_id: a.clientId, client_secret: a.clientSecret }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(form.status, 200, form.text);
    assert.equal(form.body.token_type, 'Bearer');
    assert.equal(form.body.expires_in, 36000);
    const wrong = await t.request('POST', '/v1/auth/token', {
      body: { grant_type: 'client_credentials', client_id: a.clientId, client_secret: b.clientSecret },
    });
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.code, 'auth.invalid_credentials');
    const unknown = await t.request('POST', '/v1/auth/token', { body: { grant_type: 'client_credentials', client_id: 'ck_nobody', client_secret: 'x' } });
    assert.equal(unknown.body.code, 'auth.invalid_credentials');
  });

  it('reads and changes the own profile', async () => {
    const profile = await t.request('GET', `/v1/integrators/${a.id}`, { token: a.token });
    assert.equal(profile.status, 200);
    assert.equal(profile.body.name, 'Alpha');
    assert.equal(profile.body.integratorFeeBps, 25);
    assert.equal(profile.body.clientSecret, undefined);
    assert.equal(profile.body.webhookSecret, undefined);
    const patched = await t.request('PATCH', `/v1/integrators/${a.id}`, {
      token: a.token,
      body: { name: 'Alpha Pay', callbackUrl: 'http://127.0.0.1:4000/callbacks' },
    });
    assert.equal(patched.status, 200, patched.text);
    assert.equal(patched.body.name, 'Alpha Pay');
    assert.equal(patched.body.callbackUrl, 'http://127.0.0.1:4000/callbacks');
    const cleared = await t.request('PATCH', `/v1/integrators/${a.id}`, { token: a.token, body: { callbackUrl: null } });
    assert.equal(cleared.body.callbackUrl, null);
    assert.equal(cleared.body.name, 'Alpha Pay');
  });

  it("answers 404 for another integrator's profile, secret and rotation, exactly as for none", async () => {
    for (const [method, suffix] of [
      ['GET', ''],
      ['PATCH', ''],
      ['GET', '/webhook-secret'],
      ['POST', '/update-webhook-secret'],
    ] as const) {
      const response = await t.request(method, `/v1/integrators/${a.id}${suffix}`, { token: b.token, body: method === 'PATCH' ? { name: 'x' } : undefined });
      assert.equal(response.status, 404, `${method} ${suffix}`);
      assert.equal(response.body.code, 'integrator.not_found');
      const missing = await t.request(method, `/v1/integrators/00000000-0000-0000-0000-000000000000${suffix}`, {
        token: b.token,
        body: method === 'PATCH' ? { name: 'x' } : undefined,
      });
      assert.deepEqual({ ...missing.body, requestId: '' }, { ...response.body, requestId: '' });
    }
    assert.equal((await t.request('GET', `/v1/integrators/${a.id}`, { token: a.token })).body.name, 'Alpha Pay');
  });

  it('answers 401 for an expired token', async () => {
    const fresh = await t.request('POST', '/v1/auth/token', {
      body: { grant_type: 'client_credentials', client_id: b.clientId, client_secret: b.clientSecret },
    });
    const { sha256 } = await import('../../src/crypto.ts');
    await t.db.query(`UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [sha256(fresh.body.access_token)]);
    const response = await t.request('GET', `/v1/integrators/${b.id}`, { token: fresh.body.access_token });
    assert.equal(response.status, 401);
    assert.equal(response.body.code, 'auth.unauthorized');
  });

  it('rotates the webhook secret; GET returns the new one; no secret is stored in plain text', async () => {
    const before = await t.request('GET', `/v1/integrators/${a.id}/webhook-secret`, { token: a.token });
    assert.equal(before.body.webhookSecret, a.webhookSecret);
    const rotated = await t.request('POST', `/v1/integrators/${a.id}/update-webhook-secret`, { token: a.token });
    assert.equal(rotated.status, 200);
    assert.notEqual(rotated.body.webhookSecret, a.webhookSecret);
    const after = await t.request('GET', `/v1/integrators/${a.id}/webhook-secret`, { token: a.token });
    assert.equal(after.body.webhookSecret, rotated.body.webhookSecret);

    const rows = await t.db.query('SELECT row_to_json(i)::text AS row FROM integrators i');
    const tokens = await t.db.query('SELECT row_to_json(x)::text AS row FROM access_tokens x');
    const everything = [...rows, ...tokens].map((row) => row.row as string).join('\n');
    for (const secret of [a.webhookSecret, rotated.body.webhookSecret, a.clientSecret, b.clientSecret, a.token, b.token]) {
      assert.ok(!everything.includes(secret), 'a secret is stored in plain text');
      // The random part without its prefix (cs_, whsec_, at_): base64url itself contains '_', so strip only the prefix.
      const body = secret.replace(/^[a-z]+_/, '');
      assert.ok(body.length >= 40 && !everything.includes(body), 'a secret body is stored in plain text');
    }
  });

  it("refuses a token that was ADMIN_TOKEN once it is not set: operator routes stay, for operators' own tokens", async () => {
    const bare = await startApp({ env: { ADMIN_TOKEN: '' } });
    try {
      const response = await bare.request('GET', '/v1/integrators', { token: ADMIN_TOKEN });
      assert.equal(response.status, 401);
      assert.equal(response.body.code, 'auth.unauthorized');
    } finally {
      await bare.close();
    }
  });
});
