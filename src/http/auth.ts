// Owns who is calling: bearer access tokens of integrators (looked up by hash), operators' tokens (looked up by hash on
// every call, so a revocation, a disabled account or a role change holds at once), ADMIN_TOKEN, and the per-caller
// rate limit. A route says who may call it with `config.auth`; every /v1 route defaults to integrators. A suspended
// integrator's tokens still authenticate, and every /v1 call made with one answers 403 integrator.suspended. No valid
// credential is 401 (with its Bearer challenge, http/errors.ts); a valid one of the other kind (an integrator's token
// on an operator route, an operator's on an integrator's) is 403 auth.forbidden, and so is an operator whose role lacks
// the route's permission (http/roles.ts). ADMIN_TOKEN is a named bootstrap identity: an admin in the sandbox; in
// production it may only create the first admin operator (a route with `config.bootstrap`), and
// ADMIN_TOKEN_ENABLED=false turns it off everywhere.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { secretMatcher, sha256 } from '../crypto.ts';
import { maybeOne, type Db } from '../db/index.ts';
import { RateLimiter } from './rate-limit.ts';
import type { DomainError } from '../errors.ts';
import { httpError } from './errors.ts';
import { setTraceOwner } from '../observability/trace.ts';
import { bootstrapIdentity, can, leastRoleFor, type OperatorIdentity, type Permission } from './roles.ts';

/**
 * An integrator's principal names the API key whose token was used (the request log shows it); an operator's (kind
 * `admin`, the operator routes' auth) names the operator, their role and the token.
 */
export type Principal = { kind: 'integrator'; integratorId: string; apiKeyId?: string } | { kind: 'admin'; operator: OperatorIdentity };
export type AuthRequirement = 'integrator' | 'admin' | 'integrator-or-admin' | 'none';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
  interface FastifyContextConfig {
    auth?: AuthRequirement;
    /** What an operator's role must allow here (http/roles.ts); default `read` for GET and HEAD, `administer` otherwise. */
    permission?: Permission;
    /** The one route ADMIN_TOKEN may call in production: creating the first admin operator. */
    bootstrap?: boolean;
  }
}

/**
 * The path a request was routed by (the route's pattern, `/v1/transfers/:id`), not the one it was sent with: the router
 * decodes `/%761/auth/token` to the token endpoint, so a limit decided on the raw URL would be skipped by encoding it.
 */
export function routedPath(request: FastifyRequest): string {
  return request.routeOptions.url ?? request.url.split('?')[0] ?? '';
}

/** The integrator making the request; only called on routes that require one. */
export function integratorOf(request: FastifyRequest): string {
  const principal = request.principal;
  if (principal?.kind !== 'integrator') throw httpError('auth.unauthorized');
  return principal.integratorId;
}

/** The operator making the request; only called on operator routes. */
export function operatorOf(request: FastifyRequest): OperatorIdentity {
  const principal = request.principal;
  if (principal?.kind !== 'admin') throw httpError('auth.unauthorized');
  return principal.operator;
}

/** The permission a route needs of an operator: its own, or `read` for a GET (and HEAD), `administer` for the rest. */
export function permissionOf(method: string, config: { permission?: Permission } | undefined): Permission {
  return config?.permission ?? (method === 'GET' || method === 'HEAD' ? 'read' : 'administer');
}

/** 403 unless the operator's role has `permission` (the check every operator route and console page makes). */
export function requirePermission(operator: OperatorIdentity, permission: Permission): void {
  if (!can(operator.role, permission)) {
    throw httpError('auth.forbidden', `Your role (${operator.role}) may not do this: it needs the ${leastRoleFor(permission)} role or above.`);
  }
}

/** The idempotency and rate-limit scope of a caller: each operator apart, ADMIN_TOKEN as `admin`. */
export function principalScope(principal: Principal | undefined): string | undefined {
  if (!principal) return undefined;
  if (principal.kind === 'admin') return principal.operator.credential === 'admin_token' ? 'admin' : `operator:${principal.operator.id}`;
  return `integrator:${principal.integratorId}`;
}

interface CachedToken {
  integratorId: string;
  apiKeyId: string;
  expiresAt: number;
  /** The integrator's status when looked up: a change of it drops the integrator's entries, as a revocation does. */
  suspended: boolean;
}

/** What every operator token starts with (an integrator's access token starts with `at_`). */
export const OPERATOR_TOKEN_PREFIX = 'pot_';

/** The longest a token looked up stays cached: a revoked token stops working within this on every process. */
export const TOKEN_CACHE_TTL_MS = 1000;
/** Failed authentications a source may make in a burst, and how fast it may make more (one every 3 s). */
export const FAILED_AUTH_BURST = 20;
const FAILED_AUTH_PER_SECOND = 1 / 3;

/**
 * Token lookups are cached for at most TOKEN_CACHE_TTL_MS; expiry is still checked on every request. A revocation
 * (client secret rotated) drops the integrator's entries at once on the process that made it, and on the others when
 * its notification arrives (everything, when the listening connection comes back and one may have been missed).
 */
class TokenCache {
  // maxSize rather than max: nothing allocated up front for 50,000 entries (http/rate-limit.ts says why).
  private readonly entries = new LRUCache<string, CachedToken>({ maxSize: 50_000, sizeCalculation: () => 1, ttl: TOKEN_CACHE_TTL_MS });
  /** Moves on with every revocation seen, so a lookup that started before one never caches what it read. */
  generation = 0;
  dropIntegrator(integratorId: string): void {
    this.generation++;
    if (integratorId === '') this.entries.clear();
    for (const [hash, entry] of this.entries.entries()) if (entry.integratorId === integratorId) this.entries.delete(hash);
  }
  get(hash: string): CachedToken | undefined {
    return this.entries.get(hash);
  }
  set(hash: string, entry: CachedToken): void {
    this.entries.set(hash, entry);
  }
}

export interface AuthOptions {
  db: Db;
  /** ADMIN_TOKEN, unless ADMIN_TOKEN_ENABLED=false. */
  adminToken: string | undefined;
  /** In production ADMIN_TOKEN only creates the first admin operator. */
  production: boolean;
  /** The operator whose token this is, if it is a live token of an enabled account (marks it used). */
  operatorOfToken: (token: string) => Promise<OperatorIdentity | undefined>;
  rateLimitRps: number;
  /** The answer to a call made with a suspended integrator's token (the integrators module's 403 integrator.suspended). */
  suspended: () => DomainError;
  /** Revocations made by this process, told at once (the integrator service). */
  revocations: {
    /** The NOTIFY channel that carries, to every process, the id of an integrator whose tokens were revoked. */
    readonly channel: string;
    onTokensRevoked(listener: (integratorId: string) => void): () => void;
  };
}

export async function registerAuth(app: FastifyInstance, options: AuthOptions): Promise<void> {
  const cache = new TokenCache();
  const unlisten = await options.db.listen(options.revocations.channel, (integratorId) => cache.dropIntegrator(integratorId));
  const unsubscribe = options.revocations.onTokensRevoked((integratorId) => cache.dropIntegrator(integratorId));
  app.addHook('onClose', async () => {
    unsubscribe();
    await unlisten();
  });
  const limiter = new RateLimiter(options.rateLimitRps);
  // Unauthenticated callers (the token endpoint) are limited by address (the client's, read through a trusted proxy
  // with TRUST_PROXY), to slow down guessing.
  const anonymousLimiter = new RateLimiter(Math.max(10, options.rateLimitRps));
  // Every 401 (a bad bearer token, ADMIN_TOKEN or METRICS_TOKEN, or wrong client credentials) costs its source a
  // token; a source with none left is answered 429 on /v1 before any credential it sends is looked at. The dashboard's
  // sign-in is not counted here: it locks the email instead (dashboard/pages/auth.ts).
  const failures = new RateLimiter(FAILED_AUTH_PER_SECOND, undefined, FAILED_AUTH_BURST);
  const guarded = (url: string): boolean => url.startsWith('/v1/') || url.startsWith('/metrics');
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 401 && guarded(routedPath(request))) failures.take(`ip:${request.ip}`);
  });

  const isAdminToken = options.adminToken !== undefined && options.adminToken !== '' ? secretMatcher(options.adminToken) : () => false;
  /** ADMIN_TOKEN's bootstrap identity, or the operator whose token this is. */
  const operatorFromToken = async (token: string): Promise<OperatorIdentity | undefined> =>
    isAdminToken(token) ? bootstrapIdentity() : token.startsWith(OPERATOR_TOKEN_PREFIX) ? options.operatorOfToken(token) : undefined;

  async function integratorFromToken(token: string): Promise<CachedToken | undefined> {
    const hash = sha256(token);
    let entry = cache.get(hash);
    if (!entry) {
      const generation = cache.generation;
      const row = await maybeOne<{ integrator_id: string; api_key_id: string; expires_at: Date; status: string }>(
        options.db,
        'SELECT t.integrator_id, t.api_key_id, t.expires_at, i.status FROM access_tokens t JOIN integrators i ON i.id = t.integrator_id WHERE t.token_hash = $1',
        [hash],
      );
      if (!row) return undefined;
      entry = { integratorId: row.integrator_id, apiKeyId: row.api_key_id, expiresAt: row.expires_at.getTime(), suspended: row.status === 'SUSPENDED' };
      if (generation === cache.generation) cache.set(hash, entry);
    }
    return entry.expiresAt > Date.now() ? entry : undefined;
  }

  app.addHook('onRequest', async (request) => {
    // A path with no route looks at no credential, so it stays a 404 for a throttled source (and every answer to it
    // stays one the document can name).
    if (request.is404) return;
    const path = routedPath(request);
    if (guarded(path)) {
      const wait = failures.peek(`ip:${request.ip}`);
      if (wait > 0) throw throttled(wait, 'Too many failed authentications from this address; retry after the time in Retry-After.');
    }
    const requirement = request.routeOptions.config.auth ?? (path.startsWith('/v1/') ? 'integrator' : 'none');
    if (requirement === 'none') {
      if (path.startsWith('/v1/')) rateLimit(anonymousLimiter, `ip:${request.ip}`);
      return;
    }
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    const token = match?.[1];

    if (requirement === 'admin' || requirement === 'integrator-or-admin') {
      const operator = token ? await operatorFromToken(token) : undefined;
      if (operator) {
        if (operator.credential === 'admin_token' && options.production && !request.routeOptions.config.bootstrap) {
          throw httpError(
            'auth.forbidden',
            'In production ADMIN_TOKEN only creates the first admin operator (POST /v1/admin/operators): call with an operator token.',
          );
        }
        requirePermission(operator, permissionOf(request.method, request.routeOptions.config));
        request.principal = { kind: 'admin', operator };
        return;
      }
      if (requirement === 'admin') {
        // A valid integrator token is a credential without the right here: 403 says so, where 401 would ask for another.
        if (token && (await integratorFromToken(token))) throw httpError('auth.forbidden');
        throw httpError('auth.unauthorized');
      }
    } else if (token && (await operatorFromToken(token))) {
      // An operator's token on an integrator's route: valid, and not the right one (the operator acts for no integrator).
      throw httpError('auth.forbidden');
    }
    const found = token ? await integratorFromToken(token) : undefined;
    if (!found) throw httpError('auth.unauthorized');
    if (found.suspended) throw options.suspended();
    request.principal = { kind: 'integrator', integratorId: found.integratorId, apiKeyId: found.apiKeyId };
    // The rest of the request's database work waits its integrator's turn (db/fair-gate.ts).
    setTraceOwner(found.integratorId);
    rateLimit(limiter, found.integratorId);
  });

  function rateLimit(bucket: RateLimiter, key: string): void {
    const wait = bucket.take(key);
    if (wait > 0) throw throttled(wait);
  }
}

function throttled(wait: number, message?: string): DomainError {
  return httpError('rate_limit.exceeded', message, { retryAfterS: wait });
}
