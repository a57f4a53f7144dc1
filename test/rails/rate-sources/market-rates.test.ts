// The USDC market rates against a local server answering the exchanges' documented ticker shapes: Mercado Bitcoin
// (USDC/BRL) and Buda.com (USDC/COP). Prices come out as the exact decimals written, whether as JSON strings or numbers.
// Test pass: embedded only (database-independent: an adapter against its local provider)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BudaRateSource } from '../../../src/rails/rate-sources/buda.ts';
import { MercadoBitcoinRateSource } from '../../../src/rails/rate-sources/mercado-bitcoin.ts';
import { RateSourceError, type SourcedRate } from '../../../src/rails/rate-sources/source.ts';
import { combine } from '../../../src/rails/fx/combine.ts';
import { Decimal } from '../../../src/money.ts';
import { FakeSources } from '../../../src/rails/rate-sources/fake/sources.ts';

const MB_PATH = '/api/USDC/ticker/';
/** www.mercadobitcoin.com.br/api-doc, "API de Dados", method `trades`: [{tid, date, type, price, amount}], date Unix seconds. */
const MB_TRADES_PATH = '/api/USDC/trades/';
const BUDA_PATH = '/api/v2/markets/usdc-cop/ticker';

/**
 * www.mercadobitcoin.com.br/api-doc, "API de Dados", method `ticker`: {"ticker": {high, low, vol, last, buy, sell,
 * date}}, prices decimal, date Unix seconds. The live service writes prices as strings; the document's example as numbers.
 */
const mbTicker = (fields: Record<string, string>) =>
  `{"ticker":{${Object.entries({
    high: '"5.52000000"',
    low: '"5.40100000"',
    vol: '"120432.12345678"',
    last: '"5.47812345"',
    buy: '"5.47700001"',
    sell: '"5.47899999"',
    open: '"5.45000000"',
    date: '1704456000',
    ...fields,
  })
    .map(([key, value]) => `"${key}":${value}`)
    .join(',')}}}`;

/**
 * api.buda.com/en, "Ticker": {"ticker": {market_id, last_price, min_ask, max_bid, volume, price_variation_24h,
 * price_variation_7d}}, each amount [decimal string, currency].
 */
const budaTicker = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    ticker: {
      market_id: 'USDC-COP',
      last_price: ['3950.0', 'COP'],
      min_ask: ['3960.5', 'COP'],
      max_bid: ['3949.5', 'COP'],
      volume: ['20500.1', 'USDC'],
      price_variation_24h: '0.002',
      price_variation_7d: '-0.011',
      ...overrides,
    },
  });

describe('market tickers', () => {
  let server: FakeSources;
  const mercadoBitcoin = (options: { price?: 'last' | 'mid'; timeoutMs?: number } = {}) =>
    new MercadoBitcoinRateSource({ baseUrl: `${server.baseUrl}/api/`, ...options });
  const buda = (options: { price?: 'last' | 'mid'; timeoutMs?: number } = {}) =>
    new BudaRateSource({ baseUrl: `${server.baseUrl}/api/v2`, now: () => new Date('2024-01-05T12:00:01Z'), ...options });

  before(async () => {
    server = await new FakeSources().start();
  });
  after(() => server.stop());

  it('Mercado Bitcoin: the midpoint of the best buy and sell offers of USDC in BRL by default, at the ticker date, with the book', async () => {
    server.on(MB_PATH, { body: mbTicker({}) });
    const rate = await mercadoBitcoin().read();
    assert.deepEqual({ base: rate.base, quote: rate.quote, source: rate.source }, { base: 'USDC', quote: 'BRL', source: 'mercado-bitcoin' });
    assert.equal(rate.rate.toFixed(), '5.478');
    assert.deepEqual([rate.bid?.toFixed(), rate.ask?.toFixed()], ['5.47700001', '5.47899999'], "the book, so that its spread is checked as every market's");
    assert.equal(rate.observedAt.toISOString(), '2024-01-05T12:00:00.000Z');
  });

  it("Mercado Bitcoin: the last trade is dated by the trade's own time, not the ticker's, and carries the book too", async () => {
    // A fresh ticker whose last trade is two hours old: dated by the ticker, RATES_MAX_AGE_S would not see its age.
    server.on(MB_PATH, { body: mbTicker({ last: '"5.47812345"', date: '1704456000' }) });
    server.on(MB_TRADES_PATH, {
      body: '[{"tid":8812,"date":1704448700,"type":"sell","price":"5.47000000","amount":"12.0"},{"tid":8813,"date":1704448800,"type":"buy","price":"5.47812345","amount":"3.5"}]',
    });
    const last = await mercadoBitcoin({ price: 'last' }).read();
    assert.equal(last.rate.toFixed(), '5.47812345');
    assert.equal(last.observedAt.toISOString(), '2024-01-05T10:00:00.000Z', "the last trade's time");
    assert.deepEqual([last.bid?.toFixed(), last.ask?.toFixed()], ['5.47700001', '5.47899999']);
    server.on(MB_TRADES_PATH, { body: '[]' });
    await assert.rejects(mercadoBitcoin({ price: 'last' }).read(), /Mercado Bitcoin trades answered a malformed body: no trade/);
  });

  it('Mercado Bitcoin: a wide book is refused for BRL as for any market, and an old trade is stale', async () => {
    const now = new Date('2024-01-05T12:00:30Z');
    const rules = { tolerance: new Decimal('0.03'), maxAgeS: 300, maxMove: new Decimal('0.05') };
    const ptax = {
      source: 'bcb-ptax',
      base: 'USD',
      quote: 'BRL',
      readAt: now,
      rate: { source: 'bcb-ptax', base: 'USD', quote: 'BRL', rate: new Decimal('5.4560'), observedAt: now },
      error: undefined,
    } as const;
    const reading = (rate: SourcedRate) => ({ source: rate.source, base: rate.base, quote: 'BRL' as const, readAt: now, rate, error: undefined });
    {
      server.on(MB_PATH, { body: mbTicker({ buy: '"5.40000000"', sell: '"5.56000000"' }) });
      const wide = combine({ quote: 'BRL', market: reading(await mercadoBitcoin().read()), official: ptax, earlierOfficial: undefined, now, rules });
      assert.deepEqual([wide.market.refusal, wide.refusal.refusal], ['wide_spread', 'no_price']);
      server.on(MB_PATH, { body: mbTicker({}) });
      server.on(MB_TRADES_PATH, { body: '[{"tid":1,"date":1704448800,"type":"buy","price":"5.47812345","amount":"3.5"}]' });
      const old = combine({
        quote: 'BRL',
        market: reading(await mercadoBitcoin({ price: 'last' }).read()),
        official: ptax,
        earlierOfficial: undefined,
        now,
        rules,
      });
      assert.equal(old.market.refusal, 'stale');
      const fresh = combine({ quote: 'BRL', market: reading(await mercadoBitcoin().read()), official: ptax, earlierOfficial: undefined, now, rules });
      assert.equal(fresh.refusal.refusal, undefined, fresh.refusal.detail);
    }
  });

  it('Mercado Bitcoin: prices written as JSON numbers keep every digit', async () => {
    server.on(MB_PATH, { body: mbTicker({ buy: '5.478123456789012345678', sell: '5.478123456789012345678' }) });
    assert.equal((await mercadoBitcoin().read()).rate.toFixed(), '5.478123456789012345678');
  });

  it('Mercado Bitcoin: a malformed ticker is a clear error', async () => {
    server.on(MB_PATH, { body: '{"error_message":"coin not found"}' });
    await assert.rejects(mercadoBitcoin().read(), /Mercado Bitcoin ticker answered a malformed body: no "ticker" object/);
    server.on(MB_PATH, { body: mbTicker({ buy: '"-"' }) });
    await assert.rejects(mercadoBitcoin().read(), /ticker buy is not a decimal number: "-"/);
    server.on(MB_PATH, { body: mbTicker({ date: '"2024-01-05"' }) });
    await assert.rejects(mercadoBitcoin().read(), /date is not Unix seconds/);
    server.on(MB_PATH, { body: mbTicker({ buy: '"5.5"', sell: '"5.4"' }) });
    await assert.rejects(mercadoBitcoin().read(), /buy 5.5 is above sell 5.4/);
  });

  it('Mercado Bitcoin: a ticker that never comes is an error after the timeout', async () => {
    server.on(MB_PATH, 'hang');
    await assert.rejects(
      mercadoBitcoin({ timeoutMs: 200 }).read(),
      (error: Error) => error instanceof RateSourceError && /did not answer within 200 ms/.test(error.message),
    );
  });

  it('Buda: the midpoint of the best bid and ask of USDC in COP by default, or the last trade', async () => {
    server.on(BUDA_PATH, { body: budaTicker() });
    const rate = await buda().read();
    assert.deepEqual({ base: rate.base, quote: rate.quote, source: rate.source }, { base: 'USDC', quote: 'COP', source: 'buda' });
    assert.equal(rate.rate.toFixed(), '3955');
    assert.deepEqual([rate.bid?.toFixed(), rate.ask?.toFixed()], ['3949.5', '3960.5'], 'the book, so that its spread can be checked');
    assert.equal(rate.observedAt.toISOString(), '2024-01-05T12:00:01.000Z', 'the ticker has no time: when it was read');
    const last = await buda({ price: 'last' }).read();
    assert.deepEqual([last.rate.toFixed(), last.bid, last.ask], ['3950', undefined, undefined]);
  });

  it('Buda: another market or currency is a clear error, not a wrong rate', async () => {
    server.on(BUDA_PATH, { body: budaTicker({ market_id: 'USDC-CLP' }) });
    await assert.rejects(buda().read(), /market_id is "USDC-CLP", not USDC-COP/);
    server.on(BUDA_PATH, { body: budaTicker({ max_bid: ['3949.5', 'CLP'] }) });
    await assert.rejects(buda().read(), /max_bid is in "CLP", not COP/);
    server.on(BUDA_PATH, { body: budaTicker({ min_ask: '3960.5' }) });
    await assert.rejects(buda().read(), /min_ask is not \[amount, currency\]/);
    server.on(BUDA_PATH, { status: 404, body: '{"message":"Not found","code":"not_found"}' });
    await assert.rejects(buda().read(), /Buda ticker answered HTTP 404/);
  });

  it('an unreachable source is a clear error', async () => {
    const gone = await new FakeSources().start();
    const baseUrl = gone.baseUrl;
    await gone.stop();
    await assert.rejects(new BudaRateSource({ baseUrl }).read(), /Buda ticker could not be reached: ECONNREFUSED/);
  });
});
