// The migration runner applies each file as written, once, in one transaction with the row that records it; it keeps
// each applied file's checksum and refuses one edited since; a renamed file is not applied again.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { checksumOf, migrate, MigrationEditedError, migrationFiles, pendingMigrations, RENAMED } from '../../src/db/migrate.ts';
import { freshDatabase, migratedDatabase, type TestDatabase } from '../helpers/app.ts';

describe('migrations', () => {
  let database: TestDatabase;
  let dir: string;
  before(async () => {
    database = await freshDatabase();
    dir = mkdtempSync(path.join(tmpdir(), 'ponte-migrations-'));
  });
  after(async () => {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs a file as written: tagged dollar quoting, and a semicolon at the end of a line inside a string', async () => {
    writeFileSync(
      path.join(dir, '001_as_written.sql'),
      [
        'CREATE TABLE notes (body text NOT NULL);',
        "INSERT INTO notes VALUES ('first line;",
        "second line');",
        'CREATE FUNCTION shout(t text) RETURNS text LANGUAGE plpgsql AS $body$',
        'BEGIN',
        "  RETURN upper(t) || ';';",
        'END;',
        '$body$;',
        "INSERT INTO notes VALUES (shout('hi'));",
      ].join('\n'),
    );
    assert.deepEqual(await migrate(database.db, dir), ['001_as_written.sql']);
    const notes = await database.db.query<{ body: string }>('SELECT body FROM notes ORDER BY body');
    assert.deepEqual(
      notes.map((note) => note.body),
      ['HI;', 'first line;\nsecond line'],
    );
    assert.deepEqual(await migrate(database.db, dir), [], 'a file applies once');
  });

  it('leaves nothing of a file that fails, and records it not', async () => {
    writeFileSync(path.join(dir, '002_fails.sql'), 'CREATE TABLE half (id int);\nINSERT INTO nowhere VALUES (1);\n');
    await assert.rejects(migrate(database.db, dir), /nowhere/);
    assert.equal((await database.db.query("SELECT 1 FROM pg_tables WHERE tablename = 'half'")).length, 0);
    assert.equal((await database.db.query("SELECT 1 FROM schema_migrations WHERE name = '002_fails.sql'")).length, 0);
  });

  it('refuses an applied migration edited since, and records checksums on a database migrated without them', async () => {
    rmSync(path.join(dir, '002_fails.sql'));
    const file = path.join(dir, '003_checked.sql');
    writeFileSync(file, 'CREATE TABLE checked (id int);\n');
    assert.deepEqual(await migrate(database.db, dir), ['003_checked.sql']);
    const [row] = await database.db.query<{ checksum: string }>("SELECT checksum FROM schema_migrations WHERE name = '003_checked.sql'");
    assert.equal(row?.checksum, checksumOf('CREATE TABLE checked (id int);\n'));

    writeFileSync(file, 'CREATE TABLE checked (id bigint);\n');
    await assert.rejects(migrate(database.db, dir), (error: unknown) => {
      assert.ok(error instanceof MigrationEditedError);
      assert.equal(error.file, '003_checked.sql');
      assert.match(
        error.message,
        /^migration 003_checked\.sql was edited after it was applied .*: restore the file as it was and put the change in a new migration$/,
      );
      return true;
    });
    await assert.rejects(pendingMigrations(database.db, dir), MigrationEditedError, 'a process told not to migrate refuses it too');
    writeFileSync(file, 'CREATE TABLE checked (id int);\n');
    assert.deepEqual(await migrate(database.db, dir), [], 'restored as it was: accepted');

    // A database whose runner kept no checksums: they are recorded from the files as they are, nothing runs again.
    await database.db.exec('ALTER TABLE schema_migrations DROP COLUMN checksum');
    assert.deepEqual(await pendingMigrations(database.db, dir), []);
    assert.deepEqual(await migrate(database.db, dir), []);
    const rows = await database.db.query<{ name: string; checksum: string | null }>('SELECT name, checksum FROM schema_migrations ORDER BY name');
    assert.deepEqual(
      rows.map((entry) => entry.name),
      ['001_as_written.sql', '003_checked.sql'],
    );
    for (const entry of rows) assert.match(entry.checksum ?? '', /^[0-9a-f]{64}$/, entry.name);
    writeFileSync(file, '-- edited\nCREATE TABLE checked (id int);\n');
    await assert.rejects(migrate(database.db, dir), MigrationEditedError, 'and from then on an edit is refused');
  });
});

describe('the service’s migrations', () => {
  it('have distinct numbers', async () => {
    const numbers = (await migrationFiles()).map((file) => file.split('_')[0]);
    assert.deepEqual(
      numbers.filter((number, i) => numbers.indexOf(number) !== i),
      [],
    );
    assert.ok(!readdirSync(path.join(import.meta.dirname, '../../src/db/migrations')).includes('005_jobs_enqueue.sql'));
  });

  it('a database that applied 005_jobs_enqueue.sql under its old name neither applies it again nor fails', async () => {
    const database = await migratedDatabase();
    try {
      // As the runner before checksums and the rename left it.
      await database.db.exec(
        "ALTER TABLE schema_migrations DROP COLUMN checksum; UPDATE schema_migrations SET name = '005_jobs_enqueue.sql' WHERE name = '015_jobs_enqueue.sql'",
      );
      assert.deepEqual(RENAMED, { '015_jobs_enqueue.sql': '005_jobs_enqueue.sql' });
      assert.deepEqual(await pendingMigrations(database.db), [], 'nothing pending for a process told not to migrate');
      // Applying it again would fail: its function exists (replaced by 035 with another signature since).
      assert.deepEqual(await migrate(database.db), []);
      const names = (await database.db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name);
      assert.ok(names.includes('015_jobs_enqueue.sql') && !names.includes('005_jobs_enqueue.sql'));
      assert.equal(names.length, (await migrationFiles()).length);
      const unchecked = await database.db.query('SELECT name FROM schema_migrations WHERE checksum IS NULL');
      assert.deepEqual(unchecked, []);
    } finally {
      await database.drop();
    }
  });
});
