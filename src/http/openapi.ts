// Owns the published description of the API: OpenAPI 3.1 built from the same schemas the server validates with, every
// route carrying the error answers it can give, and a readable reference at /docs served from this process.
import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorBody } from './schemas.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every documented route the server has: what /openapi.json must list, and what the fuzzer calls. */
    routeList: Array<{ method: string; url: string }>;
  }
}

/** The error answers each route can give, added to its response schemas so OpenAPI lists them. */
function errorAnswers(route: RouteOptions): Record<number, unknown> {
  const auth = route.config?.auth ?? (route.url.startsWith('/v1/') ? 'integrator' : 'none');
  const answers: Record<number, unknown> = { 500: ErrorBody };
  const schema = route.schema ?? {};
  if (auth !== 'none' || schema.security) answers[401] = ErrorBody;
  if (route.url.startsWith('/v1/')) answers[429] = ErrorBody;
  if (schema.body || schema.querystring || schema.params || route.method === 'POST' || route.method === 'PUT') answers[400] = ErrorBody;
  if (route.url.includes(':')) answers[404] = ErrorBody;
  if (route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH') {
    answers[409] = ErrorBody;
    answers[413] = ErrorBody;
    answers[415] = ErrorBody;
    answers[422] = ErrorBody;
  }
  return answers;
}

export async function registerOpenApi(app: FastifyInstance, publicBaseUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Ponte API',
        version: '1.0.0',
        description:
          'Moves money between local-currency bank accounts (BRL through PIX, COP) and USDC for the beneficiaries of integrators. ' +
          'Every non-2xx answer has the ErrorBody shape; every POST and PUT takes an optional Idempotency-Key header.',
      },
      servers: [{ url: publicBaseUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'An access token from POST /v1/auth/token, or ADMIN_TOKEN for operator routes' },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, for GET /metrics when it is set' },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      const auth = route.config?.auth ?? (url.startsWith('/v1/') ? 'integrator' : 'none');
      const transformed = { ...(schema ?? {}) } as Record<string, unknown>;
      if (auth !== 'none') transformed.security = [{ bearer: [] }];
      return { schema: transformed as never, url };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });

  const routes: Array<{ method: string; url: string }> = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/docs') || route.schema?.hide) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
    const schema = (route.schema ??= {});
    const response = (schema.response ??= {}) as Record<string | number, unknown>;
    for (const [status, body] of Object.entries(errorAnswers(route))) {
      response[status] ??= body;
    }
  });
}
