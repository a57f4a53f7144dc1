// The worker's retention (worker-retention.ts): each bounded table loses its rows past their age, in batches (two rows
// a statement here), and keeps the younger ones; the books, transfers, events and the audit log are never touched,
// however old their rows.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { retentionRules, runRetention } from '../../src/worker-retention.ts';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';
import { approvedBeneficiary, finalTransfer, onRamp, pay } from '../helpers/transfers.ts';

const KEPT = ['ledger_entries', 'ledger_postings', 'transfers', 'simulations', 'events', 'webhook_deliveries', 'audit_log', 'beneficiaries'];

describe('retention of the tables that grow with traffic', () => {
  let app: TestApp;
  let receiver: Receiver;
  let integrator: TestIntegrator;

  const count = async (table: string, where = 'true'): Promise<number> =>
    Number((await app.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`))[0]!.n);

  before(async () => {
    receiver = await startReceiver();
    app = await startApp({
      worker: true,
      env: {
        SANDBOX_SETTLE_DELAY_MS: '0',
        // Everything a second old is past its retention; the worker's own run is an hour away (it runs once at start).
        RETENTION_IDEMPOTENCY_KEYS: '1s',
        RETENTION_FAILED_JOBS: '1s',
        RETENTION_WEBHOOK_ATTEMPTS: '1s',
        RETENTION_RATE_OBSERVATIONS: '1s',
        RETENTION_INTERVAL: '1h',
        RETENTION_BATCH_SIZE: '2',
        RETENTION_PAUSE_MS: '0',
      },
    });
    integrator = await app.createIntegrator({ callbackUrl: receiver.url });
  });
  after(async () => {
    await app?.close();
    await receiver?.close();
  });

  it('trims each bounded table past its age, in batches, and leaves the ledger, transfers, events and audit log whole', async () => {
    // Traffic: an on-ramp to SUCCEEDED (books, events, delivered webhooks with their attempts), idempotent POSTs.
    const beneficiary = await approvedBeneficiary(app, integrator, 'retention-1');
    const transfer = await onRamp(app, integrator, beneficiary, 100);
    assert.ok((await pay(app, integrator, transfer)).status < 300);
    assert.equal((await finalTransfer(app, integrator, transfer.id)).status, 'SUCCEEDED');
    for (let i = 0; i < 5; i++) {
      const simulated = await app.request('POST', '/v1/transfers/simulations', {
        token: integrator.token,
        headers: { 'idempotency-key': `retention-${i}` },
        body: { amount: { currencyCode: 'BRL', value: 100 }, beneficiaryId: beneficiary.id, type: 'ON_RAMP' },
      });
      assert.equal(simulated.status, 201, simulated.text);
    }
    await receiver.waitFor(() => receiver.events('ON_RAMP').some((event) => event.data?.status === 'SUCCEEDED'));
    for (let i = 0; (await count('webhook_deliveries', `status <> 'DELIVERED'`)) > 0; i++) {
      assert.ok(i < 200, 'every event delivered');
      await sleep(25);
    }

    // Rows only these tables' own writers make, past their age (or expired), written here.
    const db = app.db;
    await db.query(
      `INSERT INTO access_tokens (token_hash, integrator_id, api_key_id, expires_at)
       SELECT 'expired-' || n, integrator_id, api_key_id, now() - interval '2 hours' FROM access_tokens, generate_series(1, 3) AS n`,
    );
    await db.query(
      `INSERT INTO dashboard_sessions (token_hash, integrator_id, csrf_secret, expires_at)
       SELECT 'session-' || n, $1, 'csrf', now() + (CASE WHEN n <= 3 THEN -1 ELSE 1 END) * interval '1 hour' FROM generate_series(1, 4) AS n`,
      [integrator.id],
    );
    const operatorId = randomUUID();
    await db.query(`INSERT INTO operators (id, email, password_hash, created_by, role) VALUES ($1, 'retention@example.com', 'x', 'command', 'viewer')`, [
      operatorId,
    ]);
    await db.query(
      `INSERT INTO ops_sessions (token_hash, operator_id, csrf_secret, stage, expires_at)
       SELECT 'ops-' || n, $1, 'csrf', 'signed_in', now() + (CASE WHEN n <= 3 THEN -1 ELSE 1 END) * interval '1 hour' FROM generate_series(1, 4) AS n`,
      [operatorId],
    );
    for (const table of ['dashboard_sign_in_attempts', 'ops_sign_in_attempts']) {
      await db.query(
        `INSERT INTO ${table} (email, source, attempts, window_started_at, locked_until)
         SELECT 'guess' || n || '@example.com', '192.0.2.1', 1, now() - interval '25 hours', NULL FROM generate_series(1, 3) AS n`,
      );
      // Locked now: kept until its lock passes, however old its window.
      await db.query(
        `INSERT INTO ${table} (email, source, attempts, window_started_at, locked_until) VALUES ('locked@example.com', '192.0.2.1', 5, now() - interval '25 hours', now() + interval '10 minutes')`,
      );
      // Unlocked but tried within the day: kept, so the source's next lock is longer (its backoff).
      await db.query(
        `INSERT INTO ${table} (email, source, attempts, window_started_at, locks) VALUES ('recent@example.com', '192.0.2.1', 1, now() - interval '1 hour', 1)`,
      );
    }
    const jobIds = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    for (const id of jobIds) {
      await db.query(
        `INSERT INTO jobs (id, kind, payload, failed_at, run_at, last_error) VALUES ($1, 'retention-test', '{}', now(), now() + interval '1 hour', 'gave up')`,
        [id],
      );
    }
    // An operator has yet to decide about this one: it stays.
    await db.query(
      `INSERT INTO exceptions (id, kind, resource_type, resource_id, reason, actions) VALUES ($1, 'JOB_EXHAUSTED', 'job', $2, 'test', ARRAY['retry'])`,
      [randomUUID(), jobIds[0]],
    );
    await db.query(
      `INSERT INTO rate_observations (id, refresh_id, source, base, quote, rate, read_at, accepted)
       SELECT gen_random_uuid(), gen_random_uuid(), 'bcb-ptax', 'USD', 'BRL', 5.1, now() - n * interval '1 minute', true FROM generate_series(1, 4) AS n`,
    );

    const attempts = await count('webhook_attempts');
    assert.ok(attempts > 0, 'the delivered events have attempts');
    assert.ok((await count('idempotency_keys')) >= 5);
    await sleep(1100);
    // Younger than their age: stay.
    await app.request('POST', '/v1/transfers/simulations', {
      token: integrator.token,
      headers: { 'idempotency-key': 'retention-fresh' },
      body: { amount: { currencyCode: 'BRL', value: 100 }, beneficiaryId: beneficiary.id, type: 'ON_RAMP' },
    });
    const kept = Object.fromEntries(await Promise.all(KEPT.map(async (table) => [table, await count(table)] as const)));
    for (const table of ['ledger_entries', 'transfers', 'events', 'audit_log']) assert.ok(kept[table]! > 0, `${table} has rows to keep`);

    const deleted = await runRetention(app.db, app.config.retention);

    assert.equal(await count('idempotency_keys'), 1, 'only the fresh key is left');
    assert.equal(await count('access_tokens', `token_hash LIKE 'expired-%'`), 0);
    assert.ok((await count('access_tokens')) >= 1, 'the live token stays');
    assert.equal(await count('dashboard_sessions'), 1, 'the live session stays');
    assert.equal(await count('ops_sessions'), 1);
    for (const table of ['dashboard_sign_in_attempts', 'ops_sign_in_attempts']) {
      assert.deepEqual(
        await db.query(`SELECT email FROM ${table} ORDER BY email`),
        [{ email: 'locked@example.com' }, { email: 'recent@example.com' }],
        `${table}: the locked email, and one tried within the day, stay`,
      );
    }
    assert.deepEqual(await db.query(`SELECT id::text FROM jobs WHERE kind = 'retention-test'`), [{ id: jobIds[0] }], 'the job an open exception names stays');
    assert.equal(await count('webhook_attempts'), 0, "the delivered events' attempts are gone");
    assert.equal(await count('rate_observations'), 1, 'the newest reading of the source stays');
    // Batches of two: the idempotency keys (six or more) took several statements; the counts say what went.
    assert.ok(deleted.idempotencyKeys! >= 5);
    assert.equal(deleted.webhookAttempts, attempts);
    for (const table of KEPT) assert.equal(await count(table), kept[table], `${table} is never trimmed`);
    // Nothing in the rules names the tables that are kept.
    const trimmed = Object.values(retentionRules(app.config.retention)).map((rule) => rule.table);
    for (const table of KEPT) assert.ok(!trimmed.includes(table), `${table} has no retention rule`);
  });
});
