// The verification's background work is safe to repeat and to race: a link-expiry job or an account validation that
// runs twice (a worker died after committing) sends its callback once, and partner results arriving together for
// every step of a business approve it exactly once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { PDF, business, createBeneficiary, documentForm, individual, reviewDocuments, storedEvents, uploadDocument } from '../helpers/beneficiaries.ts';

describe('verification jobs, repeated and raced', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  const services = () => t.context.services;
  const stepsOf = (beneficiaryId: string) =>
    t.db.query<{ id: string; session_reference: string }>('SELECT id, session_reference FROM kyx_steps WHERE beneficiary_id = $1 ORDER BY position', [
      beneficiaryId,
    ]);

  before(async () => {
    // No worker: the tests run the job handlers themselves, as a worker would after a crash.
    t = await startApp();
    integrator = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/hook' });
  });
  after(() => t.close());

  it('regenerates an expired link once when its expiry job runs twice', async () => {
    const created = await createBeneficiary(t, integrator, individual('expiry-twice'));
    const [step] = await stepsOf(created.id);
    await t.db.query(`UPDATE kyx_steps SET expires_at = now() - interval '1 second' WHERE id = $1`, [step!.id]);
    assert.equal(await services().kyx.expireLink(step!.id), undefined);
    const again = await services().kyx.expireLink(step!.id);
    assert.ok(again && again.rescheduleAt > new Date(), 'the second run finds a live link and only waits for it');
    assert.equal((await storedEvents(t, created.id, 'BENEFICIARY_KYC')).length, 2);
    const [job] = await t.db.query<{ run_at: Date }>('SELECT run_at FROM jobs WHERE unique_key = $1', [`kyx-link-expiry:${step!.id}`]);
    assert.ok(job && job.run_at > new Date(), 'the next expiry is scheduled');
  });

  it('records an account validation once when its job runs twice', async () => {
    const created = await createBeneficiary(t, integrator, individual('validate-twice'));
    const put = await t.request('PUT', `/v1/beneficiaries/${created.id}/localTargetAccount`, { token: integrator.token, body: { pixKey: 'ana@example.com' } });
    assert.equal(put.status, 202);
    const [job] = await t.db.query<{ payload: { beneficiaryId: string; accountId: string } }>(`SELECT payload FROM jobs WHERE unique_key = $1`, [
      `local-target-account-validation:${created.id}`,
    ]);
    assert.ok(job);
    await services().localTargetAccounts.validate(job.payload.beneficiaryId, job.payload.accountId);
    await services().localTargetAccounts.validate(job.payload.beneficiaryId, job.payload.accountId);
    assert.equal((await storedEvents(t, created.id, 'BENEFICIARY_BANK_ACCOUNT_VALIDATION')).length, 1);
  });

  it('does not record the validation of an account replaced meanwhile', async () => {
    const created = await createBeneficiary(t, integrator, individual('validate-replaced'));
    const put = (pixKey: string) => t.request('PUT', `/v1/beneficiaries/${created.id}/localTargetAccount`, { token: integrator.token, body: { pixKey } });
    await put('old@example.com');
    const [first] = await t.db.query<{ target_account_id: string }>('SELECT target_account_id FROM beneficiaries WHERE id = $1', [created.id]);
    await put('new@example.com');
    await services().localTargetAccounts.validate(created.id, first!.target_account_id);
    assert.equal((await storedEvents(t, created.id, 'BENEFICIARY_BANK_ACCOUNT_VALIDATION')).length, 0);
    const read = await t.request('GET', `/v1/beneficiaries/${created.id}`, { token: integrator.token });
    assert.deepEqual(read.body.localTargetAccount, { pixKey: 'new@example.com', pixKeyType: 'EMAIL', status: 'PENDING', message: null });
  });

  it('approves a business exactly once when all its steps are approved at the same time', async () => {
    const created = await createBeneficiary(t, integrator, business('raced'));
    for (const type of ['INCORPORATION_CERTIFICATE', 'TAX_REGISTRATION', 'BUSINESS_BANK_ACCOUNT']) {
      assert.equal((await uploadDocument(t, integrator, created.id, documentForm(PDF, 'doc.pdf', type))).status, 201);
    }
    await reviewDocuments(t, created.id, 'ACCEPT');
    const steps = await stepsOf(created.id);
    const results = await Promise.all(steps.map((step) => services().kyx.recordResult(step.session_reference, { approved: true })));
    assert.deepEqual(results, ['APPROVED', 'APPROVED', 'APPROVED']);
    assert.equal((await storedEvents(t, created.id, 'BENEFICIARY_APPROVED')).length, 1);
    assert.equal((await storedEvents(t, created.id, 'BENEFICIARY_KYC')).length, 1 + steps.length);
    const read = await t.request('GET', `/v1/beneficiaries/${created.id}`, { token: integrator.token });
    assert.equal(read.body.status, 'CREATED');
  });
});
