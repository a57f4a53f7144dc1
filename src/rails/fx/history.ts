// Owns the SQL of production's rate history (migration 020): the rows of rate_observations, one per reading and one per
// combined rate, and the accepted rate in market_rates that points at the row that formed it. The refresh writes
// through here (refresh.ts); /metrics reads the ages from here.
import { maybeOne, type Queryable } from '../../db/index.ts';
import { Decimal, RATE_DECIMALS, type LocalCurrency } from '../../money.ts';
import type { EarlierReading, PreviousCombined, Refusal } from './combine.ts';
import { RATES_CHANNEL } from './stored.ts';

/** The source name of the rate formed from a currency's readings. */
export const COMBINED = 'combined';

export interface ObservationRow {
  id: string;
  refreshId: string;
  source: string;
  base: 'USD' | 'USDC';
  quote: LocalCurrency;
  rate: Decimal | undefined;
  observedAt: Date | undefined;
  readAt: Date;
  refusal: Refusal | undefined;
  detail: string | undefined;
}

export async function insertObservations(tx: Queryable, rows: ObservationRow[]): Promise<void> {
  const params: unknown[] = [];
  const values = rows.map((row) => {
    const at = params.length;
    // A combined rate is written at the contract's scale, as market_rates and the API write it.
    const rate = row.rate === undefined ? null : row.source === COMBINED ? row.rate.toFixed(RATE_DECIMALS) : row.rate;
    params.push(
      row.id,
      row.refreshId,
      row.source,
      row.base,
      row.quote,
      rate,
      row.observedAt ?? null,
      row.readAt,
      row.refusal === undefined,
      row.refusal ?? null,
      row.detail ?? null,
    );
    return `(${Array.from({ length: 11 }, (_, i) => `$${at + i + 1}`).join(', ')})`;
  });
  await tx.query(
    `INSERT INTO rate_observations (id, refresh_id, source, base, quote, rate, observed_at, read_at, accepted, refusal, detail) VALUES ${values.join(', ')}`,
    params,
  );
}

/**
 * Makes `row` (an accepted combined rate) the market rate of its currency and tells every listening provider. A rate
 * formed before the one in place (two refreshes crossing) is not written over it.
 */
export async function acceptRate(tx: Queryable, row: ObservationRow & { rate: Decimal }): Promise<void> {
  await tx.query(
    `INSERT INTO market_rates (base, quote, rate, updated_at, observation_id) VALUES ('USDC', $1, $2, $3, $4)
     ON CONFLICT (base, quote) DO UPDATE SET rate = EXCLUDED.rate, updated_at = EXCLUDED.updated_at, observation_id = EXCLUDED.observation_id
      WHERE market_rates.observation_id IS NULL OR market_rates.updated_at <= EXCLUDED.updated_at`,
    [row.quote, row.rate, row.readAt, row.id],
  );
  await tx.query('SELECT pg_notify($1, $2)', [RATES_CHANNEL, row.quote]);
}

/** Serialises the recording of one currency's refreshes, so that each sees the one before. */
export async function lockCurrency(tx: Queryable, quote: LocalCurrency): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`rate_observations:${quote}`]);
}

/** The accepted market rate in place (none before the first refresh: the seeded rows do not count). */
export async function lastAcceptedRate(tx: Queryable, quote: LocalCurrency): Promise<Decimal | undefined> {
  const row = await maybeOne<{ rate: string }>(tx, `SELECT rate FROM market_rates WHERE base = 'USDC' AND quote = $1 AND observation_id IS NOT NULL`, [quote]);
  return row && new Decimal(row.rate);
}

/** The latest combined rate of `quote`, accepted or not. */
export async function latestCombined(tx: Queryable, quote: LocalCurrency): Promise<PreviousCombined | undefined> {
  const row = await maybeOne<{ rate: string | null; refusal: Refusal | null; read_at: Date }>(
    tx,
    `SELECT rate, refusal, read_at FROM rate_observations WHERE source = $1 AND quote = $2 ORDER BY read_at DESC LIMIT 1`,
    [COMBINED, quote],
  );
  return row && { rate: row.rate === null ? undefined : new Decimal(row.rate), refusal: row.refusal ?? undefined, readAt: row.read_at };
}

/** The latest reading of `source` that gave a rate and was accepted. */
export async function lastGoodReading(db: Queryable, source: string, quote: LocalCurrency): Promise<EarlierReading | undefined> {
  const row = await maybeOne<{ rate: string; observed_at: Date; read_at: Date }>(
    db,
    `SELECT rate, observed_at, read_at FROM rate_observations WHERE source = $1 AND quote = $2 AND accepted ORDER BY read_at DESC LIMIT 1`,
    [source, quote],
  );
  return row && { rate: new Decimal(row.rate), observedAt: row.observed_at, readAt: row.read_at };
}

export interface LastReading {
  source: string;
  /** When its last reading that gave a rate arrived; undefined when it never gave one. */
  readAt: Date | undefined;
  /** When that reading's rate was observed (a daily official rate can be days old). */
  observedAt: Date | undefined;
}

/** For /metrics: each source's last reading that gave a rate, accepted or not. */
export async function lastReadings(db: Queryable, sources: ReadonlyArray<{ source: string; quote: LocalCurrency }>): Promise<LastReading[]> {
  if (sources.length === 0) return [];
  const rows = await db.query<{ source: string; read_at: Date | null; observed_at: Date | null }>(
    `SELECT s.source, r.read_at, r.observed_at
       FROM unnest($1::text[], $2::text[]) AS s (source, quote)
       LEFT JOIN LATERAL (
         SELECT read_at, observed_at FROM rate_observations o
          WHERE o.source = s.source AND o.quote = s.quote AND o.rate IS NOT NULL
          ORDER BY read_at DESC LIMIT 1) r ON true`,
    [sources.map((s) => s.source), sources.map((s) => s.quote)],
  );
  return rows.map((row) => ({ source: row.source, readAt: row.read_at ?? undefined, observedAt: row.observed_at ?? undefined }));
}

export interface AcceptedRate {
  quote: LocalCurrency;
  rate: Decimal;
  updatedAt: Date;
}

/** For /metrics: the accepted market rates (those the refresh formed). */
export async function acceptedRates(db: Queryable): Promise<AcceptedRate[]> {
  const rows = await db.query<{ quote: LocalCurrency; rate: string; updated_at: Date }>(
    `SELECT quote, rate, updated_at FROM market_rates WHERE base = 'USDC' AND observation_id IS NOT NULL ORDER BY quote`,
  );
  return rows.map((row) => ({ quote: row.quote, rate: new Decimal(row.rate), updatedAt: row.updated_at }));
}
