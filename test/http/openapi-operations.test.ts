// /openapi.json names every operation and says what it shares once: a unique camelCase operationId and a declared tag
// on each, security on each (an empty list on public routes), X-Request-Id on every answer, Idempotency-Key on the
// POSTs and PUTs that take it, the error body written once and referenced, and a webhooks entry per event operation.
// Test pass: embedded only (database-independent: the served document)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startApp, type TestApp } from '../helpers/app.ts';

type Json = Record<string, any>;

describe('openapi operations', () => {
  let t: TestApp;
  let document: Json;
  before(async () => {
    t = await startApp();
    document = (await t.request('GET', '/openapi.json')).body;
  });
  after(() => t.close());

  const operations = (): Array<[string, string, Json]> => [
    ...Object.entries(document.paths as Json).flatMap(([path, item]) =>
      Object.entries(item as Json).map(([method, op]) => [`${method} ${path}`, method, op] as [string, string, Json]),
    ),
    ...Object.entries(document.webhooks as Json).flatMap(([name, item]) =>
      Object.entries(item as Json).map(([method, op]) => [`webhook ${name}`, method, op] as [string, string, Json]),
    ),
  ];

  it('gives every operation a unique camelCase operationId and a declared tag', () => {
    const declared = new Set((document.tags as Json[]).map((tag) => tag.name));
    for (const tag of document.tags as Json[]) assert.ok(tag.description, `tag ${tag.name} has no description`);
    const seen = new Map<string, string>();
    for (const [where, , operation] of operations()) {
      const id = operation.operationId;
      assert.match(id ?? '', /^[a-z][a-zA-Z0-9]+$/, `${where} has no camelCase operationId`);
      assert.ok(!seen.has(id), `${where} and ${seen.get(id)} share the operationId ${id}`);
      seen.set(id, where);
      assert.ok(operation.tags?.length > 0, `${where} has no tag`);
      for (const tag of operation.tags) assert.ok(declared.has(tag), `${where}: tag ${tag} is not declared at the top level`);
    }
  });

  it('says the security of every operation, an empty list on public ones', () => {
    const schemes = document.components.securitySchemes as Json;
    for (const [where, , operation] of operations()) {
      assert.ok(Array.isArray(operation.security), `${where} has no security`);
      for (const requirement of operation.security)
        for (const name of Object.keys(requirement)) assert.ok(schemes[name], `${where}: scheme ${name} undeclared`);
    }
    for (const path of ['/health', '/ready', '/openapi.json', '/.well-known/oauth-authorization-server']) {
      const [operation] = Object.values(document.paths[path] as Json) as Json[];
      assert.deepEqual(operation!.security, [], `${path} is public`);
    }
    // The token endpoint takes HTTP Basic client authentication, or none in the header (client_secret_post, in the body).
    assert.deepEqual(document.paths['/v1/auth/token'].post.security, [{ clientSecretBasic: [] }, {}]);
    assert.deepEqual(document.paths['/v1/integrators'].post.security, [{ adminBearer: [] }]);
    assert.deepEqual(document.paths['/v1/transfers'].post.security, [{ bearer: [] }]);
  });

  it('declares X-Request-Id on every answer and Idempotency-Key on the POSTs and PUTs that take it', () => {
    const resolve = (response: Json): Json => (response.$ref ? document.components.responses[response.$ref.split('/').pop()] : response);
    for (const [where, method, operation] of operations()) {
      if (where.startsWith('webhook')) continue;
      for (const [status, response] of Object.entries(operation.responses as Json)) {
        assert.ok(resolve(response).headers?.['X-Request-Id'], `${where} ${status} lacks X-Request-Id`);
      }
      const path = where.slice(method.length + 1);
      const takesKey = (method === 'post' || method === 'put') && path.startsWith('/v1/') && path !== '/v1/auth/token';
      const hasKey = (operation.parameters ?? []).some((parameter: Json) => parameter.$ref === '#/components/parameters/IdempotencyKey');
      assert.equal(hasKey, takesKey, `${where}: Idempotency-Key ${takesKey ? 'missing' : 'where it is ignored'}`);
    }
    assert.ok(document.components.responses.Error429.headers['Retry-After']);
  });

  it('writes the error body and the resources once, as named schemas', () => {
    const text = JSON.stringify(document.paths);
    assert.doesNotMatch(text, /Every non-2xx answer/, 'the error body is written out in a path');
    assert.match(JSON.stringify(document.components.schemas.Error), /Every non-2xx answer/);
    for (const name of ['Error', 'Transfer', 'TransferPage', 'Simulation', 'Beneficiary', 'VerificationRecord', 'Payment', 'PaymentContact']) {
      assert.ok(document.components.schemas[name], `no components/schemas/${name}`);
    }
    assert.deepEqual(document.paths['/v1/transfers/{id}'].get.responses['200'].content['application/json'].schema, { $ref: '#/components/schemas/Transfer' });
  });

  it('describes every event operation Ponte sends, with its data and signature headers', () => {
    const operations = [
      'ON_RAMP',
      'ON_RAMP_RETURNED',
      'OFF_RAMP',
      'PAYMENT_IN',
      'PAYMENT_OUT',
      'BENEFICIARY_BANK_ACCOUNT_VALIDATION',
      'BENEFICIARY_KYC',
      'BENEFICIARY_KYB',
      'BENEFICIARY_APPROVED',
      'TEST',
    ];
    assert.deepEqual(Object.keys(document.webhooks).sort(), [...operations].sort());
    for (const operation of operations) {
      const post = document.webhooks[operation].post;
      const headers = (post.parameters as Json[]).map((parameter) => parameter.name);
      for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) assert.ok(headers.includes(name), `${operation} lacks ${name}`);
      const envelope = document.components.schemas[post.requestBody.content['application/json'].schema.$ref.split('/').pop()];
      assert.equal(envelope.properties.operation.const, operation);
      assert.ok(envelope.properties.data, `${operation} has no data schema`);
    }
  });
});
