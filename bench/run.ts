// `npm run bench`: every scenario on PostgreSQL (started as CI starts it, unless DATABASE_URL is given), one table,
// and bench/results.json. Select scenarios with `npm run bench -- webhooks`.
import { writeFileSync } from 'node:fs';
import { fairnessScenarios } from './fairness.ts';
import { printTable, startPostgres, type Result } from './lib.ts';
import { readScenarios } from './reads.ts';
import { soakScenarios } from './soak.ts';
import { transferScenarios } from './transfers.ts';
import { webhookScenarios } from './webhooks.ts';

const scenarios: Record<string, (serverUrl: string) => Promise<Result[]>> = {
  webhooks: webhookScenarios,
  transfers: transferScenarios,
  reads: readScenarios,
  soak: soakScenarios,
  fairness: fairnessScenarios,
};

const chosen = process.argv.slice(2).filter((name) => !name.startsWith('-'));
const postgres = startPostgres();
const results: Result[] = [];
try {
  for (const [name, run] of Object.entries(scenarios)) {
    if (chosen.length > 0 && !chosen.includes(name)) continue;
    console.error(`bench: running ${name}`);
    results.push(...(await run(postgres.url)));
  }
} finally {
  postgres.stop();
}
printTable(results);
writeFileSync('bench/results.json', JSON.stringify({ at: new Date().toISOString(), node: process.version, results }, null, 2) + '\n');
process.exit(0);
