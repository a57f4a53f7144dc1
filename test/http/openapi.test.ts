// /openapi.json is valid OpenAPI 3.1, lists every route with its error answers; /docs, /health, /ready and /metrics.
// Test pass: embedded only (database-independent: the served document)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { ADMIN_TOKEN, startApp, type TestApp } from '../helpers/app.ts';

describe('openapi and operations', () => {
  let t: TestApp;
  before(async () => {
    t = await startApp();
  });
  after(() => t.close());

  it('is valid OpenAPI 3.1 by an independent validator', async () => {
    const response = await t.request('GET', '/openapi.json');
    assert.equal(response.status, 200);
    assert.equal(response.body.openapi, '3.1.0');
    const validator = new Validator();
    const result = await validator.validate(response.body);
    assert.equal(result.valid, true, JSON.stringify(result.errors, null, 2));
  });

  it('lists every route of the server, each with its error answers', async () => {
    const document = (await t.request('GET', '/openapi.json')).body;
    const paths = document.paths as Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown }>>;
    const expected = [
      ['post', '/v1/integrators'],
      ['get', '/v1/integrators'],
      ['get', '/v1/integrators/{integratorId}'],
      ['patch', '/v1/integrators/{integratorId}'],
      ['get', '/v1/integrators/{integratorId}/webhook-secret'],
      ['post', '/v1/integrators/{integratorId}/update-webhook-secret'],
      ['post', '/v1/auth/token'],
      ['get', '/health'],
      ['get', '/ready'],
      ['get', '/metrics'],
    ];
    for (const [method, path] of expected) {
      const operation = paths[path!]?.[method!];
      assert.ok(operation, `${method} ${path} is missing`);
      assert.ok(operation.responses['500'], `${method} ${path} has no 500`);
    }
    // Every /v1 route the server has appears, with 401 and 429 where it needs auth.
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!path.startsWith('/v1/') || path === '/v1/auth/token') continue;
        assert.ok(operation.responses['401'], `${method} ${path} lacks 401`);
        assert.ok(operation.responses['429'], `${method} ${path} lacks 429`);
        assert.ok(operation.security, `${method} ${path} lacks security`);
      }
    }
    const served = t.app.routeList.map(({ method, url }) => `${method.toLowerCase()} ${url.replace(/:(\w+)/g, '{$1}')}`).sort();
    const documented = Object.entries(paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`))
      .sort();
    assert.deepEqual(documented, served);
  });

  it('serves a readable reference at /docs from this process', async () => {
    const response = await fetch(`${t.url}/docs/`, { redirect: 'follow' });
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(html, /swagger/i);
    assert.doesNotMatch(html, /https?:\/\/(cdn|unpkg|cdnjs)/i, '/docs loads assets from a CDN');
  });

  it('answers /health and /ready', async () => {
    assert.deepEqual((await t.request('GET', '/health')).body, { status: 'ok' });
    assert.equal((await t.request('GET', '/ready')).body.status, 'ready');
  });

  it('counts requests by route and status in /metrics', async () => {
    await t.request('GET', '/v1/integrators', { token: ADMIN_TOKEN });
    await t.request('GET', '/v1/integrators/123', { token: 'nope' });
    const text = (await t.request('GET', '/metrics')).text;
    assert.match(text, /http_requests_total\{method="GET",route="\/v1\/integrators",status="200"\} 1/);
    assert.match(text, /http_requests_total\{method="GET",route="\/v1\/integrators\/:integratorId",status="401"\} 1/);
    assert.match(text, /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/v1\/integrators",status="200"\}/);
  });
});
