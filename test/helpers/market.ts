// The four public rate sources on one local server, each answering the documented body of its own document, at the
// prices a test sets (undefined: that source is down). For production-mode tests, whose prices come from them.
import { FakeSources } from '../../src/rails/rate-sources/fake/sources.ts';

/** What each source answers now; undefined: it is down (HTTP 503). */
export interface Market {
  ptax: string | undefined;
  trm: string | undefined;
  mercadoBitcoin: string | undefined;
  buda: { bid: string; ask: string } | undefined;
}

const day = (offsetDays: number): string => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The four public sources on one local server, each answering the documented body of its own document. */
export function serveSources(server: FakeSources, market: Market): void {
  const down = { status: 503, body: '{"error":"unavailable"}' };
  // dadosabertos.bcb.gov.br, "Dólar americano (USD) - todos os boletins diários", resource CotacaoDolarDia: the day's
  // closing PTAX in `value`, numbers as JSON numbers, dataHoraCotacao in Brasília's wall clock.
  server.on('/olinda/servico/PTAX/versao/v1/odata/CotacaoDolarDia(dataCotacao=@dataCotacao)', (url) => {
    if (market.ptax === undefined) return down;
    const [month, dayOfMonth, year] = (url.searchParams.get('@dataCotacao') ?? '').replace(/'/g, '').split('-');
    return {
      body: `{"@odata.context":"https://was-p.bcnet.bcb.gov.br/olinda/servico/PTAX/versao/v1/odata$metadata#_CotacaoDolarDia(cotacaoCompra,cotacaoVenda,dataHoraCotacao)","value":[{"cotacaoCompra":${market.ptax},"cotacaoVenda":${market.ptax},"dataHoraCotacao":"${year}-${month}-${dayOfMonth} 13:04:26.543"}]}`,
    };
  });
  // datos.gov.co dataset 32sa-8pi3 through SODA (dev.socrata.com/foundry/www.datos.gov.co/32sa-8pi3): rows with
  // `valor` as a string and a validity window of floating timestamps; this one is in force today in Bogotá.
  server.on('/resource/32sa-8pi3.json', () =>
    market.trm === undefined
      ? down
      : { body: `[{"valor":"${market.trm}","unidad":"COP","vigenciadesde":"${day(-1)}T00:00:00.000","vigenciahasta":"${day(1)}T00:00:00.000"}]` },
  );
  // www.mercadobitcoin.com.br/api-doc, "API de Dados", method ticker: prices as decimal strings, date in Unix seconds.
  server.on('/api/USDC/ticker/', () =>
    market.mercadoBitcoin === undefined
      ? down
      : {
          body: `{"ticker":{"high":"6.90000000","low":"5.00000000","vol":"120432.12345678","last":"${market.mercadoBitcoin}","buy":"${market.mercadoBitcoin}","sell":"${market.mercadoBitcoin}","open":"5.45000000","date":${Math.floor(Date.now() / 1000)}}}`,
        },
  );
  // api.buda.com/en, "Ticker": each amount [decimal string, currency].
  server.on('/api/v2/markets/usdc-cop/ticker', () =>
    market.buda === undefined
      ? down
      : {
          body: JSON.stringify({
            ticker: {
              market_id: 'USDC-COP',
              last_price: [market.buda.bid, 'COP'],
              min_ask: [market.buda.ask, 'COP'],
              max_bid: [market.buda.bid, 'COP'],
              volume: ['20500.1', 'USDC'],
              price_variation_24h: '0.002',
              price_variation_7d: '-0.011',
            },
          }),
        },
  );
}

/** The settings that point a production test app at `sources`. */
export function marketEnv(sources: FakeSources): Record<string, string> {
  return {
    RATES_PTAX_URL: `${sources.baseUrl}/olinda/servico/PTAX/versao/v1/odata`,
    RATES_TRM_URL: `${sources.baseUrl}/resource/32sa-8pi3.json`,
    RATES_MERCADO_BITCOIN_URL: `${sources.baseUrl}/api`,
    RATES_BUDA_URL: `${sources.baseUrl}/api/v2`,
  };
}

/** A market that answers `prices` until stopped. */
export async function startMarket(market: Market): Promise<{ sources: FakeSources; env: Record<string, string> }> {
  const sources = await new FakeSources().start();
  serveSources(sources, market);
  return { sources, env: marketEnv(sources) };
}
