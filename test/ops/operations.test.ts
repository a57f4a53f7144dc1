// The console's remaining pages over plain HTTP, each form a change the API then shows and the audit log records with
// the operator's account as the actor: a sanctions review (both sides of its hit, then cleared with a note), a
// corridor's terms (a minimum above its maximum refused on the form, then saved), an integrator's fee and suspension
// (its calls refused while suspended), a reconciliation run for a period (a period not over refused), and the audit
// log's filters. Every form is refused without its CSRF token.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_TOKEN, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { createBeneficiary, individual, person, startWithReceiver } from '../helpers/beneficiaries.ts';
import { auditEntries, createOperator, inventedSanctionsList, OpsVisitor, type TestOperator } from '../helpers/ops.ts';

/** Page text as a person reads it: tags out, spaces collapsed. */
const readable = (page: string): string =>
  page
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');

describe('the console pages for reviews, corridors, integrators, reconciliation and the audit log', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let operator: TestOperator;
  let visitor: OpsVisitor;
  /** A second operator, who approves what the first sends for approval (the two-person rule). */
  let checker: TestOperator;
  let checkerVisitor: OpsVisitor;
  let close: () => Promise<void>;

  before(async () => {
    ({ t, integrator, close } = await startWithReceiver({ SANCTIONS_LISTS: inventedSanctionsList() }));
    operator = await createOperator(t);
    visitor = new OpsVisitor(t.url);
    await visitor.signInFirstTime(operator);
    checker = await createOperator(t, { role: 'approver' });
    checkerVisitor = new OpsVisitor(t.url);
    await checkerVisitor.signInFirstTime(checker);
  });

  /** A form's answer that sent its change for approval: the request's page says so, and the checker approves it there. */
  const approveInConsole = async (sent: Response) => {
    const location = sent.headers.get('location') ?? '';
    const id = /^\/ops\/approvals\/([0-9a-f-]{36})\?notice=approval-requested$/.exec(location)?.[1];
    assert.ok(sent.status === 303 && id, `sent for approval (${sent.status} ${location})`);
    assert.match(readable((await visitor.page(location)).text), /Request sent for approval/);
    assert.doesNotMatch((await visitor.page(`/ops/approvals/${id}`)).text, /\/approve"/, 'its maker is offered no approve form');
    const page = await checkerVisitor.page(`/ops/approvals/${id}`);
    const decided = await checkerVisitor.post(`/ops/approvals/${id}/approve`, { _csrf: page.csrf ?? '', note: 'checked' });
    assert.deepEqual([decided.status, decided.headers.get('location')], [303, `/ops/approvals/${id}?notice=approved`]);
  };
  after(() => close?.());

  const admin = async (route: string) => (await t.request('GET', route, { token: ADMIN_TOKEN })).body;
  /** The one entry of `action` on `resourceId`, which must name the operator's account as the actor. */
  const assertAudited = async (action: string, resourceId: string, by: TestOperator = operator) => {
    const entries = await auditEntries(t, `action:${action},resource.id:${resourceId}`);
    assert.equal(entries.length, 1, `one ${action}`);
    assert.deepEqual(entries[0].actor, { type: 'operator', id: by.id, name: by.email, credential: 'console_session' }, `${action} by the operator's account`);
    assert.equal(typeof entries[0].requestId, 'string');
    return entries[0];
  };

  it('decides a sanctions review on a page that shows both sides of its hit', async () => {
    const held = await createBeneficiary(t, integrator, individual('ops-review', { person: person({ firstName: 'Aurelio', lastName: 'Quimby' }) }));
    const [review] = (await admin(`/v1/admin/reviews?filterEq=subject.id:${held.id}`)).content;
    assert.ok(review, 'the listed name is held for review');
    assert.match((await visitor.page('/ops/reviews')).text, new RegExp(`href="/ops/reviews/${review.id}"`), 'in the open queue');
    assert.doesNotMatch((await visitor.page('/ops/reviews?status=CLEARED')).text, new RegExp(review.id), 'the status filter leaves it out');

    const page = await visitor.page(`/ops/reviews/${review.id}`);
    const text = readable(page.text);
    assert.match(text, /What the integrator gave .*Date of birth 1990-05-17 .*Citizenship BR/, "the integrator's side");
    assert.match(text, /The list's entry .*QUIMBY, Aurelio Invented .*Remarks DOB 02 Feb 1950; nationality Atlantis\./, "the list's side");

    const forged = await visitor.post(`/ops/reviews/${review.id}/decision`, { decision: 'CLEAR', note: 'not him' });
    assert.equal(forged.status, 403, 'refused without the CSRF token');
    const noNote = await visitor.post(`/ops/reviews/${review.id}/decision`, { _csrf: page.csrf ?? '', decision: 'CLEAR' });
    assert.equal(noNote.status, 400);
    assert.match(readable(await noNote.text()), /Note is required/);
    assert.equal((await admin(`/v1/admin/reviews/${review.id}`)).status, 'OPEN', 'a refused form decides nothing');

    const cleared = await visitor.post(`/ops/reviews/${review.id}/decision`, { _csrf: page.csrf ?? '', decision: 'CLEAR', note: 'born 1990, not 1950' });
    assert.equal((await admin(`/v1/admin/reviews/${review.id}`)).status, 'OPEN', 'a request for approval decides nothing');
    await approveInConsole(cleared);
    const decided = await admin(`/v1/admin/reviews/${review.id}`);
    assert.deepEqual([decided.status, decided.decision.note, decided.decision.decidedBy], ['CLEARED', 'born 1990, not 1950', checker.id]);
    assert.match(readable((await visitor.page(`/ops/reviews/${review.id}`)).text), new RegExp(`By ${checker.email.replace('.', '\\.')}`));
    await assertAudited('screening_review.cleared', review.id, checker);
  });

  it("sets a corridor's terms, a refused term shown on the form", async () => {
    assert.match(readable((await visitor.page('/ops/corridors')).text), /BR BRL ENABLED 50 bps/);
    const page = await visitor.page('/ops/corridors/BR');
    const value = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page.text)?.[1] ?? '';
    const form = {
      _csrf: page.csrf ?? '',
      enabled: 'on',
      serviceFeeBps: '60',
      spread: '0.004',
      taxBps: value('taxBps'),
      ON_RAMP_min: value('ON_RAMP_min'),
      ON_RAMP_max: value('ON_RAMP_max'),
      OFF_RAMP_min: value('OFF_RAMP_min'),
      OFF_RAMP_max: value('OFF_RAMP_max'),
      reason: 'December pricing',
    };
    assert.equal((await visitor.post('/ops/corridors/BR', { ...form, _csrf: '' })).status, 403, 'refused without the CSRF token');
    const refused = await visitor.post('/ops/corridors/BR', { ...form, ON_RAMP_min: '999999999.00', ON_RAMP_max: '10.00' });
    assert.equal(refused.status, 400);
    const refusedText = await refused.text();
    assert.match(readable(refusedText), /Please check the form/);
    assert.match(refusedText, /name="ON_RAMP_min" value="999999999.00"/, 'what was typed is kept');
    const [before] = (await admin('/v1/admin/corridors?filterEq=id:BR')).content;
    assert.equal(before.serviceFeeBps, 50, 'a refused form changes nothing');

    const saved = await visitor.post('/ops/corridors/BR', form);
    assert.equal((await admin('/v1/admin/corridors?filterEq=id:BR')).content[0].serviceFeeBps, 50, 'a request for approval changes nothing');
    await approveInConsole(saved);
    const [after] = (await admin('/v1/admin/corridors?filterEq=id:BR')).content;
    assert.deepEqual([after.serviceFeeBps, after.spread, after.enabled], [60, '0.004', true]);
    const entry = await assertAudited('corridor.updated', 'BR', checker);
    assert.deepEqual(entry.details.changes.serviceFeeBps, { from: 50, to: 60 });
  });

  it("changes an integrator's fee and suspends it, its calls refused until it is reactivated", async () => {
    const page = await visitor.page(`/ops/integrators/${integrator.id}`);
    assert.match(readable(page.text), /Status ACTIVE/);
    assert.equal((await visitor.post(`/ops/integrators/${integrator.id}/fee`, { integratorFeeBps: '25' })).status, 403, 'refused without the CSRF token');
    const bad = await visitor.post(`/ops/integrators/${integrator.id}/fee`, { _csrf: page.csrf ?? '', integratorFeeBps: '20000' });
    assert.equal(bad.status, 400);
    assert.match(readable(await bad.text()), /Fee /);
    const fee = await visitor.post(`/ops/integrators/${integrator.id}/fee`, { _csrf: page.csrf ?? '', integratorFeeBps: '25', reason: 'new contract' });
    assert.equal((await admin(`/v1/integrators/${integrator.id}`)).integratorFeeBps, 0, 'a request for approval changes nothing');
    await approveInConsole(fee);
    assert.equal((await admin(`/v1/integrators/${integrator.id}`)).integratorFeeBps, 25);
    assert.deepEqual((await assertAudited('integrator.fee_changed', integrator.id, checker)).details, { from: 0, to: 25 });

    const suspend = await visitor.post(`/ops/integrators/${integrator.id}/status`, { _csrf: page.csrf ?? '', status: 'SUSPENDED' });
    assert.equal(suspend.status, 303);
    const refused = await t.request('GET', '/v1/beneficiaries', { token: integrator.token });
    assert.deepEqual([refused.status, refused.body.code], [403, 'integrator.suspended']);
    assert.match(
      readable((await visitor.page(`/ops/integrators/${integrator.id}?notice=suspended`)).text),
      /The integrator is suspended.*Status SUSPENDED.*Reactivate/,
    );
    await assertAudited('integrator.suspended', integrator.id);
    assert.equal((await visitor.post(`/ops/integrators/${integrator.id}/status`, { _csrf: page.csrf ?? '', status: 'ACTIVE' })).status, 303);
    assert.equal((await t.request('GET', '/v1/beneficiaries', { token: integrator.token })).status, 200, 'active again');
    await assertAudited('integrator.reactivated', integrator.id);
  });

  it('runs a reconciliation for a period, a period not over refused on the form', async () => {
    const page = await visitor.page('/ops/reconciliation');
    assert.equal(
      (await visitor.post('/ops/reconciliation/runs', { from: '2020-01-01T00:00:00Z', to: '2020-01-02T00:00:00Z' })).status,
      403,
      'refused without the CSRF token',
    );
    const future = await visitor.post('/ops/reconciliation/runs', { _csrf: page.csrf ?? '', from: '2020-01-01T00:00:00Z', to: '2999-01-01T00:00:00Z' });
    assert.equal(future.status, 422);
    assert.match(readable(await future.text()), /The period is not over/);
    const notADate = await visitor.post('/ops/reconciliation/runs', { _csrf: page.csrf ?? '', from: 'yesterday', to: '2020-01-02T00:00:00Z' });
    assert.equal(notADate.status, 400);

    const made = await visitor.post('/ops/reconciliation/runs', { _csrf: page.csrf ?? '', from: '2020-01-01T00:00:00Z', to: '2020-01-02T00:00:00Z' });
    assert.equal(made.status, 303);
    const runId = /\/ops\/reconciliation\/runs\/([0-9a-f-]+)\?notice=run-made$/.exec(made.headers.get('location') ?? '')?.[1] ?? '';
    const run = await admin(`/v1/admin/reconciliation/runs/${runId}`);
    assert.deepEqual([run.trigger, run.periodStart], ['MANUAL', '2020-01-01T00:00:00.000Z']);
    const runPage = readable((await visitor.page(`/ops/reconciliation/runs/${runId}`)).text);
    assert.match(runPage, /Rail accounts/);
    assert.match(runPage, /Every item matched\./);
    assert.match(readable((await visitor.page('/ops/reconciliation?trigger=MANUAL')).text), /By hand|MANUAL/);
    await assertAudited('reconciliation_run.created', runId);
  });

  it("proposes a break's correction on the run's page; approved, the break shows CORRECTED there", async () => {
    const from = new Date(Date.now() - 1000);
    await t.db.query(
      `INSERT INTO sandbox_rail_movements (id, rail_account, reference, direction, amount, currency, occurred_at)
       VALUES (gen_random_uuid(), 'pix-collection', 'pix:E00000000202611281100console01', 'IN', 12.34, 'BRL', now())`,
    );
    const run = await t.request('POST', '/v1/admin/reconciliation/runs', {
      token: ADMIN_TOKEN,
      body: { from: from.toISOString(), to: new Date().toISOString() },
    });
    assert.equal(run.status, 201, run.text);
    const item = run.body.items.find((candidate: any) => candidate.reference === 'pix:E00000000202611281100console01');
    const page = await visitor.page(`/ops/reconciliation/runs/${run.body.id}`);
    assert.match(readable(page.text), /Correct a break/);
    const sent = await visitor.post(`/ops/reconciliation/runs/${run.body.id}/correct`, {
      _csrf: page.csrf ?? '',
      itemId: item.id,
      counter: 'deposits_to_return',
      reason: 'an unknown payer: owed back',
      evidence: 'PSP statement line 7',
    });
    assert.equal((await admin(`/v1/admin/reconciliation/runs/${run.body.id}`)).items[0].closure, null, 'nothing changes before approval');
    await approveInConsole(sent);
    const closure = (await admin(`/v1/admin/reconciliation/runs/${run.body.id}`)).items.find((candidate: any) => candidate.id === item.id).closure;
    assert.deepEqual([closure.how, closure.by.id, closure.proposedBy.id, closure.evidence], ['CORRECTED', checker.id, operator.id, 'PSP statement line 7']);
    assert.match(readable((await visitor.page(`/ops/reconciliation/runs/${run.body.id}`)).text), /CORRECTED by/);
  });

  it("lists the audit log, filtered by the operator's email, the action, the integrator and the resource", async () => {
    /** The entries' table alone, without the filter form's choices. */
    const entries = async (route: string) => readable((await visitor.page(route)).text.split('<table')[1] ?? '');
    const mine = await entries(`/ops/audit?actor=${encodeURIComponent(operator.email.toUpperCase())}`);
    for (const action of ['operator.signed_in', 'screening_review.cleared', 'corridor.updated', 'integrator.suspended', 'reconciliation_run.created']) {
      assert.ok(mine.includes(action), action);
    }
    assert.ok(mine.includes(operator.email), 'the operator named by email');
    assert.doesNotMatch(mine, /integrator\.created/, "an integrator made by ADMIN_TOKEN is not this operator's");
    const suspended = await entries(`/ops/audit?action=integrator.suspended&integrator=${integrator.id}`);
    assert.match(suspended, /integrator\.suspended/);
    assert.doesNotMatch(suspended, /integrator\.fee_changed/);
    const corridor = await visitor.page('/ops/audit?resourceType=corridor&resource=BR');
    assert.match(corridor.text, /href="\/ops\/corridors\/BR"/, 'the resource links to its page');
    assert.doesNotMatch(readable(corridor.text.split('<table')[1] ?? ''), /operator\.signed_in/);
  });
});
