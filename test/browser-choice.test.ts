// The browser tests' Chromium (test/helpers/browser.ts): an installed one, found where package managers put it, never
// downloaded; on a machine with none, `npm test` skips the four browser files with one line naming the install command,
// and under CI they fail instead.
// Test pass: embedded only (database-independent: finds a browser)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_CANDIDATES, CHROMIUM_INSTALL, findChromium } from './helpers/browser.ts';
import { ENTRY_FLAGS, entryFile } from './helpers/process.ts';

const REPOSITORY_ROOT = fileURLToPath(new URL('../', import.meta.url));
const MISSING = path.join(tmpdir(), 'ponte-no-such-chromium');

describe('the browser tests’ Chromium', () => {
  it('is the first installed one of the candidates, or CHROMIUM_PATH alone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ponte-chromium-'));
    try {
      const installed = path.join(dir, 'chromium');
      writeFileSync(installed, '');
      assert.deepEqual(findChromium({ env: { CI: 'true' }, candidates: [MISSING, installed] }), { executable: installed, skip: undefined });
      assert.deepEqual(findChromium({ env: { CHROMIUM_PATH: installed }, candidates: [MISSING] }), { executable: installed, skip: undefined });
      // CHROMIUM_PATH names the one to use: another installed one does not stand in for it.
      assert.equal(findChromium({ env: { CHROMIUM_PATH: MISSING }, candidates: [installed] }).executable, undefined);
      // Debian's headless shell before its full browser, where both are installed: the same pages for a third less CPU.
      assert.deepEqual(CHROMIUM_CANDIDATES.slice(0, 2), ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('missing: a one-line skip naming the install command, and a failure under CI', () => {
    for (const env of [{}, { CI: '' }, { CI: 'false' }, { CI: '0' }]) {
      const { executable, skip } = findChromium({ env, candidates: [MISSING] });
      assert.equal(executable, undefined);
      assert.equal(skip, `no Chromium (looked for ${MISSING}): browser tests skipped; install one with \`${CHROMIUM_INSTALL}\` or set CHROMIUM_PATH`);
      assert.doesNotMatch(skip!, /\n/);
    }
    for (const CI of ['true', '1']) {
      assert.throws(
        () => findChromium({ env: { CI }, candidates: [MISSING] }),
        /^Error: CI is set and there is no Chromium .*sudo apt-get install -y chromium.*a CI run must not skip the browser tests$/,
      );
    }
  });

  it('the browser files skip on a machine without one, and fail under CI', () => {
    const files = ['dashboard', 'dashboard-pages', 'exports', 'ops'].map((name) => path.join(REPOSITORY_ROOT, 'test/browser', `${name}.test.ts`));
    const run = (CI: string | undefined, only: string[]) => {
      // Without NODE_TEST_CONTEXT, the child reports on its own stdout rather than to this run.
      const env: NodeJS.ProcessEnv = { ...process.env, CHROMIUM_PATH: MISSING };
      delete env.CI;
      delete env.NODE_TEST_CONTEXT;
      delete env.DATABASE_URL;
      if (CI !== undefined) env.CI = CI;
      return spawnSync(process.execPath, [...ENTRY_FLAGS, '--test', '--test-reporter=spec', ...only.map(entryFile)], {
        cwd: REPOSITORY_ROOT,
        env,
        encoding: 'utf8',
      });
    };
    const outside = run(undefined, files);
    assert.equal(outside.status, 0, outside.stdout + outside.stderr);
    const skips =
      outside.stdout.match(
        /# no Chromium \(looked for [^)]*\): browser tests skipped; install one with `sudo apt-get install -y chromium` or set CHROMIUM_PATH/g,
      ) ?? [];
    assert.equal(skips.length, 4, outside.stdout);
    assert.match(outside.stdout, /ℹ fail 0/);
    const underCi = run('true', files.slice(2, 3));
    assert.notEqual(underCi.status, 0);
    assert.match(underCi.stdout + underCi.stderr, /CI is set and there is no Chromium/);
  });
});
