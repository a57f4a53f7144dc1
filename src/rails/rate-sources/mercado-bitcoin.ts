// Owns the USDC/BRL market rate of Mercado Bitcoin, Brazil's largest exchange, from its public ticker.
//
// Document: www.mercadobitcoin.com.br/api-doc, "API de Dados" (public, no authentication), method `ticker`:
//   GET https://www.mercadobitcoin.net/api/<coin>/ticker/  (coin USDC is listed in the document's "coin" domain)
//   answer {"ticker": {"high", "low", "vol", "last", "buy", "sell", "date"}}: prices are decimals in BRL (written as JSON
//   numbers in the document's example, as strings by the live service: both are read exactly), `date` an integer of
//   Unix seconds. `last` is "Preço unitário da última negociação"; `buy`/`sell` are described as the best offers "das
//   últimas 24 horas", so the last trade is the default price.
// The base is USDC.
import { isLosslessNumber } from 'lossless-json';
import type { Decimal } from '../../money.ts';
import { DEFAULT_TIMEOUT_MS, getJson, malformed, positiveDecimal, shown, type RateSource, type RateSourceOptions, type SourcedRate } from './source.ts';

export const MERCADO_BITCOIN_CAPABILITIES = ['rate.USDC/BRL', 'rate.market', 'rate.live'] as const;

export const MERCADO_BITCOIN_DEFAULT_BASE_URL = 'https://www.mercadobitcoin.net/api';

export interface MarketTickerOptions extends RateSourceOptions {
  /** `last` trade, or `mid` of the best buy and sell offers. */
  price?: 'last' | 'mid';
}

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
    this.price = options.price ?? 'last';
  }

  async read(): Promise<SourcedRate> {
    const answer = (await getJson(`${this.baseUrl}/USDC/ticker/`, 'Mercado Bitcoin ticker', this.timeoutMs)) as { ticker?: unknown } | null;
    const ticker = answer?.ticker as Record<string, unknown> | undefined;
    if (ticker === null || typeof ticker !== 'object') throw malformed('Mercado Bitcoin ticker', 'no "ticker" object');
    let rate: Decimal;
    if (this.price === 'last') {
      rate = positiveDecimal(ticker.last, 'Mercado Bitcoin ticker last');
    } else {
      const buy = positiveDecimal(ticker.buy, 'Mercado Bitcoin ticker buy');
      const sell = positiveDecimal(ticker.sell, 'Mercado Bitcoin ticker sell');
      if (buy.gt(sell)) throw malformed('Mercado Bitcoin ticker', `buy ${buy.toFixed()} is above sell ${sell.toFixed()}`);
      rate = buy.plus(sell).div(2);
    }
    return { base: 'USDC', quote: 'BRL', rate, observedAt: unixSeconds(ticker.date), source: this.source };
  }
}

function unixSeconds(value: unknown): Date {
  const text = isLosslessNumber(value) ? value.value : typeof value === 'string' ? value : undefined;
  if (text === undefined || !/^[1-9][0-9]{0,11}$/.test(text)) throw malformed('Mercado Bitcoin ticker', `date is not Unix seconds: ${shown(value)}`);
  return new Date(Number(text) * 1000);
}
