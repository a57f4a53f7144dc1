// CI's two passes (scripts/test-select.mjs): a file runs in both unless its header marks it as run once; a file marked
// database-independent that imports the database layer is refused, by the selection and by `npm test` itself; the
// heavy end-to-end files (fuzz, faults, browsers) run in one pass and start first; a production file runs where
// production does, on PostgreSQL, and only if it or a helper it imports starts PONTE_ENV=production.
// Test pass: embedded only (database-independent: reads the test files' headers)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
// @ts-expect-error: a JavaScript module without declarations
import { groupEntries, groupFiles, importsOf, markOf, selectFiles } from '../scripts/test-select.mjs';

const root = path.resolve(import.meta.dirname, '..');

function find(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(path.join(root, file)).isDirectory()) return name === 'helpers' || name === 'fixtures' ? [] : find(file);
    return /\.test\.(ts|js)$/.test(file) && !file.endsWith('.d.ts') ? [file.replace(/\.js$/, '.ts')] : [];
  });
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const ALL: string[] = [...find('test'), ...find('sdk/test')].filter((file, i, list) => list.indexOf(file) === i).sort();

describe('test passes', () => {
  it('refuses a file marked database-independent that imports src/db/', () => {
    const marked = '// A test.\n// Test pass: embedded only (database-independent: pure functions)\n';
    assert.equal(markOf('ok.test.ts', `${marked}import { x } from '../src/money.ts';\n`).kind, 'database-independent');
    for (const line of [
      "import { migrate } from '../../src/db/migrate.ts';",
      "import type { Db } from '../src/db/index.ts';",
      "const { openDb } = await import('../src/db/index.ts');",
    ]) {
      assert.throws(() => markOf('bad.test.ts', `${marked}${line}\n`), /marked database-independent but imports the database layer/, line);
    }
    // Heavy end-to-end files may use the database: they run once for their cost, not for their subject.
    assert.equal(
      markOf('heavy.test.ts', "// Test pass: PostgreSQL only (heavy end-to-end: SIGKILL)\nimport { openDb } from '../src/db/index.ts';\n").pass,
      'postgres',
    );
    assert.throws(() => markOf('typo.test.ts', '// Test pass: postgres only (heavy: x)\n'), /malformed/);
    // A file about the embedded database itself runs in the embedded pass only, whatever it imports.
    assert.deepEqual(markOf('seed.test.ts', "// Test pass: embedded only (embedded database: its seed)\nimport { openDb } from '../src/db/index.ts';\n"), {
      pass: 'embedded',
      kind: 'embedded database',
    });
    assert.throws(() => markOf('seed.test.ts', '// Test pass: PostgreSQL only (embedded database: its seed)\n'), /runs in the embedded pass/);
    assert.equal(markOf('both.test.ts', "import { openDb } from '../src/db/index.ts';\n"), undefined);
  });

  it('takes a production file for the PostgreSQL pass only when it or a helper it imports starts production', () => {
    const mark = '// Test pass: PostgreSQL only (production: rails as deployed)\n';
    const helpers: Record<string, string> = {
      'test/helpers/prod.ts': "export const env = { PONTE_ENV: 'production' };\n",
      'test/helpers/sandbox.ts': "export const env = { PONTE_ENV: 'sandbox' };\n",
    };
    const readHelper = (name: string) => {
      if (!(name in helpers)) throw new Error(`ENOENT: ${name}`);
      return helpers[name]!;
    };
    assert.deepEqual(markOf('test/modules/a.test.ts', `${mark}const env = { PONTE_ENV: 'production' };\n`, readHelper), {
      pass: 'postgres',
      kind: 'production',
    });
    assert.deepEqual(markOf('test/modules/b.test.ts', `${mark}import { env } from '../helpers/prod.ts';\n`, readHelper), {
      pass: 'postgres',
      kind: 'production',
    });
    for (const text of [`${mark}import { env } from '../helpers/sandbox.ts';\n`, `${mark}import { env } from '../helpers/missing.ts';\n`, mark]) {
      assert.throws(() => markOf('test/modules/c.test.ts', text, readHelper), /marked production, but neither it nor a helper it imports sets PONTE_ENV/);
    }
    assert.throws(
      () => markOf('test/modules/d.test.ts', "// Test pass: embedded only (production: rails)\nconst env = { PONTE_ENV: 'production' };\n", readHelper),
      /production runs on PostgreSQL only/,
    );
  });

  it('npm test refuses such a file before running anything', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ponte-select-'));
    try {
      const file = path.join(dir, 'bad.test.ts');
      writeFileSync(file, "// Test pass: embedded only (database-independent: says so)\nimport '../src/db/index.ts';\nthrow new Error('ran');\n");
      const run = spawnSync(process.execPath, [path.join(root, 'scripts/test.mjs'), '--pass=postgres', file], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, TEST_FROM_SOURCE: '1' },
      });
      assert.equal(run.status, 2, run.stderr);
      assert.match(run.stderr, /bad\.test\.ts: marked database-independent but imports the database layer/);
      assert.doesNotMatch(run.stdout + run.stderr, /ran/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('every file of the tree is in one pass or both, and the heavy ones in one only, started first', () => {
    assert.ok(ALL.length > 100, `found ${ALL.length} test files`);
    const embedded = selectFiles(ALL, 'embedded', read);
    const postgres = selectFiles(ALL, 'postgres', read);
    const every = selectFiles(ALL, undefined, read);
    assert.deepEqual([...every.files].sort(), ALL, 'with no pass named, every file runs');
    assert.deepEqual([...new Set([...embedded.files, ...postgres.files])].sort(), ALL, 'no file is left out of both passes');
    const both = embedded.files.filter((file: string) => postgres.files.includes(file));
    for (const file of both) assert.equal(markOf(file, read(file), read), undefined, `${file} runs twice only when unmarked`);
    for (const file of ['test/fuzz.test.ts', 'test/faults/crash-restart.test.ts', ...ALL.filter((file) => file.startsWith('test/browser/'))]) {
      assert.equal(markOf(file, read(file))?.kind, 'heavy end-to-end', file);
      assert.ok(!both.includes(file), `${file} runs once`);
    }
    assert.equal(markOf('test/db/embedded-seed.test.ts', read('test/db/embedded-seed.test.ts'))?.kind, 'embedded database');
    assert.ok(!postgres.files.includes('test/db/embedded-seed.test.ts'), "the embedded database's seed is checked in its own pass only");
    for (const file of ['test/docs-links.test.ts', 'sdk/test/pack.test.ts', 'test/build.test.ts', 'test/process.test.ts']) {
      assert.equal(markOf(file, read(file))?.kind, 'database-independent', file);
    }
    // The production rails run where production does: on PostgreSQL.
    for (const file of ['test/modules/pix-production.test.ts', 'test/modules/co-production.test.ts', 'test/modules/payments-circle.test.ts']) {
      assert.equal(markOf(file, read(file), read)?.kind, 'production', file);
      assert.ok(postgres.files.includes(file) && !embedded.files.includes(file), file);
    }
    // Every file that imports the database layer runs on both databases (or is a heavy end-to-end one).
    const usingDb = ALL.filter((name) => importsOf(read(name)).some((specifier: string) => specifier.includes('src/db/')));
    assert.ok(usingDb.length >= 10, `${usingDb.length} files import src/db/`);
    for (const file of usingDb) {
      assert.notEqual(markOf(file, read(file))?.kind, 'database-independent', file);
    }
    const heavyFirst = (files: string[]) => {
      const kinds = files.map((file) => markOf(file, read(file))?.kind === 'heavy end-to-end');
      assert.ok(kinds.indexOf(false) === -1 || !kinds.slice(kinds.indexOf(false)).includes(true), 'heavy files start first');
    };
    heavyFirst(embedded.files);
    heavyFirst(postgres.files);
    assert.ok(postgres.files.includes('test/fuzz.test.ts') && !embedded.files.includes('test/fuzz.test.ts'));
    assert.ok(embedded.files.includes('test/browser/dashboard.test.ts') && !postgres.files.includes('test/browser/dashboard.test.ts'));
    assert.throws(() => selectFiles(ALL, 'sqlite', read), /unknown test pass/);
    assert.equal(embedded.heavy, embedded.files.filter((file: string) => markOf(file, read(file))?.kind === 'heavy end-to-end').length);
  });

  it('runs each heavy file in a process of its own, and the rest in groups dealt out largest first', () => {
    const files = ['h1', 'h2', 'a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const sizes: Record<string, number> = { a: 10, b: 90, c: 30, d: 70, e: 50, f: 20, g: 60 };
    const groups: string[][] = groupFiles(files, 2, 3, (file: string) => sizes[file]!);
    assert.deepEqual(groups.slice(0, 2), [['h1'], ['h2']], 'the heavy ones alone, first');
    // Seven files in groups of at most three: three groups, dealt largest first (b, d, g, e, c, f, a).
    assert.deepEqual(groups.slice(2), [
      ['b', 'e', 'a'],
      ['d', 'c'],
      ['g', 'f'],
    ]);
    assert.deepEqual(groups.flat().sort(), [...files].sort(), 'every file runs once');
    for (const size of [1, 0, Number.NaN]) {
      assert.deepEqual(
        groupFiles(files, 2, size, () => 1),
        files.map((file) => [file]),
        `size ${size}: every file alone`,
      );
    }
    assert.deepEqual(
      groupFiles(['a', 'b'], 0, 4, () => 1),
      [['a', 'b']],
    );
  });

  it('node --test starts the processes in the order of the groups, the heavy files first, although it sorts its files by name', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ponte-entries-'));
    try {
      // Files named as the tree names them: a heavy file alone (test/browser/, which sorts after .groups/), then groups.
      const groups = [['test/browser/z.test.js'], ['test/fuzz.test.js'], ['test/a.test.js', 'test/b.test.js'], ['test/c.test.js']];
      const entries = groupEntries(groups, path.join(dir, '.groups'));
      assert.deepEqual(
        entries.map((entry: { files: string[] }) => entry.files),
        groups,
      );
      const names = entries.map((entry: { entry: string }) => entry.entry);
      assert.deepEqual([...names].sort(), names, 'sorted by name, the entries keep their order');
      const many = groupEntries(
        Array.from({ length: 1200 }, (_, i) => [`f${i}`]),
        dir,
      ).map((entry: { entry: string }) => entry.entry);
      assert.deepEqual([...many].sort(), many, 'also past 999 processes');
      // The runner itself: each entry logs its first file as it starts, one process at a time.
      const log = path.join(dir, 'started.log');
      mkdirSync(path.join(dir, '.groups'));
      for (const { entry, files } of entries) {
        writeFileSync(entry, `import { appendFileSync } from 'node:fs';\nappendFileSync(${JSON.stringify(log)}, ${JSON.stringify(`${files[0]}\n`)});\n`);
      }
      // Without NODE_TEST_CONTEXT, the child runs its files itself rather than reporting to this run.
      const env: NodeJS.ProcessEnv = { ...process.env };
      delete env.NODE_TEST_CONTEXT;
      const run = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...names], { cwd: dir, encoding: 'utf8', env });
      assert.equal(run.status, 0, run.stdout + run.stderr);
      assert.deepEqual(readFileSync(log, 'utf8').trim().split('\n'), ['test/browser/z.test.js', 'test/fuzz.test.js', 'test/a.test.js', 'test/c.test.js']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('no file changes what the files after it in its process would meet: the environment, global mocks, root hooks', () => {
    const leaks = [
      [/process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env/, 'writes process.env'],
      [/^\s*mock\.(method|timers|property)|globalThis\.\w+\s*=[^=]|process\.on\(/m, 'changes a global'],
      [/^(before|beforeEach|afterEach)\(/m, 'hooks the root of the run'],
    ] as const;
    for (const file of ALL) {
      for (const [pattern, what] of leaks) assert.doesNotMatch(read(file), pattern, `${file} ${what}: it would reach the files grouped after it`);
    }
  });
});
