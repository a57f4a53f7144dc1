// Runs the test suite with node's test runner: every test/**/*.test.ts (or the files named), each file in its own
// process with a fresh database, several files at once. The whole suite runs compiled, from the copy of the tree that
// scripts/test-tree.mjs keeps in .test-build/ (rebuilt, in about 20 s, when a file changed): each process then loads
// JavaScript without a loader. Files named on the command line run in place through tsx, which for a few files is
// quicker than compiling the tree. TEST_FROM_SOURCE=1 or 0 chooses either way; outside a git checkout (an archive),
// the suite runs from source.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { buildTestTree } from './test-tree.mjs';

function find(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'helpers' || name === 'fixtures' ? [] : find(file);
    return file.endsWith('.test.ts') ? [file] : [];
  });
}

const args = process.argv.slice(2);
const files = args.length > 0 ? args : [...find('test'), ...find('sdk/test')].sort();
const concurrency = process.env.TEST_CONCURRENCY ?? String(Math.max(2, Math.min(4, availableParallelism() * 2)));
const runner = ['--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec'];
const choice = process.env.TEST_FROM_SOURCE;
const fromSource = choice ? !['0', 'false'].includes(choice.toLowerCase()) : args.length > 0;
const tree = fromSource ? undefined : buildTestTree();
let result;
if (tree === undefined) {
  result = spawnSync(process.execPath, ['--import', 'tsx', ...runner, ...files], { stdio: 'inherit' });
} else {
  const compiled = files.map((file) => path.relative(process.cwd(), path.resolve(file)).replace(/\.ts$/, '.js'));
  result = spawnSync(process.execPath, ['--enable-source-maps', ...runner, ...compiled], { cwd: tree, stdio: 'inherit' });
}
process.exit(result.status ?? 1);
