// Owns what /metrics reads from the database at each scrape: jobs waiting by kind and the age of the oldest, webhook
// events pending (in all, and for the few integrators with most), transfers by type and status (from transfer_counts,
// the table the lists' totals read), payments waiting for their payout, the queues that wait for a person (open
// exceptions and screening reviews and the age of the oldest, approval requests pending and the time to the first
// expiry, reconciliation breaks open), the books' balance per currency, and the connection pool. The statements read
// indexed or small tables, run in one read-only transaction under a short statement timeout, and are shared by the
// gauges of one scrape; a scrape that cannot read the database leaves these series out (and says so in
// ponte_metrics_database_up) rather than fail /metrics.
import { Counter, Gauge } from 'prom-client';
import type { Db } from '../db/index.ts';
import type { Metrics } from './metrics.ts';

/** How many integrators ponte_webhook_events_pending names (the rest are only in the total): bounded cardinality. */
export const TOP_INTEGRATORS = 5;
/** The longest a scrape's statements may run. */
const STATEMENT_TIMEOUT_MS = 2000;

interface Snapshot {
  jobs: Array<{ kind: string; waiting: number; oldest_s: number | null }>;
  pending: Array<{ integrator_id: string; n: number }>;
  pendingTotal: number;
  transfers: Array<{ type: string; status: string; n: number }>;
  paymentsPending: number;
  exceptions: Array<{ kind: string; open: number; oldest_s: number }>;
  reviews: { open: number; oldest_s: number | null };
  approvals: Array<{ action: string; pending: number; next_expiry_s: number }>;
  breaks: Array<{ rail_account: string; open: number }>;
}

/** The books' balance per currency: debits minus credits over every posting, 0 in each while the books balance. */
type Books = Array<{ currency: string; imbalance: string }>;
/** How long one read of the books serves the scrapes after it: it sums every posting. */
const BOOKS_TTL_MS = 60_000;

async function readSnapshot(db: Db): Promise<Snapshot> {
  return db.transaction(async (tx) => {
    await tx.query(`SET TRANSACTION READ ONLY`);
    await tx.query(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
    // Due and not claimed: the jobs_due partial index holds exactly the live jobs by run_at.
    const jobs = await tx.query<{ kind: string; waiting: string; oldest_s: number | null }>(
      `SELECT kind, count(*) AS waiting, EXTRACT(EPOCH FROM now() - min(run_at))::float8 AS oldest_s
         FROM jobs WHERE failed_at IS NULL AND run_at <= now() AND (locked_until IS NULL OR locked_until < now())
        GROUP BY kind`,
    );
    const pending = await tx.query<{ integrator_id: string; n: string }>(
      `SELECT integrator_id::text AS integrator_id, count(*) AS n FROM webhook_deliveries WHERE status = 'PENDING'
        GROUP BY integrator_id ORDER BY count(*) DESC, integrator_id LIMIT ${TOP_INTEGRATORS + 1}`,
    );
    const [total] = await tx.query<{ n: string }>(`SELECT count(*) AS n FROM webhook_deliveries WHERE status = 'PENDING'`);
    // Delta rows folded by the worker every few seconds: a few rows per integrator and combination.
    const transfers = await tx.query<{ type: string; status: string; n: string }>(
      `SELECT type, status, sum(n) AS n FROM transfer_counts GROUP BY type, status`,
    );
    // A payment is PENDING exactly while its payout job exists (live, or kept failed for an operator); there is no
    // counts table for payments, and the jobs table holds only work in flight.
    const [payments] = await tx.query<{ n: string }>(`SELECT count(*) AS n FROM jobs WHERE kind = 'payment-payout'`);
    // The queues a person works through (each read from its status index; the open rows are few).
    const exceptions = await tx.query<{ kind: string; open: string; oldest_s: number }>(
      `SELECT kind, count(*) AS open, EXTRACT(EPOCH FROM now() - min(created_at))::float8 AS oldest_s
         FROM exceptions WHERE status = 'OPEN' GROUP BY kind`,
    );
    const [reviews] = await tx.query<{ open: string; oldest_s: number | null }>(
      `SELECT count(*) AS open, EXTRACT(EPOCH FROM now() - min(created_at))::float8 AS oldest_s
         FROM screening_reviews WHERE status = 'OPEN'`,
    );
    // A pending request past its expiry is still PENDING until it is next read; it can no longer be approved.
    const approvals = await tx.query<{ action: string; pending: string; next_expiry_s: number }>(
      `SELECT action, count(*) AS pending, EXTRACT(EPOCH FROM min(expires_at) - now())::float8 AS next_expiry_s
         FROM approval_requests WHERE status = 'PENDING' AND expires_at > now() GROUP BY action`,
    );
    // A break is an unmatched item whose exception is still open (a later run's item of the same movement shares it).
    const breaks = await tx.query<{ rail_account: string; open: string }>(
      `SELECT i.rail_account, count(DISTINCT i.exception_id) AS open
         FROM reconciliation_items i JOIN exceptions e ON e.id = i.exception_id
        WHERE e.status = 'OPEN' GROUP BY i.rail_account`,
    );
    return {
      jobs: jobs.map((row) => ({ kind: row.kind, waiting: Number(row.waiting), oldest_s: row.oldest_s === null ? null : Number(row.oldest_s) })),
      pending: pending.slice(0, TOP_INTEGRATORS).map((row) => ({ integrator_id: row.integrator_id, n: Number(row.n) })),
      pendingTotal: Number(total?.n ?? 0),
      transfers: transfers.map((row) => ({ type: row.type, status: row.status, n: Number(row.n) })),
      paymentsPending: Number(payments?.n ?? 0),
      exceptions: exceptions.map((row) => ({ kind: row.kind, open: Number(row.open), oldest_s: Math.max(0, Number(row.oldest_s)) })),
      reviews: {
        open: Number(reviews?.open ?? 0),
        oldest_s: reviews?.oldest_s === null || reviews?.oldest_s === undefined ? null : Math.max(0, Number(reviews.oldest_s)),
      },
      approvals: approvals.map((row) => ({ action: row.action, pending: Number(row.pending), next_expiry_s: Number(row.next_expiry_s) })),
      breaks: breaks.map((row) => ({ rail_account: row.rail_account, open: Number(row.open) })),
    };
  });
}

async function readBooks(db: Db): Promise<Books> {
  return db.transaction(async (tx) => {
    await tx.query(`SET TRANSACTION READ ONLY`);
    await tx.query(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS * 5}`);
    return tx.query<{ currency: string; imbalance: string }>(
      `SELECT currency, sum(CASE direction WHEN 'DEBIT' THEN amount ELSE -amount END)::text AS imbalance
         FROM ledger_postings GROUP BY currency`,
    );
  });
}

/** Registers the gauges read from the database; served where the worker runs (they describe the whole deployment). */
export function registerDatabaseGauges(metrics: Metrics, db: Db): void {
  const registers = [metrics.registry];
  // The gauges of one scrape are collected together: they share one read.
  let current: { at: number; snapshot: Promise<Snapshot | undefined> } | undefined;
  const snapshot = (): Promise<Snapshot | undefined> => {
    if (!current || Date.now() - current.at > 500) {
      current = {
        at: Date.now(),
        snapshot: readSnapshot(db).then(
          (read) => read,
          () => undefined,
        ),
      };
    }
    return current.snapshot;
  };
  const gauge = (name: string, help: string, labelNames: string[], fill: (gauge: Gauge, read: Snapshot) => void) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        const read = await snapshot();
        this.reset();
        if (read) fill(this, read);
      },
    });

  new Gauge({
    name: 'ponte_metrics_database_up',
    help: '1 when this scrape read the database, 0 when it could not (the gauges read from it are then absent)',
    registers,
    async collect() {
      this.set((await snapshot()) ? 1 : 0);
    },
  });
  gauge('ponte_jobs_waiting', 'Jobs due and not yet claimed, by kind', ['kind'], (g, read) => {
    for (const row of read.jobs) g.set({ kind: row.kind }, row.waiting);
  });
  gauge('ponte_job_oldest_waiting_seconds', 'Age of the oldest job due and not yet claimed (since its run_at), by kind', ['kind'], (g, read) => {
    for (const row of read.jobs) if (row.oldest_s !== null) g.set({ kind: row.kind }, Math.max(0, row.oldest_s));
  });
  gauge('ponte_webhook_events_pending_total', 'Webhook events not yet delivered nor failed, in all', [], (g, read) => g.set(read.pendingTotal));
  gauge(
    'ponte_webhook_events_pending',
    `Webhook events not yet delivered nor failed, for the ${TOP_INTEGRATORS} integrators with most`,
    ['integrator_id'],
    (g, read) => {
      for (const row of read.pending) g.set({ integrator_id: row.integrator_id }, row.n);
    },
  );
  gauge('ponte_transfers', 'Transfers by type and status (from transfer_counts)', ['type', 'status'], (g, read) => {
    for (const row of read.transfers) g.set({ type: row.type, status: row.status }, row.n);
  });
  gauge('ponte_exceptions_open', 'Exceptions open (waiting for a person), by kind', ['kind'], (g, read) => {
    for (const row of read.exceptions) g.set({ kind: row.kind }, row.open);
  });
  gauge('ponte_exception_oldest_open_seconds', 'Age of the oldest open exception, by kind', ['kind'], (g, read) => {
    for (const row of read.exceptions) g.set({ kind: row.kind }, row.oldest_s);
  });
  gauge('ponte_screening_reviews_open', 'Sanctions screening reviews open (a beneficiary or contact held)', [], (g, read) => g.set(read.reviews.open));
  gauge('ponte_screening_review_oldest_open_seconds', 'Age of the oldest open sanctions screening review (absent when none is open)', [], (g, read) => {
    if (read.reviews.oldest_s !== null) g.set(read.reviews.oldest_s);
  });
  gauge('ponte_approval_requests_pending', 'Approval requests pending and not yet expired, by action', ['action'], (g, read) => {
    for (const row of read.approvals) g.set({ action: row.action }, row.pending);
  });
  gauge('ponte_approval_request_expiry_seconds', 'Seconds until the first pending approval request of an action expires', ['action'], (g, read) => {
    for (const row of read.approvals) g.set({ action: row.action }, Math.max(0, row.next_expiry_s));
  });
  gauge('ponte_reconciliation_breaks_open', 'Reconciliation breaks (unmatched items) whose exception is open, by rail account', ['rail_account'], (g, read) => {
    for (const row of read.breaks) g.set({ rail_account: row.rail_account }, row.open);
  });
  // The books: summed over every posting, so read at most once a minute whatever the scrape interval.
  let books: { at: number; read: Promise<Books | undefined> } | undefined;
  new Gauge({
    name: 'ponte_ledger_imbalance',
    help: 'Debits minus credits over every posting, by currency: 0 while the books balance (read at most once a minute)',
    labelNames: ['currency'],
    registers,
    async collect() {
      if (!books || Date.now() - books.at > BOOKS_TTL_MS) {
        books = {
          at: Date.now(),
          read: readBooks(db).then(
            (read) => read,
            () => undefined,
          ),
        };
      }
      const read = await books.read;
      this.reset();
      if (!read) {
        books = undefined;
        return;
      }
      for (const row of read) this.set({ currency: row.currency }, Number(row.imbalance));
    },
  });
  gauge('ponte_payments_pending', 'Payments PENDING: those whose payout job is live or kept failed for an operator', [], (g, read) =>
    g.set(read.paymentsPending),
  );
}

/** The connection pool of this process (PostgreSQL); the embedded database reports its one connection. */
export function registerPoolGauges(metrics: Metrics, db: Db): void {
  new Gauge({
    name: 'ponte_db_pool_connections',
    help: 'Database connections of this process: total (open), idle, waiting (clients queued for one), max (the cap)',
    labelNames: ['state'],
    registers: [metrics.registry],
    collect() {
      const stats = db.poolStats();
      this.reset();
      for (const [state, value] of Object.entries(stats)) if (value !== undefined) this.set({ state }, value);
    },
  });
  const replica = db.replica;
  if (!replica) return;
  // With a read replica (DATABASE_READ_URL): where this process's reads of callers went, and why not to the replica.
  new Counter({
    name: 'ponte_db_reads_total',
    help: "Statements of read requests by where they ran: replica, or primary (the replica had not replayed the caller's last write: lagging; it errored or was down: fallback)",
    labelNames: ['target', 'reason'],
    registers: [metrics.registry],
    collect() {
      const stats = replica.replicaStats();
      this.reset();
      this.inc({ target: 'replica', reason: 'caught_up' }, stats.replicaReads);
      this.inc({ target: 'primary', reason: 'lagging' }, stats.lagging);
      this.inc({ target: 'primary', reason: 'fallback' }, stats.fallbacks);
    },
  });
  new Counter({
    name: 'ponte_db_replica_fallbacks_total',
    help: 'Reads the replica should have served and the primary did, because the replica errored or was down',
    registers: [metrics.registry],
    collect() {
      this.reset();
      this.inc(replica.replicaStats().fallbacks);
    },
  });
  new Gauge({
    name: 'ponte_db_replica_up',
    help: '1 while the read replica answers, 0 while reads fall back to the primary',
    registers: [metrics.registry],
    collect() {
      this.set(replica.replicaStats().state === 'ok' ? 1 : 0);
    },
  });
}
