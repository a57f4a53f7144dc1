// The dashboard's webhook endpoints page over plain HTTP, as a browser posts its forms: add an endpoint (its secret
// shown once), edit its subscriptions, disable it, rotate its secret, delete it; the default endpoint listed and kept.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { Visitor } from '../helpers/dashboard.ts';

const PASSWORD = 'a long enough password';

describe('dashboard: webhook endpoints', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let visitor: Visitor;

  /** Posts a form whose fields may repeat (checkboxes). */
  const submit = (route: string, fields: Array<[string, string]>) =>
    visitor.fetch(route, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  const endpointsOf = async () => (await t.request('GET', '/v1/webhook-endpoints?sort=createdAt,asc', { token: integrator.token })).body.content;

  before(async () => {
    t = await startApp();
    integrator = await t.createIntegrator({ password: PASSWORD, callbackUrl: 'http://127.0.0.1:9/callback' });
    visitor = new Visitor(t.url);
    assert.equal((await visitor.signIn(String(integrator.email), PASSWORD)).status, 303);
  });
  after(() => t.close());

  it('adds, edits, disables, rotates and deletes an endpoint, and keeps the default one', async () => {
    const list = await visitor.page('/dashboard/webhook-endpoints');
    assert.equal(list.response.status, 200);
    assert.match(list.text, /aria-current="page">Webhook endpoints</);
    assert.match(list.text, /http:\/\/127\.0\.0\.1:9\/callback<\/a> <span class="badge badge-neutral">default<\/span>/);
    const csrf = list.csrf ?? '';

    const refused = await submit('/dashboard/webhook-endpoints', [
      ['_csrf', csrf],
      ['url', 'http://10.0.0.1/'],
      ['subscribe', 'all'],
    ]);
    assert.equal(refused.status, 400);
    assert.match(await refused.text(), /<strong>URL<\/strong>/);
    assert.equal(
      (
        await submit('/dashboard/webhook-endpoints', [
          ['url', 'http://127.0.0.1:9/x'],
          ['subscribe', 'all'],
        ])
      ).status,
      403,
      'no CSRF token, no change',
    );

    const added = await submit('/dashboard/webhook-endpoints', [
      ['_csrf', csrf],
      ['url', 'http://127.0.0.1:9/treasury'],
      ['description', 'treasury'],
      ['subscribe', 'some'],
      ['operations', 'ON_RAMP'],
      ['operations', 'OFF_RAMP'],
    ]);
    assert.equal(added.status, 201);
    const secret = /id="endpoint-secret" data-copy>(whsec_[^<]+)</.exec(await added.text())?.[1];
    assert.ok(secret, 'the secret is shown once, on the answer');
    const [, endpoint] = await endpointsOf();
    assert.deepEqual([endpoint.url, endpoint.description, endpoint.operations], ['http://127.0.0.1:9/treasury', 'treasury', ['ON_RAMP', 'OFF_RAMP']]);
    assert.ok(!(await visitor.page('/dashboard/webhook-endpoints')).text.includes(secret), 'and never again');

    const edit = await visitor.page(`/dashboard/webhook-endpoints/${endpoint.id}`);
    assert.match(edit.text, /value="ON_RAMP" checked/);
    const saved = await submit(`/dashboard/webhook-endpoints/${endpoint.id}`, [
      ['_csrf', csrf],
      ['url', endpoint.url],
      ['subscribe', 'some'],
      ['operations', 'PAYMENT_OUT'],
    ]);
    assert.equal(saved.status, 303);
    assert.deepEqual((await endpointsOf())[1].operations, ['PAYMENT_OUT']);

    assert.equal((await submit(`/dashboard/webhook-endpoints/${endpoint.id}/disable`, [['_csrf', csrf]])).status, 303);
    assert.equal((await endpointsOf())[1].enabled, false);
    assert.match((await visitor.page('/dashboard/webhook-endpoints?done=disabled')).text, /nothing more is sent to it/);

    const rotated = await submit(`/dashboard/webhook-endpoints/${endpoint.id}/rotate`, [['_csrf', csrf]]);
    assert.equal(rotated.status, 200);
    const newSecret = /id="endpoint-secret" data-copy>(whsec_[^<]+)</.exec(await rotated.text())?.[1];
    assert.ok(newSecret && newSecret !== secret);

    assert.equal((await submit(`/dashboard/webhook-endpoints/${endpoint.id}/delete`, [['_csrf', csrf]])).status, 303);
    const left = await endpointsOf();
    assert.deepEqual(
      left.map((item: { default: boolean }) => item.default),
      [true],
    );
    assert.ok(!(await visitor.page('/dashboard/webhook-endpoints')).text.includes(`${endpoint.id}/delete`));
    const defaultDelete = await submit(`/dashboard/webhook-endpoints/${left[0].id}/delete`, [['_csrf', csrf]]);
    assert.equal(defaultDelete.status, 412);
    assert.equal((await endpointsOf()).length, 1);

    const other = await t.createIntegrator();
    const [theirs] = (await t.request('GET', '/v1/webhook-endpoints', { token: other.token })).body.content;
    assert.equal((await visitor.fetch(`/dashboard/webhook-endpoints/${theirs.id}`)).status, 404, 'another integrator’s endpoint is not found');
  });
});
