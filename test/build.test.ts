// The built service as a container runs it: `npm run build` once into a scratch directory, then the commands the
// Dockerfile and compose.yaml name, run from there (`node dist/migrate.js`, the image's CMD, its HEALTHCHECK): the
// migration step applies every migration and exits, a process told not to migrate refuses an empty database and serves
// a migrated one, /health answers on the embedded database and on PostgreSQL in production, and the health check
// passes against a live process and fails once it is gone. No image is built (no Docker engine here).
// Test pass: PostgreSQL only (database-independent: the build; its children run both databases there)
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse } from 'yaml';
import { freshDatabase, writeTestSanctionsList, type TestDatabase } from './helpers/app.ts';
import { freePort, startChild, type Child } from './helpers/process.ts';

const root = path.resolve(import.meta.dirname, '..');
// Inside the repository, so that dist/ finds node_modules as the image's /app/dist finds /app/node_modules.
const appDir = path.join(root, 'test', 'artifacts', `build-${process.pid}`);
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const runtimeStage = dockerfile.split(/^FROM /m).at(-1)!;
const CMD = JSON.parse(/^CMD (\[.*\])$/m.exec(runtimeStage)![1]!) as string[];
const HEALTHCHECK = JSON.parse(/^HEALTHCHECK .*CMD (\[.*\])$/m.exec(runtimeStage)![1]!) as string[];
const compose = parse(readFileSync(path.join(root, 'compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, { command: string[] }> };
const MIGRATE = compose.services['migrate']!.command;

const dirs: string[] = [];
const children: Child[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ponte-build-'));
  dirs.push(dir);
  return dir;
}

/** Runs a command of the image in the built directory to its end (asynchronously: the test's own server answers meanwhile). */
function run(command: string[], env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const childEnv: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'info', ...env };
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
  const [file, ...args] = command;
  const child = spawn(file === 'node' ? process.execPath : file!, args, { cwd: appDir, env: childEnv, timeout: 60_000 });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}

function start(env: Record<string, string>): Child {
  const [file, ...args] = CMD;
  const child = startChild(env, [file === 'node' ? process.execPath : file!, ...args], appDir);
  children.push(child);
  return child;
}

describe('the built service', () => {
  before(() => {
    mkdirSync(appDir, { recursive: true });
    // Type checking is `npm run typecheck`'s job (and the image's full build's): here the output is what is tested.
    const result = spawnSync('npm', ['run', 'build', '--silent', '--', '--out-dir', path.join(appDir, 'dist'), '--no-check'], { cwd: root, encoding: 'utf8' });
    assert.equal(result.status, 0, result.stdout + result.stderr);
  });
  after(async () => {
    await Promise.all(children.map((child) => child.stop('SIGKILL')));
    rmSync(appDir, { recursive: true, force: true });
    dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  it('has the migrations and the dashboard assets beside the code that reads them', () => {
    assert.ok(existsSync(path.join(appDir, 'dist', 'db', 'migrations', '001_foundation.sql')));
    assert.ok(existsSync(path.join(appDir, 'dist', 'web', 'assets', 'dashboard.css')));
    assert.ok(!existsSync(path.join(appDir, 'dist', 'main.ts')));
  });

  it("leaves out each provider's fake server and what the fakes stand on, which only the tests load", () => {
    const rails = path.join(appDir, 'dist', 'rails');
    assert.ok(existsSync(path.join(rails, 'efi', 'rail.js')));
    assert.ok(existsSync(path.join(root, 'src', 'rails', 'efi', 'fake')));
    const fakes = readdirSync(rails, { recursive: true, encoding: 'utf8' }).filter((file) => /(^|\/)(fake|fakes)(\/|$)/.test(file));
    assert.deepEqual(fakes, []);
  });

  it('migrates with the migrate command (a line per migration, then the count), and again finds nothing to do', async () => {
    const dataDir = tempDir();
    const first = await run(MIGRATE, { DATA_DIR: dataDir });
    assert.equal(first.status, 0, first.stdout + first.stderr);
    const lines = first.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; migration?: string; applied?: number; total?: number });
    const migrations = lines.filter((line) => line.migration);
    const total = lines.at(-1)!.total!;
    assert.equal(migrations.length, total);
    assert.equal(migrations[0]!.migration, '001_foundation.sql');
    assert.equal(lines.at(-1)!.applied, total);
    assert.match(lines.at(-1)!.msg, new RegExp(`^${total} migrations applied`));

    const again = await run(MIGRATE, { DATA_DIR: dataDir });
    assert.equal(again.status, 0, again.stderr);
    assert.match(again.stdout, /schema is current/);
    assert.equal(again.stdout.includes('"migration"'), false);
  });

  it('refuses to start, in one line, when told not to migrate and the schema is behind', async () => {
    const result = await run(CMD, { DATA_DIR: tempDir(), MIGRATE_ON_START: 'false', PORT: '0' });
    assert.equal(result.status, 1);
    assert.match(
      result.stderr.trim(),
      /^ponte: the database schema is behind \(\d+ migrations not applied, from 001_foundation\.sql\) and MIGRATE_ON_START is false: run npm run migrate/,
    );
    assert.equal(result.stderr.trim().split('\n').length, 1, result.stderr);
  });

  it('serves /health on the embedded database after the migrate step, and the health check passes, then fails when it stops', async () => {
    const dataDir = tempDir();
    assert.equal((await run(MIGRATE, { DATA_DIR: dataDir })).status, 0);
    const port = String(await freePort());
    const child = start({ DATA_DIR: dataDir, PORT: port, MIGRATE_ON_START: 'false' });
    await child.waitFor(/listening on/);
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    assert.equal(health.status, 200);
    const check = await run(HEALTHCHECK, { PORT: port });
    assert.equal(check.status, 0, check.stderr);
    assert.equal(await child.stop('SIGTERM'), 0, child.output());
    const down = await run(HEALTHCHECK, { PORT: port });
    assert.equal(down.status, 1);
    assert.match(down.stderr, /^healthcheck: GET \/health on port \d+ failed/);
  });

  it(
    'runs in production on PostgreSQL: migrate, then the image CMD serves /health and passes the health check',
    { skip: !process.env.DATABASE_URL && 'no DATABASE_URL' },
    async () => {
      let database: TestDatabase | undefined;
      try {
        database = await freshDatabase();
        const dataDir = tempDir();
        const production = {
          NODE_ENV: 'production',
          PONTE_ENV: 'production',
          DATABASE_URL: database.url!,
          DATA_DIR: dataDir,
          ADMIN_TOKEN: 'a'.repeat(32),
          SECRETS_KEY: 'ab'.repeat(32),
          SANCTIONS_LISTS: writeTestSanctionsList(dataDir),
          MIGRATE_ON_START: 'false',
          // The worker refreshes market rates: never from the public sources in a test.
          ...Object.fromEntries(['RATES_PTAX_URL', 'RATES_TRM_URL', 'RATES_MERCADO_BITCOIN_URL', 'RATES_BUDA_URL'].map((name) => [name, 'http://127.0.0.1:9'])),
        };
        const migrated = await run(MIGRATE, { DATABASE_URL: database.url! });
        assert.equal(migrated.status, 0, migrated.stderr);
        const port = String(await freePort());
        const child = start({ ...production, PORT: port });
        await child.waitFor(/listening on/);
        assert.match(child.output(), /database PostgreSQL/);
        assert.equal((await fetch(`http://127.0.0.1:${port}/health`)).status, 200);
        const check = await run(HEALTHCHECK, { PORT: port });
        assert.equal(check.status, 0, check.stderr);
        assert.equal(await child.stop('SIGTERM'), 0, child.output());
      } finally {
        await database?.drop();
      }
    },
  );
});
