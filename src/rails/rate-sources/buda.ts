// Owns a second COP market rate: USDC/COP on Buda.com (an exchange in Chile, Colombia and Peru), from its public ticker.
//
// Document: api.buda.com/en, "REST API" > "Public endpoints" > "Ticker" (no authentication):
//   GET https://www.buda.com/api/v2/markets/<market_id>/ticker   (market_id such as "btc-cop"; here "usdc-cop")
//   answer {"ticker": {"market_id": "USDC-COP", "last_price": ["4012.0", "COP"], "min_ask": ["4015.0", "COP"],
//   "max_bid": ["4005.0", "COP"], "volume": ["1000.0", "USDC"], "price_variation_24h": "0.001",
//   "price_variation_7d": "-0.01"}}: each amount is [decimal string, currency]. The ticker carries no time, so
//   `observedAt` is when the answer arrived. min_ask and max_bid are the book's current best offers ("la mejores ofertas
//   de compra y venta"), so their midpoint is the default price: on a thin market the last trade can be hours old.
// The base is USDC.
import { DEFAULT_TIMEOUT_MS, getJson, malformed, positiveDecimal, shown, type RateSource, type SourcedRate } from './source.ts';
import type { MarketTickerOptions } from './mercado-bitcoin.ts';
import type { Decimal } from '../../money.ts';

export const BUDA_CAPABILITIES = ['rate.USDC/COP', 'rate.market', 'rate.live'] as const;

export const BUDA_DEFAULT_BASE_URL = 'https://www.buda.com/api/v2';
const MARKET = 'usdc-cop';

export class BudaRateSource implements RateSource {
  readonly source = 'buda';
  readonly base = 'USDC';
  readonly quote = 'COP';
  readonly capabilities = BUDA_CAPABILITIES;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly price: 'last' | 'mid';
  private readonly now: () => Date;

  constructor(options: MarketTickerOptions = {}) {
    this.baseUrl = (options.baseUrl ?? BUDA_DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.price = options.price ?? 'mid';
    this.now = options.now ?? (() => new Date());
  }

  async read(): Promise<SourcedRate> {
    const answer = (await getJson(`${this.baseUrl}/markets/${MARKET}/ticker`, 'Buda ticker', this.timeoutMs)) as { ticker?: unknown } | null;
    const observedAt = this.now();
    const ticker = answer?.ticker as Record<string, unknown> | undefined;
    if (ticker === null || typeof ticker !== 'object') throw malformed('Buda ticker', 'no "ticker" object');
    if (typeof ticker.market_id !== 'string' || ticker.market_id.toLowerCase() !== MARKET)
      throw malformed('Buda ticker', `market_id is ${shown(ticker.market_id)}, not ${MARKET.toUpperCase()}`);
    if (this.price === 'last') return { base: 'USDC', quote: 'COP', rate: copAmount(ticker.last_price, 'last_price'), observedAt, source: this.source };
    const bid = copAmount(ticker.max_bid, 'max_bid');
    const ask = copAmount(ticker.min_ask, 'min_ask');
    if (bid.gt(ask)) throw malformed('Buda ticker', `max_bid ${bid.toFixed()} is above min_ask ${ask.toFixed()}`);
    return { base: 'USDC', quote: 'COP', rate: bid.plus(ask).div(2), observedAt, source: this.source, bid, ask };
  }
}

/** A Buda amount, [decimal string, currency], that must be in COP. */
function copAmount(value: unknown, field: string): Decimal {
  if (!Array.isArray(value) || value.length !== 2) throw malformed('Buda ticker', `${field} is not [amount, currency]: ${shown(value)}`);
  if (value[1] !== 'COP') throw malformed('Buda ticker', `${field} is in ${shown(value[1])}, not COP`);
  return positiveDecimal(value[0], `Buda ticker ${field}`);
}
