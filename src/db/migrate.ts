// Applies the SQL files of ./migrations in name order, each once, as written: the whole file is one script run in its
// own transaction with the row that records it, so a file that fails leaves nothing behind and a file is never
// recorded without its changes. An advisory lock makes concurrent starts of several processes on one PostgreSQL apply
// each file exactly once.
//
// Written here rather than taken from a library: the maintained runners (node-pg-migrate, postgres-migrations) drive
// node-postgres only, not the embedded PGlite, and umzug records a migration apart from the migration's own
// transaction; what is left to write is this loop.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './index.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_LOCK = 727_364_001;

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
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const file of await migrationFiles(dir)) {
    const sql = await readFile(path.join(dir, file), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (seen.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (done) {
      applied.push(file);
      options.onApplied?.(file);
    }
  }
  return applied;
}

/** The files not applied yet, without applying them: what a process told not to migrate (MIGRATE_ON_START) checks. */
export async function pendingMigrations(db: Db, dir = migrationsDir): Promise<string[]> {
  const files = await migrationFiles(dir);
  const [table] = await db.query<{ name: string | null }>("SELECT to_regclass('schema_migrations')::text AS name");
  if (!table?.name) return files;
  const applied = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name));
  return files.filter((file) => !applied.has(file));
}
