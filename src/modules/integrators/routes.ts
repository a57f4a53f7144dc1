import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { listQueryFor, parseListQuery, LIST_QUERY_ERRORS } from '../../http/list-query.ts';
import { ref } from '../../http/schemas.ts';
import type { IntegratorService } from './service.ts';
import {
  CreateIntegratorBody,
  CreatedIntegrator,
  Integrator,
  IntegratorParams,
  UpdateIntegratorBody,
  WebhookSecret,
  ClientSecret,
  IntegratorPage,
} from './schemas.ts';
import { integratorError } from './errors.ts';
import { actorOf } from '../audit/index.ts';
import { integratorOf } from '../../http/auth.ts';
import { apiKeyRoutes } from './api-key-routes.ts';
import { answerSubmitted, PENDING_APPROVAL, SUBMIT_ERRORS, type ApprovalService } from '../approvals/index.ts';
import { validationError } from '../../errors.ts';
import { tokenRoutes } from './token-endpoint.ts';
import { integratorList } from './service.ts';

/** An integrator reaches only its own profile; another's answers 404 as if it did not exist. */
function ownIntegrator(request: FastifyRequest, integratorId: string): string {
  const principal = request.principal;
  if (principal?.kind === 'admin') return integratorId;
  if (principal?.kind === 'integrator' && principal.integratorId === integratorId) return integratorId;
  throw integratorError('integrator.not_found');
}

export async function integratorRoutes(
  app: FastifyInstance,
  { integrators, approvals, publicBaseUrl }: { integrators: IntegratorService; approvals: ApprovalService; publicBaseUrl: string },
): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Integrators'];

  r.post('/v1/integrators', {
    config: { auth: 'admin', permission: 'configure', errors: ['integrator.conflict'] },
    schema: {
      operationId: 'createIntegrator',
      description: 'Answers the new integrator with its clientSecret and webhookSecret; the clientSecret is never shown again. Audit-logged.',
      tags,
      summary: 'Create an integrator (operator)',
      body: CreateIntegratorBody,
      response: { 201: ref(CreatedIntegrator) },
    },
    handler: async (request, reply) => reply.code(201).send(await integrators.create(request.body, actorOf(request))),
  });

  r.get('/v1/integrators', {
    config: { auth: 'admin', errors: LIST_QUERY_ERRORS },
    schema: {
      operationId: 'listIntegrators',
      description:
        'A page of the list (contract section 5): page, size (1..100), filterEq and filterOr on any field path, sort=field,asc|desc (default createdDate,desc).',
      tags,
      summary: 'List integrators (operator)',
      querystring: listQueryFor(integratorList),
      response: { 200: ref(IntegratorPage) },
    },
    handler: async (request) => integrators.list(parseListQuery(request.query)),
  });

  // A static segment wins over the parameter, so /v1/integrators/me is never read as an integrator's id.
  r.get('/v1/integrators/me', {
    config: { errors: ['integrator.not_found'] },
    schema: {
      operationId: 'getCurrentIntegrator',
      tags,
      summary: "The calling integrator's profile",
      description: 'The profile of the integrator the access token acts for, as GET /v1/integrators/{integratorId} answers it.',
      response: { 200: ref(Integrator) },
    },
    handler: async (request) => integrators.get(integratorOf(request)),
  });

  r.get('/v1/integrators/:integratorId', {
    config: { auth: 'integrator-or-admin', errors: ['integrator.not_found'] },
    schema: {
      operationId: 'getIntegrator',
      description: 'An integrator reads its own profile only: any other id answers 404, as if it did not exist. The operator reads any.',
      tags,
      summary: "The integrator's profile",
      params: IntegratorParams,
      response: { 200: ref(Integrator) },
    },
    handler: async (request) => integrators.get(ownIntegrator(request, request.params.integratorId)),
  });

  r.patch('/v1/integrators/:integratorId', {
    config: { auth: 'integrator-or-admin', permission: 'configure', errors: ['integrator.not_found', ...SUBMIT_ERRORS] },
    schema: {
      operationId: 'updateIntegrator',
      description:
        "An integrator changes its own name and callbackUrl; integratorFeeBps and status are the operator's (400 from an integrator). Audit-logged. " +
        'A change of integratorFeeBps is made under the two-person rule (docs/operations.md#two-person-rule), with a reason: 202 with the approval ' +
        'request for the whole change, carried out when another approver approves it.',
      tags,
      summary: 'Change the name or callback URL; the operator also the fee and the status',
      params: IntegratorParams,
      body: UpdateIntegratorBody,
      response: { 200: ref(Integrator), ...PENDING_APPROVAL },
    },
    handler: async (request, reply) => {
      const id = ownIntegrator(request, request.params.integratorId);
      const { reason, ...changes } = request.body;
      const actor = actorOf(request);
      if (actor.type !== 'operator') {
        // The operator's fields, reason among them, are each named in one answer.
        const refused = (['integratorFeeBps', 'status', 'reason'] as const).filter((field) => request.body[field] !== undefined);
        if (refused.length > 0) throw validationError(refused.map((field) => ({ path: `/${field}`, message: 'only the operator may change this' })));
        return integrators.update(id, changes, actor);
      }
      if (changes.integratorFeeBps === undefined) return integrators.update(id, changes, actor);
      // The schema requires it already (dependentRequired); a fee never skips the two-person rule for want of one.
      if (reason === undefined) throw validationError([{ path: '/reason', message: 'is required with integratorFeeBps' }]);
      const checked = await integrators.checkedChanges(id, changes, actor);
      const submitted = await approvals.submit('integrator.fee', { integratorId: id, changes: checked }, reason, actor);
      return answerSubmitted(reply, submitted) as never;
    },
  });

  r.get('/v1/integrators/:integratorId/webhook-secret', {
    config: { auth: 'integrator-or-admin', permission: 'configure', errors: ['integrator.not_found'] },
    schema: {
      operationId: 'getWebhookSecret',
      description: 'The secret that signs X-Service-Webhook-Signature and webhook-signature on every callback.',
      tags,
      summary: 'The current webhook signing secret',
      params: IntegratorParams,
      response: { 200: WebhookSecret },
    },
    handler: async (request) => ({ webhookSecret: await integrators.webhookSecret(ownIntegrator(request, request.params.integratorId)) }),
  });

  r.post('/v1/integrators/:integratorId/update-webhook-secret', {
    config: { auth: 'integrator-or-admin', permission: 'configure', errors: ['integrator.not_found'] },
    schema: {
      operationId: 'rotateWebhookSecret',
      tags,
      summary: 'Replace the webhook signing secret',
      description: 'For 24 hours the previous secret also signs webhook-signature, so receivers can switch without losing callbacks.',
      params: IntegratorParams,
      response: { 200: WebhookSecret },
    },
    handler: async (request) => ({
      webhookSecret: await integrators.rotateWebhookSecret(ownIntegrator(request, request.params.integratorId), actorOf(request)),
    }),
  });

  r.post('/v1/integrators/:integratorId/update-client-secret', {
    config: { auth: 'integrator-or-admin', permission: 'configure', errors: ['integrator.not_found', 'api_key.revoked'] },
    schema: {
      operationId: 'rotateClientSecret',
      tags,
      summary: 'Replace the client secret',
      description:
        "Replaces the secret of the integrator's first API key (the profile's clientId). The new secret is shown only in this answer. " +
        'The old one stops working at once, and so does every access token that key obtained: get a new token with the new secret. ' +
        "Tokens of the integrator's other API keys keep working. 412 api_key.revoked when that key was revoked.",
      params: IntegratorParams,
      response: { 200: ClientSecret },
    },
    handler: async (request) => ({ clientSecret: await integrators.rotateClientSecret(ownIntegrator(request, request.params.integratorId), actorOf(request)) }),
  });

  await tokenRoutes(app, { apiKeys: integrators.apiKeys, publicBaseUrl });
  await apiKeyRoutes(app, integrators.apiKeys);
}
