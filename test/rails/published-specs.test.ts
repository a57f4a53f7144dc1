// Where the rails' tests find the providers' published specifications (src/rails/fakes/published-specs.ts): ../shared/specs beside
// the repository; a suite skips with a message naming what is missing and where, except under CI, where a missing
// document fails the run rather than letting it pass on skipped suites.
// Test pass: embedded only (database-independent: finds the published specifications)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { anvilSkip } from '../helpers/chain.ts';
import { publishedSpec, SPECS_DIR } from '../../src/rails/fakes/published-specs.ts';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('published specifications', () => {
  it('are looked for in shared/specs beside the repository, whatever the working directory', () => {
    // Run from the compiled copy in .test-build/, the repository is the copy's parent.
    const checkout = path.resolve(REPOSITORY_ROOT).replace(/\/\.test-build$/, '');
    assert.equal(SPECS_DIR, path.join(path.dirname(checkout), 'shared', 'specs'));
  });

  it('a document that is there: its path, no skip', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ponte-specs-'));
    try {
      writeFileSync(path.join(dir, 'api.yaml'), 'openapi: 3.0.0\n');
      assert.deepEqual(publishedSpec('api.yaml', 'The API document', { specsDir: dir, env: { CI: 'true' } }), {
        file: path.join(dir, 'api.yaml'),
        skip: undefined,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('outside CI, a missing folder or document skips, saying which and where', () => {
    const absent = path.join(tmpdir(), 'ponte-no-such-specs-folder');
    for (const env of [{}, { CI: '' }, { CI: 'false' }, { CI: '0' }]) {
      const { skip } = publishedSpec('api.yaml', 'The API document', { specsDir: absent, env });
      assert.equal(
        skip,
        `The API document is not available: there is no ${absent} (tests read published specifications from ../shared/specs beside the repository)`,
      );
    }
    const { skip } = publishedSpec('absent.yaml', 'The API document', { specsDir: tmpdir(), env: {} });
    assert.match(skip ?? '', /has no absent\.yaml/);
  });

  it('under CI, a missing folder fails instead of skipping', () => {
    for (const CI of ['true', '1', 'yes']) {
      assert.throws(
        () => publishedSpec('api.yaml', 'The API document', { specsDir: path.join(tmpdir(), 'ponte-no-such-specs-folder'), env: { CI } }),
        /^Error: CI is set, and The API document is not available: there is no .*; a CI run must not skip these tests$/,
      );
    }
  });

  it("a suite's file fails under CI when the folder is absent, and skips outside it", () => {
    // A copy of the repository's published-specs helper in a folder with no shared/specs beside it, run as a test file would be.
    const root = mkdtempSync(path.join(tmpdir(), 'ponte-repo-'));
    try {
      const helpers = path.join(root, 'repo', 'src', 'rails', 'fakes');
      const suite = path.join(root, 'repo', 'test', 'suite.test.ts');
      mkdirSync(helpers, { recursive: true });
      mkdirSync(path.dirname(suite), { recursive: true });
      copyFileSync(path.join(REPOSITORY_ROOT, 'src/rails/fakes/published-specs.ts'), path.join(helpers, 'published-specs.ts'));
      writeFileSync(
        suite,
        [
          "import { describe, it } from 'node:test';",
          "import { publishedSpec } from '../src/rails/fakes/published-specs.ts';",
          "const { skip } = publishedSpec('onfido-3.6.openapi.yaml', 'The Onfido document');",
          "describe('needs the document', { skip }, () => { it('runs', () => {}); });",
          '',
        ].join('\n'),
      );
      const run = (CI: string | undefined) => {
        // Without NODE_TEST_CONTEXT, the child reports on its own stdout rather than to this run.
        const env = { ...process.env };
        delete env.CI;
        delete env.NODE_TEST_CONTEXT;
        if (CI !== undefined) env.CI = CI;
        return spawnSync(process.execPath, ['--import', 'tsx', '--test', suite], { cwd: REPOSITORY_ROOT, env, encoding: 'utf8' });
      };
      const outside = run(undefined);
      assert.equal(outside.status, 0, outside.stdout + outside.stderr);
      assert.match(outside.stdout, /# SKIP The Onfido document is not available: there is no .*shared\/specs/);
      const underCi = run('true');
      assert.notEqual(underCi.status, 0);
      assert.match(underCi.stdout + underCi.stderr, /CI is set, and The Onfido document is not available/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the chain suite (anvil)', () => {
  it('outside CI, a missing anvil skips, saying so', () => {
    for (const env of [{}, { CI: '' }, { CI: 'false' }, { CI: '0' }]) assert.match(String(anvilSkip(undefined, env)), /^no anvil binary for /);
    assert.equal(anvilSkip('/usr/bin/anvil', { CI: 'true' }), false);
  });

  it('under CI, a missing anvil fails instead of skipping', () => {
    for (const CI of ['true', '1', 'yes']) {
      assert.throws(() => anvilSkip(undefined, { CI }), /^Error: CI is set, and no anvil binary for .*; a CI run must not skip the chain tests$/);
    }
  });
});
