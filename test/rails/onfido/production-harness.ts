// Ponte in production mode with Onfido as its verification partner, for the end-to-end tests: the whole app and its
// worker on a fresh database, ONFIDO_* pointing at the local Onfido (src/rails/onfido/fake/onfido.ts, which holds every call to Onfido's
// OpenAPI document), an integrator whose callbacks reach a verifying receiver on 127.0.0.1, and every log line kept.
import type { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { loggerOptions } from '../../../src/http/observability.ts';
import { createWorker } from '../../../src/worker.ts';
import { startApp, type TestApp, type TestIntegrator } from '../../helpers/app.ts';
import { startReceiver, type Receiver } from '../../helpers/receiver.ts';
import { FakeOnfido } from '../../../src/rails/onfido/fake/onfido.ts';

export const API_TOKEN = 'api_live.e2e-Q7x9-secret';
export const WEBHOOK_TOKEN = 'whk_live.e2e-Zp4-secret';
export const WORKFLOW_ID = '3c1d2b7a-9e4f-4d6a-8b5c-0f1e2d3c4b5a';

export interface ProductionWithOnfido {
  t: TestApp;
  fake: FakeOnfido;
  receiver: Receiver;
  integrator: TestIntegrator;
  /** Every line the app and the worker logged, at trace level. */
  logs: string[];
  /** Where Onfido is told to send its webhooks. */
  webhookUrl: string;
  close(): Promise<void>;
}

export async function startProductionWithOnfido(env: Record<string, string> = {}): Promise<ProductionWithOnfido> {
  const fake = await FakeOnfido.start({ apiToken: API_TOKEN, webhookToken: WEBHOOK_TOKEN, workflowIds: [WORKFLOW_ID] });
  const logs: string[] = [];
  const sink = { write: (line: string) => void logs.push(line) } as unknown as Writable;
  const logger = pino(loggerOptions('trace') as pino.LoggerOptions, sink) as unknown as FastifyBaseLogger;
  const t = await startApp({
    logger,
    env: {
      PONTE_ENV: 'production',
      DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://unused@127.0.0.1:1/unused',
      SECRETS_KEY: 'ab'.repeat(32),
      ONFIDO_API_URL: fake.baseUrl,
      ONFIDO_API_TOKEN: API_TOKEN,
      ONFIDO_WORKFLOW_ID: WORKFLOW_ID,
      ONFIDO_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
      JOB_RETRY_BASE_MS: '100',
      WEBHOOK_RETRY_SCHEDULE: '1,1,1',
      ...env,
    },
  });
  // Production sends callbacks only to public https addresses (test/security/callbacks.test.ts), which this machine has
  // none of: the worker's webhook sender alone follows the sandbox's loopback policy, to reach the receiver on
  // 127.0.0.1. Every service and rail it runs is the production process's own.
  const worker = createWorker({ ...t.context, config: { ...t.config, env: 'sandbox', allowLoopbackCallbacks: true } }, logger);
  await worker.start();
  const receiver = await startReceiver();
  const integrator = await t.createIntegrator();
  // A production callback URL is checked by resolving its host as public: set it as that check would have.
  await t.db.query('UPDATE integrators SET callback_url = $2 WHERE id = $1', [integrator.id, receiver.url]);
  // From here on, a callback that does not verify with the integrator's secret is recorded as forged.
  receiver.secrets.push(integrator.webhookSecret);
  return {
    t,
    fake,
    receiver,
    integrator,
    logs,
    webhookUrl: `${t.url}/webhooks/kyc`,
    async close() {
      await worker.stop();
      await t.close();
      await receiver.close();
      await fake.close();
    },
  };
}
