// The SDK client against the real server: typed calls, tokens fetched and refreshed, Idempotency-Key on every POST
// and PUT (the same on each retry), 429 retried after Retry-After, errors thrown as PonteError with code and requestId.
// Test pass: embedded only (database-independent: the SDK)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createPonteClient, PonteError, type PonteClient } from '../src/index.ts';
import { sha256 } from '../../src/crypto.ts';
import { TOKEN_CACHE_TTL_MS } from '../../src/http/auth.ts';
import { startApp, type TestApp, type TestIntegrator } from '../../test/helpers/app.ts';

describe('the SDK client', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let client: PonteClient;
  const sent: Array<{ method: string; url: string; idempotencyKey: string | null; authorization: string | null }> = [];

  before(async () => {
    t = await startApp({ env: { RATE_LIMIT_RPS: '2' } });
    integrator = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/never' });
    // The recording fetch only watches what the SDK sends; the server is real.
    const recording: typeof fetch = async (input, init) => {
      const headers = new Headers(init?.headers);
      sent.push({
        method: init?.method ?? 'GET',
        url: String(input),
        idempotencyKey: headers.get('idempotency-key'),
        authorization: headers.get('authorization'),
      });
      return fetch(input, init);
    };
    client = createPonteClient({ baseUrl: t.url, clientId: integrator.clientId, clientSecret: integrator.clientSecret, fetch: recording, retryBaseMs: 50 });
  });
  after(() => t.close());

  it('calls typed endpoints with a token it fetched itself', async () => {
    const { data } = await client.GET('/v1/integrators/{integratorId}', { params: { path: { integratorId: integrator.id } } });
    assert.equal(data?.id, integrator.id);
    assert.equal(data?.callbackUrl, 'http://127.0.0.1:9/never');
    assert.ok(sent.some((request) => request.url.endsWith('/v1/auth/token')));
  });

  it('throws PonteError with the code, status and requestId of an error answer', async () => {
    const other = await t.createIntegrator();
    await assert.rejects(client.GET('/v1/integrators/{integratorId}', { params: { path: { integratorId: other.id } } }), (error: unknown) => {
      assert.ok(error instanceof PonteError);
      assert.equal(error.status, 404);
      assert.equal(error.code, 'integrator.not_found');
      assert.match(error.requestId ?? '', /^[0-9a-f-]{36}$/);
      return true;
    });
    await assert.rejects(
      client.PATCH('/v1/integrators/{integratorId}', { params: { path: { integratorId: integrator.id } }, body: { callbackUrl: 'ftp://nope' } }),
      (error: unknown) => error instanceof PonteError && error.code === 'validation.failed' && error.errors[0]?.path === '/callbackUrl',
    );
  });

  it('sends an Idempotency-Key with every POST and PUT, and the same one on each retry', async () => {
    sent.length = 0;
    // RATE_LIMIT_RPS is 2: a burst of POSTs meets 429s, which the client retries after Retry-After.
    const answers = await Promise.all(Array.from({ length: 6 }, () => client.POST('/v1/webhooks/test')));
    assert.equal(answers.length, 6);
    for (const answer of answers) assert.equal(answer.response.status, 202);
    const posts = sent.filter((request) => request.method === 'POST' && request.url.endsWith('/v1/webhooks/test'));
    assert.ok(posts.length > 6, 'some requests were retried');
    assert.ok(posts.every((request) => request.idempotencyKey && request.idempotencyKey.length >= 32));
    const keys = new Set(posts.map((request) => request.idempotencyKey));
    assert.equal(keys.size, 6, 'one key per call, reused by its retries');
    const events = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE integrator_id = $1 AND operation = 'TEST'`, [integrator.id]);
    assert.equal(events[0]!.n, 6, 'retries did the work once');
  });

  it('gives up after maxRetries with the last error', async () => {
    const impatient = createPonteClient({ baseUrl: t.url, clientId: integrator.clientId, clientSecret: integrator.clientSecret, maxRetries: 0 });
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => impatient.POST('/v1/webhooks/test')));
    const limited = results.filter((result) => result.status === 'rejected').map((result) => (result as PromiseRejectedResult).reason);
    assert.ok(limited.length > 0);
    assert.ok(limited.every((error) => error instanceof PonteError && error.code === 'rate_limit.exceeded' && (error.retryAfterSeconds ?? 0) >= 1));
  });

  it('refreshes the access token when the server no longer accepts it', async () => {
    const token = await client.accessToken();
    await t.db.query(`UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [sha256(token)]);
    // Wait out the server's short token cache so it sees the expiry (1 s since the cache became 1 s; this waited 10.5 s).
    await new Promise((resolve) => setTimeout(resolve, TOKEN_CACHE_TTL_MS + 250));
    const { data } = await client.GET('/v1/integrators/{integratorId}', { params: { path: { integratorId: integrator.id } } });
    assert.equal(data?.id, integrator.id);
    assert.notEqual(await client.accessToken(), token);
  });

  it('refuses wrong credentials with auth.invalid_credentials', async () => {
    const wrong = createPonteClient({ baseUrl: t.url, clientId: integrator.clientId, clientSecret: 'cs_wrong' });
    await assert.rejects(wrong.GET('/v1/webhooks/events'), (error: unknown) => error instanceof PonteError && error.code === 'auth.invalid_credentials');
  });
});
