// Sanctions screening end to end, against the sample rows of OFAC's SDN list in its published CSV format (read from
// ../shared/specs/ofac-sdn-sample, never copied here): a listed name written another way (a middle name dropped and
// the words reordered, accents added, initials) holds the beneficiary in PENDING even once its verification is
// approved, a clearly different name does not; a business named like a listed entity's alias is held; CLEAR approves,
// CONFIRM rejects with a BENEFICIARY_KYC that a receiver on 127.0.0.1 verifies; a listed payment contact is not paid
// until cleared, and never once confirmed; the operator's queue, its decisions' finality and their audit entries.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { approved, secondApprover } from '../helpers/approvals.ts';
import { ADMIN_TOKEN, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { business, createBeneficiary, individual, openLink, person, receivedFor, startWithReceiver, storedEvents } from '../helpers/beneficiaries.ts';
import { createContact, paymentIn, pay, simulate } from '../helpers/payments.ts';
import type { Receiver } from '../helpers/receiver.ts';
import { publishedSpec } from '../../src/rails/fakes/published-specs.ts';
import { approvedBeneficiary } from '../helpers/transfers.ts';

const SAMPLE = publishedSpec('ofac-sdn-sample/sdn.csv', "The sample rows of OFAC's SDN list in its CSV format");

describe('sanctions screening against the SDN sample', { skip: SAMPLE.skip }, () => {
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;
  let close: () => Promise<void>;
  let reference = 0;

  before(async () => {
    ({ t, receiver, integrator, close } = await startWithReceiver({ SANCTIONS_LISTS: path.dirname(SAMPLE.file) }));
  });
  after(() => close());

  // A decision is made under the two-person rule: ADMIN_TOKEN asks, the app's second approver approves (any other answer passes through).
  const admin = async (method: string, route: string, body?: unknown) => approved(t, await t.request(method, route, { token: ADMIN_TOKEN, body }));
  /** The review of a beneficiary or contact, if it has one, as the operator lists it. */
  const reviewOf = async (subjectId: string) => {
    const page = await admin('GET', `/v1/admin/reviews?filterEq=subject.id:${subjectId}`);
    assert.equal(page.status, 200, page.text);
    return page.body.content[0] as Record<string, any> | undefined;
  };
  const beneficiary = async (id: string) => (await t.request('GET', `/v1/beneficiaries/${id}`, { token: integrator.token })).body;
  /** Approves every verification step of a beneficiary through its sandbox link. */
  const verify = async (id: string) => {
    const [kyc] = await storedEvents(t, id, 'BENEFICIARY_KYC');
    for (const step of kyc.data.steps) assert.equal((await openLink(t.url + new URL(step.uploadLink).pathname)).status, 200);
  };
  const individualNamed = (firstName: string, lastName: string) =>
    createBeneficiary(t, integrator, individual(`screened-${++reference}`, { person: person({ firstName, lastName }) }));

  it('holds a listed individual written with a middle name dropped and reordered, with accents, or with initials, even once verified', async () => {
    for (const [firstName, lastName] of [
      ['Elvis', 'Logan Morey'],
      ['Élvis Ângus', 'Logan Morey'],
      ['E. A.', 'Logan Morey'],
    ] as const) {
      const created = await individualNamed(firstName, lastName);
      assert.equal(created.status, 'PENDING');
      const review = await reviewOf(created.id);
      assert.ok(review, `${firstName} ${lastName} is held for review`);
      assert.equal(review.status, 'OPEN');
      assert.deepEqual(review.subject, { type: 'BENEFICIARY', id: created.id, beneficiaryId: created.id });
      assert.equal(review.integratorId, integrator.id);
      const [hit] = review.hits;
      assert.equal(hit.name, `${firstName} ${lastName}`);
      assert.equal(hit.role, 'INDIVIDUAL');
      assert.deepEqual(hit.details, { dateOfBirth: '1990-05-17', citizenship: 'BR', country: 'BR' }, 'what the reviewer compares with the remarks');
      const { remarks, ...entry } = hit.entry;
      assert.deepEqual(entry, { list: 'SDN', entNum: '10278', name: 'LOGAN MOREY, Elvis Angus', type: 'individual', programs: ['SDNT'], countries: [] });
      assert.match(remarks, /^DOB 28 Jul 1963; POB Toledo District, Belize;/, 'what tells the listed man apart, for the reviewer');
      assert.equal(hit.matchedName, 'LOGAN MOREY, Elvis Angus');
      assert.ok(hit.score >= 0.9 && hit.score <= 1, `score ${hit.score}`);
      assert.equal(review.threshold, 0.9);

      await verify(created.id);
      const [kyc] = (await storedEvents(t, created.id, 'BENEFICIARY_KYC')).filter((event) => event.success === true);
      assert.ok(kyc, 'the step itself was approved');
      const held = await beneficiary(created.id);
      assert.equal(held.status, 'PENDING', 'not approved while its review is open');
      assert.equal(held.kycVerified, false);
      assert.deepEqual(await storedEvents(t, created.id, 'BENEFICIARY_APPROVED'), []);
    }
  });

  it('does not hold a clearly different name, which is approved by its verification alone', async () => {
    const created = await individualNamed('Maria', 'Souza');
    assert.equal(await reviewOf(created.id), undefined);
    await verify(created.id);
    assert.equal((await beneficiary(created.id)).status, 'CREATED');
  });

  it("holds a business named like a listed entity's alias, and one whose owner is listed, naming whose name matched", async () => {
    const named = await createBeneficiary(t, integrator, business(`business-${++reference}`, {}));
    assert.equal(await reviewOf(named.id), undefined, 'the fixture business matches nothing');

    const body = business(`business-${++reference}`);
    body.business.legalName = 'HESA Trade Center';
    const hesa = await createBeneficiary(t, integrator, body);
    const review = await reviewOf(hesa.id);
    assert.ok(review, 'held');
    assert.equal(review.hits.length, 1);
    assert.equal(review.hits[0].role, 'BUSINESS');
    assert.equal(review.hits[0].matchedName, 'HESA TRADE CENTER');
    assert.equal(review.hits[0].score, 1);
    assert.deepEqual(review.hits[0].entry, {
      list: 'SDN',
      entNum: '11195',
      name: 'IRAN AIRCRAFT MANUFACTURING INDUSTRIAL COMPANY',
      type: 'entity',
      programs: ['NPWMD', 'IFSR', 'IRAN-CON-ARMS-EO'],
      countries: ['Iran'],
      remarks: review.hits[0].entry.remarks,
    });
    assert.match(review.hits[0].entry.remarks, /Registration Number 26740 \(Iran\)/);

    const owned = business(`business-${++reference}`);
    owned.business.beneficialOwners[2] = { ...owned.business.beneficialOwners[2], firstName: 'Daniel Gonzalo', lastName: 'Moreno' };
    const withOwner = await reviewOf((await createBeneficiary(t, integrator, owned)).id);
    assert.deepEqual(
      withOwner?.hits.map((hit: any) => [hit.role, hit.name, hit.entry.entNum, hit.matchedName]),
      [['BENEFICIAL_OWNER', 'Daniel Gonzalo Moreno', '15102', 'MORENO JR., Daniel Gonzalo']],
      'an owner under 25%, who is not verified, is screened all the same',
    );
  });

  it('CLEAR approves a held beneficiary whose verification is complete, at once and with BENEFICIARY_APPROVED', async () => {
    const created = await individualNamed('Elvis', 'Logan Morey');
    await verify(created.id);
    const review = await reviewOf(created.id);
    const cleared = await admin('POST', `/v1/admin/reviews/${review!.id}/decision`, {
      decision: 'CLEAR',
      note: 'Born 1991 in Recife; the listed man was born 1963 in Belize.',
    });
    assert.equal(cleared.status, 200, cleared.text);
    assert.equal(cleared.body.status, 'CLEARED');
    assert.equal(cleared.body.decision.decision, 'CLEAR');
    assert.equal(cleared.body.decision.decidedBy, (await secondApprover(t)).id, 'decided by its approver');
    assert.equal((await beneficiary(created.id)).status, 'CREATED');
    await receiver.waitFor(() => receivedFor(receiver, created.id, 'BENEFICIARY_APPROVED').length === 1);
    assert.equal(receivedFor(receiver, created.id, 'BENEFICIARY_APPROVED')[0].data.status, 'CREATED');
  });

  it('CLEAR before the verification is complete lets the verification approve the beneficiary', async () => {
    const created = await individualNamed('Élvis Ângus', 'Logan Morey');
    const review = await reviewOf(created.id);
    assert.equal((await admin('POST', `/v1/admin/reviews/${review!.id}/decision`, { decision: 'CLEAR', note: 'Another person.' })).status, 200);
    assert.equal((await beneficiary(created.id)).status, 'PENDING', 'still waiting for its verification');
    await verify(created.id);
    assert.equal((await beneficiary(created.id)).status, 'CREATED');
  });

  it('CONFIRM rejects the beneficiary with a BENEFICIARY_KYC the receiver verifies, and nothing approves it after', async () => {
    const created = await individualNamed('E. A.', 'Logan Morey');
    const review = await reviewOf(created.id);
    const confirmed = await admin('POST', `/v1/admin/reviews/${review!.id}/decision`, { decision: 'CONFIRM', note: 'Same date of birth and passport.' });
    assert.equal(confirmed.status, 200, confirmed.text);
    assert.equal(confirmed.body.status, 'CONFIRMED');
    const rejected = await beneficiary(created.id);
    assert.equal(rejected.status, 'REJECTED');
    assert.equal(rejected.rejectionReason, 'The beneficiary could not be approved after a compliance review.');

    await receiver.waitFor(() => receivedFor(receiver, created.id, 'BENEFICIARY_KYC').some((event) => event.success === false));
    const event = receivedFor(receiver, created.id, 'BENEFICIARY_KYC').find((candidate) => candidate.success === false);
    assert.equal(event.message, rejected.rejectionReason);
    assert.equal(event.data.status, 'REJECTED');
    assert.doesNotMatch(JSON.stringify(event), /LOGAN|SDN|10278/, 'the integrator is not told what matched');
    assert.deepEqual(receiver.forged, [], 'every callback verified with the integrator secret');

    const [kyc] = await storedEvents(t, created.id, 'BENEFICIARY_KYC');
    const link = await openLink(t.url + new URL(kyc.data.steps[0].uploadLink).pathname);
    assert.equal(link.status, 410, 'the verification is closed');
    assert.equal((await beneficiary(created.id)).status, 'REJECTED');
  });

  it('a decision is final: the same one again answers the same, the other 412; unknown reviews 404; integrators cannot decide', async () => {
    const created = await individualNamed('Elvis', 'Logan Morey');
    const review = await reviewOf(created.id);
    const url = `/v1/admin/reviews/${review!.id}/decision`;
    const asIntegrator = await t.request('POST', url, { token: integrator.token, body: { decision: 'CLEAR', note: 'mine' } });
    assert.equal(asIntegrator.status, 403);
    const invalid = await admin('POST', url, { decision: 'MAYBE', note: 'x' });
    assert.equal(invalid.status, 400);
    assert.equal((await admin('POST', url, { decision: 'CLEAR', note: '' })).status, 400, 'a decision needs its note');

    const first = await admin('POST', url, { decision: 'CONFIRM', note: 'Confirmed.' });
    assert.equal(first.status, 200);
    const again = await admin('POST', url, { decision: 'CONFIRM', note: 'Confirmed twice.' });
    assert.equal(again.status, 200);
    assert.deepEqual(again.body, first.body);
    const other = await admin('POST', url, { decision: 'CLEAR', note: 'Changed my mind.' });
    assert.equal(other.status, 412);
    assert.equal(other.body.code, 'review.already_decided');
    assert.equal((await beneficiary(created.id)).status, 'REJECTED');
    assert.equal((await storedEvents(t, created.id, 'BENEFICIARY_KYC')).filter((event) => event.success === false).length, 1, 'rejected once');

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await admin('POST', `/v1/admin/reviews/${id}/decision`, { decision: 'CLEAR', note: 'x' });
      assert.equal(missing.status, 404);
      assert.equal(missing.body.code, 'review.not_found');
    }

    const audit = await t.db.query<{ action: string; actor_id: string; resource_id: string; integrator_id: string; details: any; request_id: string | null }>(
      'SELECT action, actor_id, resource_id, integrator_id, details, request_id FROM audit_log WHERE resource_id = $1',
      [review!.id],
    );
    assert.equal(audit.length, 1, 'one entry: the repeated decision changed nothing');
    assert.equal(audit[0]!.action, 'screening_review.confirmed');
    assert.equal(audit[0]!.actor_id, (await secondApprover(t)).id);
    assert.equal(audit[0]!.integrator_id, integrator.id);
    assert.equal(audit[0]!.details.note, 'Confirmed.');
    assert.ok(audit[0]!.request_id);
    await assert.rejects(t.db.query('UPDATE audit_log SET action = $1', ['changed']), /append-only/);
    await assert.rejects(t.db.query('DELETE FROM audit_log'), /append-only/);
  });

  it('lists reviews oldest first, filtered by status and integrator, for the operator only', async () => {
    const other = await t.createIntegrator({ callbackUrl: receiver.url });
    receiver.secrets.push(other.webhookSecret);
    const theirs = await createBeneficiary(t, other, individual('other-1', { person: person({ firstName: 'Dmitry', lastName: 'Khoroshev' }) }));
    const open = await admin('GET', '/v1/admin/reviews?filterEq=status:OPEN&size=100');
    const created = open.body.content.map((review: any) => review.createdDate);
    assert.deepEqual(created, [...created].sort(), 'oldest first');
    assert.ok(open.body.content.every((review: any) => review.status === 'OPEN'));
    const byIntegrator = await admin('GET', `/v1/admin/reviews?filterEq=integratorId:${other.id}`);
    assert.deepEqual(
      byIntegrator.body.content.map((review: any) => review.subject.id),
      [theirs.id],
    );
    assert.equal(byIntegrator.body.content[0].hits[0].matchedName, 'KHOROSHEV, Dmitry Yuryevich');
    const one = await admin('GET', `/v1/admin/reviews/${byIntegrator.body.content[0].id}`);
    assert.deepEqual(one.body, byIntegrator.body.content[0]);
    assert.equal((await t.request('GET', '/v1/admin/reviews', { token: integrator.token })).status, 403);
  });

  it('a listed payment contact cannot be paid until cleared; a confirmed one never', async () => {
    const payer = await approvedBeneficiary(t, integrator, `payer-${++reference}`);
    const funding = await createContact(t, integrator, payer.id);
    assert.equal(await reviewOf(funding.id), undefined);
    assert.equal((await paymentIn(t, integrator, payer.id, funding.id, '500.00')).body.status, 'COMPLETED');

    const payTo = async (contactId: string) => pay(t, integrator, (await simulate(t, integrator, payer.id, '20.00')).body.simulationId, contactId);
    const held = await createContact(t, integrator, payer.id, { userInfo: { name: 'Daniel Moreno' } });
    const company = await createContact(t, integrator, payer.id, { userInfo: { name: 'TNK Trading International SA', type: 'LEGAL_PERSON' } });
    for (const [contact, matched] of [
      [held, 'MORENO, Daniel'],
      [company, 'TNK TRADING INTERNATIONAL S.A.'],
    ] as const) {
      const review = await reviewOf(contact.id);
      assert.equal(review?.subject.type, 'PAYMENT_CONTACT');
      assert.equal(review?.subject.beneficiaryId, payer.id);
      assert.equal(review?.hits[0].role, 'PAYMENT_CONTACT');
      assert.equal(review?.hits[0].matchedName, matched);
      assert.deepEqual(review?.hits[0].details, { dateOfBirth: null, citizenship: null, country: 'US' });
      const refused = await payTo(contact.id);
      assert.equal(refused.status, 412, refused.text);
      assert.equal(refused.body.code, 'payment_contact.under_review');
    }
    const payments = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE payment_contact_id = ANY($1::uuid[])', [
      [held.id, company.id],
    ]);
    assert.equal(payments[0]!.n, 0, 'nothing was held or paid');

    assert.equal(
      (await admin('POST', `/v1/admin/reviews/${(await reviewOf(held.id))!.id}/decision`, { decision: 'CLEAR', note: 'Another Daniel Moreno.' })).status,
      200,
    );
    const paid = await payTo(held.id);
    assert.equal(paid.status, 201, paid.text);

    assert.equal(
      (await admin('POST', `/v1/admin/reviews/${(await reviewOf(company.id))!.id}/decision`, { decision: 'CONFIRM', note: 'The listed company.' })).status,
      200,
    );
    const blocked = await payTo(company.id);
    assert.equal(blocked.status, 412);
    assert.equal(blocked.body.code, 'payment_contact.blocked');
    assert.doesNotMatch(blocked.text, /TNK|SDN|sanction/i);
  });

  it('shows the lists in use in /ready', async () => {
    const ready = await t.request('GET', '/ready');
    assert.deepEqual(ready.body.screening.lists, [{ list: 'SDN', entries: 17 }]);
    assert.equal(ready.body.screening.threshold, 0.9);
    assert.equal(ready.body.screening.reloadFailedAt, null);
    assert.doesNotMatch(JSON.stringify(ready.body), /ofac-sdn-sample|shared/, 'no path in a public answer');
  });
});
