// Owns the sandbox market rates. They live in the database, not in memory, so every API and worker process on one
// database prices with the same rate, and a rate set through one process is seen by all. The migration seeds the
// contract's starting rates (USDC/BRL 5.30000000, USDC/COP 3900.00000000) as the shared market rate; an integrator's
// PUT /v1/sandbox/rates sets an override of its own (`sandbox_rate_overrides`) that only its simulations and transfers
// price with, so in a shared sandbox no integrator moves another's prices.
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
  /** Rates by `integratorId:quote` (`*:quote` for the shared market rate). */
  private cache: Map<string, MarketRate> | undefined;
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

  async marketRate(quote: LocalCurrency, integratorId?: string): Promise<MarketRate> {
    const key = `${integratorId ?? '*'}:${quote}`;
    const cached = this.cache?.get(key);
    if (cached) return cached;
    const generation = this.generation;
    const row = await maybeOne<MarketRateRow>(this.db, `${EFFECTIVE_RATES} AND m.quote = $2`, [integratorId ?? null, quote]);
    if (!row) throw new Error(`no market rate for USDC/${quote}`);
    const rate = toMarketRate(row);
    if (generation === this.generation) this.cache?.set(key, rate);
    return rate;
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
         RETURNING base, quote, rate, updated_at`,
        [integratorId, quote, rate],
      );
      await tx.query('SELECT pg_notify($1, $2)', [RATES_CHANNEL, quote]);
      return updated;
    });
    // This process sees its own change at once; the others when the NOTIFY reaches them.
    this.generation++;
    this.cache?.clear();
    return toMarketRate(row);
  }
}

/** The shared market rates with $1's overrides over them ($1 NULL: the shared rates alone). */
const EFFECTIVE_RATES = `
  SELECT m.base, m.quote, COALESCE(o.rate, m.rate) AS rate, COALESCE(o.updated_at, m.updated_at) AS updated_at
    FROM market_rates m
    LEFT JOIN sandbox_rate_overrides o ON o.integrator_id = $1 AND o.base = m.base AND o.quote = m.quote
   WHERE m.base = 'USDC'`;
