// The sandbox's market rates: the shared market rate (market_rates), with each integrator's own override over it
// (sandbox_rate_overrides, set with PUT /v1/sandbox/rates), so that in a shared sandbox no integrator moves another's
// prices. Changes are notified on the same channel as the market rates, so every process's cache follows.
import { one } from '../../db/index.ts';
import type { Decimal, LocalCurrency } from '../../money.ts';
import type { MarketRate } from '../capabilities/rate-provider.ts';
import { RATES_CHANNEL, StoredRateProvider, toMarketRate, type MarketRateRow } from '../fx/stored.ts';

/** The shared market rates with $1's overrides over them ($1 NULL: the shared rates alone). */
const EFFECTIVE_RATES = `
  SELECT m.base, m.quote, COALESCE(o.rate, m.rate) AS rate, COALESCE(o.updated_at, m.updated_at) AS updated_at,
         CASE WHEN o.rate IS NULL THEN COALESCE(ob.source, 'sandbox') ELSE 'sandbox_override' END AS source,
         CASE WHEN o.rate IS NULL THEN m.observation_id END AS observation_id,
         CASE WHEN o.rate IS NULL THEN COALESCE(ob.observed_at, m.updated_at) ELSE o.updated_at END AS observed_at,
         CASE WHEN o.rate IS NULL THEN COALESCE(ob.read_at, m.updated_at) ELSE o.updated_at END AS fetched_at
    FROM market_rates m
    LEFT JOIN sandbox_rate_overrides o ON o.integrator_id = $1 AND o.base = m.base AND o.quote = m.quote
    LEFT JOIN rate_observations ob ON ob.id = m.observation_id
   WHERE m.base = 'USDC'`;

export class SandboxRates extends StoredRateProvider {
  protected override async read(quote: LocalCurrency, integratorId: string | undefined): Promise<MarketRateRow | undefined> {
    return (await this.db.query<MarketRateRow>(`${EFFECTIVE_RATES} AND m.quote = $2`, [integratorId ?? null, quote]))[0];
  }

  /** The rates `integratorId` prices with (the shared ones when none is given). */
  async rates(integratorId?: string): Promise<MarketRate[]> {
    return (await this.db.query<MarketRateRow>(`${EFFECTIVE_RATES} ORDER BY m.base, m.quote`, [integratorId ?? null])).map(toMarketRate);
  }

  /** Sets `integratorId`'s own rate of USDC/`quote`; `rate` is positive with at most 8 decimals (checked by the caller). */
  async setRate(integratorId: string, quote: LocalCurrency, rate: Decimal): Promise<MarketRate> {
    const row = await this.db.transaction(async (tx) => {
      const updated = await one<MarketRateRow>(
        tx,
        `INSERT INTO sandbox_rate_overrides (integrator_id, base, quote, rate, updated_at) VALUES ($1, 'USDC', $2, $3, now())
         ON CONFLICT (integrator_id, base, quote) DO UPDATE SET rate = EXCLUDED.rate, updated_at = EXCLUDED.updated_at
         RETURNING base, quote, rate, updated_at, 'sandbox_override' AS source, NULL::uuid AS observation_id, updated_at AS observed_at, updated_at AS fetched_at`,
        [integratorId, quote, rate],
      );
      await tx.query('SELECT pg_notify($1, $2)', [RATES_CHANNEL, quote]);
      return updated;
    });
    // This process sees its own change at once; the others when the NOTIFY reaches them.
    this.forget();
    return toMarketRate(row);
  }
}
