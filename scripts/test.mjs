// Runs the test suite with node's test runner: every test/**/*.test.ts (or the files named), each file in its own
// process with a fresh database, several files at once.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

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
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
