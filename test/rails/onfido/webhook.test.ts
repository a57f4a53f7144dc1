// Onfido's webhooks as Ponte's route would receive them: the local Onfido completes a run and POSTs the signed
// `workflow_run.completed` event; the adapter verifies it on the exact bytes and names the run to read back. A body
// changed by one byte, a signature made with another key, a missing or doubled header, or a parsed body is refused.
// Test pass: embedded only (database-independent: signature checks)
import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { OnfidoKycPartner } from '../../../src/rails/onfido/adapter.ts';
import { KycNoticeRejectedError } from '../../../src/rails/capabilities/kyc-partner.ts';
import { FakeOnfido, SKIP_WITHOUT_SPEC, startReceiver, type Delivery } from '../../../src/rails/onfido/fake/onfido.ts';

const API_TOKEN = 'api_sandbox.token';
const WEBHOOK_TOKEN = 'whk_9b1c4e7a0f';
const WORKFLOW_ID = '0d7c9f52-6a1e-4f0b-8a3d-2c5e7b9a1f36';

describe("Onfido's signed webhooks", { skip: SKIP_WITHOUT_SPEC }, () => {
  let fake: FakeOnfido;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let onfido: OnfidoKycPartner;
  let runId: string;

  const session = () =>
    onfido.openSession({ externalId: randomUUID(), person: { firstName: 'Luis', lastName: 'Gómez' }, expiresAt: new Date(Date.now() + 3600_000) });
  const delivered = async (status: string, options: { wrongSignature?: boolean } = {}): Promise<Delivery> => {
    const answer = await fake.complete(runId, status, { receiver: receiver.url, ...options });
    assert.equal(answer?.status, 200);
    const delivery = receiver.deliveries.at(-1);
    assert.ok(delivery);
    return delivery;
  };
  const refused = (rawBody: unknown, headers: Delivery['headers']) =>
    assert.throws(() => onfido.verifyWebhook(rawBody as Buffer, headers), KycNoticeRejectedError);

  before(async () => {
    fake = await FakeOnfido.start({ apiToken: API_TOKEN, webhookToken: WEBHOOK_TOKEN, workflowIds: [WORKFLOW_ID] });
    receiver = await startReceiver();
    onfido = new OnfidoKycPartner({ baseUrl: fake.baseUrl, apiToken: API_TOKEN, workflowId: WORKFLOW_ID, webhookTokens: [WEBHOOK_TOKEN] });
  });
  after(async () => {
    await receiver.close();
    await fake.close();
  });
  beforeEach(async () => {
    fake.violations.length = 0;
    runId = (await session()).reference;
  });
  afterEach(() => assert.deepEqual(fake.violations, []));

  it('a genuine webhook verifies and names the run; the outcome is then read back from Onfido', async () => {
    const delivery = await delivered('declined');
    assert.match(String(delivery.headers['x-sha2-signature']), /^[0-9a-f]{64}$/);
    assert.deepEqual(onfido.verifyWebhook(delivery.rawBody, delivery.headers), { action: 'COMPLETED', reference: runId });
    assert.deepEqual(await onfido.result(runId), { state: 'REJECTED', reasons: [] });
  });

  it('a body with one byte changed is refused', async () => {
    const delivery = await delivered('approved');
    const tampered = Buffer.from(delivery.rawBody);
    const at = tampered.indexOf('approved');
    tampered[at] = 'A'.charCodeAt(0);
    refused(tampered, delivery.headers);
    // Whitespace is a change too: the signature covers bytes, not the JSON they spell.
    refused(Buffer.concat([delivery.rawBody, Buffer.from('\n')]), delivery.headers);
    assert.deepEqual(onfido.verifyWebhook(delivery.rawBody, delivery.headers).reference, runId);
  });

  it('a webhook signed with another key is refused', async () => {
    const delivery = await delivered('approved', { wrongSignature: true });
    refused(delivery.rawBody, delivery.headers);
  });

  it('a missing, doubled, empty or malformed signature header is refused', async () => {
    const delivery = await delivered('approved');
    const { 'x-sha2-signature': signature, ...unsigned } = delivery.headers;
    assert.equal(typeof signature, 'string');
    refused(delivery.rawBody, unsigned);
    refused(delivery.rawBody, { ...unsigned, 'x-sha2-signature': [String(signature), String(signature)] });
    refused(delivery.rawBody, { ...unsigned, 'x-sha2-signature': '' });
    refused(delivery.rawBody, { ...unsigned, 'x-sha2-signature': String(signature).slice(0, 62) });
    refused(delivery.rawBody, { ...unsigned, 'x-sha2-signature': `${String(signature).slice(0, 63)}g` });
    // The header's name is matched whatever its case (a framework may keep the sender's).
    assert.equal(onfido.verifyWebhook(delivery.rawBody, { ...unsigned, 'X-SHA2-Signature': String(signature) }).reference, runId);
  });

  it('only the raw bytes are accepted, never a parsed body', async () => {
    const delivery = await delivered('approved');
    refused(JSON.parse(delivery.rawBody.toString('utf8')), delivery.headers);
    refused(delivery.rawBody.toString('utf8'), delivery.headers);
  });

  it('while a webhook is being replaced, either registered token verifies', async () => {
    const delivery = await delivered('approved');
    const rotating = new OnfidoKycPartner({ baseUrl: fake.baseUrl, apiToken: API_TOKEN, workflowId: WORKFLOW_ID, webhookTokens: ['whk_new', WEBHOOK_TOKEN] });
    assert.equal(rotating.verifyWebhook(delivery.rawBody, delivery.headers).reference, runId);
    const replaced = new OnfidoKycPartner({ baseUrl: fake.baseUrl, apiToken: API_TOKEN, workflowId: WORKFLOW_ID, webhookTokens: ['whk_new'] });
    assert.throws(() => replaced.verifyWebhook(delivery.rawBody, delivery.headers), KycNoticeRejectedError);
  });

  it('a task event names its run; an event about something else is authentic but unrelated; a signed non-event is refused', () => {
    const sign = (body: unknown) => {
      const raw = Buffer.from(JSON.stringify(body));
      return { raw, headers: { 'x-sha2-signature': createHmac('sha256', WEBHOOK_TOKEN).update(raw).digest('hex') } };
    };
    // Shaped as onfido-node's test fixture studio_webhook_event_with_object_in_output.json.
    const task = {
      payload: {
        resource_type: 'workflow_task',
        action: 'workflow_task.completed',
        object: {
          id: 'document_check_75329',
          status: 'completed',
          completed_at_iso8601: '2024-12-18T18:13:13Z',
          href: `${fake.baseUrl}/workflow_runs/${runId}/tasks/document_check_75329`,
        },
        resource: { id: 'document_check_75329', workflow_run_id: runId, task_def_id: 'document_check' },
      },
    };
    const check = {
      payload: { resource_type: 'check', action: 'check.completed', object: { id: randomUUID(), status: 'complete', href: `${fake.baseUrl}/checks/x` } },
    };
    fake.checkWebhook(task);
    fake.checkWebhook(check);
    const signedTask = sign(task);
    const signedCheck = sign(check);
    assert.deepEqual(onfido.verifyWebhook(signedTask.raw, signedTask.headers), { action: 'PROGRESSED', reference: runId });
    assert.deepEqual(onfido.verifyWebhook(signedCheck.raw, signedCheck.headers), { action: 'UNRELATED', reference: null });
    const notAnEvent = sign({ hello: 'world' });
    assert.throws(() => onfido.verifyWebhook(notAnEvent.raw, notAnEvent.headers), /not an Onfido event/);
  });
});
