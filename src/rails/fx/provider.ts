// Owns what the service asks of a foreign-exchange source: the market price of 1 USDC in a local currency. The domain
// sees only this interface, never whether the rates come from the sandbox table or a real market feed.
import type { Decimal, LocalCurrency } from '../../money.ts';

export interface MarketRate {
  base: 'USDC';
  quote: LocalCurrency;
  /** At most 8 decimals. */
  rate: Decimal;
  updatedAt: Date;
}

export interface RateProvider {
  marketRate(quote: LocalCurrency): Promise<MarketRate>;
}
