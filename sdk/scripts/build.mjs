// npm run build (and prepack): the ESM build with its declarations in dist/, the CommonJS build in dist/cjs (marked
// CommonJS by a package.json of its own, since this package is "type": "module"), both by tsc from src/.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
rmSync(`${root}dist`, { recursive: true, force: true });
for (const project of ['tsconfig.build.json', 'tsconfig.cjs.json']) {
  execFileSync(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' });
}
mkdirSync(`${root}dist/cjs`, { recursive: true });
writeFileSync(`${root}dist/cjs/package.json`, `${JSON.stringify({ type: 'commonjs' })}\n`);
