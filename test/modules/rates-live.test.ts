// Production's market rates, end to end: the worker refreshes them from the public sources (a local server answering
// each source's documented shape), the history keeps every reading, simulations and transfers price with the accepted
// rates, and fail closed (503 rates.unavailable) on none, a stale one or one that moved too far; /metrics shows ages.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { RefreshOutcome } from '../../src/rails/fx/refresh.ts';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { colombianPerson, person } from '../helpers/beneficiaries.ts';
import { FakeSources } from '../../src/rails/rate-sources/fake/sources.ts';
import { marketEnv, serveSources, type Market } from '../helpers/market.ts';

const METRICS_TOKEN = 'metrics-token-0123456789';
const MAX_AGE_S = 300;

/** Retries `check` until it passes (a NOTIFY reaches the provider's cache a moment after the commit). */
async function eventually(check: () => Promise<void>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

describe('market rates in production', () => {
  const market: Market = { ptax: undefined, trm: undefined, mercadoBitcoin: undefined, buda: undefined };
  let sources: FakeSources;
  let t: TestApp;
  let integrator: TestIntegrator;
  const beneficiaries = { BR: randomUUID(), CO: randomUUID() };

  before(async () => {
    sources = await new FakeSources().start();
    serveSources(sources, market);
    t = await startApp({
      worker: true,
      env: {
        PONTE_ENV: 'production',
        DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://unused@127.0.0.1:1/unused',
        SECRETS_KEY: 'cd'.repeat(32),
        METRICS_TOKEN,
        ...marketEnv(sources),
        // The worker refreshes once at start; the tests then refresh when they choose.
        RATES_REFRESH_S: '3600',
        RATES_MAX_AGE_S: String(MAX_AGE_S),
      },
    });
    integrator = await t.createIntegrator();
    // Production cannot verify a beneficiary without a KYC partner yet: two approved ones, as verification leaves them.
    for (const [country, id] of Object.entries(beneficiaries)) {
      await t.db.query(
        `INSERT INTO beneficiaries (id, integrator_id, integrator_beneficiary_id, type, country, status, kyc_verified, person)
         VALUES ($1, $2, $3, 'INDIVIDUAL', $4, 'CREATED', true, $5)`,
        [id, integrator.id, `rates-${country}`, country, country === 'BR' ? person() : colombianPerson()],
      );
    }
    // Nor are the collection rails built for production yet: the accounts an on-ramp is paid into, so that a
    // simulation gets as far as its rate.
    t.context.rails.pixCollection = { pixKey: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906', merchantName: 'Ponte Pagamentos', merchantCity: 'Sao Paulo' };
    t.context.rails.copCollection = { bankName: 'Bancolombia', accountType: 'CHECKING', accountNumber: '69812345678' };
  });
  after(async () => {
    await t?.close();
    await sources?.stop();
  });

  const refresh = (): Promise<RefreshOutcome[]> => t.context.rails.rateRefresh!.refresh();
  const outcomeOf = (outcomes: RefreshOutcome[], quote: string) => outcomes.find((outcome) => outcome.quote === quote)!;
  const simulate = (country: 'BR' | 'CO') =>
    t.request('POST', '/v1/transfers/simulations', {
      token: integrator.token,
      body: {
        type: 'ON_RAMP',
        beneficiaryId: beneficiaries[country],
        amount: country === 'BR' ? { currencyCode: 'BRL', value: '100.00' } : { currencyCode: 'COP', value: '400000.00' },
      },
    });
  const marketRateOf = async (simulationId: string) =>
    (await t.db.query<{ rate: string }>('SELECT market_exchange_rate::text AS rate FROM simulations WHERE id = $1', [simulationId]))[0]!.rate;
  const quoted = (quote: 'BRL' | 'COP') => t.context.rails.rates.marketRate(quote).then((rate) => rate.rate.toFixed());
  const metrics = async (): Promise<Map<string, number>> => {
    const response = await t.request('GET', '/metrics', { token: METRICS_TOKEN });
    assert.equal(response.status, 200, response.text);
    return new Map([...response.text.matchAll(/^((?:rate_source|market_rate)\w*\{[^}]*\}) (\S+)$/gm)].map((match) => [match[1]!, Number(match[2])]));
  };

  it('quotes nothing on a fresh database: the seeded rates are not rates, and the worker refreshes at start', async () => {
    // The worker's first refresh, with every source down.
    await eventually(async () => {
      const rows = await t.db.query<{ quote: string; refusal: string }>(
        "SELECT quote, refusal FROM rate_observations WHERE source = 'combined' ORDER BY quote",
      );
      assert.deepEqual(rows, [
        { quote: 'BRL', refusal: 'no_reference' },
        { quote: 'COP', refusal: 'no_reference' },
      ]);
    });
    // The job is rescheduled just after the refresh commits.
    await eventually(async () => {
      const [job] = await t.db.query<{ run_at: Date }>("SELECT run_at FROM jobs WHERE kind = 'rates-refresh'");
      assert.ok(job && job.run_at.getTime() > Date.now() + 3500_000, 'the next refresh is scheduled RATES_REFRESH_S later');
    });
    // Migration 004's sandbox rates are still in the table, and never quoted here.
    assert.equal((await t.db.query("SELECT 1 FROM market_rates WHERE quote = 'BRL' AND rate = 5.3")).length, 1);
    for (const country of ['BR', 'CO'] as const) {
      const response = await simulate(country);
      assert.equal(response.status, 503, response.text);
      assert.equal(response.body.code, 'rates.unavailable');
      assert.match(response.body.message, new RegExp(`No USDC/${country === 'BR' ? 'BRL' : 'COP'} market rate has been formed`));
      assert.equal(response.headers.get('retry-after'), '3600');
    }
    assert.equal((await t.db.query('SELECT 1 FROM simulations')).length, 0);
  });

  it('forms BRL from Mercado Bitcoin and COP from Buda, each within the tolerance of its official rate, and prices with them', async () => {
    Object.assign(market, { ptax: '5.4560', trm: '3912.66', mercadoBitcoin: '5.478123455', buda: { bid: '3949.5', ask: '3960.5' } });
    const outcomes = await refresh();
    assert.deepEqual(
      outcomes.map(({ quote, accepted, rate }) => ({ quote, accepted, rate })),
      [
        { quote: 'BRL', accepted: true, rate: '5.47812346' },
        { quote: 'COP', accepted: true, rate: '3955.00000000' },
      ],
    );
    const br = await simulate('BR');
    assert.equal(br.status, 201, br.text);
    assert.equal(await marketRateOf(br.body.id), '5.47812346');
    const co = await simulate('CO');
    assert.equal(co.status, 201, co.text);
    assert.equal(await marketRateOf(co.body.id), '3955.00000000');

    const shown = await metrics();
    for (const source of ['bcb-ptax', 'co-trm', 'mercado-bitcoin', 'buda']) {
      const age = shown.get(`rate_source_age_seconds{source="${source}"}`);
      assert.ok(age !== undefined && age >= 0 && age < 60, `${source} was read just now (${age})`);
    }
    assert.ok(shown.get('rate_source_observed_age_seconds{source="bcb-ptax"}') !== undefined);
    assert.equal(shown.get('market_rate{base="USDC",quote="BRL"}'), 5.47812346);
    assert.equal(shown.get('market_rate{base="USDC",quote="COP"}'), 3955);
    assert.ok(shown.get('market_rate_age_seconds{base="USDC",quote="BRL"}')! < 60);
  });

  it('keeps every reading in the history: the rates exactly as given, accepted or refused with the reason', async () => {
    const rows = await t.db.query<{
      refresh_id: string;
      source: string;
      rate: string | null;
      accepted: boolean;
      refusal: string | null;
      detail: string | null;
    }>('SELECT refresh_id, source, rate::text AS rate, accepted, refusal, detail FROM rate_observations ORDER BY read_at, source');
    const refreshes = [...new Set(rows.map((row) => row.refresh_id))];
    assert.equal(refreshes.length, 2);
    for (const id of refreshes) assert.equal(rows.filter((row) => row.refresh_id === id).length, 6, 'four readings and two combined rates');
    const first = rows.filter((row) => row.refresh_id === refreshes[0] && row.source !== 'combined');
    assert.ok(
      first.every((row) => row.refusal === 'unreadable' && row.rate === null && /answered HTTP 503/.test(row.detail ?? '')),
      JSON.stringify(first),
    );
    const second = new Map(rows.filter((row) => row.refresh_id === refreshes[1]).map((row) => [`${row.source}:${row.rate}`, row.accepted]));
    assert.deepEqual([...second.keys()].sort(), [
      'bcb-ptax:5.456',
      'buda:3955',
      'co-trm:3912.66',
      'combined:3955.00000000',
      'combined:5.47812346',
      'mercado-bitcoin:5.478123455',
    ]);
    assert.ok([...second.values()].every(Boolean));
    await assert.rejects(t.db.query("UPDATE rate_observations SET rate = 1 WHERE source = 'buda'"), /append-only/);
  });

  it('with a source down, COP falls back to the TRM while BRL ages into 503 for simulations and transfers', async () => {
    const earlier = await simulate('BR');
    assert.equal(earlier.status, 201, earlier.text);
    Object.assign(market, { mercadoBitcoin: undefined, buda: undefined });
    const outcomes = await refresh();
    assert.deepEqual([outcomeOf(outcomes, 'BRL').refusal, outcomeOf(outcomes, 'COP').accepted], ['no_price', true]);
    assert.match(outcomeOf(outcomes, 'COP').detail!, /co-trm 3912\.66 at par: buda not used \(unreadable: Buda ticker answered HTTP 503\)/);
    await eventually(async () => assert.equal(await quoted('COP'), '3912.66'));
    // BRL is the last accepted rate, until it is too old: time passing, as RATES_MAX_AGE_S sees it.
    assert.equal(await quoted('BRL'), '5.47812346');
    await t.db.transaction(async (tx) => {
      await tx.query(`UPDATE market_rates SET updated_at = now() - make_interval(secs => $1) WHERE quote = 'BRL'`, [MAX_AGE_S + 5]);
      await tx.query("SELECT pg_notify('ponte_rates', 'BRL')");
    });
    await eventually(async () => assert.equal((await simulate('BR')).status, 503));
    const refused = await simulate('BR');
    assert.equal(refused.body.code, 'rates.unavailable');
    assert.match(refused.body.message, /The USDC\/BRL market rate was formed 3\d\d seconds ago, more than the 300 allowed/);
    assert.equal(refused.headers.get('retry-after'), '3600');
    const transfer = await t.request('POST', '/v1/transfers', { token: integrator.token, body: { simulationId: earlier.body.id } });
    assert.equal(transfer.status, 503, transfer.text);
    assert.equal(transfer.body.code, 'rates.unavailable');
    assert.equal((await t.db.query('SELECT 1 FROM transfers')).length, 0);
    assert.equal((await simulate('CO')).status, 201, 'COP is still quoted');
    assert.ok((await metrics()).get('market_rate_age_seconds{base="USDC",quote="BRL"}')! > MAX_AGE_S);
  });

  it('refuses a market rate off its official rate, and a wild move until a later refresh confirms it', async () => {
    Object.assign(market, { ptax: '5.4560', mercadoBitcoin: '5.50', buda: { bid: '3949.5', ask: '3960.5' } });
    assert.equal(outcomeOf(await refresh(), 'BRL').accepted, true);
    await eventually(async () => assert.equal(await quoted('BRL'), '5.5'));

    // 7% above the PTAX: a broken feed or a depeg, not a price.
    market.mercadoBitcoin = '5.84';
    const off = outcomeOf(await refresh(), 'BRL');
    assert.deepEqual([off.accepted, off.refusal], [false, 'off_reference']);

    // The PTAX moved too (a new day), so the ticker agrees with it, but it is 6.9% from the last accepted rate.
    market.ptax = '5.85';
    market.mercadoBitcoin = '5.88';
    const moved = outcomeOf(await refresh(), 'BRL');
    assert.deepEqual([moved.accepted, moved.refusal], [false, 'moved']);
    assert.equal(await quoted('BRL'), '5.5', 'still the last accepted rate');
    const simulation = await simulate('BR');
    assert.equal(await marketRateOf(simulation.body.id), '5.50000000');
    // The next refresh finds the market still there: the move is confirmed.
    market.mercadoBitcoin = '5.87';
    const confirmed = outcomeOf(await refresh(), 'BRL');
    assert.equal(confirmed.accepted, true);
    assert.match(confirmed.detail!, /confirms the move to 5\.88/);
    await eventually(async () => assert.equal(await quoted('BRL'), '5.87'));

    // A jump that does not hold is never quoted.
    Object.assign(market, { ptax: '6.30', mercadoBitcoin: '6.28' });
    assert.equal(outcomeOf(await refresh(), 'BRL').refusal, 'moved');
    Object.assign(market, { ptax: '5.85', mercadoBitcoin: '5.86' });
    assert.equal(outcomeOf(await refresh(), 'BRL').accepted, true);
    await eventually(async () => assert.equal(await quoted('BRL'), '5.86'));
    const quotedRates = await t.db.query<{ rate: string }>(
      "SELECT DISTINCT rate::text AS rate FROM rate_observations WHERE source = 'combined' AND quote = 'BRL' AND accepted ORDER BY 1",
    );
    assert.deepEqual(
      quotedRates.map((row) => row.rate),
      ['5.47812346', '5.50000000', '5.86000000', '5.87000000'],
    );
  });
});

describe('market rates in the sandbox', () => {
  let t: TestApp;
  before(async () => {
    t = await startApp({ worker: true });
  });
  after(() => t.close());

  it('has no refresh: the worker never reads a public source, and the seeded rates stand', async () => {
    assert.equal(t.context.rails.rateRefresh, undefined);
    assert.equal((await t.db.query("SELECT 1 FROM jobs WHERE kind = 'rates-refresh'")).length, 0);
    assert.equal((await t.context.rails.rates.marketRate('BRL')).rate.toFixed(8), '5.30000000');
    const response = await t.request('GET', '/metrics');
    assert.equal(response.status, 200);
    assert.doesNotMatch(response.text, /rate_source_age_seconds|market_rate/);
  });
});
