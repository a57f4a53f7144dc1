// A beneficiary verified through Onfido, end to end, in production mode (worker on) against the local Onfido: each
// step's uploadLink, SDK token and expiresAt are its workflow run's; Onfido's signed webhook to POST /webhooks/kyc makes
// the worker read the run back and approve or reject the step (images kept, reasons given), BENEFICIARY_KYC reaching the
// integrator's receiver and verifying; a tampered notice is refused with 401 and changes nothing; an ended run gets
// the step a new link for the same applicant; and a lost webhook is made up for by the read back at the link's expiry.
// Test pass: PostgreSQL only (production: Onfido as a deployment calls it)
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, afterEach, before, describe, it } from 'node:test';
import { solidPng } from '../../../src/rails/sandbox/sample-images.ts';
import {
  business,
  createBeneficiary,
  documentForm,
  individual,
  PDF,
  person,
  receivedFor,
  reviewDocuments,
  uploadDocument,
  VALID_CPFS,
} from '../../helpers/beneficiaries.ts';
import { ID_NUMBER_MISMATCH } from '../../../src/rails/capabilities/kyc-partner.ts';
import { SKIP_WITHOUT_SPEC } from '../../../src/rails/onfido/fake/onfido.ts';
import { startProductionWithOnfido, WEBHOOK_TOKEN, type ProductionWithOnfido } from './production-harness.ts';

const FRONT = solidPng(8, 5, [40, 90, 160]);
const BACK = solidPng(8, 5, [150, 150, 150]);
const SELFIE = solidPng(4, 4, [220, 180, 150]);

describe('verification through Onfido, in production', { skip: SKIP_WITHOUT_SPEC }, () => {
  let p: ProductionWithOnfido;
  before(async () => {
    p = await startProductionWithOnfido();
    // Onfido answers the expiry it grants; make it differ from the one asked (a minute less, whole seconds).
    p.fake.grantLinkExpiry = (asked) => new Date(Math.floor(asked.getTime() / 1000) * 1000 - 60_000);
  });
  after(() => p?.close());
  afterEach(() => {
    assert.deepEqual(p.fake.violations, [], 'Ponte and the local Onfido kept to the document');
    assert.deepEqual(p.receiver.forged, [], 'every callback verified');
  });

  const events = (beneficiaryId: string, operation?: string) => receivedFor(p.receiver, beneficiaryId, operation);
  const waitFor = (beneficiaryId: string, test: (kyc: any[]) => boolean, timeoutMs = 15_000) =>
    p.receiver.waitFor(() => test(events(beneficiaryId, 'BENEFICIARY_KYC')), timeoutMs);
  const runOf = (stepId: string) => {
    const runs = [...p.fake.runs.values()].filter((run) => run.customer_user_id === stepId);
    return runs.at(-1)!;
  };
  const beneficiary = async (id: string) => (await p.t.request('GET', `/v1/beneficiaries/${id}`, { token: p.integrator.token })).body;
  /** The person captures an ID card (both sides) and a live photo in the run's hosted flow. */
  const capture = (run: Record<string, unknown>) => {
    const applicantId = String(run.applicant_id);
    p.fake.captureDocument(applicantId, { type: 'national_identity_card', side: 'front', bytes: FRONT, fileType: 'png' });
    p.fake.captureDocument(applicantId, { type: 'national_identity_card', side: 'back', bytes: BACK, fileType: 'png' });
    p.fake.captureLivePhoto(applicantId, { bytes: SELFIE, fileType: 'png' });
  };

  it("gives each step its run's link, token and expiry, and approves an individual on Onfido's signed webhook", async () => {
    const created = await createBeneficiary(p.t, p.integrator, individual('onfido-person'));
    await waitFor(created.id, (kyc) => kyc.length >= 1);
    const [step] = events(created.id, 'BENEFICIARY_KYC')[0].data.steps;
    const run = runOf(step.id);
    const link = run.link as { url: string; expires_at: string };
    assert.equal(step.uploadLink, link.url);
    assert.equal(step.expiresAt, new Date(link.expires_at).toISOString());
    const asked = Date.parse(created.createdDate) + 86_400_000;
    assert.ok(Math.abs(Date.parse(step.expiresAt) - (asked - 60_000)) < 5_000, 'the expiry Onfido granted, not the one asked');
    assert.equal(step.partnerSdk.token, run.sdk_token);
    assert.equal(run.workflow_id, p.fake.settings.workflowIds[0]);
    const applicant = p.fake.applicants.get(String(run.applicant_id))!;
    assert.deepEqual(
      [applicant.first_name, applicant.last_name, applicant.email, applicant.dob, applicant.location],
      ['Ana', 'Souza', 'ana@example.com', '1990-05-17', { country_of_residence: 'BRA' }],
    );

    capture(run);
    assert.deepEqual(await p.fake.complete(String(run.id), 'approved', { receiver: p.webhookUrl }), { status: 200 });
    // Callbacks come in no promised order: wait for both.
    await p.receiver.waitFor(
      () => events(created.id, 'BENEFICIARY_APPROVED').length === 1 && events(created.id, 'BENEFICIARY_KYC').some((event) => event.success),
    );
    const result = events(created.id, 'BENEFICIARY_KYC').find((event) => event.success === true);
    assert.equal(result.data.status, 'APPROVED');
    assert.deepEqual(result.data.errors, []);
    assert.equal((await beneficiary(created.id)).status, 'CREATED');

    const documents = await p.t.request('GET', `/v1/kyx/${created.id}/documents`, { token: p.integrator.token });
    assert.equal(documents.status, 200, documents.text);
    assert.deepEqual(documents.body, [
      {
        personId: VALID_CPFS[0],
        files: [
          { type: 'ID_CARD', fileType: 'png', front: FRONT.toString('base64'), back: BACK.toString('base64') },
          { type: 'SELFIE', fileType: 'png', front: SELFIE.toString('base64'), back: null },
        ],
      },
    ]);
  });

  it("verifies a business's representative and owner, each as their own applicant, and creates it with its documents", async () => {
    const owner = { ...person({ firstName: 'Bruno', lastName: 'Lima', idNumber: VALID_CPFS[2], email: 'bruno@example.com' }), ownershipPercentage: 40 };
    const minor = { ...person({ firstName: 'Davi', idNumber: VALID_CPFS[4] }), ownershipPercentage: 10 };
    const body = business('onfido-business');
    body.business.beneficialOwners = [owner, minor];
    const created = await createBeneficiary(p.t, p.integrator, body);
    await waitFor(created.id, (kyc) => kyc.length >= 1);
    const steps = events(created.id, 'BENEFICIARY_KYC')[0].data.steps;
    assert.deepEqual(
      steps.map((step: any) => step.ownerIdentification),
      [VALID_CPFS[1], VALID_CPFS[2]],
    );
    const names = steps.map((step: any) => {
      const run = runOf(step.id);
      assert.equal(step.uploadLink, (run.link as { url: string }).url);
      assert.equal(step.expiresAt, new Date((run.link as { expires_at: string }).expires_at).toISOString());
      return p.fake.applicants.get(String(run.applicant_id))?.first_name;
    });
    assert.deepEqual(names, ['Rita', 'Bruno']);

    for (const type of ['INCORPORATION_CERTIFICATE', 'TAX_REGISTRATION', 'BUSINESS_BANK_ACCOUNT']) {
      assert.equal((await uploadDocument(p.t, p.integrator, created.id, documentForm(PDF, `${type}.pdf`, type))).status, 201);
    }
    await reviewDocuments(p.t, created.id, 'ACCEPT');
    for (const step of steps) {
      capture(runOf(step.id));
      assert.equal((await p.fake.complete(String(runOf(step.id).id), 'approved', { receiver: p.webhookUrl }))?.status, 200);
    }
    await p.receiver.waitFor(() => events(created.id, 'BENEFICIARY_APPROVED').length === 1);
    assert.equal((await beneficiary(created.id)).status, 'CREATED');
    const documents = await p.t.request('GET', `/v1/kyx/${created.id}/documents`, { token: p.integrator.token });
    assert.deepEqual(
      documents.body.map((entry: any) => [entry.personId, entry.files.length]),
      [
        [VALID_CPFS[1], 2],
        [VALID_CPFS[2], 2],
      ],
    );
  });

  it("rejects the step and the beneficiary with Onfido's reasons when the run is declined", async () => {
    const created = await createBeneficiary(p.t, p.integrator, individual('onfido-declined'));
    await waitFor(created.id, (kyc) => kyc.length >= 1);
    const [step] = events(created.id, 'BENEFICIARY_KYC')[0].data.steps;
    await p.fake.complete(String(runOf(step.id).id), 'declined', { reasons: ['document_expired', 'face_mismatch'], receiver: p.webhookUrl });
    await waitFor(created.id, (kyc) => kyc.some((event) => event.success === false));
    const rejected = events(created.id, 'BENEFICIARY_KYC').find((event) => event.success === false);
    assert.equal(rejected.message, 'document_expired; face_mismatch');
    assert.equal(rejected.data.status, 'REJECTED');
    assert.deepEqual(rejected.data.errors, [{ kyxStepId: step.id, ownerIdentification: VALID_CPFS[0], message: 'document_expired; face_mismatch' }]);
    const now = await beneficiary(created.id);
    assert.deepEqual([now.status, now.rejectionReason, now.kycVerified], ['REJECTED', 'document_expired; face_mismatch', false]);
  });

  it("sends the CPF as the applicant's tax_id, rejects a step whose document shows another number, and never logs it", async () => {
    const created = await createBeneficiary(p.t, p.integrator, individual('onfido-cpf', { person: person({ idNumber: '529.982.247-25' }) }));
    await waitFor(created.id, (kyc) => kyc.length >= 1);
    const [step] = events(created.id, 'BENEFICIARY_KYC')[0].data.steps;
    const run = runOf(step.id);
    const applicant = p.fake.applicants.get(String(run.applicant_id))!;
    assert.deepEqual(applicant.id_numbers, [{ type: 'tax_id', value: VALID_CPFS[0] }], 'the canonical CPF, as Onfido compares it');

    // The person showed someone else's document: Onfido's workflow approved it, its document report says the numbers differ.
    capture(run);
    await p.fake.complete(String(run.id), 'approved', { documentNumber: VALID_CPFS[3], receiver: p.webhookUrl });
    await waitFor(created.id, (kyc) => kyc.some((event) => event.success === false));
    assert.ok(p.fake.requests.includes(`GET /v3.6/checks`) && p.fake.requests.includes(`GET /v3.6/reports`), 'the document report was read');
    const rejected = events(created.id, 'BENEFICIARY_KYC').find((event) => event.success === false);
    assert.equal(rejected.message, ID_NUMBER_MISMATCH);
    assert.deepEqual(rejected.data.errors, [{ kyxStepId: step.id, ownerIdentification: VALID_CPFS[0], message: ID_NUMBER_MISMATCH }]);
    const now = await beneficiary(created.id);
    assert.deepEqual([now.status, now.rejectionReason], ['REJECTED', ID_NUMBER_MISMATCH]);
    assert.equal(events(created.id, 'BENEFICIARY_APPROVED').length, 0);

    // The same document number as declared is clear: approved.
    const matching = await createBeneficiary(p.t, p.integrator, individual('onfido-cpf-match'));
    await waitFor(matching.id, (kyc) => kyc.length >= 1);
    const matchingRun = runOf(events(matching.id, 'BENEFICIARY_KYC')[0].data.steps[0].id);
    capture(matchingRun);
    await p.fake.complete(String(matchingRun.id), 'approved', { documentNumber: VALID_CPFS[0], receiver: p.webhookUrl });
    await p.receiver.waitFor(() => events(matching.id, 'BENEFICIARY_APPROVED').length === 1);

    const logged = p.logs.join('\n');
    assert.ok(p.logs.length > 0);
    for (const number of [VALID_CPFS[0], '529.982.247-25', VALID_CPFS[3]]) assert.ok(!logged.includes(number), 'no document number in a log line');
  });

  it('answers 503 verification.unavailable, having stored nothing, when Onfido cannot open a session', async () => {
    p.fake.answerNext({ destroy: true });
    const refused = await p.t.request('POST', '/v1/beneficiaries', { token: p.integrator.token, body: individual('onfido-down') });
    assert.equal(refused.status, 503, refused.text);
    assert.equal(refused.body.code, 'verification.unavailable');
    assert.ok(refused.headers.get('retry-after'));
    const stored = await p.t.db.query("SELECT 1 FROM beneficiaries WHERE integrator_beneficiary_id = 'onfido-down'");
    assert.equal(stored.length, 0);
  });

  it('refuses a forged or altered notice with 401, logs nothing of it, and changes nothing', async () => {
    const created = await createBeneficiary(p.t, p.integrator, individual('onfido-forged'));
    await waitFor(created.id, (kyc) => kyc.length >= 1);
    const [step] = events(created.id, 'BENEFICIARY_KYC')[0].data.steps;
    const runId = String(runOf(step.id).id);
    const dueReadBacks = async () =>
      (await p.t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE kind = 'kyx-partner-result' AND run_at <= now()"))[0]!.n;

    // Signed with another key, as a forger would; the run really is approved at Onfido, but nobody says so authentically.
    capture(runOf(step.id));
    assert.deepEqual(await p.fake.complete(runId, 'approved', { receiver: p.webhookUrl, wrongSignature: true }), { status: 401 });
    // A genuine signature over another body: the notice about the same run, altered in transit.
    const genuine = Buffer.from(
      JSON.stringify({ payload: { resource_type: 'workflow_run', action: 'workflow_run.completed', object: { id: runId, status: 'declined' } } }),
    );
    const altered = Buffer.from(genuine.toString('utf8').replace('declined', 'approved'));
    const signature = createHmac('sha256', WEBHOOK_TOKEN).update(genuine).digest('hex');
    const answer = await p.t.request('POST', '/webhooks/kyc', { raw: altered, headers: { 'content-type': 'application/json', 'x-sha2-signature': signature } });
    assert.equal(answer.status, 401);
    assert.equal(answer.body.code, 'auth.unauthorized');
    assert.ok(!answer.text.includes(runId), 'the answer echoes nothing of the notice');
    const unsigned = await p.t.request('POST', '/webhooks/kyc', { raw: genuine, headers: { 'content-type': 'application/json' } });
    assert.equal(unsigned.status, 401);

    assert.equal(await dueReadBacks(), 0, 'no read back was scheduled');
    await sleep(500);
    assert.equal(events(created.id, 'BENEFICIARY_KYC').length, 1);
    assert.deepEqual([(await beneficiary(created.id)).status], ['PENDING']);
    assert.ok(!p.fake.requests.includes(`GET /v3.6/workflow_runs/${runId}`), 'Onfido was not asked about the run');
    const logged = p.logs.join('\n');
    assert.match(logged, /"statusCode":401/, 'the refusals were logged');
    for (const secret of [runId, signature, WEBHOOK_TOKEN]) assert.ok(!logged.includes(secret), 'nothing of the notice is logged');
  });

  it('leaves a run still under review pending, reads it again when its link expires, then approves on its webhook', async () => {
    const created = await createBeneficiary(p.t, p.integrator, individual('onfido-review'));
    await waitFor(created.id, (kyc) => kyc.length >= 1);
    const [step] = events(created.id, 'BENEFICIARY_KYC')[0].data.steps;
    const runId = String(runOf(step.id).id);
    const readBacks = () => p.fake.requests.filter((line) => line === `GET /v3.6/workflow_runs/${runId}`).length;
    // Signed over bytes that a parse and re-serialisation would change (indentation, key order): the route must hand
    // the partner exactly what arrived.
    await p.fake.complete(runId, 'review');
    const notice = Buffer.from(
      JSON.stringify({ payload: { object: { status: 'review', id: runId }, action: 'workflow_run.completed', resource_type: 'workflow_run' } }, null, 2) + '\n',
    );
    const signature = createHmac('sha256', WEBHOOK_TOKEN).update(notice).digest('hex');
    const answer = await p.t.request('POST', '/webhooks/kyc', {
      raw: notice,
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-sha2-signature': signature },
    });
    assert.equal(answer.status, 200, answer.text);
    const job = async () => (await p.t.db.query<{ run_at: Date }>('SELECT run_at FROM jobs WHERE unique_key = $1', [`kyx-partner-result:${runId}`]))[0];
    const deadline = Date.now() + 10_000;
    while (readBacks() === 0 && Date.now() < deadline) await sleep(50);
    await sleep(300);
    assert.equal(readBacks(), 1);
    assert.equal((await job())?.run_at.toISOString(), step.expiresAt, 'read again when the link expires');
    assert.equal(events(created.id, 'BENEFICIARY_KYC').length, 1, 'nothing sent while Onfido reviews');

    capture(runOf(step.id));
    await p.fake.complete(runId, 'approved', { receiver: p.webhookUrl });
    await p.receiver.waitFor(() => events(created.id, 'BENEFICIARY_APPROVED').length === 1);
  });

  it('gives the step a new link for the same applicant when the person abandoned the run', async () => {
    const created = await createBeneficiary(p.t, p.integrator, individual('onfido-abandoned'));
    await waitFor(created.id, (kyc) => kyc.length >= 1);
    const [first] = events(created.id, 'BENEFICIARY_KYC')[0].data.steps;
    const firstRun = runOf(first.id);
    await p.fake.complete(String(firstRun.id), 'abandoned', { receiver: p.webhookUrl });
    await waitFor(created.id, (kyc) => kyc.length >= 2);
    const renewed = events(created.id, 'BENEFICIARY_KYC')[1];
    assert.equal(renewed.success, null);
    assert.match(renewed.message, /ended without a decision/);
    const [second] = renewed.data.steps;
    const secondRun = runOf(second.id);
    assert.equal(second.id, first.id);
    assert.notEqual(secondRun.id, firstRun.id);
    assert.equal(second.uploadLink, (secondRun.link as { url: string }).url);
    assert.equal(secondRun.applicant_id, firstRun.applicant_id, "Onfido's applicant is reused");
    assert.equal((await beneficiary(created.id)).status, 'PENDING');
  });
});

describe('a lost Onfido webhook, in production', { skip: SKIP_WITHOUT_SPEC }, () => {
  let p: ProductionWithOnfido;
  before(async () => {
    p = await startProductionWithOnfido({ KYX_LINK_TTL_S: '2' });
  });
  after(() => p?.close());

  it("is made up for by the run's read back when its link expires: the step approves, images kept", async () => {
    const created = await createBeneficiary(p.t, p.integrator, individual('onfido-lost'));
    await p.receiver.waitFor(() => receivedFor(p.receiver, created.id, 'BENEFICIARY_KYC').length >= 1);
    const [step] = receivedFor(p.receiver, created.id, 'BENEFICIARY_KYC')[0].data.steps;
    const run = [...p.fake.runs.values()].find((candidate) => candidate.customer_user_id === step.id)!;
    p.fake.captureDocument(String(run.applicant_id), { type: 'driving_licence', side: 'front', bytes: FRONT, fileType: 'png' });
    // Onfido decides, and its webhook never arrives.
    assert.equal(await p.fake.complete(String(run.id), 'approved'), null);
    await p.receiver.waitFor(() => receivedFor(p.receiver, created.id, 'BENEFICIARY_APPROVED').length === 1, 15_000);
    const documents = await p.t.request('GET', `/v1/kyx/${created.id}/documents`, { token: p.integrator.token });
    assert.deepEqual(documents.body[0].files, [{ type: 'DRIVING_LICENSE', fileType: 'png', front: FRONT.toString('base64'), back: null }]);
    assert.deepEqual(p.fake.violations, []);
  });
});
