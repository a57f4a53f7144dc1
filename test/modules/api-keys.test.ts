// Who am I and API keys (issue 19, item 4), over HTTP: the token answer names the integrator, /v1/integrators/me is
// its profile, and an integrator holds several keys: created with their secret shown once, listed without it, each
// marked when it last obtained a token, revoked so that the key gets no token and every token it obtained answers 401
// at once, while its other keys keep working. Each key change is in the audit log.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp, createLogger } from '../../src/app.ts';
import { createContext } from '../../src/context.ts';
import { TOKEN_CACHE_TTL_MS } from '../../src/http/auth.ts';
import { ADMIN_TOKEN, startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';

describe('who am I and API keys', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let other: TestIntegrator;

  before(async () => {
    t = await startApp();
    integrator = await t.createIntegrator({ name: 'Keyholder' });
    other = await t.createIntegrator({ name: 'Someone else' });
  });
  after(() => t.close());

  const tokenFor = (clientId: string, clientSecret: string) =>
    t.request('POST', '/v1/auth/token', { body: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret } });
  const me = (token: string) => t.request('GET', '/v1/integrators/me', { token });
  const keysOf = async (token: string, query = ''): Promise<any[]> => {
    const listed = await t.request('GET', `/v1/api-keys${query}`, { token });
    assert.equal(listed.status, 200, listed.text);
    return listed.body.content;
  };
  const createKey = async (token: string, label: string) => {
    const created = await t.request('POST', '/v1/api-keys', { token, body: { label } });
    assert.equal(created.status, 201, created.text);
    return created.body;
  };

  it('answers the token with the integratorId, and /v1/integrators/me as the profile route answers it', async () => {
    const token = await tokenFor(integrator.clientId, integrator.clientSecret);
    assert.equal(token.status, 200, token.text);
    assert.equal(token.body.integratorId, integrator.id);
    assert.equal(token.body.token_type, 'Bearer');

    const mine = await me(token.body.access_token);
    assert.equal(mine.status, 200, mine.text);
    const profile = await t.request('GET', `/v1/integrators/${integrator.id}`, { token: token.body.access_token });
    assert.deepEqual(mine.body, profile.body);
    assert.equal(mine.body.name, 'Keyholder');
    assert.equal((await me(other.token)).body.id, other.id, 'each token answers its own integrator');

    assert.equal((await t.request('GET', '/v1/integrators/me')).status, 401);
    assert.equal((await t.request('GET', '/v1/integrators/me', { token: ADMIN_TOKEN })).status, 403, 'the operator is no integrator');
  });

  it("lists the integrator's first key, Default, under the profile's clientId, marked used", async () => {
    const [key, ...rest] = await keysOf(integrator.token);
    assert.equal(rest.length, 0);
    assert.equal(key.label, 'Default');
    assert.equal(key.clientId, integrator.clientId);
    assert.equal(key.revokedAt, null);
    assert.ok(key.lastUsedAt, 'the token of createIntegrator was obtained with it');
  });

  it('creates a key whose secret is shown once and never listed, marks it used when it obtains a token, and revokes it', async () => {
    const created = await createKey(integrator.token, 'CI deploys');
    assert.match(created.clientId, /^ck_/);
    assert.match(created.clientSecret, /^cs_/);
    assert.equal(created.lastUsedAt, null);
    assert.equal(created.revokedAt, null);
    assert.notEqual(created.clientId, integrator.clientId);

    const listed = await t.request('GET', '/v1/api-keys', { token: integrator.token });
    assert.equal(listed.body.totalElements, 2);
    assert.ok(!listed.text.includes(created.clientSecret) && !listed.text.includes(integrator.clientSecret), 'no secret is listed');
    assert.ok(listed.body.content.every((key: Record<string, unknown>) => !('clientSecret' in key)));
    assert.equal(listed.body.content[0].id, created.id, 'newest first');
    assert.deepEqual(
      (await keysOf(other.token)).map((key) => key.clientId),
      [other.clientId],
      'another integrator sees only its own',
    );

    // Two tokens of the new key, one of the first key; all in use, so all in the token cache.
    const first = await tokenFor(created.clientId, created.clientSecret);
    assert.equal(first.status, 200, first.text);
    assert.equal(first.body.integratorId, integrator.id);
    const second = (await tokenFor(created.clientId, created.clientSecret)).body.access_token as string;
    const [used] = await keysOf(integrator.token, `?filterEq=id:${created.id}`);
    assert.ok(used.lastUsedAt && used.lastUsedAt >= created.createdAt, 'lastUsedAt set when the key obtained a token');
    for (const token of [first.body.access_token, second, integrator.token]) assert.equal((await me(token)).status, 200);

    const revoked = await t.request('DELETE', `/v1/api-keys/${created.id}`, { token: first.body.access_token });
    assert.equal(revoked.status, 200, revoked.text);
    assert.ok(revoked.body.revokedAt);
    assert.equal(revoked.body.clientSecret, undefined);

    for (const token of [first.body.access_token, second]) {
      const refused = await me(token);
      assert.equal(refused.status, 401, 'a token the revoked key obtained is refused at once');
      assert.equal(refused.body.code, 'auth.unauthorized');
    }
    const again = await tokenFor(created.clientId, created.clientSecret);
    assert.equal(again.status, 401, 'the revoked key gets no new token');
    assert.equal(again.body.code, 'auth.invalid_credentials');
    assert.equal((await me(integrator.token)).status, 200, "the other key's token keeps working");
    assert.equal((await tokenFor(integrator.clientId, integrator.clientSecret)).status, 200, 'and the other key still gets tokens');

    const [listedRevoked] = await keysOf(integrator.token, `?filterEq=id:${created.id}`);
    assert.equal(listedRevoked.revokedAt, revoked.body.revokedAt);
    const repeated = await t.request('DELETE', `/v1/api-keys/${created.id}`, { token: integrator.token });
    assert.equal(repeated.status, 200, 'revoking a revoked key answers it unchanged');
    assert.equal(repeated.body.revokedAt, revoked.body.revokedAt);

    const log = await t.request('GET', `/v1/admin/audit-log?filterEq=integratorId:${integrator.id}&size=100`, { token: ADMIN_TOKEN });
    const entries = (log.body.content as any[]).filter((entry) => entry.resource.id === created.id);
    assert.deepEqual(entries.map((entry) => entry.action).sort(), ['api_key.created', 'api_key.revoked'], 'one entry each, none for the repeat');
    for (const entry of entries) {
      assert.deepEqual(entry.actor, { type: 'integrator', id: integrator.id });
      assert.deepEqual(entry.details, { label: 'CI deploys', clientId: created.clientId });
      assert.equal(entry.resource.type, 'api_key');
    }
    assert.ok(!log.text.includes(created.clientSecret), 'no secret in the audit log');
  });

  it("answers 404 for another integrator's key, exactly as for none, and leaves it working", async () => {
    const theirs = await createKey(other.token, 'theirs');
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const refused = await t.request('DELETE', `/v1/api-keys/${id}`, { token: integrator.token });
      assert.equal(refused.status, 404, refused.text);
      assert.equal(refused.body.code, 'api_key.not_found');
    }
    assert.equal((await tokenFor(theirs.clientId, theirs.clientSecret)).status, 200);
  });

  it('refuses to revoke the last key that is not revoked', async () => {
    const lone = await t.createIntegrator();
    const [only] = await keysOf(lone.token);
    const refused = await t.request('DELETE', `/v1/api-keys/${only.id}`, { token: lone.token });
    assert.equal(refused.status, 412, refused.text);
    assert.equal(refused.body.code, 'api_key.last_active');
    assert.equal((await me(lone.token)).status, 200);
  });

  it("rotating the client secret ends the first key's tokens only; once that key is revoked, rotation answers 412", async () => {
    const holder = await t.createIntegrator();
    const spare = await createKey(holder.token, 'spare');
    const spareToken = (await tokenFor(spare.clientId, spare.clientSecret)).body.access_token as string;
    const rotated = await t.request('POST', `/v1/integrators/${holder.id}/update-client-secret`, { token: holder.token });
    assert.equal(rotated.status, 200, rotated.text);
    assert.equal((await me(holder.token)).status, 401);
    assert.equal((await me(spareToken)).status, 200, "another key's token outlives the rotation");
    assert.equal((await tokenFor(holder.clientId, rotated.body.clientSecret)).status, 200);

    const [defaultKey] = await keysOf(spareToken, '?filterEq=label:Default');
    assert.equal((await t.request('DELETE', `/v1/api-keys/${defaultKey.id}`, { token: spareToken })).status, 200);
    const refused = await t.request('POST', `/v1/integrators/${holder.id}/update-client-secret`, { token: spareToken });
    assert.equal(refused.status, 412, refused.text);
    assert.equal(refused.body.code, 'api_key.revoked');
    assert.equal((await tokenFor(holder.clientId, rotated.body.clientSecret)).status, 401);
  });

  it("ends a revoked key's tokens on another process within the cache lifetime", async () => {
    const holder = await t.createIntegrator();
    const key = await createKey(holder.token, 'elsewhere');
    const token = (await tokenFor(key.clientId, key.clientSecret)).body.access_token as string;
    // A second app on the same database, with its own token cache, stands for another api process.
    const there = await buildApp(await createContext(t.config, t.db), { logger: createLogger('silent') });
    const address = await there.listen({ port: 0, host: '127.0.0.1' });
    try {
      const statusThere = async () => (await fetch(`${address}/v1/integrators/me`, { headers: { authorization: `Bearer ${token}` } })).status;
      assert.equal(await statusThere(), 200, 'the token is cached there');
      assert.equal((await t.request('DELETE', `/v1/api-keys/${key.id}`, { token: holder.token })).status, 200);
      const revokedAt = Date.now();
      let status = await statusThere();
      while (status === 200 && Date.now() - revokedAt < 5000) {
        await sleep(20);
        status = await statusThere();
      }
      assert.equal(status, 401);
      assert.ok(Date.now() - revokedAt <= TOKEN_CACHE_TTL_MS + 250, `refused after ${Date.now() - revokedAt} ms`);
    } finally {
      await there.close();
    }
  });

  it('validates the label', async () => {
    for (const body of [{}, { label: '' }, { label: 'x'.repeat(101) }, { label: 'ok', extra: 1 }]) {
      const refused = await t.request('POST', '/v1/api-keys', { token: integrator.token, body });
      assert.equal(refused.status, 400, JSON.stringify(body));
    }
  });
});
