// The Onfido adapter against the local Onfido that holds every request and answer to Onfido's OpenAPI document: a
// session is an applicant and a workflow run with the asked expiry, a result is the run read back, the captured files
// become Ponte's images, and Onfido's failures are sorted into refusals (nothing done) and unknown outcomes.
// Test pass: embedded only (database-independent: an adapter against its local provider)
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { OnfidoKycPartner, type OnfidoSettings } from '../../../src/rails/onfido/adapter.ts';
import { OnfidoOutcomeUnknownError, OnfidoRefusedError } from '../../../src/rails/onfido/errors.ts';
import type { OpenSessionRequest } from '../../../src/rails/capabilities/kyc-partner.ts';
import { RailUnavailableError } from '../../../src/rails/capabilities/errors.ts';
import { solidPng } from '../../../src/rails/sandbox/sample-images.ts';
import { FakeOnfido, SKIP_WITHOUT_SPEC } from '../../../src/rails/onfido/fake/onfido.ts';

const API_TOKEN = 'api_live.Zr9xQ3-secret-token';
const WORKFLOW_ID = '8b74b8e6-3d2f-4a5b-9c7e-1f0a2b3c4d5e';
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7), Buffer.from([0xff, 0xd9])]);
const PDF = Buffer.from('%PDF-1.7\n%fake\n');

const request = (overrides: Partial<OpenSessionRequest> = {}): OpenSessionRequest => ({
  externalId: randomUUID(),
  person: { firstName: 'Ana', lastName: 'Souza', email: 'ana@example.com', dateOfBirth: '1990-04-01', country: 'BR' },
  expiresAt: new Date(Date.now() + 24 * 3600_000),
  ...overrides,
});

describe('the Onfido adapter', { skip: SKIP_WITHOUT_SPEC }, () => {
  let fake: FakeOnfido;
  let settings: OnfidoSettings;
  let onfido: OnfidoKycPartner;

  before(async () => {
    fake = await FakeOnfido.start({ apiToken: API_TOKEN, webhookToken: 'whk', workflowIds: [WORKFLOW_ID] });
    settings = { baseUrl: fake.baseUrl, apiToken: API_TOKEN, workflowId: WORKFLOW_ID, webhookTokens: ['whk'], timeoutMs: 10_000 };
    onfido = new OnfidoKycPartner(settings);
  });
  after(() => fake.close());
  beforeEach(() => {
    fake.violations.length = 0;
    fake.requests.length = 0;
    fake.sdkTokenOnRun = true;
  });
  afterEach(() => assert.deepEqual(fake.violations, [], 'the adapter and the fake kept to the document'));

  describe('openSession', () => {
    it('creates an applicant and a workflow run whose link expires when asked, and answers its link and SDK token', async () => {
      const asked = request();
      const before = Date.now();
      const session = await onfido.openSession(asked);

      assert.deepEqual(fake.requests, ['POST /v3.6/applicants', 'POST /v3.6/workflow_runs']);
      const run = fake.runs.get(session.reference);
      assert.ok(run, 'the reference is the workflow run id');
      const applicant = fake.applicants.get(String(run.applicant_id));
      assert.deepEqual(
        { first_name: applicant?.first_name, last_name: applicant?.last_name, email: applicant?.email, dob: applicant?.dob, location: applicant?.location },
        { first_name: 'Ana', last_name: 'Souza', email: 'ana@example.com', dob: '1990-04-01', location: { country_of_residence: 'BRA' } },
      );
      assert.equal(run.workflow_id, WORKFLOW_ID);
      assert.equal(run.customer_user_id, asked.externalId);
      const link = run.link as { url: string; expires_at: string };
      assert.equal(link.expires_at, asked.expiresAt.toISOString());
      assert.equal(session.uploadLink, link.url);
      assert.equal(session.sdkToken, run.sdk_token);
      assert.equal(session.expiresAt.toISOString(), asked.expiresAt.toISOString());
      // Onfido's SDK tokens live 90 minutes, whatever the link's expiry.
      assert.ok(session.sdkTokenExpiresAt.getTime() >= before + 90 * 60_000 - 5_000);
      assert.ok(session.sdkTokenExpiresAt.getTime() <= Date.now() + 90 * 60_000);
      assert.equal(session.acceptedDocs, null);
    });

    it('keeps the link expiry for the SDK token when the link ends sooner than 90 minutes', async () => {
      const asked = request({ expiresAt: new Date(Date.now() + 10 * 60_000) });
      const session = await onfido.openSession(asked);
      assert.equal(session.sdkTokenExpiresAt.toISOString(), asked.expiresAt.toISOString());
    });

    it('generates an SDK token for the applicant when the run comes without one', async () => {
      fake.sdkTokenOnRun = false;
      const session = await onfido.openSession(request());
      assert.deepEqual(fake.requests, ['POST /v3.6/applicants', 'POST /v3.6/workflow_runs', 'POST /v3.6/sdk_token']);
      assert.match(session.sdkToken, /^eyJ/);
    });

    it("reuses the previous session's applicant for a regenerated link, and creates one when Onfido no longer has it", async () => {
      const first = await onfido.openSession(request());
      const applicants = fake.applicants.size;
      const second = await onfido.openSession(request({ previousReference: first.reference }));
      assert.equal(fake.applicants.size, applicants);
      assert.notEqual(second.reference, first.reference);
      assert.equal(fake.runs.get(second.reference)?.applicant_id, fake.runs.get(first.reference)?.applicant_id);

      const third = await onfido.openSession(request({ previousReference: randomUUID() }));
      assert.equal(fake.applicants.size, applicants + 1);
      assert.ok(fake.runs.has(third.reference));
    });
  });

  describe('result', () => {
    it('maps approved to APPROVED, declined to REJECTED with its reasons, review and awaiting input to PENDING', async () => {
      const approved = await onfido.openSession(request());
      const declined = await onfido.openSession(request());
      const review = await onfido.openSession(request());
      const waiting = await onfido.openSession(request());
      await fake.complete(approved.reference, 'approved');
      await fake.complete(declined.reference, 'declined', { reasons: ['document_expired', 'face_mismatch'] });
      await fake.complete(review.reference, 'review');

      assert.deepEqual(await onfido.result(approved.reference), { state: 'APPROVED' });
      assert.deepEqual(await onfido.result(declined.reference), { state: 'REJECTED', reasons: ['document_expired', 'face_mismatch'] });
      assert.deepEqual(await onfido.result(review.reference), { state: 'PENDING', sessionOver: false, detail: 'review' });
      assert.deepEqual(await onfido.result(waiting.reference), { state: 'PENDING', sessionOver: false, detail: 'awaiting_input' });
      assert.ok(fake.requests.includes(`GET /v3.6/workflow_runs/${declined.reference}`));
    });

    it('says an abandoned or failed run is over without a decision: PENDING, never REJECTED', async () => {
      const abandoned = await onfido.openSession(request());
      const failed = await onfido.openSession(request());
      await fake.complete(abandoned.reference, 'abandoned');
      await fake.complete(failed.reference, 'error', { error: { type: 'task_error', message: 'Document check failed to run' } });
      assert.deepEqual(await onfido.result(abandoned.reference), { state: 'PENDING', sessionOver: true, detail: 'abandoned' });
      assert.deepEqual(await onfido.result(failed.reference), {
        state: 'PENDING',
        sessionOver: true,
        detail: 'error: task_error: Document check failed to run',
      });
    });

    it('refuses a reference it never handed out without calling Onfido', async () => {
      await assert.rejects(onfido.result('../applicants'), /Not an Onfido workflow run reference/);
      assert.deepEqual(fake.requests, []);
    });
  });

  describe('capturedImages', () => {
    it("downloads the run's identity document sides and its latest live photo as Ponte's images", async () => {
      const session = await onfido.openSession(request());
      const applicantId = String(fake.runs.get(session.reference)?.applicant_id);
      const earlier = new Date(Date.now() - 3600_000);
      const front = solidPng(8, 5, [40, 90, 160]);
      const back = solidPng(8, 5, [150, 150, 150]);
      const selfie = solidPng(4, 4, [220, 180, 150]);
      fake.captureDocument(applicantId, {
        type: 'national_identity_card',
        side: 'front',
        bytes: solidPng(2, 2, [0, 0, 0]),
        fileType: 'png',
        createdAt: earlier,
      });
      fake.captureDocument(applicantId, { type: 'national_identity_card', side: 'front', bytes: front, fileType: 'png' });
      fake.captureDocument(applicantId, { type: 'national_identity_card', side: 'back', bytes: back, fileType: 'png' });
      fake.captureDocument(applicantId, { type: 'passport', bytes: JPEG, fileType: 'jpg' });
      fake.captureDocument(applicantId, { type: 'driving_licence', side: 'front', bytes: PDF, fileType: 'pdf' });
      fake.captureDocument(applicantId, { type: 'bank_statement', bytes: JPEG, fileType: 'jpg' });
      fake.captureLivePhoto(applicantId, { bytes: solidPng(3, 3, [1, 2, 3]), fileType: 'png', createdAt: new Date(Date.now() - 1000) });
      fake.captureLivePhoto(applicantId, { bytes: selfie, fileType: 'png', createdAt: new Date(Date.now() + 1000) });
      await fake.complete(session.reference, 'approved');

      const images = await onfido.capturedImages(session.reference);
      assert.deepEqual(images, [
        { type: 'ID_CARD', fileType: 'png', front, back },
        { type: 'ID_CARD', fileType: 'jpg', front: JPEG, back: null },
        { type: 'SELFIE', fileType: 'png', front: selfie, back: null },
      ]);
      assert.ok(fake.requests.includes(`GET /v3.6/documents`));
      assert.ok(fake.requests.includes(`GET /v3.6/live_photos`));
      assert.equal(fake.requests.filter((line) => line.endsWith('/download')).length, 5, 'the PDF is downloaded, found no image, and left out');
    });

    it('takes the selfie from the Onfido Motion capture frame when the workflow recorded no live photo', async () => {
      const session = await onfido.openSession(request());
      const applicantId = String(fake.runs.get(session.reference)?.applicant_id);
      fake.captureDocument(applicantId, { type: 'driving_licence', side: 'front', bytes: JPEG, fileType: 'jpg' });
      fake.captureMotion(applicantId, { bytes: JPEG, fileType: 'jpg' });
      assert.deepEqual(await onfido.capturedImages(session.reference), [
        { type: 'DRIVING_LICENSE', fileType: 'jpg', front: JPEG, back: null },
        { type: 'SELFIE', fileType: 'jpg', front: JPEG, back: null },
      ]);
      assert.ok(fake.requests.some((line) => /^GET \/v3\.6\/motion_captures\/[0-9a-f-]{36}\/frame$/.test(line)));
    });

    it('answers no images for a run whose person captured nothing', async () => {
      const session = await onfido.openSession(request());
      assert.deepEqual(await onfido.capturedImages(session.reference), []);
    });
  });

  describe('failures', () => {
    it('a refused request (4xx with error.type, error.message, error.fields) is an OnfidoRefusedError: nothing was done', async () => {
      fake.answerNext({
        status: 422,
        body: { error: { type: 'validation_error', message: 'There was a validation error on this request', fields: { email: ['invalid format'] } } },
      });
      const error = await onfido.openSession(request()).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      assert.ok(error instanceof OnfidoRefusedError);
      assert.ok(error instanceof RailUnavailableError);
      assert.equal(error.status, 422);
      assert.equal(error.type, 'validation_error');
      assert.deepEqual(error.fields, { email: ['invalid format'] });
      assert.equal(error.retryable, false);
    });

    it("a 4xx without Onfido's error body (a proxy's, a gateway's) leaves the outcome unknown: not a refusal", async () => {
      const answers = [
        { status: 403, raw: '<html><body><h1>403 Forbidden</h1></body></html>', contentType: 'text/html' },
        { status: 404, raw: '{"message":"Not Found"}', contentType: 'application/json' },
        { status: 400, raw: '{"error":"bad request"}', contentType: 'application/json' },
        { status: 429, raw: '', contentType: 'text/plain' },
      ];
      for (const answer of answers) {
        fake.answerNext(answer);
        const error = await onfido.openSession(request()).then(
          () => null,
          (thrown: unknown) => thrown,
        );
        assert.ok(error instanceof OnfidoOutcomeUnknownError, `${answer.status} ${answer.raw}`);
        assert.ok(!(error instanceof RailUnavailableError));
        assert.equal(error.status, answer.status);
        assert.match(error.message, /without Onfido's error body: the outcome is unknown/);
      }
      // A reused applicant's run that a proxy says is not found is not Onfido's 404: no new applicant is made for it.
      const first = await onfido.openSession(request());
      fake.requests.length = 0;
      fake.answerNext({ status: 404, raw: 'Not Found', contentType: 'text/plain' });
      const reuse = await onfido.openSession(request({ previousReference: first.reference })).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      assert.ok(reuse instanceof OnfidoOutcomeUnknownError);
      assert.deepEqual(fake.requests, [`GET /v3.6/workflow_runs/${first.reference}`]);
    });

    it('a rate limit (429) is retryable after the wait Onfido gives, or a minute when it gives none', async () => {
      fake.answerNext({ status: 429, body: { error: { type: 'rate_limit', message: 'Rate limit exceeded' } }, headers: { 'retry-after': '7' } });
      const limited = await onfido.result(randomUUID()).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      assert.ok(limited instanceof OnfidoRefusedError);
      assert.deepEqual([limited.retryable, limited.retryAfterMs, limited.type], [true, 7_000, 'rate_limit']);

      fake.answerNext({ status: 429, body: { error: { type: 'rate_limit', message: 'Rate limit exceeded' } } });
      const unsaid = await onfido.result(randomUUID()).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      assert.ok(unsaid instanceof OnfidoRefusedError);
      assert.equal(unsaid.retryAfterMs, 60_000);
    });

    it('a 5xx, a broken connection and a timeout leave the outcome unknown: a plain error, not RailUnavailableError', async () => {
      fake.answerNext({ status: 503, body: { error: { type: 'internal_server_error', message: 'Service unavailable' } } });
      const failed = await onfido.openSession(request()).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      assert.ok(failed instanceof OnfidoOutcomeUnknownError);
      assert.ok(!(failed instanceof RailUnavailableError));
      assert.equal(failed.status, 503);

      fake.answerNext({ destroy: true });
      const broken = await onfido.openSession(request()).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      assert.ok(broken instanceof OnfidoOutcomeUnknownError && !(broken instanceof RailUnavailableError));

      fake.answerNext({ hang: true });
      const slow = new OnfidoKycPartner({ ...settings, timeoutMs: 300 });
      const timedOut = await slow.openSession(request()).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      assert.ok(timedOut instanceof OnfidoOutcomeUnknownError);
      assert.match(timedOut.message, /did not answer .* in time/);
    });

    it('a refused connection is RailUnavailableError: nothing was sent', async () => {
      const closedPort = await new Promise<number>((resolve) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
          const { port } = probe.address() as { port: number };
          probe.close(() => resolve(port));
        });
      });
      const unreachable = new OnfidoKycPartner({ ...settings, baseUrl: `http://127.0.0.1:${closedPort}/v3.6` });
      const error = await unreachable.openSession(request()).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      assert.ok(error instanceof RailUnavailableError);
      assert.ok(!(error instanceof OnfidoRefusedError));
      assert.match(error.message, /ECONNREFUSED/);
    });

    it('a wrong API token is refused by Onfido, and no error message carries a token', async () => {
      const wrong = new OnfidoKycPartner({ ...settings, apiToken: 'api_live.not-the-token' });
      const error = await wrong.openSession(request()).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      assert.ok(error instanceof OnfidoRefusedError);
      assert.deepEqual([error.status, error.type], [401, 'authorization_error']);
      assert.ok(!error.message.includes('not-the-token') && !error.message.includes(API_TOKEN));
      assert.equal(fake.violations.length, 1, 'the fake saw the wrong token');
      fake.violations.length = 0;
      assert.throws(
        () => new OnfidoKycPartner({ ...settings, apiToken: `${API_TOKEN}\r\nx: y` }),
        (thrown: Error) => !thrown.message.includes('secret'),
      );
    });
  });
});
