// Runs the test suite with node's test runner: every test/**/*.test.ts (or the files named), each file in its own
// process with a fresh database, several files at once.
//
// `--database-dependent-only` leaves out the files whose subject does not depend on the database the service runs on
// (pure code, the docs, the packed SDK, generated clients), which say so with a line `// Database-independent: <why>`
// near their top. CI runs the whole suite on the embedded database, then with this flag on PostgreSQL: those files
// would only repeat themselves there. A file so marked must not import the database layer (src/db/) itself: that
// is checked here, so that the mark cannot hide a file that reads or writes SQL from the PostgreSQL pass.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const MARK = /^\/\/ Database-independent: \S/m;

function find(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'helpers' || name === 'fixtures' ? [] : find(file);
    return file.endsWith('.test.ts') ? [file] : [];
  });
}

const args = process.argv.slice(2);
const databaseDependentOnly = args.includes('--database-dependent-only');
const named = args.filter((arg) => !arg.startsWith('--'));
let files = named.length > 0 ? named : [...find('test'), ...find('sdk/test')].sort();
if (databaseDependentOnly) {
  const independent = files.filter((file) => MARK.test(readFileSync(file, 'utf8')));
  const wrong = independent.filter((file) => /(?:from|import)\s*\(?\s*'[^']*\/src\/db\//.test(readFileSync(file, 'utf8')));
  if (wrong.length > 0) {
    console.error(`test: marked database-independent but importing src/db/: ${wrong.join(', ')}`);
    process.exit(2);
  }
  files = files.filter((file) => !independent.includes(file));
  console.error(`test: ${independent.length} database-independent files left out (run on the embedded database): ${independent.join(' ')}`);
  // With no file named, node --test would look for test files itself and run them all.
  if (files.length === 0) process.exit(0);
}
const concurrency = process.env.TEST_CONCURRENCY ?? String(Math.max(2, Math.min(4, availableParallelism() * 2)));
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
