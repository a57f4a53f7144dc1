// The local Onfido itself: it must catch what Onfido's OpenAPI document forbids, in requests, in its own answers and in
// webhook bodies, or the adapter's tests that find no violation would prove nothing.
// Test pass: embedded only (database-independent: the local provider)
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { parse } from 'yaml';
import { FakeOnfido, ONFIDO_SPEC_PATH, SKIP_WITHOUT_SPEC } from '../../../src/rails/onfido/fake/onfido.ts';

const API_TOKEN = 'api_sandbox.fake-token';
const RUN_ID = '5f0e8b8e-1b0a-4c56-9d6c-0a7e3b1f2d44';

describe('the local Onfido', { skip: SKIP_WITHOUT_SPEC }, () => {
  let fake: FakeOnfido;
  const call = (path: string, init: RequestInit = {}, token = API_TOKEN) =>
    fetch(`${fake.baseUrl}${path}`, {
      ...init,
      headers: { authorization: `Token token=${token}`, 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
    });

  before(async () => {
    fake = await FakeOnfido.start({ apiToken: API_TOKEN, webhookToken: 'whk', workflowIds: [] });
  });
  after(() => fake.close());

  it('takes a request its document allows, and records nothing', async () => {
    fake.violations.length = 0;
    const answer = await call('/applicants', { method: 'POST', body: JSON.stringify({ first_name: 'Ana', last_name: 'Souza', dob: '1990-04-01' }) });
    assert.equal(answer.status, 201);
    assert.match(((await answer.json()) as { id: string }).id, /^[0-9a-f-]{36}$/);
    assert.deepEqual(fake.violations, []);
  });

  it('refuses a body its document forbids (a missing last_name, a number for an email) with 422, and records it', async () => {
    fake.violations.length = 0;
    const answer = await call('/applicants', { method: 'POST', body: JSON.stringify({ first_name: 'Ana', email: 7 }) });
    assert.equal(answer.status, 422);
    const body = (await answer.json()) as { error: { type: string; fields: Record<string, unknown> } };
    assert.equal(body.error.type, 'validation_error');
    assert.ok(
      fake.violations.some((violation) => violation.includes('create_applicant request') && violation.includes('last_name')),
      fake.violations.join('\n'),
    );
    assert.ok(
      fake.violations.some((violation) => violation.includes('/requestBody/email')),
      fake.violations.join('\n'),
    );
  });

  it("holds id_numbers to the document's id_number: a type of its enum and a value, nothing else", async () => {
    fake.violations.length = 0;
    const applicant = (idNumbers: unknown) =>
      call('/applicants', { method: 'POST', body: JSON.stringify({ first_name: 'Ana', last_name: 'Souza', id_numbers: idNumbers }) });
    assert.equal((await applicant([{ type: 'tax_id', value: '52998224725' }])).status, 201);
    assert.deepEqual(fake.violations, []);
    assert.equal((await applicant([{ type: 'cpf', value: '52998224725' }])).status, 422);
    assert.ok(
      fake.violations.some((violation) => /create_applicant request .*id_numbers\/0\/type must be equal to one of the allowed values/.test(violation)),
      fake.violations.join('\n'),
    );
    fake.violations.length = 0;
    await applicant([{ type: 'tax_id', number: '52998224725' }]);
    assert.deepEqual(fake.violations, [
      'create_applicant request /id_numbers/0 has no value',
      'create_applicant request /id_numbers/0 has keys the document does not define: number',
    ]);
    fake.violations.length = 0;
  });

  it("checks each listed report against the schema its name selects (the document's discriminator)", async () => {
    fake.violations.length = 0;
    const created = (await (await call('/applicants', { method: 'POST', body: JSON.stringify({ first_name: 'Ana', last_name: 'Souza' }) })).json()) as {
      id: string;
    };
    (fake as unknown as { reportDocument(applicantId: string, documentNumber: string): void }).reportDocument(created.id, '1');
    const checks = (await (await call(`/checks?applicant_id=${created.id}`)).json()) as { checks: Array<{ id: string }> };
    const reports = (await (await call(`/reports?check_id=${checks.checks[0]!.id}`)).json()) as { reports: Array<{ name: string }> };
    assert.equal(reports.reports[0]!.name, 'document');
    assert.deepEqual(fake.violations, []);
    const [report] = fake.reports.values();
    report!.status = 'finished';
    await call(`/reports?check_id=${checks.checks[0]!.id}`);
    assert.ok(
      fake.violations.some((violation) => /list_reports answer 200 \/reports\/0\/status must be equal to one of the allowed values/.test(violation)),
      fake.violations.join('\n'),
    );
    fake.violations.length = 0;
  });

  it('records a query its document forbids: an applicant_id that is not a UUID, or none', async () => {
    fake.violations.length = 0;
    assert.equal((await call('/documents?applicant_id=applicant-1')).status, 422);
    assert.equal((await call('/live_photos')).status, 422);
    assert.equal(fake.violations.length, 2, fake.violations.join('\n'));
    assert.match(fake.violations[0] ?? '', /applicant_id must match format "uuid"/);
    assert.match(fake.violations[1] ?? '', /must have required property 'applicant_id'/);
  });

  it('records an answer of its own that the document forbids: a run status outside workflow_run_status', async () => {
    fake.violations.length = 0;
    fake.answerNext({ status: 200, body: { id: RUN_ID, applicant_id: RUN_ID, workflow_id: RUN_ID, status: 'finished' } });
    assert.equal((await call(`/workflow_runs/${RUN_ID}`)).status, 200);
    assert.equal(fake.violations.length, 1, fake.violations.join('\n'));
    assert.match(fake.violations[0] ?? '', /find_workflow_run answer 200 \/status must be equal to one of the allowed values/);
  });

  it('refuses any Authorization but "Token token=<the API token>" with 401, and records it', async () => {
    fake.violations.length = 0;
    const bearer = await fetch(`${fake.baseUrl}/workflow_runs/${RUN_ID}`, { headers: { authorization: `Bearer ${API_TOKEN}` } });
    assert.equal(bearer.status, 401);
    assert.equal(((await bearer.json()) as { error: { type: string } }).error.type, 'authorization_error');
    assert.equal((await call(`/workflow_runs/${RUN_ID}`, {}, 'another-token')).status, 401);
    assert.equal(fake.violations.length, 2);
  });

  it('records a path that is not in the document', async () => {
    fake.violations.length = 0;
    assert.equal((await call('/identity_sessions')).status, 404);
    assert.equal((await fetch(`${fake.baseUrl.replace('/v3.6', '/v3.5')}/applicants`)).status, 404);
    assert.equal(fake.violations.length, 2, fake.violations.join('\n'));
  });

  it("checks webhook bodies against webhook_event, tolerating only the document's misplaced required fields", () => {
    // The document asks every payload for `event` and `resource_id`; if Onfido fixes that, the tolerance must go.
    const document = parse(readFileSync(ONFIDO_SPEC_PATH, 'utf8')) as { components: { schemas: Record<string, { required?: string[] }> } };
    assert.deepEqual(document.components.schemas.webhook_event_payload?.required, ['event', 'resource_id', 'resource_type']);

    fake.violations.length = 0;
    const object = { id: RUN_ID, status: 'approved', completed_at_iso8601: '2025-01-02T03:04:05Z', href: `${fake.baseUrl}/workflow_runs/${RUN_ID}` };
    fake.checkWebhook({ payload: { resource_type: 'workflow_run', action: 'workflow_run.completed', object } });
    assert.equal(fake.violations.length, 0, fake.violations.join('\n'));

    fake.checkWebhook({ payload: { resource_type: 'workflow_run', action: 'workflow_run.finished', object: { ...object, status: 'done' } } });
    fake.checkWebhook({ payload: { action: 'workflow_run.completed', object } });
    assert.ok(
      fake.violations.some((violation) => violation.startsWith('webhook body /payload/action')),
      fake.violations.join('\n'),
    );
    assert.ok(
      fake.violations.some((violation) => violation.startsWith('webhook body /payload/object/status')),
      fake.violations.join('\n'),
    );
    assert.ok(
      fake.violations.some((violation) => violation.includes("'resource_type'")),
      fake.violations.join('\n'),
    );
  });
});
