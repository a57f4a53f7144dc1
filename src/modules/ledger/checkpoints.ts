// Owns the books' close (migration 065): balance checkpoints, one per UTC day, so that a balance as of T reads the last
// checkpoint at or before T and the postings since (as-of.ts), not every posting up to T. A day is closed by the
// database function ledger_close (which locks the journal's chain head, so that no entry commits while the day's sums
// are read, and from then on the database refuses an entry dated in a closed day); the worker closes each day
// CLOSE_LAG_MS after it ends, every hour, and catches up one day per transaction after a pause or on a first run.
// Checkpoints are append-only and recomputable: verifyCheckpoint sums the journal again and says where they differ.
import type { Db, Queryable } from '../../db/index.ts';
import type { CurrencyCode } from '../../money.ts';

/** How long after a day ends it is closed: a transaction that began before midnight has long committed by then. */
export const CLOSE_LAG_MS = 15 * 60_000;
/** How often the worker closes what has ended. */
export const CLOSE_EVERY_MS = 3_600_000;

/**
 * Closes every UTC day that ended at or before `until` (default: CLOSE_LAG_MS ago) and is not closed yet, oldest first,
 * each in a transaction of its own; the first is the day of the journal's first entry. Returns the boundaries closed.
 * Nothing to do when the journal is empty. Safe to run from several workers at once (a day closes once).
 */
export async function closeLedger(db: Db, until: Date = new Date(Date.now() - CLOSE_LAG_MS)): Promise<string[]> {
  const closed: string[] = [];
  for (;;) {
    const [next] = await db.query<{ at: Date | null }>(
      `SELECT COALESCE((SELECT max(at) FROM ledger_checkpoints) + interval '24 hours',
                       (SELECT date_trunc('day', min(created_at), 'UTC') + interval '24 hours' FROM ledger_entries)) AS at`,
    );
    const at = next?.at;
    if (!at || at.getTime() > until.getTime()) return closed;
    const done = await db.transaction(async (tx) => (await tx.query<{ closed: boolean }>('SELECT ledger_close($1) AS closed', [at]))[0]!.closed);
    // Another worker closed it meanwhile: the next round reads the new last checkpoint.
    if (done) closed.push(at.toISOString());
  }
}

/**
 * The instant of the last checkpoint at or before `upTo` (absent: the last of all), to the microsecond as the database
 * keeps it (RFC 3339, UTC); undefined when there is none.
 */
export async function lastCheckpointAt(db: Queryable, upTo?: string): Promise<string | undefined> {
  const [row] = await db.query<{ at: string | null }>(
    `SELECT to_char(max(at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at FROM ledger_checkpoints
      WHERE $1::timestamptz IS NULL OR at <= $1::timestamptz`,
    [upTo ?? null],
  );
  return row?.at ?? undefined;
}

export interface CheckpointCheck {
  at: string;
  /** Accounts whose checkpoint differs from the journal's sums before `at`, or that moved in its day with none. */
  accounts: Array<{ accountId: string; checkpoint: { debits: string; credits: string } | null; journal: { debits: string; credits: string } }>;
  /** Kinds and currencies whose totals differ. */
  totals: Array<{
    kind: string;
    currency: CurrencyCode;
    checkpoint: { debits: string; credits: string } | null;
    journal: { debits: string; credits: string } | null;
  }>;
}

/**
 * Sums the journal again up to the checkpoint at `at` (an Error when there is none) and compares: every account the checkpoint
 * has a row for, every account that moved in its day, and every kind's totals. Empty lists when it is exact.
 */
export async function verifyCheckpoint(db: Queryable, at: string): Promise<CheckpointCheck> {
  const [exists] = await db.query('SELECT 1 FROM ledger_checkpoints WHERE at = $1::timestamptz', [at]);
  if (!exists) throw new Error(`no ledger checkpoint at ${at}`);
  const amounts = (debits: string | null, credits: string | null) => (debits === null ? null : { debits, credits: credits! });
  const accounts = await db.query<{ account_id: string; c_debits: string | null; c_credits: string | null; j_debits: string; j_credits: string }>(
    `WITH checkpoint AS (SELECT at, previous_at FROM ledger_checkpoints WHERE at = $1::timestamptz),
          journal AS (
            SELECT p.account_id, sum(p.amount) FILTER (WHERE p.direction = 'DEBIT') AS debits, sum(p.amount) FILTER (WHERE p.direction = 'CREDIT') AS credits
              FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
             WHERE e.created_at < (SELECT at FROM checkpoint)
               AND p.account_id IN (SELECT account_id FROM ledger_checkpoint_balances WHERE at = (SELECT at FROM checkpoint)
                                    UNION SELECT p2.account_id FROM ledger_entries e2 JOIN ledger_postings p2 ON p2.entry_id = e2.id
                                           WHERE e2.created_at >= COALESCE((SELECT previous_at FROM checkpoint), '-infinity'::timestamptz)
                                             AND e2.created_at < (SELECT at FROM checkpoint))
             GROUP BY p.account_id)
     SELECT j.account_id, c.debits::text AS c_debits, c.credits::text AS c_credits,
            COALESCE(j.debits, 0)::text AS j_debits, COALESCE(j.credits, 0)::text AS j_credits
       FROM journal j LEFT JOIN ledger_checkpoint_balances c ON c.account_id = j.account_id AND c.at = (SELECT at FROM checkpoint)
      WHERE c.debits IS DISTINCT FROM COALESCE(j.debits, 0) OR c.credits IS DISTINCT FROM COALESCE(j.credits, 0)
      ORDER BY j.account_id`,
    [at],
  );
  const totals = await db.query<{
    kind: string;
    currency: CurrencyCode;
    c_debits: string | null;
    c_credits: string | null;
    j_debits: string | null;
    j_credits: string | null;
  }>(
    `WITH journal AS (
       SELECT a.kind, p.currency, COALESCE(sum(p.amount) FILTER (WHERE p.direction = 'DEBIT'), 0) AS debits,
              COALESCE(sum(p.amount) FILTER (WHERE p.direction = 'CREDIT'), 0) AS credits
         FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.created_at < $1::timestamptz GROUP BY a.kind, p.currency),
          checkpoint AS (SELECT kind, currency, debits, credits FROM ledger_checkpoint_totals WHERE at = $1::timestamptz)
     SELECT kind, currency, c.debits::text AS c_debits, c.credits::text AS c_credits, j.debits::text AS j_debits, j.credits::text AS j_credits
       FROM journal j FULL JOIN checkpoint c USING (kind, currency)
      WHERE c.debits IS DISTINCT FROM j.debits OR c.credits IS DISTINCT FROM j.credits
      ORDER BY kind, currency`,
    [at],
  );
  return {
    at,
    accounts: accounts.map((row) => ({
      accountId: row.account_id,
      checkpoint: amounts(row.c_debits, row.c_credits),
      journal: { debits: row.j_debits, credits: row.j_credits },
    })),
    totals: totals.map((row) => ({
      kind: row.kind,
      currency: row.currency,
      checkpoint: amounts(row.c_debits, row.c_credits),
      journal: amounts(row.j_debits, row.j_credits),
    })),
  };
}
