// The worker loop: NOTIFY wakes it, SKIP LOCKED under a lease shares work between workers exactly once, a crashed
// worker's job is taken again after its lease, failures back off and end as failed, or in the kind's onExhausted.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../../src/db/index.ts';
import { enqueue } from '../../src/jobs/queue.ts';
import { JobWorker } from '../../src/jobs/runner.ts';
import { RailError, RailUnavailableError } from '../../src/rails/capabilities/errors.ts';
import { migratedDatabase, type TestDatabase } from '../helpers/app.ts';
import { until } from '../helpers/wait.ts';

describe('job worker', () => {
  let database: TestDatabase;
  let db: Db;
  before(async () => {
    database = await migratedDatabase();
    db = database.db;
  });
  after(() => database.drop());

  it('is woken by NOTIFY when a job is added, not by its poll', async () => {
    const ran: string[] = [];
    // Idle for up to a minute: only the notification can make it run the job within this test.
    const worker = new JobWorker(db, { idleMaxMs: 60_000 }).register('wake', async (job) => {
      ran.push(job.payload.name as string);
    });
    await worker.start();
    try {
      await sleep(300); // let it fall idle
      await db.transaction((tx) => enqueue(tx, { kind: 'wake', payload: { name: 'first' } }));
      await until(() => ran.length === 1, 5_000);
      assert.deepEqual(ran, ['first']);
      // The runner removes a done job in the statement after its handler returns (with its next claim): wait for it.
      await until(async () => (await db.query(`SELECT * FROM jobs WHERE kind = 'wake'`)).length === 0, 5_000);
      assert.deepEqual(ran, ['first'], 'run once');
    } finally {
      await worker.stop();
    }
  });

  it('takes owners in turns: a job added behind another integrator’s backlog of 200 runs among the first few', async () => {
    const noisy = '11111111-1111-4111-8111-111111111111';
    const quiet = '22222222-2222-4222-8222-222222222222';
    const past = new Date(Date.now() - 60_000);
    // The backlog is due a minute earlier than the quiet job: in due order it would run 201st.
    await db.transaction(async (tx) => {
      for (let n = 0; n < 200; n++) await enqueue(tx, { kind: 'fair', payload: { who: 'noisy', n }, runAt: past, ownerId: noisy });
      await enqueue(tx, { kind: 'fair', payload: { who: 'quiet' }, ownerId: quiet });
    });
    const ran: string[] = [];
    const worker = new JobWorker(db, { concurrency: 2 }).register('fair', async (job) => {
      ran.push(job.payload.who as string);
      await sleep(2);
    });
    await worker.start();
    try {
      await until(() => ran.length === 201, 30_000);
      const at = ran.indexOf('quiet');
      assert.ok(at >= 0 && at < 4, `the quiet integrator's job ran ${at + 1}th`);
    } finally {
      await worker.stop();
    }
  });

  it('does not see a job enqueued in a transaction that rolled back', async () => {
    await db
      .transaction(async (tx) => {
        await enqueue(tx, { kind: 'ghost' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    assert.equal((await db.query(`SELECT * FROM jobs WHERE kind = 'ghost'`)).length, 0);
  });

  it('runs each of 100 jobs exactly once across two workers', async () => {
    const runs = new Map<number, number>();
    const handler = async (job: { payload: Record<string, unknown> }) => {
      const n = job.payload.n as number;
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await sleep(2);
    };
    const one = new JobWorker(db, { concurrency: 4 }).register('count', handler);
    const two = new JobWorker(db, { concurrency: 4 }).register('count', handler);
    await Promise.all([one.start(), two.start()]);
    try {
      await db.transaction(async (tx) => {
        for (let n = 0; n < 100; n++) await enqueue(tx, { kind: 'count', payload: { n } });
      });
      await until(() => runs.size === 100, 20_000);
      await sleep(200);
      assert.deepEqual(
        [...runs.values()].filter((count) => count !== 1),
        [],
      );
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  });

  it("takes a crashed worker's job again once its lease has passed, and not before", async () => {
    const ran: string[] = [];
    await db.query(
      `INSERT INTO jobs (id, kind, payload, attempts, locked_until, locked_by)
       VALUES (gen_random_uuid(), 'orphan', '{"name":"expired"}', 1, now() - interval '1 second', 'dead-worker'),
              (gen_random_uuid(), 'orphan', '{"name":"leased"}', 1, now() + interval '1500 milliseconds', 'busy-worker')`,
    );
    const worker = new JobWorker(db).register('orphan', async (job) => {
      ran.push(job.payload.name as string);
    });
    await worker.start();
    try {
      await until(() => ran.includes('expired'));
      assert.deepEqual(ran, ['expired'], 'a job under a live lease was taken');
      await until(() => ran.includes('leased'), 5_000);
    } finally {
      await worker.stop();
    }
  });

  it('retries a failing job with back-off, then keeps it as failed with its error', async () => {
    let calls = 0;
    const worker = new JobWorker(db).register('flaky', async () => {
      calls++;
      throw new Error(`attempt ${calls} failed`);
    });
    await db.transaction((tx) => enqueue(tx, { kind: 'flaky', maxAttempts: 2 }));
    // The back-off after the first failure is 2 s; bring it forward instead of waiting.
    await worker.start();
    try {
      await until(() => calls === 1);
      await until(async () => (await db.query(`SELECT 1 FROM jobs WHERE kind = 'flaky' AND locked_until IS NULL AND run_at > now()`)).length === 1);
      await db.query(`UPDATE jobs SET run_at = now() WHERE kind = 'flaky'`);
      worker['loop'].wake();
      await until(async () => (await db.query(`SELECT 1 FROM jobs WHERE kind = 'flaky' AND failed_at IS NOT NULL`)).length === 1);
      const [job] = await db.query<{ attempts: number; last_error: string }>(`SELECT attempts, last_error FROM jobs WHERE kind = 'flaky'`);
      assert.equal(job!.attempts, 2);
      assert.equal(job!.last_error, 'attempt 2 failed');
      assert.equal(calls, 2);
    } finally {
      await worker.stop();
    }
  });

  it("hands a job's last failed attempt to its kind's onExhausted, once, and removes the job it settles", async () => {
    let calls = 0;
    const exhausted: Array<{ attempts: number; error: string }> = [];
    const worker = new JobWorker(db, { retryBaseMs: 1 }).register(
      'doomed',
      async () => {
        calls++;
        throw new Error(`attempt ${calls} failed`);
      },
      {
        onExhausted: async (job, error) => {
          exhausted.push({ attempts: job.attempts, error: (error as Error).message });
        },
      },
    );
    await db.transaction((tx) => enqueue(tx, { kind: 'doomed', maxAttempts: 3 }));
    const started = Date.now();
    await worker.start();
    try {
      await until(async () => (await db.query(`SELECT 1 FROM jobs WHERE kind = 'doomed'`)).length === 0);
      assert.equal(calls, 3, 'retried until max_attempts');
      assert.ok(Date.now() - started < 1500, 'after 2 ms and 4 ms with retryBaseMs 1 (2 s and 4 s by default)');
      assert.deepEqual(exhausted, [{ attempts: 3, error: 'attempt 3 failed' }]);
    } finally {
      await worker.stop();
    }
  });

  it('does not retry a permanent rail error: its one attempt goes to onExhausted, or keeps the job failed with its code', async () => {
    let calls = 0;
    const exhausted: string[] = [];
    const failed: Array<{ lastError: string; code: unknown }> = [];
    const worker = new JobWorker(db, {
      retryBaseMs: 1,
      onJobFailed: async (_tx, _job, lastError, error) => {
        failed.push({ lastError, code: (error as { railCode?: unknown }).railCode });
      },
    })
      .register(
        'refused-settled',
        async () => {
          calls++;
          throw new RailError('the provider refused: insufficient balance', 'insufficient_funds');
        },
        { onExhausted: async (_job, error) => void exhausted.push((error as RailError).railCode) },
      )
      .register('refused-kept', async () => {
        calls++;
        throw new RailError('the provider refused the request', 'invalid_request');
      });
    await db.transaction(async (tx) => {
      await enqueue(tx, { kind: 'refused-settled', maxAttempts: 5 });
      await enqueue(tx, { kind: 'refused-kept', maxAttempts: 5 });
    });
    await worker.start();
    try {
      await until(async () => exhausted.length === 1 && failed.length === 1);
      await sleep(100);
      assert.equal(calls, 2, 'each ran once, not five times');
      assert.deepEqual(exhausted, ['insufficient_funds']);
      assert.deepEqual(failed, [{ lastError: 'the provider refused the request', code: 'invalid_request' }]);
      const [kept] = await db.query<{ attempts: number; failed: boolean }>(
        `SELECT attempts, failed_at IS NOT NULL AS failed FROM jobs WHERE kind = 'refused-kept'`,
      );
      assert.deepEqual(kept, { attempts: 1, failed: true });
    } finally {
      await worker.stop();
    }
  });

  it("retries a retryable rail error no sooner than the rail's Retry-After, and with back-off when it gives none", async () => {
    let calls = 0;
    const worker = new JobWorker(db, { retryBaseMs: 1 })
      .register('rate-limited', async () => {
        calls++;
        throw new RailUnavailableError('too many requests', { code: 'rate_limited', retryAfterMs: 30_000 });
      })
      .register('unavailable', async () => {
        calls++;
        throw new RailUnavailableError('could not connect');
      });
    await db.transaction(async (tx) => {
      await enqueue(tx, { kind: 'rate-limited', maxAttempts: 5 });
      await enqueue(tx, { kind: 'unavailable', maxAttempts: 2 });
    });
    await worker.start();
    try {
      await until(async () => (await db.query(`SELECT 1 FROM jobs WHERE kind = 'unavailable' AND failed_at IS NOT NULL`)).length === 1);
      const [limited] = await db.query<{ attempts: number; wait_s: number; failed: boolean }>(
        `SELECT attempts, extract(epoch FROM run_at - now())::float8 AS wait_s, failed_at IS NOT NULL AS failed FROM jobs WHERE kind = 'rate-limited'`,
      );
      assert.equal(limited!.attempts, 1);
      assert.equal(limited!.failed, false, 'a retryable error is retried');
      assert.ok(limited!.wait_s > 25 && limited!.wait_s <= 30, `next attempt in ${limited!.wait_s} s, not the 2 ms of the back-off`);
      assert.equal(calls, 3, 'the unavailable one retried to its max_attempts (2), the rate-limited one waiting');
    } finally {
      await worker.stop();
    }
  });

  it('keeps the job failed, with the error its onExhausted throws, for an operator', async () => {
    const worker = new JobWorker(db, { retryBaseMs: 1 }).register(
      'undecided',
      async () => {
        throw new Error('rail timed out');
      },
      {
        onExhausted: async (_job, error) => {
          throw new Error(`outcome unknown: ${(error as Error).message}`);
        },
      },
    );
    await db.transaction((tx) => enqueue(tx, { kind: 'undecided', maxAttempts: 2 }));
    await worker.start();
    try {
      await until(async () => (await db.query(`SELECT 1 FROM jobs WHERE kind = 'undecided' AND failed_at IS NOT NULL`)).length === 1);
      const [job] = await db.query<{ attempts: number; last_error: string }>(`SELECT attempts, last_error FROM jobs WHERE kind = 'undecided'`);
      assert.deepEqual({ ...job }, { attempts: 2, last_error: 'outcome unknown: rail timed out' });
    } finally {
      await worker.stop();
    }
  });

  it('runs a job again, with a fresh count of attempts, when its onExhausted reschedules it', async () => {
    let calls = 0;
    let exhausted = 0;
    const worker = new JobWorker(db, { retryBaseMs: 1 }).register(
      'revived',
      async () => {
        calls++;
        if (calls <= 2) throw new Error(`attempt ${calls} failed`);
      },
      {
        onExhausted: async () => {
          exhausted++;
          return { rescheduleAt: new Date(Date.now() + 20) };
        },
      },
    );
    await db.transaction((tx) => enqueue(tx, { kind: 'revived', maxAttempts: 2 }));
    await worker.start();
    try {
      await until(async () => calls === 3 && (await db.query(`SELECT 1 FROM jobs WHERE kind = 'revived'`)).length === 0);
      assert.equal(exhausted, 1);
    } finally {
      await worker.stop();
    }
  });

  it('keeps one live job per unique key, and replaces it when asked', async () => {
    await db.transaction(async (tx) => {
      await enqueue(tx, { kind: 'later', uniqueKey: 'timeout:1', runAt: new Date(Date.now() + 60_000) });
      await enqueue(tx, { kind: 'later', uniqueKey: 'timeout:1', runAt: new Date(Date.now() + 120_000) });
    });
    const [first] = await db.query<{ n: number; run_at: Date }>(`SELECT count(*)::int AS n, max(run_at) AS run_at FROM jobs WHERE unique_key = 'timeout:1'`);
    assert.equal(first!.n, 1);
    assert.ok(first!.run_at.getTime() < Date.now() + 90_000);
    await db.transaction((tx) => enqueue(tx, { kind: 'later', uniqueKey: 'timeout:1', runAt: new Date(Date.now() + 120_000), replace: true }));
    const [second] = await db.query<{ run_at: Date }>(`SELECT run_at FROM jobs WHERE unique_key = 'timeout:1'`);
    assert.ok(second!.run_at.getTime() > Date.now() + 90_000);
  });

  it('runs a job again at the time its handler asks for', async () => {
    let calls = 0;
    const worker = new JobWorker(db).register('poll', async () => {
      calls++;
      return calls < 3 ? { rescheduleAt: new Date(Date.now() + 100) } : undefined;
    });
    await db.transaction((tx) => enqueue(tx, { kind: 'poll' }));
    await worker.start();
    try {
      await until(() => calls === 3);
      await until(async () => (await db.query(`SELECT 1 FROM jobs WHERE kind = 'poll'`)).length === 0);
    } finally {
      await worker.stop();
    }
  });
});
