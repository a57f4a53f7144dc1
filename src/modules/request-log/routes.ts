// The request log over HTTP: the integrator's latest API calls, as a list (contract section 5) and one by one.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { integratorOf } from '../../http/auth.ts';
import { listQueryFor, parseListQuery, LIST_QUERY_ERRORS } from '../../http/list-query.ts';
import { IdParams, ref } from '../../http/schemas.ts';
import { LoggedRequest, LoggedRequestPage } from './schemas.ts';
import type { RequestLog } from './service.ts';
import { requestLogList } from './service.ts';

export async function requestLogRoutes(app: FastifyInstance, { requestLog }: { requestLog: RequestLog }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Request log'];

  r.get('/v1/request-log', {
    config: { errors: LIST_QUERY_ERRORS },
    schema: {
      operationId: 'listRequestLog',
      tags,
      summary: "The integrator's latest API calls",
      description:
        'A page of the list (contract section 5; newest first): each authenticated call with its method, path, status, request id, error code, ' +
        'duration, time and API key. Never a body, a header or a query value but page, size and sort. The newest 1000 calls are kept; a call ' +
        'appears within a second of its answer.',
      querystring: listQueryFor(requestLogList),
      response: { 200: ref(LoggedRequestPage) },
    },
    handler: async (request) => requestLog.list(integratorOf(request), parseListQuery(request.query)),
  });

  r.get('/v1/request-log/:id', {
    config: { errors: ['request_log.not_found'] },
    schema: {
      operationId: 'getLoggedRequest',
      tags,
      summary: 'One logged API call',
      description: 'Another integrator’s call, or none, is 404 request_log.not_found.',
      params: IdParams,
      response: { 200: ref(LoggedRequest) },
    },
    handler: async (request) => requestLog.get(integratorOf(request), request.params.id),
  });
}
