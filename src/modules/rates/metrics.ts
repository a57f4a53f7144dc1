// Owns what /metrics says of production's market rates, read from the database at each scrape (the api process serves
// /metrics, the worker refreshes): per source, how long ago it last gave a rate and how old that rate was; per currency,
// the accepted rate and its age, which simulations refuse beyond RATES_MAX_AGE_S. A scrape that cannot read the
// database leaves these out rather than fail /metrics.
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/index.ts';
import { acceptedRates, lastReadings } from '../../rails/fx/history.ts';
import type { RateRefresher } from '../../rails/fx/refresh.ts';

const secondsSince = (now: Date, then: Date): number => (now.getTime() - then.getTime()) / 1000;

export function registerRateMetrics(registry: Registry, db: Db, refresher: RateRefresher | undefined): void {
  if (!refresher) return;
  const sources = refresher.sources.flatMap((pair) => [pair.market, pair.official]).map((source) => ({ source: source.source, quote: source.quote }));
  /** Sets `gauge` from `read`, or leaves it empty when the database does not answer. */
  const collected = async (gauge: Gauge, read: (now: Date) => Promise<Array<[Record<string, string>, number | undefined]>>): Promise<void> => {
    gauge.reset();
    try {
      for (const [labels, value] of await read(new Date())) if (value !== undefined) gauge.set(labels, value);
    } catch {
      // No samples: an absent series alerts as surely as a stale one, and /metrics keeps answering.
    }
  };
  new Gauge({
    name: 'rate_source_age_seconds',
    help: 'Seconds since the rate source last gave a rate (absent: it never has)',
    labelNames: ['source'],
    registers: [registry],
    async collect() {
      await collected(this, async (now) =>
        (await lastReadings(db, sources)).map((last) => [{ source: last.source }, last.readAt && secondsSince(now, last.readAt)]),
      );
    },
  });
  new Gauge({
    name: 'rate_source_observed_age_seconds',
    help: 'Age of the rate the source last gave, from when the source says it was formed (an official rate is daily)',
    labelNames: ['source'],
    registers: [registry],
    async collect() {
      await collected(this, async (now) =>
        (await lastReadings(db, sources)).map((last) => [{ source: last.source }, last.observedAt && secondsSince(now, last.observedAt)]),
      );
    },
  });
  new Gauge({
    name: 'market_rate',
    help: 'The accepted market rate: the price of 1 base in quote',
    labelNames: ['base', 'quote'],
    registers: [registry],
    async collect() {
      // A float is fine here: this is for graphs and alerts, never for pricing.
      await collected(this, async () => (await acceptedRates(db)).map((rate) => [{ base: 'USDC', quote: rate.quote }, rate.rate.toNumber()]));
    },
  });
  new Gauge({
    name: 'market_rate_age_seconds',
    help: 'Seconds since the accepted market rate was formed; beyond RATES_MAX_AGE_S nothing is priced in that currency',
    labelNames: ['base', 'quote'],
    registers: [registry],
    async collect() {
      await collected(this, async (now) => (await acceptedRates(db)).map((rate) => [{ base: 'USDC', quote: rate.quote }, secondsSince(now, rate.updatedAt)]));
    },
  });
}
