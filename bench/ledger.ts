// Balances as of a time over a journal of 1,000,000 entries (issue 33, item 3): the point read (GET
// /v1/beneficiaries/{id}/balances, a random beneficiary's wallet at a random instant of the last year) and the
// operator's trial balance as of a random instant (GET /v1/admin/ledger/trial-balance), each with an absolute target
// (p99 < 50 ms) and a same-run baseline: the bare SQL that answers the same question from the journal alone (the
// wallet's postings up to T by the (account_id, posted_at) index, and every posting up to T for the trial balance, as
// the reads did before balance checkpoints), sent through a plain pg pool in this process, in interleaved rounds, so the
// ratio holds on a loaded machine. The journal is seeded set-based (generate_series, never the API) as a restore would
// write it (session_replication_role = replica: no triggers, so no hash-chain linking of two million rows one by one):
// 1,000 beneficiaries' wallets against the USDC rail account, each entry two postings dated with their entry's time,
// and holds taken and resolved over the year; then the year is closed day by day (balance checkpoints, migration 065),
// as the worker would have closed it. Latencies are read as bench/reads.ts reads them (autocannon, `load`, `figures`).
import pg from 'pg';
import type { AppContext } from '../src/context.ts';
import { systemActor } from '../src/modules/audit/index.ts';
import { closeLedger } from '../src/modules/ledger/index.ts';
import { Decimal } from '../src/money.ts';
import { interleaved, percentile, ratioRow, startService, startServiceProcess, type Result } from './lib.ts';
import { figures, load } from './reads.ts';

const ENTRIES = Number(process.env.BENCH_LEDGER_ENTRIES ?? 1_000_000);
const BENEFICIARIES = 1000;
/** The point read is measured as integrators' back offices read balances: a few at a time. */
const CONNECTIONS = 4;
/** The trial balance as an operator reads it: one at a time. */
const TRIAL_CONNECTIONS = 1;
/** Seconds of each run of an interleaved pair. */
const PAIR_S = 5;
const WARMUP_S = 2;
const YEAR_S = 365 * 86_400;

export async function seed({ db }: AppContext, integratorId: string): Promise<string[]> {
  const person = { firstName: 'Ana', lastName: 'Souza', email: 'ana@example.com', citizenship: 'BR' };
  const beneficiaryIds = (
    await db.query<{ id: string }>(
      `INSERT INTO beneficiaries (id, integrator_id, integrator_beneficiary_id, type, country, status, kyc_verified, person)
       SELECT gen_random_uuid(), $1::uuid, 'bench-ledger-' || n, 'INDIVIDUAL', 'BR', 'CREATED', true, $2::jsonb
         FROM generate_series(1, $3) AS n RETURNING id`,
      [integratorId, person, BENEFICIARIES],
    )
  ).map((row) => row.id);
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query(
      `INSERT INTO ledger_accounts (id, kind, owner_id, currency, created_at)
       SELECT gen_random_uuid(), 'beneficiary_wallet', b.id::text, 'USDC', now() - interval '400 days' FROM beneficiaries b WHERE b.integrator_id = $1
       UNION ALL SELECT gen_random_uuid(), 'rail_cash', '', 'USDC', now() - interval '400 days'
       ON CONFLICT (kind, owner_id, currency) DO NOTHING`,
      [integratorId],
    );
    // Entry n, at now - n * (a year / ENTRIES): nine in ten a deposit of 10.00 to 99.99 into a wallet, one in ten a
    // withdrawal of 1.00 out of it.
    await tx.query(
      `CREATE TEMP TABLE bench_entries ON COMMIT DROP AS
       SELECT gen_random_uuid() AS id, n, now() - (n * ($2::float8 / $3::int)) * interval '1 second' AS at, w.id AS wallet,
              (n / $4::int) % 10 = 0 AS withdrawal, CASE WHEN (n / $4::int) % 10 = 0 THEN 1.00 ELSE 10 + (n % 9000) / 100.0 END AS amount
         FROM generate_series(1, $3::int) AS n
         JOIN (SELECT a.id, row_number() OVER (ORDER BY a.id) - 1 AS i FROM ledger_accounts a
                WHERE a.kind = 'beneficiary_wallet' AND a.owner_id IN (SELECT id::text FROM beneficiaries WHERE integrator_id = $1)) w
           ON w.i = n % $4`,
      [integratorId, YEAR_S, ENTRIES, BENEFICIARIES],
    );
    await tx.query(`INSERT INTO ledger_entries (id, description, reference, created_at) SELECT id, 'bench', 'bench:' || n, at FROM bench_entries`);
    await tx.query(
      `INSERT INTO ledger_postings (id, entry_id, account_id, currency, direction, amount, posted_at)
       SELECT gen_random_uuid(), e.id, CASE WHEN leg.wallet THEN e.wallet ELSE r.id END, 'USDC',
              CASE WHEN leg.wallet = e.withdrawal THEN 'DEBIT' ELSE 'CREDIT' END, e.amount, e.at
         FROM bench_entries e
         CROSS JOIN (VALUES (true), (false)) AS leg (wallet)
         CROSS JOIN (SELECT id FROM ledger_accounts WHERE kind = 'rail_cash' AND owner_id = '' AND currency = 'USDC') r`,
    );
    // Holds over the year: one in twenty entries took one of 5.00 on its wallet an hour before, resolved at the entry
    // (the most recent ones still active).
    await tx.query(
      `INSERT INTO ledger_holds (id, account_id, amount, status, reference, created_at, resolved_at)
       SELECT gen_random_uuid(), wallet, 5.00, CASE WHEN n <= 20 THEN 'ACTIVE' ELSE 'RELEASED' END, 'bench:' || n, at - interval '1 hour',
              CASE WHEN n <= 20 THEN NULL ELSE at END
         FROM bench_entries WHERE n % 20 = 0`,
    );
  });
  await db.query('VACUUM (ANALYZE) ledger_postings');
  await db.query('VACUUM (ANALYZE) ledger_entries');
  await db.query('VACUUM (ANALYZE) ledger_holds');
  await db.query('VACUUM (ANALYZE) ledger_accounts');
  await db.query('CHECKPOINT').catch(() => undefined);
  return beneficiaryIds;
}

const pick = <T>(values: T[]): T => values[Math.floor(Math.random() * values.length)]!;
/** A random instant of the seeded year, to the microsecond. */
const instant = (): string => new Date(Date.now() - Math.floor(Math.random() * YEAR_S * 1000)).toISOString();

/**
 * The baseline: `connections` loops each sending one query after the other for `seconds` through a plain pg pool, with
 * `params()` drawn per query; requests per second, p50 and p99 (ms) as `figures` gives them for a load run.
 */
async function sqlLoad(pool: pg.Pool, seconds: number, connections: number, sql: string, params: () => unknown[]) {
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const sent = performance.now();
        await pool.query(sql, params());
        latencies.push(performance.now() - sent);
      }
    }),
  );
  return { perSecond: latencies.length / ((performance.now() - started) / 1000), p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** One wallet's total and held as of $2, from its postings and holds alone: the index-only range read, no checkpoint. */
const BARE_POINT = `SELECT
   (SELECT COALESCE(sum(CASE direction WHEN 'CREDIT' THEN amount ELSE -amount END), 0) FROM ledger_postings WHERE account_id = $1 AND posted_at <= $2)::text AS total,
   (SELECT COALESCE(sum(amount), 0) FROM ledger_holds WHERE account_id = $1 AND created_at <= $2 AND (resolved_at IS NULL OR resolved_at > $2))::text AS held`;
/** Every posting up to $1, per currency: the trial balance from the journal alone, as it was read before checkpoints. */
const BARE_TRIAL = `SELECT currency, COALESCE(sum(amount) FILTER (WHERE direction = 'DEBIT'), 0)::text AS debits,
   COALESCE(sum(amount) FILTER (WHERE direction = 'CREDIT'), 0)::text AS credits
   FROM ledger_postings WHERE posted_at <= $1 GROUP BY currency ORDER BY currency`;

export async function ledgerScenarios(serverUrl: string): Promise<Result[]> {
  const service = await startService(serverUrl);
  const pool = new pg.Pool({ connectionString: service.databaseUrl, max: CONNECTIONS });
  let reader: Awaited<ReturnType<typeof startServiceProcess>> | undefined;
  try {
    const integrator = await service.context.services.integrators.create({ name: 'Bench ledger', email: 'bench-ledger@example.com' }, systemActor('bench'));
    const token = await fetch(`${service.base}/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: integrator.clientId, client_secret: integrator.clientSecret }),
    }).then(async (response) => ((await response.json()) as { access_token: string }).access_token);
    const adminToken = 'bench-admin-token-0123456789';
    const [checkpoints] = await service.context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_checkpoints');
    if (checkpoints!.n !== 0) throw new Error('the ledger was closed before the journal was seeded');
    const seedStarted = performance.now();
    const beneficiaryIds = await seed(service.context, integrator.id);
    console.error(`bench: seeded ${ENTRIES} journal entries in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);
    const closeStarted = performance.now();
    const closed = await closeLedger(service.context.db, new Date());
    const closeS = (performance.now() - closeStarted) / 1000;
    console.error(`bench: closed ${closed.length} days (balance checkpoints) in ${closeS.toFixed(1)} s`);
    await service.context.db.query('VACUUM (ANALYZE) ledger_checkpoint_balances');
    await service.context.db.query('VACUUM (ANALYZE) ledger_checkpoint_totals');
    // The reads are measured on the service in a process of its own, on the seeded database, as integrators reach it:
    // the load generator (autocannon) and the bare baseline's pool stay on this process's event loop, not the service's.
    reader = await startServiceProcess(serverUrl, { RATE_LIMIT_RPS: '1000000' }, { databaseUrl: service.databaseUrl });
    const base = reader.base;
    const wallets = new Map(
      (
        await service.context.db.query<{ owner_id: string; id: string }>(
          `SELECT owner_id, id FROM ledger_accounts WHERE kind = 'beneficiary_wallet' AND owner_id = ANY($1::text[])`,
          [beneficiaryIds],
        )
      ).map((row) => [row.owner_id, row.id]),
    );

    // The answers are the journal's: reads at random instants checked against the bare queries' sums.
    for (let check = 0; check < 5; check += 1) {
      const [checkId, checkAt] = [pick(beneficiaryIds), instant()];
      const answer = await fetch(`${base}/v1/beneficiaries/${checkId}/balances?asOf=${encodeURIComponent(checkAt)}`, {
        headers: { authorization: `Bearer ${token}` },
      }).then(async (response) => (await response.json()) as { total: string; available: string });
      const { rows } = await pool.query<{ total: string; held: string }>(BARE_POINT, [wallets.get(checkId), checkAt]);
      const total = new Decimal(rows[0]!.total);
      if (answer.total !== total.toFixed(2) || answer.available !== total.minus(rows[0]!.held).toFixed(2)) {
        throw new Error(`asOf read ${JSON.stringify(answer)} differs from the journal's ${JSON.stringify(rows[0])}`);
      }
      const books = await fetch(`${base}/v1/admin/ledger/trial-balance?asOf=${encodeURIComponent(checkAt)}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      }).then(
        async (response) => (await response.json()) as { balanced: boolean; currencies: Array<{ currencyCode: string; debits: string; credits: string }> },
      );
      const journal = (await pool.query<{ currency: string; debits: string; credits: string }>(BARE_TRIAL, [checkAt])).rows;
      const usdc = books.currencies.find((line) => line.currencyCode === 'USDC')!;
      const expected = journal.find((line) => line.currency === 'USDC')!;
      if (!books.balanced || usdc.debits !== new Decimal(expected.debits).toFixed(2) || usdc.credits !== new Decimal(expected.credits).toFixed(2)) {
        throw new Error(`trial balance as of ${checkAt} ${JSON.stringify(books)} differs from the journal's ${JSON.stringify(journal)}`);
      }
    }

    const pointPath = () => `/v1/beneficiaries/${pick(beneficiaryIds)}/balances?asOf=${encodeURIComponent(instant())}`;
    const pointParams = () => [wallets.get(pick(beneficiaryIds)), instant()];
    const trialPath = () => `/v1/admin/ledger/trial-balance?asOf=${encodeURIComponent(instant())}`;
    await load(base, token, WARMUP_S, CONNECTIONS, pointPath);
    await sqlLoad(pool, WARMUP_S, CONNECTIONS, BARE_POINT, pointParams);
    await load(base, adminToken, WARMUP_S, TRIAL_CONNECTIONS, trialPath);
    const runs = await interleaved({
      point: async () => figures(await load(base, token, PAIR_S, CONNECTIONS, pointPath)),
      barePoint: () => sqlLoad(pool, PAIR_S, CONNECTIONS, BARE_POINT, pointParams),
      trial: async () => figures(await load(base, adminToken, PAIR_S, TRIAL_CONNECTIONS, trialPath)),
      bareTrial: () => sqlLoad(pool, PAIR_S, TRIAL_CONNECTIONS, BARE_TRIAL, () => [instant()]),
    });
    const underTarget = (row: Result): Result => ({ ...row, target: `p99 < 50 ms (ratio: reported)`, met: row.p99Ms !== null && row.p99Ms < 50 });
    return [
      underTarget(
        ratioRow({
          scenario: `balance as of a random instant, ${ENTRIES / 1e6}M journal entries (${ENTRIES / BENEFICIARIES} per wallet), ${closed.length} daily checkpoints`,
          unit: 'req/s',
          measured: runs.point,
          baseline: runs.barePoint,
          baselineName: `the wallet's postings and holds up to T by their indexes, bare SQL through pg in this process, ${CONNECTIONS} connections`,
          atLeast: 0,
        }),
      ),
      underTarget(
        ratioRow({
          scenario: `trial balance as of a random instant, ${ENTRIES / 1e6}M journal entries, ${closed.length} daily checkpoints (closed in ${closeS.toFixed(0)} s)`,
          unit: 'req/s',
          measured: runs.trial,
          baseline: runs.bareTrial,
          baselineName: `every posting up to T summed (the read before checkpoints), bare SQL through pg in this process, ${TRIAL_CONNECTIONS} connection`,
          atLeast: 0,
        }),
      ),
    ];
  } finally {
    await reader?.close();
    await pool.end();
    await service.close();
  }
}
