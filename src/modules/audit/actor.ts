// Owns who acted, as a route sees it: the caller of an API request as the audit log's Actor.
import type { FastifyRequest } from 'fastify';
import { httpError } from '../../http/errors.ts';
import { identityActor, integratorActor, type Actor, type RequestSource } from './record.ts';

/** Where a request came from: its id, source address (the client's, through TRUST_PROXY) and User-Agent. */
export const sourceOf = (request: FastifyRequest): RequestSource => ({
  requestId: request.id,
  sourceIp: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
});

/**
 * The caller of an authenticated request: the named operator (their token, or ADMIN_TOKEN's bootstrap identity) with
 * where the request came from, or the integrator, with the request's id.
 */
export function actorOf(request: FastifyRequest): Actor {
  const principal = request.principal;
  if (principal?.kind === 'admin') return identityActor(principal.operator, sourceOf(request));
  if (principal?.kind === 'integrator') return integratorActor(principal.integratorId, request.id);
  throw httpError('auth.unauthorized');
}
