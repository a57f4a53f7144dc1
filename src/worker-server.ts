// Owns what a worker-only process serves on METRICS_PORT: /health (the process is up), /ready (the database answers and
// the worker's loops go round: the job runner's and the webhook dispatcher's) and /metrics (the process's registry,
// guarded by METRICS_TOKEN as the api's is). The api process serves its own; a worker has no other HTTP server.
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Db } from './db/index.ts';
import { httpError, registerErrorHandling, sendError } from './http/errors.ts';
import { registerMetricsRoute, requestIdOf } from './http/observability.ts';
import type { Metrics } from './observability/metrics.ts';

export interface WorkerServerOptions {
  port: number;
  host: string;
  env: 'sandbox' | 'production';
  metricsToken: string | undefined;
  db: Db;
  metrics: Metrics;
  /** Each loop of the worker, and whether it is alive. */
  loops: () => Record<string, boolean>;
  /** True once the worker drains: /ready then answers 503, so nothing waits on this process. */
  draining: () => boolean;
  log: FastifyBaseLogger;
}

export async function startWorkerServer(options: WorkerServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.log,
    // Probes every few seconds would bury the worker's own lines.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
  });
  registerErrorHandling(app);
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    const loops = options.loops();
    const database = await options.db.ping();
    if (database && !options.draining() && Object.values(loops).every(Boolean)) return { status: 'ready', role: 'worker', loops };
    const down = [
      ...(database ? [] : ['the database does not answer']),
      ...Object.entries(loops)
        .filter(([, up]) => !up)
        .map(([name]) => `the ${name} loop is not running`),
    ];
    const message = options.draining() ? 'The worker is draining.' : `The worker is not ready: ${down.join('; ')}.`;
    return sendError(reply, httpError('service.unavailable', message));
  });
  registerMetricsRoute(app, options.metrics.registry, { token: options.metricsToken, env: options.env });
  await app.listen({ port: options.port, host: options.host });
  return app;
}
