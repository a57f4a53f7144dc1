// `npm run build`: compiles src/ to dist/ with tsc (tsconfig.build.json; the `.ts` in relative imports is rewritten to
// `.js`), then copies the files the service reads at run time beside the code that reads them (the SQL migrations,
// the dashboard's and console's stylesheet, script and icon), so dist/ runs on its own: `node dist/main.js`.
//   --out-dir DIR   build somewhere else (the tests build into a scratch directory)
//   --no-check      emit without type checking (faster; `npm run typecheck` checks)
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root, sourceDigest, STAMP_FILE } from './build-stamp.mjs';

const { values } = parseArgs({ options: { 'out-dir': { type: 'string' }, 'no-check': { type: 'boolean' } } });
const outDir = path.resolve(root, values['out-dir'] ?? 'dist');
// Non-TypeScript files under src/ that the service opens through import.meta.url.
const RUNTIME_FILES = ['db/migrations', 'web/assets'];

const started = Date.now();
// A file removed from src/ must not live on in the output.
rmSync(outDir, { recursive: true, force: true });
const digest = sourceDigest();
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const args = [tsc, '-p', path.join(root, 'tsconfig.build.json'), '--outDir', outDir, ...(values['no-check'] ? ['--noCheck'] : [])];
process.stderr.write(`build: compiling src/ to ${path.relative(root, outDir) || '.'}/${values['no-check'] ? ' (no type check)' : ''}\n`);
const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
if (result.status !== 0) {
  process.stderr.write('build: tsc failed\n');
  process.exit(result.status ?? 1);
}
for (const dir of RUNTIME_FILES) cpSync(path.join(root, 'src', dir), path.join(outDir, dir), { recursive: true });
writeFileSync(path.join(outDir, STAMP_FILE), `${digest}\n`);
process.stderr.write(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s (copied ${RUNTIME_FILES.join(', ')})\n`);
