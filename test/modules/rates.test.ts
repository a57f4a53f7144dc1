// Sandbox market rates (contract section 4): the starting rates, PUT /v1/sandbox/rates, kept in the database so every
// process sees the same, and absent outside the sandbox.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../../src/app.ts';
import { SandboxRates } from '../../src/rails/sandbox/rates.ts';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';

describe('sandbox market rates', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  before(async () => {
    t = await startApp();
    integrator = await t.createIntegrator();
  });
  after(() => t.close());

  const put = (body: unknown, token = integrator.token) => t.request('PUT', '/v1/sandbox/rates', { token, body });

  it('starts at USDC/BRL 5.30000000 and USDC/COP 3900.00000000', async () => {
    const response = await t.request('GET', '/v1/sandbox/rates', { token: integrator.token });
    assert.equal(response.status, 200, response.text);
    assert.deepEqual(
      response.body.map((rate: { quote: string; rate: string }) => [rate.quote, rate.rate]),
      [
        ['BRL', '5.30000000'],
        ['COP', '3900.00000000'],
      ],
    );
  });

  it('sets the integrator’s own rate, which every provider on the database then reads for it', async () => {
    const response = await put({ base: 'USDC', quote: 'BRL', rate: '5.35' });
    assert.equal(response.status, 200, response.text);
    assert.equal(response.body.base, 'USDC');
    assert.equal(response.body.quote, 'BRL');
    assert.equal(response.body.rate, '5.35000000');
    assert.match(response.body.updatedAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    // Another process is another provider over the same database.
    const elsewhere = new SandboxRates(t.db);
    assert.equal((await elsewhere.marketRate('BRL', integrator.id)).rate.toFixed(8), '5.35000000');
    assert.equal((await t.context.rails.rates.marketRate('COP', integrator.id)).rate.toFixed(8), '3900.00000000');
    // The shared market rate, which other integrators price with, has not moved (test/security/rates.test.ts).
    assert.equal((await elsewhere.marketRate('BRL')).rate.toFixed(8), '5.30000000');

    const number = await put({ base: 'USDC', quote: 'COP', rate: 3950.12345678 });
    assert.equal(number.status, 200, number.text);
    assert.equal((await elsewhere.marketRate('COP', integrator.id)).rate.toFixed(), '3950.12345678');
  });

  it('answers 400 to a bad body and changes nothing', async () => {
    const bad: Array<[unknown, string]> = [
      [{ base: 'USDC', quote: 'BRL', rate: '5.123456789' }, '/rate'],
      [{ base: 'USDC', quote: 'BRL', rate: 5.123456789 }, '/rate'],
      [{ base: 'USDC', quote: 'BRL', rate: '0' }, '/rate'],
      [{ base: 'USDC', quote: 'BRL', rate: 0 }, '/rate'],
      [{ base: 'USDC', quote: 'BRL', rate: '-1' }, '/rate'],
      [{ base: 'USDC', quote: 'BRL', rate: '1e2' }, '/rate'],
      [{ base: 'USDC', quote: 'BRL', rate: 1e12 }, '/rate'],
      [{ base: 'USDC', quote: 'EUR', rate: '5' }, '/quote'],
      [{ base: 'USD', quote: 'BRL', rate: '5' }, '/base'],
      [{ base: 'USDC', quote: 'BRL' }, '/rate'],
      [{ base: 'USDC', quote: 'BRL', rate: '5', extra: true }, '/extra'],
    ];
    for (const [body, path] of bad) {
      const response = await put(body);
      assert.equal(response.status, 400, `${JSON.stringify(body)}: ${response.text}`);
      assert.equal(response.body.code, 'validation.failed');
      assert.ok(
        response.body.errors.some((error: { path: string }) => error.path === path),
        `${JSON.stringify(body)}: ${response.text}`,
      );
    }
    const empty = await t.request('PUT', '/v1/sandbox/rates', { token: integrator.token, raw: '', headers: { 'content-type': 'application/json' } });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.code, 'web.invalid_or_missing_body');
    assert.equal((await t.context.rails.rates.marketRate('BRL', integrator.id)).rate.toFixed(8), '5.35000000');
  });

  it('needs an integrator token', async () => {
    assert.equal((await put({ base: 'USDC', quote: 'BRL', rate: '6' }, '')).status, 401);
    assert.equal((await t.request('GET', '/v1/sandbox/rates')).status, 401);
  });

  it('does not exist in production', async () => {
    const production = await buildApp({ ...t.context, config: { ...t.config, env: 'production' } });
    try {
      for (const method of ['GET', 'PUT'] as const) {
        const response = await production.inject({
          method,
          url: '/v1/sandbox/rates',
          headers: { authorization: `Bearer ${integrator.token}` },
          payload: method === 'PUT' ? { base: 'USDC', quote: 'BRL', rate: '6' } : undefined,
        });
        assert.equal(response.statusCode, 404);
        assert.equal(response.json().code, 'web.no_handler');
      }
    } finally {
      await production.close();
    }
  });
});
