// Owns what operators see: request ids on every answer, Prometheus metrics by route and status, the request's trace
// (its id and integrator, for the jobs it adds: observability/trace.ts), and the logger's rules (JSON lines with ISO
// times and level names, pretty-printed instead in the sandbox on a terminal; the integrator on request lines; no
// authorization header, secret, token or document number ever reaches a log).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import { Counter, Histogram, type Registry } from 'prom-client';
import { secretMatcher } from '../crypto.ts';
import { withTrace } from '../observability/trace.ts';
import { httpError, sendError } from './errors.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Field names whose values are secrets or personal documents, wherever they appear in a logged object. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'headers.authorization',
  '*.clientSecret',
  '*.client_secret',
  '*.webhookSecret',
  '*.password',
  '*.access_token',
  '*.token',
  '*.idNumber',
  '*.taxId',
  '*.document',
  '*.pixKey',
  '*.accountNumber',
];

/** Fields of an error that carry what a request sent: the SQL's parameters, a database error's detail and context. */
const UNLOGGED_ERROR_FIELDS = new Set(['query', 'params', 'parameters', 'values', 'detail', 'where', 'internalQuery', 'queryOptions', 'body', 'config']);

/** A database error (node-postgres's and PGlite's alike): a SQLSTATE code and a severity. */
const isDatabaseError = (error: Record<string, unknown>): boolean =>
  typeof error.severity === 'string' && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * What a log keeps of an error: its type, message, code and stack, and a database error's constraint, table and column;
 * never the statement's parameters or a database error's detail, context or query, which carry the request's data
 * (personal data included). A data exception's message (SQLSTATE class 22: `invalid input syntax for type uuid: "…"`)
 * quotes the value: it is cut there.
 */
export function loggedError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null) return { type: typeof error, message: String(error), stack: '' };
  const fields = error as Record<string, unknown> & { message?: unknown; stack?: unknown; name?: unknown; cause?: unknown };
  const database = isDatabaseError(fields);
  const rawMessage = typeof fields.message === 'string' ? fields.message : '';
  const message = database && String(fields.code).startsWith('22') ? rawMessage.replace(/:\s*(["'].*)?$/s, ': [redacted]') : rawMessage;
  const logged: LoggedError = { type: error.constructor?.name ?? 'Object', message, stack: '' };
  for (const [key, value] of Object.entries(fields)) {
    if (UNLOGGED_ERROR_FIELDS.has(key) || key === 'message' || key === 'stack' || key === 'cause') continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) logged[key] = value;
  }
  if (typeof fields.stack === 'string') {
    // The stack's first line repeats the message: it is the one logged above.
    const frames = fields.stack.split('\n').filter((line) => /^\s+at /.test(line));
    logged.stack = [`${logged.type}: ${message}`, ...frames].join('\n');
  }
  if (fields.cause !== undefined && depth < 3) logged.cause = loggedError(fields.cause, depth + 1);
  return logged;
}

/** JSON lines for machines, or lines pretty-printed by pino-pretty for a person reading a terminal. */
export type LogFormat = 'json' | 'pretty';

/**
 * How a process writes its log: pretty-printed in the sandbox when stdout is a terminal (a person is reading it), JSON
 * lines everywhere else: in production, and wherever stdout is a pipe or a file (a log shipper, a test, `| jq`).
 */
export function logFormatFor(env: 'sandbox' | 'production', stdoutIsTTY: boolean | undefined): LogFormat {
  return env === 'sandbox' && stdoutIsTTY === true ? 'pretty' : 'json';
}

/**
 * pino-pretty's settings for a terminal: colours, the local time of day, no pid or host, written to `destination`
 * (stdout, 1, unless given). It runs as pino's transport, in a worker thread of its own, so the event loop serving
 * requests never formats a line.
 */
export function prettyTransport(destination: number | string = 1): pino.TransportSingleOptions {
  return {
    target: 'pino-pretty',
    options: { destination, colorize: destination === 1, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: false },
  };
}

export function loggerOptions(level: string, format: LogFormat = 'json', destination?: number | string): FastifyServerOptions['logger'] {
  return {
    level,
    // Readable by people and by log shippers alike: "2025-01-01T12:00:00.000Z" and "info", not epoch ms and 30.
    timestamp: pino.stdTimeFunctions.isoTime,
    // pino-pretty reads the numeric level and names it itself, in colour.
    ...(format === 'pretty' ? { transport: prettyTransport(destination) } : { formatters: { level: (label: string) => ({ level: label }) } }),
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      // The path only: query strings carry filter values such as document numbers.
      req: (request: { method: string; url: string; id: string }) => ({ id: request.id, method: request.method, path: request.url.split('?')[0] }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      // Every error logged as `err`: never a statement's parameters or a database error's detail (loggedError).
      err: (error: unknown) => loggedError(error),
    },
  };
}

export function requestIdOf(header: unknown): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** Adds the request metrics to `registry` (the process's: AppContext.metrics) and the hooks that fill them. */
export function registerObservability(app: FastifyInstance, registry: Registry): Registry {
  const labels = ['method', 'route', 'status'] as const;
  // A second app on the same context (tests) counts into the same series.
  const requests =
    (registry.getSingleMetric('http_requests_total') as Counter<(typeof labels)[number]> | undefined) ??
    new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames: labels, registers: [registry] });
  const duration =
    (registry.getSingleMetric('http_request_duration_seconds') as Histogram<(typeof labels)[number]> | undefined) ??
    new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency',
      labelNames: labels,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });

  // The request runs in its own trace, so that a job it adds carries its id (a callback hook: what follows runs inside).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    withTrace({ requestId: request.id }, done);
  });
  // After authentication: the integrator on every line the request logs, "request completed" included.
  app.addHook('preHandler', async (request, reply) => {
    const principal = request.principal;
    if (principal?.kind !== 'integrator') return;
    const log = request.log.child({ integratorId: principal.integratorId });
    request.log = log;
    reply.log = log;
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const values = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(values);
    duration.observe(values, reply.elapsedTime / 1000);
  });
  return registry;
}

/**
 * GET /metrics on `app`, for the api and for a worker's METRICS_PORT alike. Metrics tell an outsider what the service
 * does and how much: in production they need METRICS_TOKEN, and without one they are not served at all. The sandbox
 * serves them openly unless a token is set.
 */
export function registerMetricsRoute(app: FastifyInstance, registry: Registry, options: { token: string | undefined; env: 'sandbox' | 'production' }): void {
  const metricsToken = options.token;
  const isMetricsToken = metricsToken === undefined ? () => false : secretMatcher(metricsToken);
  if (metricsToken === undefined && options.env !== 'sandbox') return;
  app.get(
    '/metrics',
    {
      // With a token, a request without it is 401 (the generic rules give /metrics its 429 for failed authentications).
      config: { errors: metricsToken === undefined ? [] : ['auth.unauthorized'] },
      schema: {
        operationId: 'getMetrics',
        tags: ['Operations'],
        summary: 'Prometheus metrics',
        description: 'With METRICS_TOKEN set, send it as a bearer token (401 otherwise). In production without METRICS_TOKEN: 404.',
        ...(metricsToken === undefined ? {} : { security: [{ metricsToken: [] }] }),
        response: {
          200: { description: 'The Prometheus text exposition format', content: { 'text/plain': { schema: { type: 'string' } } } },
        },
      },
    },
    async (request, reply) => {
      if (metricsToken !== undefined) {
        const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
        if (!match?.[1] || !isMetricsToken(match[1])) {
          reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
          return sendError(reply, httpError('auth.unauthorized', 'GET /metrics needs METRICS_TOKEN as a bearer token.'));
        }
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}
