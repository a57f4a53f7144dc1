// Owns what every database of the service shares, whatever runs it: the types services see (`Queryable`, `Db`,
// `Transaction`), how parameters travel (amounts as exact text), and the small helpers over a query. index.ts opens a
// database; replica.ts routes reads; both build on this.
import { createHash } from 'node:crypto';
import { Decimal } from 'decimal.js';
import type pg from 'pg';
import { validate } from 'uuid';

export type Row = Record<string, unknown>;

/**
 * A statement PostgreSQL parses and plans once per connection, then only binds and runs: for the hot statements of
 * the background loops, whose text never varies. It names its result columns (no `*`), so that a column added by a
 * migration never changes the result type of a statement a running process has prepared.
 */
export interface Prepared {
  name: string;
  text: string;
}

export type Sql = string | Prepared;

/**
 * A prepared statement whose text a caller builds (a column list from its rows): named by `prefix` and a digest of
 * the text, so that two texts never share a name on a connection, and the same text is prepared once.
 */
export const preparedAs = (prefix: string, text: string): Prepared => ({
  name: `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`,
  text,
});

export interface Queryable {
  query<T = Row>(sql: Sql, params?: readonly unknown[]): Promise<T[]>;
}

export const textOf = (sql: Sql): string => (typeof sql === 'string' ? sql : sql.text);

/** A transaction's handle: its statements, and scripts of several statements run as written (migrations). */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
  /**
   * Wakes every process's listeners of `channel` once this transaction has committed, by a NOTIFY sent after the
   * COMMIT (PostgreSQL; absent on the embedded database): see `deferWake`.
   */
  wakeAfterCommit?(channel: string): void;
}

/**
 * Asks for a wake-up of `channel`'s listeners (a NOTIFY whose payload they ignore: new work is there) once `q`'s
 * transaction commits; true when `q` takes it, false when the caller must send its NOTIFY in its own statement (the
 * embedded database, or a statement outside a transaction).
 *
 * Why not in the transaction: PostgreSQL commits notifying transactions one at a time (a NOTIFY takes a database-wide
 * lock at pre-commit and keeps it through the commit's WAL flush), so a NOTIFY in each busy transaction turns group
 * commit into a queue of flushes: on the bench's durable server pgbench's one-row INSERT with 16 clients went from
 * ~5,400 to ~290 transactions a second with a NOTIFY in each. After the commit, the wake-ups of many transactions
 * share one statement that commits without waiting for its flush (a lost wake-up is what a crash would lose, and
 * every listener also polls: the claim loops look at least every 2 s).
 */
export function deferWake(q: Queryable, channel: string): boolean {
  const wake = (q as Partial<Transaction>).wakeAfterCommit;
  if (typeof wake !== 'function') return false;
  wake.call(q, channel);
  return true;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  /** Calls `onNotify` for each NOTIFY on `channel`, reconnecting after a lost connection. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** Reads from a streaming replica (replica.ts), where DATABASE_READ_URL names one. */
  readonly replica?: ReplicaStatus;
  /** The connections this process holds (for /metrics): open, idle, clients waiting for one, and the cap. */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

/** A replica's state and counts, for /ready and /metrics. */
export interface ReplicaStatus {
  pingReplica(): Promise<boolean>;
  replicaStats(): ReplicaStats;
}

export interface PoolStats {
  total: number;
  max: number;
  /** Absent where not measured (the embedded database). */
  idle?: number;
  waiting?: number;
}

/**
 * Amounts travel as exact decimal text, never as binary floating point. Arrays become PostgreSQL arrays; other
 * objects become JSON (for jsonb columns; a jsonb array must be passed already serialised).
 */
function toParam(value: unknown): unknown {
  if (value instanceof Decimal) return value.toFixed();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toParam);
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value) && !(value instanceof Uint8Array)) {
    return JSON.stringify(value);
  }
  return value;
}

export const toParams = (params: readonly unknown[] | undefined): unknown[] => (params ?? []).map(toParam);

export async function one<T = Row>(db: Queryable, sql: Sql, params?: readonly unknown[]): Promise<T> {
  const rows = await db.query<T>(sql, params);
  if (rows.length !== 1) throw new Error(`expected one row, got ${rows.length}`);
  return rows[0] as T;
}

export async function maybeOne<T = Row>(db: Queryable, sql: Sql, params?: readonly unknown[]): Promise<T | undefined> {
  const rows = await db.query<T>(sql, params);
  return rows[0];
}

/**
 * Whether `text` can be a value of a uuid column. The guard before a lookup by an id that came from outside: PostgreSQL
 * refuses a text that is not a UUID as uuid input (an error, not an empty result), and such an id names no row.
 */
export const isUuid = (text: string): boolean => validate(text);

/** The row whose uuid `$1` is `params[0]`, or none, also when that id is not a UUID at all (see isUuid). */
export async function maybeOneByUuid<T = Row>(db: Queryable, sql: Sql, params: readonly [string, ...unknown[]]): Promise<T | undefined> {
  return isUuid(params[0]) ? maybeOne<T>(db, sql, params) : undefined;
}

/** True for a unique constraint violation (SQLSTATE 23505), on either driver. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidate = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (candidate?.code !== '23505') return false;
  return constraint === undefined || candidate.constraint === constraint || String(candidate.message).includes(constraint);
}

export interface ReplicaStats {
  /** 'ok' while the replica answers; 'down' for a few seconds after it did not (reads go to the primary meanwhile). */
  state: 'ok' | 'down';
  replicaReads: number;
  primaryReads: number;
  /** Reads the replica should have served and the primary did: the replica errored or was down. */
  fallbacks: number;
  /** Reads sent to the primary because the replica had not yet replayed the caller's last write. */
  lagging: number;
}

/** A statement for node-postgres, with its parameters converted (the primary's and the replica's pools alike). */
export const pgQuery = (sql: Sql, params: readonly unknown[] | undefined): pg.QueryConfig =>
  typeof sql === 'string' ? { text: sql, values: toParams(params) } : { name: sql.name, text: sql.text, values: toParams(params) };
