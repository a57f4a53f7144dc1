// Rails are chosen in one place (src/rails/index.ts): a production process never constructs a sandbox adapter, a rail
// that is not configured is absent, and what needs it answers 503 rail.not_configured, having written nothing.
// Test pass: embedded only (database-independent: which rails a configuration wires)
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { business, individual } from '../helpers/beneficiaries.ts';

const SANDBOX_DIR = fileURLToPath(new URL('../../src/rails/sandbox/', import.meta.url));

/** Every class the sandbox adapters' files export. */
async function sandboxClasses(): Promise<Array<abstract new (...args: never[]) => unknown>> {
  const classes: Array<abstract new (...args: never[]) => unknown> = [];
  for (const file of readdirSync(SANDBOX_DIR).filter((name) => name.endsWith('.ts'))) {
    // The compiled module when the tests run compiled (npm test), the source through tsx otherwise: this file's extension.
    const exported = (await import(SANDBOX_DIR + file.replace(/\.ts$/, path.extname(import.meta.filename)))) as Record<string, unknown>;
    for (const value of Object.values(exported)) {
      if (typeof value === 'function' && /^class\s/.test(Function.prototype.toString.call(value)))
        classes.push(value as abstract new (...args: never[]) => unknown);
    }
  }
  return classes;
}

/** Every object reachable from `root` through own properties (the rails and everything they hold), but `skip`'s. */
function reachable(root: unknown, skip: unknown): unknown[] {
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || seen.has(value) || value === skip) return;
    if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return;
    seen.add(value);
    for (const child of Object.values(value)) visit(child);
  };
  visit(root);
  return [...seen];
}

describe('rails in production', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  before(async () => {
    t = await startApp({
      env: { PONTE_ENV: 'production', DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://unused@127.0.0.1:1/unused', SECRETS_KEY: 'cd'.repeat(32) },
    });
    integrator = await t.createIntegrator();
    // Production checks a callback URL by resolving its host, which this machine cannot: set one as the check would.
    await t.db.query("UPDATE integrators SET callback_url = 'https://hooks.example.com/ponte' WHERE id = $1", [integrator.id]);
  });
  after(() => t.close());

  it('constructs no sandbox adapter: neither among the rails nor anywhere the services hold', async () => {
    const classes = await sandboxClasses();
    assert.ok(classes.length >= 6, `the sandbox adapters were found (${classes.length})`);
    assert.equal(t.context.rails.sandbox, undefined);
    assert.equal(t.context.services.sandbox, undefined);
    // The database handle is the driver's (an embedded PostgreSQL holds its whole memory there): left out.
    for (const object of reachable(t.context, t.db)) {
      for (const sandboxClass of classes) assert.ok(!(object instanceof sandboxClass), `a ${sandboxClass.name} is wired in production`);
    }
  });

  it('leaves every unconfigured rail absent, and /ready says so', async () => {
    const { kyc, pixKeys, bankAccounts, pixCollection, pixCollector, copCollection, localPayouts, usdBank, usdPayouts, depositAddresses, depositChecker } =
      t.context.rails;
    assert.deepEqual(
      [kyc, pixKeys, bankAccounts, pixCollection, pixCollector, copCollection, usdBank, usdPayouts, depositAddresses, depositChecker],
      Array(10).fill(undefined),
    );
    assert.deepEqual(localPayouts, {});
    const ready = await t.request('GET', '/ready');
    assert.deepEqual(
      Object.entries(ready.body.rails).filter(([, adapter]) => adapter !== null),
      [['rates', 'public sources']],
    );
  });

  it('answers 503 rail.not_configured where a rail is missing, and writes nothing', async () => {
    for (const body of [individual('wiring-person'), business('wiring-business')]) {
      const created = await t.request('POST', '/v1/beneficiaries', { token: integrator.token, body });
      assert.equal(created.status, 503, created.text);
      assert.equal(created.body.code, 'rail.not_configured');
      assert.match(created.body.message, /verification partner is not configured/);
    }
    const [beneficiaries] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM beneficiaries WHERE integrator_id = $1', [integrator.id]);
    assert.equal(beneficiaries!.n, 0);

    const simulation = await t.request('POST', '/v1/payments/simulations', {
      token: integrator.token,
      body: { beneficiaryId: '8d1f2a0e-3c55-4f8a-9d7e-2b6c4a1e9f00', amount: { currencyCode: 'USDC', value: '10.00' } },
    });
    assert.equal(simulation.status, 503, simulation.text);
    assert.equal(simulation.body.code, 'rail.not_configured');
    assert.match(simulation.body.message, /US bank is not configured/);
  });

  it('has no sandbox routes', async () => {
    for (const [method, url] of [
      ['PUT', '/v1/sandbox/rates'],
      ['POST', '/v1/transfers/sandbox/crypto-deposit'],
      ['POST', '/v1/payments/sandbox/payment-in'],
      ['GET', '/sandbox/kyx/anything'],
    ] as const) {
      const response = await t.request(method, url, { token: integrator.token, ...(method === 'GET' ? {} : { body: {} }) });
      assert.equal(response.status, 404, `${method} ${url}`);
      assert.equal(response.body.code, 'web.no_handler');
    }
  });
});

describe("the rails' documents", () => {
  it('say that each adapter src/rails/index.ts constructs is wired', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/\.test-build\/$/, '/');
    const wiring = readFileSync(path.join(root, 'src/rails/index.ts'), 'utf8');
    for (const [doc, adapter] of [
      ['bcb-pix.md', 'BcbPixRail'],
      ['efi.md', 'EfiPayoutRail'],
      ['onfido.md', 'OnfidoKycPartner'],
    ] as const) {
      assert.match(wiring, new RegExp(`new ${adapter}\\(`), `src/rails/index.ts constructs ${adapter}`);
      const text = readFileSync(path.join(root, 'docs/rails', doc), 'utf8').replace(/\s+/g, ' ');
      assert.doesNotMatch(text, /not (yet )?wired|not wired into the app/i, `docs/rails/${doc} says ${adapter} is not wired, and it is`);
    }
  });
});
