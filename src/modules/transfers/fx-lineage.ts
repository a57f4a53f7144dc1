// Owns a transfer's FX lineage (migration 057): the rate it was quoted (its simulation's, with the lineage of the
// market rate the simulation read) kept on the transfer apart from the rate it executed at; and, at execution, one
// fx_conversions row with the executed rates, the amounts converted and the lineage of the market rate read then, which
// the transfer and every posting of its FX legs name; and the spread that conversion earned, posted on its own.
import { randomUUID } from 'node:crypto';
import type { Prepared, Queryable } from '../../db/index.ts';
import { Decimal, SCALE } from '../../money.ts';
import type { TransferType } from '../corridors/index.ts';
import type { RateLineage } from '../../rails/capabilities/rate-provider.ts';
import type { SimulationRow, TransferRow } from './model.ts';
import type { Price } from './pricing.ts';

/** A price with the lineage of the market rate it was formed from. */
export type LinedPrice = Price & { lineage: RateLineage };

/** The simulation's columns that keep the lineage of the market rate it was priced with. */
export const simulationLineageColumns = (lineage: RateLineage) => ({
  rate_source: lineage.source,
  rate_observation_id: lineage.observationId,
  rate_observed_at: lineage.observedAt,
  rate_fetched_at: lineage.fetchedAt,
});

/** The transfer's quoted_* columns: its simulation's rates and their lineage, never changed afterwards. */
export const quotedColumns = (simulation: SimulationRow) => ({
  quoted_market_exchange_rate: simulation.market_exchange_rate,
  quoted_exchange_rate: simulation.exchange_rate,
  quoted_rate_source: simulation.rate_source,
  quoted_rate_observation_id: simulation.rate_observation_id,
  quoted_rate_observed_at: simulation.rate_observed_at,
  quoted_rate_fetched_at: simulation.rate_fetched_at,
});

/**
 * Writes the conversion the transfer executes (its row already priced and pointing at `id`, in this transaction): what
 * was converted (the effective value) into what (`to`), at which rates, from which market rate.
 */
const INSERT_CONVERSION: Prepared = {
  name: 'fx_conversions_insert',
  text: `INSERT INTO fx_conversions (id, transfer_id, base, quote, from_currency, from_value, to_currency, to_value, market_exchange_rate, exchange_rate,
                                 spread, rate_source, rate_observation_id, rate_observed_at, rate_fetched_at)
         VALUES ($1, $2, 'USDC', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
};

export async function recordConversion(tx: Queryable, id: string, transfer: TransferRow, priced: LinedPrice): Promise<void> {
  await tx.query(INSERT_CONVERSION, [
    id,
    transfer.id,
    transfer.type === 'ON_RAMP' ? transfer.from_currency : transfer.to_currency,
    transfer.from_currency,
    priced.effectiveTransactionValue.value.toFixed(),
    transfer.to_currency,
    priced.to.value.toFixed(),
    priced.marketExchangeRate.toFixed(),
    priced.exchangeRate.toFixed(),
    transfer.spread,
    priced.lineage.source,
    priced.lineage.observationId,
    priced.lineage.observedAt,
    priced.lineage.fetchedAt,
  ]);
}

export const newConversionId = (): string => randomUUID();

/**
 * The spread a conversion earned, in its source currency (the currency the transfer is paid in, as its fees are): what
 * was converted (`effective`) less what the `to` delivered is worth at the market rate, rounded down to the cent.
 *
 *   ON_RAMP   effective local - to USDC x market          (local per USDC)
 *   OFF_RAMP  effective USDC - to local / market
 *
 * Never negative: the rate given to the customer is the market rate less the spread, and `to` rounds down. Posted to
 * spread_revenue; the rest of `effective` goes through fx_position at the market rate, so fx_position keeps only what
 * is left below a cent. Exact: the OFF_RAMP quotient is taken in whole cents by an integer division.
 */
export function spreadEarned(type: TransferType, effective: Decimal, to: Decimal, marketExchangeRate: Decimal): Decimal {
  if (type === 'ON_RAMP') return effective.minus(to.times(marketExchangeRate)).toDecimalPlaces(SCALE, Decimal.ROUND_FLOOR);
  return effective
    .times(marketExchangeRate)
    .minus(to)
    .times(10 ** SCALE)
    .dividedToIntegerBy(marketExchangeRate)
    .div(10 ** SCALE);
}

/** A transfer's rates and their lineage, as the operator reads them (the console's story page). */
export interface FxLineage {
  quoted: {
    marketExchangeRate: string | null;
    exchangeRate: string | null;
    source: string | null;
    observationId: string | null;
    observedAt: string | null;
    fetchedAt: string | null;
  };
  executed: {
    id: string;
    marketExchangeRate: string;
    exchangeRate: string;
    from: { currencyCode: string; value: string };
    to: { currencyCode: string; value: string };
    source: string;
    observationId: string | null;
    observedAt: string | null;
    fetchedAt: string;
    at: string;
    /** The postings that name it. */
    postings: number;
  } | null;
}

export async function fxLineage(db: Queryable, transferId: string): Promise<FxLineage | undefined> {
  const rows = await db.query<Record<string, any>>(
    `SELECT t.quoted_market_exchange_rate::text AS q_market, t.quoted_exchange_rate::text AS q_rate, t.quoted_rate_source AS q_source,
            t.quoted_rate_observation_id AS q_observation, t.quoted_rate_observed_at AS q_observed, t.quoted_rate_fetched_at AS q_fetched,
            c.id, c.market_exchange_rate::text AS market, c.exchange_rate::text AS rate, c.from_currency, c.from_value::text AS from_value,
            c.to_currency, c.to_value::text AS to_value, c.rate_source, c.rate_observation_id, c.rate_observed_at, c.rate_fetched_at, c.created_at,
            (SELECT count(*)::int FROM ledger_postings p WHERE p.fx_conversion_id = c.id) AS postings
       FROM transfers t LEFT JOIN fx_conversions c ON c.id = t.fx_conversion_id WHERE t.id = $1`,
    [transferId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  return {
    quoted: {
      marketExchangeRate: row.q_market,
      exchangeRate: row.q_rate,
      source: row.q_source,
      observationId: row.q_observation,
      observedAt: iso(row.q_observed),
      fetchedAt: iso(row.q_fetched),
    },
    executed: row.id
      ? {
          id: row.id,
          marketExchangeRate: row.market,
          exchangeRate: row.rate,
          from: { currencyCode: row.from_currency, value: row.from_value },
          to: { currencyCode: row.to_currency, value: row.to_value },
          source: row.rate_source,
          observationId: row.rate_observation_id,
          observedAt: iso(row.rate_observed_at),
          fetchedAt: row.rate_fetched_at.toISOString(),
          at: row.created_at.toISOString(),
          postings: row.postings,
        }
      : null,
  };
}
