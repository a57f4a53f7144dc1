// Which test files run in which pass of CI. CI runs the suite twice, on the embedded database and then on PostgreSQL;
// a file runs in both unless a line near its top says it runs once, and why:
//
//   // Test pass: embedded only (database-independent: reads the documents)
//   // Test pass: embedded only (heavy end-to-end: drives Chromium)
//   // Test pass: PostgreSQL only (heavy end-to-end: SIGKILL under load)
//   // Test pass: embedded only (embedded database: the seed new data directories start from)
//   // Test pass: PostgreSQL only (production: the BR rails as a deployment runs them)
//
// "database-independent" is a file whose subject does not depend on the database the service runs on (pure code, the
// documents, packaging, the build, the process, the SDK): it would only repeat itself in the second pass (one whose
// children run the embedded database unless given DATABASE_URL, and have a case of their own on PostgreSQL, runs in
// the PostgreSQL pass, where it covers both). Such a file may
// not import the database layer (src/db/) itself, so the mark cannot hide a file that reads or writes SQL from the
// PostgreSQL pass: selectFiles refuses it. "heavy end-to-end" is a file that costs minutes (fuzzing every route,
// browsers, killed processes) and tests the whole service rather than the database: it runs in the one pass named.
// "embedded database" is a file whose subject is the embedded database itself (PGlite, its seed, its data directory),
// which the PostgreSQL pass would only run again unchanged: it runs in the embedded pass, and may be marked for no other.
// "production" is a file whose every service runs as a deployment does (PONTE_ENV=production, set in the file or in a
// helper it imports): production refuses to start without DATABASE_URL, so on the embedded database such a file runs a
// configuration that never exists (its DATABASE_URL a placeholder the test helper ignores). It runs in the PostgreSQL
// pass, may be marked for no other, and is refused if neither it nor one of its relative imports says PONTE_ENV.
// `npm test` with no pass named (what a newcomer runs) runs every file; the PostgreSQL-only ones skip themselves or run
// shorter without a server.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const PASSES = ['embedded', 'postgres'];
const MARK = /^\/\/ Test pass: (embedded|PostgreSQL) only \((database-independent|heavy end-to-end|embedded database|production): [^)\n]+\)$/m;
const PRODUCTION = /PONTE_ENV: 'production'/;
const LOOSE_MARK = /^\/\/ Test pass:/m;

/** The modules a file imports (static, dynamic, type-only, re-exports), read by TypeScript's scanner, not a regex. */
export function importsOf(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((entry) => entry.fileName);
}

/**
 * A file's mark: `{ pass, kind }` (pass 'embedded' or 'postgres', kind 'database-independent', 'heavy end-to-end',
 * 'embedded database' or 'production'), undefined for a file that runs in both passes. Throws on a malformed mark, on a
 * database-independent file that imports src/db/, on a file about the embedded database marked for PostgreSQL, and on
 * a production file marked for the embedded pass or that sets no PONTE_ENV=production (itself or a relative import,
 * read by `read`).
 */
export function markOf(file, text = readFileSync(file, 'utf8'), read = (name) => readFileSync(name, 'utf8')) {
  const found = MARK.exec(text);
  if (!found) {
    if (LOOSE_MARK.test(text)) throw new Error(`${file}: malformed "// Test pass:" line (see scripts/test-select.mjs)`);
    return undefined;
  }
  const mark = { pass: found[1] === 'PostgreSQL' ? 'postgres' : 'embedded', kind: found[2] };
  if (mark.kind === 'embedded database' && mark.pass !== 'embedded') {
    throw new Error(`${file}: a file about the embedded database runs in the embedded pass (see scripts/test-select.mjs)`);
  }
  if (mark.kind === 'database-independent' && importsOf(text).some((specifier) => /(?:^|\/)src\/db\//.test(specifier))) {
    throw new Error(`${file}: marked database-independent but imports the database layer (src/db/): its subject is the database, so it runs in both passes`);
  }
  if (mark.kind === 'production') {
    if (mark.pass !== 'postgres') throw new Error(`${file}: production runs on PostgreSQL only, so a production file runs in the PostgreSQL pass`);
    const helpers = importsOf(text)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => {
        try {
          return read(path.join(path.dirname(file), specifier));
        } catch {
          return '';
        }
      });
    if (![text, ...helpers].some((source) => PRODUCTION.test(source))) {
      throw new Error(`${file}: marked production, but neither it nor a helper it imports sets PONTE_ENV: 'production'`);
    }
  }
  return mark;
}

/**
 * The files of `pass` ('embedded', 'postgres', or undefined for every file), in the order to start them: the heavy
 * end-to-end ones first, so the longest files do not start last and hold the pass open alone.
 */
export function selectFiles(files, pass, read = (file) => readFileSync(file, 'utf8')) {
  if (pass !== undefined && !PASSES.includes(pass)) throw new Error(`unknown test pass "${pass}" (embedded or postgres)`);
  const marked = files.map((file) => ({ file, mark: markOf(file, read(file), read) }));
  const chosen = marked.filter(({ mark }) => pass === undefined || mark === undefined || mark.pass === pass);
  const heavy = chosen.filter(({ mark }) => mark?.kind === 'heavy end-to-end');
  const rest = chosen.filter(({ mark }) => mark?.kind !== 'heavy end-to-end');
  return {
    files: [...heavy, ...rest].map(({ file }) => file),
    heavy: heavy.length,
    left: marked.filter((entry) => !chosen.includes(entry)).map(({ file }) => file),
  };
}

/**
 * The processes of a run, each a list of the files it runs one after another: each of the first `heavy` files (the
 * heavy end-to-end ones) alone, and the rest in groups of at most `size` (1: every file alone). A process of its own
 * costs each file some 3.5 s of CPU before and around its tests (node, the app's modules, the first database and the
 * code they warm); in a group, the files after the first pay about 1.3 s, a boot of the app, and run on code V8 has
 * already optimised (docs/testing.md: 16 files a process spent 0.84 of the CPU of 4). The rest are dealt out
 * largest first (their length in bytes, `sizeOf`, a rough measure of their work), one to each group in turn, so that
 * no group holds all the long files.
 */
export function groupFiles(files, heavy, size, sizeOf) {
  const alone = files.slice(0, heavy).map((file) => [file]);
  const rest = files.slice(heavy);
  if (!(size > 1)) return [...alone, ...rest.map((file) => [file])];
  const groups = Array.from({ length: Math.ceil(rest.length / size) }, () => []);
  const bySize = rest.map((file) => ({ file, size: sizeOf(file) })).sort((a, b) => b.size - a.size || (a.file < b.file ? -1 : 1));
  bySize.forEach(({ file }, i) => groups[i % groups.length].push(file));
  return [...alone, ...groups];
}

/**
 * The entry file of each process of `groups` in `dir` (a lone heavy file's too), named by its place: node --test sorts
 * the files it is given by name before it starts them, so entries named by the files they run started test/browser/
 * and test/fuzz.test.js, the longest files, after every group (`.groups/` sorts first), last in the pass, where they
 * held its end with a core idle. Sorted, the entries are in the order of `groups`.
 */
export function groupEntries(groups, dir) {
  const width = String(groups.length).length;
  return groups.map((files, i) => ({ entry: path.join(dir, `group-${String(i + 1).padStart(Math.max(3, width), '0')}.test.js`), files }));
}
