// Owns the sandbox market rates. They live in the `market_rates` table, not in memory, so every API and worker process
// on one database prices with the same rate, and a rate set through one process is seen by all. The migration seeds
// the contract's starting rates (USDC/BRL 5.30000000, USDC/COP 3900.00000000).
//
// Every simulation and transfer reads a rate, so a provider that listens keeps the rates in memory: a change commits
// with a NOTIFY, and every listening provider drops what it holds when that arrives (and after its listening
// connection comes back, when a change may have been missed). Until it listens, a provider reads the table each time.
import { maybeOne, one, type Db } from '../../db/index.ts';
import { Decimal, type LocalCurrency } from '../../money.ts';
import type { MarketRate, RateProvider } from './provider.ts';

export const RATES_CHANNEL = 'ponte_rates';

interface MarketRateRow {
  base: 'USDC';
  quote: LocalCurrency;
  rate: string;
  updated_at: Date;
}

const toMarketRate = (row: MarketRateRow): MarketRate => ({ base: row.base, quote: row.quote, rate: new Decimal(row.rate), updatedAt: row.updated_at });

export class SandboxRateProvider implements RateProvider {
  private cache: Map<LocalCurrency, MarketRate> | undefined;
  /** Moves on with every change seen, so a read that started before a change never caches what it read. */
  private generation = 0;

  constructor(private readonly db: Db) {}

  /** Keeps rates in memory from now on, each until a change to the rates is notified. */
  async listen(): Promise<void> {
    if (this.cache) return;
    await this.db.listen(RATES_CHANNEL, () => {
      this.generation++;
      this.cache?.clear();
    });
    this.cache = new Map();
  }

  async marketRate(quote: LocalCurrency): Promise<MarketRate> {
    const cached = this.cache?.get(quote);
    if (cached) return cached;
    const generation = this.generation;
    const row = await maybeOne<MarketRateRow>(this.db, `SELECT * FROM market_rates WHERE base = 'USDC' AND quote = $1`, [quote]);
    if (!row) throw new Error(`no market rate for USDC/${quote}`);
    const rate = toMarketRate(row);
    if (generation === this.generation) this.cache?.set(quote, rate);
    return rate;
  }

  async rates(): Promise<MarketRate[]> {
    return (await this.db.query<MarketRateRow>('SELECT * FROM market_rates ORDER BY base, quote')).map(toMarketRate);
  }

  /** Sets the market rate of USDC/`quote`; `rate` is positive with at most 8 decimals (checked by the caller). */
  async setRate(quote: LocalCurrency, rate: Decimal): Promise<MarketRate> {
    const row = await this.db.transaction(async (tx) => {
      const updated = await one<MarketRateRow>(
        tx,
        `INSERT INTO market_rates (base, quote, rate, updated_at) VALUES ('USDC', $1, $2, now())
         ON CONFLICT (base, quote) DO UPDATE SET rate = EXCLUDED.rate, updated_at = EXCLUDED.updated_at
         RETURNING *`,
        [quote, rate],
      );
      await tx.query('SELECT pg_notify($1, $2)', [RATES_CHANNEL, quote]);
      return updated;
    });
    // This process sees its own change at once; the others when the NOTIFY reaches them.
    this.generation++;
    this.cache?.delete(quote);
    return toMarketRate(row);
  }
}
