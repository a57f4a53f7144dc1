// Batch handlers (JobWorker.registerBatch): one call takes many jobs of its kind, they are removed together when it
// returns, each is retried on its own when it throws, and the per-job loop never takes a batch kind's job.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../../src/db/index.ts';
import { enqueue } from '../../src/jobs/queue.ts';
import { JobWorker } from '../../src/jobs/runner.ts';
import { migratedDatabase, type TestDatabase } from '../helpers/app.ts';
import { until } from '../helpers/wait.ts';

describe('batch job handlers', () => {
  let database: TestDatabase;
  let db: Db;
  before(async () => {
    database = await migratedDatabase();
    db = database.db;
  });
  after(() => database.drop());

  it('hands many jobs to one call, runs each once, and removes them all', async () => {
    const calls: number[][] = [];
    const single: unknown[] = [];
    const worker = new JobWorker(db, { concurrency: 2 })
      .registerBatch(
        'many',
        async (jobs) => {
          calls.push(jobs.map((job) => job.payload.n as number));
        },
        { batchSize: 50 },
      )
      .register('many', async (job) => {
        single.push(job.payload.n);
      });
    await db.transaction(async (tx) => {
      for (let n = 0; n < 120; n++) await enqueue(tx, { kind: 'many', payload: { n } });
    });
    await worker.start();
    try {
      await until(() => calls.flat().length === 120);
      await until(async () => (await db.query(`SELECT 1 FROM jobs WHERE kind = 'many'`)).length === 0);
      assert.deepEqual(
        calls.flat().sort((a, b) => a - b),
        Array.from({ length: 120 }, (_, n) => n),
        'each job once',
      );
      assert.ok(
        calls.every((batch) => batch.length <= 50),
        'no call over batchSize',
      );
      assert.ok(calls.length <= 6, `${calls.length} calls for 120 jobs in batches of 50`);
      assert.deepEqual(single, [], 'the per-job loop leaves a batch kind alone');
    } finally {
      await worker.stop();
    }
  });

  it('retries each job of a batch whose handler throws, with the error kept', async () => {
    let calls = 0;
    const worker = new JobWorker(db, { concurrency: 1, retryBaseMs: 60_000 }).registerBatch(
      'flaky',
      async () => {
        calls++;
        throw new Error('receiver down');
      },
      { batchSize: 10 },
    );
    await db.transaction(async (tx) => {
      for (let n = 0; n < 3; n++) await enqueue(tx, { kind: 'flaky', payload: { n } });
    });
    await worker.start();
    try {
      await until(async () => (await db.query(`SELECT 1 FROM jobs WHERE kind = 'flaky' AND last_error IS NOT NULL`)).length === 3);
      const rows = await db.query<{ attempts: number; last_error: string; locked_by: string | null }>(
        `SELECT attempts, last_error, locked_by FROM jobs WHERE kind = 'flaky'`,
      );
      assert.equal(calls, 1, 'one call for the three');
      for (const row of rows) assert.deepEqual(row, { attempts: 1, last_error: 'receiver down', locked_by: null });
    } finally {
      await worker.stop();
    }
  });
});
