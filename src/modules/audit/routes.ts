import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Queryable } from '../../db/index.ts';
import { ListQuery, parseListQuery, LIST_QUERY_ERRORS } from '../../http/list-query.ts';
import { PageOf } from '../../http/schemas.ts';
import { AuditLogEntry } from './schemas.ts';
import { listAuditLog } from './service.ts';

export async function auditRoutes(app: FastifyInstance, { db }: { db: Queryable }): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/v1/admin/audit-log', {
    config: { auth: 'admin', errors: LIST_QUERY_ERRORS },
    schema: {
      operationId: 'listAuditLog',
      tags: ['Audit'],
      summary: 'The audit log (operator)',
      description:
        'Every operator action and every change of an integrator\'s secrets, callback URL, fee or status, newest first ' +
        '(sort at,desc). Filter by action, actor.type, actor.id, integratorId, resource.type, resource.id or details.<path>.',
      querystring: ListQuery,
      response: { 200: PageOf(AuditLogEntry) },
    },
    handler: async (request) => listAuditLog(db, parseListQuery(request.query)),
  });
}
