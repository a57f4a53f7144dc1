// Owns the request log: an integrator's latest API calls (method, path, status, request id, error code, duration,
// time, the API key used), for its dashboard and GET /v1/request-log. Calls are recorded after their answer is sent
// (hooks.ts) into a buffer that one prepared INSERT writes every FLUSH_MS or FLUSH_ROWS rows, so a request never waits on it;
// a failed write is logged and dropped, never retried into a growing buffer. What is stored is in 031_request_log.sql:
// never a body, a header, or a query value other than page, size and sort. Bounded by pruneRequestLog.
import { randomUUID } from 'node:crypto';
import { type Db, maybeOneByUuid, type Prepared, type Queryable } from '../../db/index.ts';
import { isoText, listPage, type ListRequest, type ListResource, type Page } from '../../db/lists.ts';
import { requestLogError } from './errors.ts';

/** How many calls are kept per integrator: the newest, the rest pruned. */
export const REQUEST_LOG_KEEP = 1000;
const FLUSH_MS = 250;
const FLUSH_ROWS = 200;
/** Beyond this many rows waiting (the database is down), new calls are not recorded. */
const MAX_BUFFERED = 10_000;
/**
 * A batch's rows as one array per column (unnest): one text whatever the batch's size, where a VALUES list of one
 * tuple per row was a new statement to plan for each size (up to 2,200 parameters).
 */
const INSERT: Prepared = {
  name: 'request_log_insert',
  text: `INSERT INTO request_log (id, integrator_id, api_key_id, method, path, route, status, request_id, error_code, duration_ms, created_at)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[], $9::text[],
                              $10::numeric[], $11::timestamptz[])`,
};
/** The prune runs after a write at most this often. */
const PRUNE_EVERY_MS = 60_000;

export interface RequestRecord {
  integratorId: string;
  apiKeyId: string | null;
  method: string;
  path: string;
  route: string | null;
  status: number;
  requestId: string;
  errorCode: string | null;
  durationMs: number;
  at: Date;
}

export interface LoggedRequest {
  id: string;
  method: string;
  path: string;
  route: string | null;
  status: number;
  requestId: string;
  errorCode: string | null;
  durationMs: number;
  createdAt: string;
  apiKey: { id: string; label: string; clientId: string } | null;
}

interface Row {
  id: string;
  method: string;
  path: string;
  route: string | null;
  status: number;
  request_id: string;
  error_code: string | null;
  duration_ms: string;
  created_at: Date;
  api_key_id: string | null;
  api_key_label: string | null;
  api_key_client_id: string | null;
}

const SELECT = `r.id, r.method, r.path, r.route, r.status, r.request_id, r.error_code, r.duration_ms::text, r.created_at,
  r.api_key_id, k.label AS api_key_label, k.client_id AS api_key_client_id`;
const FROM = 'request_log r LEFT JOIN api_keys k ON k.id = r.api_key_id';

const toLogged = (row: Row): LoggedRequest => ({
  id: row.id,
  method: row.method,
  path: row.path,
  route: row.route,
  status: row.status,
  requestId: row.request_id,
  errorCode: row.error_code,
  durationMs: Number(row.duration_ms),
  createdAt: row.created_at.toISOString(),
  apiKey: row.api_key_id ? { id: row.api_key_id, label: row.api_key_label ?? '', clientId: row.api_key_client_id ?? '' } : null,
});

export const requestLogList: ListResource = {
  from: FROM,
  idColumn: 'r.id',
  defaultSort: { path: 'createdAt', direction: 'DESC', written: 'createdAt,desc' },
  columns: {
    id: { text: 'r.id::text', order: 'r.id' },
    method: { text: 'r.method' },
    path: { text: 'r.path' },
    route: { text: 'r.route' },
    status: { text: 'r.status::text', order: 'r.status' },
    requestId: { text: 'r.request_id' },
    errorCode: { text: 'r.error_code' },
    durationMs: { text: 'r.duration_ms::text', order: 'r.duration_ms' },
    createdAt: { text: isoText('r.created_at'), order: 'r.created_at' },
    'apiKey.id': { text: 'r.api_key_id::text' },
    'apiKey.label': { text: 'k.label' },
    'apiKey.clientId': { text: 'k.client_id' },
  },
};

/**
 * Keeps the newest `keep` calls of each integrator (of those given, or of all) and deletes the rest; returns how many
 * it deleted. One statement per call, so a worker's retention job may call it on its own schedule too.
 */
export async function pruneRequestLog(db: Queryable, keep = REQUEST_LOG_KEEP, integratorIds?: string[]): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `WITH ranked AS (
       SELECT id, row_number() OVER (PARTITION BY integrator_id ORDER BY created_at DESC, id DESC) AS n
         FROM request_log WHERE $2::uuid[] IS NULL OR integrator_id = ANY($2::uuid[])
     ), gone AS (
       DELETE FROM request_log r USING ranked WHERE r.id = ranked.id AND ranked.n > $1 RETURNING 1
     )
     SELECT count(*)::int AS n FROM gone`,
    [keep, integratorIds ?? null],
  );
  return rows[0]?.n ?? 0;
}

export class RequestLog {
  private buffer: RequestRecord[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private lastPrune = 0;
  private readonly toPrune = new Set<string>();

  /** Told of a write that failed (the app logs it); the calls of that batch are not recorded. */
  onError: (error: unknown) => void = () => {};

  constructor(
    private readonly db: Db,
    private readonly keep = REQUEST_LOG_KEEP,
  ) {}

  /** Takes a call to write soon; never waits and never throws. */
  record(entry: RequestRecord): void {
    if (this.buffer.length >= MAX_BUFFERED) return;
    this.buffer.push(entry);
    if (this.buffer.length >= FLUSH_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
  }

  /** Writes what is buffered (one INSERT), after any write under way; resolves when it is written. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.buffer;
    this.buffer = [];
    this.writing = this.writing.then(() => (batch.length > 0 ? this.write(batch) : undefined));
    return this.writing;
  }

  private async write(batch: RequestRecord[]): Promise<void> {
    try {
      // One array per column: the statement's text is the same for every batch, so it is prepared once.
      await this.db.query(INSERT, [
        batch.map(() => randomUUID()),
        batch.map((entry) => entry.integratorId),
        batch.map((entry) => entry.apiKeyId),
        batch.map((entry) => entry.method),
        batch.map((entry) => entry.path),
        batch.map((entry) => entry.route),
        batch.map((entry) => entry.status),
        batch.map((entry) => entry.requestId),
        batch.map((entry) => entry.errorCode),
        batch.map((entry) => entry.durationMs.toFixed(3)),
        batch.map((entry) => entry.at.toISOString()),
      ]);
      for (const entry of batch) this.toPrune.add(entry.integratorId);
      if (Date.now() - this.lastPrune >= PRUNE_EVERY_MS) {
        this.lastPrune = Date.now();
        const integrators = [...this.toPrune];
        this.toPrune.clear();
        await pruneRequestLog(this.db, this.keep, integrators);
      }
    } catch (error) {
      this.onError(error);
    }
  }

  list(integratorId: string, request: ListRequest): Promise<Page<LoggedRequest>> {
    return listPage(this.db, requestLogList, request, { column: 'r.integrator_id', value: integratorId }, SELECT, toLogged);
  }

  /** One call of the integrator's; another integrator's, or none, is 404 request_log.not_found. */
  async get(integratorId: string, id: string): Promise<LoggedRequest> {
    const row = await maybeOneByUuid<Row>(this.db, `SELECT ${SELECT} FROM ${FROM} WHERE r.id = $1 AND r.integrator_id = $2`, [id, integratorId]);
    if (!row) throw requestLogError('request_log.not_found');
    return toLogged(row);
  }
}
