// Owns what the providers' callback routes share (API Pix, Efí, Bitso, Circle): each provider calls a URL of ours
// whose last segment is a secret (its `:secret` parameter), the way providers without mutual TLS or signatures on every
// call authenticate their callbacks. A wrong secret is a path that does not exist: the 404 any unknown path gets, given
// before the body is read or validated, so that neither a 400 nor a 413 tells a caller the route is there. The path
// holds the secret, so these routes' request lines are not logged (warn and above only).
import type { FastifyRequest } from 'fastify';
import { secretMatcher } from '../crypto.ts';
import { httpError } from './errors.ts';

/** The route options a provider's callback route at /webhooks/{provider}/:secret spreads into its own. */
export function secretPathRoute(provider: string, secret: string) {
  const isSecret = secretMatcher(secret);
  return {
    config: { auth: 'none' as const },
    logLevel: 'warn' as const,
    onRequest: async (request: FastifyRequest) => {
      const presented = (request.params as { secret?: unknown }).secret;
      if (typeof presented !== 'string' || !isSecret(presented)) throw httpError('web.no_handler', `No route for ${request.method} /webhooks/${provider}.`);
    },
  };
}
