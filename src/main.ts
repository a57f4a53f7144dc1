// Process entry: read the configuration, open the database, start the roles (api, worker or both), and drain on
// SIGTERM or SIGINT. Configuration and start-up failures end the process with one clear line and a non-zero code.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp, createLogger } from './app.ts';
import { ConfigError, loadConfig } from './config/index.ts';
import { createContext } from './context.ts';
import { restrictDataDir } from './db/data-dir.ts';
import { openDb } from './db/index.ts';
import { DataDirInUseError, lockDataDir } from './db/lock.ts';
import { migrate, pendingMigrations } from './db/migrate.ts';
import { seedNewDataDir } from './db/embedded-seed.ts';
import { createWorker } from './worker.ts';
import { createDemoIntegrator } from './modules/integrators/index.ts';
import { railsSummary } from './rails/index.ts';
import { currentOwner } from './observability/trace.ts';
import { logFormatFor } from './http/observability.ts';

function fail(message: string): never {
  process.stderr.write(`ponte: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  // A regulated operator screens every beneficiary and payment contact, and screens them again at the compliance gate
  // before every payout and release of funds (the worker's): production runs no role without sanctions lists.
  if (config.env === 'production' && config.sanctions.directories.length === 0) {
    fail("production needs SANCTIONS_LISTS (directories of OFAC's published CSV lists): set it and start again");
  }
  // A person at a terminal in the sandbox reads pretty lines; production, pipes and files get JSON lines.
  const log = createLogger(config.logLevel, logFormatFor(config.env, process.stdout.isTTY));
  restrictDataDir(config.dataDir);

  // A signal during start-up (migrations can take a while) is kept and acted on as soon as there is something to
  // drain, so the process still ends cleanly with 0.
  let requested: string | undefined;
  let onSignal = (signal: string) => {
    requested ??= signal;
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
  log.info({ role: config.role, env: config.env }, 'starting');

  let releaseLock = () => {};
  if (!config.databaseUrl) {
    try {
      releaseLock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirInUseError) fail(error.message);
      throw error;
    }
  }

  // An empty DATA_DIR starts as a copy of the migrated embedded database made once for these migrations (made first
  // when there is none): initdb is most of a first start (db/embedded-seed.ts). Where the seed cannot be made or copied
  // (a read-only install), the database is made in place, the slow way.
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const fresh = !config.databaseUrl && config.migrateOnStart && !existsSync(path.join(pgliteDir, 'PG_VERSION'));
  const seeded = fresh
    ? await seedNewDataDir(pgliteDir, (error) =>
        log.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'embedded database seed not used'),
      )
    : undefined;
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    readUrl: config.databaseReadUrl,
    dataDir: pgliteDir,
    onError: (error) => log.warn({ err: { message: error.message } }, 'database connection error'),
    // Connections are handed out in turns between integrators: the request's, or the job's (observability/trace.ts).
    owner: currentOwner,
  });
  if (config.migrateOnStart) {
    const applied = await migrate(db);
    log.info(
      {
        count: applied.length,
        migrations: applied,
        ...(fresh ? { seed: seeded !== undefined, ...(seeded ? { seedMade: seeded.made } : {}) } : {}),
      },
      applied.length > 0 ? 'migrations applied' : 'migrations up to date',
    );
  } else {
    // Migrations are a deployment step of their own (npm run migrate): a process must not serve an older schema.
    const pending = await pendingMigrations(db);
    if (pending.length > 0) {
      fail(
        `the database schema is behind (${pending.length} migration${pending.length > 1 ? 's' : ''} not applied, from ${pending[0]}) and MIGRATE_ON_START is false: run npm run migrate (node dist/migrate.js), then start again`,
      );
    }
  }
  // PGlite's file system sets its own modes (0666) on what it writes, whatever the umask: take group and other
  // permissions off its cluster once it is made. DATA_DIR itself is 0700, so a file it writes later is out of reach too.
  if (!config.databaseUrl) restrictDataDir(config.dataDir);
  const context = await createContext(config, db);
  log.info({ rails: railsSummary(context.rails) }, 'rails configured');
  const screener = context.services.screener;
  log.info({ screening: screener.status() }, 'sanctions screening');
  screener.onListsEvent((event) => {
    if (event.type === 'loaded') log.info({ lists: event.snapshot.lists }, 'sanctions lists read again');
    else log.error({ err: { message: event.error.message } }, 'sanctions lists changed but cannot be read; the lists read before stay in use');
  });

  const demo = await createDemoIntegrator(config, context.services.integrators);
  // stdout carries JSON lines only (a log shipper reads it): what is written for a person goes to stderr.
  if (demo) {
    process.stderr.write(
      [
        '',
        'Sandbox demo integrator created. These credentials are shown once and kept in DATA_DIR/sandbox-credentials.json:',
        `  integratorId:  ${demo.integratorId}`,
        `  clientId:      ${demo.clientId}`,
        `  clientSecret:  ${demo.clientSecret}`,
        `  webhookSecret: ${demo.webhookSecret}`,
        `  token:         curl -s -X POST ${demo.baseUrl}/auth/token -d grant_type=client_credentials -d client_id=${demo.clientId} -d client_secret=${demo.clientSecret}`,
        '',
      ].join('\n') + '\n',
    );
  }

  const app = config.role === 'worker' ? undefined : await buildApp(context, { logger: log });
  const worker = config.role === 'api' ? undefined : createWorker(context, log);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'draining');
    const timer = setTimeout(() => {
      log.error('drain took longer than 30 s; exiting');
      process.exit(1);
    }, 30_000);
    timer.unref();
    await app?.close();
    await worker?.stop();
    await db.close();
    releaseLock();
    log.info('stopped');
    process.exit(0);
  };
  onSignal = (signal) => void shutdown(signal);
  process.on('unhandledRejection', (error) => log.error({ err: error }, 'unhandled rejection'));
  if (requested) return shutdown(requested);

  await worker?.start();
  if (app) {
    const address = await app.listen({ port: config.port, host: config.host });
    log.info({ address, role: config.role, env: config.env, database: db.kind }, 'listening');
    process.stderr.write(
      `Ponte ${config.env} listening on ${address} (role ${config.role}, database ${db.kind === 'pglite' ? `embedded in ${config.dataDir}` : 'PostgreSQL'})\n`,
    );
  } else {
    log.info({ role: config.role, env: config.env }, 'worker started');
  }
}

main().catch((error: unknown) => {
  fail(error instanceof Error ? error.message : String(error));
});
