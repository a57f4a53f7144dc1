// Every kind of exception resolved through the operator console (issue 17's acceptance): each driven into being by the
// real service exactly as the API tests do (test/modules/exceptions.test.ts, test/modules/reconciliation.test.ts), then
// resolved by posting the exception page's own form for the action, with its CSRF token, as a signed-in operator. Each
// checks the exception RESOLVED with the operator's account as the actor (the API and the audit log), the resource moved
// as the action says, the integrator's event where the action sends one, and the books balanced.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { ADMIN_TOKEN, type TestApp } from '../helpers/app.ts';
import { startWithReceiver, type ReceivingApp } from '../helpers/beneficiaries.ts';
import { accountBalance, fundedBeneficiary, offRampSimulation, randomHash } from '../helpers/off-ramp.ts';
import { auditEntries, createOperator, exceptionOf, OpsVisitor, type Exception, type TestOperator } from '../helpers/ops.ts';
import { approvedBeneficiary, assertTrialBalanceZero, createTransfer, finalTransfer, onRamp, pay, setRate, theTransferEvent } from '../helpers/transfers.ts';

const admin = { token: ADMIN_TOKEN };

/** The console, signed in as a new operator of `t`. */
async function signedIn(t: TestApp): Promise<{ operator: TestOperator; visitor: OpsVisitor }> {
  const operator = await createOperator(t);
  const visitor = new OpsVisitor(t.url);
  await visitor.signInFirstTime(operator);
  return { operator, visitor };
}

/**
 * Resolves `exception` as a person would: opens its page, finds the form of `action` (one form per action the kind
 * allows), fills in what the form asks for, and posts it with the page's CSRF token. Answers the exception as the API
 * reads it afterwards, checked RESOLVED by `action` with the operator as the actor, once in the audit log.
 */
/** The actions that move money: sent for approval, carried out by a second operator (the two-person rule). */
const MONEY_ACTIONS = new Set(['mark_paid', 'mark_returned', 'execute', 'fail']);

interface Console {
  operator: TestOperator;
  visitor: OpsVisitor;
  /** A second signed-in operator, who approves what the first asks for. */
  checker: { operator: TestOperator; visitor: OpsVisitor };
}

async function resolveInConsole(
  t: TestApp,
  { operator, visitor, checker }: Console,
  exception: Exception,
  action: string,
  fields: { reference?: string; note: string },
): Promise<Exception> {
  const page = await visitor.page(`/ops/exceptions/${exception.id}`);
  assert.equal(page.response.status, 200, page.text);
  // The page's resolve forms (the layout has its own, signing out).
  const forms = [...page.text.matchAll(/<form method="post" action="[^"]*\/resolve"[^>]*>[\s\S]*?<\/form>/g)].map((match) => match[0]);
  const offered = forms.map((form) => /name="action" value="(\w+)"/.exec(form)?.[1]);
  assert.deepEqual(offered, exception.actions, `${exception.kind}: a form per action the kind allows`);
  const form = forms[offered.indexOf(action)];
  assert.ok(form, `${exception.kind}: the page offers ${action}`);
  const target = /action="([^"]+)"/.exec(form)?.[1];
  assert.equal(target, `/ops/exceptions/${exception.id}/resolve`);
  assert.deepEqual(
    [...form.matchAll(/name="(\w+)"/g)].map((match) => match[1]),
    ['_csrf', 'action', 'reference', 'note'],
    'the fields the form sends',
  );
  const csrf = /name="_csrf" value="([^"]+)"/.exec(form)?.[1] ?? '';
  const posted = await visitor.post(target, { _csrf: csrf, action, reference: fields.reference ?? '', note: fields.note });
  let location = posted.headers.get('location');
  let actor = operator.id;
  if (MONEY_ACTIONS.has(action)) {
    // Under the two-person rule: the form sends a request for approval, which changes nothing; another operator approves it.
    const requested = /^\/ops\/approvals\/([0-9a-f-]{36})\?notice=approval-requested$/.exec(location ?? '');
    assert.ok(posted.status === 303 && requested, `${exception.kind}: ${action} is sent for approval (${posted.status} ${location})`);
    assert.match((await visitor.page(location ?? '')).text, /Request sent for approval/);
    assert.equal((await t.request('GET', `/v1/admin/exceptions/${exception.id}`, admin)).body.status, 'OPEN', 'the request changes nothing');
    const approval = await checker.visitor.page(`/ops/approvals/${requested[1]}`);
    const approveForm = /<form method="post" action="([^"]*\/approve)"[^>]*>[\s\S]*?<\/form>/.exec(approval.text);
    assert.ok(approveForm, 'the approver is offered the approve form');
    const decided = await checker.visitor.post(approveForm[1]!, { _csrf: /name="_csrf" value="([^"]+)"/.exec(approveForm[0])?.[1] ?? '', note: '' });
    assert.deepEqual(
      [decided.status, decided.headers.get('location')],
      [303, `/ops/approvals/${requested[1]}?notice=approved`],
      decided.status === 303 ? '' : await decided.text(),
    );
    actor = checker.operator.id;
    location = `/ops/exceptions/${exception.id}?notice=resolved`;
  } else {
    assert.deepEqual([posted.status, location], [303, `/ops/exceptions/${exception.id}?notice=resolved`], posted.status === 303 ? '' : await posted.text());
  }

  const resolved = await t.request('GET', `/v1/admin/exceptions/${exception.id}`, admin);
  assert.equal(resolved.status, 200, resolved.text);
  assert.deepEqual(
    [resolved.body.status, resolved.body.resolution?.action, resolved.body.resolution?.actor, resolved.body.resolution?.note],
    ['RESOLVED', action, actor, fields.note],
    `${exception.kind} resolved by ${action}, the operator the actor`,
  );
  if (fields.reference) assert.equal(resolved.body.resolution.reference, fields.reference);
  const audited = await auditEntries(t, `action:exception.resolved,resource.id:${exception.id}`);
  assert.deepEqual(
    audited.map((entry) => [entry.actor.type, entry.actor.id, entry.details.kind, entry.details.action]),
    [['operator', actor, exception.kind, action]],
    'in the audit log once, by the operator',
  );
  const after = (await visitor.page(location ?? '')).text;
  assert.match(after, /The exception is resolved\./);
  assert.doesNotMatch(after, /name="action"/, 'a resolved exception offers no form');
  return resolved.body;
}

describe('each kind of exception, resolved through the console', () => {
  let app: ReceivingApp;
  let t: TestApp;
  let ops: Console;
  before(async () => {
    // The webhook settings let an endpoint count as failing within a second; the integrator's own receiver always answers.
    app = await startWithReceiver({ JOB_RETRY_BASE_MS: '1', SANDBOX_SETTLE_DELAY_MS: '50', WEBHOOK_FAILING_AFTER_S: '1', WEBHOOK_RETRY_SCHEDULE: '0.2,0.2' });
    t = app.t;
    ops = { ...(await signedIn(t)), checker: await signedIn(t) };
  });
  after(() => app?.close());

  // First, so that the reconciled period holds only this test's movements.
  it('RECONCILIATION_MISMATCH: a deposit the rail reports a cent higher, dismissed with the books as they were', async () => {
    const { integrator } = app;
    const start = new Date(Date.now() - 1000);
    const beneficiary = await approvedBeneficiary(t, integrator, 'kinds-recon');
    const transfer = await onRamp(t, integrator, beneficiary, '100.00');
    assert.equal((await pay(t, integrator, transfer)).status, 200);
    assert.equal((await finalTransfer(t, integrator, transfer.id)).status, 'SUCCEEDED');
    const altered = await t.db.query(`UPDATE sandbox_rail_movements SET amount = amount + 0.01 WHERE reference = $1 RETURNING 1`, [`transfer:${transfer.id}`]);
    assert.equal(altered.length, 1);
    const run = await t.request('POST', '/v1/admin/reconciliation/runs', { ...admin, body: { from: start.toISOString(), to: new Date().toISOString() } });
    assert.equal(run.status, 201, run.text);
    const item = run.body.items.find((candidate: any) => candidate.reference === `transfer:${transfer.id}`);
    assert.equal(item?.outcome, 'AMOUNT_DIFFERS', run.text);
    const exception = await exceptionOf(t, 'RECONCILIATION_MISMATCH', item.id);
    const books = (await t.request('GET', '/v1/admin/ledger/trial-balance', admin)).body;

    await resolveInConsole(t, ops, exception, 'dismiss', { note: 'explained: a test altered the statement line' });
    assert.deepEqual((await t.request('GET', '/v1/admin/ledger/trial-balance', admin)).body, books, 'a dismissal posts nothing');
    assert.equal((await t.request('GET', `/v1/transfers/${transfer.id}`, { token: integrator.token })).body.status, 'SUCCEEDED', 'the transfer is as it was');
    await assertTrialBalanceZero(t);
  });

  it("PAYOUT_OUTCOME_UNKNOWN: an off-ramp's payout failed on the operator's word, the hold released, OFF_RAMP success false", async () => {
    const { integrator, receiver } = app;
    const beneficiary = await fundedBeneficiary(t, integrator, 'kinds-offramp-unknown', 'BR', '1000.00');
    const put = await t.request('PUT', `/v1/beneficiaries/${beneficiary.id}/localTargetAccount`, {
      token: integrator.token,
      body: { pixKey: '+5511987650017' },
    });
    assert.equal(put.status, 202, put.text);
    await sleep(300);
    const balances = (await t.request('GET', `/v1/beneficiaries/${beneficiary.id}/balances`, { token: integrator.token })).body;
    const transfer = await createTransfer(t, integrator, (await offRampSimulation(t, integrator, beneficiary.id, '20.00')).id);
    const exception = await exceptionOf(t, 'PAYOUT_OUTCOME_UNKNOWN', transfer.id);
    assert.equal(exception.resource.type, 'transfer');

    await resolveInConsole(t, ops, exception, 'fail', { note: 'the PSP confirmed by phone it never sent it' });
    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'FAILED');
    assert.equal(final.lastModifiedBy, `operator:${ops.checker.operator.id}`, "the transfer row names the console's approver, not system");
    assert.match(final.statusReason, /An operator confirmed the payout was not made/);
    assert.equal((await theTransferEvent(t, receiver, transfer.id, 'OFF_RAMP')).success, false);
    assert.deepEqual((await t.request('GET', `/v1/beneficiaries/${beneficiary.id}/balances`, { token: integrator.token })).body, balances, 'the hold released');
    await assertTrialBalanceZero(t);
  });

  it('FUNDS_OWED_BACK: USDC of the wrong amount at a funding wallet, its return booked by hand', async () => {
    const { integrator } = app;
    const beneficiary = await fundedBeneficiary(t, integrator, 'kinds-owed-back', 'BR', '100.00');
    const simulation = await offRampSimulation(t, integrator, beneficiary.id, '25.00', 'EXTERNAL_WALLET');
    const transfer = await createTransfer(t, integrator, simulation.id);
    const hash = randomHash();
    const deposit = await t.request('POST', '/v1/transfers/sandbox/crypto-deposit', {
      token: integrator.token,
      body: { txHash: hash, simulationId: simulation.id, amount: '24.50' },
    });
    assert.equal(deposit.status, 200, deposit.text);
    assert.equal(
      (await t.request('PUT', `/v1/transfers/${transfer.id}/transactionHash`, { token: integrator.token, body: { transactionHash: hash } })).status,
      200,
    );
    assert.equal((await finalTransfer(t, integrator, transfer.id)).status, 'FAILED');
    const exception = await exceptionOf(t, 'FUNDS_OWED_BACK', transfer.id);
    const owed = await accountBalance(t, 'deposits_to_return', 'USDC');

    const reference = randomHash();
    const resolved = await resolveInConsole(t, ops, exception, 'mark_returned', { reference, note: 'sent back from the treasury wallet' });
    assert.equal(resolved.resolution.outcome, `24.50 USDC returned (${reference}).`);
    assert.equal((await accountBalance(t, 'deposits_to_return', 'USDC')).toFixed(2), owed.minus('24.50').toFixed(2), 'it leaves deposits_to_return');
    await assertTrialBalanceZero(t);
  });

  it('JOB_EXHAUSTED: a key validation that a directory never answers, dismissed and its job removed', async () => {
    const { integrator } = app;
    const beneficiary = await approvedBeneficiary(t, integrator, 'kinds-directory-down');
    const put = await t.request('PUT', `/v1/beneficiaries/${beneficiary.id}/localTargetAccount`, {
      token: integrator.token,
      body: { pixKey: 'directory-down@example.com' },
    });
    assert.equal(put.status, 202, put.text);
    const [job] = await t.db.query<{ id: string }>('SELECT id FROM jobs WHERE unique_key = $1', [`local-target-account-validation:${beneficiary.id}`]);
    assert.ok(job);
    const exception = await exceptionOf(t, 'JOB_EXHAUSTED', job.id);

    await resolveInConsole(t, ops, exception, 'dismiss', { note: 'the directory is down for the day; the integrator will set the key again' });
    assert.equal((await t.db.query('SELECT 1 FROM jobs WHERE id = $1', [job.id])).length, 0, 'the job is removed');
    await assertTrialBalanceZero(t);
  });

  it('WEBHOOK_ENDPOINT_FAILING: an endpoint down past the configured time, every delivery retried once it is back', async () => {
    const { receiver } = app;
    const integrator = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/down' });
    assert.equal((await t.request('POST', '/v1/webhooks/test', { token: integrator.token })).status, 202);
    const exception = await exceptionOf(t, 'WEBHOOK_ENDPOINT_FAILING', integrator.id);
    assert.equal((await t.request('PATCH', `/v1/integrators/${integrator.id}`, { token: integrator.token, body: { callbackUrl: receiver.url } })).status, 200);
    receiver.secrets.push(integrator.webhookSecret);
    const got = () => receiver.received.some((event) => event.body.operation === 'TEST' && event.body.integratorId === integrator.id);
    assert.equal(got(), false, 'nothing delivered before the retry');

    const resolved = await resolveInConsole(t, ops, exception, 'retry', { note: 'they fixed their endpoint' });
    assert.match(resolved.resolution.outcome, /^1 deliveries are tried again/);
    await receiver.waitFor(got);
    await assertTrialBalanceZero(t);
  });
});

describe('a transfer held by the rate band, executed through the console (RATE_BAND_ACTION=hold)', () => {
  let app: ReceivingApp;
  before(async () => {
    app = await startWithReceiver({ RATE_BAND_ACTION: 'hold', SANDBOX_SETTLE_DELAY_MS: '50', JOB_RETRY_BASE_MS: '1' });
  });
  after(() => app?.close());

  it('RATE_BAND_HELD: a funded on-ramp whose rate moved beyond 2%, executed at the latest rate, ON_RAMP success true', async () => {
    const { t, integrator, receiver } = app;
    const ops = { ...(await signedIn(t)), checker: await signedIn(t) };
    const beneficiary = await approvedBeneficiary(t, integrator, 'kinds-band-held');
    const transfer = await onRamp(t, integrator, beneficiary, '500.00');
    await setRate(t, integrator, 'BRL', '5.50');
    assert.equal((await pay(t, integrator, transfer)).status, 200);
    const exception = await exceptionOf(t, 'RATE_BAND_HELD', transfer.id);
    assert.equal((await t.request('GET', `/v1/transfers/${transfer.id}`, { token: integrator.token })).body.status, 'PENDING', 'held, not failed');

    await resolveInConsole(t, ops, exception, 'execute', { note: 'the customer accepted the new rate' });
    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'SUCCEEDED');
    assert.equal(final.transactionDetails.conversionDetails.exchangeRate, '5.51650000', 'at the latest rate (5.50 with the spread)');
    assert.equal((await theTransferEvent(t, receiver, transfer.id, 'ON_RAMP')).success, true);
    await assertTrialBalanceZero(t);
  });
});

describe('a chain deposit that cannot be read, failed through the console', () => {
  let app: ReceivingApp;
  before(async () => {
    // A chain nobody answers at: every deposit check fails.
    app = await startWithReceiver({ CHAIN_RPC_URL: 'http://127.0.0.1:9', USDC_CONTRACT_ADDRESS: '0x' + '1'.repeat(40), JOB_RETRY_BASE_MS: '1' });
  });
  after(() => app?.close());

  it("CHAIN_DEPOSIT_UNREADABLE: the check out of attempts, the transfer failed on the operator's word, OFF_RAMP success false", async () => {
    const { t, integrator, receiver } = app;
    const ops = { ...(await signedIn(t)), checker: await signedIn(t) };
    const beneficiary = await approvedBeneficiary(t, integrator, 'kinds-chain-unreadable');
    await t.request('PUT', `/v1/beneficiaries/${beneficiary.id}/localTargetAccount`, { token: integrator.token, body: { pixKey: 'ana.souza@example.com' } });
    await sleep(300);
    const transfer = await createTransfer(t, integrator, (await offRampSimulation(t, integrator, beneficiary.id, '10.00', 'EXTERNAL_WALLET')).id);
    const linked = await t.request('PUT', `/v1/transfers/${transfer.id}/transactionHash`, { token: integrator.token, body: { transactionHash: randomHash() } });
    assert.equal(linked.status, 200, linked.text);
    const exception = await exceptionOf(t, 'CHAIN_DEPOSIT_UNREADABLE', transfer.id, 60_000);

    await resolveInConsole(t, ops, exception, 'fail', { note: 'the sender never sent it' });
    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'FAILED');
    assert.equal(final.lastModifiedBy, `operator:${ops.checker.operator.id}`);
    assert.match(final.statusReason, /An operator failed the transfer: its chain deposit could not be confirmed\. the sender never sent it/);
    assert.equal((await theTransferEvent(t, receiver, transfer.id, 'OFF_RAMP')).success, false);
    await assertTrialBalanceZero(t);
  });
});
