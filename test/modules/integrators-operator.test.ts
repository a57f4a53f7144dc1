// The operator's PATCH of an integrator: its fee (applied to the simulations made after it) and its suspension (403
// integrator.suspended on every /v1 call its tokens make, no new token, the dashboard saying so), and what an
// integrator may not set on itself.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_TOKEN, type TestIntegrator } from '../helpers/app.ts';
import { approved } from '../helpers/approvals.ts';
import { startWithReceiver, type ReceivingApp } from '../helpers/beneficiaries.ts';
import { Visitor } from '../helpers/dashboard.ts';
import { approvedBeneficiary, assertTrialBalanceZero, createTransfer, finalTransfer, pay, simulate } from '../helpers/transfers.ts';

describe('operator changes to an integrator', () => {
  let s: ReceivingApp;
  let beneficiary: Record<string, any>;

  before(async () => {
    s = await startWithReceiver();
    beneficiary = await approvedBeneficiary(s.t, s.integrator, 'op-1');
  });
  after(async () => {
    await s.close();
  });

  const patch = (id: string, token: string, body: Record<string, unknown>) => s.t.request('PATCH', `/v1/integrators/${id}`, { token, body });
  const onRampBody = () => ({ amount: { currencyCode: 'BRL', value: '1000.00' }, beneficiaryId: beneficiary.id, type: 'ON_RAMP' });

  it("refuses an integrator's own change of its fee or status with 400, changing nothing", async () => {
    const { t, integrator } = s;
    // A fee change names its reason (the document's dependentRequired); the reason is the operator's too.
    for (const body of [
      { integratorFeeBps: 0, reason: 'mine' },
      { status: 'ACTIVE' },
      { name: 'Renamed', integratorFeeBps: 5, reason: 'mine', status: 'SUSPENDED' },
    ]) {
      const response = await patch(integrator.id, integrator.token, body);
      assert.equal(response.status, 400, response.text);
      assert.equal(response.body.code, 'validation.failed');
      const paths = response.body.errors.map((error: { path: string }) => error.path).sort();
      assert.deepEqual(
        paths,
        Object.keys(body)
          .filter((key) => key !== 'name')
          .map((key) => `/${key}`)
          .sort(),
      );
    }
    const reasonless = await patch(integrator.id, integrator.token, { integratorFeeBps: 0 });
    assert.equal(reasonless.status, 400, reasonless.text);
    assert.deepEqual(reasonless.body.errors, [{ path: '/reason', message: 'is required with integratorFeeBps' }]);
    const profile = await t.request('GET', `/v1/integrators/${integrator.id}`, { token: integrator.token });
    assert.equal(profile.body.name, integrator.name);
    assert.equal(profile.body.status, 'ACTIVE');
    assert.equal(profile.body.integratorFeeBps, 0);
    // What the operator may set is still checked for its form.
    for (const body of [{ status: 'PAUSED' }, { integratorFeeBps: 10_001 }, { integratorFeeBps: 1.5 }]) {
      assert.equal((await patch(integrator.id, ADMIN_TOKEN, body)).status, 400, JSON.stringify(body));
    }
    assert.equal((await patch('00000000-0000-4000-8000-000000000000', ADMIN_TOKEN, { status: 'SUSPENDED' })).status, 404);
  });

  it('applies a fee change to the simulations made after it; a transfer of an earlier one executes with the earlier fee', async () => {
    const { t, integrator } = s;
    const earlier = await simulate(t, integrator, onRampBody());
    assert.equal(earlier.transactionDetails.feeDetails.integratorFee.value, '0.00');

    const changed = await approved(t, await patch(integrator.id, ADMIN_TOKEN, { integratorFeeBps: 100, reason: 'new contract' }));
    assert.equal(changed.status, 200, changed.text);
    assert.equal(changed.body.integratorFeeBps, 100);

    const later = await simulate(t, integrator, onRampBody());
    assert.equal(later.transactionDetails.feeDetails.integratorFee.value, '10.00');
    assert.equal(later.transactionDetails.feeDetails.totalFees.value, '15.00');

    const transfer = await createTransfer(t, integrator, earlier.id);
    assert.equal(transfer.transactionDetails.feeDetails.integratorFee.value, '0.00');
    assert.equal((await pay(t, integrator, transfer)).status, 200);
    const done = await finalTransfer(t, integrator, transfer.id);
    assert.equal(done.status, 'SUCCEEDED', done.statusReason);
    assert.equal(done.transactionDetails.feeDetails.integratorFee.value, '0.00');
    assert.equal(done.transactionDetails.feeDetails.totalFees.value, '5.00');
    await assertTrialBalanceZero(t);
    assert.equal((await approved(t, await patch(integrator.id, ADMIN_TOKEN, { integratorFeeBps: 0, reason: 'back to the old contract' }))).status, 200);
  });

  it('answers every call of a suspended integrator with 403 integrator.suspended, and reactivation restores them', async () => {
    const { t, integrator } = s;
    const other = await t.createIntegrator();
    const simulation = await simulate(t, integrator, onRampBody());

    const suspended = await patch(integrator.id, ADMIN_TOKEN, { status: 'SUSPENDED' });
    assert.equal(suspended.status, 200, suspended.text);
    assert.equal(suspended.body.status, 'SUSPENDED');

    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/v1/integrators/${integrator.id}`],
      ['PATCH', `/v1/integrators/${integrator.id}`, { name: 'Still here' }],
      ['POST', `/v1/integrators/${integrator.id}/update-client-secret`],
      ['GET', '/v1/transfers'],
      ['GET', `/v1/beneficiaries/${beneficiary.id}`],
      ['POST', '/v1/transfers/simulations', onRampBody()],
      ['POST', '/v1/transfers', { simulationId: simulation.id, beneficiaryIp: '203.0.113.7' }],
      ['POST', '/v1/webhooks/test'],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.request(method, path, { token: integrator.token, ...(body === undefined ? {} : { body }) });
      assert.equal(response.status, 403, `${method} ${path}: ${response.text}`);
      assert.equal(response.body.code, 'integrator.suspended');
      assert.equal(response.body.requestId, response.headers.get('x-request-id'));
    }
    // No new token for whoever holds the secret; a wrong secret is told nothing more than before.
    const token = await t.request('POST', '/v1/auth/token', {
      body: { grant_type: 'client_credentials', client_id: integrator.clientId, client_secret: integrator.clientSecret },
    });
    assert.equal(token.status, 403, token.text);
    assert.equal(token.body.code, 'integrator.suspended');
    const wrong = await t.request('POST', '/v1/auth/token', {
      body: { grant_type: 'client_credentials', client_id: integrator.clientId, client_secret: 'cs_wrong' },
    });
    assert.equal(wrong.status, 401);
    // Nothing was made while suspended, and other integrators go on.
    const executed = await t.db.query<{ executed: boolean }>('SELECT executed FROM simulations WHERE id = $1', [simulation.id]);
    assert.deepEqual(executed, [{ executed: false }]);
    assert.equal((await t.request('GET', '/v1/transfers', { token: other.token })).status, 200);
    // The operator still reads and changes it.
    assert.equal((await t.request('GET', `/v1/integrators/${integrator.id}`, { token: ADMIN_TOKEN })).body.status, 'SUSPENDED');

    const reactivated = await patch(integrator.id, ADMIN_TOKEN, { status: 'ACTIVE' });
    assert.equal(reactivated.status, 200, reactivated.text);
    assert.equal((await t.request('GET', `/v1/integrators/${integrator.id}`, { token: integrator.token })).status, 200);
    const transfer = await createTransfer(t, integrator, simulation.id);
    assert.equal(transfer.status, 'PENDING');
    const fresh = await t.request('POST', '/v1/auth/token', {
      body: { grant_type: 'client_credentials', client_id: integrator.clientId, client_secret: integrator.clientSecret },
    });
    assert.equal(fresh.status, 200, fresh.text);
  });

  it("says so on the suspended integrator's dashboard, whose forms change nothing", async () => {
    const { t } = s;
    const integrator: TestIntegrator = await t.createIntegrator({ password: 'a long password 2', callbackUrl: 'http://127.0.0.1:9/hook' });
    const visitor = new Visitor(t.url);
    assert.equal((await visitor.signIn(String(integrator.email), 'a long password 2')).status, 303);
    assert.ok(!(await visitor.page('/dashboard')).text.includes('id="suspended"'));

    assert.equal((await patch(integrator.id, ADMIN_TOKEN, { status: 'SUSPENDED' })).status, 200);
    const overview = await visitor.page('/dashboard/profile');
    assert.equal(overview.response.status, 200);
    assert.match(overview.text, /id="suspended"[^>]*>This account is suspended/);
    const posted = await visitor.post('/dashboard/profile/callback-url', { _csrf: overview.csrf ?? '', callbackUrl: 'http://127.0.0.1:9/changed' });
    assert.equal(posted.status, 403);
    assert.match(await posted.text(), /Nothing was changed: this account is suspended/);
    const rotate = await visitor.post('/dashboard/profile/client-secret/rotate', { _csrf: overview.csrf ?? '' });
    assert.equal(rotate.status, 403);
    const profile = await t.request('GET', `/v1/integrators/${integrator.id}`, { token: ADMIN_TOKEN });
    assert.equal(profile.body.callbackUrl, 'http://127.0.0.1:9/hook');
    // Signing out still works; once reactivated, the client secret is the one it was (the rotation was refused).
    assert.equal((await visitor.post('/dashboard/sign-out', { _csrf: overview.csrf ?? '' })).status, 303);
    assert.equal((await patch(integrator.id, ADMIN_TOKEN, { status: 'ACTIVE' })).status, 200);
    const token = await t.request('POST', '/v1/auth/token', {
      body: { grant_type: 'client_credentials', client_id: integrator.clientId, client_secret: integrator.clientSecret },
    });
    assert.equal(token.status, 200, token.text);
  });
});
