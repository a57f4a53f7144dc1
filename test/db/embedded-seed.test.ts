// First start in seconds: an empty DATA_DIR starts as a copy of a migrated embedded database (a data directory shut
// down cleanly) made once per set of migrations (src/db/embedded-seed.ts; `npm ci` makes it), instead of running
// PGlite's initdb and every migration; the seed is named by the migrations' digest, so a changed or added migration is
// never started from a stale copy.
// Test pass: embedded only (embedded database: PGlite's seed, which the PostgreSQL pass would make and check unchanged)
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ensureSeed, seedPath, startFromSeed } from '../../src/db/embedded-seed.ts';
import { openDb } from '../../src/db/index.ts';
import { migrationFiles } from '../../src/db/migrate.ts';
import { freePort, MAIN, startChild } from '../helpers/process.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'ponte-seed-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

describe('the embedded database seed', () => {
  it('is named by the migrations: a changed or added file names another', async () => {
    const dir = path.join(scratch, 'migrations');
    mkdirSync(dir);
    writeFileSync(path.join(dir, '001_a.sql'), 'CREATE TABLE a (id int);\n');
    const seeds = path.join(scratch, 'seeds');
    const first = await seedPath(dir, seeds);
    assert.match(path.basename(first), /^pglite-[0-9a-f]{16}$/);
    assert.equal(await seedPath(dir, seeds), first);
    writeFileSync(path.join(dir, '001_a.sql'), 'CREATE TABLE a (id bigint);\n');
    const edited = await seedPath(dir, seeds);
    assert.notEqual(edited, first);
    writeFileSync(path.join(dir, '002_b.sql'), 'CREATE TABLE b (id int);\n');
    assert.notEqual(await seedPath(dir, seeds), edited);
  });

  it('is made once, migrated, and a new database opens from it', async () => {
    const dir = path.join(scratch, 'made');
    mkdirSync(dir);
    writeFileSync(path.join(dir, '001_notes.sql'), 'CREATE TABLE notes (body text);\n');
    const seeds = path.join(scratch, 'made-seeds');
    assert.ok(!existsSync(await seedPath(dir, seeds)));
    mkdirSync(seeds);
    const staleTarball = path.join(seeds, 'pglite-0123456789abcdef.tar');
    writeFileSync(staleTarball, 'an earlier set of migrations, as seeds were kept before');
    const staleDirectory = path.join(seeds, 'pglite-fedcba9876543210');
    mkdirSync(staleDirectory);
    // The empty cluster's seed (what the migration tests start from) is named apart, and outlives a new migrated one.
    const empty = await ensureSeed(null, seeds);
    assert.match(path.basename(empty.file), /^pglite-empty-[0-9a-f]{16}$/);
    const made = await ensureSeed(dir, seeds);
    assert.equal(made.made, true);
    assert.ok(existsSync(path.join(made.file, 'PG_VERSION')));
    assert.ok(!existsSync(staleTarball) && !existsSync(staleDirectory), 'the seeds of earlier sets of migrations are removed');
    assert.ok(existsSync(path.join(empty.file, 'PG_VERSION')), "the empty cluster's seed is kept");
    // The migrated seed is a copy of the empty one, not a second initdb: both are the one cluster initdb made.
    const clusterOf = async (dataDir: string) => {
      const copy = path.join(scratch, `identity-${path.basename(dataDir)}`);
      cpSync(dataDir, copy, { recursive: true });
      const opened = await openDb({ dataDir: copy });
      try {
        return (await opened.query<{ id: string }>('SELECT system_identifier::text AS id FROM pg_control_system()'))[0]!.id;
      } finally {
        await opened.close();
        rmSync(copy, { recursive: true, force: true });
      }
    };
    assert.equal(await clusterOf(made.file), await clusterOf(empty.file));
    cpSync(empty.file, path.join(scratch, 'empty'), { recursive: true });
    const emptyDb = await openDb({ dataDir: path.join(scratch, 'empty'), sharedBuffers: '16MB' });
    try {
      assert.deepEqual(await emptyDb.query("SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = 'public'"), [{ tables: 0 }]);
      assert.deepEqual(await emptyDb.query('SHOW shared_buffers'), [{ shared_buffers: '16MB' }]);
    } finally {
      await emptyDb.close();
    }
    assert.deepEqual(await ensureSeed(dir, seeds), { file: made.file, made: false });
    mkdirSync(path.join(scratch, 'data'));
    assert.deepEqual(await startFromSeed(path.join(scratch, 'data', 'pglite'), dir, seeds), { made: false });
    const db = await openDb({ dataDir: path.join(scratch, 'data', 'pglite') });
    try {
      assert.deepEqual(await db.query('SELECT name FROM schema_migrations'), [{ name: '001_notes.sql' }]);
      await db.exec("INSERT INTO notes VALUES ('kept in the data directory')");
    } finally {
      await db.close();
    }
    // The copy is the database's own: the seed is as it was made.
    const seedDb = await openDb({ dataDir: made.file });
    try {
      assert.deepEqual(await seedDb.query('SELECT count(*)::int AS rows FROM notes'), [{ rows: 0 }]);
    } finally {
      await seedDb.close();
    }
    // A second copy into a data directory that has a database is refused.
    await assert.rejects(startFromSeed(path.join(scratch, 'data', 'pglite'), dir, seeds));
    // The data directory is a database of its own now: it reopens without the seed, with its rows.
    const reopened = await openDb({ dataDir: path.join(scratch, 'data', 'pglite') });
    try {
      assert.deepEqual(await reopened.query('SELECT body FROM notes'), [{ body: 'kept in the data directory' }]);
    } finally {
      await reopened.close();
    }
  });

  it('a first start on an empty DATA_DIR starts from it: no initdb, no migration to apply, /ready answers', async () => {
    await ensureSeed();
    const dataDir = path.join(scratch, 'first-start');
    const port = await freePort();
    const child = startChild({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' }, MAIN);
    try {
      await child.waitFor(/"msg":"migrations (applied|up to date)"/, 120_000);
      const line = JSON.parse(
        child
          .output()
          .split('\n')
          .find((entry) => /"msg":"migrations (applied|up to date)"/.test(entry))!,
      );
      assert.equal(line.seed, true, child.output());
      assert.equal(line.seedMade, false, 'the seed was there already');
      assert.equal(line.count, 0);
      await child.waitFor(/listening on/, 120_000);
      const ready = await fetch(`http://127.0.0.1:${port}/ready`);
      assert.equal(ready.status, 200);
      assert.ok(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION')));
    } finally {
      await child.stop();
    }
    // Restarted, it is its own database (the seed is for an empty DATA_DIR only), with every migration recorded.
    const again = startChild({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' }, MAIN);
    try {
      await again.waitFor(/"msg":"migrations up to date"/, 120_000);
      assert.doesNotMatch(again.output(), /"seed":/);
    } finally {
      await again.stop();
    }
    const db = await openDb({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const names = (await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((row) => row.name);
      assert.deepEqual(names, await migrationFiles());
    } finally {
      await db.close();
    }
  });
});
