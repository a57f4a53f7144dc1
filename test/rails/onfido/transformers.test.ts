// The Onfido mappings on what the live API answers but the local Onfido (held to the document) never does: nulls where
// the document says object or array (onfido-node's test examples: `reasons`, `output`, `error`, `link`, a document's
// `side` all null), statuses the document does not list, and files that are not images.
// Test pass: embedded only (database-independent: pure functions)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OnfidoDocument, OnfidoReport, OnfidoWorkflowRun } from '../../../src/rails/onfido/client.ts';
import { parseRetryAfter } from '../../../src/rails/onfido/errors.ts';
import { ID_NUMBER_MISMATCH } from '../../../src/rails/capabilities/kyc-partner.ts';
import {
  checksOfRun,
  imageFileType,
  planCapturedImages,
  toApplicantBuilder,
  toKycResult,
  toKycSession,
  toCapturedImage,
  withDocumentComparison,
} from '../../../src/rails/onfido/transformers.ts';
import { solidPng } from '../../../src/rails/sandbox/sample-images.ts';

const live = (fields: Partial<OnfidoWorkflowRun>): OnfidoWorkflowRun => ({
  id: '5f0e8b8e-1b0a-4c56-9d6c-0a7e3b1f2d44',
  applicant_id: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
  status: 'awaiting_input',
  output: null,
  reasons: null,
  error: null,
  link: null,
  ...fields,
});

describe('Onfido results', () => {
  it('never turns an unknown or missing status into a decision', () => {
    for (const status of [null, undefined, 'completed', 'APPROVED', 'approved ', '']) {
      assert.equal(toKycResult(live({ status })).state, 'PENDING', String(status));
    }
    assert.deepEqual(toKycResult(live({ status: 'awaiting_client_input' })), { state: 'PENDING', sessionOver: false, detail: 'awaiting_client_input' });
  });

  it('reads a declined run with null reasons as a rejection without reasons', () => {
    assert.deepEqual(toKycResult(live({ status: 'declined', reasons: null })), { state: 'REJECTED', reasons: [] });
    assert.deepEqual(toKycResult(live({ status: 'error', error: null })), { state: 'PENDING', sessionOver: true, detail: 'error' });
  });
});

describe("Onfido's document number comparison", () => {
  const report = (fields: Partial<OnfidoReport>, documentNumbers: string | null | undefined): OnfidoReport => ({
    id: crypto.randomUUID(),
    name: 'document',
    status: 'complete',
    breakdown: {
      data_comparison: { result: documentNumbers ?? null, breakdown: documentNumbers === undefined ? null : { document_numbers: { result: documentNumbers } } },
    },
    ...fields,
  });

  it('rejects a decided run whose complete document report says the numbers differ, keeping the run reasons', () => {
    assert.deepEqual(withDocumentComparison({ state: 'APPROVED' }, [report({}, 'consider')]), { state: 'REJECTED', reasons: [ID_NUMBER_MISMATCH] });
    assert.deepEqual(withDocumentComparison({ state: 'REJECTED', reasons: ['face_mismatch'] }, [report({ name: 'document_video' }, 'consider')]), {
      state: 'REJECTED',
      reasons: ['face_mismatch', ID_NUMBER_MISMATCH],
    });
  });

  it('leaves the result alone when the numbers match, were not compared, or the report is not a complete document report', () => {
    for (const reports of [
      [report({}, 'clear')],
      [report({}, null)],
      [report({}, undefined)],
      [report({ status: 'awaiting_approval' }, 'consider')],
      [report({ name: 'facial_similarity_photo' }, 'consider')],
      [],
    ]) {
      assert.deepEqual(withDocumentComparison({ state: 'APPROVED' }, reports), { state: 'APPROVED' });
    }
    const pending = { state: 'PENDING', sessionOver: false, detail: 'review' } as const;
    assert.equal(withDocumentComparison(pending, [report({}, 'consider')]), pending);
  });

  it("reads only the checks made since the run (a reused applicant keeps its earlier runs' checks)", () => {
    const checks = [
      { id: 'old', created_at: '2030-01-01T00:00:00Z' },
      { id: 'new', created_at: '2030-01-02T00:00:00Z' },
    ];
    assert.deepEqual(
      checksOfRun(checks, '2030-01-01T12:00:00Z').map((check) => check.id),
      ['new'],
    );
  });

  it("sends the declared number as Onfido's id_numbers: a CPF as tax_id, a CC or CE as identity_card", () => {
    assert.deepEqual(toApplicantBuilder({ firstName: 'Ana', lastName: 'Souza', idNumber: { kind: 'TAX_ID', value: '52998224725' } }).id_numbers, [
      { type: 'tax_id', value: '52998224725' },
    ]);
    assert.deepEqual(toApplicantBuilder({ firstName: 'Luis', lastName: 'Gómez', idNumber: { kind: 'IDENTITY_CARD', value: '1020304050' } }).id_numbers, [
      { type: 'identity_card', value: '1020304050' },
    ]);
  });
});

describe('Onfido sessions', () => {
  const asked = { expiresAt: new Date('2030-01-02T00:00:00Z'), now: new Date('2030-01-01T00:00:00Z'), acceptedDocs: null };

  it('refuses a run without a link URL, and keeps the asked expiry when Onfido answers none', () => {
    assert.throws(() => toKycSession(live({ link: null }), 'token', asked), /without a link URL/);
    const session = toKycSession(live({ link: { url: 'https://eu.onfido.app/l/abc', expires_at: null } }), 'token', asked);
    assert.equal(session.expiresAt.toISOString(), '2030-01-02T00:00:00.000Z');
    assert.equal(session.sdkTokenExpiresAt.toISOString(), '2030-01-01T01:30:00.000Z');
  });

  it('reports the expiry Onfido answered when it differs from the one asked', () => {
    const session = toKycSession(live({ link: { url: 'https://eu.onfido.app/l/abc', expires_at: '2030-01-01T12:00:00Z' } }), 'token', asked);
    assert.equal(session.expiresAt.toISOString(), '2030-01-01T12:00:00.000Z');
  });

  it('sends only the names when nothing else is known, and refuses a country that is not alpha-2', () => {
    assert.deepEqual(toApplicantBuilder({ firstName: 'Ana', lastName: 'Souza' }), { first_name: 'Ana', last_name: 'Souza' });
    assert.deepEqual(toApplicantBuilder({ firstName: 'Luis', lastName: 'Gómez', country: 'co' }).location, { country_of_residence: 'COL' });
    assert.throws(() => toApplicantBuilder({ firstName: 'Ana', lastName: 'Souza', country: 'BRA' }), /alpha-2/);
  });
});

describe('Onfido captured files', () => {
  const document = (fields: Partial<OnfidoDocument>): OnfidoDocument => ({ id: crypto.randomUUID(), side: null, file_type: null, ...fields });

  it('takes a document without a side as a front, skips a lone back and kinds that are not identity documents', () => {
    const passport = document({ type: 'passport' });
    const plans = planCapturedImages(
      [passport, document({ type: 'driving_licence', side: 'back' }), document({ type: 'unknown' }), document({ type: null }), document({ type: 'voter_id' })],
      [],
      [],
    );
    assert.deepEqual(plans, [{ type: 'ID_CARD', front: { kind: 'document', id: passport.id }, back: null }]);
  });

  it('knows a PNG and a JPEG by their bytes, whatever Onfido calls them, and nothing else', () => {
    assert.equal(imageFileType(solidPng(2, 2, [1, 2, 3])), 'png');
    assert.equal(imageFileType(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0])), 'jpg');
    assert.equal(imageFileType(Buffer.from('%PDF-1.7')), null);
    assert.equal(imageFileType(Buffer.alloc(0)), null);
  });

  it('drops a back whose format differs from its front, since one fileType describes both', () => {
    const plan = { type: 'ID_CARD' as const, front: { kind: 'document' as const, id: 'f' }, back: { kind: 'document' as const, id: 'b' } };
    const png = solidPng(2, 2, [1, 2, 3]);
    assert.deepEqual(toCapturedImage(plan, png, Buffer.from([0xff, 0xd8, 0xff, 0])), { type: 'ID_CARD', fileType: 'png', front: png, back: null });
    assert.equal(toCapturedImage(plan, Buffer.from('%PDF'), png), null);
  });
});

describe('Onfido rate limits', () => {
  it('reads Retry-After as seconds or as an HTTP date, and waits a minute when it says nothing usable', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    assert.equal(parseRetryAfter('12', now), 12_000);
    assert.equal(parseRetryAfter('Tue, 01 Jan 2030 00:00:30 GMT', now), 30_000);
    assert.equal(parseRetryAfter(null, now), 60_000);
    assert.equal(parseRetryAfter('soon', now), 60_000);
  });
});
