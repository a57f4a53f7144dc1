// Owns how the worker trims a table that would otherwise grow with traffic for ever: rows matching a rule are deleted
// a batch at a time (one short statement each, by physical row address, so each takes few locks and little WAL at
// once), with a pause between batches so that the trimming never competes with the traffic it cleans up after. The
// tables and their rules are the worker's (worker-retention.ts); the ledger, transfers, events and the audit log have
// none.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Queryable } from '../db/index.ts';

export interface RetentionRule {
  /** The table, as written in SQL. */
  table: string;
  /** Which rows go: an SQL condition over the table's row, named `t`, with $1... from `params`. */
  where: string;
  params?: readonly unknown[];
}

export interface RetentionPace {
  /** Rows one statement deletes at most. */
  batchSize: number;
  /** Pause between two statements. */
  pauseMs: number;
  /** Statements one run makes for one table at most: a backlog is worked off over several runs. */
  maxBatches?: number;
  /** Whether to go on (false once the worker is stopping). */
  running?: () => boolean;
}

/** Deletes `rule`'s rows in batches; the number of rows deleted. */
export async function trimTable(db: Queryable, rule: RetentionRule, pace: RetentionPace): Promise<number> {
  const params = rule.params ?? [];
  const limit = `$${params.length + 1}`;
  const sql = `WITH gone AS (
                 DELETE FROM ${rule.table} WHERE ctid = ANY(ARRAY(SELECT t.ctid FROM ${rule.table} t WHERE ${rule.where} LIMIT ${limit}))
                 RETURNING 1)
               SELECT count(*)::int AS n FROM gone`;
  let total = 0;
  for (let batch = 0; batch < (pace.maxBatches ?? 100); batch++) {
    const [row] = await db.query<{ n: number }>(sql, [...params, pace.batchSize]);
    const deleted = Number(row?.n ?? 0);
    total += deleted;
    if (deleted < pace.batchSize || pace.running?.() === false) break;
    if (pace.pauseMs > 0) await sleep(pace.pauseMs);
  }
  return total;
}
