// Owns production's market rates: the rates the refresh (refresh.ts) formed from public sources and accepted, and the
// refusal to quote any other. It fails closed: no rate, or one formed more than RATES_MAX_AGE_S ago, throws 503
// rates.unavailable naming the currency and the age, so simulations and transfer creation answer 503 and a transfer's
// execution job retries (and, out of attempts, fails its transfer) rather than price on a stale market. The rows the
// refresh never wrote (the sandbox's seeded rates of migration 004) are not rates here.
import { maybeOne, type Db } from '../../db/index.ts';
import type { LocalCurrency } from '../../money.ts';
import { rateError } from './errors.ts';
import type { MarketRate } from '../capabilities/rate-provider.ts';
import { RATE_LINEAGE, StoredRateProvider, type MarketRateRow } from './stored.ts';

export interface LiveRateSettings {
  /** RATES_MAX_AGE_S. */
  maxAgeS: number;
  /** RATES_REFRESH_S: when a new rate may be there, so the Retry-After of a refusal. */
  refreshS: number;
}

export class LiveRateProvider extends StoredRateProvider {
  constructor(
    db: Db,
    private readonly settings: LiveRateSettings,
    private readonly now: () => Date = () => new Date(),
  ) {
    super(db);
  }

  override async marketRate(quote: LocalCurrency, integratorId?: string): Promise<MarketRate> {
    const rate = await super.marketRate(quote, integratorId);
    // Checked on every read, the cached ones included: a rate ages in memory too.
    const ageS = Math.floor((this.now().getTime() - rate.updatedAt.getTime()) / 1000);
    if (ageS > this.settings.maxAgeS) {
      throw rateError(
        'rates.unavailable',
        `The USDC/${quote} market rate was formed ${ageS} seconds ago, more than the ${this.settings.maxAgeS} allowed: its sources cannot be read or do not agree, so nothing is priced in ${quote}. Retry later.`,
        { retryAfterS: this.settings.refreshS },
      );
    }
    return rate;
  }

  protected override missing(quote: LocalCurrency): Error {
    return rateError('rates.unavailable', `No USDC/${quote} market rate has been formed from its sources yet, so nothing is priced in ${quote}. Retry later.`, {
      retryAfterS: this.settings.refreshS,
    });
  }

  protected override read(quote: LocalCurrency): Promise<MarketRateRow | undefined> {
    return maybeOne<MarketRateRow>(
      this.db,
      `SELECT m.base, m.quote, m.rate, m.updated_at, ${RATE_LINEAGE}
         FROM market_rates m JOIN rate_observations ob ON ob.id = m.observation_id WHERE m.base = 'USDC' AND m.quote = $1`,
      [quote],
    );
  }
}
