// Runs the test suite with node's test runner: every test/**/*.test.ts (or the files named), each with a fresh
// database, several processes at once. Compiled, the files share processes in groups of up to TEST_GROUP_SIZE (24; 1
// runs each file alone): a heavy end-to-end file runs alone, and a group's files run one after another in one process
// (scripts/test-select.mjs's groupFiles), which spares each file after the first most of what a process costs before its
// first test, and runs it on code the files before it warmed. The whole suite runs compiled, from the copy of the tree that
// scripts/test-tree.mjs keeps in .test-build/ (rebuilt, in a few seconds, when a file changed): each process then loads
// JavaScript without a loader. Files named on the command line run in place through tsx, which for a few files is
// quicker than compiling the tree. TEST_FROM_SOURCE=1 or 0 chooses either way; outside a git checkout (an archive),
// the suite runs from source.
//
// `--pass=embedded` or `--pass=postgres` (CI's two passes) runs the files of that pass only: a file runs in both unless
// its header marks it as run once (scripts/test-select.mjs); with no pass named, every file runs. Either way the
// heavy end-to-end files start first, and a database-independent file that imports src/db/ is refused.
//
// The test processes' temporary files (each boot's copy of the embedded database, some 40 MB and 1,400 files, and its
// DATA_DIR) go to a directory of this run's on /dev/shm where it is a tmpfs with room to spare, removed at the end
// (and, should a run be killed, by the next one): copying and removing them there costs about 0.2 s of CPU a boot
// where the disk's filesystem cost about 1.2 s. An explicit TMPDIR is kept.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { groupEntries, groupFiles, selectFiles } from './test-select.mjs';
import { buildTestTree } from './test-tree.mjs';

function find(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'helpers' || name === 'fixtures' ? [] : find(file);
    return file.endsWith('.test.ts') ? [file] : [];
  });
}

const argv = process.argv.slice(2);
const passArg = argv.find((arg) => arg.startsWith('--pass='));
const args = argv.filter((arg) => arg !== passArg);
const pass = passArg?.slice('--pass='.length) || process.env.TEST_PASS || undefined;
let files;
let heavy;
try {
  const selected = selectFiles(args.length > 0 ? args : [...find('test'), ...find('sdk/test')].sort(), pass);
  files = selected.files;
  heavy = selected.heavy;
  if (pass) console.error(`test: ${pass} pass, ${files.length} files; ${selected.left.length} run in the other pass only: ${selected.left.join(' ')}`);
} catch (error) {
  console.error(`test: ${error.message}`);
  process.exit(2);
}
// With no file left, node --test would look for test files itself and run them all.
if (files.length === 0) process.exit(0);
const concurrency = process.env.TEST_CONCURRENCY ?? String(Math.max(2, Math.min(4, availableParallelism() * 2)));
const runner = ['--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec'];

const SHM = '/dev/shm';
const TMPFS_MAGIC = 0x01021994;
/** Room /dev/shm must have free for the run's scratch to go there (a container's default of 64 MB has not). */
const SHM_ROOM = 4 * 1024 ** 3;

/** This run's scratch directory on /dev/shm, or undefined to keep the system's temporary directory. */
function scratchDir() {
  if (process.env.TMPDIR) return undefined;
  try {
    const fs = statfsSync(SHM);
    if (fs.type !== TMPFS_MAGIC || fs.bavail * fs.bsize < SHM_ROOM) return undefined;
    // What a killed run left behind (its pid in the name, no longer running) would hold memory until a reboot.
    for (const name of readdirSync(SHM)) {
      const pid = /^ponte-test-run-(\d+)-/.exec(name)?.[1];
      if (pid === undefined) continue;
      try {
        process.kill(Number(pid), 0);
      } catch {
        rmSync(path.join(SHM, name), { recursive: true, force: true });
      }
    }
    const dir = mkdtempSync(path.join(SHM, `ponte-test-run-${process.pid}-`));
    // As /tmp is: a test's child may run as another user (PostgreSQL's, for one).
    chmodSync(dir, 0o1777);
    return dir;
  } catch {
    return undefined;
  }
}

const choice = process.env.TEST_FROM_SOURCE;
const fromSource = choice ? !['0', 'false'].includes(choice.toLowerCase()) : args.length > 0;
const groupSize = Number(process.env.TEST_GROUP_SIZE ?? 24);
let groupsDir;
const tree = fromSource ? undefined : await buildTestTree();
const scratch = scratchDir();
const env = scratch === undefined ? process.env : { ...process.env, TMPDIR: scratch };
let result;
try {
  if (tree === undefined) {
    result = spawnSync(process.execPath, ['--import', 'tsx', ...runner, ...files], { stdio: 'inherit', env });
  } else {
    const compiled = (file) => path.join(tree, path.relative(process.cwd(), path.resolve(file)).replace(/\.ts$/, '.js'));
    const groups = groupFiles(files, heavy, groupSize, (file) => statSync(file).size);
    if (groups.length < files.length)
      console.error(`test: ${files.length} files in ${groups.length} processes (up to ${groupSize} a process; TEST_GROUP_SIZE=1 runs each alone)`);
    groupsDir = path.join(tree, '.groups', String(process.pid));
    mkdirSync(groupsDir, { recursive: true });
    const entries = groupEntries(groups, groupsDir).map(({ entry, files: group }) => {
      // One process runs the group's files in turn: node:test runs each file's suites as that file's imports define them.
      writeFileSync(entry, group.map((file) => `import ${JSON.stringify(pathToFileURL(compiled(file)).href)};\n`).join(''));
      return entry;
    });
    result = spawnSync(process.execPath, ['--enable-source-maps', ...runner, ...entries], { cwd: tree, stdio: 'inherit', env });
  }
} finally {
  if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
  if (groupsDir !== undefined) rmSync(groupsDir, { recursive: true, force: true });
}
process.exit(result.status ?? 1);
