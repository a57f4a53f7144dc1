// `npm run build`: type checks src/ with tsc (tsconfig.build.json), then compiles it to dist/ with esbuild
// (scripts/compile.mjs: each file on its own, the `.ts` in relative imports rewritten to `.js`), then copies the files
// the service reads at run time beside the code that reads them (the SQL migrations, the dashboard's and console's
// stylesheet, script and icon), so dist/ runs on its own: `node dist/main.js`. esbuild emits src/ in under a second
// where tsc's emit, even told not to check, took some 20 s of CPU (it reads every declaration file it could need); the
// test suite runs the same esbuild output of src/ (scripts/test-tree.mjs).
//   --out-dir DIR   build somewhere else (the tests build into a scratch directory)
//   --no-check      emit without type checking (faster; `npm run typecheck` checks)
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root, sourceDigest, STAMP_FILE } from './build-stamp.mjs';
import { compileFiles, configFiles } from './compile.mjs';

const { values } = parseArgs({ options: { 'out-dir': { type: 'string' }, 'no-check': { type: 'boolean' } } });
const outDir = path.resolve(root, values['out-dir'] ?? 'dist');
// Non-TypeScript files under src/ that the service opens through import.meta.url.
const RUNTIME_FILES = ['db/migrations', 'web/assets'];

const started = Date.now();
// A file removed from src/ must not live on in the output.
rmSync(outDir, { recursive: true, force: true });
const digest = sourceDigest();
const tsconfig = path.join(root, 'tsconfig.build.json');
process.stderr.write(`build: compiling src/ to ${path.relative(root, outDir) || '.'}/${values['no-check'] ? ' (no type check)' : ''}\n`);
if (!values['no-check']) {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', tsconfig, '--noEmit'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write('build: tsc found errors\n');
    process.exit(result.status ?? 1);
  }
}
try {
  await compileFiles({ files: configFiles(tsconfig), outdir: outDir, outbase: path.join(root, 'src') });
} catch (error) {
  process.stderr.write(`build: ${error.message}\n`);
  process.exit(1);
}
for (const dir of RUNTIME_FILES) cpSync(path.join(root, 'src', dir), path.join(outDir, dir), { recursive: true });
writeFileSync(path.join(outDir, STAMP_FILE), `${digest}\n`);
process.stderr.write(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s (copied ${RUNTIME_FILES.join(', ')})\n`);
