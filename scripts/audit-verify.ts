// `npm run audit:verify -- [--audit-log <seq>:<hash>] [--journal <seq>:<hash>] [--json]`: recomputes the hash chains of
// the audit log and the journal (src/modules/audit/chain.ts) on the database the configuration names (DATABASE_URL,
// or the embedded one in DATA_DIR, which must not be open in a running server: use GET
// /v1/admin/record-chains/verification then), names the first row of each that does not match, and prints each
// chain's head to keep elsewhere. A head given for a chain (kept from an earlier run) must be on the chain as it is.
// Reads only. Exit 0 when every chain verifies; 1 when one does not; 2 when the check could not run.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadDatabaseSettings } from '../src/config/index.ts';
import { openDb } from '../src/db/index.ts';
import { DataDirInUseError, lockDataDir } from '../src/db/lock.ts';
import { pendingMigrations } from '../src/db/migrate.ts';
import { formatHead, parseHead, verifyChains, type ChainHead, type ChainName } from '../src/modules/audit/index.ts';

const USAGE = 'usage: npm run audit:verify -- [--audit-log <seq>:<hash>] [--journal <seq>:<hash>] [--json]';

function fail(message: string): never {
  process.stderr.write(`audit:verify: ${message}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  let options;
  try {
    options = parseArgs({ options: { 'audit-log': { type: 'string' }, journal: { type: 'string' }, json: { type: 'boolean' } }, strict: true }).values;
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  const expected: Partial<Record<ChainName, ChainHead>> = {};
  for (const [chain, text] of [
    ['audit_log', options['audit-log']],
    ['journal', options.journal],
  ] as const) {
    if (text === undefined) continue;
    const head = parseHead(text);
    if (!head) fail(`--${chain.replace('_', '-')} takes a head as <seq>:<hash> (64 lowercase hexadecimal digits), got "${text}"\n${USAGE}`);
    expected[chain] = head;
  }
  let settings;
  try {
    settings = loadDatabaseSettings();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  let release = () => {};
  if (!settings.databaseUrl) {
    try {
      release = lockDataDir(settings.dataDir);
    } catch (error) {
      if (error instanceof DataDirInUseError) fail(`${error.message} (stop the server, or call GET /v1/admin/record-chains/verification)`);
      throw error;
    }
  }
  const db = await openDb({ databaseUrl: settings.databaseUrl, dataDir: path.join(settings.dataDir, 'pglite'), poolSize: 1 });
  let verified: boolean;
  try {
    const pending = await pendingMigrations(db);
    if (pending.some((file) => file < '041')) fail(`the database's schema is behind (${pending[0]} not applied): run npm run migrate first`);
    const result = await verifyChains(db, expected);
    verified = result.verified;
    if (options.json) {
      process.stdout.write(JSON.stringify(result, null, 2) + '\n');
    } else {
      const lines = [`Checked at ${result.checkedAt}:`];
      for (const chain of result.chains) {
        lines.push(
          chain.verified
            ? `  ${chain.chain}: verified, ${chain.rows} rows (${chain.tables.join(', ')}); head ${formatHead(chain.head)}`
            : `  ${chain.chain}: NOT VERIFIED after ${chain.rows} rows: ${chain.firstMismatch!.message}`,
        );
        if (chain.expectedHead && chain.verified) lines.push(`    the given head ${formatHead(chain.expectedHead)} is on the chain`);
      }
      lines.push(
        verified ? 'Every record verifies. Keep the heads above elsewhere; give them back with --audit-log and --journal.' : 'The records do not verify.',
      );
      process.stdout.write(lines.join('\n') + '\n');
    }
  } finally {
    await db.close();
    release();
  }
  process.exitCode = verified ? 0 : 1;
}

await main();
