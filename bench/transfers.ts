// Transfer scenarios: POST /v1/transfers/simulations and POST /v1/transfers through the whole HTTP stack (auth, rate
// limit, idempotency hook, JSON parsing, schema validation, serialisation) on PostgreSQL with the worker running.
// Measured as a user comparing Ponte with a plain service would: the service in a process of its own (`src/main.ts`),
// the load generator (autocannon) in this one, and the baseline, a bare Fastify and pg doing one INSERT (bench/bare.ts),
// in a third; the headline ratios are against it. Beside them, the same two paths on an app instance in this process
// against a bench-only route behind the same stack that does one INSERT (the same-stack rows: what Ponte adds above its
// own pipeline), and pgbench's one-row INSERT on the same server (the database's own commit limit). All on one
// database, in interleaved rounds. Beneficiaries and the simulations that transfers are created from are seeded
// set-based.
import { randomUUID } from 'node:crypto';
import autocannon, { type Result as LoadResult } from 'autocannon';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { integratorOf } from '../src/http/auth.ts';
import { CreateSimulationBody } from '../src/modules/transfers/index.ts';
import type { AppContext } from '../src/context.ts';
import { interleaved, pgbenchInserts, pgbenchPath, ratioRow, startBare, startService, startServiceProcess, type Result } from './lib.ts';
import { systemActor } from '../src/modules/audit/index.ts';

const CONNECTIONS = 16;
/** Seconds of each measured run, and of each path's warm-up. */
const DURATION_S = 5;
const WARMUP_S = 2;
const BENEFICIARIES = 1000;
/** Simulations seeded for transfers: more than the fastest runs could use, so every request has a fresh one. */
const SIMULATIONS = 100_000;

/** The baseline: the simulation's own body schema, then one INSERT of it. */
async function baselineRoute(app: FastifyInstance, { db }: AppContext): Promise<void> {
  await db.query(
    'CREATE TABLE bench_inserts (id uuid PRIMARY KEY, integrator_id uuid NOT NULL, body jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())',
  );
  app.withTypeProvider<TypeBoxTypeProvider>().post('/v1/bench/insert', {
    schema: { hide: true, body: CreateSimulationBody, response: { 201: Type.Object({ id: Type.String() }) } },
    handler: async (request, reply) => {
      const id = randomUUID();
      await db.query('INSERT INTO bench_inserts (id, integrator_id, body) VALUES ($1, $2, $3)', [id, integratorOf(request), request.body]);
      return reply.code(201).send({ id });
    },
  });
}

/** POSTs to `path` for `seconds`, CONNECTIONS at a time; `body()` gives each request's body. Every answer must be a 201. */
async function load(base: string, token: string, path: string, seconds: number, body: () => unknown): Promise<LoadResult & { perSecond: number }> {
  const started = performance.now();
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  // autocannon's own duration is in whole seconds.
  return { ...result, perSecond: result.requests.total / ((performance.now() - started) / 1000) };
}

export async function transferScenarios(serverUrl: string): Promise<Result[]> {
  const service = await startService(serverUrl, {}, baselineRoute);
  const { db, services } = service.context;
  const own = await startServiceProcess(serverUrl, { RATE_LIMIT_RPS: '1000000' }, { databaseUrl: service.databaseUrl });
  const bare = await startBare(service.databaseUrl);
  try {
    const integrator = await services.integrators.create({ name: 'Bench', email: 'bench-transfers@example.com', integratorFeeBps: 25 }, systemActor('bench'));
    const token = await fetch(`${service.base}/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: integrator.clientId, client_secret: integrator.clientSecret }),
    }).then(async (response) => ((await response.json()) as { access_token: string }).access_token);

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
         SELECT gen_random_uuid(), $1::uuid, 'bench-' || n, 'INDIVIDUAL', 'BR', 'CREATED', true, $2::jsonb FROM generate_series(1, $3) AS n RETURNING id`,
        [integrator.id, person, BENEFICIARIES],
      )
    ).map((row) => row.id);
    let made = 0;
    const simulationBody = () => {
      const i = made++;
      return { amount: { currencyCode: 'BRL', value: 1000 + (i % 500) }, beneficiaryId: beneficiaryIds[i % BENEFICIARIES], type: 'ON_RAMP' };
    };

    // Transfers need one fresh simulation each: one made through the API, copied set-based for every other beneficiary.
    const template = await services.transfers.simulate(integrator.id, {
      amount: { currencyCode: 'BRL', value: 1000 },
      beneficiaryId: beneficiaryIds[0]!,
      type: 'ON_RAMP',
    });
    const simulationIds = (
      await db.query<{ id: string }>(
        `INSERT INTO simulations (id, integrator_id, beneficiary_id, type, funding_source, country, integrator_fee_bps, service_fee_bps, spread, tax_bps,
                                  from_currency, from_value, to_currency, to_value, market_exchange_rate, exchange_rate, integrator_fee, service_fee,
                                  taxes, effective_value, expires_at)
         SELECT gen_random_uuid(), s.integrator_id, b.id, s.type, s.funding_source, s.country, s.integrator_fee_bps, s.service_fee_bps, s.spread, s.tax_bps,
                s.from_currency, s.from_value,
                s.to_currency, s.to_value, s.market_exchange_rate, s.exchange_rate, s.integrator_fee, s.service_fee, s.taxes, s.effective_value, s.expires_at
           FROM simulations s, unnest($2::uuid[]) WITH ORDINALITY AS b (id, n), generate_series(1, $3) AS copy
          WHERE s.id = $1 ORDER BY copy, b.n RETURNING id`,
        [template.id, beneficiaryIds, SIMULATIONS / BENEFICIARIES],
      )
    ).map((row) => row.id);
    let used = 0;
    const transferBody = () => {
      if (used === simulationIds.length) throw new Error('the transfer runs used every seeded simulation: seed more');
      return { simulationId: simulationIds[used++], beneficiaryIp: '203.0.113.7' };
    };

    // Warm every path, then ROUNDS interleaved rounds: out of process (the bare INSERT, simulations, transfers), in
    // this process behind the same stack (the one-INSERT route, simulations, transfers), and pgbench's one-row INSERT
    // on the same server at the same concurrency (the database's own limit), each round in that order.
    const stack = service.base;
    await load(bare.base, token, '/insert', WARMUP_S, simulationBody);
    await load(own.base, token, '/v1/transfers/simulations', WARMUP_S, simulationBody);
    await load(own.base, token, '/v1/transfers', WARMUP_S, transferBody);
    await load(stack, token, '/v1/bench/insert', WARMUP_S, simulationBody);
    await load(stack, token, '/v1/transfers/simulations', WARMUP_S, simulationBody);
    await load(stack, token, '/v1/transfers', WARMUP_S, transferBody);
    const pgbench = pgbenchPath() !== null;
    if (!pgbench) console.error('bench: pgbench is absent (Debian: apt-get install postgresql-client): no database-limit rows');
    const toFigures = (result: LoadResult & { perSecond: number }) => ({ perSecond: result.perSecond, p50: result.latency.p50, p99: result.latency.p99 });
    const runs = await interleaved({
      bare: async () => toFigures(await load(bare.base, token, '/insert', DURATION_S, simulationBody)),
      simulation: async () => toFigures(await load(own.base, token, '/v1/transfers/simulations', DURATION_S, simulationBody)),
      transfer: async () => toFigures(await load(own.base, token, '/v1/transfers', DURATION_S, transferBody)),
      insert: async () => toFigures(await load(stack, token, '/v1/bench/insert', DURATION_S, simulationBody)),
      stackSimulation: async () => toFigures(await load(stack, token, '/v1/transfers/simulations', DURATION_S, simulationBody)),
      stackTransfer: async () => toFigures(await load(stack, token, '/v1/transfers', DURATION_S, transferBody)),
      pgbench: async () => ({ perSecond: pgbench ? await pgbenchInserts(serverUrl, CONNECTIONS, DURATION_S) : NaN }),
    });

    const ofBare = `bare Fastify + pg, one INSERT, own process, ${CONNECTIONS} connections`;
    const ofInsert = `one INSERT behind the same stack, in the load generator's process, ${CONNECTIONS} connections`;
    const reported = (row: Result): Result => ({ ...row, target: 'reported', met: null });
    const rows: Result[] = [
      ratioRow({ scenario: 'simulation create', unit: 'req/s', measured: runs.simulation, baseline: runs.bare, baselineName: ofBare, atLeast: 0.6 }),
      ratioRow({ scenario: 'transfer create (BR, BR Code)', unit: 'req/s', measured: runs.transfer, baseline: runs.bare, baselineName: ofBare, atLeast: 0.5 }),
      reported(
        ratioRow({
          scenario: 'simulation create, same stack',
          unit: 'req/s',
          measured: runs.stackSimulation,
          baseline: runs.insert,
          baselineName: ofInsert,
          atLeast: 0,
        }),
      ),
      reported(
        ratioRow({
          scenario: 'transfer create (BR, BR Code), same stack',
          unit: 'req/s',
          measured: runs.stackTransfer,
          baseline: runs.insert,
          baselineName: ofInsert,
          atLeast: 0,
        }),
      ),
    ];
    if (pgbench) {
      // No target: how much of one commit's rate each endpoint keeps, so the cost of the stack above it is a number.
      const ofPgbench = `pgbench: one-row INSERT per transaction, ${CONNECTIONS} clients`;
      for (const [scenario, measured] of [
        ['bare one-INSERT service / pgbench', runs.bare],
        ['simulation create / pgbench', runs.simulation],
        ['transfer create / pgbench', runs.transfer],
      ] as const) {
        rows.push(reported(ratioRow({ scenario, unit: 'req/s', measured, baseline: runs.pgbench, baselineName: ofPgbench, atLeast: 0 })));
      }
    }
    return rows;
  } finally {
    await bare.close();
    await own.close();
    await service.close();
  }
}
