// Response serializers are compiled at each route's first answer (src/http/lazy-serializers.ts), and every response
// the app declares compiles: what a lazy compile would otherwise find only at that answer.
// Test pass: embedded only (database-independent: compiles the declared responses)
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
  /** The app with every serializer compiled at start, as Fastify does by default, noting each. */
  let eager: Awaited<ReturnType<typeof buildApp>>;
  const eagerCompiled: string[] = [];
  before(async () => {
    t = await startApp();
    eager = await buildApp(t.context, { serializers: counting(eagerCompiled) });
    await eager.ready();
  });
  after(async () => {
    await eager.close();
    await t.close();
  });

  it('compiles every response the app declares (as Fastify does at start by default)', () => {
    assert.ok(eagerCompiled.length > 300, `${eagerCompiled.length} compiled`);
    assert.ok(eagerCompiled.includes('GET /v1/transfers/:id 200'));
  });

  it('builds the app with lazy serializers by default: a response schema is compiled at its route’s first answer, not at start', async () => {
    const app = await buildApp(t.context);
    // A schema fast-json-stringify cannot compile (a reference to nothing): compiled at start, as Fastify's default
    // compiler does, it fails ready() (as it did before the lazy default); compiled lazily, it fails its route's
    // first answer only.
    app.get(
      '/v1/test/unresolvable',
      { config: { auth: 'none', errors: [] }, schema: { response: { 200: { type: 'object', properties: { a: { $ref: '#/definitions/none' } } } } } },
      async () => ({ a: 1 }),
    );
    await app.ready();
    assert.equal((await app.inject({ method: 'GET', url: '/v1/test/unresolvable' })).statusCode, 500);
    assert.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
    await app.close();
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
    const uptime = /"uptimeSeconds":[\d.]+/;
    assert.equal((await eager.inject({ method: 'GET', url: '/health' })).body.replace(uptime, ''), first.body.replace(uptime, ''));
    await app.close();
  });
});
