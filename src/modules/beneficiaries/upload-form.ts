// Reads the multipart form of a document upload, in the scope of that one route (the app takes JSON everywhere
// else). The form is read before validation, so that the route's schema checks its fields, the idempotency check
// hashes its exact bytes, and a file over 10 MB is refused with 413 as soon as it passes the limit.
import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { beneficiaryError } from './errors.ts';
import { httpError } from '../../http/errors.ts';
import { DomainError, validationError } from '../../errors.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

export async function registerUploadForm(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });
  const { RequestFileTooLargeError } = scope.multipartErrors;

  scope.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) throw httpError('web.unsupported_media_type', 'Send the document as multipart/form-data.');
    const body: Record<string, unknown> = {};
    const hash = createHash('sha256');
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          body[part.fieldname] = { filename: part.filename, data } satisfies UploadedFile;
          hash.update(`file ${part.fieldname} ${part.filename} ${data.length}\n`).update(data);
        } else {
          if (part.fieldname === 'file') throw validationError([{ path: '/file', message: 'must be a file part' }]);
          body[part.fieldname] = part.value;
          hash.update(`field ${part.fieldname} ${String(part.value).length}\n${String(part.value)}\n`);
        }
      }
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if (error instanceof RequestFileTooLargeError) throw beneficiaryError('upload.too_large');
      throw httpError('web.invalid_or_missing_body', `The multipart form could not be read: ${(error as Error).message}`);
    }
    request.body = body;
    request.rawBodyHash = hash.digest('hex');
  });
}
