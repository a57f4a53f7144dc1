// A business's documents are reviewed, never accepted by their count (issue 31, item 7): three uploads and every
// person verified leave the business PENDING; each document is accepted or refused with a reason by a named operator
// (audited, in the decision's transaction); the integrator reads each document's review and a refusal's reason
// (GET /v1/beneficiaries/{id}/files, BENEFICIARY_KYB success false), uploads the refused type again (reviewed afresh),
// and the business is CREATED only once every required document is accepted.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { PDF, PNG, business, createBeneficiary, documentForm, openLink, storedEvents, uploadDocument } from '../helpers/beneficiaries.ts';

const REVIEWER = { type: 'operator' as const, id: '0d6f2a4e-4b7c-4f1a-9d55-3e2b1c0a9f88', name: 'compliance@ponte.example' };

describe('the review of a business’s documents', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let other: TestIntegrator;
  const files = () => t.context.services.beneficiaryFiles;
  const status = async (id: string) => (await t.request('GET', `/v1/beneficiaries/${id}`, { token: integrator.token })).body.status;
  const listed = async (id: string) => {
    const answer = await t.request('GET', `/v1/beneficiaries/${id}/files`, { token: integrator.token });
    assert.equal(answer.status, 200, answer.text);
    return answer.body as Array<{ id: string; type: string; status: string; refusalReason: string | null; reviewedDate: string | null }>;
  };

  before(async () => {
    t = await startApp();
    integrator = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/a' });
    other = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/b' });
  });
  after(() => t.close());

  /** A business with every person verified and its three documents uploaded (the documents last, or first). */
  async function completeBusiness(reference: string, documentsFirst = false): Promise<string> {
    const created = await createBeneficiary(t, integrator, business(reference));
    const [first] = await storedEvents(t, created.id, 'BENEFICIARY_KYC');
    const verify = async () => {
      for (const step of first.data.steps) assert.equal((await openLink(t.url + new URL(step.uploadLink).pathname)).status, 200);
    };
    if (!documentsFirst) await verify();
    for (const type of ['INCORPORATION_CERTIFICATE', 'TAX_REGISTRATION', 'BUSINESS_BANK_ACCOUNT']) {
      assert.equal((await uploadDocument(t, integrator, created.id, documentForm(PDF, 'doc.pdf', type))).status, 201);
    }
    if (documentsFirst) await verify();
    return created.id;
  }

  it('leaves a business PENDING when its people are verified after its three documents came, until they are accepted', async () => {
    const id = await completeBusiness('review-documents-first', true);
    assert.equal(await status(id), 'PENDING', 'the last person verified is not an approval while the documents wait');
    assert.equal((await storedEvents(t, id, 'BENEFICIARY_APPROVED')).length, 0);
    for (const document of await listed(id)) await files().review(document.id, { decision: 'ACCEPT' }, REVIEWER);
    assert.equal(await status(id), 'CREATED');
  });

  it('leaves a business with three documents and its people verified PENDING until each document is accepted', async () => {
    const id = await completeBusiness('review-accept');
    assert.equal(await status(id), 'PENDING', 'three documents are not an approval');
    assert.deepEqual(
      (await listed(id)).map((file) => [file.type, file.status, file.refusalReason]),
      [
        ['BUSINESS_BANK_ACCOUNT', 'PENDING', null],
        ['INCORPORATION_CERTIFICATE', 'PENDING', null],
        ['TAX_REGISTRATION', 'PENDING', null],
      ],
    );
    const [complete] = await storedEvents(t, id, 'BENEFICIARY_KYB');
    assert.equal(complete.success, null);

    const documents = await listed(id);
    for (const [index, document] of documents.entries()) {
      const reviewed = await files().review(document.id, { decision: 'ACCEPT' }, REVIEWER);
      assert.deepEqual([reviewed.status, reviewed.reviewedBy], ['ACCEPTED', REVIEWER.id]);
      assert.equal(await status(id), index < documents.length - 1 ? 'PENDING' : 'CREATED');
    }
    assert.equal((await storedEvents(t, id, 'BENEFICIARY_APPROVED')).length, 1);
    const kyb = await storedEvents(t, id, 'BENEFICIARY_KYB');
    assert.deepEqual(
      kyb.map((event) => event.success),
      [null, true],
    );
    // The same decision again answers the document as it stands; nothing is sent twice.
    assert.equal((await files().review(documents[0]!.id, { decision: 'ACCEPT' }, REVIEWER)).status, 'ACCEPTED');
    assert.equal((await storedEvents(t, id, 'BENEFICIARY_APPROVED')).length, 1);

    const audit = await t.db.query<{ actor_id: string; actor_name: string; action: string; resource_id: string; details: Record<string, unknown> }>(
      "SELECT actor_id, actor_name, action, resource_id, details FROM audit_log WHERE resource_type = 'beneficiary_document' AND details->>'beneficiaryId' = $1 ORDER BY at",
      [id],
    );
    assert.deepEqual(
      audit.map((entry) => [entry.actor_id, entry.actor_name, entry.action, entry.resource_id, entry.details.type]),
      documents.map((document) => [REVIEWER.id, REVIEWER.name, 'beneficiary_document.accepted', document.id, document.type]),
    );
  });

  it('tells the integrator why a document was refused, reviews its replacement afresh, and approves once all are accepted', async () => {
    const id = await completeBusiness('review-refuse');
    const tax = (await listed(id)).find((file) => file.type === 'TAX_REGISTRATION')!;
    await assert.rejects(files().review(tax.id, { decision: 'REFUSE' }, REVIEWER), { code: 'beneficiary_file.reason_required' });
    await assert.rejects(files().review(tax.id, { decision: 'REFUSE', reason: '   ' }, REVIEWER), { code: 'beneficiary_file.reason_required' });

    const reason = 'The CNPJ on the registration is not the one declared.';
    const refused = await files().review(tax.id, { decision: 'REFUSE', reason }, REVIEWER);
    assert.deepEqual([refused.status, refused.refusalReason], ['REFUSED', reason]);
    const read = (await listed(id)).find((file) => file.id === tax.id)!;
    assert.deepEqual([read.status, read.refusalReason, typeof read.reviewedDate], ['REFUSED', reason, 'string']);
    const kyb = (await storedEvents(t, id, 'BENEFICIARY_KYB')).at(-1);
    assert.deepEqual([kyb.success, kyb.message], [false, `TAX_REGISTRATION refused: ${reason}`]);
    await assert.rejects(files().review(tax.id, { decision: 'ACCEPT' }, REVIEWER), { code: 'beneficiary_file.already_reviewed' });
    const [audit] = await t.db.query<{ action: string; details: Record<string, unknown> }>(
      "SELECT action, details FROM audit_log WHERE resource_type = 'beneficiary_document' AND resource_id = $1",
      [tax.id],
    );
    assert.deepEqual([audit!.action, audit!.details.reason], ['beneficiary_document.refused', reason]);

    // The others accepted: a refused document still holds the business.
    for (const document of (await listed(id)).filter((file) => file.status === 'PENDING')) await files().review(document.id, { decision: 'ACCEPT' }, REVIEWER);
    assert.equal(await status(id), 'PENDING');

    const again = await uploadDocument(t, integrator, id, documentForm(PNG, 'tax.png', 'TAX_REGISTRATION'));
    assert.equal(again.status, 201, again.text);
    assert.deepEqual([again.body.status, again.body.refusalReason], ['PENDING', null]);
    assert.equal(await status(id), 'PENDING');
    await files().review(again.body.id, { decision: 'ACCEPT' }, REVIEWER);
    assert.equal(await status(id), 'CREATED');
  });

  it("answers 404 for another integrator's business, and the documents of an individual are none", async () => {
    const id = await completeBusiness('review-tenant');
    const foreign = await t.request('GET', `/v1/beneficiaries/${id}/files`, { token: other.token });
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body.code, 'beneficiary.not_found');
    await assert.rejects(files().review('5b0c1f7e-0000-4000-8000-000000000000', { decision: 'ACCEPT' }, REVIEWER), { code: 'beneficiary_file.not_found' });
  });
});
