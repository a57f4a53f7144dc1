import type { FastifyInstance, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ListQuery, parseListQuery } from '../../http/list-query.ts';
import { PageOf } from '../../http/schemas.ts';
import type { IntegratorService } from './service.ts';
import {
  CreateIntegratorBody,
  CreatedIntegrator,
  Integrator,
  IntegratorParams,
  TokenAnswer,
  TokenBody,
  UpdateIntegratorBody,
  WebhookSecret,
  ClientSecret,
} from './schemas.ts';
import { integratorError } from './errors.ts';
import { actorOf } from '../audit/actor.ts';

/** An integrator reaches only its own profile; another's answers 404 as if it did not exist. */
function ownIntegrator(request: FastifyRequest, integratorId: string): string {
  const principal = request.principal;
  if (principal?.kind === 'admin') return integratorId;
  if (principal?.kind === 'integrator' && principal.integratorId === integratorId) return integratorId;
  throw integratorError('integrator.not_found');
}

export async function integratorRoutes(app: FastifyInstance, { integrators }: { integrators: IntegratorService }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Integrators'];

  r.post('/v1/integrators', {
    config: { auth: 'admin' },
    schema: { tags, summary: 'Create an integrator (operator)', body: CreateIntegratorBody, response: { 201: CreatedIntegrator } },
    handler: async (request, reply) => reply.code(201).send(await integrators.create(request.body, actorOf(request))),
  });

  r.get('/v1/integrators', {
    config: { auth: 'admin' },
    schema: { tags, summary: 'List integrators (operator)', querystring: ListQuery, response: { 200: PageOf(Integrator) } },
    handler: async (request) => integrators.list(parseListQuery(request.query)),
  });

  r.get('/v1/integrators/:integratorId', {
    config: { auth: 'integrator-or-admin' },
    schema: { tags, summary: "The integrator's profile", params: IntegratorParams, response: { 200: Integrator } },
    handler: async (request) => integrators.get(ownIntegrator(request, request.params.integratorId)),
  });

  r.patch('/v1/integrators/:integratorId', {
    config: { auth: 'integrator-or-admin' },
    schema: {
      tags,
      summary: 'Change the name or callback URL; the operator also the fee and the status',
      params: IntegratorParams,
      body: UpdateIntegratorBody,
      response: { 200: Integrator },
    },
    handler: async (request) => integrators.update(ownIntegrator(request, request.params.integratorId), request.body, actorOf(request)),
  });

  r.get('/v1/integrators/:integratorId/webhook-secret', {
    config: { auth: 'integrator-or-admin' },
    schema: { tags, summary: 'The current webhook signing secret', params: IntegratorParams, response: { 200: WebhookSecret } },
    handler: async (request) => ({ webhookSecret: await integrators.webhookSecret(ownIntegrator(request, request.params.integratorId)) }),
  });

  r.post('/v1/integrators/:integratorId/update-webhook-secret', {
    config: { auth: 'integrator-or-admin' },
    schema: {
      tags,
      summary: 'Replace the webhook signing secret',
      description: 'For 24 hours the previous secret also signs webhook-signature, so receivers can switch without losing callbacks.',
      params: IntegratorParams,
      response: { 200: WebhookSecret },
    },
    handler: async (request) => ({ webhookSecret: await integrators.rotateWebhookSecret(ownIntegrator(request, request.params.integratorId), actorOf(request)) }),
  });

  r.post('/v1/integrators/:integratorId/update-client-secret', {
    config: { auth: 'integrator-or-admin' },
    schema: {
      tags,
      summary: 'Replace the client secret',
      description:
        'The new secret is shown only in this answer. The old one stops working at once, and so does every access token issued ' +
        'before: get a new token with the new secret.',
      params: IntegratorParams,
      response: { 200: ClientSecret },
    },
    handler: async (request) => ({ clientSecret: await integrators.rotateClientSecret(ownIntegrator(request, request.params.integratorId), actorOf(request)) }),
  });

  // The token endpoint also takes form-encoded bodies (OAuth 2 clients send them), so it has a scope of its own.
  await app.register(async (scope) => {
    await scope.register(formbody);
    scope.withTypeProvider<TypeBoxTypeProvider>().post('/v1/auth/token', {
      config: { auth: 'none' },
      schema: {
        tags: ['Auth'],
        summary: 'Exchange client credentials for an access token',
        body: TokenBody,
        response: { 200: TokenAnswer },
      },
      handler: async (request) => integrators.issueToken(request.body.client_id, request.body.client_secret),
    });
  });
}
