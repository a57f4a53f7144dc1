// Builds the Fastify app from the cross-cutting plugins and the domain modules. It never listens by itself:
// main.ts listens, and tests call inject() or listen on a free port.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { AppContext } from './context.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { registerAuth } from './http/auth.ts';
import { apiError, registerErrorHandling, sendError, validationError } from './http/errors.ts';
import { registerIdempotency } from './http/idempotency.ts';
import { registerJsonParser, registerNulGuard } from './http/json.ts';
import { loggerOptions, registerObservability, requestIdOf } from './http/observability.ts';
import { registerOpenApi } from './http/openapi.ts';
import { beneficiaryRoutes } from './modules/beneficiaries/routes.ts';
import { integratorRoutes } from './modules/integrators/routes.ts';
import { ledgerRoutes } from './modules/ledger/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { sandboxRateRoutes } from './modules/rates/routes.ts';
import { transferRoutes } from './modules/transfers/routes.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';

export const BODY_LIMIT = 1024 * 1024;

export interface BuildOptions {
  /** The process logger; one is made from LOG_LEVEL when absent. */
  logger?: FastifyBaseLogger;
}

export function createLogger(level: string): FastifyBaseLogger {
  return pino(loggerOptions(level) as pino.LoggerOptions);
}

export async function buildApp(context: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config, db, services } = context;
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(config.logLevel),
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    bodyLimit: BODY_LIMIT,
    forceCloseConnections: 'idle',
    ajv: { customOptions: { allErrors: true, coerceTypes: false, removeAdditional: false } },
    // A malformed URL or an over-long path parameter is answered before any hook runs: give it the contract body too.
    frameworkErrors: (error, request, reply) => {
      reply.header('X-Request-Id', request.id);
      const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'a path parameter is too long' : 'the URL is not validly encoded';
      sendError(reply, validationError([{ path: '/path', message }]));
    },
  });

  registerErrorHandling(app);
  registerJsonParser(app);
  registerNulGuard(app);
  const metrics = registerObservability(app);
  await registerOpenApi(app, config.publicBaseUrl);
  registerAuth(app, { db, adminToken: config.adminToken, rateLimitRps: config.rateLimitRps });
  registerIdempotency(app, db);

  app.get('/health', { schema: { tags: ['Operations'], summary: 'The process is up' } }, async () => ({ status: 'ok' }));
  app.get('/ready', { schema: { tags: ['Operations'], summary: 'The database answers' } }, async (_request, reply) => {
    if (await db.ping()) return reply.send({ status: 'ready' });
    return sendError(reply, apiError('service.unavailable'));
  });
  app.get('/metrics', { schema: { tags: ['Operations'], summary: 'Prometheus metrics' } }, async (_request, reply) =>
    reply.type(metrics.contentType).send(await metrics.metrics()),
  );
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(integratorRoutes, { integrators: services.integrators });
  await app.register(beneficiaryRoutes, {
    beneficiaries: services.beneficiaries,
    kyx: services.kyx,
    files: services.beneficiaryFiles,
    targetAccounts: services.localTargetAccounts,
    sandbox: config.env === 'sandbox',
  });
  await app.register(webhookRoutes, { webhooks: services.webhooks });
  await app.register(ledgerRoutes, { db });
  await app.register(transferRoutes, { transfers: services.transfers, sandbox: config.env === 'sandbox' });
  await app.register(paymentRoutes, {
    contacts: services.paymentContacts,
    payments: services.payments,
    paymentsIn: services.paymentsIn,
    sandbox: config.env === 'sandbox',
  });
  // Sandbox routes do not exist in production: they answer 404 like any unknown route.
  if (config.env === 'sandbox') await app.register(sandboxRateRoutes, { rates: services.rates });
  // The integrator dashboard: HTML pages at /dashboard over the same services, left out of /openapi.json.
  await app.register(dashboardRoutes, { config, db, services });
  return app;
}
