// The migration runner applies each file as written, once, in one transaction with the row that records it.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { migrate } from '../../src/db/migrate.ts';
import { freshDatabase, type TestDatabase } from '../helpers/app.ts';

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
    assert.deepEqual(notes.map((note) => note.body), ['HI;', 'first line;\nsecond line']);
    assert.deepEqual(await migrate(database.db, dir), [], 'a file applies once');
  });

  it('leaves nothing of a file that fails, and records it not', async () => {
    writeFileSync(path.join(dir, '002_fails.sql'), 'CREATE TABLE half (id int);\nINSERT INTO nowhere VALUES (1);\n');
    await assert.rejects(migrate(database.db, dir), /nowhere/);
    assert.equal((await database.db.query("SELECT 1 FROM pg_tables WHERE tablename = 'half'")).length, 0);
    assert.equal((await database.db.query("SELECT 1 FROM schema_migrations WHERE name = '002_fails.sql'")).length, 0);
  });
});
