// Response serializers are compiled at each route's first answer (src/http/lazy-serializers.ts), and every response
// the app declares compiles: what a lazy compile would otherwise find only at that answer.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { buildApp } from '../../src/app.ts';
import { lazy, type SerializerFactory } from '../../src/http/lazy-serializers.ts';
import { startApp, type TestApp } from '../helpers/app.ts';

/** Fastify's own serializer factory, noting each route and status it compiles. */
function counting(compiled: string[]): SerializerFactory {
  return (externalSchemas, options) => {
    const compile = SerializerSelector()(externalSchemas, options);
    return (route) => {
      const serialize = compile(route);
      compiled.push(`${route.method} ${route.url} ${route.httpStatus}`);
      return serialize;
    };
  };
}

describe('response serializers', () => {
  let t: TestApp;
  before(async () => {
    t = await startApp();
  });
  after(() => t.close());

  it('compiles every response the app declares (as Fastify does at start by default)', async () => {
    const compiled: string[] = [];
    const app = await buildApp(t.context, { serializers: counting(compiled) });
    await app.ready();
    assert.ok(compiled.length > 300, `${compiled.length} compiled`);
    assert.ok(compiled.includes('GET /v1/transfers/:id 200'));
    await app.close();
  });

  it('builds the app with lazy serializers by default: a response schema is compiled at its route’s first answer, not at start', async () => {
    const app = await buildApp(t.context);
    // A schema fast-json-stringify cannot compile (a reference to nothing): eager compilation fails the start with it.
    app.get('/v1/test/unresolvable', { config: { auth: 'none', errors: [] }, schema: { response: { 200: { type: 'object', properties: { a: { $ref: '#/definitions/none' } } } } } }, async () => ({ a: 1 }));
    await app.ready();
    assert.equal((await app.inject({ method: 'GET', url: '/v1/test/unresolvable' })).statusCode, 500);
    await app.close();
    const eager = await buildApp(t.context, { serializers: SerializerSelector() });
    eager.get('/v1/test/unresolvable', { config: { auth: 'none', errors: [] }, schema: { response: { 200: { type: 'object', properties: { a: { $ref: '#/definitions/none' } } } } } }, async () => ({ a: 1 }));
    await assert.rejects(async () => {
      await eager.ready();
    });
    await eager.close().catch(() => undefined);
  });

  it('compiles none at start and each at its first answer, once, serializing as the eager one does', async () => {
    const compiled: string[] = [];
    const app = await buildApp(t.context, { serializers: lazy(counting(compiled)) });
    await app.ready();
    assert.deepEqual(compiled, []);
    const first = await app.inject({ method: 'GET', url: '/health' });
    const second = await app.inject({ method: 'GET', url: '/health' });
    assert.equal(first.statusCode, 200);
    assert.deepEqual(compiled, ['GET /health 200']);
    assert.equal(second.body, first.body);
    const eager = await buildApp(t.context, { serializers: SerializerSelector() });
    assert.equal((await eager.inject({ method: 'GET', url: '/health' })).body.replace(/"uptimeSeconds":[\d.]+/, ''), first.body.replace(/"uptimeSeconds":[\d.]+/, ''));
    await eager.close();
    await app.close();
  });
});
