// The SDK as an integrator installs it: `npm pack` in sdk/ (prepack builds it), the tarball installed in a temporary
// project outside the repository, and an on-ramp run against the real service (a child process, as `npm start` runs
// it) from a plain ESM script, a CommonJS script and a TypeScript file compiled by tsc (strict, nodenext): each
// approves a new beneficiary through its upload link, simulates, creates the transfer, pays it by PIX in the sandbox
// and sees it SUCCEEDED, with the ON_RAMP webhook verified by parseWebhook.
// Test pass: embedded only (database-independent: the packed SDK)
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ADMIN_TOKEN } from '../../test/helpers/app.ts';
import { freePort, MAIN, startChild, type Child } from '../../test/helpers/process.ts';

const run = promisify(execFile);
const sdkDir = fileURLToPath(new URL('..', import.meta.url));
const fixtures = fileURLToPath(new URL('fixtures/pack/', import.meta.url));
const require = createRequire(import.meta.url);
const versionOf = (name: string): string => (require(`${name}/package.json`) as { version: string }).version;

// A child npm must not inherit the npm_* settings of an `npm test` that started this file (its workspace, its prefix).
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')));
const npm = (args: string[], cwd: string) => run('npm', args, { cwd, env: cleanEnv, maxBuffer: 16 * 1024 * 1024 });

interface Outcome {
  status: string;
  transferId: string;
  replayedId: string;
  webhookStatus: string;
  listed: string[];
  notFound: string;
  refused: number;
  entry: string;
}

describe('the packed SDK in a project of its own', { concurrency: 3 }, () => {
  let project: string;
  let service: Child;
  let base: string;

  before(async () => {
    project = mkdtempSync(path.join(tmpdir(), 'ponte-sdk-consumer-'));
    const packed = JSON.parse((await npm(['pack', '--json', '--pack-destination', project], sdkDir)).stdout) as Array<{
      filename: string;
      files: Array<{ path: string }>;
    }>;
    const files = packed[0]!.files.map((file) => file.path);
    assert.ok(
      files.every((file) => file === 'package.json' || file === 'README.md' || file.startsWith('dist/')),
      `only dist, README and package.json: ${files.join(', ')}`,
    );
    for (const expected of ['README.md', 'dist/index.js', 'dist/index.d.ts', 'dist/cjs/index.js', 'dist/cjs/index.d.ts', 'dist/cjs/package.json'])
      assert.ok(files.includes(expected), `${expected} is packed`);

    writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'ponte-sdk-consumer', private: true, type: 'module' }));
    // openapi-fetch comes from the registry (or npm's cache), as it would for an integrator.
    await npm(
      [
        'install',
        `./${packed[0]!.filename}`,
        `typescript@${versionOf('typescript')}`,
        `@types/node@${versionOf('@types/node')}`,
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
      ],
      project,
    );
    cpSync(fixtures, project, { recursive: true });

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // The service as the suite runs it (MAIN): compiled when the suite is (npm test), where a start through tsx
    // also transpiled the sources (about 3 s more CPU) and missed 60 s on the loaded CI machine.
    service = startChild({ DATA_DIR: path.join(project, 'data'), PORT: String(port), PUBLIC_BASE_URL: base, ADMIN_TOKEN, SANDBOX_SETTLE_DELAY_MS: '50' }, MAIN);
    await service.waitFor(/listening on/, 120_000);
  });
  after(async () => {
    await service?.stop('SIGTERM');
    if (project) rmSync(project, { recursive: true, force: true });
  });

  /** Runs a script of the project as an integrator with its own credentials; its last line of output is the outcome. */
  async function onRamp(command: string[]): Promise<Outcome> {
    const created = await fetch(`${base}/v1/integrators`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'SDK consumer', email: `sdk-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com` }),
    });
    assert.equal(created.status, 201);
    const integrator = (await created.json()) as { id: string; clientId: string; clientSecret: string };
    const env = {
      ...cleanEnv,
      PONTE_URL: base,
      PONTE_CLIENT_ID: integrator.clientId,
      PONTE_CLIENT_SECRET: integrator.clientSecret,
      PONTE_INTEGRATOR_ID: integrator.id,
    };
    const { stdout } = await run(process.execPath, command, { cwd: project, env, timeout: 60_000 }).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`${command.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}${service.output().slice(-2000)}`);
    });
    return JSON.parse(stdout.trim().split('\n').at(-1)!) as Outcome;
  }

  function assertOnRamp(outcome: Outcome, build: RegExp): void {
    assert.match(outcome.entry, build, 'the build this module system resolves');
    assert.equal(outcome.status, 'SUCCEEDED');
    assert.equal(outcome.webhookStatus, 'SUCCEEDED', 'the ON_RAMP webhook, verified and narrowed');
    assert.equal(outcome.replayedId, outcome.transferId, 'the same idempotency key gave the same transfer');
    assert.deepEqual(outcome.listed, [outcome.transferId], 'walking the list found the transfer');
    assert.equal(outcome.notFound, 'transfer.not_found', 'an error answer is a PonteError with its code');
    assert.equal(outcome.refused, 0, 'every webhook verified');
  }

  it('runs an on-ramp from a plain ESM script (import)', async () => {
    assertOnRamp(await onRamp(['on-ramp.mjs']), /node_modules\/@ponte\/sdk\/dist\/index\.js$/);
  });

  it('runs an on-ramp from a CommonJS script (require)', async () => {
    assertOnRamp(await onRamp(['on-ramp.cjs']), /node_modules\/@ponte\/sdk\/dist\/cjs\/index\.js$/);
  });

  it('compiles a strict TypeScript consumer (ESM and CommonJS declarations) and runs its on-ramp', async () => {
    await run(process.execPath, [path.join(project, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: project }).catch(
      (error: { stdout?: string }) => {
        throw new Error(`tsc failed:\n${error.stdout ?? ''}`);
      },
    );
    assertOnRamp(await onRamp(['out/on-ramp.js']), /node_modules\/@ponte\/sdk\/dist\/index\.js$/);
  });
});
