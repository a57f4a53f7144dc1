// Owns the one database type of the service: embedded PGlite in DATA_DIR, or PostgreSQL through node-postgres when
// DATABASE_URL is set. Both run the same SQL; services see only `Queryable` and `Db.transaction`.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { FairGate } from './fair-gate.ts';
import { ReplicatedDb } from './replica.ts';
import { pgQuery, textOf, toParams, type Db, type PoolStats, type Sql, type Transaction } from './queryable.ts';

export * from './queryable.ts';

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

  /** The whole database as PGlite's tarball of its data directory: what `DbOptions.seed` starts another one from. */
  async dump(): Promise<Blob> {
    return this.pglite.dumpDataDir('none');
  }

  async close(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

class PostgresDb implements Db {
  readonly kind = 'postgres' as const;
  private readonly listeners = new Set<pg.Client>();
  /** This process's listeners by channel: a wake-up after a commit here reaches them at once (`wake`). */
  private readonly localListeners = new Map<string, Set<(payload: string) => void>>();
  /** The payload of this process's wake-ups: its own listeners, already woken, skip them when the NOTIFY comes back. */
  private readonly wakeMark = `wake:${randomUUID()}`;
  /** Channels to NOTIFY after commits (Transaction.wakeAfterCommit), and whether a statement sending them is running. */
  private pendingWakes = new Set<string>();
  private waking = false;
  private closing = false;
  /** The pool's connections, handed out in turns between owners (fair-gate.ts). */
  private readonly gate: FairGate;

  constructor(
    private readonly pool: pg.Pool,
    private readonly url: string,
    private readonly onError: (error: Error) => void,
    /** Whose work the caller does (the gate's turns); undefined when not known. */
    private readonly ownerOf: () => string | undefined = () => undefined,
  ) {
    // An idle client that loses its connection must not crash the process; the pool replaces it.
    pool.on('error', (error) => onError(error));
    this.gate = new FairGate(pool.options.max ?? 10);
  }

  async query<T>(sql: Sql, params?: readonly unknown[]): Promise<T[]> {
    await this.gate.acquire(this.ownerOf());
    try {
      return (await this.pool.query(pgQuery(sql, params))).rows as T[];
    } finally {
      this.gate.release();
    }
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    await this.gate.acquire(this.ownerOf());
    try {
      return await this.inTransaction(fn);
    } finally {
      this.gate.release();
    }
  }

  private async inTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken = false;
    const wakes = new Set<string>();
    try {
      await client.query('BEGIN');
      const result = await fn({
        query: async <R>(sql: Sql, params?: readonly unknown[]) => (await client.query(pgQuery(sql, params))).rows as R[],
        // A query without parameters goes by the simple protocol, which takes several statements as one script.
        exec: async (sql: string) => {
          await client.query(sql);
        },
        wakeAfterCommit: (channel: string) => {
          wakes.add(channel);
        },
      });
      await client.query('COMMIT');
      if (wakes.size > 0) this.wake(wakes);
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
    await this.gate.acquire(this.ownerOf());
    try {
      await this.pool.query(sql);
    } finally {
      this.gate.release();
    }
  }

  /**
   * Wake-ups asked for by transactions that committed (queryable.ts `deferWake`): this process's listeners at once,
   * every process's by NOTIFY. The channels asked for while one NOTIFY statement runs go together in the next; each
   * commits without waiting for its WAL flush (a wake-up is a hint: every listener also polls).
   */
  private wake(channels: Set<string>): void {
    for (const channel of channels) {
      for (const listener of this.localListeners.get(channel) ?? []) listener('');
      this.pendingWakes.add(channel);
    }
    if (!this.waking) {
      this.waking = true;
      setImmediate(() => void this.sendWakes());
    }
  }

  private async sendWakes(): Promise<void> {
    while (this.pendingWakes.size > 0 && !this.closing) {
      const channels = [...this.pendingWakes];
      this.pendingWakes = new Set();
      try {
        await this.pool.query({
          name: 'ponte_wake',
          text: "SELECT set_config('synchronous_commit', 'off', true), pg_notify(channel, $2) FROM unnest($1::text[]) AS channel",
          values: [channels, this.wakeMark],
        });
      } catch (error) {
        this.onError(error as Error);
      }
    }
    this.waking = false;
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    let client: pg.Client | undefined;
    let stopped = false;
    let retryTimer: NodeJS.Timeout | undefined;
    const local = this.localListeners.get(channel) ?? new Set();
    this.localListeners.set(channel, local);
    local.add(onNotify);
    const connect = async (): Promise<void> => {
      if (stopped || this.closing) return;
      const next = new pg.Client({ connectionString: this.url });
      next.on('notification', (message) => {
        // This process's own wake-ups reached its listeners when their transactions committed.
        if (message.channel === channel && message.payload !== this.wakeMark) onNotify(message.payload ?? '');
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
      local.delete(onNotify);
      if (retryTimer) clearTimeout(retryTimer);
      if (client) {
        this.listeners.delete(client);
        await client.end().catch(() => undefined);
      }
    };
  }

  poolStats(): PoolStats {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount + this.gate.queued, max: this.pool.options.max ?? 10 };
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
  /** Whose work the caller does, for the turns in which connections are handed out (fair-gate.ts). */
  owner?: () => string | undefined;
  /**
   * An embedded database's starting contents (a `dump()` of another): it opens without initdb. The tests start each
   * database from one migrated once, in a fraction of the time initdb and the migrations take, and a first start on an
   * empty DATA_DIR from the seed (embedded-seed.ts). Only for a new database: a data directory that has one refuses it.
   */
  seed?: Blob;
  /**
   * An embedded database's shared_buffers (PostgreSQL's setting, such as '16MB'); PGlite's default when absent. PGlite
   * zeroes the whole pool in WebAssembly at each start: its default 128MB costs about 1 s of CPU there, which the tests,
   * with a fresh database per file and little data, do without.
   */
  sharedBuffers?: string;
}

export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    });
    const primary = new PostgresDb(pool, options.databaseUrl, options.onError ?? (() => undefined), options.owner);
    if (!options.readUrl) return primary;
    const replica = new pg.Pool({ connectionString: options.readUrl, max: options.poolSize ?? 20, connectionTimeoutMillis: 2000, idleTimeoutMillis: 30_000 });
    return new ReplicatedDb(primary, replica, { ...(options.onError ? { onError: options.onError } : {}) });
  }
  const pgliteOptions = {
    ...(options.seed ? { loadDataDir: options.seed } : {}),
    ...(options.sharedBuffers ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`] } : {}),
  };
  const pglite = options.dataDir ? new PGlite(options.dataDir, pgliteOptions) : new PGlite(pgliteOptions);
  await pglite.waitReady;
  return new PgliteDb(pglite);
}

/** A copy of an embedded database's contents, or undefined for PostgreSQL (whose copies are databases made from a template). */
export const dumpEmbedded = (db: Db): Promise<Blob> | undefined => (db instanceof PgliteDb ? db.dump() : undefined);
