// The tree `npm test` runs: a copy of the working tree in .test-build/ (the files git tracks, and new ones it does not
// ignore) with every TypeScript file compiled beside itself by tsc (tsconfig.test.json: `.ts` in relative imports
// rewritten to `.js`, source maps for stack traces), so that each test file's process runs JavaScript without a loader.
// Through tsx, each of the ~180 test processes spent about 1.3 s more CPU translating and resolving the same modules
// again (1.9 s more than plain node to import the app alone); compiled, the suite takes about 0.9 of the CPU.
// The copy keeps the tree's layout, so a test's paths (import.meta.dirname, `src/main.ts` for a child process started
// with tsx, the Dockerfile, the fixtures) resolve as in the checkout; node_modules and test/artifacts are links to
// the checkout's. It is rebuilt only when a copied file changed (build-stamp.mjs's digest of paths and contents).
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { digestOf, root } from './build-stamp.mjs';

export const TEST_TREE = path.join(root, '.test-build');
const STAMP = '.test-build-stamp';
/** Linked, not copied: installed packages, and what the tests write (screenshots, scratch builds). */
const LINKED = ['node_modules', 'test/artifacts'];
/**
 * tsconfig.json maps this package name to its source; tsc leaves the name as it is, so the copy's imports are pointed
 * at the compiled source.
 */
const PATH_ALIAS = { specifier: '@ponte/sdk', target: 'sdk/src/index.js' };

/** The working tree's files, or undefined outside a git checkout. */
function sourceFiles() {
  let listed;
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
  return [...new Set(listed.split('\0'))]
    .filter((file) => file && !LINKED.some((dir) => file === dir || file.startsWith(`${dir}/`)) && existsSync(path.join(root, file)))
    .sort();
}

/**
 * Builds .test-build/ when the working tree changed since the last build, and answers its path; undefined outside a
 * git checkout (which files are the tree's is git's answer), where the suite runs from source.
 */
export function buildTestTree() {
  const started = Date.now();
  const files = sourceFiles();
  if (files === undefined) {
    process.stderr.write('test-tree: not a git checkout; the tests run from source, through tsx\n');
    return undefined;
  }
  const digest = digestOf(files);
  try {
    if (readFileSync(path.join(TEST_TREE, STAMP), 'utf8').trim() === digest) return TEST_TREE;
  } catch {
    // No tree yet.
  }
  const building = `${TEST_TREE}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  for (const file of files) {
    mkdirSync(path.dirname(path.join(building, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(building, file));
  }
  for (const dir of LINKED) {
    mkdirSync(path.join(root, dir), { recursive: true });
    mkdirSync(path.dirname(path.join(building, dir)), { recursive: true });
    symlinkSync(path.join(root, dir), path.join(building, dir), 'dir');
  }
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const compiled = spawnSync(process.execPath, [tsc, '-p', path.join(building, 'tsconfig.test.json')], { cwd: building, stdio: 'inherit' });
  if (compiled.status !== 0) {
    rmSync(building, { recursive: true, force: true });
    throw new Error('test-tree: tsc failed to compile the tests (npm run typecheck says why)');
  }
  const aliased = new RegExp(`(['"])${PATH_ALIAS.specifier}\\1`, 'g');
  for (const file of files) {
    if (!file.endsWith('.ts') || file.endsWith('.d.ts')) continue;
    const output = path.join(building, file.replace(/\.ts$/, '.js'));
    if (!existsSync(output)) continue;
    const text = readFileSync(output, 'utf8');
    if (!text.includes(PATH_ALIAS.specifier)) continue;
    let target = path.relative(path.dirname(output), path.join(building, PATH_ALIAS.target));
    if (!target.startsWith('.')) target = `./${target}`;
    writeFileSync(output, text.replace(aliased, `'${target}'`));
  }
  writeFileSync(path.join(building, STAMP), `${digest}\n`);
  rmSync(TEST_TREE, { recursive: true, force: true });
  renameSync(building, TEST_TREE);
  process.stderr.write(`test-tree: copied ${files.length} files to .test-build/ and compiled them in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return TEST_TREE;
}
