// Owns how errors are answered (contract section 3): the HTTP layer's own codes, the one mapping from an error's kind
// to its status, and the one place where anything thrown becomes `{code, message, requestId, errors?}`.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineErrors, DomainError, validationError, type ErrorKind, type FieldError } from '../errors.ts';
import { listQueryRefusal, type ListQueryInput } from './list-query.ts';

/** The codes of the HTTP layer itself: the request as HTTP sees it, who is calling, and the service's own state. */
export const httpError = defineErrors({
  'web.invalid_or_missing_body': ['invalid', 'The request body is missing or is not valid JSON.'],
  'web.bad_request': ['invalid', 'The request is not valid.'],
  'auth.unauthorized': ['unauthenticated', 'A valid bearer token is required.'],
  'auth.forbidden': [
    'forbidden',
    'This credential is valid, but not for this route: operator routes take an operator token (or ADMIN_TOKEN) whose role allows the call, the others an access token.',
  ],
  'web.no_handler': ['not_found', 'No route matches this method and path.'],
  'web.method_not_allowed': ['method_not_allowed', 'This path does not take this method: Allow lists the methods it takes.'],
  'idempotency.in_progress': ['conflict', 'A request with this Idempotency-Key is still being processed.'],
  'web.request_timeout': ['timeout', 'The request was not received in time (REQUEST_TIMEOUT_MS); send it again.'],
  'web.body_too_large': ['too_large', 'The request body is too large.'],
  'web.unsupported_media_type': ['unsupported_type', 'Send the body as application/json.'],
  'idempotency.key_reused': ['unprocessable', 'This Idempotency-Key was used with a different request.'],
  'web.headers_too_large': ['headers_too_large', 'The request line and headers are too large (at most 16 KB): shorten the URL or the headers.'],
  'rate_limit.exceeded': ['rate_limited', 'Too many requests; retry after the time in Retry-After.'],
  unknown_error: ['internal', 'Something went wrong on our side. It has been logged.'],
  'service.unavailable': ['unavailable', 'The service cannot reach its database right now; retry shortly.'],
});

/** The one mapping from what went wrong to the HTTP status that says it. */
export const STATUS_OF_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  timeout: 408,
  conflict: 409,
  gone: 410,
  precondition_failed: 412,
  too_large: 413,
  unsupported_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  headers_too_large: 431,
  internal: 500,
  unavailable: 503,
};

/** The HTTP status of an error of the service. */
export const statusOf = (error: DomainError): number => STATUS_OF_KIND[error.kind];

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
  /** The schema the failing keyword is in, and the keyword's value (Ajv's verbose option). */
  parentSchema?: { 'x-message'?: string };
  schema?: unknown;
}

const isForbidden = (schema: unknown): schema is { required: [string] } =>
  typeof schema === 'object' &&
  schema !== null &&
  Array.isArray((schema as { required?: unknown }).required) &&
  (schema as { required: unknown[] }).required.length === 1;

/** Keywords that only gather others' results: their subschemas' errors say what is wrong. */
const GATHERING = new Set(['if', 'anyOf', 'oneOf', 'allOf']);

/**
 * Turns Ajv's errors into contract field errors, naming missing and extra properties in the path. Where a schema names
 * the rule it states (x-message, http/schemas.ts `rule`), that is the message, and the generic errors at the same place
 * are left out; so are the errors of keywords that only gather others (if, anyOf...), and a union's "must be string"
 * where a branch of the value's own type said more.
 */
function fieldErrors(validation: AjvError[], context: string | undefined): FieldError[] {
  const prefix = context === 'querystring' ? '/query' : context === 'params' ? '/path' : context === 'headers' ? '/headers' : '';
  const named = new Set(validation.filter((error) => error.parentSchema?.['x-message']).map((error) => error.instancePath));
  const specific = new Set(validation.filter((error) => !GATHERING.has(error.keyword) && error.keyword !== 'type').map((error) => error.instancePath));
  const relevant = validation.filter((error) => {
    if (error.parentSchema?.['x-message']) return true;
    if (named.has(error.instancePath) && error.keyword !== 'required' && error.keyword !== 'additionalProperties') return false;
    if (GATHERING.has(error.keyword)) return validation.length === 1;
    return !(error.keyword === 'type' && specific.has(error.instancePath));
  });
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const error of relevant.length > 0 ? relevant : validation) {
    let path = error.instancePath;
    if ((error.keyword === 'required' || error.keyword === 'dependentRequired') && typeof error.params.missingProperty === 'string') {
      path += '/' + error.params.missingProperty;
    } else if (error.keyword === 'additionalProperties' && typeof error.params.additionalProperty === 'string') {
      path += '/' + error.params.additionalProperty;
    } else if (error.keyword === 'not' && isForbidden(error.schema)) {
      // `not: { required: [name] }` (http/schemas.ts forbids): the property that must be absent is the one named.
      path += '/' + error.schema.required[0];
    }
    // anyOf branches repeat themselves; one message a path is enough.
    const message =
      error.parentSchema?.['x-message'] ??
      (error.keyword === 'required'
        ? 'is required'
        : error.keyword === 'dependentRequired'
          ? `is required with ${String(error.params.property)}`
          : error.keyword === 'additionalProperties'
            ? 'is not allowed'
            : (error.message ?? 'is invalid'));
    const key = `${prefix + path}:${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push({ path: prefix + path, message });
  }
  return errors;
}

/** What a route adds to its error answers: the token endpoint's RFC 6749 fields (`error`) and its own challenge. */
export interface ErrorAnswerExtras {
  /** Fields beside the contract's code, message and requestId. */
  fields?: Record<string, unknown>;
  /** The WWW-Authenticate of a 401, in place of the Bearer challenge. */
  challenge?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Called for each error answer of the route (http/errors.ts sendError). */
    errorExtras?: (error: DomainError, status: number) => ErrorAnswerExtras;
  }
}

/**
 * The challenge of a 401 (RFC 9110 §11.6.1 requires one): Bearer, naming invalid_token when a bearer token was sent
 * (RFC 6750 §3.1); a request with no token, or another scheme, is told only which scheme to use.
 */
function bearerChallenge(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const sentToken = typeof header === 'string' && /^Bearer\s+\S/i.test(header);
  return sentToken ? 'Bearer realm="ponte", error="invalid_token"' : 'Bearer realm="ponte"';
}

/**
 * Answers `error` with the contract's body, at the status of its kind (or `status`, for a framework 4xx the service has
 * no kind for), with Retry-After when the error says when to try again and WWW-Authenticate on a 401.
 */
export function sendError(reply: FastifyReply, error: DomainError, status = statusOf(error)): FastifyReply {
  const extras = reply.request.routeOptions?.config?.errorExtras?.(error, status);
  const body: Record<string, unknown> = { code: error.code, message: error.message, requestId: reply.request.id, ...extras?.fields };
  if (error.errors) body.errors = error.errors;
  if (error.retryAfterS !== undefined) reply.header('Retry-After', String(error.retryAfterS));
  if (status === 401) reply.header('WWW-Authenticate', extras?.challenge ?? bearerChallenge(reply.request));
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

const fastifyCodes: Record<string, keyof typeof httpError.definitions> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'web.invalid_or_missing_body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'web.invalid_or_missing_body',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'web.invalid_or_missing_body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'web.body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'web.unsupported_media_type',
  FST_ERR_CTP_INVALID_TYPE: 'web.unsupported_media_type',
};

/** Writes a whole answer with the contract's error body on a socket no route will answer, then closes it. */
function answerOnSocket(socket: Socket, answer: DomainError, headers: Record<string, string> = {}): void {
  const { code, message } = answer;
  const status = statusOf(answer);
  const requestId = randomUUID();
  const body = JSON.stringify({ code, message, requestId });
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-Id: ${requestId}\r\n${extra}Connection: close\r\n\r\n${body}`,
  );
}

/** The method and target of a request line (`FOO /v1/transfers HTTP/1.1`), as Node's parser received it. */
function requestLineOf(rawPacket: unknown): { method: string; target: string } | undefined {
  if (!Buffer.isBuffer(rawPacket)) return undefined;
  const line = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) (\S+) HTTP\/\d\.\d\r?\n/.exec(rawPacket.subarray(0, 16 * 1024).toString('latin1'));
  return line ? { method: line[1]!, target: line[2]! } : undefined;
}

/**
 * Answers what Node's HTTP parser refuses before any route or hook runs (an over-long URL or header block, a request
 * that took longer than REQUEST_TIMEOUT_MS, a malformed request) with the contract's error body, then closes the
 * connection: the parser cannot read what follows on it. A well-formed request line with a method the parser does not
 * know (`BREW /v1/transfers`) is answered as any method no route takes: 405 with Allow on a known path, else 404.
 */
export function clientErrorHandlerFor(methodsOf: (url: string) => string[]) {
  return (error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // As Node does: an answer already under way on this socket (its headers sent) cannot be followed by another one.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
    if (!socket.writable || inFlight?.headersSent) {
      socket.destroy(error);
      return;
    }
    const line = error.code === 'HPE_INVALID_METHOD' ? requestLineOf(error.rawPacket) : undefined;
    if (line) {
      const { error: answer, allow } = unmatched(methodsOf, line.method, line.target);
      return answerOnSocket(socket, answer, allow ? { Allow: allow } : {});
    }
    answerOnSocket(
      socket,
      httpError(
        error.code === 'HPE_HEADER_OVERFLOW' ? 'web.headers_too_large' : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'web.request_timeout' : 'web.bad_request',
      ),
    );
  };
}

/**
 * CONNECT never reaches a route (Node hands it to the server's 'connect' listeners, and closes the socket when there
 * are none): answered as any method no route takes, so a client gets the contract's 404, or 405 with Allow.
 */
export function answerConnect(methodsOf: (url: string) => string[]) {
  return (request: { url?: string }, socket: Socket): void => {
    const { error, allow } = unmatched(methodsOf, 'CONNECT', request.url ?? '');
    answerOnSocket(socket, error, allow ? { Allow: allow } : {});
  };
}

/** Database outages answer 503 so clients retry; every other unknown error is a 500 that says nothing inside. */
function isDatabaseUnavailable(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  const message = typeof error.message === 'string' ? error.message : '';
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004'].includes(code) ||
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection closed|PGlite is closed/i.test(message)
  );
}

export interface ErrorHandlingOptions {
  /** The methods the request's path takes, when it has routes (http/methods.ts): none for an unknown path. */
  methodsOf?: (url: string) => string[];
}

/** What a request that no route matches is answered: 405 with Allow on a path that has routes, else 404. */
export function unmatched(methodsOf: (url: string) => string[], method: string, url: string): { error: DomainError; allow?: string } {
  const path = url.split('?')[0];
  const allowed = methodsOf(url);
  if (allowed.length === 0) return { error: httpError('web.no_handler', `No route for ${method} ${path}.`) };
  const allow = allowed.join(', ');
  return { error: httpError('web.method_not_allowed', `${path} does not take ${method}: it takes ${allow}.`), allow };
}

export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}): void {
  const methodsOf = options.methodsOf ?? (() => []);
  // Fastify's router answers "no route" both for an unknown path and for a known path with another method; the second
  // is a 405 with Allow (RFC 9110 §15.5.6), so a client learns which methods the path takes.
  const answerUnmatched = (request: FastifyRequest, reply: FastifyReply) => {
    const { error, allow } = unmatched(methodsOf, request.method, request.url);
    if (allow) reply.header('Allow', allow);
    return sendError(reply, error);
  };
  // Decided before the body is read: Fastify would otherwise refuse a QUERY without Content-Type (400, RFC 10008 §2), or a
  // body of a type no parser takes (415), on a path that has no route for it at all.
  // GET and HEAD read no body, so they reach the not-found handler of their scope (the dashboard's and the console's
  // answer with their own page).
  app.addHook('preParsing', (request, reply, payload, done) => {
    if (!request.is404 || request.method === 'GET' || request.method === 'HEAD') return done(null, payload);
    answerUnmatched(request, reply);
  });
  app.setNotFoundHandler(answerUnmatched);

  app.setErrorHandler((error: FastifyError & { validation?: AjvError[]; validationContext?: string }, request, reply) => {
    if (error instanceof DomainError) return sendError(reply, error);
    if (error.validation) {
      if (error.validationContext === 'body' && request.body === undefined) {
        return sendError(reply, httpError('web.invalid_or_missing_body'));
      }
      const errors = fieldErrors(error.validation, error.validationContext);
      const listRefusal =
        error.validationContext === 'querystring'
          ? listQueryRefusal(
              request.query as ListQueryInput,
              errors.map((field) => field.path),
            )
          : undefined;
      return sendError(reply, listRefusal ?? validationError(errors));
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) return sendError(reply, httpError(mapped));
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: { message: error.message, code: error.code } }, 'database unavailable');
      return sendError(reply, httpError('service.unavailable', undefined, { retryAfterS: 1 }));
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      // A framework 4xx we have no code for: keep its status, say what it said, never its internals.
      return sendError(reply, httpError('web.bad_request', error.message), error.statusCode);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, httpError('unknown_error'));
  });
}
