// The compliance gate end to end, against the sample rows of OFAC's SDN list in its published CSV format (read from
// ../shared/specs/ofac-sdn-sample at test time): the app screens with a copy of those files in a directory of its own,
// first without the row of "LOGAN MOREY, Elvis Angus" (ent_num 10278), then, the list reloaded, with it. A beneficiary
// cleared at creation and listed later is held at its payout (REVIEW, an exception only an approver resolves); the
// approver failing it returns its funds, and the integrator's receiver on 127.0.0.1 gets the FAILED webhook; the approver
// releasing it lets the payout go; a USDC deposit from an address OFAC lists (LIFSHITS's ETH address, ent_num 29702)
// is held; a payout that passes the beneficiary's daily maximum is held. Every decision is stored with its rule and
// inputs and read through the admin API; the books balance.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { Decimal } from '../../src/money.ts';
import { ADMIN_TOKEN, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { approved } from '../helpers/approvals.ts';
import { createBeneficiary, individual, openLink, person, startWithReceiver, storedEvents } from '../helpers/beneficiaries.ts';
import { available, offRampSimulation, randomHash, validTargetAccount } from '../helpers/off-ramp.ts';
import { createOperator, exceptionOf, OpsVisitor } from '../helpers/ops.ts';
import type { Receiver } from '../helpers/receiver.ts';
import { publishedSpec } from '../../src/rails/fakes/published-specs.ts';
import { assertTrialBalanceZero, createTransfer, finalTransfer, onRamp, pay, transferEvents } from '../helpers/transfers.ts';

const SAMPLE = publishedSpec('ofac-sdn-sample/sdn.csv', "The sample rows of OFAC's SDN list in its CSV format");
/** The listed man whose row is added to the lists after the beneficiary was created and cleared. */
const LATER_LISTED = '10278';
/** An ETH address the sample lists in LIFSHITS, Artem Mikhaylovich's remarks (ent_num 29702). */
const LISTED_ADDRESS = '0x901bb9583b24d97e995513c6778dc6888ab6870e';

describe('the compliance gate before every payout and release of funds', { skip: SAMPLE.skip }, () => {
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;
  let close: () => Promise<void>;
  let lists: string;
  let approverToken: string;
  let operatorToken: string;
  let reference = 0;

  const sample = path.dirname(SAMPLE.file);
  const admin = (method: string, route: string, body?: unknown, token = ADMIN_TOKEN) => t.request(method, route, { token, body });

  /** Writes the lists the app reads: the sample's files, sdn.csv without `without`'s row. */
  const writeLists = (without?: string) => {
    for (const file of ['alt.csv', 'add.csv']) copyFileSync(path.join(sample, file), path.join(lists, file));
    const rows = readFileSync(path.join(sample, 'sdn.csv'), 'utf8')
      .split(/\r?\n/)
      .filter((row) => row !== '' && (without === undefined || !row.startsWith(`${without},`)));
    writeFileSync(path.join(lists, 'sdn.csv'), rows.join('\r\n') + '\r\n');
  };
  const entriesLoaded = () => t.context.services.screener.version()!.lists.reduce((sum, list) => sum + list.entries, 0);

  const tokenFor = async (role: string) => {
    const made = await createOperator(t, { role, secondFactor: false });
    const token = await admin('POST', `/v1/admin/operators/${made.id}/tokens`, { label: `${role} of the gate test` });
    assert.equal(token.status, 201, token.text);
    return token.body.token as string;
  };

  before(async () => {
    lists = mkdtempSync(path.join(tmpdir(), 'ponte-gate-lists-'));
    writeLists(LATER_LISTED);
    ({ t, receiver, integrator, close } = await startWithReceiver({ SANCTIONS_LISTS: lists, SANCTIONS_RELOAD_S: '1' }));
    approverToken = await tokenFor('approver');
    operatorToken = await tokenFor('operator');
  });
  after(() => close());

  /** An approved BR individual named `firstName lastName` with a VALID PIX key and the USDC of one settled on-ramp. */
  const fundedNamed = async (firstName: string, lastName: string, local = '600.00') => {
    const created = await createBeneficiary(t, integrator, individual(`gate-${++reference}`, { person: person({ firstName, lastName }) }));
    const [kyc] = await storedEvents(t, created.id, 'BENEFICIARY_KYC');
    for (const step of kyc.data.steps) assert.equal((await openLink(t.url + new URL(step.uploadLink).pathname)).status, 200);
    const beneficiary = (await t.request('GET', `/v1/beneficiaries/${created.id}`, { token: integrator.token })).body;
    assert.equal(beneficiary.status, 'CREATED', 'approved: nothing matched at creation');
    await validTargetAccount(t, integrator, beneficiary);
    const funding = await onRamp(t, integrator, beneficiary, local);
    assert.equal((await pay(t, integrator, funding)).status, 200);
    assert.equal((await finalTransfer(t, integrator, funding.id)).status, 'SUCCEEDED', 'the USDC credit passed the gate');
    return beneficiary;
  };
  const offRamp = async (beneficiaryId: string, value: string, fundingSource: 'BENEFICIARY_BALANCE' | 'EXTERNAL_WALLET' = 'BENEFICIARY_BALANCE') =>
    createTransfer(t, integrator, (await offRampSimulation(t, integrator, beneficiaryId, value, fundingSource)).id);
  const decisionsOf = async (resourceId: string) => {
    const page = await admin('GET', `/v1/admin/compliance/decisions?filterEq=resource.id:${resourceId}&sort=createdDate,asc`);
    assert.equal(page.status, 200, page.text);
    return page.body.content as any[];
  };
  const transferOf = async (id: string) => (await t.request('GET', `/v1/transfers/${id}`, { token: integrator.token })).body;
  const resolve = (exceptionId: string, action: string, note: string, token = approverToken) =>
    admin('POST', `/v1/admin/exceptions/${exceptionId}/resolve`, { action, note }, token);

  let listed: Record<string, any>;

  it('records an ALLOW with its inputs for a payout and a release that pass', async () => {
    listed = await fundedNamed('Elvis', 'Logan Morey');
    const [release] = (await admin('GET', `/v1/admin/compliance/decisions?filterEq=beneficiaryId:${listed.id}`)).body.content;
    assert.equal(release.stage, 'RELEASE');
    assert.equal(release.decision, 'ALLOW');
    assert.equal(release.rule, 'all_rules_passed');
    assert.deepEqual(release.findings, []);
    assert.equal(release.inputs.beneficiaryScreening.hits.length, 0, 'screened at the release against the lists loaded then');
    assert.ok(release.inputs.lists.loadedAt);
    assert.equal(release.inputs.lists.threshold, 0.9);
    assert.equal(release.inputs.integrator.status, 'ACTIVE');
    assert.equal(release.inputs.limits.beneficiaryDailyMax, '20000.00');
    // The release's decision and the settlement it let through (the transfer's move, its postings and its event) commit
    // in one transaction: one durable commit instead of two, and the same transaction start (now()) on each row.
    const rows = await t.db.query<{ decided: Date; settled: Date; posted: Date | null }>(
      `SELECT d.created_at AS decided, tr.updated_at AS settled,
              (SELECT l.created_at FROM ledger_entries l WHERE l.reference = 'transfer:' || d.resource_id AND l.description = 'ON_RAMP settled') AS posted
         FROM compliance_decisions d JOIN transfers tr ON tr.id = d.resource_id
        WHERE d.id = $1 AND tr.status = 'SUCCEEDED'`,
      [release.id],
    );
    assert.equal(rows.length, 1, 'the released on-ramp settled');
    assert.equal(rows[0]!.posted?.getTime(), rows[0]!.decided.getTime(), 'the decision and the settlement postings share one transaction');
    assert.equal(rows[0]!.settled.getTime(), rows[0]!.decided.getTime(), 'and so does the move to SUCCEEDED');
  });

  it('holds at its payout a beneficiary cleared at creation and listed since (REVIEW), for an approver only; failing it returns the funds with the webhook', async () => {
    const before = entriesLoaded();
    writeLists();
    for (let waited = 0; entriesLoaded() === before; waited += 50) {
      assert.ok(waited < 10_000, 'the lists were reloaded');
      await sleep(50);
    }
    const balanceBefore = await available(t, integrator, listed.id);
    const transfer = await offRamp(listed.id, '20.00');
    const exception = await exceptionOf(t, 'COMPLIANCE_REVIEW', transfer.id);
    assert.deepEqual(exception.actions, ['execute', 'fail']);
    const held = await transferOf(transfer.id);
    assert.equal(held.status, 'PENDING', 'held, not paid out');
    assert.notEqual(await available(t, integrator, listed.id), balanceBefore, 'its USDC stays held');

    const [review] = await decisionsOf(transfer.id);
    assert.equal(review.decision, 'REVIEW');
    assert.equal(review.stage, 'PAYOUT');
    assert.equal(review.rule, 'beneficiary_sanctions_match');
    const [hit] = review.inputs.beneficiaryScreening.hits;
    assert.equal(hit.entNum, LATER_LISTED);
    assert.equal(hit.matchedName, 'LOGAN MOREY, Elvis Angus');
    assert.ok(hit.score >= 0.9);

    const byOperator = await resolve(exception.id, 'fail', 'The listed man.', operatorToken);
    assert.equal(byOperator.status, 403, 'an operator below approver may not decide it');
    const failed = await resolve(exception.id, 'fail', 'Same date of birth as the listed man: a true match.');
    assert.equal(failed.status, 200, failed.text);
    assert.equal(failed.body.status, 'RESOLVED');
    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'FAILED');
    assert.match(final.statusReason, /^Stopped after a compliance review\./);
    assert.doesNotMatch(final.statusReason, /LOGAN|10278|SDN/, 'never which list or entry');
    assert.equal(await available(t, integrator, listed.id), balanceBefore, 'its USDC is available again');
    await receiver.waitFor(() => transferEvents(receiver, transfer.id).length === 1);
    const [event] = transferEvents(receiver, transfer.id);
    assert.equal(event.operation, 'OFF_RAMP');
    assert.equal(event.success, false);
    await assertTrialBalanceZero(t);
  });

  it('lets the payout go once an approver releases it, and records who did', async () => {
    const transfer = await offRamp(listed.id, '20.00');
    const exception = await exceptionOf(t, 'COMPLIANCE_REVIEW', transfer.id);
    const released = await resolve(exception.id, 'execute', 'Born 1991 in Recife; the listed man was born 1963 in Belize.');
    assert.equal(released.status, 200, released.text);
    assert.equal((await finalTransfer(t, integrator, transfer.id)).status, 'SUCCEEDED');
    const decisions = await decisionsOf(transfer.id);
    assert.deepEqual(
      decisions.map((decision) => [decision.decision, decision.rule]),
      [
        ['REVIEW', 'beneficiary_sanctions_match'],
        ['ALLOW', 'operator_cleared'],
        ['ALLOW', 'cleared_by_approver'],
      ],
    );
    assert.match(decisions[1].decidedBy, /^operator:/);
    assert.deepEqual(decisions[1].inputs.clearedRules, ['beneficiary_sanctions_match']);
    assert.equal(decisions[2].findings[0].cleared, true);
    await assertTrialBalanceZero(t);
  });

  it('re-screened everyone when the list changed (once per version), and recorded every screening, clean ones included, with the lists used', async () => {
    const screenings = async (subjectId: string) => {
      const page = await admin('GET', `/v1/admin/screenings?filterEq=subject.id:${subjectId}&sort=createdDate,asc`);
      assert.equal(page.status, 200, page.text);
      return page.body.content as any[];
    };
    // The list change opened a review of the beneficiary cleared at creation: the re-screening job, not the payout.
    const [review] = (await admin('GET', `/v1/admin/reviews?filterEq=subject.id:${listed.id}`)).body.content;
    assert.ok(review, 'a review opened by the re-screening');
    assert.equal(review.status, 'OPEN');
    assert.equal(review.hits[0].entry.entNum, LATER_LISTED);

    const evidence = await screenings(listed.id);
    const [creation, release, listChange] = evidence;
    assert.deepEqual([creation.occasion, creation.result, creation.topScore, creation.hits], ['CREATION', 'CLEAR', null, []], 'a clean screening recorded');
    assert.deepEqual([release.occasion, release.result], ['RELEASE', 'CLEAR']);
    assert.deepEqual(
      creation.lists.lists.map((list: any) => [list.list, list.entries]),
      [['SDN', 16]],
    );
    assert.match(creation.lists.lists[0].digest, /^sha256:[0-9a-f]{64}$/);
    assert.equal(creation.listsVersion, release.listsVersion);
    assert.deepEqual([listChange.occasion, listChange.result, listChange.hits[0].entry.entNum], ['LIST_CHANGE', 'HIT', LATER_LISTED]);
    assert.deepEqual(
      listChange.lists.lists.map((list: any) => [list.list, list.entries]),
      [['SDN', 17]],
    );
    assert.notEqual(listChange.lists.lists[0].digest, creation.lists.lists[0].digest, 'the new content, a new digest');
    assert.ok(listChange.topScore >= 0.9);
    assert.equal(evidence.filter((screening) => screening.occasion === 'LIST_CHANGE').length, 1, 'once per list version');
    assert.ok(
      evidence.some((screening) => screening.occasion === 'PAYOUT' && screening.result === 'HIT'),
      'each payout screened again',
    );
    const listChangeHits = await admin('GET', '/v1/admin/screenings?filterEq=occasion:LIST_CHANGE,result:HIT');
    assert.equal(listChangeHits.status, 200, listChangeHits.text);
    assert.deepEqual(
      listChangeHits.body.content.map((screening: any) => screening.subject.id),
      [listed.id],
      'the one party the new entry matches',
    );

    // The console's evidence page of the beneficiary, for a viewer, and linked from its review.
    const viewer = new OpsVisitor(t.url);
    await viewer.signInFirstTime(await createOperator(t, { role: 'viewer', secondFactor: false }));
    const page = await viewer.page(`/ops/screenings/${listed.id}`);
    assert.equal(page.response.status, 200, page.text);
    assert.match(page.text, /Screening evidence/);
    for (const occasion of ['CREATION', 'RELEASE', 'LIST_CHANGE', 'PAYOUT']) assert.match(page.text, new RegExp(`<td>${occasion}</td>`));
    assert.ok(page.text.includes(creation.lists.lists[0].digest) && page.text.includes(listChange.lists.lists[0].digest), 'each list digest shown');
    assert.match(page.text, /LOGAN MOREY, Elvis Angus <span class="muted">\(SDN 10278\)/);
    assert.ok((await viewer.page(`/ops/reviews/${review.id}`)).text.includes(`href="/ops/screenings/${listed.id}"`));

    // The same version again (the job enqueued twice, or a second worker) screens nobody again.
    const again = await t.context.services.screening.rescreen(t.context.services.screener.listsVersion()!);
    assert.deepEqual([again.current, again.screened, again.reviewsOpened], [true, 0, 0]);
    assert.equal((await screenings(listed.id)).filter((screening) => screening.occasion === 'LIST_CHANGE').length, 1);
    assert.equal((await admin('GET', '/v1/admin/screenings', undefined, 'not-a-token')).status, 401);
  });

  it('with the match confirmed, the payout is denied: the transfer fails, its funds are returned and the integrator is told', async () => {
    const [review] = (await admin('GET', `/v1/admin/reviews?filterEq=subject.id:${listed.id}`)).body.content;
    const confirmed = await approved(
      t,
      await admin('POST', `/v1/admin/reviews/${review.id}/decision`, { decision: 'CONFIRM', note: 'Same date of birth: the listed man.' }, approverToken),
    );
    assert.equal(confirmed.status, 200, confirmed.text);
    assert.equal(confirmed.body.status, 'CONFIRMED');
    const balanceBefore = await available(t, integrator, listed.id);
    const transfer = await offRamp(listed.id, '15.00');
    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'FAILED');
    assert.doesNotMatch(final.statusReason, /LOGAN|10278|SDN/, 'never which list or entry');
    const [denied] = await decisionsOf(transfer.id);
    assert.deepEqual([denied.decision, denied.rule], ['DENY', 'beneficiary_sanctions_confirmed']);
    assert.equal(await available(t, integrator, listed.id), balanceBefore, 'its USDC is available again');
    await receiver.waitFor(() => transferEvents(receiver, transfer.id).length === 1);
    const [event] = transferEvents(receiver, transfer.id);
    assert.deepEqual([event.operation, event.success], ['OFF_RAMP', false]);
    await assertTrialBalanceZero(t);
  });

  it('holds a USDC deposit from an address OFAC lists', async () => {
    const clean = await fundedNamed('Maria', 'Souza');
    const transfer = await offRamp(clean.id, '25.00', 'EXTERNAL_WALLET');
    const txHash = randomHash();
    const deposit = await t.request('POST', '/v1/transfers/sandbox/crypto-deposit', {
      token: integrator.token,
      body: { txHash, simulationId: transfer.simulationId, fromAddress: '0x901BB9583b24D97e995513c6778dc6888AB6870e' },
    });
    assert.equal(deposit.status, 200, deposit.text);
    assert.equal(
      (await t.request('PUT', `/v1/transfers/${transfer.id}/transactionHash`, { token: integrator.token, body: { transactionHash: txHash } })).status,
      200,
    );
    const exception = await exceptionOf(t, 'COMPLIANCE_REVIEW', transfer.id);
    assert.equal((await transferOf(transfer.id)).status, 'PENDING');
    const [review] = await decisionsOf(transfer.id);
    assert.equal(review.decision, 'REVIEW');
    assert.equal(review.rule, 'deposit_sender_listed');
    assert.deepEqual(
      review.inputs.depositSender.listed.map((entry: any) => [entry.entNum, entry.currency, entry.address]),
      [['29702', 'ETH', LISTED_ADDRESS]],
    );

    assert.equal((await resolve(exception.id, 'fail', 'Funds from a sanctioned wallet.')).status, 200);
    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'FAILED');
    const owedBack = await exceptionOf(t, 'FUNDS_OWED_BACK', transfer.id);
    assert.equal(owedBack.amount?.value, '25.00', 'the deposit is booked as owed back to its sender');
    await assertTrialBalanceZero(t);
  });

  it("holds a payout that passes the beneficiary's daily maximum, as set now", async () => {
    const beneficiary = await fundedNamed('Joana', 'Pereira', '900.00');
    const [br] = (await admin('GET', '/v1/admin/compliance/limits')).body.filter((limits: any) => limits.id === 'BR');
    const set = await approved(
      t,
      await admin(
        'PUT',
        '/v1/admin/compliance/limits/BR',
        { reviewAbove: br.reviewAbove, beneficiaryDailyMax: '200.00', beneficiaryMonthlyMax: br.beneficiaryMonthlyMax, reason: 'lower' },
        approverToken,
      ),
    );
    assert.equal(set.status, 200, set.text);
    assert.equal(set.body.beneficiaryDailyMax, '200.00');
    try {
      // The on-ramp's release counted towards today's sum: 900 BRL is well under 200 USDC; this payout takes it over.
      const [credited] = (await admin('GET', `/v1/admin/compliance/decisions?filterEq=beneficiaryId:${beneficiary.id}`)).body.content;
      assert.equal(credited.stage, 'RELEASE');
      const over = new Decimal(200).minus(credited.amountUsdc).plus(1).toFixed(2);
      const transfer = await offRamp(beneficiary.id, over);
      const exception = await exceptionOf(t, 'COMPLIANCE_REVIEW', transfer.id);
      const [review] = await decisionsOf(transfer.id);
      assert.equal(review.decision, 'REVIEW');
      assert.equal(review.rule, 'beneficiary_daily_limit');
      assert.equal(review.inputs.limits.beneficiaryDailyMax, '200.00');
      assert.equal(review.inputs.beneficiarySums.dayBefore, credited.amountUsdc);
      assert.equal(review.inputs.beneficiarySums.dayWithThis, new Decimal(credited.amountUsdc).plus(over).toFixed(2));
      assert.equal((await transferOf(transfer.id)).status, 'PENDING');

      // In the console, an approver's decision on the review is carried out at once: it is the second person's
      // decision already, so it is not sent for another approval (the two-person rule covers the other kinds).
      const approver = await createOperator(t, { role: 'approver', secondFactor: false });
      const visitor = new OpsVisitor(t.url);
      await visitor.signInFirstTime(approver);
      const page = await visitor.page(`/ops/exceptions/${exception.id}`);
      assert.equal(page.response.status, 200, page.text);
      const failForm = /<form method="post" action="([^"]*\/resolve)"[^>]*>(?:(?!<\/form>)[\s\S])*?name="action" value="fail"[\s\S]*?<\/form>/.exec(page.text);
      assert.ok(failForm, 'the page offers fail');
      assert.doesNotMatch(failForm[0], /send for approval/, 'not sent for approval');
      const csrf = /name="_csrf" value="([^"]+)"/.exec(failForm[0])?.[1] ?? '';
      const posted = await visitor.post(failForm[1]!, { _csrf: csrf, action: 'fail', reference: '', note: 'Over the daily maximum: declined.' });
      assert.deepEqual(
        [posted.status, posted.headers.get('location')],
        [303, `/ops/exceptions/${exception.id}?notice=resolved`],
        posted.status === 303 ? '' : await posted.text(),
      );
      const resolved = (await admin('GET', `/v1/admin/exceptions/${exception.id}`)).body;
      assert.equal(resolved.status, 'RESOLVED');
      assert.deepEqual([resolved.resolution.action, resolved.resolution.actor], ['fail', approver.id], 'resolved by the approver alone');
      assert.equal((await finalTransfer(t, integrator, transfer.id)).status, 'FAILED');
      assert.equal((await admin('GET', '/v1/admin/approvals?filterEq=status:PENDING')).body.content.length, 0, 'no approval request');
    } finally {
      await approved(
        t,
        await admin(
          'PUT',
          '/v1/admin/compliance/limits/BR',
          { reviewAbove: br.reviewAbove, beneficiaryDailyMax: br.beneficiaryDailyMax, beneficiaryMonthlyMax: br.beneficiaryMonthlyMax, reason: 'restore' },
          approverToken,
        ),
      );
    }
  });

  it('refuses limits a corridor cannot have, and a role below approver', async () => {
    const body = { reviewAbove: '100.00', beneficiaryDailyMax: '500.00', beneficiaryMonthlyMax: '400.00', reason: 'a test' };
    const refused = await admin('PUT', '/v1/admin/compliance/limits/BR', body);
    assert.equal(refused.status, 400, refused.text);
    assert.equal((await admin('PUT', '/v1/admin/compliance/limits/XX', { ...body, beneficiaryMonthlyMax: '900.00' })).status, 404);
    assert.equal((await admin('PUT', '/v1/admin/compliance/limits/BR', { ...body, beneficiaryMonthlyMax: '900.00' }, operatorToken)).status, 403);
  });
});
