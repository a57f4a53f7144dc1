import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/index.ts';
import { listQueryFor, parseListQuery, LIST_QUERY_ERRORS } from '../../http/list-query.ts';
import { PageOf } from '../../http/schemas.ts';
import { chainHeads, parseHead, verifyChains, type ChainHead, type ChainName } from './chain.ts';
import { AuditLogEntry, RecordChainHeads, RecordChainVerification, RecordChainVerificationQuery } from './schemas.ts';
import { listAuditLog } from './service.ts';
import { auditList } from './service.ts';

export async function auditRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/v1/admin/audit-log', {
    config: { auth: 'admin', errors: LIST_QUERY_ERRORS },
    schema: {
      operationId: 'listAuditLog',
      tags: ['Audit'],
      summary: 'The audit log (operator)',
      description:
        "Every operator action and every change of an integrator's secrets, callback URL, fee or status, newest first " +
        '(sort at,desc). Filter by action, actor.type, actor.id, integratorId, resource.type, resource.id or details.<path>.',
      querystring: listQueryFor(auditList),
      response: { 200: PageOf(AuditLogEntry) },
    },
    handler: async (request) => listAuditLog(db, parseListQuery(request.query)),
  });
  app.withTypeProvider<TypeBoxTypeProvider>().get('/v1/admin/record-chains', {
    config: { auth: 'admin', permission: 'read', errors: [] },
    schema: {
      operationId: 'getRecordChainHeads',
      tags: ['Audit'],
      summary: "The tamper-evident records' heads (operator)",
      description:
        "The audit log and the journal are hash chains (docs/operations.md#tamper-evident-records). Each chain's head, its last " +
        "row's place and hash: kept elsewhere, it later proves that nothing up to it was rewritten.",
      response: { 200: RecordChainHeads },
    },
    handler: async () => chainHeads(db),
  });

  app.withTypeProvider<TypeBoxTypeProvider>().get('/v1/admin/record-chains/verification', {
    // Reads every row of both chains: an approver's (and an auditor's with that role), not every viewer's.
    config: { auth: 'admin', permission: 'approve', errors: [] },
    schema: {
      operationId: 'verifyRecordChains',
      tags: ['Audit'],
      summary: 'Verify the tamper-evident records (operator)',
      description:
        'Recomputes every hash of the audit log and the journal from the rows as they are now, in one snapshot, and names the ' +
        "first row that does not match; compares each chain's end with the head the database records and with a head given " +
        'here (kept earlier from GET /v1/admin/record-chains). A mismatch is an answer (verified false), not an error. Reads ' +
        'every row: run it from time to time, not on every request.',
      querystring: RecordChainVerificationQuery,
      response: { 200: RecordChainVerification },
    },
    handler: async (request) => {
      const expected: Partial<Record<ChainName, ChainHead>> = {};
      for (const chain of ['audit_log', 'journal'] as const) {
        const text = request.query[chain];
        if (text !== undefined) expected[chain] = parseHead(text)!;
      }
      return verifyChains(db, expected);
    },
  });
}
