import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { integratorOf } from '../../http/auth.ts';
import { listQueryFor, parseListQuery, LIST_QUERY_ERRORS } from '../../http/list-query.ts';
import { ref } from '../../http/schemas.ts';
import { EventDetail, EventParams, EventStreamAnswer, RedeliverAnswer, RedeliverQuery, StreamQuery, TestEventAnswer, EventPage } from './schemas.ts';
import type { WebhookService } from './service.ts';
import type { WebhookEndpointService } from './endpoints.ts';
import { webhookEndpointRoutes } from './endpoint-routes.ts';
import { eventList } from './service.ts';

export async function webhookRoutes(
  app: FastifyInstance,
  { webhooks, endpoints }: { webhooks: WebhookService; endpoints: WebhookEndpointService },
): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Webhooks'];

  r.get('/v1/webhooks/events', {
    config: { errors: LIST_QUERY_ERRORS },
    schema: {
      operationId: 'listEvents',
      description:
        'A page of the list (contract section 5): page, size (1..100), filterEq and filterOr on any field path, sort=field,asc|desc (default createdDate,desc).',
      tags,
      summary: 'List events sent to your callback URL',
      querystring: listQueryFor(eventList),
      response: { 200: ref(EventPage) },
    },
    handler: async (request) => webhooks.list(integratorOf(request), parseListQuery(request.query)),
  });

  // Registered before /:id so that "stream" is never read as an event id (find-my-way prefers the static path anyway).
  r.get('/v1/webhooks/events/stream', {
    config: { errors: ['event.not_found'] },
    schema: {
      operationId: 'streamEvents',
      description:
        'A long-poll for your events after a cursor, oldest first, at most 100: answers at once when there are some, else after up to wait seconds (at most 30) with none. ' +
        'Each event carries its body, the exact JSON text a callback gets, and the signature headers a delivery made now would carry, so it can be forwarded to a receiver that verifies it (ponte listen). ' +
        "Without after, the events from now on; after=0, every event from the first; pass the answer's cursor as after next time. 404 event.not_found when after is no event of yours.",
      tags,
      summary: 'Read your events as they happen, without a callback URL',
      querystring: StreamQuery,
      response: { 200: ref(EventStreamAnswer) },
    },
    handler: async (request, reply) => {
      // The client went away (the answer closed before it was sent): stop polling for it.
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      return webhooks.streamEvents(integratorOf(request), request.query.after, Number(request.query.wait ?? 25), gone.signal);
    },
  });

  r.get('/v1/webhooks/events/:id', {
    config: { errors: ['event.not_found'] },
    schema: {
      operationId: 'getEvent',
      description: "The event's envelope, its delivery status (PENDING, DELIVERED, FAILED) and every attempt with its status code and duration.",
      tags,
      summary: 'One event with every delivery attempt',
      params: EventParams,
      response: { 200: ref(EventDetail) },
    },
    handler: async (request) => webhooks.get(integratorOf(request), request.params.id),
  });

  r.post('/v1/webhooks/events/:id/redeliver', {
    config: {
      errors: ['event.not_found', 'webhook_endpoint.not_found', 'webhook_endpoint.disabled', 'webhook_endpoint.no_url', 'webhook_endpoint.none_matching'],
    },
    schema: {
      operationId: 'redeliverEvent',
      description:
        'Queues the event for delivery now, signed afresh, whatever its status, to every webhook endpoint that subscribes to it now, or with endpointId to that one ' +
        '(enabled, whatever it subscribes to). 412 webhook_endpoint.none_matching when no endpoint does. Receivers deduplicate by webhook-id.',
      tags,
      summary: 'Send an event again, with a fresh retry schedule',
      params: EventParams,
      querystring: RedeliverQuery,
      response: { 202: RedeliverAnswer },
    },
    handler: async (request, reply) => reply.code(202).send(await webhooks.redeliver(integratorOf(request), request.params.id, request.query.endpointId)),
  });

  r.post('/v1/webhooks/test', {
    config: { errors: ['callback_url.not_set', 'webhook_endpoint.none_matching'] },
    schema: {
      operationId: 'sendTestEvent',
      description:
        'A TEST event (success null), signed and retried like any other, to every webhook endpoint subscribed to TEST, so a receiver can be checked. 412 callback_url.not_set when no endpoint is.',
      tags,
      summary: 'Send a TEST event to your callback URL',
      response: { 202: TestEventAnswer },
    },
    handler: async (request, reply) => reply.code(202).send(await webhooks.sendTest(integratorOf(request))),
  });

  await webhookEndpointRoutes(app, { endpoints });
}
