// Owns what the service asks of a foreign-exchange source: the market price of 1 USDC in a local currency. The domain
// sees only this interface, never whether the rates come from the sandbox table or a real market feed.
import type { Decimal, LocalCurrency } from '../../money.ts';

export interface MarketRate {
  base: 'USDC';
  quote: LocalCurrency;
  /** At most 8 decimals. */
  rate: Decimal;
  updatedAt: Date;
  /** Where the rate comes from (migration 057): a transfer keeps it beside each rate it was quoted and executed at. */
  lineage: RateLineage;
}

export interface RateLineage {
  /** rate_observations' source ('combined' for the refresh's rate), 'sandbox' or 'sandbox_override'. */
  source: string;
  /** The rate_observations row behind it, when there is one (production). */
  observationId: string | null;
  /** When the source says the rate was formed. */
  observedAt: Date | null;
  /** When it was read from its source (the sandbox: when it was set). */
  fetchedAt: Date;
}

export interface RateProvider {
  /**
   * The rate `integratorId` prices with. A market feed answers the same to everyone; the sandbox answers the
   * integrator's own override where it set one (PUT /v1/sandbox/rates), so one integrator never moves another's prices.
   */
  marketRate(quote: LocalCurrency, integratorId?: string): Promise<MarketRate>;
}
