// Owns what operators see: request ids on every answer, Prometheus metrics by route and status, and the logger's
// rules (JSON lines; no authorization header, secret, token or document number ever reaches a log).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

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

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      // The path only: query strings carry filter values such as document numbers.
      req: (request: { method: string; url: string; id: string }) => ({ id: request.id, method: request.method, path: request.url.split('?')[0] }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

export function requestIdOf(header: unknown): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

export function registerObservability(app: FastifyInstance): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labels = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames: labels, registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency',
    labelNames: labels,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const values = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(values);
    duration.observe(values, reply.elapsedTime / 1000);
  });
  return registry;
}
