// Owns who acted, as a route sees it: the caller of an API request as the audit log's Actor.
import type { FastifyRequest } from 'fastify';
import { httpError } from '../../http/errors.ts';
import { integratorActor, operatorActor, type Actor } from './record.ts';

/** The caller of an authenticated request: the operator (ADMIN_TOKEN) or the integrator, with the request's id. */
export function actorOf(request: FastifyRequest): Actor {
  const principal = request.principal;
  if (principal?.kind === 'admin') return operatorActor(undefined, request.id);
  if (principal?.kind === 'integrator') return integratorActor(principal.integratorId, request.id);
  throw httpError('auth.unauthorized');
}
