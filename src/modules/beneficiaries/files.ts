// Owns a business's verification documents: each is a PDF, JPEG or PNG (recognised by its bytes, not by what the
// client says), kept in the database so every process can read it; a second upload of a type replaces the first and
// waits for its review again. The upload that completes the three sends BENEFICIARY_KYB (success null: in review).
// Each document is then reviewed by a named operator (the console): ACCEPTED, or REFUSED with a reason the integrator
// is told (BENEFICIARY_KYB, success false) so it uploads a better one; one step, in one transaction with its audit
// entry. The business is approved only once every required document is ACCEPTED (lifecycle.ts), never by their count.
import { randomUUID } from 'node:crypto';
import type { Static } from 'typebox';
import { maybeOneByUuid, one, type Db, type Queryable } from '../../db/index.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import { acceptedBusinessDocuments, approveWhenComplete, businessDocumentCount } from './lifecycle.ts';
import { emitBeneficiaryEvent, findBeneficiary, lockBeneficiary, type BeneficiaryRow } from './model.ts';
import { BUSINESS_DOCUMENT_TYPES, type BeneficiaryFile as BeneficiaryFileSchema, type DocumentReviewInput, type UploadFileInput } from './schemas.ts';
import { beneficiaryError } from './errors.ts';

export type BeneficiaryFile = Static<typeof BeneficiaryFileSchema>;
type ContentType = BeneficiaryFile['contentType'];

const SIGNATURES: Array<[ContentType, Buffer]> = [
  ['application/pdf', Buffer.from('%PDF-', 'ascii')],
  ['image/jpeg', Buffer.from([0xff, 0xd8, 0xff])],
  ['image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
];

/** The file's type from its first bytes (its magic number), or undefined when it is none of the three. */
export function detectContentType(data: Buffer): ContentType | undefined {
  return SIGNATURES.find(([, signature]) => data.subarray(0, signature.length).equals(signature))?.[0];
}

interface FileRow {
  id: string;
  beneficiary_id: string;
  name: BeneficiaryFile['name'];
  type: BeneficiaryFile['type'];
  document_owner: BeneficiaryFile['documentOwner'];
  content_type: ContentType;
  size: number;
  review_status: BeneficiaryFile['status'];
  refusal_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: Date;
}

function toFile(row: FileRow): BeneficiaryFile {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    documentOwner: row.document_owner,
    contentType: row.content_type,
    size: row.size,
    status: row.review_status,
    refusalReason: row.refusal_reason,
    reviewedDate: row.reviewed_at ? row.reviewed_at.toISOString() : null,
    createdDate: row.created_at.toISOString(),
  };
}

const FILE_COLUMNS = 'id, beneficiary_id, name, type, document_owner, content_type, size, review_status, refusal_reason, reviewed_by, reviewed_at, created_at';

/** A document as the operator reviews it: the integrator's view, plus who reviewed it. */
export interface ReviewedFile extends BeneficiaryFile {
  reviewedBy: string | null;
}

/** A business waiting for its documents' review, as the console's queue lists it. */
export interface DocumentReviewItem {
  beneficiaryId: string;
  integratorId: string;
  legalName: string;
  country: string;
  pending: number;
  oldestUpload: string;
}

/** A business with its documents, as the operator reviews them. */
export interface BusinessUnderReview {
  beneficiary: BeneficiaryRow;
  documents: ReviewedFile[];
  /** The required types not uploaded yet. */
  missing: BeneficiaryFile['type'][];
}

const DECISIONS = { ACCEPT: 'ACCEPTED', REFUSE: 'REFUSED' } as const;

export class BeneficiaryFileService {
  constructor(private readonly db: Db) {}

  /** GET /v1/beneficiaries/{id}/files: the documents a business beneficiary has uploaded, one per type, with their review. */
  async list(integratorId: string, beneficiaryId: string): Promise<BeneficiaryFile[]> {
    const beneficiary = await findBeneficiary(this.db, integratorId, beneficiaryId);
    return (await this.filesOf(this.db, beneficiary.id)).map(toFile);
  }

  async upload(integratorId: string, beneficiaryId: string, upload: UploadFileInput): Promise<BeneficiaryFile> {
    return this.db.transaction(async (tx) => {
      const beneficiary = await findBeneficiary(tx, integratorId, beneficiaryId, true);
      if (beneficiary.type !== 'BUSINESS') throw beneficiaryError('beneficiary.not_business');
      const contentType = detectContentType(upload.file.data);
      if (!contentType) throw beneficiaryError('upload.unsupported_type');
      const before = await businessDocumentCount(tx, beneficiary.id);
      // A replacement is a new document: its review starts over.
      const row = await one<FileRow>(
        tx,
        `INSERT INTO beneficiary_files (id, beneficiary_id, name, type, document_owner, content_type, size, content)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (beneficiary_id, type) DO UPDATE SET id = EXCLUDED.id, name = EXCLUDED.name, document_owner = EXCLUDED.document_owner,
           content_type = EXCLUDED.content_type, size = EXCLUDED.size, content = EXCLUDED.content, created_at = now(),
           review_status = 'PENDING', refusal_reason = NULL, reviewed_by = NULL, reviewed_at = NULL
         RETURNING ${FILE_COLUMNS}`,
        [randomUUID(), beneficiary.id, upload.name, upload.type, upload.documentOwner, contentType, upload.file.data.length, upload.file.data],
      );
      const complete = BUSINESS_DOCUMENT_TYPES.length;
      if (before < complete && (await businessDocumentCount(tx, beneficiary.id)) === complete) {
        await emitBeneficiaryEvent(tx, beneficiary, {
          operation: 'BENEFICIARY_KYB',
          success: null,
          message: 'The documents are complete; each is reviewed before the business is approved.',
          data: { beneficiaryId: beneficiary.id, documents: (await this.filesOf(tx, beneficiary.id)).map(toFile) },
        });
      }
      return toFile(row);
    });
  }

  /** The console's queue: PENDING businesses with documents waiting for a review, the longest waiting first. */
  async reviewQueue(): Promise<DocumentReviewItem[]> {
    const rows = await this.db.query<{
      beneficiary_id: string;
      integrator_id: string;
      legal_name: string;
      country: string;
      pending: number;
      oldest: Date;
    }>(
      `SELECT b.id AS beneficiary_id, b.integrator_id, b.business->>'legalName' AS legal_name, b.country,
              count(*)::int AS pending, min(f.created_at) AS oldest
         FROM beneficiary_files f JOIN beneficiaries b ON b.id = f.beneficiary_id
        WHERE f.review_status = 'PENDING' AND b.status = 'PENDING'
        GROUP BY b.id ORDER BY min(f.created_at), b.id LIMIT 200`,
    );
    return rows.map((row) => ({
      beneficiaryId: row.beneficiary_id,
      integratorId: row.integrator_id,
      legalName: row.legal_name,
      country: row.country,
      pending: row.pending,
      oldestUpload: row.oldest.toISOString(),
    }));
  }

  /** A business beneficiary and its documents, for the operator (any integrator's); 404 for anything else. */
  async underReview(beneficiaryId: string): Promise<BusinessUnderReview> {
    const beneficiary = await maybeOneByUuid<BeneficiaryRow>(this.db, 'SELECT * FROM beneficiaries WHERE id = $1', [beneficiaryId]);
    if (!beneficiary || beneficiary.type !== 'BUSINESS') throw beneficiaryError('beneficiary.not_found');
    const rows = await this.filesOf(this.db, beneficiary.id);
    return {
      beneficiary,
      documents: rows.map((row) => ({ ...toFile(row), reviewedBy: row.reviewed_by })),
      missing: BUSINESS_DOCUMENT_TYPES.filter((type) => !rows.some((row) => row.type === type)),
    };
  }

  /** A document's bytes and type, for the operator to view it. */
  async content(fileId: string): Promise<{ beneficiaryId: string; type: BeneficiaryFile['type']; contentType: ContentType; data: Buffer }> {
    const row = await maybeOneByUuid<{ beneficiary_id: string; type: BeneficiaryFile['type']; content_type: ContentType; content: Uint8Array }>(
      this.db,
      'SELECT beneficiary_id, type, content_type, content FROM beneficiary_files WHERE id = $1',
      [fileId],
    );
    if (!row) throw beneficiaryError('beneficiary_file.not_found');
    return { beneficiaryId: row.beneficiary_id, type: row.type, contentType: row.content_type, data: Buffer.from(row.content) };
  }

  /**
   * An operator's decision on one document: ACCEPT, or REFUSE with the reason the integrator is told. Final for that
   * upload (a new upload of the type is reviewed afresh); the same decision again answers the document as it stands.
   * Under the beneficiary's lock, with the audit entry and BENEFICIARY_KYB in the same transaction: a refusal sends
   * success false with the reason, the last acceptance success true, and approves the business when its people are
   * verified too.
   */
  async review(fileId: string, input: DocumentReviewInput, actor: Actor): Promise<ReviewedFile> {
    const reason = input.reason?.trim() ?? '';
    if (input.decision === 'REFUSE' && reason === '') throw beneficiaryError('beneficiary_file.reason_required');
    const status = DECISIONS[input.decision];
    return this.db.transaction(async (tx) => {
      const found = await maybeOneByUuid<{ beneficiary_id: string }>(tx, 'SELECT beneficiary_id FROM beneficiary_files WHERE id = $1', [fileId]);
      if (!found) throw beneficiaryError('beneficiary_file.not_found');
      // The beneficiary's lock first, as every change of its verification takes it: a step approved at the same moment
      // either sees this decision or is seen by it, and the business is approved exactly once.
      const beneficiary = await lockBeneficiary(tx, found.beneficiary_id);
      const file = await one<FileRow>(tx, `SELECT ${FILE_COLUMNS} FROM beneficiary_files WHERE id = $1 FOR NO KEY UPDATE`, [fileId]);
      const answer = (row: FileRow): ReviewedFile => ({ ...toFile(row), reviewedBy: row.reviewed_by });
      if (file.review_status === status && (status === 'ACCEPTED' || file.refusal_reason === reason)) return answer(file);
      if (file.review_status !== 'PENDING') throw beneficiaryError('beneficiary_file.already_reviewed');
      if (beneficiary.status !== 'PENDING') throw beneficiaryError('beneficiary_file.review_closed');
      const reviewed = await one<FileRow>(
        tx,
        `UPDATE beneficiary_files SET review_status = $2, refusal_reason = $3, reviewed_by = $4, reviewed_at = now()
          WHERE id = $1 RETURNING ${FILE_COLUMNS}`,
        [fileId, status, status === 'REFUSED' ? reason : null, actor.id],
      );
      await recordAudit(tx, {
        actor,
        action: status === 'ACCEPTED' ? 'beneficiary_document.accepted' : 'beneficiary_document.refused',
        resource: { type: 'beneficiary_document', id: fileId },
        integratorId: beneficiary.integrator_id,
        details: { beneficiaryId: beneficiary.id, type: file.type, ...(status === 'REFUSED' ? { reason } : {}) },
      });
      const documents = (await this.filesOf(tx, beneficiary.id)).map(toFile);
      const data = { beneficiaryId: beneficiary.id, documents };
      if (status === 'REFUSED') {
        await emitBeneficiaryEvent(tx, beneficiary, { operation: 'BENEFICIARY_KYB', success: false, message: `${file.type} refused: ${reason}`, data });
      } else if ((await acceptedBusinessDocuments(tx, beneficiary.id)) === BUSINESS_DOCUMENT_TYPES.length) {
        await emitBeneficiaryEvent(tx, beneficiary, { operation: 'BENEFICIARY_KYB', success: true, message: null, data });
        await approveWhenComplete(tx, beneficiary);
      }
      return answer(reviewed);
    });
  }

  private filesOf(db: Queryable, beneficiaryId: string): Promise<FileRow[]> {
    return db.query<FileRow>(`SELECT ${FILE_COLUMNS} FROM beneficiary_files WHERE beneficiary_id = $1 ORDER BY type`, [beneficiaryId]);
  }
}
