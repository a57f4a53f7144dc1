// What the soak samples beside memory: the row count of each table the worker keeps bounded (worker-retention.ts),
// and of the tables that must grow with the work done (the ledger, transfers, events). A bounded table is flat when
// its count at the end of the run is within 10% (or 50 rows) of what it was once its retention had started to act.
import pg from 'pg';
import { percentile, round, type Result } from './lib.ts';

export const BOUNDED_TABLES = ['idempotency_keys', 'jobs', 'webhook_attempts', 'access_tokens', 'dashboard_sessions'] as const;
export const GROWING_TABLES = ['ledger_entries', 'transfers', 'events'] as const;

/** Short retention for a soak of minutes (production keeps hours and days), and its run every few seconds. */
export const SOAK_RETENTION_ENV = {
  RETENTION_IDEMPOTENCY_KEYS: '15s',
  RETENTION_WEBHOOK_ATTEMPTS: '15s',
  RETENTION_FAILED_JOBS: '15s',
  RETENTION_INTERVAL: '5s',
};

export interface CountSample {
  atS: number;
  counts: Record<string, number>;
}

export async function sampleCounts(client: pg.Client, atS: number): Promise<CountSample> {
  const tables = [...BOUNDED_TABLES, ...GROWING_TABLES];
  const { rows } = await client.query<Record<string, string>>(`SELECT ${tables.map((table) => `(SELECT count(*) FROM ${table}) AS ${table}`).join(', ')}`);
  return { atS, counts: Object.fromEntries(tables.map((table) => [table, Number(rows[0]![table])])) };
}

/** One row per table: its count once warm against its count at the end. */
export function countRows(samples: CountSample[], seconds: number): Result[] {
  const median = (table: string, from: number, to: number) =>
    percentile(
      samples.filter((s) => s.atS >= from && s.atS < to).map((s) => s.counts[table]!),
      50,
    );
  const row = (table: string, bounded: boolean): Result => {
    const warm = median(table, seconds * 0.2, seconds * 0.4);
    const end = median(table, seconds * 0.8, seconds + 1);
    const max = Math.max(...samples.map((s) => s.counts[table]!));
    const ratio = warm > 0 ? end / warm : null;
    return {
      scenario: `soak ${Math.round(seconds)} s: ${table} rows (${bounded ? 'bounded' : 'kept, grows'})`,
      throughput: null,
      unit: 'rows',
      p50Ms: null,
      p99Ms: null,
      baseline: `median ${warm} rows once warm -> ${end} at the end (max ${max})`,
      baselineThroughput: null,
      ratio: round(ratio),
      target: bounded ? 'end <= warm x 1.10 + 50' : 'end > warm',
      met: bounded ? end <= warm * 1.1 + 50 : end > warm,
    };
  };
  return [...BOUNDED_TABLES.map((table) => row(table, true)), ...GROWING_TABLES.map((table) => row(table, false))];
}
