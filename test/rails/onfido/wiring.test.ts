// Where Onfido is the verification partner: wherever ONFIDO_* is set, in production and in a sandbox alike; elsewhere
// the sandbox has its own partner and production none. POST /webhooks/kyc exists only beside a partner that sends
// notices, and /openapi.json (the integrators' API) never lists it.
// Test pass: embedded only (database-independent: which rails a configuration wires)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { OnfidoKycPartner } from '../../../src/rails/onfido/adapter.ts';
import { SandboxKycPartner } from '../../../src/rails/sandbox/kyc.ts';
import { startApp, type TestApp } from '../../helpers/app.ts';

const ONFIDO_ENV = {
  // Never called here: nothing in these tests opens a session.
  ONFIDO_API_URL: 'http://127.0.0.1:1/v3.6',
  ONFIDO_API_TOKEN: 'api_sandbox.wiring-token',
  ONFIDO_WORKFLOW_ID: '3c1d2b7a-9e4f-4d6a-8b5c-0f1e2d3c4b5a',
  ONFIDO_WEBHOOK_TOKEN: 'wiring-webhook-token',
};
const PRODUCTION_ENV = {
  PONTE_ENV: 'production',
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://unused@127.0.0.1:1/unused',
  SECRETS_KEY: 'cd'.repeat(32),
};

/** An unsigned notice: refused by a partner that checks signatures, unrouted where there is none. */
const postNotice = (t: TestApp) =>
  t.request('POST', '/webhooks/kyc', { raw: '{"payload":{"resource_type":"workflow_run"}}', headers: { 'content-type': 'application/json' } });

describe('the verification partner chosen from ONFIDO_*', () => {
  const apps: TestApp[] = [];
  let sandbox: TestApp;
  let sandboxWithOnfido: TestApp;
  let production: TestApp;
  before(async () => {
    sandbox = await startApp();
    sandboxWithOnfido = await startApp({ env: ONFIDO_ENV });
    production = await startApp({ env: { ...PRODUCTION_ENV, ...ONFIDO_ENV } });
    apps.push(sandbox, sandboxWithOnfido, production);
  });
  after(() => Promise.all(apps.map((app) => app.close())));

  it('is Onfido in production and in a sandbox that configures it, the sandbox partner in a sandbox that does not', () => {
    assert.ok(production.context.rails.kyc instanceof OnfidoKycPartner);
    assert.ok(sandboxWithOnfido.context.rails.kyc instanceof OnfidoKycPartner);
    assert.ok(sandbox.context.rails.kyc instanceof SandboxKycPartner);
  });

  it('is named in /ready', async () => {
    const verification = async (app: TestApp) => (await app.request('GET', '/ready')).body.rails.verification;
    assert.deepEqual(await Promise.all(apps.map(verification)), ['sandbox', 'Onfido', 'Onfido']);
  });

  it('serves POST /webhooks/kyc only beside Onfido, and leaves it out of /openapi.json', async () => {
    const refused = await postNotice(production);
    assert.equal(refused.status, 401, refused.text);
    assert.equal(refused.body.code, 'auth.unauthorized');
    assert.equal((await postNotice(sandboxWithOnfido)).status, 401);
    const absent = await postNotice(sandbox);
    assert.equal(absent.status, 404);
    assert.equal(absent.body.code, 'web.no_handler');
    for (const app of apps) {
      const paths = Object.keys((await app.request('GET', '/openapi.json')).body.paths);
      assert.ok(paths.length > 10 && !paths.some((path) => path.startsWith('/webhooks/')), 'no partner webhook in the integrators’ API');
    }
  });

  it('takes any content type as the bytes the partner signed, and no other route takes raw bytes', async () => {
    const form = await production.request('POST', '/webhooks/kyc', { raw: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(form.status, 401, 'read and refused by the partner, not by a parser');
    // Outside the webhook's scope, JSON stays the only body the API reads.
    const elsewhere = await production.request('POST', '/v1/auth/token', {
      raw: Buffer.from('grant_type=x'),
      headers: { 'content-type': 'application/octet-stream' },
    });
    assert.equal(elsewhere.status, 415, elsewhere.text);
  });
});
