// The operator's bank statements: the list of those imported, one read, and the import: the file as the request's body (camt.053 as application/xml or text/xml, the
// CSV layout as text/csv), in a scope of its own that takes those types (the app takes JSON everywhere else).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { actorOf } from '../audit/index.ts';
import { listQueryFor, parseListQuery, LIST_QUERY_ERRORS } from '../../http/list-query.ts';
import { IdParams, PageOf } from '../../http/schemas.ts';
import { statementList, type BankStatementService } from './bank-statements.ts';
import { malformed, type StatementFormat } from './statement-file.ts';
import { BankStatement, BankStatementSummary, StatementFile, StatementQuery } from './statement-schemas.ts';

/** The largest statement file taken. */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;

const FORMATS: Record<string, StatementFormat> = { 'application/xml': 'CAMT053', 'text/xml': 'CAMT053', 'text/csv': 'CSV' };
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export async function bankStatementRoutes(app: FastifyInstance, { bankStatements }: { bankStatements: BankStatementService }): Promise<void> {
  app.addContentTypeParser(Object.keys(FORMATS), { parseAs: 'buffer', bodyLimit: MAX_STATEMENT_BYTES }, (request, body, done) => {
    if (request.is404) return done(null, undefined);
    try {
      done(null, UTF8.decode(body as Buffer));
    } catch {
      done(malformed('The file is not UTF-8 text.'), undefined);
    }
  });
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Operations'];

  r.post('/v1/admin/reconciliation/statements', {
    config: {
      auth: 'admin',
      permission: 'act',
      errors: [
        'bank_statement.malformed',
        'bank_statement.currency_mismatch',
        'bank_statement.unbalanced',
        'bank_statement.duplicate',
        'reconciliation.invalid_period',
        'web.unsupported_media_type',
        'web.body_too_large',
      ],
    },
    schema: {
      operationId: 'importBankStatement',
      tags,
      summary: "Import a rail account's bank statement: camt.053 or CSV (operator)",
      description:
        'The file is the body: an ISO 20022 camt.053 statement (application/xml or text/xml; 001.02 or later, by its namespace) or a CSV in the layout of ' +
        "docs/operations.md (text/csv), of the rail account named by railAccount, in its currency (422 bank_statement.currency_mismatch). A camt.053's " +
        'booked opening balance plus its credits less its debits must be its closing balance (422 bank_statement.unbalanced); a file that cannot ' +
        'be read is 422 bank_statement.malformed; the same file (by SHA-256) twice is 409 bank_statement.duplicate. Each line is matched with ' +
        "the books' rail_cash postings of the account: by end-to-end id where the books know it, else by our reference in the line, and the " +
        "amount to the cent. The import is a reconciliation run of the account over the statement's period (trigger STATEMENT): a line with no " +
        'posting is MISSING_IN_BOOKS, a posting of the period with no line MISSING_AT_RAIL, a different amount AMOUNT_DIFFERS, each an item ' +
        'and an exception RECONCILIATION_MISMATCH, dismissed or corrected as any other. Everything is written in one transaction, or nothing.',
      consumes: Object.keys(FORMATS),
      querystring: StatementQuery,
      body: StatementFile,
      response: { 201: BankStatement },
    },
    handler: async (request, reply) => {
      const format = FORMATS[(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()]!;
      const statement = await bankStatements.importStatement({
        railAccount: request.query.railAccount,
        format,
        file: Buffer.from(request.body, 'utf8'),
        from: request.query.from,
        to: request.query.to,
        actor: actorOf(request),
      });
      return reply.code(201).send(statement);
    },
  });

  r.get('/v1/admin/reconciliation/statements', {
    config: { auth: 'admin', errors: LIST_QUERY_ERRORS },
    schema: {
      operationId: 'listBankStatements',
      tags,
      summary: 'Bank statements imported (operator)',
      description:
        'Newest first by default (sort createdDate,desc), each without its lines: its rail account, kind of file, period, booked balances, ' +
        'how many lines matched and how many breaks its reconciliation run holds, who imported it and when. filterEq on railAccount, ' +
        'currencyCode, format, periodStart, periodEnd, runId, importedBy.id (exact values: a period bound as the statement reads it); ' +
        'sort on any of them. One statement with its lines is GET /v1/admin/reconciliation/statements/{id}.',
      querystring: listQueryFor(statementList),
      response: { 200: PageOf(BankStatementSummary) },
    },
    handler: async (request) => bankStatements.list(parseListQuery(request.query)),
  });

  r.get('/v1/admin/reconciliation/statements/:id', {
    config: { auth: 'admin', errors: ['bank_statement.not_found'] },
    schema: {
      operationId: 'getBankStatement',
      tags,
      summary: 'One imported bank statement with each line and what it matched (operator)',
      description: "The statement's period, balances, totals, its reconciliation run, and each line: its outcome and the posting it matched.",
      params: IdParams,
      response: { 200: BankStatement },
    },
    handler: async (request) => bankStatements.get(request.params.id),
  });
}
