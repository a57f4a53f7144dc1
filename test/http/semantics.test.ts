// HTTP semantics as RFC 9110 and RFC 6750 say: a 401 names its challenge (WWW-Authenticate: Bearer, with
// error="invalid_token" when a token was sent), a known path with a method it does not have answers 405 with Allow, a
// valid credential without the right answers 403, HEAD is answered wherever GET is, and the OpenAPI document declares
// the headers these answers carry.
// Test pass: embedded only (database-independent: the HTTP layer)
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_TOKEN, startApp, type TestApp, type TestIntegrator, type TestResponse } from '../helpers/app.ts';

function assertError(response: TestResponse, status: number, code: string): void {
  assert.equal(response.status, status, response.text);
  assert.equal(response.body.code, code);
  assert.equal(typeof response.body.message, 'string');
  assert.equal(response.body.requestId, response.headers.get('x-request-id'));
}

const allowOf = (response: TestResponse) => (response.headers.get('allow') ?? '').split(/,\s*/).sort();

/** Sends one request as written on the wire (any method, with or without a body); the status, headers and body back. */
function onTheWire(base: string, method: string, path: string, body?: string): Promise<{ status: number; headers: Map<string, string>; body: any }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      const content = body === undefined ? '' : `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`;
      socket.write(`${method} ${path} HTTP/1.1\r\nHost: ${hostname}\r\n${content}Connection: close\r\n\r\n${body ?? ''}`);
    });
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', payload = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: payload ? JSON.parse(payload) : undefined });
    });
  });
}

describe('HTTP semantics (RFC 9110, RFC 6750)', () => {
  let t: TestApp;
  let integrator: TestIntegrator;

  before(async () => {
    t = await startApp();
    integrator = await t.createIntegrator();
  });
  after(() => t.close());

  it('challenges every 401 with Bearer, naming invalid_token only when a token was sent (RFC 6750 §3)', async () => {
    const missing = await t.request('GET', '/v1/transfers');
    assertError(missing, 401, 'auth.unauthorized');
    assert.equal(missing.headers.get('www-authenticate'), 'Bearer realm="ponte"');
    // Another scheme is no bearer token: the client may not know one is needed, so no error is named.
    const otherScheme = await t.request('GET', '/v1/transfers', { headers: { authorization: 'Basic abc' } });
    assert.equal(otherScheme.headers.get('www-authenticate'), 'Bearer realm="ponte"');
    for (const [path, token] of [
      ['/v1/transfers', 'at_not-a-real-token'],
      ['/v1/integrators', 'wrong-admin-token-0000000'],
      [`/v1/integrators/${integrator.id}`, 'at_not-a-real-token'],
    ] as const) {
      const refused = await t.request('GET', path, { token });
      assertError(refused, 401, 'auth.unauthorized');
      assert.equal(refused.headers.get('www-authenticate'), 'Bearer realm="ponte", error="invalid_token"', path);
    }
  });

  it('answers a known path with a method it does not have with 405 and Allow (RFC 9110 §15.5.6)', async () => {
    const transfers = await t.request('DELETE', '/v1/transfers', { token: integrator.token });
    assertError(transfers, 405, 'web.method_not_allowed');
    assert.deepEqual(allowOf(transfers), ['GET', 'HEAD', 'POST']);
    const one = await t.request('DELETE', '/v1/transfers/00000000-0000-4000-8000-000000000000', { token: integrator.token });
    assertError(one, 405, 'web.method_not_allowed');
    assert.deepEqual(allowOf(one), ['GET', 'HEAD']);
    // Before any credential is looked at: the method is wrong whoever calls.
    const health = await t.request('PUT', '/health');
    assertError(health, 405, 'web.method_not_allowed');
    assert.deepEqual(allowOf(health), ['GET', 'HEAD']);
    const token = await t.request('GET', '/v1/auth/token');
    assert.deepEqual(allowOf(token), ['POST']);
    // An unknown path is still 404.
    const unknown = await t.request('DELETE', '/v1/nothing-here', { token: integrator.token });
    assertError(unknown, 404, 'web.no_handler');
    assert.equal(unknown.headers.get('allow'), null);
  });

  it('answers QUERY and any other method it does not take with 405 and Allow on a known path, 404 elsewhere, with or without a body', async () => {
    // QUERY without Content-Type (Fastify refused it with 400), methods Node's parser does not know (BREW, a lower-case
    // query: refused with 400 before any route), and CONNECT (whose socket Node closed without an answer).
    for (const method of ['QUERY', 'PROPFIND', 'BREW', 'query', 'CONNECT']) {
      for (const body of [undefined, '{}', '{"a":']) {
        const known = await onTheWire(t.url, method, '/v1/transfers?size=5', body);
        assert.equal(known.status, 405, `${method} ${body}`);
        assert.equal(known.headers.get('allow'), 'GET, HEAD, POST', `${method} ${body}`);
        assert.equal(known.body.code, 'web.method_not_allowed');
        assert.equal(known.body.requestId, known.headers.get('x-request-id'));
        const unknown = await onTheWire(t.url, method, '/v1/nothing-here', body);
        assert.equal(unknown.status, 404, `${method} ${body}`);
        assert.equal(unknown.headers.get('allow'), undefined);
        assert.equal(unknown.body.code, 'web.no_handler');
      }
    }
  });

  it('answers 405 for an operator path whether or not ADMIN_TOKEN is set (operators call with tokens of their own)', async () => {
    const bare = await startApp({ env: { ADMIN_TOKEN: '' } });
    try {
      assertError(await bare.request('DELETE', '/v1/admin/ledger/trial-balance'), 405, 'web.method_not_allowed');
      assertError(await bare.request('GET', '/v1/admin/ledger/trial-balance'), 401, 'auth.unauthorized');
      assertError(await bare.request('DELETE', '/v1/transfers'), 405, 'web.method_not_allowed');
    } finally {
      await bare.close();
    }
    assertError(await t.request('DELETE', '/v1/admin/ledger/trial-balance', { token: ADMIN_TOKEN }), 405, 'web.method_not_allowed');
  });

  it('answers 403 auth.forbidden to a valid credential without the right', async () => {
    const integratorOnOperatorRoute = await t.request('GET', '/v1/integrators', { token: integrator.token });
    assertError(integratorOnOperatorRoute, 403, 'auth.forbidden');
    assert.equal(integratorOnOperatorRoute.headers.get('www-authenticate'), null);
    assertError(await t.request('GET', '/v1/admin/ledger/trial-balance', { token: integrator.token }), 403, 'auth.forbidden');
    assertError(await t.request('GET', '/v1/transfers', { token: ADMIN_TOKEN }), 403, 'auth.forbidden');
  });

  it("answers HEAD wherever GET is answered, with GET's headers and no body", async () => {
    for (const [path, token] of [
      ['/health', undefined],
      ['/openapi.json', undefined],
      ['/v1/transfers', integrator.token],
      [`/v1/integrators/${integrator.id}`, integrator.token],
      ['/.well-known/oauth-authorization-server', undefined],
    ] as const) {
      const get = await t.request('GET', path, { token });
      const head = await t.request('HEAD', path, { token });
      assert.equal(head.status, 200, `HEAD ${path}: ${head.status}`);
      assert.equal(head.text, '');
      assert.equal(head.headers.get('content-type'), get.headers.get('content-type'), path);
      assert.ok(head.headers.get('x-request-id'));
    }
    assertError(await t.request('GET', '/v1/transfers'), 401, 'auth.unauthorized');
    assert.equal((await t.request('HEAD', '/v1/transfers')).status, 401, 'HEAD asks for the same credentials as GET');
  });

  it('declares WWW-Authenticate on 401, Retry-After on 429 and 503, and 403 on operator routes', async () => {
    const document = (await t.request('GET', '/openapi.json')).body;
    const responses = document.components.responses;
    assert.ok(responses.Error401.headers['WWW-Authenticate'], '401 declares WWW-Authenticate');
    assert.ok(responses.Error429.headers['Retry-After'], '429 declares Retry-After');
    assert.ok(responses.Error503.headers['Retry-After'], '503 declares Retry-After');
    assert.ok(document.paths['/v1/integrators'].get.responses['403'], 'an operator route declares its 403');
    assert.ok(document.paths['/v1/transfers'].get.responses['403'], 'an integrator route declares its 403');
  });
});
