// The export routes: an integrator's transfers, payments and balance movements, and the operator's journal, each a
// CSV streamed to the client. Every refusal (a bad period, another integrator's beneficiary) is answered with the
// contract's JSON body before the CSV starts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { integratorOf } from '../../http/auth.ts';
import { CsvAnswer, IntegratorExportQuery, JournalExportQuery } from './schemas.ts';
import type { CsvExport, ExportKind, ExportService } from './service.ts';

/** Streams an export as a download; used by the dashboard's export pages too. */
export function sendCsv(reply: FastifyReply, csv: CsvExport): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv.body);
}

/** Logs a failure after the CSV started (the client then sees the body end without its last chunk). */
export const streamFailure = (request: FastifyRequest) => (error: Error) => {
  // A client that closes the download early is not a failure of ours.
  if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
  request.log.error({ err: error }, 'export stream failed');
};

const DESCRIPTIONS: Record<ExportKind, [string, string, string, string]> = {
  transfers: ['exportTransfers', 'Export transfers as CSV', 'Transfers', 'One row per transfer created in [from, to), oldest first.'],
  payments: [
    'exportPayments',
    'Export payments as CSV',
    'Payments',
    'One row per payment out created in [from, to), oldest first (payments in are balance movements).',
  ],
  'balance-movements': [
    'exportBalanceMovements',
    'Export balance movements as CSV',
    'Balance movements',
    'Every change to your beneficiaries’ USDC balances in [from, to), oldest first: credits, debits, holds, releases and captures, each with the balance and available balance after it.',
  ],
};

export async function exportRoutes(app: FastifyInstance, { exports }: { exports: ExportService }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const common =
    " At most 366 days (400 export.invalid_range); rows committed after the export started are left out. Amounts are exact decimal strings beside their currency, times ISO 8601 UTC; a cell that begins with =, +, -, @, a tab or a carriage return is prefixed with '.";

  for (const kind of Object.keys(DESCRIPTIONS) as ExportKind[]) {
    const [operationId, summary, what, description] = DESCRIPTIONS[kind];
    r.get(`/v1/exports/${kind}`, {
      config: { errors: ['export.invalid_range', 'beneficiary.not_found'] },
      schema: {
        operationId,
        tags: ['Exports'],
        summary,
        description: description + common,
        querystring: IntegratorExportQuery,
        response: { 200: CsvAnswer(what) },
      },
      handler: async (request, reply) => sendCsv(reply, await exports.integratorExport(integratorOf(request), kind, request.query, streamFailure(request))),
    });
  }

  r.get('/v1/admin/exports/journal', {
    config: { auth: 'admin', errors: ['export.invalid_range'] },
    schema: {
      operationId: 'exportJournal',
      tags: ['Exports'],
      summary: 'Export the journal as CSV (operator)',
      description: 'Every journal entry created in [from, to), oldest first, one row per posting with its account and a debit or credit amount.' + common,
      querystring: JournalExportQuery,
      response: { 200: CsvAnswer('The journal') },
    },
    handler: async (request, reply) => sendCsv(reply, await exports.journal(request.query, streamFailure(request))),
  });
}
