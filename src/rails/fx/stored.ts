// Owns the market rates as the service keeps them: in the database (market_rates), not in memory, so every API and
// worker process on one database prices with the same rate. The sandbox prices with the migration's seeded rates
// (USDC/BRL 5.30000000, USDC/COP 3900.00000000, under its per-integrator overrides); production with the rates its
// refresh forms from public sources, through LiveRateProvider (live.ts), which never quotes the seeded ones.
//
// Every simulation and transfer reads a rate, so a provider that listens keeps the rates in memory: a change commits
// with a NOTIFY on RATES_CHANNEL, and every listening provider drops what it holds when that arrives (and after its
// listening connection comes back, when a change may have been missed). Until it listens, it reads the table each time.
import { maybeOne, type Db } from '../../db/index.ts';
import { Decimal, type LocalCurrency } from '../../money.ts';
import type { MarketRate, RateProvider } from '../capabilities/rate-provider.ts';

export const RATES_CHANNEL = 'ponte_rates';

export interface MarketRateRow {
  base: 'USDC';
  quote: LocalCurrency;
  rate: string;
  updated_at: Date;
  /** The lineage (RATE_LINEAGE's columns); absent, the row's own time and `sandbox`. */
  source?: string;
  observation_id?: string | null;
  observed_at?: Date | null;
  fetched_at?: Date;
}

/** The lineage columns of a market_rates row `m` with its observation `ob` (LEFT JOIN rate_observations ob ON ob.id = m.observation_id). */
export const RATE_LINEAGE = `COALESCE(ob.source, 'sandbox') AS source, m.observation_id, COALESCE(ob.observed_at, m.updated_at) AS observed_at,
  COALESCE(ob.read_at, m.updated_at) AS fetched_at`;

export const toMarketRate = (row: MarketRateRow): MarketRate => ({
  base: row.base,
  quote: row.quote,
  rate: new Decimal(row.rate),
  updatedAt: row.updated_at,
  lineage: {
    source: row.source ?? 'sandbox',
    observationId: row.observation_id ?? null,
    observedAt: row.observed_at === undefined ? row.updated_at : row.observed_at,
    fetchedAt: row.fetched_at ?? row.updated_at,
  },
});

export class StoredRateProvider implements RateProvider {
  /** Rates by `integratorId:quote` (`*:quote` for one read without an integrator). */
  private cache: Map<string, MarketRate> | undefined;
  /** Moves on with every change seen, so a read that started before a change never caches what it read. */
  private generation = 0;

  constructor(protected readonly db: Db) {}

  /** Keeps rates in memory from now on, each until a change to the rates is notified. */
  async listen(): Promise<void> {
    if (this.cache) return;
    await this.db.listen(RATES_CHANNEL, () => this.forget());
    this.cache = new Map();
  }

  /** Drops what is held in memory: a change was made (by this process, or notified from another). */
  protected forget(): void {
    this.generation++;
    this.cache?.clear();
  }

  async marketRate(quote: LocalCurrency, integratorId?: string): Promise<MarketRate> {
    const key = `${integratorId ?? '*'}:${quote}`;
    const cached = this.cache?.get(key);
    if (cached) return cached;
    const generation = this.generation;
    const row = await this.read(quote, integratorId);
    if (!row) throw this.missing(quote);
    const rate = toMarketRate(row);
    if (generation === this.generation) this.cache?.set(key, rate);
    return rate;
  }

  /** What is thrown when the table holds no rate of USDC/`quote`. */
  protected missing(quote: LocalCurrency): Error {
    return new Error(`no market rate for USDC/${quote}`);
  }

  /** The market rate of USDC/`quote`: the same for every integrator. */
  protected read(quote: LocalCurrency, _integratorId: string | undefined): Promise<MarketRateRow | undefined> {
    return maybeOne<MarketRateRow>(
      this.db,
      `SELECT m.base, m.quote, m.rate, m.updated_at, ${RATE_LINEAGE}
         FROM market_rates m LEFT JOIN rate_observations ob ON ob.id = m.observation_id WHERE m.base = 'USDC' AND m.quote = $1`,
      [quote],
    );
  }
}
