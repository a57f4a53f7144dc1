// The audit log: what the operator does and what changes an integrator's secrets, callback URL, fee or status is
// recorded with who and when, by API or dashboard, never with a secret; GET /v1/admin/audit-log lists it newest first
// with the contract's filters; and the database refuses to alter it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_TOKEN, startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { approved } from '../helpers/approvals.ts';
import { Visitor } from '../helpers/dashboard.ts';

describe('audit log', () => {
  let t: TestApp;
  let integrator: TestIntegrator;

  before(async () => {
    t = await startApp();
    integrator = await t.createIntegrator({ name: 'Audited', password: 'a long password 1' });
  });
  after(async () => {
    await t.close();
  });

  const log = async (query = '') => {
    const response = await t.request('GET', `/v1/admin/audit-log${query}`, { token: ADMIN_TOKEN });
    assert.equal(response.status, 200, response.text);
    return response.body;
  };
  const ofIntegrator = async (id: string, extra = '') => (await log(`?filterEq=integratorId:${id}${extra}&size=100`)).content as any[];

  it("records the operator's creation of an integrator, with the request that made it", async () => {
    const created = await t.request('POST', '/v1/integrators', {
      token: ADMIN_TOKEN,
      headers: { 'x-request-id': 'create-gamma-1' },
      body: { name: 'Gamma', email: 'gamma-audit@example.com', integratorFeeBps: 12 },
    });
    assert.equal(created.status, 201, created.text);
    const [entry, ...rest] = await ofIntegrator(created.body.id);
    assert.equal(rest.length, 0);
    assert.equal(entry.action, 'integrator.created');
    assert.deepEqual(entry.actor, { type: 'operator', id: 'admin', name: 'bootstrap', credential: 'admin_token' });
    assert.deepEqual(entry.resource, { type: 'integrator', id: created.body.id });
    assert.equal(entry.requestId, 'create-gamma-1');
    assert.equal(entry.details.integratorFeeBps, 12);
    assert.ok(Math.abs(Date.parse(entry.at) - Date.now()) < 60_000, entry.at);
    assert.ok(!JSON.stringify(entry).includes(created.body.clientSecret) && !JSON.stringify(entry).includes(created.body.webhookSecret));
  });

  it("records an integrator's own changes of its callback URL (old and new) and of its secrets, never the secrets", async () => {
    const first = await t.request('PATCH', `/v1/integrators/${integrator.id}`, { token: integrator.token, body: { callbackUrl: 'http://127.0.0.1:9/first' } });
    assert.equal(first.status, 200, first.text);
    const second = await t.request('PATCH', `/v1/integrators/${integrator.id}`, {
      token: integrator.token,
      body: { callbackUrl: 'http://127.0.0.1:9/second', name: 'Audited' },
    });
    assert.equal(second.status, 200, second.text);
    const webhook = await t.request('POST', `/v1/integrators/${integrator.id}/update-webhook-secret`, { token: integrator.token });
    assert.equal(webhook.status, 200, webhook.text);

    const entries = await ofIntegrator(integrator.id);
    // Newest first; the unchanged name of the second PATCH is no change.
    assert.deepEqual(
      entries.map((entry) => entry.action),
      ['integrator.webhook_secret_rotated', 'integrator.callback_url_changed', 'integrator.callback_url_changed', 'integrator.created'],
    );
    const [rotated, secondUrl, firstUrl] = entries;
    assert.deepEqual(secondUrl.details, { from: 'http://127.0.0.1:9/first', to: 'http://127.0.0.1:9/second' });
    assert.deepEqual(firstUrl.details, { from: null, to: 'http://127.0.0.1:9/first' });
    assert.deepEqual(rotated.actor, { type: 'integrator', id: integrator.id });
    assert.deepEqual(rotated.details, {});
    assert.equal(rotated.requestId, webhook.headers.get('x-request-id'));
    assert.ok(!JSON.stringify(entries).includes(webhook.body.webhookSecret));

    // The operator rotating the client secret is the operator.
    const client = await t.request('POST', `/v1/integrators/${integrator.id}/update-client-secret`, { token: ADMIN_TOKEN });
    assert.equal(client.status, 200, client.text);
    const [latest] = await ofIntegrator(integrator.id);
    assert.equal(latest.action, 'integrator.client_secret_rotated');
    assert.deepEqual(latest.actor, { type: 'operator', id: 'admin', name: 'bootstrap', credential: 'admin_token' });
    assert.ok(!JSON.stringify(latest).includes(client.body.clientSecret));
  });

  it('records the changes made on the dashboard as the integrator', async () => {
    const visitor = new Visitor(t.url);
    assert.equal((await visitor.signIn(String(integrator.email), 'a long password 1')).status, 303);
    const { csrf } = await visitor.page('/dashboard/profile');
    assert.equal((await visitor.post('/dashboard/profile/callback-url', { _csrf: csrf ?? '', callbackUrl: 'http://127.0.0.1:9/from-dashboard' })).status, 303);
    const rotated = await visitor.post('/dashboard/profile/webhook-secret/rotate', { _csrf: csrf ?? '' });
    assert.equal(rotated.status, 200);
    const page = await rotated.text();

    const [secret, url] = await ofIntegrator(integrator.id);
    assert.equal(secret.action, 'integrator.webhook_secret_rotated');
    assert.deepEqual(secret.actor, { type: 'integrator', id: integrator.id });
    assert.equal(url.action, 'integrator.callback_url_changed');
    assert.deepEqual(url.details, { from: 'http://127.0.0.1:9/second', to: 'http://127.0.0.1:9/from-dashboard' });
    const shown = /id="webhook-secret"[^>]*>([^<]+)</.exec(page)?.[1];
    assert.ok(shown?.startsWith('whsec_'), 'the page shows the new secret');
    assert.ok(!JSON.stringify(secret).includes(shown ?? 'whsec_'));
  });

  it("records the operator's fee and status changes, one entry a field, and lists by the contract's filters", async () => {
    const patched = await approved(
      t,
      await t.request('PATCH', `/v1/integrators/${integrator.id}`, {
        token: ADMIN_TOKEN,
        body: { integratorFeeBps: 30, status: 'SUSPENDED', reason: 'renegotiated; paused meanwhile' },
      }),
    );
    assert.equal(patched.status, 200, patched.text);
    const back = await t.request('PATCH', `/v1/integrators/${integrator.id}`, { token: ADMIN_TOKEN, body: { status: 'ACTIVE' } });
    assert.equal(back.status, 200, back.text);

    const suspended = (await log(`?filterEq=action:integrator.suspended,resource.id:${integrator.id}`)).content;
    assert.equal(suspended.length, 1);
    assert.deepEqual(suspended[0].details, { from: 'ACTIVE', to: 'SUSPENDED' });
    const fee = (await log(`?filterEq=action:integrator.fee_changed,integratorId:${integrator.id}`)).content;
    assert.deepEqual(
      fee.map((entry: any) => entry.details),
      [{ from: 0, to: 30 }],
    );
    assert.equal((await log(`?filterEq=details.to:ACTIVE,integratorId:${integrator.id}`)).content[0].action, 'integrator.reactivated');

    const byOperator = await log(
      `?filterEq=actor.type:operator,integratorId:${integrator.id}&filterOr=action:integrator.suspended,action:integrator.reactivated`,
    );
    assert.deepEqual(
      byOperator.content.map((entry: any) => entry.action),
      ['integrator.reactivated', 'integrator.suspended'],
    );
    assert.equal(byOperator.totalElements, 2);
    const oldest = await log(`?filterEq=integratorId:${integrator.id}&sort=at,asc&size=1`);
    assert.equal(oldest.content[0].action, 'integrator.created');
    assert.equal(oldest.size, 1);
  });

  it('is for the operator only, and answers bad list queries with 400', async () => {
    const other = await t.createIntegrator();
    assert.equal((await t.request('GET', `/v1/integrators/${other.id}`, { token: other.token })).status, 200);
    assert.equal((await t.request('GET', '/v1/admin/audit-log', { token: other.token })).status, 403);
    const unknown = await t.request('GET', '/v1/admin/audit-log?filterEq=secret:x', { token: ADMIN_TOKEN });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.code, 'filter.invalid_field');
    assert.equal((await t.request('GET', '/v1/admin/audit-log?size=0', { token: ADMIN_TOKEN })).body.code, 'page.invalid');
  });

  it('cannot be altered: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    assert.ok((before[0]?.n ?? 0) > 0);
    await assert.rejects(t.db.query(`UPDATE audit_log SET actor_id = 'someone else'`), /append-only/);
    await assert.rejects(t.db.query(`UPDATE audit_log SET details = '{}' WHERE action = 'integrator.suspended'`), /append-only/);
    await assert.rejects(t.db.query('DELETE FROM audit_log'), /append-only/);
    await assert.rejects(t.db.query('TRUNCATE audit_log'), /append-only/);
    assert.deepEqual(await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'), before);
    assert.equal((await t.db.query(`SELECT 1 FROM audit_log WHERE actor_id = 'someone else'`)).length, 0);
  });
});
