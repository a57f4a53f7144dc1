// Applies the SQL files of ./migrations in name order, each once, as written: the whole file is one script run in its
// own transaction with the row that records it, so a file that fails leaves nothing behind and a file is never
// recorded without its changes. An advisory lock makes concurrent starts of several processes on one PostgreSQL apply
// each file exactly once.
//
// Each applied file's SHA-256 is recorded beside its name, and a file edited after it was applied is refused
// (MigrationEditedError) rather than silently differing from what the database ran: a change is a new migration. A
// database migrated before checksums were kept gets them recorded, from the files as they are, on the first run of
// this runner. A file renamed after it was applied (RENAMED) is recorded under its new name, so it never runs twice.
//
// Written here rather than taken from a library: the maintained runners (node-pg-migrate, postgres-migrations) drive
// node-postgres only, not the embedded PGlite, and umzug records a migration apart from the migration's own
// transaction; what is left to write is this loop.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './index.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_LOCK = 727_364_001;

/**
 * Files renamed after databases had applied them, new name -> old name. The two files numbered 005 became distinct:
 * 005_jobs_enqueue.sql (a function only migration 035 replaces, and nothing before it calls) is now 015, a number no
 * file had. A database that applied the old name records the new one and never applies it again.
 */
export const RENAMED: Readonly<Record<string, string>> = { '015_jobs_enqueue.sql': '005_jobs_enqueue.sql' };

/** An applied migration whose file changed since: the database ran something else than what the file now says. */
export class MigrationEditedError extends Error {
  constructor(
    readonly file: string,
    readonly recorded: string,
    readonly actual: string,
  ) {
    super(
      `migration ${file} was edited after it was applied (applied sha256 ${recorded.slice(0, 12)}..., the file's now ${actual.slice(0, 12)}...): ` +
        'restore the file as it was and put the change in a new migration',
    );
    this.name = 'MigrationEditedError';
  }
}

/** The SHA-256 of a migration's text, as recorded in schema_migrations.checksum. */
export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql, 'utf8').digest('hex');
}

/** The migration files, in the order they apply. */
export async function migrationFiles(dir = migrationsDir): Promise<string[]> {
  return (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
}

export interface MigrateOptions {
  /** Called as each file is applied (committed), for progress. */
  onApplied?: (file: string) => void;
}

/** Applies what is not applied yet (the service's own migrations, or `dir`'s); answers the files it applied. */
export async function migrate(db: Db, dir = migrationsDir, options: MigrateOptions = {}): Promise<string[]> {
  // The runner's own bookkeeping: the table, its checksum column (added to a table made before checksums were kept),
  // and the renamed files' rows, under the lock so that concurrent starts do it once.
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now(),
    checksum text
  )`);
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text');
    for (const [name, old] of Object.entries(RENAMED)) {
      await tx.query('UPDATE schema_migrations SET name = $1 WHERE name = $2 AND NOT EXISTS (SELECT 1 FROM schema_migrations WHERE name = $1)', [name, old]);
    }
  });
  const applied: string[] = [];
  for (const file of await migrationFiles(dir)) {
    const sql = await readFile(path.join(dir, file), 'utf8');
    const checksum = checksumOf(sql);
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const [seen] = await tx.query<{ checksum: string | null }>('SELECT checksum FROM schema_migrations WHERE name = $1', [file]);
      if (seen) {
        if (seen.checksum === null) await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE name = $1', [file, checksum]);
        else if (seen.checksum !== checksum) throw new MigrationEditedError(file, seen.checksum, checksum);
        return false;
      }
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [file, checksum]);
      return true;
    });
    if (done) {
      applied.push(file);
      options.onApplied?.(file);
    }
  }
  return applied;
}

/**
 * The files not applied yet, without applying them: what a process told not to migrate (MIGRATE_ON_START) checks. An
 * applied file that was edited since throws MigrationEditedError here too.
 */
export async function pendingMigrations(db: Db, dir = migrationsDir): Promise<string[]> {
  const files = await migrationFiles(dir);
  const [table] = await db.query<{ name: string | null }>("SELECT to_regclass('schema_migrations')::text AS name");
  if (!table?.name) return files;
  const [column] = await db.query<{ present: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'schema_migrations' AND column_name = 'checksum') AS present",
  );
  const rows = await db.query<{ name: string; checksum: string | null }>(
    `SELECT name, ${column?.present ? 'checksum' : 'NULL::text AS checksum'} FROM schema_migrations`,
  );
  const recorded = new Map(rows.map((row) => [row.name, row.checksum]));
  const pending: string[] = [];
  for (const file of files) {
    const name = recorded.has(file) ? file : RENAMED[file] !== undefined && recorded.has(RENAMED[file]) ? RENAMED[file] : undefined;
    if (name === undefined) {
      pending.push(file);
      continue;
    }
    const checksum = recorded.get(name);
    if (checksum) {
      const actual = checksumOf(await readFile(path.join(dir, file), 'utf8'));
      if (actual !== checksum) throw new MigrationEditedError(file, checksum, actual);
    }
  }
  return pending;
}
