import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { integratorOf } from '../../http/auth.ts';
import { ListQuery, parseListQuery } from '../../http/list-query.ts';
import { PageOf } from '../../http/schemas.ts';
import { EventDetail, EventParams, EventSummary, RedeliverAnswer, TestEventAnswer } from './schemas.ts';
import type { WebhookService } from './service.ts';

export async function webhookRoutes(app: FastifyInstance, { webhooks }: { webhooks: WebhookService }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Webhooks'];

  r.get('/v1/webhooks/events', {
    schema: { tags, summary: 'List events sent to your callback URL', querystring: ListQuery, response: { 200: PageOf(EventSummary) } },
    handler: async (request) => webhooks.list(integratorOf(request), parseListQuery(request.query)),
  });

  r.get('/v1/webhooks/events/:id', {
    schema: { tags, summary: 'One event with every delivery attempt', params: EventParams, response: { 200: EventDetail } },
    handler: async (request) => webhooks.get(integratorOf(request), request.params.id),
  });

  r.post('/v1/webhooks/events/:id/redeliver', {
    schema: { tags, summary: 'Send an event again, with a fresh retry schedule', params: EventParams, response: { 202: RedeliverAnswer } },
    handler: async (request, reply) => reply.code(202).send(await webhooks.redeliver(integratorOf(request), request.params.id)),
  });

  r.post('/v1/webhooks/test', {
    schema: { tags, summary: 'Send a TEST event to your callback URL', response: { 202: TestEventAnswer } },
    handler: async (request, reply) => reply.code(202).send(await webhooks.sendTest(integratorOf(request))),
  });
}
