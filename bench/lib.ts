// What every benchmark scenario shares: a durable PostgreSQL (scripts/postgres.sh start --durable), the whole service
// on it, timing statistics, interleaved repetitions, and the results table. Every figure is reported next to a
// baseline measured in the same run on the same machine, in pairs taken in turn (baseline, Ponte, baseline, Ponte...),
// because these machines are shared and noisy: the ratio of each pair is the number to read, its median the verdict.
import { execFileSync, fork, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, createLogger } from '../src/app.ts';
import { loadConfig } from '../src/config/index.ts';
import { createContext, type AppContext } from '../src/context.ts';
import { openDb } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { createWorker } from '../src/worker.ts';
import { currentOwner } from '../src/observability/trace.ts';

export interface Result {
  /** The scenario group (bench/run.ts sets it). */
  group?: string;
  scenario: string;
  throughput: number | null;
  unit: string;
  p50Ms: number | null;
  p99Ms: number | null;
  baseline: string;
  baselineThroughput: number | null;
  /** The baseline's unit, when not the row's (pgbench's TPS beside on-ramps/s). */
  baselineUnit?: string;
  baselineP50Ms?: number | null;
  baselineP99Ms?: number | null;
  /** The median over the interleaved pairs of throughput / baseline throughput, or for latency-only scenarios the p99 against its target. */
  ratio: number | null;
  /** The lowest pair's ratio, and how many pairs there were (absent: one measurement). */
  ratioMin?: number | null;
  pairs?: number;
  target: string;
  /** Judged on the median. */
  met: boolean | null;
  /** Set by bench/run.ts: false for the rows of a --non-durable pass (never the headline). */
  durable?: boolean;
  /** CPU time per unit of the row's throughput, median of its rounds, by whom it was spent (the settled row). */
  cpuMsPerUnit?: Record<string, number | null>;
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on every Linux architecture Node runs on). */
const USER_HZ = 100;

/**
 * CPU time (user and system, ms) spent so far by process `pid`, or by every PostgreSQL server process on this machine
 * ('postgres': the postmaster, its backends and helpers); null where /proc cannot tell (not Linux). A backend that exits
 * takes its time with it: read around a phase whose connections stay open.
 */
export function cpuMs(which: number | 'postgres'): number | null {
  const ticks = (pid: string): number => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  try {
    if (which !== 'postgres') return (ticks(String(which)) * 1000) / USER_HZ;
    let total = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += ticks(pid);
      } catch {
        // The process exited between the listing and the read.
      }
    }
    return (total * 1000) / USER_HZ;
  } catch {
    return null;
  }
}

/** How many interleaved pairs every ratio is taken from (BENCH_ROUNDS, at least 3). */
export const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 3));

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Runs each step in turn, ROUNDS times (a, b, c, a, b, c...), so that drift on a shared machine falls on every step
 * alike; answers each step's measurements in round order.
 */
export async function interleaved<K extends string, T>(steps: Record<K, () => Promise<T>>, rounds = ROUNDS): Promise<Record<K, T[]>> {
  const out = Object.fromEntries(Object.keys(steps).map((key) => [key, [] as T[]])) as Record<K, T[]>;
  for (let round = 0; round < rounds; round++) {
    for (const key of Object.keys(steps) as K[]) out[key].push(await steps[key]());
  }
  return out;
}

/** The per-pair ratios of `measured` to `baseline` (same round), their min and median. */
export function pairRatios(measured: number[], baseline: number[]): { min: number; median: number; ratios: number[] } {
  const ratios = measured.map((value, i) => value / baseline[i]!);
  return { min: Math.min(...ratios), median: median(ratios), ratios };
}

/**
 * A throughput row from interleaved pairs: the figures are medians, the ratio is per pair (min and median), and `met`
 * is the median against `atLeast`.
 */
export function ratioRow(input: {
  scenario: string;
  unit: string;
  measured: Array<{ perSecond: number; p50?: number; p99?: number }>;
  baseline: Array<{ perSecond: number; p50?: number; p99?: number }>;
  baselineName: string;
  atLeast: number;
}): Result {
  const { min, median: mid } = pairRatios(
    input.measured.map((m) => m.perSecond),
    input.baseline.map((b) => b.perSecond),
  );
  const med = (rows: Array<{ p50?: number; p99?: number }>, key: 'p50' | 'p99') =>
    rows.every((row) => row[key] !== undefined) ? round(median(rows.map((row) => row[key]!))) : null;
  return {
    scenario: input.scenario,
    throughput: round(median(input.measured.map((m) => m.perSecond)), 0),
    unit: input.unit,
    p50Ms: med(input.measured, 'p50'),
    p99Ms: med(input.measured, 'p99'),
    baseline: input.baselineName,
    baselineThroughput: round(median(input.baseline.map((b) => b.perSecond)), 0),
    baselineP50Ms: med(input.baseline, 'p50'),
    baselineP99Ms: med(input.baseline, 'p99'),
    ratio: round(mid),
    ratioMin: round(min),
    pairs: input.measured.length,
    target: `>= ${input.atLeast.toFixed(2)} of baseline`,
    met: mid >= input.atLeast,
  };
}

export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const round = (value: number | null, digits = 2): number | null => (value === null || Number.isNaN(value) ? null : Number(value.toFixed(digits)));

/**
 * PostgreSQL for the run: DATABASE_URL when given, else a throwaway server from scripts/postgres.sh, durable (the
 * production defaults: fsync, synchronous_commit, full_page_writes on) unless `durable` is false.
 */
export function startPostgres(durable = true): { url: string; stop: () => void } {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => {} };
  const exports = execFileSync('bash', ['scripts/postgres.sh', 'start', durable ? '--durable' : '--non-durable'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const env: Record<string, string> = {};
  for (const line of exports.split('\n')) {
    const match = /^export (\w+)=(.*)$/.exec(line);
    if (match) env[match[1]!] = match[2]!.replace(/^'(.*)'$/, '$1');
  }
  return {
    url: env.DATABASE_URL!,
    stop: () => execFileSync('bash', ['scripts/postgres.sh', 'stop'], { env: { ...process.env, ...env }, stdio: 'inherit' }),
  };
}

/** What results.json records of the server: the settings a figure depends on, and its version. */
export async function serverSettings(serverUrl: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; value: string }>(
      `SELECT name, current_setting(name) AS value FROM pg_settings
        WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes', 'shared_buffers', 'max_connections', 'wal_level', 'server_version')
        ORDER BY name`,
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.value]));
  } finally {
    await client.end();
  }
}

/** pgbench on PATH or beside the server binaries of scripts/postgres.sh; null when absent. */
export function pgbenchPath(): string | null {
  for (const candidate of ['pgbench', ...(process.env.PONTE_PG_BIN ? [path.join(process.env.PONTE_PG_BIN, 'pgbench')] : [])]) {
    try {
      execFileSync(candidate, ['--version'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // try the next
    }
  }
  return null;
}

/**
 * The database's own limit for what the one-INSERT endpoint does: pgbench, `clients` connections, each transaction one
 * single-row INSERT (autocommit), for `seconds`, on a database of its own on the same server. Transactions per second.
 */
export async function pgbenchInserts(serverUrl: string, clients: number, seconds: number): Promise<number> {
  const bin = pgbenchPath();
  if (!bin) throw new Error('pgbench is absent');
  const database = await createDatabase(serverUrl);
  const dir = mkdtempSync(path.join(tmpdir(), 'ponte-pgbench-'));
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      'CREATE TABLE bench_inserts (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), integrator_id uuid NOT NULL, body jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())',
    );
    await client.end();
    const script = path.join(dir, 'insert.sql');
    writeFileSync(
      script,
      `INSERT INTO bench_inserts (integrator_id, body) VALUES ('00000000-0000-4000-8000-000000000001', '{"amount":{"currencyCode":"BRL","value":1000},"type":"ON_RAMP"}');\n`,
    );
    const out = execFileSync(bin, ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', script, database.url], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${out}`);
    return Number(tps);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
}

export interface BenchService {
  base: string;
  /** The service's database (fresh, migrated), which a service process or the bare baseline may share. */
  databaseUrl: string;
  context: AppContext;
  close(): Promise<void>;
}

/** A fresh database on the server, and how to drop it. */
export async function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ponte_bench_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A fresh database on the server, the service on it (API and worker in this process), listening on a free port.
 * `beforeListen` may add bench-only routes to this app instance (a baseline behind the same stack); production has none.
 */
export async function startService(
  serverUrl: string,
  env: Record<string, string> = {},
  beforeListen?: (app: FastifyInstance, context: AppContext) => Promise<void>,
): Promise<BenchService> {
  const database = await createDatabase(serverUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ponte-bench-'));
  const config = loadConfig({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    ADMIN_TOKEN: 'bench-admin-token-0123456789',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_RPS: '1000000',
    ...env,
  });
  const db = await openDb({ databaseUrl: config.databaseUrl, poolSize: 20, owner: currentOwner });
  await migrate(db);
  const context = await createContext(config, db);
  const logger = createLogger('silent');
  const app = await buildApp(context, { logger });
  await beforeListen?.(app, context);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const worker = createWorker(context, logger);
  await worker.start();
  return {
    base,
    databaseUrl: database.url,
    context,
    async close() {
      await app.close();
      await worker.stop();
      await db.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServiceProcess {
  base: string;
  /** The service's process id (its CPU time: cpuMs). */
  pid: number;
  /** A pool on the service's database, for seeding and for reading what it wrote. */
  db: pg.Pool;
  close(): Promise<void>;
}

/**
 * The whole service (api and worker roles) in a process of its own, started as an operator would (`node src/main.ts`,
 * migrations on start), on a fresh database of the server: the bench's own load generator and receiver then run on
 * the bench's event loop, not on the service's, as the integrators' clients would be on other machines.
 */
export async function startServiceProcess(
  serverUrl: string,
  env: Record<string, string> = {},
  options: { databaseUrl?: string } = {},
): Promise<ServiceProcess> {
  // options.databaseUrl: a database already made (and migrated) by the bench, shared with an in-process service; it
  // is left to its maker.
  const database = options.databaseUrl ? { url: options.databaseUrl, drop: async () => {} } : await createDatabase(serverUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ponte-bench-'));
  // BENCH_SERVICE_CPU_PROF=<directory>: the service writes a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_SERVICE_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVICE_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_TOKEN: 'bench-admin-token-0123456789',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!.replace('0.0.0.0', '127.0.0.1'));
    });
    child.on('exit', (code) => reject(new Error(`the service exited (${code}) before it listened:\n${output}`)));
  });
  const db = new pg.Pool({ connectionString: database.url, max: 4 });
  return {
    base,
    pid: child.pid!,
    db,
    async close() {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await db.end();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The bare baseline (bench/bare.ts) in a process of its own, on `databaseUrl`: Fastify and pg, one INSERT
 * (POST /insert) or one SELECT of a transfer (GET /select/:id), no auth, no hooks.
 */
export async function startBare(databaseUrl: string): Promise<{ base: string; close(): Promise<void> }> {
  const child = fork(new URL('./bare.ts', import.meta.url).pathname, [databaseUrl], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve(message.url));
    child.once('exit', (code) => reject(new Error(`the bare baseline exited (${code}) before it listened`)));
  });
  return {
    base,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
    },
  };
}

/** An integrator made through the admin API of a service process, and its bearer token. */
export async function createIntegrator(
  base: string,
  input: { name: string; callbackUrl?: string; integratorFeeBps?: number },
): Promise<{ id: string; token: string; webhookSecret: string }> {
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, string>;
  };
  const created = await post('/v1/integrators', { email: `${input.name}@example.com`, ...input }, 'bench-admin-token-0123456789');
  const token = await post('/v1/auth/token', { grant_type: 'client_credentials', client_id: created.clientId, client_secret: created.clientSecret });
  return { id: created.id!, token: token.access_token!, webhookSecret: created.webhookSecret! };
}

export function printTable(results: Result[]): void {
  const header = ['scenario', 'throughput', 'p50 ms', 'p99 ms', 'baseline', 'baseline thr.', 'ratio min', 'ratio median', 'target', 'met'];
  const rows = results.map((r) =>
    [
      r.durable === false ? `${r.scenario} [non-durable]` : r.scenario,
      r.throughput === null ? '-' : `${r.throughput} ${r.unit}`,
      r.p50Ms ?? '-',
      r.p99Ms ?? '-',
      r.baseline,
      r.baselineThroughput === null ? '-' : `${r.baselineThroughput} ${r.baselineUnit ?? r.unit}`,
      r.ratioMin ?? '-',
      r.ratio ?? '-',
      r.target,
      r.met === null ? '-' : r.met ? 'yes' : 'NO',
    ].map(String),
  );
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of rows) console.log(line(row));
}
