// Process entry of `npm run migrate` (`node dist/migrate.js` in a container): applies the migrations not applied yet
// to the database of DATABASE_URL (or the embedded one in DATA_DIR), a log line for each and one with the count, and
// exits: 0 when the schema is current, 1 with one clear line otherwise. The api and worker processes then start with
// MIGRATE_ON_START=false. Needs only the database settings, so a deployment's migration step carries no other secret.
import path from 'node:path';
import { createLogger } from './app.ts';
import { ConfigError, loadDatabaseSettings } from './config/index.ts';
import { oneOf } from './config/env.ts';
import { restrictDataDir } from './db/data-dir.ts';
import { openDb } from './db/index.ts';
import { DataDirInUseError, lockDataDir } from './db/lock.ts';
import { migrate, migrationFiles } from './db/migrate.ts';

function fail(message: string): never {
  process.stderr.write(`ponte migrate: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let settings;
  let level;
  try {
    settings = loadDatabaseSettings();
    level = oneOf(process.env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info');
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const log = createLogger(level);
  const { databaseUrl, dataDir } = settings;
  let releaseLock = () => {};
  if (!databaseUrl) {
    restrictDataDir(dataDir);
    try {
      releaseLock = lockDataDir(dataDir);
    } catch (error) {
      // The embedded database is one process's: a running service migrates it itself.
      if (error instanceof DataDirInUseError) fail(error.message);
      throw error;
    }
  }
  const db = await openDb({ databaseUrl, dataDir: path.join(dataDir, 'pglite') });
  try {
    const total = (await migrationFiles()).length;
    log.info({ database: db.kind, migrations: total }, 'applying migrations');
    const started = Date.now();
    const applied = await migrate(db, undefined, {
      onApplied: (file) => log.info({ migration: file }, `applied ${file}`),
    });
    log.info(
      { applied: applied.length, total, ms: Date.now() - started },
      applied.length === 0
        ? `schema is current: all ${total} migrations were applied before`
        : `${applied.length} migration${applied.length > 1 ? 's' : ''} applied; all ${total} are in place`,
    );
  } finally {
    await db.close();
    if (!databaseUrl) restrictDataDir(dataDir);
    releaseLock();
  }
}

main().catch((error: unknown) => {
  fail(error instanceof Error ? error.message : String(error));
});
