// GET /v1/beneficiaries/{id}/verification (issue 19, item 4): the verification record and its steps, upload links
// included, read without a webhook receiver; the same record the BENEFICIARY_KYC callbacks carry, and only for the
// integrator's own beneficiaries.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { VALID_CPFS, business, createBeneficiary, individual, openLink, storedEvents } from '../helpers/beneficiaries.ts';

describe('the verification record over HTTP', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let other: TestIntegrator;

  before(async () => {
    t = await startApp();
    integrator = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/verification' });
    other = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/other' });
  });
  after(() => t.close());

  const verification = (id: string, token = integrator.token) => t.request('GET', `/v1/beneficiaries/${id}/verification`, { token });
  /** The data of the latest BENEFICIARY_KYC stored for the beneficiary: what its callback carried. */
  const lastCallback = async (id: string) => (await storedEvents(t, id, 'BENEFICIARY_KYC')).at(-1).data;

  it("answers an open step's upload link, SDK token and expiry, as the callback carried them; then the step's result", async () => {
    const created = await createBeneficiary(t, integrator, individual('verify-get'));
    const read = await verification(created.id);
    assert.equal(read.status, 200, read.text);
    assert.equal(read.body.beneficiaryId, created.id);
    assert.equal(read.body.status, null);
    assert.deepEqual(read.body.errors, []);
    const [step, ...rest] = read.body.steps;
    assert.equal(rest.length, 0);
    assert.equal(step.status, 'PENDING');
    assert.equal(step.ownerIdentification, VALID_CPFS[0]);
    assert.ok(step.uploadLink.startsWith(t.config.publicBaseUrl), step.uploadLink);
    assert.ok(step.partnerSdk.token.length > 20);
    assert.ok(Date.parse(step.expiresAt) > Date.now());
    assert.deepEqual(read.body, await lastCallback(created.id), 'the GET and the callback agree');

    // The link the GET answered is the one that works (its path: the test server listens on a port of its own).
    assert.equal((await openLink(t.url + new URL(step.uploadLink).pathname, 'REJECTED')).status, 200);
    const after = await verification(created.id);
    assert.equal(after.body.steps[0].status, 'REJECTED');
    assert.equal(after.body.status, 'REJECTED');
    assert.equal(after.body.errors[0].kyxStepId, step.id);
    assert.deepEqual(after.body, await lastCallback(created.id));
  });

  it("answers a business's steps, one per person to verify", async () => {
    const created = await createBeneficiary(t, integrator, business('verify-business'));
    const read = await verification(created.id);
    assert.equal(read.status, 200, read.text);
    // The legal representative and the two owners of 25% or more; not the owner of 10%.
    assert.deepEqual(
      read.body.steps.map((step: any) => step.ownerIdentification),
      [VALID_CPFS[1], VALID_CPFS[2], VALID_CPFS[3]],
    );
    assert.ok(read.body.steps.every((step: any) => step.status === 'PENDING' && step.uploadLink));
    assert.deepEqual(read.body, await lastCallback(created.id));
  });

  it("answers 404 for another integrator's beneficiary, exactly as for none", async () => {
    const created = await createBeneficiary(t, integrator, individual('verify-tenant'));
    for (const [id, token] of [
      [created.id, other.token],
      ['00000000-0000-4000-8000-000000000000', integrator.token],
    ] as const) {
      const refused = await verification(id, token);
      assert.equal(refused.status, 404, refused.text);
      assert.equal(refused.body.code, 'beneficiary.not_found');
    }
  });
});
