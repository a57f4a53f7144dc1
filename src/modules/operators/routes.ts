// The operator accounts API: admins manage operators (create, role, disable, TOTP reset) and anyone's tokens; every
// operator reads the accounts and manages their own tokens. ADMIN_TOKEN in production only creates the first admin
// (`bootstrap`); the command on the server does the same (scripts/create-operator.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { operatorOf, requirePermission } from '../../http/auth.ts';
import { listQueryFor, parseListQuery, LIST_QUERY_ERRORS } from '../../http/list-query.ts';
import { PageOf } from '../../http/schemas.ts';
import {
  CreatedOperator,
  CreatedOperatorToken,
  CreateOperatorBody,
  CreateOperatorTokenBody,
  Operator,
  OperatorParams,
  OperatorToken,
  OperatorTokenParams,
  TotpReset,
  UpdateOperatorBody,
} from './schemas.ts';
import { operatorList, type OperatorService } from './service.ts';
import { tokenList } from './tokens.ts';
import { actorOf } from '../audit/index.ts';

/** An operator's own tokens are theirs to manage; anyone else's need an admin (checked before the body is read). */
async function ownOrAdministered(request: FastifyRequest): Promise<void> {
  const caller = operatorOf(request);
  if (caller.id !== (request.params as { id: string }).id) requirePermission(caller, 'administer');
}

export async function operatorRoutes(app: FastifyInstance, { operators }: { operators: OperatorService }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Operations'];

  r.get('/v1/admin/operators', {
    config: { auth: 'admin', errors: LIST_QUERY_ERRORS },
    schema: {
      operationId: 'listOperators',
      tags,
      summary: 'List operator accounts (operator)',
      description: 'Every account with its role and whether it is disabled; never a password, secret or token. Sorted by email unless sort says otherwise.',
      querystring: listQueryFor(operatorList),
      response: { 200: PageOf(Operator) },
    },
    handler: async (request) => operators.page(parseListQuery(request.query)),
  });

  r.post('/v1/admin/operators', {
    config: {
      auth: 'admin',
      permission: 'administer',
      bootstrap: true,
      errors: ['operator.conflict', 'operator.second_factor_required', 'operator.bootstrap_closed'],
    },
    schema: {
      operationId: 'createOperator',
      tags,
      summary: 'Create an operator account (admin)',
      description:
        'Answers a one-time password (the first sign-in replaces it) and, unless secondFactor is false (sandbox only), the TOTP secret and ' +
        'otpauth:// provisioning URI, each shown only in this answer. 409 operator.conflict when the email has an account. In production ' +
        'ADMIN_TOKEN may call this only to make the first admin (403 operator.bootstrap_closed once an enabled admin exists). Audit-logged.',
      body: CreateOperatorBody,
      response: { 201: CreatedOperator },
    },
    handler: async (request, reply) => {
      const caller = operatorOf(request);
      const firstAdminOnly = caller.credential === 'admin_token' && operators.production;
      return reply.code(201).send(await operators.create(request.body, caller.id, actorOf(request), firstAdminOnly));
    },
  });

  r.get('/v1/admin/operators/:id', {
    config: { auth: 'admin', errors: ['operator.not_found'] },
    schema: {
      operationId: 'getOperator',
      tags,
      summary: 'One operator account (operator)',
      description: 'Its role, second factor and whether it is disabled.',
      params: OperatorParams,
      response: { 200: Operator },
    },
    handler: async (request) => operators.get(request.params.id),
  });

  r.patch('/v1/admin/operators/:id', {
    config: { auth: 'admin', permission: 'administer', errors: ['operator.not_found', 'operator.last_admin'] },
    schema: {
      operationId: 'updateOperator',
      tags,
      summary: "Change an operator's role, or disable or enable the account (admin)",
      description:
        "disabled true ends the account's console sessions and refuses its tokens from the next call; the last enabled admin cannot be demoted " +
        'or disabled (412 operator.last_admin). Audit-logged (operator.role_changed, operator.disabled, operator.enabled).',
      params: OperatorParams,
      body: UpdateOperatorBody,
      response: { 200: Operator },
    },
    handler: async (request) => operators.update(request.params.id, request.body, actorOf(request)),
  });

  r.post('/v1/admin/operators/:id/reset-totp', {
    config: { auth: 'admin', permission: 'administer', errors: ['operator.not_found'] },
    schema: {
      operationId: 'resetOperatorTotp',
      tags,
      summary: "Replace an operator's TOTP secret (admin)",
      description:
        "For a lost authenticator: the old secret stops working, the account's console sessions end, and the new secret and URI are shown only in this answer. Audit-logged (operator.totp_reset).",
      params: OperatorParams,
      response: { 200: TotpReset },
    },
    handler: async (request) => operators.resetTotp(request.params.id, actorOf(request)),
  });

  r.get('/v1/admin/operators/:id/tokens', {
    config: { auth: 'admin', errors: [...LIST_QUERY_ERRORS, 'operator.not_found'] },
    preValidation: ownOrAdministered,
    schema: {
      operationId: 'listOperatorTokens',
      tags,
      summary: "An operator's API tokens (the operator themself, or an admin)",
      description: 'Revoked ones included; never a token itself. Sorted by createdAt, newest first, unless sort says otherwise.',
      params: OperatorParams,
      querystring: listQueryFor(tokenList),
      response: { 200: PageOf(OperatorToken) },
    },
    handler: async (request) => operators.tokens.list(request.params.id, parseListQuery(request.query)),
  });

  r.post('/v1/admin/operators/:id/tokens', {
    config: { auth: 'admin', permission: 'read', errors: ['operator.not_found'] },
    preValidation: ownOrAdministered,
    schema: {
      operationId: 'createOperatorToken',
      tags,
      summary: 'Create an API token for an operator (the operator themself, or an admin)',
      description:
        'A bearer token for the operator routes, acting as this operator with their role as it is at each call; shown only in this answer ' +
        '(only its SHA-256 is kept). Audit-logged (operator_token.created).',
      params: OperatorParams,
      body: CreateOperatorTokenBody,
      response: { 201: CreatedOperatorToken },
    },
    handler: async (request, reply) => reply.code(201).send(await operators.tokens.create(request.params.id, request.body, actorOf(request))),
  });

  r.delete('/v1/admin/operators/:id/tokens/:tokenId', {
    config: { auth: 'admin', permission: 'read', errors: ['operator.token_not_found'] },
    preValidation: ownOrAdministered,
    schema: {
      operationId: 'revokeOperatorToken',
      tags,
      summary: "Revoke an operator's API token (the operator themself, or an admin)",
      description: 'Refused from the next call on, on every process. Revoking a revoked token answers it unchanged. Audit-logged (operator_token.revoked).',
      params: OperatorTokenParams,
      response: { 200: OperatorToken },
    },
    handler: async (request) => operators.tokens.revoke(request.params.id, request.params.tokenId, actorOf(request)),
  });
}
