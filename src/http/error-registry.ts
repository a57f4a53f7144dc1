// Owns which error answers each operation gives: the one registry that the OpenAPI document's error responses,
// docs/errors.md and the tests' response validation are all drawn from. A code is declared once, by the module that
// owns it (`defineErrors`: its kind, hence its status, and its meaning), and gathered in src/error-catalogue.ts. A route
// declares the codes of its own errors beside its schema, in `config.errors`; the generic codes every route of its kind
// can answer (a bad token, a throttled caller, a body too large, a bug) are written once here, in GENERIC_ERRORS.
// A documented route that declares nothing, or names a code no module declares, stops the app from building.
import type { RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The error codes this route's own work can answer (its services' codes, a list query's), beyond the generic ones
     * (http/error-registry.ts GENERIC_ERRORS). Required on every route that /openapi.json lists: `[]` when it has none.
     */
    errors?: readonly string[];
    /** Headers the route sends on every answer, whatever its status (the token endpoint's Cache-Control), for the document. */
    answerHeaders?: Record<string, { description: string; schema: Record<string, unknown> }>;
  }
}

export interface CatalogueEntry {
  status: number;
  message: string;
}

/** Every code the service can answer, with its status and meaning (src/error-catalogue.ts). */
export type ErrorCatalogue = ReadonlyMap<string, CatalogueEntry>;

/** What the generic rules look at in a route. */
export interface RouteFacts {
  method: string;
  url: string;
  auth: 'integrator' | 'admin' | 'integrator-or-admin' | 'none';
}

interface GenericRule {
  codes: readonly string[];
  appliesTo: (route: RouteFacts) => boolean;
}

const takesBody = (route: RouteFacts) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
/** The /v1 POSTs and PUTs take an Idempotency-Key (http/idempotency.ts), all but the token endpoint. */
export const takesIdempotencyKey = (method: string, url: string) =>
  (method === 'POST' || method === 'PUT') && url.startsWith('/v1/') && url !== '/v1/auth/token';

/** The codes every route of a kind can answer, declared once. */
export const GENERIC_ERRORS: readonly GenericRule[] = [
  // A bug, a request the framework cannot read (an URL badly encoded, an over-long path parameter), headers too large or
  // a request too slow to arrive (answered by Node's parser before any route): any route.
  { codes: ['unknown_error', 'web.bad_request', 'validation.failed', 'web.headers_too_large', 'web.request_timeout'], appliesTo: () => true },
  // No valid credential (401, with WWW-Authenticate), or a valid one of the other kind (403).
  { codes: ['auth.unauthorized'], appliesTo: (route) => route.auth !== 'none' },
  // An operator's role without the route's permission is 403 too (http/roles.ts).
  { codes: ['auth.forbidden'], appliesTo: (route) => route.auth !== 'none' },
  // A suspended integrator's token (AuthOptions.suspended, the integrators module's code).
  { codes: ['integrator.suspended'], appliesTo: (route) => route.auth === 'integrator' || route.auth === 'integrator-or-admin' },
  // Rate limits per caller, and per address after failed authentications (http/auth.ts), with Retry-After.
  { codes: ['rate_limit.exceeded'], appliesTo: (route) => route.url.startsWith('/v1/') || route.url === '/metrics' },
  // Every /v1 route reads the database (its caller's token at least): 503 with Retry-After while it cannot.
  { codes: ['service.unavailable'], appliesTo: (route) => route.url.startsWith('/v1/') },
  { codes: ['web.invalid_or_missing_body', 'web.body_too_large', 'web.unsupported_media_type'], appliesTo: takesBody },
  { codes: ['idempotency.in_progress', 'idempotency.key_reused'], appliesTo: (route) => takesIdempotencyKey(route.method, route.url) },
];

/** What an answer of each error status means, for the document's responses. */
export const STATUS_MEANING: Record<number, string> = {
  400: 'The request is not valid: its body, query or path (errors lists the fields).',
  401: 'No valid credential; WWW-Authenticate says which scheme to use.',
  403: 'A valid credential without the right to do this.',
  404: 'No such resource, or not yours (the same answer).',
  405: 'This path does not take this method; Allow lists the ones it takes.',
  408: 'The request was not received in time.',
  409: 'A conflict with an existing resource, or a request with this Idempotency-Key still in progress.',
  410: 'It existed and is gone for good.',
  412: 'The resource is not in a state that allows this.',
  413: 'The body is too large.',
  415: 'The body’s media type is not accepted.',
  422: 'A business rule refused the request, or this Idempotency-Key was used with another request.',
  429: 'Too many requests: retry after Retry-After seconds.',
  431: 'The request line and headers are too large.',
  500: 'A bug on our side; it has been logged. Report the requestId.',
  503: 'A dependency is unavailable for now: retry after Retry-After seconds.',
};

/** The codes answered outside any operation: a path with no route (404), a path without this method (405, with Allow). */
export const UNMATCHED_ERRORS: Record<number, readonly string[]> = { 404: ['web.no_handler'], 405: ['web.method_not_allowed'] };

/** The auth a route requires, as http/auth.ts reads it. */
export const authOf = (route: Pick<RouteOptions, 'url' | 'config'>): RouteFacts['auth'] =>
  route.config?.auth ?? (route.url.startsWith('/v1/') ? 'integrator' : 'none');

/**
 * The error codes a route can answer, by status (sorted), from its declaration and the generic rules. Throws, naming the
 * route and the fix, when a documented route declares nothing or names a code that no module declares.
 */
export function operationErrors(route: RouteOptions, method: string, catalogue: ErrorCatalogue): Map<number, string[]> {
  const name = `${method} ${route.url}`;
  const declared = route.config?.errors;
  if (!declared) {
    throw new Error(
      `${name} declares no error codes: add config.errors to its route with the codes its services can answer ([] if none beyond the generic ones; see src/http/error-registry.ts)`,
    );
  }
  const facts: RouteFacts = { method, url: route.url, auth: authOf(route) };
  const codes = new Set(declared);
  for (const rule of GENERIC_ERRORS) if (rule.appliesTo(facts)) for (const code of rule.codes) codes.add(code);
  const byStatus = new Map<number, string[]>();
  for (const code of codes) {
    const entry = catalogue.get(code);
    if (!entry) throw new Error(`${name} declares the error code ${code}, which no module declares (defineErrors in an errors.ts)`);
    byStatus.set(entry.status, [...(byStatus.get(entry.status) ?? []), code]);
  }
  return new Map([...byStatus.entries()].sort(([a], [b]) => a - b).map(([status, list]) => [status, list.sort()]));
}
