// Owns the error catalogue (contract section 3): every code the API can answer, with its status and default text,
// and the one place where anything thrown becomes `{code, message, requestId, errors?}`.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const errorCatalogue = {
  'web.invalid_or_missing_body': [400, 'The request body is missing or is not valid JSON.'],
  'web.bad_request': [400, 'The request is not valid.'],
  'validation.failed': [400, 'The request is invalid; see errors.'],
  'filter.invalid_field': [400, 'A filter names a field this resource does not have.'],
  'filter.malformed': [400, 'A filter pair must be written field:value.'],
  'sort.invalid_field': [400, 'A sort names a field this resource does not have, or an order other than asc or desc.'],
  'page.invalid': [400, 'page must be 0 or more and size between 1 and 100.'],
  'auth.unauthorized': [401, 'A valid bearer token is required.'],
  'auth.invalid_credentials': [401, 'The client credentials are not valid.'],
  'web.no_handler': [404, 'No route matches this method and path.'],
  'integrator.not_found': [404, 'Integrator not found.'],
  'simulation.not_found': [404, 'Simulation not found.'],
  'simulation.is_already_executed': [412, 'This simulation was already used: create a new one.'],
  'simulation.is_expired': [412, 'This simulation has expired: create a new one.'],
  'simulation.invalid_currency': [422, 'The amount is not in the currency this simulation takes.'],
  'idempotency.in_progress': [409, 'A request with this Idempotency-Key is still being processed.'],
  'callback_url.not_set': [412, 'Set a callback URL on the integrator first.'],
  'web.request_timeout': [408, 'The request was not received in time (REQUEST_TIMEOUT_MS); send it again.'],
  'web.body_too_large': [413, 'The request body is too large.'],
  'web.unsupported_media_type': [415, 'Send the body as application/json.'],
  'idempotency.key_reused': [422, 'This Idempotency-Key was used with a different request.'],
  'web.headers_too_large': [431, 'The request line and headers are too large (at most 16 KB): shorten the URL or the headers.'],
  'rate_limit.exceeded': [429, 'Too many requests; retry after the time in Retry-After.'],
  'unknown_error': [500, 'Something went wrong on our side. It has been logged.'],
  'service.unavailable': [503, 'The service cannot reach its database right now; retry shortly.'],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof errorCatalogue;

/** Modules add their own codes here at import time, so the catalogue stays one list. */
const extraCodes = new Map<string, readonly [number, string]>();
export function registerErrorCodes(codes: Record<string, readonly [number, string]>): void {
  for (const [code, entry] of Object.entries(codes)) extraCodes.set(code, entry);
}
export function allErrorCodes(): Array<{ code: string; status: number; message: string }> {
  return [...Object.entries(errorCatalogue), ...extraCodes.entries()]
    .map(([code, [status, message]]) => ({ code, status, message }))
    .sort((a, b) => a.status - b.status || a.code.localeCompare(b.code));
}

export interface FieldError {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** `apiError('integrator.not_found')`, or with a message of its own and field errors. */
export function apiError(code: ErrorCode | (string & {}), message?: string, errors?: FieldError[]): ApiError {
  const entry = (errorCatalogue as Record<string, readonly [number, string]>)[code] ?? extraCodes.get(code);
  if (!entry) throw new Error(`unknown error code ${code}`);
  return new ApiError(code, entry[0], message ?? entry[1], errors);
}

export function validationError(errors: FieldError[]): ApiError {
  return apiError('validation.failed', errors.map((error) => `${error.path || '/'}: ${error.message}`).join('; '), errors);
}

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Turns Ajv's errors into contract field errors, naming missing and extra properties in the path. */
function fieldErrors(validation: AjvError[], context: string | undefined): FieldError[] {
  const prefix = context === 'querystring' ? '/query' : context === 'params' ? '/path' : context === 'headers' ? '/headers' : '';
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const error of validation) {
    let path = error.instancePath;
    if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
      path += '/' + error.params.missingProperty;
    } else if (error.keyword === 'additionalProperties' && typeof error.params.additionalProperty === 'string') {
      path += '/' + error.params.additionalProperty;
    }
    // anyOf branches repeat themselves; one message a path is enough.
    const message = error.keyword === 'required' ? 'is required' : error.keyword === 'additionalProperties' ? 'is not allowed' : (error.message ?? 'is invalid');
    const key = `${prefix + path}:${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push({ path: prefix + path, message });
  }
  return errors;
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  const body: Record<string, unknown> = { code: error.code, message: error.message, requestId: reply.request.id };
  if (error.errors) body.errors = error.errors;
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.status).type('application/json; charset=utf-8').send(body);
}

const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'web.invalid_or_missing_body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'web.invalid_or_missing_body',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'web.invalid_or_missing_body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'web.body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'web.unsupported_media_type',
  FST_ERR_CTP_INVALID_TYPE: 'web.unsupported_media_type',
};

/**
 * Answers what Node's HTTP parser refuses before any route or hook runs (an over-long URL or header block, a request
 * that took longer than REQUEST_TIMEOUT_MS, a malformed request) with the contract's error body, then closes the
 * connection: the parser cannot read what follows on it.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW' ? 'web.headers_too_large' : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'web.request_timeout' : 'web.bad_request';
  const [status, message] = errorCatalogue[code];
  const requestId = randomUUID();
  const body = JSON.stringify({ code, message, requestId });
  // As Node does: an answer already under way on this socket (its headers sent) cannot be followed by another one.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy(error);
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
  );
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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    sendError(reply, apiError('web.no_handler', `No route for ${request.method} ${request.url.split('?')[0]}.`));
  });

  app.setErrorHandler((error: FastifyError & { validation?: AjvError[]; validationContext?: string }, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    if (error.validation) {
      if (error.validationContext === 'body' && request.body === undefined) {
        return sendError(reply, apiError('web.invalid_or_missing_body'));
      }
      return sendError(reply, validationError(fieldErrors(error.validation, error.validationContext)));
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) return sendError(reply, apiError(mapped));
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: { message: error.message, code: error.code } }, 'database unavailable');
      const unavailable = apiError('service.unavailable');
      return sendError(reply, new ApiError(unavailable.code, 503, unavailable.message, undefined, { 'Retry-After': '1' }));
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      // A framework 4xx we have no code for: keep its status, say what it said, never its internals.
      return sendError(reply, new ApiError('web.bad_request', error.statusCode, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, apiError('unknown_error'));
  });
}
