// Owns the USDC/BRL market rate of Mercado Bitcoin, Brazil's largest exchange, from its public data API.
//
// Document: www.mercadobitcoin.com.br/api-doc, "API de Dados" (public, no authentication):
//   method `ticker`: GET https://www.mercadobitcoin.net/api/<coin>/ticker/  (coin USDC is listed in the "coin" domain)
//     answer {"ticker": {"high", "low", "vol", "last", "buy", "sell", "date"}}: prices are decimals in BRL (written as
//     JSON numbers in the document's example, as strings by the live service: both are read exactly), `date` an integer
//     of Unix seconds, the time of the ticker (not of any trade). `buy` and `sell` are the best offers to buy and sell.
//   method `trades`: GET https://www.mercadobitcoin.net/api/<coin>/trades/
//     answer [{"tid", "date", "type", "price", "amount"}]: the latest trades, each with its own `date` (Unix seconds).
// By default the price is the midpoint of `buy` and `sell`, dated by the ticker: the book at that time. `last` is the
// price of the last trade, which on a thin market can be hours old although the ticker is fresh: priced by the last
// trade ('last'), the reading is dated by that trade's own time from the `trades` method, so that RATES_MAX_AGE_S
// bounds the trade's age. Either way the reading carries `buy` and `sell` as its bid and ask, so that a wide spread
// (a thin book) is refused as it is for every market (rails/fx/combine.ts).
// The base is USDC.
import { isLosslessNumber } from 'lossless-json';
import type { Decimal } from '../../money.ts';
import { DEFAULT_TIMEOUT_MS, getJson, malformed, positiveDecimal, shown, type RateSource, type RateSourceOptions, type SourcedRate } from './source.ts';

export const MERCADO_BITCOIN_CAPABILITIES = ['rate.USDC/BRL', 'rate.market', 'rate.live'] as const;

export const MERCADO_BITCOIN_DEFAULT_BASE_URL = 'https://www.mercadobitcoin.net/api';

export interface MarketTickerOptions extends RateSourceOptions {
  /** `mid` of the best buy and sell offers, or the `last` trade. */
  price?: 'last' | 'mid';
}

const TICKER = 'Mercado Bitcoin ticker';
const TRADES = 'Mercado Bitcoin trades';

export class MercadoBitcoinRateSource implements RateSource {
  readonly source = 'mercado-bitcoin';
  readonly base = 'USDC';
  readonly quote = 'BRL';
  readonly capabilities = MERCADO_BITCOIN_CAPABILITIES;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly price: 'last' | 'mid';

  constructor(options: MarketTickerOptions = {}) {
    this.baseUrl = (options.baseUrl ?? MERCADO_BITCOIN_DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.price = options.price ?? 'mid';
  }

  async read(): Promise<SourcedRate> {
    const answer = (await getJson(`${this.baseUrl}/USDC/ticker/`, TICKER, this.timeoutMs)) as { ticker?: unknown } | null;
    const ticker = answer?.ticker as Record<string, unknown> | undefined;
    if (ticker === null || typeof ticker !== 'object') throw malformed(TICKER, 'no "ticker" object');
    const bid = positiveDecimal(ticker.buy, `${TICKER} buy`);
    const ask = positiveDecimal(ticker.sell, `${TICKER} sell`);
    if (bid.gt(ask)) throw malformed(TICKER, `buy ${bid.toFixed()} is above sell ${ask.toFixed()}`);
    const reading = { base: 'USDC', quote: 'BRL', source: this.source, bid, ask } as const;
    if (this.price === 'mid') return { ...reading, rate: bid.plus(ask).div(2), observedAt: unixSeconds(ticker.date, TICKER) };
    const trade = await this.lastTrade();
    return { ...reading, rate: trade.price, observedAt: trade.date };
  }

  /** The latest trade of the `trades` method: its price and its own time. */
  private async lastTrade(): Promise<{ price: Decimal; date: Date }> {
    const trades = await getJson(`${this.baseUrl}/USDC/trades/`, TRADES, this.timeoutMs);
    if (!Array.isArray(trades)) throw malformed(TRADES, 'not a list of trades');
    let latest: { price: Decimal; date: Date; tid: number } | undefined;
    for (const trade of trades as Array<Record<string, unknown> | null>) {
      if (trade === null || typeof trade !== 'object') throw malformed(TRADES, `a trade is not an object: ${shown(trade)}`);
      const read = {
        price: positiveDecimal(trade.price, `${TRADES} price`),
        date: unixSeconds(trade.date, TRADES),
        tid: Number(isLosslessNumber(trade.tid) ? trade.tid.value : trade.tid),
      };
      if (!latest || read.date > latest.date || (read.date.getTime() === latest.date.getTime() && read.tid > latest.tid)) latest = read;
    }
    if (!latest) throw malformed(TRADES, 'no trade');
    return { price: latest.price, date: latest.date };
  }
}

function unixSeconds(value: unknown, what: string): Date {
  const text = isLosslessNumber(value) ? value.value : typeof value === 'string' ? value : undefined;
  if (text === undefined || !/^[1-9][0-9]{0,11}$/.test(text)) throw malformed(what, `date is not Unix seconds: ${shown(value)}`);
  return new Date(Number(text) * 1000);
}
