// The webhook endpoint methods against the real server: create (the secret shown once), list with the default endpoint,
// get, update, rotate the secret, delete; named types; errors as PonteError with the server's code.
// Test pass: embedded only (database-independent: the SDK)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createPonteClient, PonteError, type CreatedWebhookEndpoint, type PonteClient, type WebhookEndpoint } from '../src/index.ts';
import { startApp, type TestApp } from '../../test/helpers/app.ts';

describe('ponte.webhookEndpoints', () => {
  let t: TestApp;
  let ponte: PonteClient;

  before(async () => {
    t = await startApp();
    const integrator = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/callback' });
    ponte = createPonteClient({ baseUrl: t.url, clientId: integrator.clientId, clientSecret: integrator.clientSecret });
  });
  after(() => t.close());

  it('creates, lists, reads, changes, rotates and deletes an endpoint', async () => {
    const created: CreatedWebhookEndpoint = await ponte.webhookEndpoints.create({
      url: 'http://127.0.0.1:9/treasury',
      operations: ['ON_RAMP', 'OFF_RAMP'],
      description: 'treasury',
    });
    assert.match(created.secret, /^whsec_/);
    assert.deepEqual(created.operations, ['ON_RAMP', 'OFF_RAMP']);

    const page = await ponte.webhookEndpoints.list({ sort: 'createdAt,asc' });
    assert.deepEqual(
      page.content.map((endpoint) => [endpoint.default, endpoint.url]),
      [
        [true, 'http://127.0.0.1:9/callback'],
        [false, 'http://127.0.0.1:9/treasury'],
      ],
    );

    const read: WebhookEndpoint = await ponte.webhookEndpoints.get(created.id);
    assert.equal(read.description, 'treasury');
    assert.equal((read as { secret?: string }).secret, undefined, 'the secret is never read back');

    const changed = await ponte.webhookEndpoints.update(created.id, { enabled: false, operations: ['*'] });
    assert.equal(changed.enabled, false);
    assert.deepEqual(changed.operations, ['*']);

    const rotated = await ponte.webhookEndpoints.rotateSecret(created.id);
    assert.match(rotated.secret, /^whsec_/);
    assert.notEqual(rotated.secret, created.secret);

    await ponte.webhookEndpoints.delete(created.id);
    await assert.rejects(
      ponte.webhookEndpoints.get(created.id),
      (error: unknown) => error instanceof PonteError && error.status === 404 && error.code === 'webhook_endpoint.not_found',
    );
    const [defaultEndpoint] = (await ponte.webhookEndpoints.list()).content;
    await assert.rejects(
      ponte.webhookEndpoints.delete(defaultEndpoint!.id),
      (error: unknown) => error instanceof PonteError && error.code === 'webhook_endpoint.is_default',
    );
  });
});
