// Owns reads from a PostgreSQL streaming replica (DATABASE_READ_URL), in one place: a statement goes to the replica
// only when the request being served said it is a read (a GET, marked by the HTTP layer) and named its caller (the
// integrator, or the operator), the statement is a SELECT outside any transaction, and the replica has replayed the
// caller's last commit. Everything else (writes, transactions, the worker, authentication, which runs before the
// caller is named) goes to the primary.
//
// Read-your-writes: after a caller's write commits, the primary's WAL insert position (pg_current_wal_insert_lsn(),
// at or past that commit) is remembered for the caller, in this process's memory. A read of that caller goes to the
// replica only when its pg_last_wal_replay_lsn() is at or past it; otherwise to the primary. The position is per
// process: with several api processes behind a balancer, a caller's read on another process than its write is only
// as fresh as the replica (docs/deployment.md says so, and how to route a caller to one process).
//
// A replica that errors or is down costs nothing but its fallback: the statement runs on the primary, the fallback is
// counted, and after a connection error the replica is left alone for a few seconds (`/ready` says "degraded").
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { pgQuery, textOf, type Db, type PoolStats, type ReplicaStats, type Row, type Sql, type Transaction } from './queryable.ts';

/** What the request being served is: a read or not, and whose (undefined until the caller is known). */
interface ReadScope {
  read: boolean;
  caller: string | undefined;
}

const scopes = new AsyncLocalStorage<ReadScope>();

/** Runs `fn` (a request) in a scope of its own: not a read and no caller until said otherwise. */
export function withReadScope<T>(fn: () => T): T {
  return scopes.run({ read: false, caller: undefined }, fn);
}

/**
 * Names the caller of the request being served (`integrator:<id>`, `operator:<id>`...): its writes are remembered for
 * its reads, and, when `read` is true, its statements may be served by the replica from now on.
 */
export function setCaller(caller: string, read?: boolean): void {
  const scope = scopes.getStore();
  if (!scope) return;
  scope.caller = caller;
  if (read !== undefined) scope.read = read;
}

/** Says whether the request being served is a read (set by the HTTP layer from its method). */
export function markRead(read: boolean): void {
  const scope = scopes.getStore();
  if (scope) scope.read = read;
}

/** `X/Y` (two hex halves) as one number, to compare WAL positions. */
export function lsnValue(lsn: string | null | undefined): bigint {
  if (!lsn) return 0n;
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** A statement the replica can answer: a plain SELECT (anything else, or a locking read, the replica refuses). */
const isRead = (sql: Sql): boolean => /^\s*select\b/i.test(textOf(sql)) && !/\bfor\s+(update|share|no\s+key|key\s+share)\b/i.test(textOf(sql));

/** A connection-level failure (refused, reset, shut down, too many clients): the replica itself, not the statement. */
function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  if (typeof code !== 'string') return true;
  return /^(08|53|57P)/.test(code) || ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'].includes(code);
}

export interface ReplicaOptions {
  /** How long a replica that failed to answer is left alone. */
  retryAfterMs?: number;
  /** How long a replay position read from the replica is trusted as the latest, for a caller it is not yet past. */
  replayCacheMs?: number;
  onError?: (error: Error) => void;
}

/** The callers' positions this process keeps at most (oldest written forgotten first). */
const MAX_CALLERS = 100_000;

export class ReplicatedDb implements Db {
  readonly kind = 'postgres' as const;
  /** What /ready and /metrics read (Db.replica): this database itself. */
  readonly replica = this;
  private readonly lastWrite = new Map<string, bigint>();
  private replayed = 0n;
  private replayedAt = 0;
  private refreshing: Promise<void> | undefined;
  private downUntil = 0;
  private readonly stats = { replicaReads: 0, primaryReads: 0, fallbacks: 0, lagging: 0 };
  private readonly retryAfterMs: number;
  private readonly replayCacheMs: number;

  constructor(
    private readonly primary: Db,
    private readonly standby: pg.Pool,
    options: ReplicaOptions = {},
  ) {
    this.retryAfterMs = options.retryAfterMs ?? 5000;
    this.replayCacheMs = options.replayCacheMs ?? 5;
    standby.on('error', (error) => options.onError?.(error));
  }

  async query<T = Row>(sql: Sql, params?: readonly unknown[]): Promise<T[]> {
    const scope = scopes.getStore();
    if (scope?.read && scope.caller !== undefined && isRead(sql)) {
      if (Date.now() < this.downUntil) {
        this.stats.fallbacks++;
      } else {
        try {
          if (await this.replayedPast(this.lastWrite.get(scope.caller) ?? 0n)) {
            const rows = (await this.standby.query(pgQuery(sql, params))).rows as T[];
            this.stats.replicaReads++;
            return rows;
          }
          this.stats.lagging++;
        } catch (error) {
          this.stats.fallbacks++;
          if (isConnectionError(error)) this.downUntil = Date.now() + this.retryAfterMs;
        }
      }
      this.stats.primaryReads++;
      return this.primary.query<T>(sql, params);
    }
    const rows = await this.primary.query<T>(sql, params);
    if (scope?.caller !== undefined && !isRead(sql)) await this.rememberWrite(scope.caller);
    return rows;
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    let wrote = false;
    const result = await this.primary.transaction((tx) =>
      fn({
        query: (sql, params) => {
          if (!isRead(sql)) wrote = true;
          return tx.query(sql, params);
        },
        exec: (sql) => {
          wrote = true;
          return tx.exec(sql);
        },
        ...(tx.wakeAfterCommit ? { wakeAfterCommit: (channel: string) => tx.wakeAfterCommit!(channel) } : {}),
      }),
    );
    const caller = scopes.getStore()?.caller;
    if (wrote && caller !== undefined) await this.rememberWrite(caller);
    return result;
  }

  exec(sql: string): Promise<void> {
    return this.primary.exec(sql);
  }

  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    return this.primary.listen(channel, onNotify);
  }

  ping(): Promise<boolean> {
    return this.primary.ping();
  }

  /** Whether the replica answers now (for /ready); a replica that does not is left alone for a while. */
  async pingReplica(): Promise<boolean> {
    try {
      const [row] = (await this.standby.query<{ lsn: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS lsn')).rows;
      this.noteReplayed(lsnValue(row?.lsn));
      this.downUntil = 0;
      return true;
    } catch {
      this.downUntil = Date.now() + this.retryAfterMs;
      return false;
    }
  }

  poolStats(): PoolStats {
    return this.primary.poolStats();
  }

  replicaStats(): ReplicaStats {
    return { state: Date.now() < this.downUntil ? 'down' : 'ok', ...this.stats };
  }

  async close(): Promise<void> {
    await Promise.all([this.primary.close(), this.standby.end().catch(() => undefined)]);
  }

  /** Remembers the primary's WAL position, now past the caller's commit, as the least the replica must have replayed. */
  private async rememberWrite(caller: string): Promise<void> {
    const [row] = await this.primary.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn');
    const lsn = lsnValue(row?.lsn);
    const before = this.lastWrite.get(caller) ?? 0n;
    this.lastWrite.delete(caller);
    this.lastWrite.set(caller, lsn > before ? lsn : before);
    if (this.lastWrite.size > MAX_CALLERS) this.lastWrite.delete(this.lastWrite.keys().next().value as string);
  }

  /** Whether the replica has replayed up to `lsn`: from the last position read, or a fresh one when that is behind. */
  private async replayedPast(lsn: bigint): Promise<boolean> {
    if (lsn === 0n || this.replayed >= lsn) return true;
    if (Date.now() - this.replayedAt >= this.replayCacheMs) {
      // One read of the position at a time, shared by the reads waiting for it.
      this.refreshing ??= this.standby
        .query<{ lsn: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS lsn')
        .then(({ rows }) => this.noteReplayed(lsnValue(rows[0]?.lsn)))
        .finally(() => {
          this.refreshing = undefined;
        });
      await this.refreshing;
    }
    return this.replayed >= lsn;
  }

  private noteReplayed(lsn: bigint): void {
    if (lsn > this.replayed) this.replayed = lsn;
    this.replayedAt = Date.now();
  }
}
