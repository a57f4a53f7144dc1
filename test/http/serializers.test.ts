// Response serializers are compiled at each route's first answer (src/http/lazy-serializers.ts), request validators at
// each route's first request (src/http/lazy-validators.ts), and every response and request schema the app declares
// compiles: what a lazy compile would otherwise find only at that answer or request.
// Test pass: embedded only (database-independent: compiles the declared requests and responses)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { buildApp } from '../../src/app.ts';
import { lazy, type SerializerFactory } from '../../src/http/lazy-serializers.ts';
import { lazy as lazyValidation, type ValidatorFactory } from '../../src/http/lazy-validators.ts';
import { ADMIN_TOKEN, startApp, type TestApp } from '../helpers/app.ts';

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

/** Fastify's own validator factory (Ajv), noting each route and request part it compiles. */
function countingValidators(compiled: string[]): ValidatorFactory {
  const factory = AjvCompiler() as unknown as (...args: unknown[]) => (route: { method: string; url: string; httpPart: string }) => unknown;
  return ((externalSchemas: unknown, options: unknown) => {
    const compile = factory(externalSchemas, options);
    return (route: { method: string; url: string; httpPart: string }) => {
      const validate = compile(route);
      compiled.push(`${route.method} ${route.url} ${route.httpPart}`);
      return validate;
    };
  }) as unknown as ValidatorFactory;
}

describe('response serializers and request validators', () => {
  let t: TestApp;
  /** The app with every serializer and validator compiled at start, as Fastify does by default, noting each. */
  let eager: Awaited<ReturnType<typeof buildApp>>;
  const eagerCompiled: string[] = [];
  const eagerValidators: string[] = [];
  before(async () => {
    t = await startApp();
    eager = await buildApp(t.context, { serializers: counting(eagerCompiled), validators: countingValidators(eagerValidators) });
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

  it('compiles every request schema the app declares (as Fastify does at start by default)', () => {
    assert.ok(eagerValidators.length > 100, `${eagerValidators.length} compiled`);
    for (const part of ['POST /v1/integrators body', 'GET /v1/transfers querystring', 'GET /v1/transfers/:id params']) {
      assert.ok(eagerValidators.includes(part), part);
    }
  });

  it('builds the app with lazy validators by default: a request schema is compiled at its route’s first request, not at start', async () => {
    const app = await buildApp(t.context);
    // A schema Ajv cannot compile (a reference to nothing): compiled at start, it fails ready(); compiled lazily, it
    // fails its route's first request only.
    app.post(
      '/v1/test/unresolvable',
      { config: { auth: 'none', errors: [] }, schema: { body: { type: 'object', properties: { a: { $ref: '#/definitions/none' } } } } },
      async () => ({}),
    );
    await app.ready();
    assert.equal((await app.inject({ method: 'POST', url: '/v1/test/unresolvable', payload: { a: 1 } })).statusCode, 500);
    assert.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
    await app.close();
  });

  it('compiles no validator at start and each at its first request, once, refusing as the eager one does', async () => {
    const compiled: string[] = [];
    const app = await buildApp(t.context, { validators: lazyValidation(countingValidators(compiled)) });
    await app.ready();
    assert.deepEqual(compiled, []);
    const send = (target: typeof app, payload: unknown) =>
      target.inject({ method: 'POST', url: '/v1/integrators', headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, payload: payload as object });
    const first = await send(app, { name: 42 });
    const second = await send(app, { email: 'not an address' });
    assert.equal(first.statusCode, 400);
    assert.equal(second.statusCode, 400);
    assert.deepEqual(compiled, ['POST /v1/integrators body']);
    const withoutId = (body: string) => ({ ...JSON.parse(body), requestId: undefined });
    assert.deepEqual(withoutId(first.body), withoutId((await send(eager, { name: 42 })).body));
    assert.deepEqual(withoutId(second.body), withoutId((await send(eager, { email: 'not an address' })).body));
    assert.ok(JSON.parse(second.body).errors.length > 0, second.body);
    await app.close();
  });
});
