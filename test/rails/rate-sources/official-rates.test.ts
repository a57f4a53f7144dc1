// The official reference rates against a local server answering their documented shapes: BCB's PTAX (Olinda OData,
// empty on days without PTAX, Brasília wall-clock times) and Colombia's TRM (datos.gov.co SODA rows with validity
// windows). Rates must come out as the exact decimals written in the answer.
// Test pass: embedded only (database-independent: an adapter against its local provider)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PtaxRateSource } from '../../../src/rails/rate-sources/ptax.ts';
import { RateSourceError } from '../../../src/rails/rate-sources/source.ts';
import { TrmRateSource } from '../../../src/rails/rate-sources/trm.ts';
import { FakeSources } from '../../../src/rails/rate-sources/fake/sources.ts';

const PTAX_PATH = '/olinda/servico/PTAX/versao/v1/odata/CotacaoDolarDia(dataCotacao=@dataCotacao)';
const TRM_PATH = '/resource/32sa-8pi3.json';

/**
 * The documented answer of CotacaoDolarDia (dadosabertos.bcb.gov.br, "Dólar americano (USD) - todos os boletins
 * diários"; olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/aplicacao, resource CotacaoDolarDia): `value` holds the
 * day's closing PTAX, or nothing on a day without one. Numbers are JSON numbers, kept here as written.
 */
const ptaxAnswer = (rows: string[]): string =>
  `{"@odata.context":"https://was-p.bcnet.bcb.gov.br/olinda/servico/PTAX/versao/v1/odata$metadata#_CotacaoDolarDia(cotacaoCompra,cotacaoVenda,dataHoraCotacao)","value":[${rows.join(',')}]}`;

describe('BCB PTAX (USD/BRL)', () => {
  let server: FakeSources;
  const ptax = (now: string, options: { maxDaysBack?: number; side?: 'venda' | 'compra'; timeoutMs?: number } = {}) =>
    new PtaxRateSource({ baseUrl: `${server.baseUrl}/olinda/servico/PTAX/versao/v1/odata`, now: () => new Date(now), ...options });
  /** The dates asked, MM-DD-YYYY, in order. */
  const datesAsked = () => server.asked.filter((url) => url.pathname === PTAX_PATH).map((url) => url.searchParams.get('@dataCotacao'));

  before(async () => {
    server = await new FakeSources().start();
  });
  after(() => server.stop());

  it('walks back from a Sunday to Friday, reads the rate exactly and converts Brasília time to UTC', async () => {
    server.asked.length = 0;
    server.on(PTAX_PATH, (url) => {
      assert.equal(url.searchParams.get('$format'), 'json');
      return url.searchParams.get('@dataCotacao') === "'01-05-2024'"
        ? { body: ptaxAnswer(['{"cotacaoCompra":4.8813,"cotacaoVenda":4.88190000000000000001,"dataHoraCotacao":"2024-01-05 13:04:26.543"}']) }
        : { body: ptaxAnswer([]) };
    });
    // Sunday 2024-01-07, 12:00 in Brasília.
    const rate = await ptax('2024-01-07T15:00:00Z').read();
    assert.deepEqual(datesAsked(), ["'01-07-2024'", "'01-06-2024'", "'01-05-2024'"]);
    assert.equal(rate.rate.toFixed(), '4.88190000000000000001', 'no binary float on the way');
    assert.equal(rate.observedAt.toISOString(), '2024-01-05T16:04:26.543Z');
    assert.deepEqual({ base: rate.base, quote: rate.quote, source: rate.source }, { base: 'USD', quote: 'BRL', source: 'bcb-ptax' });
    assert.equal((await ptax('2024-01-07T15:00:00Z', { side: 'compra' }).read()).rate.toFixed(), '4.8813');
  });

  it("asks for Brasília's date, not UTC's: 23:30 on the 7th in Brasília is the 8th in UTC", async () => {
    server.asked.length = 0;
    server.on(PTAX_PATH, { body: ptaxAnswer(['{"cotacaoCompra":4.9,"cotacaoVenda":4.91,"dataHoraCotacao":"2024-01-07 13:00:00.000"}']) });
    await ptax('2024-01-08T02:30:00Z').read();
    assert.deepEqual(datesAsked(), ["'01-07-2024'"]);
  });

  it('converts a time from the years of Brazilian daylight saving time with that offset (UTC-2)', async () => {
    server.on(PTAX_PATH, { body: ptaxAnswer(['{"cotacaoCompra":3.7146,"cotacaoVenda":3.7152,"dataHoraCotacao":"2019-01-15 13:08:24.1"}']) });
    const rate = await ptax('2019-01-15T20:00:00Z').read();
    assert.equal(rate.observedAt.toISOString(), '2019-01-15T15:08:24.100Z');
  });

  it('gives up with a clear error when no day within the limit has a PTAX', async () => {
    server.asked.length = 0;
    server.on(PTAX_PATH, { body: ptaxAnswer([]) });
    await assert.rejects(
      ptax('2024-01-07T15:00:00Z', { maxDaysBack: 2 }).read(),
      (error: Error) => error instanceof RateSourceError && /no closing rate on any of the 3 days up to 2024-01-07/.test(error.message),
    );
    assert.equal(datesAsked().length, 3);
  });

  it('refuses a malformed answer with a clear error', async () => {
    server.on(PTAX_PATH, { body: '{"value":{"cotacaoVenda":5}}' });
    await assert.rejects(ptax('2024-01-05T18:00:00Z').read(), /BCB PTAX answered a malformed body: no "value" array/);
    server.on(PTAX_PATH, { body: ptaxAnswer(['{"cotacaoCompra":"x","cotacaoVenda":"5,12","dataHoraCotacao":"2024-01-05 13:04:26.543"}']) });
    await assert.rejects(ptax('2024-01-05T18:00:00Z').read(), /cotacaoVenda is not a decimal number: "5,12"/);
    server.on(PTAX_PATH, { body: ptaxAnswer(['{"cotacaoCompra":5.1,"cotacaoVenda":5.2,"dataHoraCotacao":"2024-01-05T13:04:26Z"}']) });
    await assert.rejects(ptax('2024-01-05T18:00:00Z').read(), /dataHoraCotacao is not "YYYY-MM-DD hh:mm:ss.fff"/);
    server.on(PTAX_PATH, { body: '<html>maintenance</html>' });
    await assert.rejects(ptax('2024-01-05T18:00:00Z').read(), /BCB PTAX \(01-05-2024\) answered something that is not JSON/);
    server.on(PTAX_PATH, { status: 503, body: '{}' });
    await assert.rejects(ptax('2024-01-05T18:00:00Z').read(), /answered HTTP 503/);
  });

  it('gives up after its timeout when Olinda does not answer', async () => {
    server.on(PTAX_PATH, 'hang');
    const started = Date.now();
    await assert.rejects(
      ptax('2024-01-05T18:00:00Z', { timeoutMs: 200 }).read(),
      (error: Error) => error instanceof RateSourceError && /did not answer within 200 ms/.test(error.message),
    );
    assert.ok(Date.now() - started < 2_000);
  });
});

/**
 * Rows as the SODA API writes dataset 32sa-8pi3 (datos.gov.co, "Tasa de Cambio Representativa del Mercado (TRM)";
 * dev.socrata.com/foundry/www.datos.gov.co/32sa-8pi3): numbers as strings, floating timestamps, newest first. The
 * first row is tomorrow's TRM, published today; the third covers a weekend and a holiday Monday.
 */
const trmRows = (unidad = 'COP', firstValor = '3905.26') =>
  JSON.stringify([
    { valor: firstValor, unidad, vigenciadesde: '2024-01-10T00:00:00.000', vigenciahasta: '2024-01-10T00:00:00.000' },
    { valor: '3911.10', unidad, vigenciadesde: '2024-01-09T00:00:00.000', vigenciahasta: '2024-01-09T00:00:00.000' },
    { valor: '3938.94', unidad, vigenciadesde: '2024-01-06T00:00:00.000', vigenciahasta: '2024-01-08T00:00:00.000' },
    { valor: '3925.63', unidad, vigenciadesde: '2024-01-05T00:00:00.000', vigenciahasta: '2024-01-05T00:00:00.000' },
  ]);

describe("Colombia's TRM (USD/COP)", () => {
  let server: FakeSources;
  const trm = (now: string, timeoutMs?: number) => new TrmRateSource({ baseUrl: `${server.baseUrl}${TRM_PATH}`, now: () => new Date(now), timeoutMs });

  before(async () => {
    server = await new FakeSources().start();
  });
  after(() => server.stop());

  it('picks the row in force in Bogotá now, not the newest, and asks for the newest rows first', async () => {
    server.asked.length = 0;
    server.on(TRM_PATH, { body: trmRows() });
    // Monday 2024-01-08 (a holiday), 07:00 in Bogotá.
    const rate = await trm('2024-01-08T12:00:00Z').read();
    assert.equal(rate.rate.toFixed(), '3938.94');
    assert.equal(rate.observedAt.toISOString(), '2024-01-06T05:00:00.000Z', '00:00 in Bogotá on vigenciadesde');
    assert.deepEqual({ base: rate.base, quote: rate.quote, source: rate.source }, { base: 'USD', quote: 'COP', source: 'co-trm' });
    const asked = server.asked.at(-1)!;
    assert.equal(asked.searchParams.get('$order'), 'vigenciadesde DESC');
    assert.equal(asked.searchParams.get('$limit'), '10');
  });

  it('keeps a window through its last day in Bogotá and moves on at midnight there', async () => {
    server.on(TRM_PATH, { body: trmRows() });
    assert.equal((await trm('2024-01-09T04:59:59Z').read()).rate.toFixed(), '3938.94', '23:59:59 on the 8th in Bogotá');
    assert.equal((await trm('2024-01-09T05:00:00Z').read()).rate.toFixed(), '3911.1', '00:00 on the 9th in Bogotá');
    assert.equal((await trm('2024-01-10T15:00:00Z').read()).rate.toFixed(), '3905.26');
  });

  it('errs clearly when no row is in force, or a row is not the documented shape', async () => {
    server.on(TRM_PATH, { body: trmRows() });
    await assert.rejects(trm('2024-01-12T15:00:00Z').read(), /none of the 4 latest rows is in force on 2024-01-12/);
    server.on(TRM_PATH, { body: trmRows('USD') });
    await assert.rejects(trm('2024-01-08T15:00:00Z').read(), /unidad is "USD", not "COP"/);
    server.on(TRM_PATH, { body: trmRows('COP', '3.905,26') });
    await assert.rejects(trm('2024-01-10T15:00:00Z').read(), /valor is not a decimal number: "3.905,26"/);
    server.on(TRM_PATH, { body: '{"valor":"3900"}' });
    await assert.rejects(trm('2024-01-10T15:00:00Z').read(), /malformed body: not an array of rows/);
    server.on(TRM_PATH, { body: '[{"valor":"3900","unidad":"COP","vigenciadesde":"2024-01-10","vigenciahasta":"2024-01-10T00:00:00.000"}]' });
    await assert.rejects(trm('2024-01-10T15:00:00Z').read(), /not floating timestamps/);
  });

  it('gives up after its timeout', async () => {
    server.on(TRM_PATH, 'hang');
    await assert.rejects(trm('2024-01-10T15:00:00Z', 200).read(), /datos.gov.co TRM did not answer within 200 ms/);
  });
});
