// Owns the one database type of the service: embedded PGlite in DATA_DIR, or PostgreSQL through node-postgres when
// DATABASE_URL is set. Both run the same SQL; services see only `Queryable` and `Db.transaction`.
import { Decimal } from 'decimal.js';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { ReplicatedDb, type ReplicaStats } from './replica.ts';

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

export interface Queryable {
  query<T = Row>(sql: Sql, params?: readonly unknown[]): Promise<T[]>;
}

const textOf = (sql: Sql): string => (typeof sql === 'string' ? sql : sql.text);

/** A transaction's handle: its statements, and scripts of several statements run as written (migrations). */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
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

const toParams = (params: readonly unknown[] | undefined): unknown[] => (params ?? []).map(toParam);

export async function one<T = Row>(db: Queryable, sql: string, params?: readonly unknown[]): Promise<T> {
  const rows = await db.query<T>(sql, params);
  if (rows.length !== 1) throw new Error(`expected one row, got ${rows.length}`);
  return rows[0] as T;
}

export async function maybeOne<T = Row>(db: Queryable, sql: string, params?: readonly unknown[]): Promise<T | undefined> {
  const rows = await db.query<T>(sql, params);
  return rows[0];
}

/** True for a unique constraint violation (SQLSTATE 23505), on either driver. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidate = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (candidate?.code !== '23505') return false;
  return constraint === undefined || candidate.constraint === constraint || String(candidate.message).includes(constraint);
}

class PgliteDb implements Db {
  readonly kind = 'pglite' as const;
  constructor(private readonly pglite: PGlite) {}

  async query<T>(sql: Sql, params?: readonly unknown[]): Promise<T[]> {
    return (await this.pglite.query<T>(textOf(sql), toParams(params))).rows;
  }

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.pglite.transaction(async (tx) =>
      fn({
        query: async <R>(sql: Sql, params?: readonly unknown[]) => (await tx.query<R>(textOf(sql), toParams(params))).rows,
        exec: async (sql: string) => {
          await tx.exec(sql);
        },
      }),
    );
  }

  async exec(sql: string): Promise<void> {
    await this.pglite.exec(sql);
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const unlisten = await this.pglite.listen(channel, onNotify);
    return async () => {
      if (!this.pglite.closed) await unlisten();
    };
  }

  /** One connection that runs one statement at a time: PGlite keeps no queue that could be counted. */
  poolStats(): PoolStats {
    return { total: 1, max: 1 };
  }

  async ping(): Promise<boolean> {
    try {
      await this.pglite.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

/** A statement for node-postgres, with its parameters converted (the primary's and the replica's pools alike). */
export const pgQuery = (sql: Sql, params: readonly unknown[] | undefined): pg.QueryConfig =>
  typeof sql === 'string' ? { text: sql, values: toParams(params) } : { name: sql.name, text: sql.text, values: toParams(params) };

class PostgresDb implements Db {
  readonly kind = 'postgres' as const;
  private readonly listeners = new Set<pg.Client>();
  private closing = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly url: string,
    private readonly onError: (error: Error) => void,
  ) {
    // An idle client that loses its connection must not crash the process; the pool replaces it.
    pool.on('error', (error) => onError(error));
  }

  async query<T>(sql: Sql, params?: readonly unknown[]): Promise<T[]> {
    return (await this.pool.query(pgQuery(sql, params))).rows as T[];
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken = false;
    try {
      await client.query('BEGIN');
      const result = await fn({
        query: async <R>(sql: Sql, params?: readonly unknown[]) => (await client.query(pgQuery(sql, params))).rows as R[],
        // A query without parameters goes by the simple protocol, which takes several statements as one script.
        exec: async (sql: string) => {
          await client.query(sql);
        },
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch {
        broken = true;
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    let client: pg.Client | undefined;
    let stopped = false;
    let retryTimer: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      if (stopped || this.closing) return;
      const next = new pg.Client({ connectionString: this.url });
      next.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      next.on('error', (error) => {
        this.onError(error);
        this.listeners.delete(next);
        next.end().catch(() => undefined);
        if (client === next) client = undefined;
        retryTimer = setTimeout(() => void connect().catch(() => undefined), 1000);
      });
      try {
        await next.connect();
        await next.query(`LISTEN "${channel.replace(/"/g, '')}"`);
        client = next;
        this.listeners.add(next);
        // Whatever was notified while we were away is picked up by the caller's poll; wake it once now.
        onNotify('');
      } catch (error) {
        this.onError(error as Error);
        next.end().catch(() => undefined);
        retryTimer = setTimeout(() => void connect().catch(() => undefined), 1000);
      }
    };
    await connect();
    return async () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (client) {
        this.listeners.delete(client);
        await client.end().catch(() => undefined);
      }
    };
  }

  poolStats(): PoolStats {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount, max: this.pool.options.max ?? 10 };
  }

  async ping(): Promise<boolean> {
    try {
      await this.pool.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    await Promise.all([...this.listeners].map((client) => client.end().catch(() => undefined)));
    await this.pool.end();
  }
}

export interface DbOptions {
  databaseUrl?: string | undefined;
  /** A PGlite data directory; undefined keeps the embedded database in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
  /** A streaming replica of DATABASE_URL's server, for reads (replica.ts); PostgreSQL only. */
  readUrl?: string | undefined;
  onError?: (error: Error) => void;
}

export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    });
    const primary = new PostgresDb(pool, options.databaseUrl, options.onError ?? (() => undefined));
    if (!options.readUrl) return primary;
    const replica = new pg.Pool({ connectionString: options.readUrl, max: options.poolSize ?? 20, connectionTimeoutMillis: 2000, idleTimeoutMillis: 30_000 });
    return new ReplicatedDb(primary, replica, { ...(options.onError ? { onError: options.onError } : {}) });
  }
  const pglite = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await pglite.waitReady;
  return new PgliteDb(pglite);
}
