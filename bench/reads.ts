// Read scenarios over one integrator's 1,000,000 transfers, seeded set-based (generate_series, never the API):
// GET /v1/transfers/{id} on the service in a process of its own against the bare baseline (Fastify and pg, one SELECT
// of the same row, bench/bare.ts) in a third process, the load generator in this one; beside it, the same GET on an app
// instance in this process against a baseline route behind the same stack that does one SELECT (the same-stack row);
// and filtered, sorted lists (GET /v1/transfers with filterEq and sort, at random pages, on the service process) whose
// p99 has an absolute target.
import autocannon, { type Result as LoadResult } from 'autocannon';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { integratorOf } from '../src/http/auth.ts';
import type { AppContext } from '../src/context.ts';
import { interleaved, ratioRow, round, startBare, startService, startServiceProcess, type Result } from './lib.ts';
import { systemActor } from '../src/modules/audit/index.ts';
import { compactTransferCounts } from '../src/modules/transfers/index.ts';

const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 1_000_000);
const BENEFICIARIES = 1000;
const GET_CONNECTIONS = 16;
/** Lists are measured as an integrator's back office reads them: a few at a time. */
const LIST_CONNECTIONS = 4;
const DURATION_S = 6;
/** Seconds of each run of an interleaved pair (GET against its SELECT baseline). */
const PAIR_S = 5;
const WARMUP_S = 2;

/**
 * The baseline: the least a GET of a transfer can do. One SELECT of the row by id within the integrator, sent as
 * JSON as the driver returns it (no mapping, no response schema), behind the same stack (auth, rate limit, hooks).
 */
async function baselineRoute(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/v1/bench/select/:id', {
    schema: { hide: true, params: Type.Object({ id: Type.String() }) },
    handler: async (request) => {
      const rows = await db.query('SELECT * FROM transfers WHERE id = $1 AND integrator_id = $2', [request.params.id, integratorOf(request)]);
      return rows[0];
    },
  });
}

/**
 * One integrator's transfers over the last year, set-based: 1,000 beneficiaries, one simulation per transfer (the
 * foreign key wants it), a status, type and country mix like a live account's (most SUCCEEDED, a few PENDING).
 */
async function seed({ db }: AppContext, integratorId: string): Promise<{ beneficiaryIds: string[]; transferIds: string[] }> {
  const person = {
    firstName: 'Ana',
    lastName: 'Souza',
    idNumber: '52998224725',
    email: 'ana@example.com',
    phoneNumber: '+5511987654321',
    dateOfBirth: '1990-05-17',
    citizenship: 'BR',
    address: { streetOne: 'Rua Augusta 100', city: 'São Paulo', state: 'SP', zipcode: '01304-000', country: 'BR' },
  };
  const beneficiaryIds = (
    await db.query<{ id: string }>(
      `INSERT INTO beneficiaries (id, integrator_id, integrator_beneficiary_id, type, country, status, kyc_verified, person)
       SELECT gen_random_uuid(), $1::uuid, 'bench-' || n, 'INDIVIDUAL', CASE WHEN n % 5 < 3 THEN 'BR' ELSE 'CO' END, 'CREATED', true, $2::jsonb
         FROM generate_series(1, $3) AS n RETURNING id`,
      [integratorId, person, BENEFICIARIES],
    )
  ).map((row) => row.id);
  await db.query(
    `CREATE TEMP TABLE bench_seed AS
     SELECT n, gen_random_uuid() AS simulation_id, gen_random_uuid() AS transfer_id, b.id AS beneficiary_id, b.country,
            CASE WHEN n % 10 < 7 THEN 'ON_RAMP' ELSE 'OFF_RAMP' END AS type,
            CASE WHEN n % 20 < 16 THEN 'SUCCEEDED' WHEN n % 20 < 18 THEN 'FAILED' WHEN n % 20 = 18 THEN 'CANCELLED' ELSE 'PENDING' END AS status,
            now() - (n * interval '31 seconds') AS created_at
       FROM generate_series(1, $2::int) AS n
       JOIN (SELECT id, country, row_number() OVER () - 1 AS i FROM beneficiaries WHERE integrator_id = $1) b ON b.i = n % $3`,
    [integratorId, TRANSFERS, BENEFICIARIES],
  );
  const money = `CASE WHEN s.type = 'ON_RAMP' THEN CASE WHEN s.country = 'BR' THEN 'BRL' ELSE 'COP' END ELSE 'USDC' END`;
  const local = `CASE WHEN s.type = 'ON_RAMP' THEN 'USDC' ELSE CASE WHEN s.country = 'BR' THEN 'BRL' ELSE 'COP' END END`;
  await db.query(
    `INSERT INTO simulations (id, integrator_id, beneficiary_id, type, funding_source, country, integrator_fee_bps, service_fee_bps, spread, tax_bps,
                              from_currency, from_value, to_currency, to_value, market_exchange_rate, exchange_rate, integrator_fee, service_fee,
                              taxes, effective_value, executed, created_at, expires_at)
     SELECT s.simulation_id, $1, s.beneficiary_id, s.type, CASE WHEN s.type = 'OFF_RAMP' THEN 'BENEFICIARY_BALANCE' END, s.country, 25, 50, 0.003, 38,
            ${money}, 100 + s.n % 9000, ${local}, 18.5 + s.n % 1700, 5.4, 5.41, 0.25, 1.00, 0.38, 98.37 + s.n % 9000,
            true, s.created_at, s.created_at + interval '30 minutes'
       FROM bench_seed s`,
    [integratorId],
  );
  await db.query(
    `INSERT INTO transfers (id, integrator_id, beneficiary_id, simulation_id, type, funding_source, country, status, status_reason, integrator_fee_bps,
                            service_fee_bps, spread, tax_bps, from_currency, from_value, to_currency, to_value, market_exchange_rate, exchange_rate, integrator_fee, service_fee, taxes,
                            effective_value, created_by, last_modified_by, created_at, updated_at, phase)
     SELECT s.transfer_id, $1::uuid, s.beneficiary_id, s.simulation_id, s.type, CASE WHEN s.type = 'OFF_RAMP' THEN 'BENEFICIARY_BALANCE' END, s.country,
            s.status, CASE WHEN s.status IN ('FAILED', 'CANCELLED') THEN 'Seeded.' END, 25, 50, 0.003, 38,
            ${money}, 100 + s.n % 9000, ${local}, 18.5 + s.n % 1700, 5.4, 5.41, 0.25, 1.00, 0.38, 98.37 + s.n % 9000,
            $1::uuid::text, $1::uuid::text, s.created_at, s.created_at,
            CASE WHEN s.status = 'PENDING' THEN 'AWAITING_FUNDS' ELSE 'ENDED' END
       FROM bench_seed s`,
    [integratorId],
  );
  const transferIds = (await db.query<{ transfer_id: string }>('SELECT transfer_id FROM bench_seed WHERE n % 997 = 0')).map((row) => row.transfer_id);
  await db.query('DROP TABLE bench_seed');
  // What the worker does every 10 s on a live database (COUNT_COMPACTION_MS): the load's million delta rows of
  // transfer_counts, one per transfer, folded into one row per combination. Left to the service's worker, the lists
  // measured first summed up to 500,000 rows (130 ms a total) and then read a million dead ones until a vacuum.
  await compactTransferCounts(db);
  // What autovacuum does on a live database soon after a load like this: statistics, and the visibility map that
  // lets counts read the index alone.
  await db.query('VACUUM (ANALYZE) transfers');
  await db.query('VACUUM (ANALYZE) simulations');
  await db.query('VACUUM (ANALYZE) transfer_counts');
  // The load's dirty pages written now, not by a checkpoint spread over the measurements that follow (a role without
  // the right to, on a server given by DATABASE_URL, measures without it).
  await db.query('CHECKPOINT').catch(() => undefined);
  return { beneficiaryIds, transferIds };
}

/** Loads GET `path()` on `base` for `seconds` with `connections` at once (autocannon): its latencies and requests per second. */
export async function load(base: string, token: string, seconds: number, connections: number, path: () => string): Promise<LoadResult & { perSecond: number }> {
  const started = performance.now();
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [{ method: 'GET', headers: { authorization: `Bearer ${token}` }, setupRequest: (request) => ({ ...request, path: path() }) }],
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`GET: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { ...result, perSecond: result.requests.total / ((performance.now() - started) / 1000) };
}

/** The latency summary of one load run, as ratioRow takes it: requests per second, p50 and p99 (ms). */
export const figures = (result: LoadResult & { perSecond: number }) => ({ perSecond: result.perSecond, p50: result.latency.p50, p99: result.latency.p99 });

const pick = <T>(values: T[]): T => values[Math.floor(Math.random() * values.length)]!;

export async function readScenarios(serverUrl: string): Promise<Result[]> {
  const service = await startService(serverUrl, {}, baselineRoute);
  const closers: Array<() => Promise<void>> = [];
  try {
    const integrator = await service.context.services.integrators.create({ name: 'Bench reads', email: 'bench-reads@example.com' }, systemActor('bench'));
    const token = await fetch(`${service.base}/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: integrator.clientId, client_secret: integrator.clientSecret }),
    }).then(async (response) => ((await response.json()) as { access_token: string }).access_token);
    const seedStarted = performance.now();
    const { beneficiaryIds, transferIds } = await seed(service.context, integrator.id);
    console.error(`bench: seeded ${TRANSFERS} transfers in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);

    const own = await startServiceProcess(serverUrl, { RATE_LIMIT_RPS: '1000000' }, { databaseUrl: service.databaseUrl });
    const bare = await startBare(service.databaseUrl);
    closers.push(
      () => bare.close(),
      () => own.close(),
    );
    const results: Result[] = [];
    // GET one transfer: out of process against the bare SELECT, and in this process against one SELECT behind the same
    // stack, in interleaved rounds.
    const getPath = () => `/v1/transfers/${pick(transferIds)}`;
    const barePath = () => `/select/${pick(transferIds)}`;
    const selectPath = () => `/v1/bench/select/${pick(transferIds)}`;
    await load(bare.base, token, WARMUP_S, GET_CONNECTIONS, barePath);
    await load(own.base, token, WARMUP_S, GET_CONNECTIONS, getPath);
    await load(service.base, token, WARMUP_S, GET_CONNECTIONS, selectPath);
    await load(service.base, token, WARMUP_S, GET_CONNECTIONS, getPath);
    const runs = await interleaved({
      bare: async () => figures(await load(bare.base, token, PAIR_S, GET_CONNECTIONS, barePath)),
      get: async () => figures(await load(own.base, token, PAIR_S, GET_CONNECTIONS, getPath)),
      select: async () => figures(await load(service.base, token, PAIR_S, GET_CONNECTIONS, selectPath)),
      stackGet: async () => figures(await load(service.base, token, PAIR_S, GET_CONNECTIONS, getPath)),
    });
    results.push(
      ratioRow({
        scenario: 'transfer GET',
        unit: 'req/s',
        measured: runs.get,
        baseline: runs.bare,
        baselineName: `bare Fastify + pg, one SELECT of the row, own process, ${GET_CONNECTIONS} connections`,
        atLeast: 0.75,
      }),
      {
        ...ratioRow({
          scenario: 'transfer GET, same stack',
          unit: 'req/s',
          measured: runs.stackGet,
          baseline: runs.select,
          baselineName: `one SELECT of the row, sent as is, same stack, in the load generator's process, ${GET_CONNECTIONS} connections`,
          atLeast: 0,
        }),
        target: 'reported',
        met: null,
      },
    );

    // Lists: each filter an integrator uses, sorted, at a random one of the first 50 pages.
    const page = () => Math.floor(Math.random() * 50);
    const lists: Array<[string, () => string]> = [
      ['status:SUCCEEDED (80%), newest first', () => `/v1/transfers?filterEq=status:SUCCEEDED&sort=createdDate,desc&page=${page()}&size=20`],
      ['type:OFF_RAMP + status:FAILED, oldest first', () => `/v1/transfers?filterEq=type:OFF_RAMP,status:FAILED&sort=createdDate,asc&page=${page()}&size=50`],
      [
        'one beneficiary, status PENDING or FAILED',
        () => `/v1/transfers?filterEq=beneficiaryId:${pick(beneficiaryIds)}&filterOr=status:PENDING,status:FAILED&sort=createdDate,desc&page=0`,
      ],
      ['from.currencyCode:BRL, size 100', () => `/v1/transfers?filterEq=from.currencyCode:BRL&sort=createdDate,desc&page=${page()}&size=100`],
    ];
    for (const [name, path] of lists) {
      await load(own.base, token, WARMUP_S, LIST_CONNECTIONS, path);
      const measured = await load(own.base, token, DURATION_S, LIST_CONNECTIONS, path);
      results.push({
        scenario: `list of 1M transfers: ${name}`,
        throughput: round(measured.perSecond, 0),
        unit: 'req/s',
        p50Ms: round(measured.latency.p50),
        p99Ms: round(measured.latency.p99),
        baseline: `absolute target, ${LIST_CONNECTIONS} connections`,
        baselineThroughput: null,
        ratio: null,
        target: 'p99 < 50 ms',
        met: measured.latency.p99 < 50,
      });
    }
    return results;
  } finally {
    for (const close of closers.reverse()) await close();
    await service.close();
  }
}
