// Boots the whole service for a test file: a fresh database (an in-memory PGlite, or a database of its own on the
// PostgreSQL of DATABASE_URL), migrations, every service, the HTTP app on a free port of 127.0.0.1, and optionally
// the worker. Tests talk to it over real HTTP, as an integrator would.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
export { freePort } from './process.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp, createLogger } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config/index.ts';
import { createContext, type AppContext } from '../../src/context.ts';
import { ensureSeed, seedPath } from '../../src/db/embedded-seed.ts';
import { openDb, type Db } from '../../src/db/index.ts';
import { migrate } from '../../src/db/migrate.ts';
import { createWorker } from '../../src/worker.ts';
import { formatViolation, markReported, validateResponses, type ValidationRecord } from './response-validation.ts';
import { currentOwner } from '../../src/observability/trace.ts';

export const ADMIN_TOKEN = 'test-admin-token-0123456789';

export interface TestDatabase {
  db: Db;
  url: string | undefined;
  drop(): Promise<void>;
}

/** The embedded test databases' shared_buffers: PGlite zeroes its default 128MB at each start (openDb's sharedBuffers). */
const TEST_SHARED_BUFFERS = '16MB';

/**
 * An embedded database of its own, in a temporary directory, started as a copy of the seed `ensureSeed` makes once per
 * machine (src/db/embedded-seed.ts): an empty cluster, or one with the migrations of this tree applied.
 * A cleanly shut down data directory copied and opened costs about 1 s of CPU where loading PGlite's tarball of one
 * into memory cost 3, and initdb 6.
 */
async function embeddedDatabase(contents: 'empty' | 'migrated'): Promise<TestDatabase> {
  const { file: seed } = await ensureSeed(contents === 'empty' ? null : undefined);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ponte-test-db-'));
  cpSync(seed, dataDir, { recursive: true });
  const db = await openDb({ dataDir, sharedBuffers: TEST_SHARED_BUFFERS });
  return {
    db,
    url: undefined,
    async drop() {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database: an empty embedded cluster, or `CREATE DATABASE` on the server of DATABASE_URL (a copy of `template`
 * when given), read through the streaming replica at `replicaServerUrl` (the same database name on it) when given.
 */
export async function freshDatabase(replicaServerUrl?: string, template?: string): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return embeddedDatabase('empty');
  const name = `ponte_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // A copy waits for the template's last session to end (its backend may outlive the client's goodbye for a moment).
  // FILE_COPY copies the template's files as they are; PostgreSQL 15's default, WAL_LOG, writes every page of it to
  // the WAL: 0.18 s against 0.07 s for the migrated template (11 MB) on this machine, once per test app.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template} STRATEGY FILE_COPY` : ''}`);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const readUrl = replicaServerUrl === undefined ? undefined : Object.assign(new URL(replicaServerUrl), { pathname: `/${name}` }).toString();
  const db = await openDb({ databaseUrl: url.toString(), poolSize: 10, readUrl, owner: currentOwner });
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A fresh database with every migration applied, as `freshDatabase` then `migrate` would give, in a fraction of the
 * time. Embedded: a copy of the migrated seed (embeddedDatabase). PostgreSQL: `CREATE DATABASE ... TEMPLATE` of a
 * database migrated once per set of migrations on that server. The migration tests themselves start from
 * `freshDatabase`, empty.
 */
export async function migratedDatabase(replicaServerUrl?: string): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return embeddedDatabase('migrated');
  // Named by the embedded seed's digest of the migrations (names and contents; PGlite's version too, which only renames it).
  const template = `ponte_test_template_${path.basename(await seedPath()).slice('pglite-'.length)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // One process migrates the template; the others wait for it under the lock, then copy it.
    await admin.query('SELECT pg_advisory_lock(727364002)');
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (rowCount === 0) {
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const db = await openDb({ databaseUrl: Object.assign(new URL(serverUrl), { pathname: `/${building}` }).toString(), poolSize: 1 });
      await migrate(db);
      await db.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    }
    await admin.query('SELECT pg_advisory_unlock(727364002)');
  } finally {
    await admin.end();
  }
  return freshDatabase(replicaServerUrl, template);
}

export interface TestApp {
  url: string;
  app: FastifyInstance;
  context: AppContext;
  config: Config;
  db: Db;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Calls the API: JSON in and out, with a bearer token when given. */
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  /** Creates an integrator through the operator API and returns it with a fresh access token. */
  createIntegrator(overrides?: Record<string, unknown>): Promise<TestIntegrator>;
  /** Every answer checked against /openapi.json (test/helpers/response-validation.ts); close() fails on a violation. */
  responses: ValidationRecord;
  /** Production (unless `bootstrap: false`): the token of the admin operator the helper made; `request` sends it for ADMIN_TOKEN. */
  adminOperatorToken: string | undefined;
  close(): Promise<void>;
}

export interface RequestOptions {
  token?: string | undefined;
  body?: unknown;
  /** A raw body sent as it is (with its own content type in headers). */
  raw?: string | Buffer;
  headers?: Record<string, string>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

export interface TestIntegrator {
  id: string;
  clientId: string;
  clientSecret: string;
  webhookSecret: string;
  token: string;
  [key: string]: unknown;
}

export interface StartOptions {
  env?: Record<string, string>;
  worker?: boolean;
  /** The app's and the worker's logger; a silent one (or TEST_LOG_LEVEL's) when absent. A test may read what is logged. */
  logger?: FastifyBaseLogger;
  /** Runs after the app is built and before it listens: a test may add a route of its own. */
  beforeListen?: (app: FastifyInstance) => void | Promise<void>;
  /** The port to listen on (a free one when absent): for a test whose PUBLIC_BASE_URL must be the app's own address. */
  port?: number;
  /** A streaming replica of DATABASE_URL's server (DATABASE_READ_URL): the app reads its database there. */
  replicaServerUrl?: string;
  /**
   * Production only: ADMIN_TOKEN there only creates the first admin operator, so the helper does that (an admin with a
   * token of its own, `adminOperatorToken`) and sends that token wherever a test sends ADMIN_TOKEN through `request`.
   * false: nothing is made, and ADMIN_TOKEN goes as it is (the bootstrap's own tests).
   */
  bootstrap?: boolean;
}

/**
 * A sanctions list in OFAC's CSV format, of one invented entry, in `dataDir`: what a production test app screens with
 * unless the test names lists of its own (production screens every beneficiary and contact, so it needs one).
 */
export function writeTestSanctionsList(dataDir: string): string {
  const directory = path.join(dataDir, 'sanctions');
  mkdirSync(directory, { recursive: true });
  writeFileSync(path.join(directory, 'sdn.csv'), '1,"LISTEDPERSON, Invented Nobody","individual","TEST",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n');
  writeFileSync(path.join(directory, 'alt.csv'), '');
  return directory;
}

export async function startApp(options: StartOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ponte-test-'));
  const productionWithoutLists = options.env?.PONTE_ENV === 'production' && options.env.SANCTIONS_LISTS === undefined;
  const database = await migratedDatabase(options.replicaServerUrl);
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_TOKEN,
    LOG_LEVEL: 'silent',
    PORT: '0',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    // A production app's worker refreshes the market rates: from a test, never from the public sources themselves
    // (a closed local port, unless the test serves them).
    ...Object.fromEntries(['RATES_PTAX_URL', 'RATES_TRM_URL', 'RATES_MERCADO_BITCOIN_URL', 'RATES_BUDA_URL'].map((name) => [name, 'http://127.0.0.1:9'])),
    ...(productionWithoutLists ? { SANCTIONS_LISTS: writeTestSanctionsList(dataDir) } : {}),
    // A test's rail accounts start empty, with no refill: payouts are held for want of money only where a test says so
    // (production enforces it by default: test/modules/liquidity.test.ts).
    LIQUIDITY_CHECK: 'off',
    // Passwords hashed with scrypt's N at 2^10 rather than 2^15 (about 3 ms a hash rather than 0.1 s and 32 MB): the
    // files that sign in and fail to sign in spent half their CPU in scrypt. Production refuses it, and keeps 2^15.
    ...(options.env?.PONTE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: '10' }),
    ...options.env,
  });
  // No migrate() here: migratedDatabase's copy has every migration of this tree applied (its name is their hash), and
  // running the runner again over them cost each boot 0.2-0.7 s of CPU checking the ~55 files one transaction each.
  const context = await createContext(config, database.db);
  const logger = options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const app = await buildApp(context, { logger });
  await options.beforeListen?.(app);
  // Every answer of the app, whoever asks (this helper, fetch, the SDK, a browser), is checked against /openapi.json.
  const responses = validateResponses(app);
  // A route whose schema does not compile fails here: close what is open, or the file's process waits for ever.
  const address = await app.listen({ port: options.port ?? 0, host: '127.0.0.1' }).catch(async (error: unknown) => {
    await app.close().catch(() => undefined);
    await database.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const worker = options.worker ? createWorker(context, logger) : undefined;
  await worker?.start();

  let adminOperatorToken: string | undefined;
  const request = async (method: string, route: string, requestOptions: RequestOptions = {}): Promise<TestResponse> => {
    const headers: Record<string, string> = { ...requestOptions.headers };
    const token = requestOptions.token === ADMIN_TOKEN && adminOperatorToken ? adminOperatorToken : requestOptions.token;
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | Buffer | undefined;
    if (requestOptions.raw !== undefined) body = requestOptions.raw;
    else if (requestOptions.body !== undefined) {
      body = JSON.stringify(requestOptions.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(address + route, { method, headers, body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  };

  if (config.env === 'production' && config.adminToken && config.adminTokenEnabled && options.bootstrap !== false) {
    const first = await request('POST', '/v1/admin/operators', {
      token: ADMIN_TOKEN,
      body: { email: `first-admin-${randomBytes(3).toString('hex')}@example.com` },
    });
    if (first.status !== 201) throw new Error(`no first admin: ${first.status} ${first.text}`);
    // In production an operator's first token is made in the console, signed in; the helper asks the service.
    const made = await context.services.operators.tokens.create(first.body.id, { label: 'test helper' }, { type: 'system', id: 'test-helper' });
    adminOperatorToken = made.token;
  }

  let counter = 0;
  const createIntegrator = async (overrides: Record<string, unknown> = {}): Promise<TestIntegrator> => {
    counter++;
    const created = await request('POST', '/v1/integrators', {
      token: ADMIN_TOKEN,
      body: { name: `Integrator ${counter}`, email: `integrator${counter}-${randomBytes(3).toString('hex')}@example.com`, ...overrides },
    });
    if (created.status !== 201) throw new Error(`integrator not created: ${created.status} ${created.text}`);
    const token = await request('POST', '/v1/auth/token', {
      body: { grant_type: 'client_credentials', client_id: created.body.clientId, client_secret: created.body.clientSecret },
    });
    if (token.status !== 200) throw new Error(`no token: ${token.status} ${token.text}`);
    return { ...created.body, token: token.body.access_token };
  };

  return {
    url: address,
    app,
    context,
    config,
    db: database.db,
    databaseUrl: database.url,
    dataDir,
    request,
    createIntegrator,
    responses,
    get adminOperatorToken() {
      return adminOperatorToken;
    },
    async close() {
      await app.close();
      await worker?.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
      const { violations } = responses;
      if (violations.length > 0) {
        markReported([...violations]);
        // A caller that closes other things after this (a receiver, a browser) never reaches them once this throws:
        // their open handles would keep the file's process, and the whole suite, waiting for ever. The file fails.
        setTimeout(() => process.exit(1), 10_000).unref();
        throw new Error(
          `${violations.length} answer(s) of ${responses.answers} break /openapi.json:\n${violations.map((violation) => `  ${formatViolation(violation)}`).join('\n')}`,
        );
      }
    },
  };
}
