// Resource methods and their per-call options against the real server: an idempotency key of the caller's replays
// the first answer; maxRetries and retryBaseMs per call override the client's; integrators, beneficiaries, events and
// the sandbox answer through their methods with the named types.
// Test pass: embedded only (database-independent: the SDK)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createPonteClient, PonteError, type Beneficiary, type PonteClient, type SandboxClock } from '../src/index.ts';
import { startApp, type TestApp, type TestIntegrator } from '../../test/helpers/app.ts';

describe('resource methods', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let ponte: PonteClient;
  /** Requests to paths containing `failing` answer 503 this many more times before reaching the server. */
  let failures = 0;
  let failing = '';
  const attempts: string[] = [];

  before(async () => {
    t = await startApp();
    integrator = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/never' });
    const flaky: typeof fetch = async (input, init) => {
      const url = String(input);
      attempts.push(`${init?.method ?? 'GET'} ${new URL(url).pathname} ${new Headers(init?.headers).get('idempotency-key') ?? ''}`);
      if (failing && url.includes(failing) && failures > 0) {
        failures--;
        return new Response(JSON.stringify({ code: 'service.unavailable', message: 'try again', requestId: 'r' }), { status: 503 });
      }
      return fetch(input, init);
    };
    ponte = createPonteClient({
      baseUrl: t.url,
      clientId: integrator.clientId,
      clientSecret: integrator.clientSecret,
      fetch: flaky,
      maxRetries: 3,
      retryBaseMs: 1,
    });
  });
  after(() => t.close());

  it('sends the caller’s idempotency key, so a repeated call replays the first answer', async () => {
    const first = await ponte.webhooks.test({ idempotencyKey: 'order-42-test' });
    const second = await ponte.webhooks.test({ idempotencyKey: 'order-42-test' });
    const third = await ponte.webhooks.test();
    assert.equal(second.eventId, first.eventId);
    assert.notEqual(third.eventId, first.eventId);
    assert.ok(attempts.filter((line) => line.startsWith('POST /v1/webhooks/test order-42-test')).length === 2);
  });

  it('takes maxRetries per call over the client’s', async () => {
    failing = '/v1/integrators/';
    failures = 2;
    attempts.length = 0;
    await assert.rejects(ponte.integrators.get(integrator.id, { maxRetries: 0 }), (error: unknown) => error instanceof PonteError && error.status === 503);
    assert.equal(attempts.filter((line) => line.startsWith('GET /v1/integrators/')).length, 1, 'no retry');
    const profile = await ponte.integrators.get(integrator.id, { maxRetries: 1 });
    assert.equal(profile.id, integrator.id, 'one retry was enough for the one failure left');
    failures = 4;
    await assert.rejects(ponte.integrators.get(integrator.id), (error: unknown) => error instanceof PonteError && error.status === 503);
    assert.equal(attempts.filter((line) => line.startsWith('GET /v1/integrators/')).length, 1 + 2 + 4, 'the client’s 3 retries');
    failing = '';
  });

  it('creates, reads and lists through the resources, and walks the events', async () => {
    const beneficiary: Beneficiary = await ponte.beneficiaries.create({
      integratorBeneficiaryId: 'resources-1',
      type: 'INDIVIDUAL',
      country: 'BR',
      person: {
        firstName: 'Ana',
        lastName: 'Souza',
        idNumber: '52998224725',
        email: 'ana.souza@example.com',
        phoneNumber: '+5511987654321',
        dateOfBirth: '1990-05-17',
        citizenship: 'BR',
        address: { streetOne: 'Rua Augusta 100', city: 'São Paulo', state: 'SP', zipcode: '01304-000', country: 'BR' },
      },
    });
    assert.equal((await ponte.beneficiaries.get(beneficiary.id)).integratorBeneficiaryId, 'resources-1');
    const page = await ponte.beneficiaries.list({ filterEq: { integratorBeneficiaryId: 'resources-1' } });
    assert.deepEqual(
      page.content.map((item) => item.id),
      [beneficiary.id],
    );
    const operations: string[] = [];
    for await (const event of ponte.webhooks.events.list.all({ size: 1, sort: 'createdAt,asc' })) operations.push(event.operation);
    assert.deepEqual(operations, ['TEST', 'TEST', 'BENEFICIARY_KYC']);
    const rate = await ponte.sandbox.rates.set({ base: 'USDC', quote: 'BRL', rate: '5.40' });
    assert.equal(rate.rate, '5.40000000');
    const rates = await ponte.sandbox.rates.list();
    assert.equal(rates.find((candidate) => candidate.quote === 'BRL')?.rate, '5.40000000');
    const verification = await ponte.beneficiaries.verification(beneficiary.id);
    assert.equal(verification.beneficiaryId, beneficiary.id);
    assert.ok(verification.steps[0]?.uploadLink, 'the open step carries its upload link');
  });

  it('moves the sandbox clock: ponte.sandbox.clock.advance(seconds)', async () => {
    const moved: SandboxClock = await ponte.sandbox.clock.advance(120);
    assert.equal(moved.offsetSeconds, 120);
    assert.equal((await ponte.sandbox.clock.get()).offsetSeconds, 120);
    await assert.rejects(ponte.sandbox.clock.advance(0), (error: unknown) => error instanceof PonteError && error.status === 400);
  });

  it('answers who the caller is, and creates, lists and revokes API keys', async () => {
    assert.equal((await ponte.integrators.me()).id, integrator.id);
    const key = await ponte.apiKeys.create({ label: 'reporting' });
    assert.ok(key.clientSecret, 'the secret is shown on creation');
    const keys = await ponte.apiKeys.list();
    assert.ok(keys.content.some((listed) => listed.id === key.id && listed.label === 'reporting'));
    const revoked = await ponte.apiKeys.revoke(key.id);
    assert.ok(revoked.revokedAt, 'revoked');
  });
});
