// Owns the sandbox market rates. They live in the `market_rates` table, not in memory, so every API and worker process
// on one database prices with the same rate, and a rate set through one process is seen by all. The migration seeds
// the contract's starting rates (USDC/BRL 5.30000000, USDC/COP 3900.00000000).
import { maybeOne, one, type Queryable } from '../../db/index.ts';
import { Decimal, type LocalCurrency } from '../../money.ts';
import type { MarketRate, RateProvider } from './provider.ts';

interface MarketRateRow {
  base: 'USDC';
  quote: LocalCurrency;
  rate: string;
  updated_at: Date;
}

const toMarketRate = (row: MarketRateRow): MarketRate => ({ base: row.base, quote: row.quote, rate: new Decimal(row.rate), updatedAt: row.updated_at });

export class SandboxRateProvider implements RateProvider {
  constructor(private readonly db: Queryable) {}

  async marketRate(quote: LocalCurrency): Promise<MarketRate> {
    const row = await maybeOne<MarketRateRow>(this.db, `SELECT * FROM market_rates WHERE base = 'USDC' AND quote = $1`, [quote]);
    if (!row) throw new Error(`no market rate for USDC/${quote}`);
    return toMarketRate(row);
  }

  async rates(): Promise<MarketRate[]> {
    return (await this.db.query<MarketRateRow>('SELECT * FROM market_rates ORDER BY base, quote')).map(toMarketRate);
  }

  /** Sets the market rate of USDC/`quote`; `rate` is positive with at most 8 decimals (checked by the caller). */
  async setRate(quote: LocalCurrency, rate: Decimal): Promise<MarketRate> {
    const row = await one<MarketRateRow>(
      this.db,
      `INSERT INTO market_rates (base, quote, rate, updated_at) VALUES ('USDC', $1, $2, now())
       ON CONFLICT (base, quote) DO UPDATE SET rate = EXCLUDED.rate, updated_at = EXCLUDED.updated_at
       RETURNING *`,
      [quote, rate],
    );
    return toMarketRate(row);
  }
}
