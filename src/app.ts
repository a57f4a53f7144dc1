// Builds the Fastify app from the cross-cutting plugins and the domain modules. It never listens by itself:
// main.ts listens, and tests call inject() or listen on a free port.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { AppContext } from './context.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { opsRoutes } from './ops/routes.ts';
import { registerAuth } from './http/auth.ts';
import { answerConnect, clientErrorHandlerFor, registerErrorHandling, sendError } from './http/errors.ts';
import { registerIdempotency } from './http/idempotency.ts';
import { registerMethodIndex } from './http/methods.ts';
import { registerJsonParser, registerNulGuard } from './http/json.ts';
import { loggerOptions, type LogFormat, registerMetricsRoute, registerObservability, requestIdOf } from './http/observability.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerReadRouting } from './http/read-routing.ts';
import { API_DESCRIPTION } from './openapi-components.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { corridorRoutes } from './modules/corridors/index.ts';
import { kycNoticeRoutes, beneficiaryRoutes } from './modules/beneficiaries/index.ts';
import { exportRoutes } from './modules/exports/index.ts';
import { integratorError, integratorRoutes } from './modules/integrators/index.ts';
import { ledgerRoutes } from './modules/ledger/index.ts';
import { operationsRoutes } from './modules/operations/index.ts';
import { operatorRoutes } from './modules/operators/index.ts';
import { reconciliationRoutes } from './modules/reconciliation/index.ts';
import { liquidityRoutes } from './modules/liquidity/index.ts';
import { paymentRoutes, circleNotificationRoutes } from './modules/payments/index.ts';
import { registerRateMetrics } from './modules/rates/index.ts';
import { sandboxRoutes } from './modules/sandbox/index.ts';
import { screeningRoutes } from './modules/screening/index.ts';
import { bitsoWebhookRoutes, efiWebhookRoutes, pixWebhookRoutes, transferRoutes } from './modules/transfers/index.ts';
import { BitsoWebhookVerifier } from './rails/bitso/webhooks.ts';
import { complianceRoutes } from './modules/compliance/index.ts';
import { approvalRoutes } from './modules/approvals/index.ts';
import { railsSummary } from './rails/index.ts';
import { webhookRoutes } from './modules/webhooks/index.ts';
import { registerRequestLog, requestLogRoutes } from './modules/request-log/index.ts';
import { httpError } from './http/errors.ts';
import { lazySerializers, type SerializerFactory } from './http/lazy-serializers.ts';
import { lazyValidators, type ValidatorFactory } from './http/lazy-validators.ts';
import { Type } from 'typebox';
import { validationError } from './errors.ts';
import { dependentRequiredKeyword, messageKeyword } from './http/schemas.ts';

export const BODY_LIMIT = 1024 * 1024;

export interface BuildOptions {
  /** The process logger; one is made from LOG_LEVEL when absent. */
  logger?: FastifyBaseLogger;
  /** How response serializers are compiled: each at its first answer (lazySerializers) unless given. */
  serializers?: SerializerFactory;
  /** How request validators are compiled: each at its route's first request (lazyValidators) unless given. */
  validators?: ValidatorFactory;
}

/** The process logger: JSON lines, or pretty-printed lines (`format`, chosen by logFormatFor) to `destination`. */
export function createLogger(level: string, format: LogFormat = 'json', destination?: number | string): FastifyBaseLogger {
  const options = loggerOptions(level, format, destination) as pino.LoggerOptions;
  // JSON lines go to stdout unless a destination is named; pretty ones go where their transport writes.
  return format === 'json' && destination !== undefined ? pino(options, pino.destination({ dest: destination, sync: true })) : pino(options);
}

export async function buildApp(context: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config, db, services } = context;
  // The methods each path takes (http/methods.ts), known once the routes are added: Node's parser refuses an unknown
  // method before Fastify, and its answer names them too.
  let methodsOf: (url: string) => string[] = () => [];
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(config.logLevel),
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    // request.ip is the client's address from X-Forwarded-For only behind a proxy the operator trusts (TRUST_PROXY).
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // A plugin's registration may take its time on a loaded machine: avvio's default of 10 s failed a start whose
    // '@fastify/swagger-ui' (reading its static files) was slow under a CI run's load. A plugin that never finishes
    // still fails the start, after a minute.
    pluginTimeout: 60_000,
    forceCloseConnections: 'idle',
    // A client that trickles its request (one byte every 20 s) cannot hold a connection for ever.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // Node enforces the request timeout only when the headers' own timeout is no longer than it, and checks both on an
    // interval (30 s by default): keep that well under the timeout.
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(config.requestTimeoutMs / 4))),
    },
    clientErrorHandler: clientErrorHandlerFor((url) => methodsOf(url)),
    // verbose: an error carries the schema it broke, whose x-message names the rule (http/schemas.ts `rule`). A multiple
    // of 0.01 is checked to 1e-9 (0.29 / 0.01 is 28.999999999999996 in binary floating point).
    ajv: {
      customOptions: { allErrors: true, coerceTypes: false, removeAdditional: false, verbose: true, multipleOfPrecision: 9 },
      plugins: [messageKeyword, dependentRequiredKeyword],
    },
    schemaController: { compilersFactory: { buildSerializer: options.serializers ?? lazySerializers, buildValidator: options.validators ?? lazyValidators } },
    // A malformed URL or an over-long path parameter is answered before any hook runs: give it the contract body too.
    frameworkErrors: (error, request, reply) => {
      reply.header('X-Request-Id', request.id);
      const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'a path parameter is too long' : 'the URL is not validly encoded';
      sendError(reply, validationError([{ path: '/path', message }]));
    },
  });

  // Before any route is added: the methods each path takes, for 405 with Allow.
  methodsOf = registerMethodIndex(app);
  registerErrorHandling(app, { methodsOf });
  app.server.on('connect', answerConnect(methodsOf));
  if (config.env === 'production') {
    // Production is served over https (behind TLS termination): browsers must never fall back to plain http.
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
      return payload;
    });
  }
  registerJsonParser(app);
  registerNulGuard(app);
  const metrics = registerObservability(app, context.metrics.registry);
  registerRateMetrics(metrics, db, context.rails.rateRefresh);
  await registerOpenApi(app, config.publicBaseUrl, API_DESCRIPTION);
  await registerAuth(app, {
    db,
    adminToken: config.adminTokenEnabled ? config.adminToken : undefined,
    production: config.env === 'production',
    operatorOfToken: (token) => services.operators.tokens.authenticate(token),
    rateLimitRps: config.rateLimitRps,
    suspended: () => integratorError('integrator.suspended'),
    revocations: services.integrators,
  });
  registerIdempotency(app, db, context.secrets, config.retention.idempotencyKeysS);
  // Each integrator's API calls, recorded after their answers (modules/request-log).
  registerRequestLog(app, services.requestLog);
  // With DATABASE_READ_URL, a GET of a known caller reads from the replica (db/replica.ts): the request says only that.
  registerReadRouting(app);

  app.get(
    '/health',
    {
      config: { errors: [] },
      schema: {
        operationId: 'getHealth',
        tags: ['Operations'],
        summary: 'The process is up',
        description: 'Answers while the process runs, whatever its database: for a liveness probe.',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  const rails = railsSummary(context.rails);
  const readySchema = {
    operationId: 'getReadiness',
    tags: ['Operations'],
    summary: 'The database answers; which adapter stands behind each rail; the sanctions lists in use',
    description:
      'For a readiness probe: 200 with status ready, or 503 service.unavailable while the database does not answer. With a read replica (DATABASE_READ_URL), 200 with status degraded and replica down while the replica does not answer: reads then go to the primary.',
    response: {
      200: Type.Object(
        {
          status: Type.Union([Type.Literal('ready'), Type.Literal('degraded')]),
          replica: Type.Optional(Type.Union([Type.Literal('ok'), Type.Literal('down')])),
        },
        {
          additionalProperties: true,
          description:
            'status ready (or degraded: the read replica is down), with rails (the adapter behind each rail) and screening (the sanctions lists in use)',
        },
      ),
    },
  };
  app.get('/ready', { config: { errors: ['service.unavailable'] }, schema: readySchema }, async (_request, reply) => {
    if (await db.ping()) {
      // A replica that does not answer costs its reads' offload, not the service: degraded, still ready.
      const replica = db.replica && ((await db.replica.pingReplica()) ? 'ok' : 'down');
      const status = replica === 'down' ? 'degraded' : 'ready';
      return reply.send({ status, rails, screening: services.screener.status(), ...(replica ? { replica } : {}) });
    }
    return sendError(reply, httpError('service.unavailable'));
  });
  registerMetricsRoute(app, metrics, { token: config.metricsToken, env: config.env });
  app.get(
    '/openapi.json',
    {
      config: { errors: [] },
      schema: {
        operationId: 'getOpenApiDocument',
        tags: ['Operations'],
        summary: 'This document',
        description: 'The OpenAPI 3.1 description of this server’s API and of the events it sends (webhooks).',
        response: { 200: Type.Object({}, { additionalProperties: true, description: 'An OpenAPI 3.1 document' }) },
      },
    },
    async () => app.swagger(),
  );

  await app.register(integratorRoutes, { integrators: services.integrators, approvals: services.approvals, publicBaseUrl: config.publicBaseUrl });
  await app.register(beneficiaryRoutes, {
    beneficiaries: services.beneficiaries,
    kyx: services.kyx,
    files: services.beneficiaryFiles,
    targetAccounts: services.localTargetAccounts,
  });
  // The verification partner's notices, for a partner that sends them (Onfido; the sandbox partner sends none).
  if (context.rails.kyc?.capabilities.includes('NOTICES')) await app.register(kycNoticeRoutes, { notices: services.kyxNotices });
  await app.register(webhookRoutes, { webhooks: services.webhooks, endpoints: services.webhookEndpoints });
  await app.register(ledgerRoutes, { db });
  await app.register(operationsRoutes, { operations: services.operations, approvals: services.approvals });
  await app.register(approvalRoutes, { approvals: services.approvals });
  await app.register(operatorRoutes, { operators: services.operators });
  await app.register(reconciliationRoutes, { reconciliation: services.reconciliation, approvals: services.approvals, bankStatements: services.bankStatements });
  await app.register(liquidityRoutes, { db: context.db, approvals: services.approvals });
  await app.register(auditRoutes, { db });
  await app.register(corridorRoutes, { corridors: services.corridors, approvals: services.approvals });
  await app.register(screeningRoutes, { screening: services.screening, approvals: services.approvals });
  await app.register(complianceRoutes, { compliance: services.compliance, approvals: services.approvals });
  await app.register(transferRoutes, { transfers: services.transfers, chainFunding: services.chainFunding });
  await app.register(paymentRoutes, { contacts: services.paymentContacts, payments: services.payments, paymentsIn: services.paymentsIn });
  await app.register(exportRoutes, { exports: services.exports });
  await app.register(requestLogRoutes, { requestLog: services.requestLog });
  // The PIX provider's callbacks, where one collects BR on-ramps.
  if (services.pixCollections && config.rails.pix) {
    await app.register(pixWebhookRoutes, { pixCollections: services.pixCollections, secret: config.rails.pix.webhookSecret });
  }
  // Efí's callbacks about the Pix it sent, where Efí pays BR off-ramps out and a webhook secret is set.
  if (config.rails.efi?.webhookSecret && context.rails.localPayouts.BR) {
    await app.register(efiWebhookRoutes, { db, secret: config.rails.efi.webhookSecret });
  }
  // Circle's notifications of payouts, where Circle pays payments out and a notification endpoint is configured.
  if (config.rails.circle?.notificationSecret && context.rails.usdPayouts) {
    await app.register(circleNotificationRoutes, { payouts: services.paymentPayouts, secret: config.rails.circle.notificationSecret });
  }
  // Bitso's webhooks (payouts, pay-ins), where Bitso is configured with a webhook secret.
  if (config.rails.bitso?.webhookSecret) {
    const verifier = new BitsoWebhookVerifier(config.rails.bitso.baseUrl, config.rails.bitso.timeoutMs);
    await app.register(bitsoWebhookRoutes, { db, verifier, collections: services.copCollections, secret: config.rails.bitso.webhookSecret });
  }
  // Sandbox routes do not exist in production: they answer 404 like any unknown route.
  if (config.env === 'sandbox' && services.sandbox) await app.register(sandboxRoutes, { sandbox: services.sandbox });
  // The integrator dashboard: HTML pages at /dashboard over the same services, left out of /openapi.json.
  await app.register(dashboardRoutes, { config, db, services });
  // The operator console: HTML pages at /ops for operator accounts, apart from the dashboard, left out of /openapi.json.
  await app.register(opsRoutes, { config, db, services });
  return app;
}
