// The integrator's API keys over HTTP: list them, create one (its secret shown once), revoke one. Integrators only:
// the operator reaches an integrator's credentials through update-client-secret and suspension, not here.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { integratorOf } from '../../http/auth.ts';
import { listQueryFor, parseListQuery, LIST_QUERY_ERRORS } from '../../http/list-query.ts';
import { PageOf } from '../../http/schemas.ts';
import { actorOf } from '../audit/index.ts';
import type { ApiKeyService } from './api-keys.ts';
import { ApiKey, ApiKeyParams, CreateApiKeyBody, CreatedApiKey } from './schemas.ts';
import { apiKeyList } from './api-keys.ts';

export async function apiKeyRoutes(app: FastifyInstance, apiKeys: ApiKeyService): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['API keys'];

  r.get('/v1/api-keys', {
    config: { errors: LIST_QUERY_ERRORS },
    schema: {
      operationId: 'listApiKeys',
      tags,
      summary: "List the integrator's API keys",
      description: 'Revoked keys included (revokedAt set); never a secret. Sorted by createdAt, newest first, unless sort says otherwise.',
      querystring: listQueryFor(apiKeyList),
      response: { 200: PageOf(ApiKey) },
    },
    handler: async (request) => apiKeys.list(integratorOf(request), parseListQuery(request.query)),
  });

  r.post('/v1/api-keys', {
    config: { errors: [] },
    schema: {
      operationId: 'createApiKey',
      tags,
      summary: 'Create an API key',
      description: 'A new client id and secret for POST /v1/auth/token; the secret is shown only in this answer. Audit-logged (api_key.created).',
      body: CreateApiKeyBody,
      response: { 201: CreatedApiKey },
    },
    handler: async (request, reply) => reply.code(201).send(await apiKeys.create(integratorOf(request), request.body.label, actorOf(request))),
  });

  r.delete('/v1/api-keys/:id', {
    config: { errors: ['api_key.not_found', 'api_key.last_active'] },
    schema: {
      operationId: 'revokeApiKey',
      tags,
      summary: 'Revoke an API key',
      description:
        'The key gets no token from now on, and every access token it obtained answers 401 at once. Revoking a revoked key answers it ' +
        'unchanged; the last key not revoked cannot be revoked (412 api_key.last_active). Audit-logged (api_key.revoked).',
      params: ApiKeyParams,
      response: { 200: ApiKey },
    },
    handler: async (request) => apiKeys.revoke(integratorOf(request), request.params.id, actorOf(request)),
  });
}
