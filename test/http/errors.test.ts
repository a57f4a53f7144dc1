// Every row of contract section 3 the foundation can reach answers its status and code, with the contract's body.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startApp, type TestApp, type TestIntegrator, type TestResponse } from '../helpers/app.ts';

function assertError(response: TestResponse, status: number, code: string): void {
  assert.equal(response.status, status, response.text);
  assert.equal(response.body.code, code, response.text);
  assert.equal(typeof response.body.message, 'string');
  assert.equal(response.body.requestId, response.headers.get('x-request-id'));
}

describe('errors', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  before(async () => {
    t = await startApp({
      env: { RATE_LIMIT_RPS: '5' },
      beforeListen: (app) => {
        app.get('/v1/test/boom', { config: { auth: 'none' } }, async () => {
          throw new Error('SELECT secret FROM internals at /src/internal.ts:12');
        });
      },
    });
    integrator = await t.createIntegrator();
  });
  after(() => t.close());

  it('answers an unknown route with 404 web.no_handler', async () => {
    assertError(await t.request('GET', '/v1/nothing-here'), 404, 'web.no_handler');
    assertError(await t.request('DELETE', '/health/nothing-here'), 404, 'web.no_handler');
    // A known path with a method it does not take is 405 with Allow (RFC 9110 §15.5.6; test/http/semantics.test.ts).
    assertError(await t.request('DELETE', '/health'), 405, 'web.method_not_allowed');
  });

  it('answers malformed JSON with 400 web.invalid_or_missing_body', async () => {
    const response = await t.request('PATCH', `/v1/integrators/${integrator.id}`, {
      token: integrator.token,
      raw: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    assertError(response, 400, 'web.invalid_or_missing_body');
  });

  it('answers a missing body where one is required with 400 web.invalid_or_missing_body', async () => {
    const response = await t.request('PATCH', `/v1/integrators/${integrator.id}`, { token: integrator.token });
    assertError(response, 400, 'web.invalid_or_missing_body');
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await t.request('PATCH', `/v1/integrators/${integrator.id}`, {
      token: integrator.token,
      raw: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    assertError(response, 415, 'web.unsupported_media_type');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.request('PATCH', `/v1/integrators/${integrator.id}`, {
      token: integrator.token,
      raw: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
      headers: { 'content-type': 'application/json' },
    });
    assertError(response, 413, 'web.body_too_large');
  });

  it('answers validation failures with 400 and errors[] naming each field', async () => {
    const response = await t.request('POST', '/v1/integrators', {
      token: 'test-admin-token-0123456789',
      body: { email: 'not-an-email', integratorFeeBps: -1 },
    });
    assertError(response, 400, 'validation.failed');
    const paths = response.body.errors.map((error: { path: string }) => error.path).sort();
    assert.deepEqual(paths, ['/email', '/integratorFeeBps', '/name']);
  });

  it('answers NUL characters, which PostgreSQL text cannot hold, with 400 wherever they are', async () => {
    const token = await t.request('POST', '/v1/auth/token', { body: { grant_type: 'client_credentials', client_id: 'a\u0000b', client_secret: 'x' } });
    assertError(token, 400, 'validation.failed');
    assert.equal(token.body.errors[0].path, '/client_id');
    assertError(await t.request('GET', '/v1/integrators?filterEq=name:%00', { token: 'test-admin-token-0123456789' }), 400, 'validation.failed');
    const own = await t.createIntegrator();
    assertError(await t.request('GET', `/v1/integrators/a%00b`, { token: own.token }), 400, 'validation.failed');
  });

  it('answers a prototype-polluting body with 400', async () => {
    const response = await t.request('PATCH', `/v1/integrators/${integrator.id}`, {
      token: integrator.token,
      raw: '{"__proto__": {"admin": true}, "name": "x"}',
      headers: { 'content-type': 'application/json' },
    });
    assertError(response, 400, 'web.invalid_or_missing_body');
  });

  it('answers a missing, malformed or unknown token with 401 auth.unauthorized', async () => {
    const route = `/v1/integrators/${integrator.id}`;
    assertError(await t.request('GET', route), 401, 'auth.unauthorized');
    assertError(await t.request('GET', route, { headers: { authorization: 'Basic abc' } }), 401, 'auth.unauthorized');
    assertError(await t.request('GET', route, { token: 'at_not-a-real-token' }), 401, 'auth.unauthorized');
  });

  it('answers a bug with 500 unknown_error and nothing of its internals', async () => {
    const response = await t.request('GET', '/v1/test/boom');
    assertError(response, 500, 'unknown_error');
    assert.doesNotMatch(response.text, /SELECT|internal\.ts|secret|at \//);
  });

  it('answers too many requests with 429 and Retry-After', async () => {
    const limitedApp = await startApp({ env: { RATE_LIMIT_RPS: '1' } });
    const other = await limitedApp.createIntegrator();
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 30 }, () => limitedApp.request('GET', `/v1/integrators/${other.id}`, { token: other.token })));
    const seconds = (Date.now() - started) / 1000;
    await limitedApp.close();
    // One token a second: however slow the machine, at most one more success than whole seconds passed.
    const allowed = answers.filter((answer) => answer.status === 200).length;
    assert.ok(allowed >= 1 && allowed <= 2 + Math.floor(seconds), `${allowed} allowed in ${seconds} s`);
    const limited = answers.filter((answer) => answer.status === 429);
    assert.equal(limited.length + allowed, 30);
    assertError(limited[0]!, 429, 'rate_limit.exceeded');
    assert.match(limited[0]!.headers.get('retry-after') ?? '', /^[1-9]\d*$/);
  });

  it('keeps one token bucket per integrator, refilled at the configured rate', async () => {
    const { RateLimiter } = await import('../../src/http/rate-limit.ts');
    let now = 0;
    const limiter = new RateLimiter(2, () => now);
    assert.equal(limiter.take('a'), 0);
    assert.equal(limiter.take('a'), 0);
    assert.equal(limiter.take('a'), 1, 'the third request within a second waits');
    assert.equal(limiter.take('b'), 0, 'another integrator has its own bucket');
    now += 500;
    assert.equal(limiter.take('a'), 0, 'half a second refills one token at 2 a second');
    assert.equal(limiter.take('a'), 1);
  });

  it('puts X-Request-Id on every answer and keeps a caller-given one', async () => {
    const ok = await t.request('GET', '/health', { headers: { 'x-request-id': 'caller-id-123' } });
    assert.equal(ok.headers.get('x-request-id'), 'caller-id-123');
    const notFound = await t.request('GET', '/nope');
    assert.match(notFound.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  });
});

describe('a path with no route, sent a body', () => {
  it('answers 404 or 405 without reading the body: a broken JSON body is not a 400 there (the fuzz test saw one)', async () => {
    const t = await startApp();
    try {
      const integrator = await t.createIntegrator();
      const send = (method: string, path: string) =>
        fetch(t.url + path, { method, headers: { authorization: `Bearer ${integrator.token}`, 'content-type': 'application/json' }, body: '{not json' });
      const nowhere = await send('POST', '/v1/nowhere');
      assert.equal(nowhere.status, 404);
      assert.equal(((await nowhere.json()) as { code: string }).code, 'web.no_handler');
      const wrongMethod = await send('POST', '/v1/integrators/update-webhook-secret');
      assert.equal(wrongMethod.status, 405);
      assert.equal(((await wrongMethod.json()) as { code: string }).code, 'web.method_not_allowed');
    } finally {
      await t.close();
    }
  });
});
