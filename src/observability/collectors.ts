// Owns what /metrics reads from the database at each scrape: jobs waiting by kind and the age of the oldest, webhook
// events pending (in all, and for the few integrators with most), transfers by type and status (from transfer_counts,
// the table the lists' totals read), payments waiting for their payout, and the connection pool. The statements read
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
}

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
    return {
      jobs: jobs.map((row) => ({ kind: row.kind, waiting: Number(row.waiting), oldest_s: row.oldest_s === null ? null : Number(row.oldest_s) })),
      pending: pending.slice(0, TOP_INTEGRATORS).map((row) => ({ integrator_id: row.integrator_id, n: Number(row.n) })),
      pendingTotal: Number(total?.n ?? 0),
      transfers: transfers.map((row) => ({ type: row.type, status: row.status, n: Number(row.n) })),
      paymentsPending: Number(payments?.n ?? 0),
    };
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
  gauge('ponte_payments_pending', 'Payments PENDING: those whose payout job is live or kept failed for an operator', [], (g, read) => g.set(read.paymentsPending));
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
    help: 'Statements of read requests by where they ran: replica, or primary (the replica had not replayed the caller\'s last write: lagging; it errored or was down: fallback)',
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
