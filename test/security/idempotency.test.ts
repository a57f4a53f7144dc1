// Idempotency records and secrets (issue 14, item 4), read as someone with a copy of the database would: no stored
// answer holds a secret in the clear, a replay is answered only to the principal that made the first request, and
// neither the dashboard nor the token endpoint keeps answers at all.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_TOKEN, startApp, type TestApp } from '../helpers/app.ts';
import { Visitor } from '../helpers/dashboard.ts';

const PASSWORD = 'a long enough password';

/** The part of a secret after its prefix (`whsec_`, `cs_`, `at_`): what a leak would show even if re-encoded. */
const bodyOf = (secret: string) => secret.slice(secret.indexOf('_') + 1);

async function storedAnswers(t: TestApp): Promise<Array<{ scope: string; response_body: string | null }>> {
  return t.db.query('SELECT scope, response_body FROM idempotency_keys');
}

async function assertNotStored(t: TestApp, secrets: string[]): Promise<void> {
  const rows = await storedAnswers(t);
  for (const secret of secrets) {
    for (const row of rows) assert.ok(!(row.response_body ?? '').includes(bodyOf(secret)), `a stored answer holds ${secret.slice(0, 6)}...`);
  }
}

describe('idempotency and secrets', () => {
  let t: TestApp;
  before(async () => {
    t = await startApp();
  });
  after(() => t.close());

  it('keeps answers that carry secrets sealed, and replays them to the same principal', async () => {
    const headers = { 'idempotency-key': 'create-with-secrets' };
    const body = { name: 'Sealed', email: 'sealed@example.com' };
    const created = await t.request('POST', '/v1/integrators', { token: ADMIN_TOKEN, body, headers });
    assert.equal(created.status, 201, created.text);
    const replayed = await t.request('POST', '/v1/integrators', { token: ADMIN_TOKEN, body, headers });
    assert.equal(replayed.status, 201);
    assert.equal(replayed.headers.get('idempotent-replayed'), 'true');
    assert.equal(replayed.text, created.text, 'the replay is the first answer, byte for byte');

    const token = await t.request('POST', '/v1/auth/token', {
      body: { grant_type: 'client_credentials', client_id: created.body.clientId, client_secret: created.body.clientSecret },
    });
    const bearer: string = token.body.access_token;
    const webhook = await t.request('POST', `/v1/integrators/${created.body.id}/update-webhook-secret`, {
      token: bearer,
      headers: { 'idempotency-key': 'rotate-webhook' },
    });
    assert.equal(webhook.status, 200);
    const again = await t.request('POST', `/v1/integrators/${created.body.id}/update-webhook-secret`, {
      token: bearer,
      headers: { 'idempotency-key': 'rotate-webhook' },
    });
    assert.equal(again.body.webhookSecret, webhook.body.webhookSecret, 'replayed, not rotated twice');
    assert.equal(again.headers.get('idempotent-replayed'), 'true');

    const rows = await storedAnswers(t);
    assert.ok(rows.length >= 2 && rows.every((row) => row.response_body?.startsWith('v1.')), 'every stored answer is sealed');
    await assertNotStored(t, [created.body.clientSecret, created.body.webhookSecret, webhook.body.webhookSecret]);
  });

  it('never replays one principal’s answer to another', async () => {
    const a = await t.createIntegrator();
    const b = await t.createIntegrator();
    const headers = { 'idempotency-key': 'same-key-two-callers' };
    const first = await t.request('POST', `/v1/integrators/${a.id}/update-webhook-secret`, { token: a.token, headers });
    assert.equal(first.status, 200);
    // B uses A's key on A's resource: refused as B (404, A's integrator does not exist for B), never A's stored answer.
    const stolen = await t.request('POST', `/v1/integrators/${a.id}/update-webhook-secret`, { token: b.token, headers });
    assert.equal(stolen.status, 404, stolen.text);
    assert.ok(!stolen.text.includes(first.body.webhookSecret));
    // Without credentials, the key does not reach the store at all.
    const anonymous = await t.request('POST', `/v1/integrators/${a.id}/update-webhook-secret`, { headers });
    assert.equal(anonymous.status, 401);
    assert.ok(!anonymous.text.includes(first.body.webhookSecret));
  });

  it('keeps nothing for the token endpoint: each call with the same key gets a token of its own', async () => {
    const integrator = await t.createIntegrator();
    const body = { grant_type: 'client_credentials', client_id: integrator.clientId, client_secret: integrator.clientSecret };
    const headers = { 'idempotency-key': 'token-key' };
    const one = await t.request('POST', '/v1/auth/token', { body, headers });
    const two = await t.request('POST', '/v1/auth/token', { body, headers });
    assert.equal(one.status, 200);
    assert.equal(two.status, 200);
    assert.notEqual(one.body.access_token, two.body.access_token);
    assert.equal(two.headers.get('idempotent-replayed'), null);
    await assertNotStored(t, [one.body.access_token, two.body.access_token]);
  });

  it('keeps nothing for the dashboard: a form replayed with its key after sign-out shows no secret', async () => {
    const integrator = await t.createIntegrator({ password: PASSWORD });
    const visitor = new Visitor(t.url);
    await visitor.signIn(String(integrator.email), PASSWORD);
    const { csrf } = await visitor.page('/dashboard/profile');
    const key = { 'idempotency-key': 'dashboard-reveal' };
    const revealed = await visitor.post('/dashboard/profile/webhook-secret', { _csrf: csrf ?? '' }, key);
    assert.equal(revealed.status, 200);
    assert.ok((await revealed.text()).includes(integrator.webhookSecret), 'the signed-in reveal shows the secret');
    const signOutPage = await visitor.page('/dashboard/profile');
    await visitor.post('/dashboard/sign-out', { _csrf: signOutPage.csrf ?? '' });
    visitor.cookies.clear();

    const replay = await visitor.post('/dashboard/profile/webhook-secret', { _csrf: csrf ?? '' }, key);
    assert.notEqual(replay.status, 200);
    assert.ok(!(await replay.text()).includes(integrator.webhookSecret), 'a replay without a session shows no secret');
    assert.equal(replay.headers.get('idempotent-replayed'), null);
    const dashboardRows = await t.db.query("SELECT 1 FROM idempotency_keys WHERE key = 'dashboard-reveal'");
    assert.equal(dashboardRows.length, 0, 'no key is kept for the dashboard');
  });
});
