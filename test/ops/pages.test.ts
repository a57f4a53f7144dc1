// The console's pages over plain HTTP, against the whole service with its worker and a real webhook receiver: a
// payment whose payout outcome is unknown (the sandbox's 0017 account) found on the overview and in the filtered list,
// a resolution refused on the page when it lacks the reference, then resolved by the form with the operator as the
// actor, its event received and the books balanced; a paid on-ramp's story with every posting; the ledger; an
// integrator; find by any id; and every console action in the audit log with the operator's account as the actor.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { pino } from 'pino';
import { loggerOptions } from '../../src/http/observability.ts';
import { ADMIN_TOKEN, startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { auditEntries, createOperator, OpsVisitor, type TestOperator } from '../helpers/ops.ts';
import { createContact, finalPayment, pay as payPayment, paymentIn, simulate as simulatePayment } from '../helpers/payments.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';
import { approvedBeneficiary, assertTrialBalanceZero, finalTransfer, onRamp, pay } from '../helpers/transfers.ts';
import { until } from '../helpers/wait.ts';

/** The console's pages as text: tags out, spaces collapsed, so a test reads what a person reads. */
const readable = (page: string): string =>
  page
    .replace(/<wbr>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the console pages', () => {
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;
  let operator: TestOperator;
  let visitor: OpsVisitor;
  const logged: Array<Record<string, any>> = [];

  before(async () => {
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line));
        callback();
      },
    });
    t = await startApp({
      worker: true,
      env: { JOB_RETRY_BASE_MS: '1', SANDBOX_SETTLE_DELAY_MS: '50' },
      logger: pino(loggerOptions('info') as pino.LoggerOptions, sink),
    });
    receiver = await startReceiver();
    integrator = await t.createIntegrator({ callbackUrl: receiver.url });
    receiver.secrets.push(integrator.webhookSecret);
    operator = await createOperator(t);
    visitor = new OpsVisitor(t.url);
    await visitor.signInFirstTime(operator);
  });
  after(async () => {
    await t?.close();
    await receiver?.close();
  });

  /** Once the service has recorded the delivery of the resource's event: the receiver has it before that is written. */
  async function delivered(operation: string, resourceId: string): Promise<void> {
    const sent = () => receiver.received.find((event) => event.body.operation === operation && event.body.resourceId === resourceId);
    await receiver.waitFor(() => sent() !== undefined);
    const eventId = String(sent()!.headers['webhook-id']);
    await until(async () => (await t.request('GET', `/v1/webhooks/events/${eventId}`, { token: integrator.token })).body.status === 'DELIVERED');
  }

  it('resolves a payment whose payout outcome is unknown through the form, with the operator as the actor', async () => {
    const beneficiary = await approvedBeneficiary(t, integrator, 'ops-unknown');
    const funder = await createContact(t, integrator, beneficiary.id);
    assert.equal((await paymentIn(t, integrator, beneficiary.id, funder.id, 100)).status, 200);
    const contact = await createContact(t, integrator, beneficiary.id, { userInfo: { accountNumber: '000123450017' } });
    const payment = (await payPayment(t, integrator, (await simulatePayment(t, integrator, beneficiary.id, 40)).body.simulationId, contact.id)).body;
    let exception: any;
    for (const deadline = Date.now() + 20_000; !exception && Date.now() < deadline; await sleep(50)) {
      exception = (await t.request('GET', `/v1/admin/exceptions?filterEq=resource.id:${payment.id}`, { token: ADMIN_TOKEN })).body.content[0];
    }
    assert.ok(exception, 'the service opened the exception');

    assert.match(readable((await visitor.page('/ops')).text), /1 PAYOUT_OUTCOME_UNKNOWN/);
    const list = await visitor.page(`/ops/exceptions?kind=PAYOUT_OUTCOME_UNKNOWN&integrator=${integrator.id}`);
    assert.match(list.text, new RegExp(`href="/ops/exceptions/${exception.id}"`));
    assert.doesNotMatch((await visitor.page('/ops/exceptions?kind=FUNDS_OWED_BACK')).text, new RegExp(exception.id), 'the kind filter leaves it out');
    assert.doesNotMatch((await visitor.page('/ops/exceptions?status=RESOLVED')).text, new RegExp(exception.id), 'the status filter leaves it out');

    const page = await visitor.page(`/ops/exceptions/${exception.id}`);
    assert.deepEqual(
      [...page.text.matchAll(/name="action" value="(\w+)"/g)].map((match) => match[1]),
      ['retry', 'mark_paid', 'fail'],
      'one form per allowed action',
    );
    const noReference = await visitor.post(`/ops/exceptions/${exception.id}/resolve`, {
      _csrf: page.csrf ?? '',
      action: 'mark_paid',
      note: 'on the statement',
    });
    assert.equal(noReference.status, 400);
    assert.match(readable(await noReference.text()), /Reference is required to mark paid/);
    assert.equal((await t.request('GET', `/v1/payments/${payment.id}`, { token: integrator.token })).body.status, 'PENDING', 'a refused form changes nothing');

    const paid = await visitor.post(`/ops/exceptions/${exception.id}/resolve`, {
      _csrf: page.csrf ?? '',
      action: 'mark_paid',
      reference: 'FED-OPS-0001',
      note: 'on the bank statement',
    });
    // Marking paid moves money: the form sends it for approval (the two-person rule), and a second operator approves it.
    const requested = /^\/ops\/approvals\/([0-9a-f-]{36})\?notice=approval-requested$/.exec(paid.headers.get('location') ?? '')?.[1];
    assert.ok(paid.status === 303 && requested, `sent for approval (${paid.status} ${paid.headers.get('location')})`);
    assert.equal((await t.request('GET', `/v1/admin/exceptions/${exception.id}`, { token: ADMIN_TOKEN })).body.status, 'OPEN', 'the request changes nothing');
    const checker = await createOperator(t, { role: 'approver' });
    const checkerVisitor = new OpsVisitor(t.url);
    await checkerVisitor.signInFirstTime(checker);
    const approvalPage = await checkerVisitor.page(`/ops/approvals/${requested}`);
    assert.match(readable(approvalPage.text), /Resolve an exception .*on the bank statement .*Payment out/s, 'what, why, and the postings it will write');
    const decided = await checkerVisitor.post(`/ops/approvals/${requested}/approve`, { _csrf: approvalPage.csrf ?? '' });
    assert.deepEqual([decided.status, decided.headers.get('location')], [303, `/ops/approvals/${requested}?notice=approved`]);
    const resolved = (await t.request('GET', `/v1/admin/exceptions/${exception.id}`, { token: ADMIN_TOKEN })).body;
    assert.deepEqual(
      [resolved.status, resolved.resolution.action, resolved.resolution.reference, resolved.resolution.actor],
      ['RESOLVED', 'mark_paid', 'FED-OPS-0001', checker.id],
    );
    assert.equal((await finalPayment(t, integrator, payment.id)).status, 'COMPLETED');
    await delivered('PAYMENT_OUT', payment.id);
    await assertTrialBalanceZero(t);
    const after = readable((await visitor.page(`/ops/exceptions/${exception.id}?notice=resolved`)).text);
    assert.match(after, /The exception is resolved\./);
    assert.match(after, new RegExp(`By ${checker.email.replace('.', '\\.')}`), 'the resolution names its approver');
    const [entry, ...more] = await auditEntries(t, `action:exception.resolved,resource.id:${exception.id}`);
    assert.deepEqual(
      [entry?.actor.type, entry?.actor.id, entry?.integratorId, more.length],
      ['operator', checker.id, integrator.id, 0],
      'in the audit log once, by its approver',
    );
    const [asked] = await auditEntries(t, `action:approval.requested,resource.id:${requested}`);
    assert.equal(asked?.actor.id, operator.id, 'the request by its maker');

    const story = readable((await visitor.page(`/ops/payments/${payment.id}`)).text);
    assert.match(story, /COMPLETED/);
    assert.match(story, /The bank acknowledged the payout: FED-OPS-0001/);
    assert.match(story, /Payment out settled/, 'its journal entry');
    assert.match(story, /PAYMENT_OUT success · delivery DELIVERED/, 'its event and delivery');
    assert.match(story, /beneficiary_wallet USDC .* CAPTURED/, 'its hold, captured');
  });

  it("tells a paid on-ramp's story: states, simulation, every posting, events and their attempts", async () => {
    const beneficiary = await approvedBeneficiary(t, integrator, 'ops-story');
    const transfer = await onRamp(t, integrator, beneficiary, '1000.00');
    assert.equal((await pay(t, integrator, transfer)).status, 200);
    assert.equal((await finalTransfer(t, integrator, transfer.id)).status, 'SUCCEEDED');
    await delivered('ON_RAMP', transfer.id);
    const page = await visitor.page(`/ops/transfers/${transfer.id}`);
    assert.equal(page.response.status, 200);
    const story = readable(page.text);
    for (const state of ['PENDING · AWAITING_FUNDS', 'PENDING · FUNDED', 'SUCCEEDED · ENDED']) assert.ok(story.includes(state), state);
    assert.match(story, /phase ENDED/);
    assert.match(story, /rail_cash BRL \(pix-coll…\) 1000\.00/, 'the deposit debits the PIX account');
    assert.match(story, /customer_deposits BRL 1000\.00/);
    assert.match(story, /beneficiary_wallet USDC/, 'the settlement credits the wallet');
    assert.match(story, /ON_RAMP success · delivery DELIVERED/);
    assert.match(page.text, /<td>200<\/td>/, 'its delivery attempt, answered 200');
    assert.match(story, new RegExp(`Simulation id ${transfer.simulationId}`), 'the simulation it was quoted by');
    assert.equal((await visitor.fetch('/ops/transfers/00000000-0000-4000-8000-000000000000')).status, 404);
  });

  it('shows the ledger, an integrator, and finds any id', async () => {
    const ledger = readable((await visitor.page('/ops/ledger')).text);
    assert.match(ledger, /BALANCED every currency is 0\.00/);
    assert.match(ledger, /beneficiary_wallet USDC CREDIT \d+ \d+\.\d\d/);
    const profile = readable((await visitor.page(`/ops/integrators/${integrator.id}`)).text);
    assert.match(profile, new RegExp(`Client id ${integrator.clientId}`));
    assert.match(profile, /Transfers 1 \(0 pending\)/);
    assert.match(profile, /Payments 1/);

    const [payment] = (await t.request('GET', '/v1/payments', { token: integrator.token })).body.content;
    for (const [id, where] of [
      [payment.id, `/ops/payments/${payment.id}`],
      [payment.simulationId, `/ops/payments/${payment.id}`],
      ['FED-OPS-0001', `/ops/payments/${payment.id}`],
      [integrator.clientId, `/ops/integrators/${integrator.id}`],
    ]) {
      const found = await visitor.fetch(`/ops/search?id=${encodeURIComponent(id)}`);
      assert.deepEqual([found.status, found.headers.get('location')], [303, where], id);
    }
    assert.match(readable((await visitor.page('/ops/search?id=nothing-has-this-id')).text), /Nothing here has this id/);
  });

  it('records every console action with the operator as the actor', async () => {
    const { csrf } = await visitor.page('/ops');
    assert.equal((await visitor.post('/ops/sign-out', { _csrf: csrf ?? '' })).status, 303);
    const mine = await auditEntries(t, `actor.id:${operator.id}`);
    assert.deepEqual(
      mine.map((audit) => audit.action),
      ['operator.signed_in', 'operator.password_changed', 'approval.requested', 'operator.signed_out'],
    );
    assert.ok(mine.every((audit) => audit.actor.type === 'operator' && typeof audit.requestId === 'string'));
    assert.equal((await auditEntries(t, `action:operator.created,resource.id:${operator.id}`)).length, 1);
    assert.ok(!JSON.stringify(mine).includes(operator.password), 'no password in the audit log');
    assert.ok(!JSON.stringify(logged).includes(operator.password), 'no password is logged');
  });
});
