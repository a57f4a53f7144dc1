// A migrated embedded database made once per set of migrations, from which a new DATA_DIR starts: PGlite's initdb is
// most of a first start's CPU (about 6.5 s of 8.6 s on a 2-core machine; the migrations about 1 s). The seed is a
// PGlite data directory, migrated and then shut down cleanly, and a new DATA_DIR is a copy of it: PostgreSQL opens a
// cleanly shut down cluster without recovery, in about 1.1-1.5 s of CPU where loading a tarball dumped from a running
// one took 2.0 s (its files written out of WebAssembly's memory, then recovered). It is made from a copy of the empty
// cluster's seed (initdb, kept once per PGlite version), so a changed migration costs the migrations only. `npm ci`
// makes it (the prepare script runs `start.mjs seed`), and a first start that finds none makes it before copying it. It
// lives in node_modules/.cache/ponte/, named by a digest of the migration files (names and contents) and PGlite's
// version, so a new or changed migration, or another PGlite, never starts from a stale copy. Nothing but the schema is
// in it.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from './index.ts';
import { migrate, migrationFiles } from './migrate.ts';

/** The repository's (or the installed package's) node_modules/.cache/ponte: from src/db/ and dist/db/ alike. */
export const SEED_DIR = fileURLToPath(new URL('../../node_modules/.cache/ponte/', import.meta.url));
const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (manifest.name === '@electric-sql/pglite') return manifest.version ?? 'unknown';
    } catch {
      // not the package's folder yet
    }
  }
  return 'unknown';
}

/**
 * The seed's directory for the migrations of `dir` as they are now (made or not); `dir` null names the seed of an
 * empty cluster (initdb, no migration: what the migrations' own tests start from).
 */
export async function seedPath(dir: string | null = migrationsDir, seedDir = SEED_DIR): Promise<string> {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  if (dir === null) return path.join(seedDir, `pglite-empty-${hash.digest('hex').slice(0, 16)}`);
  for (const file of await migrationFiles(dir))
    hash
      .update(`${file}\n`)
      .update(await readFile(path.join(dir, file)))
      .update('\n');
  return path.join(seedDir, `pglite-${hash.digest('hex').slice(0, 16)}`);
}

/** Whether a whole seed is at `seed` (a directory is renamed into place only once it is complete). */
const isSeed = (seed: string): boolean => existsSync(path.join(seed, 'PG_VERSION'));

/**
 * Makes the seed when there is none for the migrations as they are (`dir` null: the empty cluster's): answers its
 * directory and whether it was made now.
 */
export async function ensureSeed(dir: string | null = migrationsDir, seedDir = SEED_DIR): Promise<{ file: string; made: boolean }> {
  const seed = await seedPath(dir, seedDir);
  if (isSeed(seed)) return { file: seed, made: false };
  mkdirSync(seedDir, { recursive: true });
  // Made aside and renamed: a reader never sees half a directory, and of two makers the second keeps the first's.
  const partial = `${seed}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  try {
    // A migrated seed starts as a copy of the empty cluster's (made first when there is none): initdb, most of a seed's
    // CPU, then runs once per PGlite version rather than once more for each set of migrations.
    if (dir !== null) cpSync((await ensureSeed(null, seedDir)).file, partial, { recursive: true });
    const db = await openDb({ dataDir: partial });
    try {
      if (dir !== null) await migrate(db, dir);
    } finally {
      // A clean shutdown: the copy opens without recovery.
      await db.close();
    }
    try {
      renameSync(partial, seed);
    } catch (error) {
      if (!isSeed(seed)) throw error;
    }
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  // The seeds of earlier sets of migrations (about 40 MB each, directories or the tarballs of before) are of no more use
  // (the empty cluster's, one per PGlite version, is kept).
  if (dir !== null)
    for (const name of readdirSync(seedDir)) {
      if (/^pglite-[0-9a-f]{16}(\.tar)?$/.test(name) && name !== path.basename(seed)) rmSync(path.join(seedDir, name), { recursive: true, force: true });
    }
  return { file: seed, made: true };
}

/**
 * Starts the embedded database at `dataDir` (which must hold none) as a copy of the seed, made first when there is
 * none: answers whether the seed was made now (the slow way: initdb and every migration).
 */
export async function startFromSeed(dataDir: string, dir = migrationsDir, seedDir = SEED_DIR): Promise<{ made: boolean }> {
  const { file, made } = await ensureSeed(dir, seedDir);
  cpSync(file, dataDir, { recursive: true, errorOnExist: true, force: false });
  return { made };
}

/**
 * Starts the embedded database at `dataDir` from the seed when it holds none yet (a first start, or a command run
 * before any): answers undefined for a directory that already has a database, and also, with nothing left behind and
 * `onUnusable` told why, where the seed cannot be made or copied (a read-only install), so that the caller makes the
 * database in place the slow way.
 */
export async function seedNewDataDir(dataDir: string, onUnusable: (error: unknown) => void): Promise<{ made: boolean } | undefined> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined;
  try {
    return await startFromSeed(dataDir);
  } catch (error) {
    onUnusable(error);
    rmSync(dataDir, { recursive: true, force: true });
    return undefined;
  }
}
