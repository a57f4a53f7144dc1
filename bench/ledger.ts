// Balances as of a time over a journal of 1,000,000 entries (issue 33, item 3): GET /v1/beneficiaries/{id}/balances
// with a random beneficiary's wallet at a random instant of the last year, whose p99 has an absolute target (50 ms);
// and, for the record, the operator's trial balance as of an instant (it sums every posting up to it). The journal is
// seeded set-based (generate_series, never the API) as a restore would write it (session_replication_role = replica:
// no triggers, so no hash-chain linking of two million rows one by one): 1,000 beneficiaries' wallets against the USDC
// rail account, each entry two postings dated with their entry's time, and holds taken and resolved over the year.
import autocannon, { type Result as LoadResult } from 'autocannon';
import type { AppContext } from '../src/context.ts';
import { systemActor } from '../src/modules/audit/index.ts';
import { Decimal } from '../src/money.ts';
import { round, startService, type Result } from './lib.ts';

const ENTRIES = Number(process.env.BENCH_LEDGER_ENTRIES ?? 1_000_000);
const BENEFICIARIES = 1000;
const CONNECTIONS = 4;
const DURATION_S = 6;
const WARMUP_S = 2;
const YEAR_S = 365 * 86_400;
const TRIAL_BALANCE_READS = 5;

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

async function load(base: string, token: string, seconds: number, path: () => string): Promise<LoadResult & { perSecond: number }> {
  const started = performance.now();
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'GET', headers: { authorization: `Bearer ${token}` }, setupRequest: (request) => ({ ...request, path: path() }) }],
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`GET: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { ...result, perSecond: result.requests.total / ((performance.now() - started) / 1000) };
}

export async function ledgerScenarios(serverUrl: string): Promise<Result[]> {
  const service = await startService(serverUrl);
  try {
    const integrator = await service.context.services.integrators.create({ name: 'Bench ledger', email: 'bench-ledger@example.com' }, systemActor('bench'));
    const token = await fetch(`${service.base}/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: integrator.clientId, client_secret: integrator.clientSecret }),
    }).then(async (response) => ((await response.json()) as { access_token: string }).access_token);
    const seedStarted = performance.now();
    const beneficiaryIds = await seed(service.context, integrator.id);
    console.error(`bench: seeded ${ENTRIES} journal entries in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);

    // The answer is the journal's: one read checked against a sum written independently (through the entries' times).
    const [checkId, checkAt] = [pick(beneficiaryIds), instant()];
    const answer = await fetch(`${service.base}/v1/beneficiaries/${checkId}/balances?asOf=${encodeURIComponent(checkAt)}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then(async (response) => (await response.json()) as { total: string; available: string });
    const [expected] = await service.context.db.query<{ total: string; held: string }>(
      `SELECT (SELECT COALESCE(sum(CASE p.direction WHEN 'CREDIT' THEN p.amount ELSE -p.amount END), 0) FROM ledger_postings p
                 JOIN ledger_entries e ON e.id = p.entry_id JOIN ledger_accounts a ON a.id = p.account_id
                WHERE a.kind = 'beneficiary_wallet' AND a.owner_id = $1 AND e.created_at <= $2)::text AS total,
              (SELECT COALESCE(sum(h.amount), 0) FROM ledger_holds h JOIN ledger_accounts a ON a.id = h.account_id
                WHERE a.kind = 'beneficiary_wallet' AND a.owner_id = $1 AND h.created_at <= $2 AND (h.resolved_at IS NULL OR h.resolved_at > $2))::text AS held`,
      [checkId, checkAt],
    );
    const total = new Decimal(expected!.total);
    if (answer.total !== total.toFixed(2) || answer.available !== total.minus(expected!.held).toFixed(2)) {
      throw new Error(`asOf read ${JSON.stringify(answer)} differs from the journal's ${JSON.stringify(expected)}`);
    }

    const path = () => `/v1/beneficiaries/${pick(beneficiaryIds)}/balances?asOf=${encodeURIComponent(instant())}`;
    await load(service.base, token, WARMUP_S, path);
    const measured = await load(service.base, token, DURATION_S, path);
    const results: Result[] = [
      {
        scenario: `balance as of a random instant, ${ENTRIES / 1e6}M journal entries (${ENTRIES / BENEFICIARIES} per wallet)`,
        throughput: round(measured.perSecond, 0),
        unit: 'req/s',
        p50Ms: round(measured.latency.p50),
        p99Ms: round(measured.latency.p99),
        baseline: `absolute target, ${CONNECTIONS} connections`,
        baselineThroughput: null,
        ratio: null,
        target: 'p99 < 50 ms',
        met: measured.latency.p99 < 50,
      },
    ];

    // The trial balance as of an instant sums every posting up to it: measured one read at a time, for the record.
    const timings: number[] = [];
    for (let i = 0; i < TRIAL_BALANCE_READS; i += 1) {
      const started = performance.now();
      const response = await fetch(`${service.base}/v1/admin/ledger/trial-balance?asOf=${encodeURIComponent(instant())}`, {
        headers: { authorization: 'Bearer bench-admin-token-0123456789' },
      });
      if (response.status !== 200 || !((await response.json()) as { balanced: boolean }).balanced) throw new Error(`trial balance: ${response.status}`);
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    results.push({
      scenario: `trial balance as of a random instant, ${ENTRIES / 1e6}M journal entries (${TRIAL_BALANCE_READS} reads, one at a time)`,
      throughput: null,
      unit: 'ms',
      p50Ms: round(timings[Math.floor(timings.length / 2)]!),
      p99Ms: round(timings.at(-1)!),
      baseline: 'none: it sums every posting up to the instant',
      baselineThroughput: null,
      ratio: null,
      target: 'none',
      met: null,
    });
    return results;
  } finally {
    await service.close();
  }
}
