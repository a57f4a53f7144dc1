// The two-person rule (issue 32, item 2), one case per action under it: the maker's request answers 202 and changes
// nothing (the resource, the journal, the audit log but the request itself); the maker's own approval is refused (403);
// two approvers approving at once apply it once (one 200, one 409); the audit log names the maker on the request and
// the checker on the approval, with their identities. Then the request's life: rejection, expiry, a resource that
// moved (412), the policies as data under the rule themselves.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestApp, TestIntegrator, TestResponse } from '../helpers/app.ts';
import { operatorWithToken, type TestApprover } from '../helpers/approvals.ts';
import { createBeneficiary, individual, person, startWithReceiver, type ReceivingApp } from '../helpers/beneficiaries.ts';
import { auditEntries, exceptionOf, inventedSanctionsList } from '../helpers/ops.ts';
import { createContact, pay as payPayment, paymentIn, simulate as simulatePayment } from '../helpers/payments.ts';
import { approvedBeneficiary, assertTrialBalanceZero } from '../helpers/transfers.ts';

describe('the two-person rule', () => {
  let app: ReceivingApp;
  let t: TestApp;
  let integrator: TestIntegrator;
  let maker: TestApprover;
  let checker: TestApprover;
  let other: TestApprover;
  before(async () => {
    app = await startWithReceiver({ JOB_RETRY_BASE_MS: '1', SANDBOX_SETTLE_DELAY_MS: '50', SANCTIONS_LISTS: inventedSanctionsList() });
    ({ t, integrator } = app);
    maker = await operatorWithToken(t, 'approver');
    checker = await operatorWithToken(t, 'approver');
    other = await operatorWithToken(t, 'admin');
  });
  after(() => app.close());

  const as = (who: TestApprover, method: string, url: string, body?: unknown) => t.request(method, url, { token: who.token, body });
  const journalCount = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM ledger_entries'))[0]!.n);

  /**
   * The rule's common part for one pending request: the maker may not approve it, two approvers at once apply it once,
   * and the audit log names both people. Answers the approval's answer.
   */
  async function approveOnce(pending: TestResponse): Promise<TestResponse> {
    assert.equal(pending.status, 202, pending.text);
    assert.equal(pending.body.status, 'PENDING');
    assert.deepEqual(pending.body.maker, { id: maker.id, name: maker.email });
    assert.ok(pending.body.reason.length > 0 && Date.parse(pending.body.expiresDate) > Date.now());
    const own = await as(maker, 'POST', `/v1/admin/approvals/${pending.body.id}/approve`, {});
    assert.deepEqual([own.status, own.body.code], [403, 'approval.own_request'], own.text);

    const [first, second] = await Promise.all([
      as(checker, 'POST', `/v1/admin/approvals/${pending.body.id}/approve`, { note: 'checked against the statement' }),
      as(other, 'POST', `/v1/admin/approvals/${pending.body.id}/approve`, {}),
    ]);
    const statuses = [first.status, second.status].sort();
    assert.deepEqual(statuses, [200, 409], `${first.text} / ${second.text}`);
    const winner = first.status === 200 ? first : second;
    const loser = first.status === 200 ? second : first;
    assert.equal(loser.body.code, 'approval.already_decided');
    assert.equal(winner.body.status, 'APPROVED');

    const [requested] = await auditEntries(t, `action:approval.requested,resource.id:${pending.body.id}`);
    assert.deepEqual([requested.actor.id, requested.actor.name, requested.actor.credential], [maker.id, maker.email, 'operator_token']);
    const approvals = await auditEntries(t, `action:approval.approved,resource.id:${pending.body.id}`);
    assert.equal(approvals.length, 1, 'approved once');
    assert.deepEqual([approvals[0].actor.id, approvals[0].details.maker.id], [winner.body.checker.id, maker.id]);
    return winner;
  }

  it('an exception resolution that moves money: mark_paid', async () => {
    const beneficiary = await approvedBeneficiary(t, integrator, 'two-person-paid');
    const funder = await createContact(t, integrator, beneficiary.id);
    assert.equal((await paymentIn(t, integrator, beneficiary.id, funder.id, 100)).status, 200);
    const contact = await createContact(t, integrator, beneficiary.id, { userInfo: { accountNumber: '000123450017' } });
    const simulation = await simulatePayment(t, integrator, beneficiary.id, 40);
    const payment = (await payPayment(t, integrator, simulation.body.simulationId, contact.id)).body;
    const exception = await exceptionOf(t, 'PAYOUT_OUTCOME_UNKNOWN', payment.id);
    const entries = await journalCount();

    const pending = await as(maker, 'POST', `/v1/admin/exceptions/${exception.id}/resolve`, {
      action: 'mark_paid',
      reference: 'FED-20261128-0001',
      note: 'the bank statement shows it',
    });
    assert.equal(pending.status, 202, pending.text);
    assert.deepEqual([pending.body.action, pending.body.resource], ['exception.resolve', { type: 'exception', id: exception.id }]);
    assert.ok(pending.body.effect.postings.length >= 2, 'the effect shows the postings it will write');
    assert.ok(pending.body.effect.changes.some((c: any) => c.action === 'exception.resolved'));
    assert.equal((await as(maker, 'GET', `/v1/admin/exceptions/${exception.id}`)).body.status, 'OPEN', 'the request changes nothing');
    assert.equal((await t.request('GET', `/v1/payments/${payment.id}`, { token: integrator.token })).body.status, 'PENDING');
    assert.equal(await journalCount(), entries, 'nothing posted');
    assert.equal((await auditEntries(t, `action:exception.resolved,resource.id:${exception.id}`)).length, 0);
    const twice = await as(other, 'POST', `/v1/admin/exceptions/${exception.id}/resolve`, { action: 'fail', note: 'another view' });
    assert.deepEqual([twice.status, twice.body.code], [409, 'approval.already_pending']);

    const winner = await approveOnce(pending);
    assert.equal(winner.body.result.status, 'RESOLVED');
    assert.equal((await as(maker, 'GET', `/v1/admin/exceptions/${exception.id}`)).body.status, 'RESOLVED');
    assert.equal(await journalCount(), entries + pending.body.effect.postings.reduce((set: Set<string>, p: any) => set.add(p.description), new Set()).size);
    const [resolved] = await auditEntries(t, `action:exception.resolved,resource.id:${exception.id}`);
    assert.equal(resolved.actor.id, winner.body.checker.id, "the effect is the checker's");
    await assertTrialBalanceZero(t);

    const retry = await as(maker, 'GET', `/v1/admin/approvals?filterEq=status:APPROVED,resource.id:${exception.id}`);
    assert.equal(retry.body.content.length, 1);
  });

  it('a sanctions decision', async () => {
    const held = await createBeneficiary(t, integrator, individual('two-person-review', { person: person({ firstName: 'Aurelio', lastName: 'Quimby' }) }));
    const [review] = (await as(maker, 'GET', `/v1/admin/reviews?filterEq=subject.id:${held.id}`)).body.content;
    const pending = await as(maker, 'POST', `/v1/admin/reviews/${review.id}/decision`, { decision: 'CLEAR', note: 'Born 1991; the listed man 1950.' });
    assert.equal(pending.status, 202, pending.text);
    assert.equal((await as(maker, 'GET', `/v1/admin/reviews/${review.id}`)).body.status, 'OPEN', 'the request changes nothing');
    const winner = await approveOnce(pending);
    assert.equal(winner.body.result.status, 'CLEARED');
    assert.equal((await as(maker, 'GET', `/v1/admin/reviews/${review.id}`)).body.status, 'CLEARED');
  });

  it('a corridor change; and 412 when the corridor moved since the request', async () => {
    const before =
      (await as(maker, 'GET', '/v1/admin/corridors?filterEq=id:BR')).body.content[0] ??
      (await as(maker, 'GET', '/v1/admin/corridors')).body.content.find((c: any) => c.id === 'BR');
    const terms = { enabled: before.enabled, serviceFeeBps: before.serviceFeeBps, spread: before.spread, taxBps: before.taxBps, limits: before.limits };
    const pending = await as(maker, 'PUT', '/v1/admin/corridors/BR', {
      ...terms,
      serviceFeeBps: before.serviceFeeBps + 5,
      reason: 'new pricing from December',
    });
    assert.equal(pending.status, 202, pending.text);
    assert.deepEqual(pending.body.effect.changes[0].details.changes.serviceFeeBps, { from: before.serviceFeeBps, to: before.serviceFeeBps + 5 });
    const unchanged = (await as(maker, 'GET', '/v1/admin/corridors')).body.content.find((c: any) => c.id === 'BR');
    assert.equal(unchanged.serviceFeeBps, before.serviceFeeBps, 'the request changes nothing');
    const winner = await approveOnce(pending);
    assert.equal(winner.body.result.serviceFeeBps, before.serviceFeeBps + 5);

    // Two requests on a corridor in a row: the first approved moves it, so the second is refused (412).
    const spread = await as(maker, 'PUT', '/v1/admin/corridors/BR', {
      ...terms,
      serviceFeeBps: before.serviceFeeBps + 5,
      taxBps: before.taxBps + 1,
      reason: 'tax change',
    });
    assert.equal(spread.status, 202, spread.text);
    await t.db.query("UPDATE corridors SET updated_at = now() + interval '1 second' WHERE country = 'BR'");
    const moved = await as(checker, 'POST', `/v1/admin/approvals/${spread.body.id}/approve`, {});
    assert.deepEqual([moved.status, moved.body.code], [412, 'approval.resource_moved']);
    const rejected = await as(checker, 'POST', `/v1/admin/approvals/${spread.body.id}/reject`, { note: 'ask again on the current terms' });
    assert.deepEqual([rejected.status, rejected.body.status], [200, 'REJECTED']);
    const late = await as(other, 'POST', `/v1/admin/approvals/${spread.body.id}/approve`, {});
    assert.deepEqual([late.status, late.body.code], [409, 'approval.already_decided']);
  });

  it("an integrator's fee", async () => {
    const current = (await as(maker, 'GET', `/v1/integrators/${integrator.id}`)).body;
    const noReason = await as(maker, 'PATCH', `/v1/integrators/${integrator.id}`, { integratorFeeBps: 42 });
    assert.deepEqual([noReason.status, noReason.body.code], [400, 'validation.failed']);
    const pending = await as(maker, 'PATCH', `/v1/integrators/${integrator.id}`, { integratorFeeBps: 42, reason: 'contract amendment 3' });
    assert.equal((await as(maker, 'GET', `/v1/integrators/${integrator.id}`)).body.integratorFeeBps, current.integratorFeeBps, 'the request changes nothing');
    const winner = await approveOnce(pending);
    assert.equal(winner.body.result.integratorFeeBps, 42);
    assert.equal((await as(maker, 'GET', `/v1/integrators/${integrator.id}`)).body.integratorFeeBps, 42);
  });

  it("a corridor's compliance gate limits", async () => {
    const limits = async () => (await as(maker, 'GET', '/v1/admin/compliance/limits')).body.find((row: any) => row.id === 'CO');
    const current = await limits();
    const change = { reviewAbove: '777.00', beneficiaryDailyMax: current.beneficiaryDailyMax, beneficiaryMonthlyMax: current.beneficiaryMonthlyMax };
    const noReason = await as(maker, 'PUT', '/v1/admin/compliance/limits/CO', change);
    assert.deepEqual([noReason.status, noReason.body.code], [400, 'validation.failed']);
    const pending = await as(maker, 'PUT', '/v1/admin/compliance/limits/CO', { ...change, reason: 'the risk committee lowered the review threshold' });
    assert.deepEqual([pending.body.action, pending.body.resource], ['compliance_limits.update', { type: 'compliance_limits', id: 'CO' }]);
    assert.deepEqual(await limits(), current, 'the request changes nothing');
    assert.equal((await auditEntries(t, 'action:compliance_limits.updated,resource.id:CO')).length, 0);
    const winner = await approveOnce(pending);
    assert.equal(winner.body.result.reviewAbove, '777.00');
    assert.equal((await limits()).reviewAbove, '777.00');
    const [updated] = await auditEntries(t, 'action:compliance_limits.updated,resource.id:CO');
    assert.equal(updated.actor.id, winner.body.checker.id, "the effect is the checker's");
    // The same limits again change nothing, and need no second person.
    const same = await as(maker, 'PUT', '/v1/admin/compliance/limits/CO', { ...change, reason: 'again' });
    assert.deepEqual([same.status, same.body.reviewAbove], [200, '777.00']);
  });

  it('a manual journal entry between internal accounts, only through an approval', async () => {
    const entries = await journalCount();
    const body = {
      reference: 'fx-correction-0001',
      reason: 'FX desk booked the November rebate twice',
      postings: [
        { account: { kind: 'fx_position', currencyCode: 'USDC' }, direction: 'DEBIT', amount: '12.34' },
        { account: { kind: 'service_fee_revenue', currencyCode: 'USDC' }, direction: 'CREDIT', amount: '12.34' },
      ],
    };
    const unbalanced = await as(maker, 'POST', '/v1/admin/journal-entries', {
      ...body,
      reference: 'x-1',
      postings: [body.postings[0], { ...body.postings[1], amount: '12.00' }],
    });
    assert.deepEqual([unbalanced.status, unbalanced.body.code], [422, 'journal_entry.unbalanced']);
    const customer = await as(maker, 'POST', '/v1/admin/journal-entries', {
      ...body,
      postings: [{ ...body.postings[0], account: { kind: 'beneficiary_wallet', currencyCode: 'USDC' } }, body.postings[1]],
    });
    assert.equal(customer.status, 400, 'a customer account is not an internal one');
    const pending = await as(maker, 'POST', '/v1/admin/journal-entries', body);
    assert.equal(pending.status, 202, pending.text);
    assert.deepEqual(
      pending.body.effect.postings.map((p: any) => [p.account.kind, p.direction, p.amount]),
      [
        ['fx_position', 'DEBIT', '12.34'],
        ['service_fee_revenue', 'CREDIT', '12.34'],
      ],
    );
    assert.equal(await journalCount(), entries, 'the request posts nothing');
    const winner = await approveOnce(pending);
    assert.equal(winner.body.result.reference, 'manual:fx-correction-0001');
    assert.equal(await journalCount(), entries + 1, 'posted once');
    await assertTrialBalanceZero(t);
    const again = await as(maker, 'POST', '/v1/admin/journal-entries', body);
    assert.deepEqual([again.status, again.body.code], [409, 'journal_entry.reference_used']);
  });

  it('the policies are data, changed under the rule; below a threshold one person suffices; the rule over the rule stays', async () => {
    const locked = await as(maker, 'PUT', '/v1/admin/approval-policies/approval_policy.update', { twoPerson: false, threshold: null, reason: 'fewer clicks' });
    assert.deepEqual([locked.status, locked.body.code], [422, 'approval_policy.locked']);
    const pending = await as(maker, 'PUT', '/v1/admin/approval-policies/journal.manual_entry', {
      twoPerson: true,
      threshold: { value: '50.00', currencyCode: 'USDC' },
      reason: 'small corrections',
    });
    assert.equal(
      (await as(maker, 'GET', '/v1/admin/approval-policies')).body.content.find((p: any) => p.action === 'journal.manual_entry').threshold,
      null,
      'the request changes nothing',
    );
    await approveOnce(pending);
    const small = await as(maker, 'POST', '/v1/admin/journal-entries', {
      reference: 'small-0001',
      reason: 'rounding',
      postings: [
        { account: { kind: 'fx_position', currencyCode: 'USDC' }, direction: 'DEBIT', amount: '0.01' },
        { account: { kind: 'service_fee_revenue', currencyCode: 'USDC' }, direction: 'CREDIT', amount: '0.01' },
      ],
    });
    assert.equal(small.status, 201, small.text);
    const large = await as(maker, 'POST', '/v1/admin/journal-entries', {
      reference: 'large-0001',
      reason: 'a large one still needs two',
      postings: [
        { account: { kind: 'fx_position', currencyCode: 'USDC' }, direction: 'DEBIT', amount: '50.00' },
        { account: { kind: 'service_fee_revenue', currencyCode: 'USDC' }, direction: 'CREDIT', amount: '50.00' },
      ],
    });
    assert.equal(large.status, 202, large.text);
  });

  it('a request expires: 410 on approval, EXPIRED in the list, with an audit entry', async () => {
    const pending = await as(maker, 'POST', '/v1/admin/journal-entries', {
      reference: 'expires-0001',
      reason: 'left too long',
      postings: [
        { account: { kind: 'fx_position', currencyCode: 'BRL' }, direction: 'DEBIT', amount: '100.00' },
        { account: { kind: 'service_fee_revenue', currencyCode: 'BRL' }, direction: 'CREDIT', amount: '100.00' },
      ],
    });
    assert.equal(pending.status, 202, pending.text);
    await t.db.query("UPDATE approval_requests SET created_at = now() - interval '2 days', expires_at = now() - interval '1 day' WHERE id = $1", [
      pending.body.id,
    ]);
    const late = await as(checker, 'POST', `/v1/admin/approvals/${pending.body.id}/approve`, {});
    assert.deepEqual([late.status, late.body.code], [410, 'approval.expired']);
    assert.equal((await as(checker, 'GET', `/v1/admin/approvals/${pending.body.id}`)).body.status, 'EXPIRED');
    assert.equal((await auditEntries(t, `action:approval.expired,resource.id:${pending.body.id}`)).length, 1);
    await sleep(0);
  });
});
