// The tree `npm test` runs: a copy of the working tree in .test-build/ (the files git tracks, and new ones it does not
// ignore) with every TypeScript file tsconfig.json covers compiled beside itself by esbuild (each file on its own, its
// relative imports kept as imports with `.ts` rewritten to `.js`, as tsc's rewriteRelativeImportExtensions does; source
// maps for stack traces), so that each test file's process runs JavaScript without a loader. Through tsx, each of the
// ~180 test processes spent about 1.3 s more CPU translating and resolving the same modules again (1.9 s more than
// plain node to import the app alone); compiled, the suite takes about 0.9 of the CPU. esbuild compiles the ~620 files
// in about 1 s of CPU, where tsc (no type check: `npm run typecheck` does that) took 47 s, 113 s of wall time beside
// the other checks; tsc parsed every declaration file of node_modules too.
// The copy keeps the tree's layout, so a test's paths (import.meta.dirname, `src/main.ts` for a child process started
// with tsx, the Dockerfile, the fixtures) resolve as in the checkout; node_modules and test/artifacts are links to
// the checkout's. It is rebuilt only when a copied file changed (build-stamp.mjs's digest of paths and contents).
//
// The packages of VENDORED are ES modules of many small files (typebox alone is some 680): every process that loads
// them resolved, read and compiled each, about 0.45 s of CPU in each of the ~300 processes of a CI run. The tree loads
// them from one bundle of them all (.vendor/, made by esbuild with their code shared between their entries, so
// typebox and typebox/value are one copy as in the package), in about 0.1 s; src/ and dist/ still import the packages.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { digestOf, root } from './build-stamp.mjs';
import { compileFiles, configFiles } from './compile.mjs';

export const TEST_TREE = path.join(root, '.test-build');
const STAMP = '.test-build-stamp';
/** Linked, not copied: installed packages, and what the tests write (screenshots, scratch builds). */
const LINKED = ['node_modules', 'test/artifacts'];
/** Imported from one bundle in the tree (above); no package in node_modules imports them at run time. */
const VENDORED = ['typebox', 'typebox/value', 'libphonenumber-js/max', 'uuid'];
const VENDOR_DIR = '.vendor';
const vendorFile = (specifier) => `${specifier.replace(/\//g, '__')}.js`;
/** tsconfig.json maps this package name to its source: the copy's imports of it point at the compiled source. */
const PATH_ALIAS = { specifier: '@ponte/sdk', target: 'sdk/src/index.js' };

/** Compiles each TypeScript file tsconfig.json covers beside itself (scripts/compile.mjs), the vendored packages and the SDK's name imported from their files in the tree. */
async function compile(dir) {
  const aliases = Object.fromEntries([
    [PATH_ALIAS.specifier, path.join(dir, PATH_ALIAS.target)],
    ...VENDORED.map((specifier) => [specifier, path.join(dir, VENDOR_DIR, vendorFile(specifier))]),
  ]);
  try {
    await compileFiles({ files: configFiles(path.join(dir, 'tsconfig.json')), outdir: dir, outbase: dir, aliases });
  } catch (error) {
    throw new Error(`test-tree: ${error.message}`);
  }
}

/** The packages of VENDORED bundled in `dir`/.vendor/: one entry per specifier exporting what the package does. */
async function vendor(dir) {
  const entries = path.join(dir, VENDOR_DIR, 'entries');
  mkdirSync(entries, { recursive: true });
  const entryPoints = [];
  for (const specifier of VENDORED) {
    const module = await import(specifier);
    const file = path.join(entries, vendorFile(specifier));
    const json = JSON.stringify(specifier);
    writeFileSync(file, `export * from ${json};\n${'default' in module ? `export { default } from ${json};\n` : ''}`);
    entryPoints.push({ in: file, out: vendorFile(specifier).replace(/\.js$/, '') });
  }
  await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    outdir: path.join(dir, VENDOR_DIR),
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
  });
  rmSync(entries, { recursive: true, force: true });
}

/** The vendored packages' versions: a new install of one rebuilds the tree. */
function vendoredVersions() {
  const names = [...new Set(VENDORED.map((specifier) => specifier.split('/')[0]))];
  return names.map((name) => `${name}@${JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version}`).join(' ');
}

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
export async function buildTestTree() {
  const started = Date.now();
  const files = sourceFiles();
  if (files === undefined) {
    process.stderr.write('test-tree: not a git checkout; the tests run from source, through tsx\n');
    return undefined;
  }
  const digest = `${digestOf(files)} ${vendoredVersions()}`;
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
  try {
    await vendor(building);
    await compile(building);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
  writeFileSync(path.join(building, STAMP), `${digest}\n`);
  rmSync(TEST_TREE, { recursive: true, force: true });
  renameSync(building, TEST_TREE);
  process.stderr.write(`test-tree: copied ${files.length} files to .test-build/ and compiled them in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return TEST_TREE;
}
