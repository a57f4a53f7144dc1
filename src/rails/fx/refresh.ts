// Owns production's rate refresh, which the worker runs every RATES_REFRESH_S (modules/rates/jobs.ts): read every
// public source at once, outside any transaction; combine each currency's two readings by the rules of combine.ts;
// then, per currency in one transaction, record every reading and the combined rate in rate_observations and, when the
// combined rate is accepted, make it the market rate (market_rates, updated_at = when it was formed) and NOTIFY every
// process's provider. A source that fails is recorded as such; only the database failing makes a refresh throw.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/index.ts';
import { Decimal, RATE_DECIMALS, type LocalCurrency } from '../../money.ts';
import type { RateSourceSettings } from '../../config/rails.ts';
import { BudaRateSource } from '../rate-sources/buda.ts';
import { MercadoBitcoinRateSource } from '../rate-sources/mercado-bitcoin.ts';
import { PtaxRateSource } from '../rate-sources/ptax.ts';
import type { RateSource } from '../rate-sources/source.ts';
import { TrmRateSource } from '../rate-sources/trm.ts';
import { errorText } from '../../errors.ts';
import { checkMove, combine, type Combination, type CombineRules, type Reading, type Verdict } from './combine.ts';
import { acceptRate, COMBINED, insertObservations, lastAcceptedRate, lastGoodReading, latestCombined, lockCurrency, type ObservationRow } from './history.ts';

/** A currency's two sources: the market ticker that prices, the official rate that is its reference. */
export interface CurrencySources {
  quote: LocalCurrency;
  market: RateSource;
  official: RateSource;
}

/** The sources production reads, at the addresses of RATES_*_URL. */
export function publicRateSources(settings: RateSourceSettings): CurrencySources[] {
  const timeoutMs = settings.timeoutMs;
  return [
    {
      quote: 'BRL',
      market: new MercadoBitcoinRateSource({ baseUrl: settings.mercadoBitcoinUrl, timeoutMs }),
      official: new PtaxRateSource({ baseUrl: settings.ptaxUrl, timeoutMs }),
    },
    {
      quote: 'COP',
      market: new BudaRateSource({ baseUrl: settings.budaUrl, timeoutMs }),
      official: new TrmRateSource({ baseUrl: settings.trmUrl, timeoutMs }),
    },
  ];
}

export const rulesOf = (settings: RateSourceSettings): CombineRules => ({
  tolerance: new Decimal(settings.tolerance),
  maxAgeS: settings.maxAgeS,
  maxMove: new Decimal(settings.maxMove),
});

/** What one refresh did for one currency. */
export interface RefreshOutcome {
  quote: LocalCurrency;
  accepted: boolean;
  rate: string | undefined;
  refusal: string | undefined;
  detail: string | undefined;
}

export class RateRefresher {
  constructor(
    private readonly db: Db,
    readonly sources: CurrencySources[],
    private readonly rules: CombineRules,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async refresh(): Promise<RefreshOutcome[]> {
    const refreshId = randomUUID();
    const read = await Promise.all(
      this.sources.map(async (pair) => ({ pair, readings: await Promise.all([this.read(pair.market), this.read(pair.official)]) })),
    );
    const outcomes: RefreshOutcome[] = [];
    for (const { pair, readings } of read) {
      const [market, official] = readings;
      const earlierOfficial = official.rate ? undefined : await lastGoodReading(this.db, official.source, pair.quote);
      const combination = combine({ quote: pair.quote, market, official, earlierOfficial, now: this.now(), rules: this.rules });
      outcomes.push(await this.record(refreshId, pair.quote, market, official, combination));
    }
    return outcomes;
  }

  /** One source's answer, or why it gave none: never throws. */
  private async read(source: RateSource): Promise<Reading> {
    const reading = { source: source.source, base: source.base, quote: source.quote };
    try {
      const rate = await source.read();
      if (rate.base !== source.base || rate.quote !== source.quote) throw new Error(`answered ${rate.base}/${rate.quote}, not ${source.base}/${source.quote}`);
      return { ...reading, readAt: this.now(), rate, error: undefined };
    } catch (error) {
      return { ...reading, readAt: this.now(), rate: undefined, error: errorText(error) };
    }
  }

  private record(refreshId: string, quote: LocalCurrency, market: Reading, official: Reading, combination: Combination): Promise<RefreshOutcome> {
    const row = (reading: Reading, verdict: Verdict): ObservationRow => ({
      id: randomUUID(),
      refreshId,
      source: reading.source,
      base: reading.base,
      quote,
      rate: reading.rate?.rate,
      observedAt: reading.rate?.observedAt,
      readAt: reading.readAt,
      refusal: verdict.refusal,
      detail: verdict.detail,
    });
    return this.db.transaction(async (tx) => {
      await lockCurrency(tx, quote);
      const { formed } = combination;
      let verdict = combination.refusal;
      if (formed && !verdict.refusal) {
        const move = checkMove(formed, await lastAcceptedRate(tx, quote), await latestCombined(tx, quote), this.now(), this.rules);
        verdict = { refusal: move.refusal, detail: move.refusal ? move.detail : [formed.detail, move.detail].filter(Boolean).join('; ') };
      }
      const combined: ObservationRow = {
        id: randomUUID(),
        refreshId,
        source: COMBINED,
        base: 'USDC',
        quote,
        rate: formed?.rate,
        observedAt: formed?.observedAt,
        readAt: formed?.formedAt ?? this.now(),
        refusal: verdict.refusal,
        detail: verdict.detail,
      };
      await insertObservations(tx, [row(official, combination.official), row(market, combination.market), combined]);
      if (!verdict.refusal && combined.rate) await acceptRate(tx, { ...combined, rate: combined.rate });
      return { quote, accepted: !verdict.refusal, rate: combined.rate?.toFixed(RATE_DECIMALS), refusal: verdict.refusal, detail: verdict.detail };
    });
  }
}
