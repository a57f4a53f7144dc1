// `npm run bench`: every scenario on a durable PostgreSQL (started with scripts/postgres.sh start --durable, unless
// DATABASE_URL is given), one table, and bench/results.json (with the server's settings, versions and cores), from
// which scripts/bench-table.ts writes the performance tables of docs/testing.md and the README. Select groups with
// `npm run bench -- webhooks jobs`; `--non-durable` adds a pass on a server with fsync off, in rows of its own.
//
// A group is one entry in SCENARIOS: a function from the server's URL to its rows. Add a file, add a line.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fairnessScenarios } from './fairness.ts';
import { cpus } from 'node:os';
import { jobScenarios } from './jobs.ts';
import { ledgerScenarios } from './ledger.ts';
import { printTable, ROUNDS, serverSettings, startPostgres, type Result } from './lib.ts';
import { readScenarios } from './reads.ts';
import { settledScenarios } from './settled.ts';
import { soakScenarios } from './soak.ts';
import { transferScenarios } from './transfers.ts';
import { webhookScenarios } from './webhooks.ts';

export const SCENARIOS: Record<string, (serverUrl: string) => Promise<Result[]>> = {
  settled: settledScenarios,
  transfers: transferScenarios,
  jobs: jobScenarios,
  webhooks: webhookScenarios,
  reads: readScenarios,
  ledger: ledgerScenarios,
  soak: soakScenarios,
  fairness: fairnessScenarios,
};

const args = process.argv.slice(2);
const chosen = args.filter((name) => !name.startsWith('-'));
const unknown = chosen.filter((name) => !(name in SCENARIOS));
if (unknown.length > 0) {
  console.error(`bench: no scenario group ${unknown.join(', ')} (groups: ${Object.keys(SCENARIOS).join(', ')})`);
  process.exit(2);
}

async function pass(durable: boolean): Promise<{ results: Result[]; settings: Record<string, string> }> {
  const postgres = startPostgres(durable);
  const results: Result[] = [];
  try {
    const settings = await serverSettings(postgres.url);
    console.error(
      `bench: PostgreSQL ${settings.server_version}, fsync=${settings.fsync}, synchronous_commit=${settings.synchronous_commit}, full_page_writes=${settings.full_page_writes}`,
    );
    for (const [name, run] of Object.entries(SCENARIOS)) {
      if (chosen.length > 0 && !chosen.includes(name)) continue;
      // The non-durable pass is a comparison of the write paths only; the soak and the reads say nothing new there.
      if (!durable && (name === 'soak' || name === 'reads' || name === 'ledger' || name === 'settled')) continue;
      const started = performance.now();
      console.error(`bench: running ${name}${durable ? '' : ' (non-durable)'}`);
      for (const row of await run(postgres.url)) results.push({ group: name, ...row, durable });
      console.error(`bench: ${name} took ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    return { results, settings };
  } finally {
    postgres.stop();
  }
}

const durable = await pass(true);
const nonDurable = args.includes('--non-durable') ? await pass(false) : undefined;
const results = [...durable.results, ...(nonDurable?.results ?? [])];
printTable(results);
const { server_version: postgresVersion, ...settings } = durable.settings;
writeFileSync(
  'bench/results.json',
  JSON.stringify(
    {
      date: new Date().toISOString(),
      command: `npm run bench${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`,
      cores: cpus().length,
      cpu: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      postgres: postgresVersion,
      pgbench: pgbenchVersion(),
      rounds: ROUNDS,
      settings,
      ...(nonDurable ? { nonDurableSettings: nonDurable.settings } : {}),
      results,
    },
    null,
    2,
  ) + '\n',
);
console.error('bench: wrote bench/results.json; `node --import tsx scripts/bench-table.ts` puts it in docs/testing.md and the README');
process.exit(0);

function pgbenchVersion(): string | null {
  try {
    return execFileSync('pgbench', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}
