// A migrated embedded database made once per set of migrations, from which a new DATA_DIR starts: PGlite's initdb is
// most of a first start's CPU (about 6.5 s of 8.6 s on a 2-core machine; the 35 migrations about 1 s), and loading the
// tarball of a migrated one takes about 1.5 s. `npm ci` makes it (the prepare script runs `start.mjs seed`), and a
// first start that found none leaves one behind for the next empty DATA_DIR. It lives in node_modules/.cache/ponte/,
// named by a digest of the migration files (names and contents) and PGlite's version, so a new or changed migration,
// or another PGlite, never starts from a stale copy: the first start then runs initdb and the migrations itself.
// Nothing but the schema is in it: it is dumped right after the migrations, before any row of the service's own.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dumpEmbedded, openDb, type Db } from './index.ts';
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

/** The seed's file for the migrations of `dir` as they are now. */
export async function seedFile(dir = migrationsDir, seedDir = SEED_DIR): Promise<string> {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  for (const file of await migrationFiles(dir))
    hash
      .update(`${file}\n`)
      .update(await readFile(path.join(dir, file)))
      .update('\n');
  return path.join(seedDir, `pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** The seed for the migrations as they are now, or undefined when none was made. */
export async function readSeed(dir = migrationsDir, seedDir = SEED_DIR): Promise<Blob | undefined> {
  try {
    return new Blob([readFileSync(await seedFile(dir, seedDir))]);
  } catch {
    return undefined;
  }
}

/** Keeps `db` (embedded, just migrated with the migrations of `dir`, nothing else written) as the seed. */
export async function writeSeed(db: Db, dir = migrationsDir, seedDir = SEED_DIR): Promise<string | undefined> {
  const dump = await dumpEmbedded(db);
  if (!dump) return undefined;
  const file = await seedFile(dir, seedDir);
  mkdirSync(seedDir, { recursive: true });
  // Written aside and renamed: a reader never sees half a file, and two writers leave one whole one.
  const partial = `${file}.${process.pid}`;
  try {
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
    // The seeds of earlier sets of migrations (about 40 MB each) are of no more use.
    for (const name of readdirSync(seedDir)) {
      if (/^pglite-[0-9a-f]{16}\.tar$/.test(name) && name !== path.basename(file)) rmSync(path.join(seedDir, name), { force: true });
    }
  } finally {
    rmSync(partial, { force: true });
  }
  return file;
}

/** Makes the seed when there is none for the migrations as they are: answers its file and whether it was made now. */
export async function ensureSeed(dir = migrationsDir, seedDir = SEED_DIR): Promise<{ file: string; made: boolean }> {
  if (await readSeed(dir, seedDir)) return { file: await seedFile(dir, seedDir), made: false };
  const db = await openDb({});
  try {
    await migrate(db, dir);
    return { file: (await writeSeed(db, dir, seedDir))!, made: true };
  } finally {
    await db.close();
  }
}
