// Upload link lifetime (contract section 7) with KYX_LINK_TTL_S=1: exactly three automatic regenerations, each sent
// by callback to a real receiver, then none; after that only POST /v1/kyx-steps/{id}/regenerate, and every replaced
// link answers 410.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { TestApp, TestIntegrator } from '../helpers/app.ts';
import { createBeneficiary, individual, openLink, receivedFor, startWithReceiver } from '../helpers/beneficiaries.ts';
import type { Receiver } from '../helpers/receiver.ts';

describe('upload link expiry', () => {
  let t: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;
  let close: () => Promise<void>;
  const kycEvents = (beneficiaryId: string) => receivedFor(receiver, beneficiaryId, 'BENEFICIARY_KYC');
  const localLink = (uploadLink: string) => t.url + new URL(uploadLink).pathname;

  before(async () => {
    ({ t, receiver, integrator, close } = await startWithReceiver({ KYX_LINK_TTL_S: '1' }));
  });
  after(() => close());

  it('regenerates automatically exactly three times, then only on request; every older link answers 410', async () => {
    const created = await createBeneficiary(t, integrator, individual('expiring'));
    await receiver.waitFor(() => kycEvents(created.id).length >= 4, 20_000);
    // A fourth expiry passes with nothing sent.
    await sleep(2500);
    const events = kycEvents(created.id);
    assert.equal(events.length, 4, 'the creation and three regenerations');
    const regenerations = events.slice(1);
    for (const event of regenerations) {
      assert.equal(event.success, null);
      assert.match(event.message, /expired/);
      assert.equal(event.data.status, null);
    }
    const steps = events.map((event) => event.data.steps[0]);
    assert.equal(new Set(steps.map((step) => step.id)).size, 1, 'the same step each time');
    assert.equal(new Set(steps.map((step) => step.uploadLink)).size, 4, 'a new link each time');
    assert.equal(new Set(steps.map((step) => step.partnerSdk.token)).size, 4, 'a new token each time');
    for (let i = 1; i < steps.length; i++) assert.ok(Date.parse(steps[i].expiresAt) > Date.parse(steps[i - 1].expiresAt));

    // The last automatic link has expired too, and nothing replaces it by itself.
    const expired = await openLink(localLink(steps[3].uploadLink));
    assert.equal(expired.status, 410);
    assert.equal(JSON.parse(expired.text).code, 'kyx.link_expired');

    const regenerate = async () => {
      const response = await t.request('POST', `/v1/kyx-steps/${steps[0].id}/regenerate`, { token: integrator.token });
      assert.equal(response.status, 200, response.text);
      return response.body;
    };
    const manual = await regenerate();
    assert.deepEqual(Object.keys(manual).sort(), ['acceptedDocs', 'expiresAt', 'id', 'ownerIdentification', 'partnerSdk', 'status', 'uploadLink']);
    assert.equal(manual.id, steps[0].id);
    assert.ok(!steps.some((step) => step.uploadLink === manual.uploadLink), 'a link never seen before');
    await receiver.waitFor(() => kycEvents(created.id).length >= 5);
    const sent = kycEvents(created.id)[4];
    assert.equal(sent.data.steps[0].uploadLink, manual.uploadLink);
    assert.equal(sent.data.steps[0].partnerSdk.token, manual.partnerSdk.token);
    assert.match(sent.message, /requested/);

    // A link asked for does not restart the automatic ones: it expires and stays expired.
    await sleep(2000);
    assert.equal(kycEvents(created.id).length, 5);
    assert.equal(JSON.parse((await openLink(localLink(manual.uploadLink))).text).code, 'kyx.link_expired');

    const latest = await regenerate();
    const current = await openLink(localLink(latest.uploadLink));
    assert.equal(current.status, 200, current.text);
    for (const link of [...steps.map((step) => step.uploadLink), manual.uploadLink]) {
      const old = await openLink(localLink(link));
      assert.equal(old.status, 410, link);
      assert.equal(JSON.parse(old.text).code, 'kyx.link_replaced');
    }
    await receiver.waitFor(() => receiver.events('BENEFICIARY_APPROVED').some((event) => event.beneficiaryId === created.id));
    assert.equal((await t.db.query(`SELECT 1 FROM jobs WHERE unique_key LIKE 'kyx-link-expiry:%'`)).length, 0, 'no expiry job is left');
  });

  it('answers 404 kyx_step.not_found for an unknown step or another integrator’s', async () => {
    const created = await createBeneficiary(t, integrator, individual('other-tenant'));
    const [stepId] = (await t.db.query<{ id: string }>('SELECT id FROM kyx_steps WHERE beneficiary_id = $1', [created.id])).map((row) => row.id);
    const stranger = await t.createIntegrator({ callbackUrl: receiver.url });
    for (const [id, token] of [
      [stepId, stranger.token],
      ['00000000-0000-4000-8000-000000000000', integrator.token],
      ['nope', integrator.token],
    ] as const) {
      const response = await t.request('POST', `/v1/kyx-steps/${id}/regenerate`, { token });
      assert.equal(response.status, 404);
      assert.equal(response.body.code, 'kyx_step.not_found');
    }
  });
});
