// Migration 029 on a database that already has an integrator with a callback URL, a secret and a delivery waiting: its
// callback URL becomes its default endpoint, the waiting delivery and its attempt belong to it, and it keeps receiving
// there, signed with the secret it had, without doing anything.
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { secretBox } from '../../src/crypto.ts';
import { migrate, migrationFiles } from '../../src/db/migrate.ts';
import { IntegratorService, newWebhookSecret } from '../../src/modules/integrators/service.ts';
import { WebhookDispatcher } from '../../src/modules/webhooks/dispatcher.ts';
import { emitEvent } from '../../src/modules/webhooks/events.ts';
import { WebhookSender } from '../../src/modules/webhooks/sender.ts';
import { freshDatabase, type TestDatabase } from '../helpers/app.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';

const migrations = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));

describe('migration 029', () => {
  let database: TestDatabase;
  let dir: string;
  let receiver: Receiver;
  before(async () => {
    database = await freshDatabase();
    dir = mkdtempSync(path.join(tmpdir(), 'ponte-029-'));
    receiver = await startReceiver();
  });
  after(async () => {
    await database.drop();
    await receiver.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("makes each integrator's callback URL its default endpoint, which keeps receiving", async () => {
    const files = await migrationFiles(migrations);
    for (const file of files.filter((name) => name < '029')) copyFileSync(path.join(migrations, file), path.join(dir, file));
    await migrate(database.db, dir);

    const db = database.db;
    const box = secretBox(randomBytes(32));
    const secret = newWebhookSecret();
    receiver.secrets.push(secret);
    const integrator = randomUUID();
    const waiting = randomUUID();
    await db.query(
      `INSERT INTO integrators (id, name, email, client_id, callback_url, webhook_secret_encrypted) VALUES ($1, 'Old', 'old-029@example.com', 'ck_old29', $2, $3)`,
      [integrator, receiver.url, box.encrypt(secret)],
    );
    // An event from before, whose first attempt failed: its retry is due now.
    await db.query(
      `INSERT INTO events (id, integrator_id, operation, resource_id, success, payload, created_at) VALUES ($1, $2::uuid, 'TEST', $2::text, NULL, $3, now())`,
      [waiting, integrator, JSON.stringify({ operation: 'TEST', integratorId: integrator })],
    );
    await db.query(`INSERT INTO webhook_deliveries (event_id, integrator_id, attempt_count, next_attempt_at) VALUES ($1, $2, 1, now())`, [waiting, integrator]);
    await db.query(`INSERT INTO webhook_attempts (id, event_id, attempted_at, status_code, duration_ms) VALUES ($1, $2, now(), 500, 3)`, [
      randomUUID(),
      waiting,
    ]);

    await migrate(db);
    const endpoints = await db.query<{ id: string; is_default: boolean; url: string | null; enabled: boolean; operations: string[] | null }>(
      'SELECT id, is_default, url, enabled, operations FROM webhook_endpoints WHERE integrator_id = $1',
      [integrator],
    );
    assert.equal(endpoints.length, 1);
    const [endpoint] = endpoints;
    assert.deepEqual({ ...endpoint, id: undefined }, { id: undefined, is_default: true, url: null, enabled: true, operations: null });
    const [delivery] = await db.query<{ endpoint_id: string }>('SELECT endpoint_id FROM webhook_deliveries WHERE event_id = $1', [waiting]);
    assert.equal(delivery?.endpoint_id, endpoint!.id);
    const [attempt] = await db.query<{ endpoint_id: string }>('SELECT endpoint_id FROM webhook_attempts WHERE event_id = $1', [waiting]);
    assert.equal(attempt?.endpoint_id, endpoint!.id);

    // The worker as it runs: the waiting delivery and a new event both reach the callback URL, signed with the old secret.
    const integrators = new IntegratorService(db, box, 'sandbox', true);
    const dispatcher = new WebhookDispatcher(db, integrators, new WebhookSender({ env: 'sandbox', allowLoopback: true }, 2000), {
      retryScheduleS: [1],
      timeoutMs: 2000,
    });
    await dispatcher.start();
    try {
      const fresh = await db.transaction((tx) => emitEvent(tx, { integratorId: integrator, operation: 'ON_RAMP', resourceId: 'transfer-1', success: true }));
      await receiver.waitFor((all) => [waiting, fresh].every((id) => all.some((entry) => entry.headers['webhook-id'] === id)));
      assert.deepEqual(receiver.forged, [], 'signed with the secret the integrator already had');
    } finally {
      await dispatcher.stop();
    }
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM webhook_deliveries WHERE integrator_id = $1 AND endpoint_id = $2 AND status = 'DELIVERED'`,
      [integrator, endpoint!.id],
    );
    assert.equal(row?.n, 2);
    // An integrator made after the migration gets its default endpoint too, however it is inserted.
    const later = randomUUID();
    await db.query(
      `INSERT INTO integrators (id, name, email, client_id, webhook_secret_encrypted) VALUES ($1, 'New', 'new-029@example.com', 'ck_new29', 'x')`,
      [later],
    );
    assert.equal((await db.query('SELECT 1 FROM webhook_endpoints WHERE integrator_id = $1 AND is_default', [later])).length, 1);
  });
});
