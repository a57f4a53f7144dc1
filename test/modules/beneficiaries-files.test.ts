// Business document uploads (contract section 7): multipart, 10 MB (413), PDF/JPEG/PNG by their bytes (415), the
// three allowed names and types (400), the same type replacing the earlier file, stored in the database, replayed by
// Idempotency-Key, and reached only by the beneficiary's own integrator.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { JPEG, PDF, PNG, business, createBeneficiary, documentForm, individual, uploadDocument } from '../helpers/beneficiaries.ts';

describe('business document uploads', () => {
  let t: TestApp;
  let a: TestIntegrator;
  let b: TestIntegrator;
  let beneficiaryId: string;
  const storedFiles = () =>
    t.db.query<{ id: string; type: string; content_type: string; size: number; content: Uint8Array }>(
      'SELECT id, type, content_type, size, content FROM beneficiary_files WHERE beneficiary_id = $1 ORDER BY type',
      [beneficiaryId],
    );

  before(async () => {
    t = await startApp();
    a = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/a' });
    b = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/b' });
    beneficiaryId = (await createBeneficiary(t, a, business('files'))).id;
  });
  after(() => t.close());

  it('stores a PDF, a JPEG and a PNG, recognised by their bytes, and answers 201 with the file', async () => {
    const pdf = await uploadDocument(t, a, beneficiaryId, documentForm(PDF, 'certificate.pdf', 'INCORPORATION_CERTIFICATE'));
    assert.equal(pdf.status, 201, pdf.text);
    assert.deepEqual(Object.keys(pdf.body).sort(), [
      'contentType',
      'createdDate',
      'documentOwner',
      'id',
      'name',
      'refusalReason',
      'reviewedDate',
      'size',
      'status',
      'type',
    ]);
    assert.equal(pdf.body.name, 'INCORPORATION_CERTIFICATE');
    assert.equal(pdf.body.type, 'INCORPORATION_CERTIFICATE');
    assert.equal(pdf.body.documentOwner, 'BUSINESS');
    assert.equal(pdf.body.contentType, 'application/pdf');
    assert.equal(pdf.body.size, PDF.length);
    // What the client calls the file does not matter: its bytes do.
    const jpeg = await uploadDocument(t, a, beneficiaryId, documentForm(JPEG, 'scan.pdf', 'TAX_REGISTRATION'));
    assert.equal(jpeg.body.contentType, 'image/jpeg');
    const png = await uploadDocument(t, a, beneficiaryId, documentForm(PNG, 'statement', 'BUSINESS_BANK_ACCOUNT'));
    assert.equal(png.body.contentType, 'image/png');
    const stored = await storedFiles();
    assert.deepEqual(
      stored.map((file) => [file.type, file.content_type]),
      [
        ['BUSINESS_BANK_ACCOUNT', 'image/png'],
        ['INCORPORATION_CERTIFICATE', 'application/pdf'],
        ['TAX_REGISTRATION', 'image/jpeg'],
      ],
    );
    assert.ok(Buffer.from(stored[1]!.content).equals(PDF), 'the bytes are kept in the database');
  });

  it('replaces the earlier file when the same type comes again', async () => {
    const first = (await storedFiles()).find((file) => file.type === 'INCORPORATION_CERTIFICATE');
    const second = await uploadDocument(t, a, beneficiaryId, documentForm(PNG, 'certificate.png', 'INCORPORATION_CERTIFICATE'));
    assert.equal(second.status, 201);
    assert.notEqual(second.body.id, first?.id);
    const certificates = (await storedFiles()).filter((file) => file.type === 'INCORPORATION_CERTIFICATE');
    assert.equal(certificates.length, 1);
    assert.equal(certificates[0]!.id, second.body.id);
    assert.ok(Buffer.from(certificates[0]!.content).equals(PNG));
  });

  it('answers 413 upload.too_large for 11 MB, and stores nothing', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const response = await uploadDocument(t, a, beneficiaryId, documentForm(big, 'big.pdf', 'TAX_REGISTRATION'));
    assert.equal(response.status, 413, response.text);
    assert.equal(response.body.code, 'upload.too_large');
    assert.deepEqual(await storedFiles(), before);
  });

  it('answers 415 upload.unsupported_type for a text file named .pdf', async () => {
    const response = await uploadDocument(t, a, beneficiaryId, documentForm(Buffer.from('just some text\n'), 'contract.pdf', 'TAX_REGISTRATION'));
    assert.equal(response.status, 415);
    assert.equal(response.body.code, 'upload.unsupported_type');
  });

  it('answers 400 naming the field for a bad type, name or documentOwner, a missing file, and an unknown field', async () => {
    const cases: Array<[FormData, string]> = [
      [documentForm(PDF, 'a.pdf', 'PASSPORT'), '/type'],
      [documentForm(PDF, 'a.pdf', 'TAX_REGISTRATION', { name: 'MY_FILE' }), '/name'],
      [documentForm(PDF, 'a.pdf', 'TAX_REGISTRATION', { documentOwner: 'PERSON' }), '/documentOwner'],
      [documentForm(PDF, 'a.pdf', 'TAX_REGISTRATION', { color: 'blue' }), '/color'],
    ];
    const noFile = new FormData();
    for (const [name, value] of Object.entries({ name: 'TAX_REGISTRATION', type: 'TAX_REGISTRATION', documentOwner: 'BUSINESS' })) noFile.append(name, value);
    cases.push([noFile, '/file']);
    const textFile = new FormData();
    for (const [name, value] of Object.entries({ name: 'TAX_REGISTRATION', type: 'TAX_REGISTRATION', documentOwner: 'BUSINESS', file: 'not a file part' }))
      textFile.append(name, value);
    cases.push([textFile, '/file']);
    for (const [form, path] of cases) {
      const response = await uploadDocument(t, a, beneficiaryId, form);
      assert.equal(response.status, 400, `${path}: ${response.text}`);
      assert.equal(response.body.code, 'validation.failed');
      assert.ok(
        response.body.errors.some((error: { path: string }) => error.path === path),
        `${path}: ${response.text}`,
      );
    }
  });

  it('answers 415 for a JSON body, 412 for an individual, and 404 for another integrator', async () => {
    const json = await t.request('POST', `/v1/beneficiaries/${beneficiaryId}/files`, { token: a.token, body: { name: 'TAX_REGISTRATION' } });
    assert.equal(json.status, 415);
    assert.equal(json.body.code, 'web.unsupported_media_type');
    const person = await createBeneficiary(t, a, individual('files-person'));
    const individualUpload = await uploadDocument(t, a, person.id, documentForm(PDF, 'a.pdf', 'TAX_REGISTRATION'));
    assert.equal(individualUpload.status, 412);
    assert.equal(individualUpload.body.code, 'beneficiary.not_business');
    const other = await uploadDocument(t, b, beneficiaryId, documentForm(PDF, 'a.pdf', 'TAX_REGISTRATION'));
    assert.equal(other.status, 404);
    assert.equal(other.body.code, 'beneficiary.not_found');
  });

  it('replays an upload with the same Idempotency-Key, and refuses the key with other bytes', async () => {
    const key = { 'idempotency-key': 'upload-once' };
    const first = await uploadDocument(t, a, beneficiaryId, documentForm(PDF, 'a.pdf', 'TAX_REGISTRATION'), key);
    assert.equal(first.status, 201);
    const replay = await uploadDocument(t, a, beneficiaryId, documentForm(PDF, 'a.pdf', 'TAX_REGISTRATION'), key);
    assert.equal(replay.status, 201);
    assert.equal(replay.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(replay.body, first.body);
    const other = await uploadDocument(t, a, beneficiaryId, documentForm(PNG, 'a.pdf', 'TAX_REGISTRATION'), key);
    assert.equal(other.status, 422);
    assert.equal(other.body.code, 'idempotency.key_reused');
  });
});
