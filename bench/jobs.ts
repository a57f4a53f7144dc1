// Job queue scenarios: Ponte's job runner (src/jobs) against the PostgreSQL queues people pick instead, graphile-worker
// and pg-boss, like for like: same server, same process, each on a fresh database of its own (a cold first drain),
// JOBS no-op jobs added in one statement while the workers wait, drained at concurrency 8; jobs/s from the enqueue's
// commit to the last handler's start, and each job's enqueue-to-start p50/p99. Two modes: per-job handlers, and batch
// handlers (one call takes many jobs: Ponte's registerBatch, pg-boss's batchSize, graphile-worker's local queue with
// batched completion, its nearest). Systems run in turn within each round, ROUNDS rounds.
import { createRequire } from 'node:module';
import { Logger as GraphileLogger, makeWorkerUtils, run as runGraphile, runMigrations as graphileMigrations } from 'graphile-worker';
import PgBoss from 'pg-boss';
import pg from 'pg';
import { openDb } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { JobWorker } from '../src/jobs/runner.ts';
import { enqueueSql, SERVICE_OWNER } from '../src/jobs/queue.ts';
import { createDatabase, interleaved, median, percentile, ratioRow, round, type Result } from './lib.ts';

const JOBS = Number(process.env.BENCH_JOBS ?? 20_000);
const CONCURRENCY = 8;
const BATCH = 1000;
/**
 * pg-boss's per-job modes are measured over a window, not a whole drain: work() polls every pollingIntervalSeconds
 * (0.5 s at least) per worker, and the fetch loop's two round trips a job would take minutes for JOBS jobs.
 */
const PGBOSS_WORK_WINDOW_MS = 4000;
const PGBOSS_FETCH_WINDOW_MS = 8000;

interface Drain {
  perSecond: number;
  p50: number;
  p99: number;
}

/** Times a drain: `enqueue` commits every job, `started` is called by each handler; resolves when all have started. */
class Clock {
  private committedAt = 0;
  private readonly starts: number[] = [];
  private done: (() => void) | undefined;
  private readonly finished = new Promise<void>((resolve) => (this.done = resolve));
  constructor(private readonly total: number) {}
  committed(): void {
    this.committedAt = performance.now();
  }
  started(): void {
    this.starts.push(performance.now());
    if (this.starts.length === this.total) this.done?.();
  }
  async drain(timeoutMs = 300_000): Promise<Drain> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.finished,
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`drain: ${this.starts.length} of ${this.total} started`)), timeoutMs))),
    ]);
    clearTimeout(timer);
    return this.figures();
  }
  /** The figures of what started so far (a bounded window). */
  figures(): Drain {
    const waits = this.starts.map((at) => at - this.committedAt);
    const last = Math.max(...this.starts);
    return { perSecond: this.starts.length / ((last - this.committedAt) / 1000), p50: percentile(waits, 50), p99: percentile(waits, 99) };
  }
}

async function ponte(serverUrl: string, batch: boolean, jobs = JOBS): Promise<Drain> {
  const database = await createDatabase(serverUrl);
  const db = await openDb({ databaseUrl: database.url, poolSize: CONCURRENCY + 4 });
  try {
    await migrate(db);
    const clock = new Clock(jobs);
    const worker = new JobWorker(db, { concurrency: CONCURRENCY });
    if (batch) {
      worker.registerBatch(
        'bench.noop',
        async (jobs) => {
          for (let i = 0; i < jobs.length; i++) clock.started();
        },
        { batchSize: BATCH },
      );
    } else {
      worker.register('bench.noop', async () => clock.started());
    }
    await worker.start();
    const call = enqueueSql({
      kind: "'bench.noop'",
      payload: "jsonb_build_object('n', n)",
      uniqueKey: 'NULL',
      runAt: 'NULL',
      maxAttempts: '10',
      replace: 'false',
      wake: '(n = 1)',
      owner: `'${SERVICE_OWNER}'`,
    });
    await db.query(`SELECT ${call} FROM generate_series(1, $1::int) AS n`, [jobs]);
    clock.committed();
    const figures = await clock.drain();
    await worker.stop();
    return figures;
  } finally {
    await db.close();
    await database.drop();
  }
}

async function graphile(serverUrl: string, batch: boolean, jobs = JOBS): Promise<Drain> {
  const database = await createDatabase(serverUrl);
  // Its own pool, ended here before the database is dropped.
  const pool = new pg.Pool({ connectionString: database.url, max: CONCURRENCY + 4 });
  pool.on('error', () => {});
  // graphile-worker asks for a handler on each client as well (a dropped connection is not a crash of the bench).
  pool.on('connect', (client) => client.on('error', () => {}));
  try {
    await graphileMigrations({ pgPool: pool });
    const clock = new Clock(jobs);
    const runner = await runGraphile({
      pgPool: pool,
      concurrency: CONCURRENCY,
      noHandleSignals: true,
      pollInterval: 2000,
      logger: silentGraphileLogger,
      taskList: { noop: async () => clock.started() },
      // Its batch-like mode: a local queue that locks jobs in bulk, and completions sent in batches.
      ...(batch ? { preset: { worker: { localQueue: { size: BATCH }, completeJobBatchDelay: 0, failJobBatchDelay: 0 } } } : {}),
    });
    const utils = await makeWorkerUtils({ pgPool: pool, logger: silentGraphileLogger });
    try {
      await utils.addJobs(Array.from({ length: jobs }, (_, n) => ({ identifier: 'noop', payload: { n } })));
      clock.committed();
      const figures = await clock.drain();
      return figures;
    } finally {
      await utils.release();
      await runner.stop();
    }
  } finally {
    await pool.end();
    await database.drop();
  }
}

async function pgBoss(serverUrl: string, mode: 'work' | 'fetch' | 'batch'): Promise<Drain> {
  const database = await createDatabase(serverUrl);
  const boss = new PgBoss({ connectionString: database.url, max: CONCURRENCY + 4, supervise: false, schedule: false, migrate: true });
  boss.on('error', () => {});
  try {
    await boss.start();
    await boss.createQueue('noop');
    const total = mode === 'batch' ? JOBS : Number.MAX_SAFE_INTEGER;
    const clock = new Clock(total);
    let stopped = false;
    const loops: Array<Promise<void>> = [];
    if (mode === 'fetch') {
      // Per-job handlers without the poller's sleep: CONCURRENCY loops of fetch one, run, complete.
      for (let i = 0; i < CONCURRENCY; i++) {
        loops.push(
          (async () => {
            while (!stopped) {
              const jobs = await boss.fetch('noop', { batchSize: 1 });
              if (!jobs || jobs.length === 0) {
                await new Promise((resolve) => setTimeout(resolve, 5));
                continue;
              }
              clock.started();
              await boss.complete('noop', jobs[0]!.id);
            }
          })(),
        );
      }
    } else {
      for (let i = 0; i < CONCURRENCY; i++) {
        await boss.work('noop', { batchSize: mode === 'batch' ? BATCH : 1, pollingIntervalSeconds: 0.5 }, async (jobs) => {
          for (let j = 0; j < jobs.length; j++) clock.started();
        });
      }
    }
    await boss.insert(Array.from({ length: JOBS }, (_, n) => ({ name: 'noop', data: { n } })));
    clock.committed();
    let figures: Drain;
    if (mode !== 'batch') {
      await new Promise((resolve) => setTimeout(resolve, mode === 'work' ? PGBOSS_WORK_WINDOW_MS : PGBOSS_FETCH_WINDOW_MS));
      figures = clock.figures();
    } else {
      figures = await clock.drain();
    }
    stopped = true;
    await Promise.all(loops);
    return figures;
  } finally {
    await boss.stop({ graceful: false, wait: true, close: true }).catch(() => {});
    await database.drop();
  }
}

const silentGraphileLogger = new GraphileLogger(() => () => {});

export async function jobScenarios(serverUrl: string): Promise<Result[]> {
  // A first, unmeasured drain of each warms the process (module loading, JIT): the measured ones are cold for the
  // database only, as a fresh deployment's first drain is.
  await ponte(serverUrl, false, 2000);
  await graphile(serverUrl, false, 2000);
  const runs = await interleaved({
    ponte: () => ponte(serverUrl, false),
    graphile: () => graphile(serverUrl, false),
    pgBossFetch: () => pgBoss(serverUrl, 'fetch'),
    pgBossWork: () => pgBoss(serverUrl, 'work'),
    ponteBatch: () => ponte(serverUrl, true),
    graphileBatch: () => graphile(serverUrl, true),
    pgBossBatch: () => pgBoss(serverUrl, 'batch'),
  });
  const of = `${JOBS.toLocaleString('en')} no-op jobs, concurrency ${CONCURRENCY}, cold first drain`;
  const row = (scenario: string, measured: Drain[], baseline: Drain[], baselineName: string): Result =>
    ratioRow({ scenario, unit: 'jobs/s', measured, baseline, baselineName, atLeast: 1 });
  const peer = (scenario: string, measured: Drain[]): Result => ({
    scenario,
    throughput: round(median(measured.map((m) => m.perSecond)), 0),
    unit: 'jobs/s',
    p50Ms: round(median(measured.map((m) => m.p50))),
    p99Ms: round(median(measured.map((m) => m.p99))),
    baseline: of,
    baselineThroughput: null,
    ratio: null,
    target: 'peer figure',
    met: null,
  });
  return [
    row('job queue per-job vs graphile-worker', runs.ponte, runs.graphile, `graphile-worker ${graphileVersion}, ${of}`),
    row(
      'job queue per-job vs pg-boss fetch loop',
      runs.ponte,
      runs.pgBossFetch,
      `pg-boss ${pgBossVersion}: ${CONCURRENCY} loops of fetch(1) + complete, first ${PGBOSS_FETCH_WINDOW_MS / 1000} s of a drain`,
    ),
    row(
      'job queue per-job vs pg-boss work()',
      runs.ponte,
      runs.pgBossWork,
      `pg-boss ${pgBossVersion} work() batchSize 1, 0.5 s polling, first ${PGBOSS_WORK_WINDOW_MS / 1000} s`,
    ),
    row(`job queue batch ${BATCH} vs pg-boss batchSize`, runs.ponteBatch, runs.pgBossBatch, `pg-boss ${pgBossVersion} work() batchSize ${BATCH}, ${of}`),
    row(
      `job queue batch ${BATCH} vs graphile-worker local queue`,
      runs.ponteBatch,
      runs.graphileBatch,
      `graphile-worker ${graphileVersion} localQueue ${BATCH}, batched completion, ${of}`,
    ),
    peer('peer: graphile-worker per-job', runs.graphile),
    peer('peer: pg-boss fetch loop per-job', runs.pgBossFetch),
    peer('peer: pg-boss batchSize', runs.pgBossBatch),
  ];
}

const require = createRequire(import.meta.url);
const versionOf = (name: string): string => (require(`${name}/package.json`) as { version: string }).version;
const graphileVersion = versionOf('graphile-worker');
const pgBossVersion = versionOf('pg-boss');
