// The query strings and the answer of the export routes, as /openapi.json publishes them.
import { Type } from 'typebox';
import { BOUND_FORMAT, MAX_EXPORT_DAYS } from './range.ts';

const Bound = (which: string) =>
  Type.Union([Type.String({ format: 'date' }), Type.String({ format: 'date-time', maxLength: 40 })], {
    description: `${which}: ${BOUND_FORMAT}`,
    examples: ['2026-01-01', '2026-01-01T12:00:00Z'],
  });

const range = {
  from: Bound('The start of the period, included'),
  to: Bound(`The end of the period, excluded; at most ${MAX_EXPORT_DAYS} days after from`),
};

export const IntegratorExportQuery = Type.Object({
  ...range,
  beneficiaryId: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z0-9_-]+$',
      description: 'Only this beneficiary’s rows (404 beneficiary.not_found when it is not yours)',
    }),
  ),
});

export const JournalExportQuery = Type.Object(range);

/** 200: the CSV, a header row then one row per item. */
export const CsvAnswer = (what: string) => ({
  description: `${what} as CSV (RFC 4180, UTF-8, CRLF), sent as an attachment (Content-Disposition), streamed. Columns: docs/exports.md.`,
  headers: {
    'Content-Disposition': Type.String({ description: 'attachment; filename="transfers_2026-01-01_2026-02-01.csv": the export and its period' }),
    'Cache-Control': Type.Literal('no-store', { description: 'no-store: an export of money movements is never kept by a cache.' }),
  },
  content: { 'text/csv': { schema: Type.String() } },
});
