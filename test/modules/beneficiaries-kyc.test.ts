// Verification end to end, through HTTP and a real webhook receiver: an individual approved or rejected by its
// sandbox upload link, a business's steps (legal representative and owners of 25% or more, once per idNumber) and
// its three documents, the identity documents after approval, and the sandbox link's absence in production.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import {
  PDF,
  PNG,
  VALID_CPFS,
  business,
  createBeneficiary,
  documentForm,
  individual,
  openLink,
  person,
  receivedFor,
  startWithReceiver,
  storedEvents,
  reviewDocuments,
  uploadDocument,
} from '../helpers/beneficiaries.ts';
import type { Receiver } from '../helpers/receiver.ts';

const PNG_SIGNATURE = '89504e470d0a1a0a';

describe('verification through HTTP and a real receiver', () => {
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;
  let close: () => Promise<void>;
  const received = (beneficiaryId: string, operation?: string) => receivedFor(receiver, beneficiaryId, operation);
  /** Callbacks come in no promised order: wait for each count, then look at them by content. */
  const waitForEvents = (beneficiaryId: string, counts: Record<string, number>) =>
    receiver.waitFor(() => Object.entries(counts).every(([operation, count]) => received(beneficiaryId, operation).length >= count));

  before(async () => {
    ({ t, receiver, integrator, close } = await startWithReceiver());
  });
  after(() => close());

  it('approves an individual through its upload link: KYC callbacks, BENEFICIARY_APPROVED, CREATED, then its documents', async () => {
    const created = await createBeneficiary(t, integrator, individual('kyc-ok'));
    const early = await t.request('GET', `/v1/kyx/${created.id}/documents`, { token: integrator.token });
    assert.equal(early.status, 412);
    assert.equal(early.body.code, 'kyx.not_completed');

    await waitForEvents(created.id, { BENEFICIARY_KYC: 1 });
    const [first] = received(created.id, 'BENEFICIARY_KYC');
    assert.equal(first.success, null);
    assert.equal(first.message, null);
    assert.equal(first.resourceId, created.id);
    assert.equal(first.integratorId, integrator.id);
    assert.equal(first.data.status, null);
    assert.equal(first.data.steps.length, 1);
    const [step] = first.data.steps;
    assert.equal(step.ownerIdentification, VALID_CPFS[0]);
    assert.equal(step.status, 'PENDING');
    assert.ok(step.uploadLink.startsWith(t.config.publicBaseUrl), step.uploadLink);
    assert.ok(step.partnerSdk.token.length > 20);
    assert.ok(Date.parse(step.expiresAt) > Date.now() + 23 * 3600_000, 'the link lives KYX_LINK_TTL_S (24 h by default)');

    // The test server listens on its own port; the link's path is what the sandbox partner serves.
    const link = t.url + new URL(step.uploadLink).pathname;
    const page = await openLink(link);
    assert.equal(page.status, 200);
    assert.match(page.type ?? '', /text\/html/);
    assert.match(page.text, /approved/i);

    await waitForEvents(created.id, { BENEFICIARY_KYC: 2, BENEFICIARY_APPROVED: 1 });
    const result = received(created.id, 'BENEFICIARY_KYC').find((event) => event.success !== null);
    assert.equal(result.success, true);
    assert.equal(result.message, null);
    assert.equal(result.data.status, 'APPROVED');
    assert.equal(result.data.steps[0].status, 'APPROVED');
    const [approved] = received(created.id, 'BENEFICIARY_APPROVED');
    assert.equal(approved.success, true);
    assert.equal(approved.data.id, created.id);
    assert.equal(approved.data.status, 'CREATED');
    assert.equal(approved.data.kycVerified, true);

    const read = await t.request('GET', `/v1/beneficiaries/${created.id}`, { token: integrator.token });
    assert.equal(read.body.status, 'CREATED');
    assert.equal(read.body.kycVerified, true);

    // Opening the link again shows the result and changes nothing.
    const again = await openLink(link);
    assert.equal(again.status, 200);
    assert.match(again.text, /approved/i);
    assert.equal((await storedEvents(t, created.id)).length, 3);

    const documents = await t.request('GET', `/v1/kyx/${created.id}/documents`, { token: integrator.token });
    assert.equal(documents.status, 200, documents.text);
    assert.equal(documents.body.length, 1);
    assert.equal(documents.body[0].personId, VALID_CPFS[0]);
    const files = documents.body[0].files;
    assert.deepEqual(
      files.map((file: { type: string; fileType: string }) => [file.type, file.fileType]),
      [
        ['ID_CARD', 'png'],
        ['SELFIE', 'png'],
      ],
    );
    for (const image of [files[0].front, files[0].back, files[1].front]) {
      assert.equal(Buffer.from(image, 'base64').subarray(0, 8).toString('hex'), PNG_SIGNATURE);
    }
    assert.equal(files[1].back, null);
    assert.deepEqual(receiver.forged, [], 'every callback carried a valid signature');
  });

  it('rejects an individual through ?result=REJECTED: REJECTED with the reason and a success-false callback', async () => {
    const created = await createBeneficiary(t, integrator, individual('kyc-rejected'));
    await waitForEvents(created.id, { BENEFICIARY_KYC: 1 });
    const [step] = received(created.id, 'BENEFICIARY_KYC')[0].data.steps;
    const page = await openLink(t.url + new URL(step.uploadLink).pathname, 'REJECTED');
    assert.equal(page.status, 200);
    assert.match(page.text, /rejected/i);

    await waitForEvents(created.id, { BENEFICIARY_KYC: 2 });
    const rejection = received(created.id, 'BENEFICIARY_KYC')[1];
    assert.equal(rejection.success, false);
    assert.equal(rejection.message, 'Document could not be verified');
    assert.equal(rejection.data.status, 'REJECTED');
    assert.deepEqual(rejection.data.errors, [{ kyxStepId: step.id, ownerIdentification: VALID_CPFS[0], message: 'Document could not be verified' }]);

    const read = await t.request('GET', `/v1/beneficiaries/${created.id}`, { token: integrator.token });
    assert.equal(read.body.status, 'REJECTED');
    assert.equal(read.body.kycVerified, false);
    assert.equal(read.body.rejectionReason, 'Document could not be verified');
    assert.equal((await storedEvents(t, created.id, 'BENEFICIARY_APPROVED')).length, 0);

    const regenerate = await t.request('POST', `/v1/kyx-steps/${step.id}/regenerate`, { token: integrator.token });
    assert.equal(regenerate.status, 412);
    assert.equal(regenerate.body.code, 'kyx_step.not_regenerable');
    assert.equal((await t.request('GET', `/v1/kyx/${created.id}/documents`, { token: integrator.token })).status, 412);
  });

  it('gives a business with owners at 30%, 25% and 10% three steps, and makes it CREATED only after its documents and every step', async () => {
    const created = await createBeneficiary(t, integrator, business('kyb-three'));
    await waitForEvents(created.id, { BENEFICIARY_KYC: 1 });
    const steps = received(created.id, 'BENEFICIARY_KYC')[0].data.steps;
    assert.deepEqual(
      steps.map((step: { ownerIdentification: string }) => step.ownerIdentification),
      [VALID_CPFS[1], VALID_CPFS[2], VALID_CPFS[3]],
    );

    for (const step of steps) assert.equal((await openLink(t.url + new URL(step.uploadLink).pathname)).status, 200);
    await waitForEvents(created.id, { BENEFICIARY_KYC: 4 });
    assert.ok(received(created.id, 'BENEFICIARY_KYC').some((event) => event.data.status === 'APPROVED'));
    assert.equal(
      (await t.request('GET', `/v1/beneficiaries/${created.id}`, { token: integrator.token })).body.status,
      'PENDING',
      'documents are still missing',
    );

    for (const type of ['INCORPORATION_CERTIFICATE', 'TAX_REGISTRATION']) {
      assert.equal((await uploadDocument(t, integrator, created.id, documentForm(PDF, 'doc.pdf', type))).status, 201);
    }
    assert.equal((await t.request('GET', `/v1/beneficiaries/${created.id}`, { token: integrator.token })).body.status, 'PENDING');
    assert.equal((await storedEvents(t, created.id, 'BENEFICIARY_KYB')).length, 0);

    assert.equal((await uploadDocument(t, integrator, created.id, documentForm(PNG, 'statement.png', 'BUSINESS_BANK_ACCOUNT'))).status, 201);
    await waitForEvents(created.id, { BENEFICIARY_KYB: 1 });
    const [complete] = received(created.id, 'BENEFICIARY_KYB');
    assert.equal(complete.success, null, 'complete, in review');
    assert.equal(
      (await t.request('GET', `/v1/beneficiaries/${created.id}`, { token: integrator.token })).body.status,
      'PENDING',
      'three documents are not an approval',
    );
    assert.equal((await storedEvents(t, created.id, 'BENEFICIARY_APPROVED')).length, 0);

    await reviewDocuments(t, created.id, 'ACCEPT');
    await waitForEvents(created.id, { BENEFICIARY_KYB: 2, BENEFICIARY_APPROVED: 1 });
    const kyb = received(created.id, 'BENEFICIARY_KYB').find((event) => event.success === true);
    assert.deepEqual(
      kyb.data.documents.map((document: { status: string }) => document.status),
      ['ACCEPTED', 'ACCEPTED', 'ACCEPTED'],
    );
    assert.deepEqual(kyb.data.documents.map((document: { type: string }) => document.type).sort(), [
      'BUSINESS_BANK_ACCOUNT',
      'INCORPORATION_CERTIFICATE',
      'TAX_REGISTRATION',
    ]);
    const read = await t.request('GET', `/v1/beneficiaries/${created.id}`, { token: integrator.token });
    assert.equal(read.body.status, 'CREATED');
    assert.equal(read.body.kycVerified, true);

    const documents = await t.request('GET', `/v1/kyx/${created.id}/documents`, { token: integrator.token });
    assert.deepEqual(
      documents.body.map((entry: { personId: string }) => entry.personId),
      [VALID_CPFS[1], VALID_CPFS[2], VALID_CPFS[3]],
    );
  });

  it('gives two steps when the legal representative is the 30% owner, and approves with the last step when the documents came first', async () => {
    const base = business('kyb-two').business;
    const representative = person({ firstName: 'Rita', idNumber: VALID_CPFS[1] });
    const created = await createBeneficiary(
      t,
      integrator,
      business('kyb-two', {
        business: {
          ...base,
          legalRepresentative: representative,
          beneficialOwners: [{ ...representative, ownershipPercentage: 30 }, ...base.beneficialOwners.slice(1)],
        },
      }),
    );
    await waitForEvents(created.id, { BENEFICIARY_KYC: 1 });
    const steps = received(created.id, 'BENEFICIARY_KYC')[0].data.steps;
    assert.deepEqual(
      steps.map((step: { ownerIdentification: string }) => step.ownerIdentification),
      [VALID_CPFS[1], VALID_CPFS[3]],
    );

    for (const type of ['INCORPORATION_CERTIFICATE', 'TAX_REGISTRATION', 'BUSINESS_BANK_ACCOUNT']) {
      assert.equal((await uploadDocument(t, integrator, created.id, documentForm(PDF, 'doc.pdf', type))).status, 201);
    }
    await waitForEvents(created.id, { BENEFICIARY_KYB: 1 });
    await reviewDocuments(t, created.id, 'ACCEPT');
    await openLink(t.url + new URL(steps[0].uploadLink).pathname);
    assert.equal((await t.request('GET', `/v1/beneficiaries/${created.id}`, { token: integrator.token })).body.status, 'PENDING', 'a step is still open');
    await openLink(t.url + new URL(steps[1].uploadLink).pathname);
    await waitForEvents(created.id, { BENEFICIARY_APPROVED: 1 });
    assert.equal((await t.request('GET', `/v1/beneficiaries/${created.id}`, { token: integrator.token })).body.status, 'CREATED');
  });

  it('answers 404 for an unknown link, and a HEAD request (a link preview) approves nothing', async () => {
    const unknown = await openLink(`${t.url}/sandbox/kyx/no-such-link`);
    assert.equal(unknown.status, 404);
    assert.equal(JSON.parse(unknown.text).code, 'kyx_link.not_found');

    const created = await createBeneficiary(t, integrator, individual('kyc-head'));
    const [event] = await storedEvents(t, created.id, 'BENEFICIARY_KYC');
    const link = t.url + new URL(event.data.steps[0].uploadLink).pathname;
    const head = await fetch(link, { method: 'HEAD' });
    assert.notEqual(head.status, 200);
    await sleep(100);
    assert.equal((await t.request('GET', `/v1/beneficiaries/${created.id}`, { token: integrator.token })).body.status, 'PENDING');
  });
});

describe('verification in production', () => {
  let t: TestApp;
  before(async () => {
    t = await startApp({
      env: { PONTE_ENV: 'production', DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://unused@127.0.0.1:1/unused', SECRETS_KEY: 'cd'.repeat(32) },
    });
  });
  after(() => t.close());

  it('has no sandbox upload links: they answer 404 web.no_handler', async () => {
    const response = await t.request('GET', '/sandbox/kyx/anything');
    assert.equal(response.status, 404);
    assert.equal(response.body.code, 'web.no_handler');
  });
});
