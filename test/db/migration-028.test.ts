// Migration 028 on a database that already has an integrator with a token: its credentials become its first API key,
// "Default", which keeps working; the token belongs to that key; the secret's hash is no longer on the integrator.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { sha256 } from '../../src/crypto.ts';
import { migrate, migrationFiles } from '../../src/db/migrate.ts';
import { ApiKeyService } from '../../src/modules/integrators/api-keys.ts';
import { freshDatabase, type TestDatabase } from '../helpers/app.ts';

const migrations = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));

describe('migration 028', () => {
  let database: TestDatabase;
  let dir: string;
  before(async () => {
    database = await freshDatabase();
    dir = mkdtempSync(path.join(tmpdir(), 'ponte-028-'));
  });
  after(async () => {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("makes each integrator's credentials its Default key, with its tokens", async () => {
    const files = await migrationFiles(migrations);
    for (const file of files.filter((name) => name < '028')) copyFileSync(path.join(migrations, file), path.join(dir, file));
    await migrate(database.db, dir);

    const db = database.db;
    const integrator = randomUUID();
    await db.query(
      `INSERT INTO integrators (id, name, email, client_id, client_secret_hash, webhook_secret_encrypted) VALUES ($1, 'Old', 'old@example.com', 'ck_old', $2, 'x')`,
      [integrator, sha256('cs_old')],
    );
    await db.query(`INSERT INTO access_tokens (token_hash, integrator_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [
      sha256('at_old'),
      integrator,
    ]);

    await migrate(database.db);
    const [key] = await db.query<{ id: string; label: string; client_id: string; client_secret_hash: string; revoked_at: Date | null }>(
      'SELECT * FROM api_keys WHERE integrator_id = $1',
      [integrator],
    );
    assert.equal(key?.label, 'Default');
    assert.equal(key.client_id, 'ck_old');
    assert.equal(key.client_secret_hash, sha256('cs_old'));
    assert.equal(key.revoked_at, null);
    const [token] = await db.query<{ api_key_id: string }>('SELECT api_key_id FROM access_tokens WHERE token_hash = $1', [sha256('at_old')]);
    assert.equal(token?.api_key_id, key.id);
    const columns = await db.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'integrators' AND column_name = 'client_secret_hash'`);
    assert.equal(columns.length, 0, 'the hash lives only in api_keys');

    const keys = new ApiKeyService(db, { notifyRevoked: async () => {}, announceRevoked: () => {} });
    const issued = await keys.issueToken('ck_old', 'cs_old');
    assert.equal(issued.integratorId, integrator);
    await assert.rejects(keys.issueToken('ck_old', 'cs_wrong'), { code: 'auth.invalid_credentials' });
  });
});
