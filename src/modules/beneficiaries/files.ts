// Owns a business's verification documents: each is a PDF, JPEG or PNG (recognised by its bytes, not by what the
// client says), kept in the database so every process can read it; a second upload of a type replaces the first.
// The upload that completes the three sends BENEFICIARY_KYB and may complete the beneficiary's verification.
import { randomUUID } from 'node:crypto';
import type { Static } from 'typebox';
import { one, type Db } from '../../db/index.ts';
import { approveWhenComplete, businessDocumentCount } from './lifecycle.ts';
import { emitBeneficiaryEvent, findBeneficiary } from './model.ts';
import { BUSINESS_DOCUMENT_TYPES, type BeneficiaryFile as BeneficiaryFileSchema, type UploadFileInput } from './schemas.ts';
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
  name: BeneficiaryFile['name'];
  type: BeneficiaryFile['type'];
  document_owner: BeneficiaryFile['documentOwner'];
  content_type: ContentType;
  size: number;
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
    createdDate: row.created_at.toISOString(),
  };
}

const FILE_COLUMNS = 'id, name, type, document_owner, content_type, size, created_at';

export class BeneficiaryFileService {
  constructor(private readonly db: Db) {}

  /** The documents a business beneficiary has uploaded, one per type. */
  async list(integratorId: string, beneficiaryId: string): Promise<BeneficiaryFile[]> {
    const beneficiary = await findBeneficiary(this.db, integratorId, beneficiaryId);
    const rows = await this.db.query<FileRow>(`SELECT ${FILE_COLUMNS} FROM beneficiary_files WHERE beneficiary_id = $1 ORDER BY type`, [beneficiary.id]);
    return rows.map(toFile);
  }

  async upload(integratorId: string, beneficiaryId: string, upload: UploadFileInput): Promise<BeneficiaryFile> {
    return this.db.transaction(async (tx) => {
      const beneficiary = await findBeneficiary(tx, integratorId, beneficiaryId, true);
      if (beneficiary.type !== 'BUSINESS') throw beneficiaryError('beneficiary.not_business');
      const contentType = detectContentType(upload.file.data);
      if (!contentType) throw beneficiaryError('upload.unsupported_type');
      const before = await businessDocumentCount(tx, beneficiary.id);
      const row = await one<FileRow>(
        tx,
        `INSERT INTO beneficiary_files (id, beneficiary_id, name, type, document_owner, content_type, size, content)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (beneficiary_id, type) DO UPDATE SET id = EXCLUDED.id, name = EXCLUDED.name, document_owner = EXCLUDED.document_owner,
           content_type = EXCLUDED.content_type, size = EXCLUDED.size, content = EXCLUDED.content, created_at = now()
         RETURNING ${FILE_COLUMNS}`,
        [randomUUID(), beneficiary.id, upload.name, upload.type, upload.documentOwner, contentType, upload.file.data.length, upload.file.data],
      );
      const complete = BUSINESS_DOCUMENT_TYPES.length;
      if (before < complete && (await businessDocumentCount(tx, beneficiary.id)) === complete) {
        const documents = await tx.query<FileRow>(`SELECT ${FILE_COLUMNS} FROM beneficiary_files WHERE beneficiary_id = $1 ORDER BY type`, [beneficiary.id]);
        await emitBeneficiaryEvent(tx, beneficiary, {
          operation: 'BENEFICIARY_KYB',
          success: true,
          data: { beneficiaryId: beneficiary.id, documents: documents.map(toFile) },
        });
        await approveWhenComplete(tx, beneficiary);
      }
      return toFile(row);
    });
  }
}
