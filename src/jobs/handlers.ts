// Registers every job kind on the worker. Modules contribute their handlers here; the worker knows none of their rules.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { purgeIdempotencyKeys } from '../http/idempotency.ts';
import { enqueue } from './queue.ts';
import { JobWorker } from './worker.ts';

const HOUR_MS = 3600_000;

export function createWorker(context: AppContext, log: FastifyBaseLogger) {
  const { db, services } = context;
  const jobs = new JobWorker(db, {
    onError: (error, job) => log.error({ err: error, job: job && { id: job.id, kind: job.kind, attempts: job.attempts } }, 'job failed'),
  });

  jobs.register('maintenance', async () => {
    const keys = await purgeIdempotencyKeys(db);
    const tokens = await services.integrators.purgeExpiredTokens();
    if (keys + tokens > 0) log.info({ idempotencyKeys: keys, accessTokens: tokens }, 'purged expired rows');
    return { rescheduleAt: new Date(Date.now() + HOUR_MS) };
  });

  return {
    jobs,
    async start() {
      await enqueue(db, { kind: 'maintenance', uniqueKey: 'maintenance' });
      await jobs.start();
    },
    async stop() {
      await jobs.stop();
    },
  };
}
