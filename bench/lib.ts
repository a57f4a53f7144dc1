// What every benchmark scenario shares: a PostgreSQL started as CI starts it, the whole service on it, timing
// statistics, and the results table. Every figure is reported next to a baseline measured in the same run on the
// same machine, because these machines are shared and noisy: the ratio is the number to read.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

export interface Result {
  scenario: string;
  throughput: number | null;
  unit: string;
  p50Ms: number | null;
  p99Ms: number | null;
  baseline: string;
  baselineThroughput: number | null;
  baselineP50Ms?: number | null;
  baselineP99Ms?: number | null;
  /** throughput / baseline throughput, or for latency-only scenarios the p99 against its target. */
  ratio: number | null;
  target: string;
  met: boolean | null;
}

export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const round = (value: number | null, digits = 2): number | null => (value === null || Number.isNaN(value) ? null : Number(value.toFixed(digits)));

/** PostgreSQL for the run: DATABASE_URL when given, else a throwaway server from scripts/postgres.sh. */
export function startPostgres(): { url: string; stop: () => void } {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => {} };
  const exports = execFileSync('bash', ['scripts/postgres.sh', 'start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
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

export interface BenchService {
  base: string;
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
  const config = loadConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir, ADMIN_TOKEN: 'bench-admin-token-0123456789', LOG_LEVEL: 'silent', RATE_LIMIT_RPS: '1000000', ...env });
  const db = await openDb({ databaseUrl: config.databaseUrl, poolSize: 20 });
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

export function printTable(results: Result[]): void {
  const header = ['scenario', 'throughput', 'p50 ms', 'p99 ms', 'baseline', 'baseline thr.', 'ratio', 'target', 'met'];
  const rows = results.map((r) => [
    r.scenario,
    r.throughput === null ? '-' : `${r.throughput} ${r.unit}`,
    r.p50Ms ?? '-',
    r.p99Ms ?? '-',
    r.baseline,
    r.baselineThroughput === null ? '-' : `${r.baselineThroughput} ${r.unit}`,
    r.ratio ?? '-',
    r.target,
    r.met === null ? '-' : r.met ? 'yes' : 'NO',
  ].map(String));
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of rows) console.log(line(row));
}
