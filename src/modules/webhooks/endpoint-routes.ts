// The integrator's webhook endpoints over HTTP: list, create (its secret shown once), read, change, delete, and rotate
// an endpoint's secret. Integrators only, each on its own endpoints: another's id answers 404.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { integratorOf } from '../../http/auth.ts';
import { listQueryFor, parseListQuery, LIST_QUERY_ERRORS } from '../../http/list-query.ts';
import { ref } from '../../http/schemas.ts';
import { actorOf } from '../audit/index.ts';
import type { WebhookEndpointService } from './endpoints.ts';
import {
  CreatedWebhookEndpoint,
  CreateWebhookEndpointBody,
  UpdateWebhookEndpointBody,
  WebhookEndpoint,
  WebhookEndpointPage,
  WebhookEndpointParams,
} from './schemas.ts';
import { endpointList } from './endpoints.ts';

export async function webhookEndpointRoutes(app: FastifyInstance, { endpoints }: { endpoints: WebhookEndpointService }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Webhook endpoints'];

  r.get('/v1/webhook-endpoints', {
    config: { errors: LIST_QUERY_ERRORS },
    schema: {
      operationId: 'listWebhookEndpoints',
      tags,
      summary: 'List your webhook endpoints',
      description:
        'A page of the list (contract section 5), the default endpoint (your callback URL, default true) included; never a secret. ' +
        'Filter and sort on id, url, description, enabled, default, createdAt, updatedAt (default createdAt,desc).',
      querystring: listQueryFor(endpointList),
      response: { 200: ref(WebhookEndpointPage) },
    },
    handler: async (request) => endpoints.list(integratorOf(request), parseListQuery(request.query)),
  });

  r.post('/v1/webhook-endpoints', {
    config: { errors: ['webhook_endpoint.limit_reached'] },
    schema: {
      operationId: 'createWebhookEndpoint',
      tags,
      summary: 'Add a webhook endpoint',
      description:
        'Every event whose operation it subscribes to (operations, default ["*"]: all) is sent to it, with its own retries and signed with its own ' +
        'secret, shown only in this answer. The URL follows the callback URL rules (400 otherwise). At most 20 endpoints (422 webhook_endpoint.limit_reached). Audit-logged.',
      body: CreateWebhookEndpointBody,
      response: { 201: ref(CreatedWebhookEndpoint) },
    },
    handler: async (request, reply) => reply.code(201).send(await endpoints.create(integratorOf(request), request.body, actorOf(request))),
  });

  r.get('/v1/webhook-endpoints/:id', {
    config: { errors: ['webhook_endpoint.not_found'] },
    schema: {
      operationId: 'getWebhookEndpoint',
      tags,
      summary: 'One webhook endpoint',
      description: 'The endpoint, without its secret. Another integrator’s id answers 404 webhook_endpoint.not_found.',
      params: WebhookEndpointParams,
      response: { 200: ref(WebhookEndpoint) },
    },
    handler: async (request) => endpoints.get(integratorOf(request), request.params.id),
  });

  r.patch('/v1/webhook-endpoints/:id', {
    config: { errors: ['webhook_endpoint.not_found', 'integrator.not_found'] },
    schema: {
      operationId: 'updateWebhookEndpoint',
      tags,
      summary: 'Change a webhook endpoint',
      description:
        'Its URL, description, enabled flag or operations. Disabling it fails the deliveries waiting for it (redeliver sends them again). ' +
        'The default endpoint’s URL is the callback URL: changing it here changes the profile’s. Audit-logged.',
      params: WebhookEndpointParams,
      body: UpdateWebhookEndpointBody,
      response: { 200: ref(WebhookEndpoint) },
    },
    handler: async (request) => endpoints.update(integratorOf(request), request.params.id, request.body, actorOf(request)),
  });

  r.delete('/v1/webhook-endpoints/:id', {
    config: { errors: ['webhook_endpoint.not_found', 'webhook_endpoint.is_default'] },
    schema: {
      operationId: 'deleteWebhookEndpoint',
      tags,
      summary: 'Delete a webhook endpoint',
      description:
        'Nothing more is sent to it; the deliveries waiting for it fail, and its past deliveries stay in the events API. ' +
        'The default endpoint cannot be deleted (412 webhook_endpoint.is_default): clear the callback URL instead. Audit-logged.',
      params: WebhookEndpointParams,
      response: { 204: { type: 'null', description: 'Deleted' } },
    },
    handler: async (request, reply) => {
      await endpoints.delete(integratorOf(request), request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  });

  r.post('/v1/webhook-endpoints/:id/rotate-secret', {
    config: { errors: ['webhook_endpoint.not_found'] },
    schema: {
      operationId: 'rotateWebhookEndpointSecret',
      tags,
      summary: 'Replace a webhook endpoint’s signing secret',
      description:
        'The new secret is shown only in this answer. For 24 hours the previous one also signs webhook-signature, so a receiver can switch ' +
        'without losing events; X-Service-Webhook-Signature uses the new one at once. The default endpoint’s is the webhook secret of the profile. Audit-logged.',
      params: WebhookEndpointParams,
      response: { 200: ref(CreatedWebhookEndpoint) },
    },
    handler: async (request) => endpoints.rotateSecret(integratorOf(request), request.params.id, actorOf(request)),
  });
}
