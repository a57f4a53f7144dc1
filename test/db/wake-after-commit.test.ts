// Wake-ups after the commit, not in it: PostgreSQL commits notifying transactions one at a time (a NOTIFY holds a
// database-wide lock through its commit's WAL flush), so a job due now and an event with deliveries ask for their
// NOTIFY once their transaction has committed (db/queryable.ts deferWake), sent by a statement of its own. The
// listeners of every process are still woken, this process's at once; a rolled-back transaction wakes nobody; the
// embedded database keeps the NOTIFY in the statement (this file runs in the PostgreSQL pass; it skips itself without
// DATABASE_URL).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { deferWake } from '../../src/db/index.ts';
import { enqueue, JOBS_CHANNEL } from '../../src/jobs/queue.ts';
import { emitEvent, WEBHOOKS_CHANNEL } from '../../src/modules/webhooks/index.ts';
import { migratedDatabase, type TestDatabase } from '../helpers/app.ts';

const SKIP = !process.env.DATABASE_URL && 'runs in the PostgreSQL pass (DATABASE_URL unset)';

describe('wake-ups after the commit', { skip: SKIP }, () => {
  let t: TestDatabase;
  /** Another process's view: a plain LISTEN connection, with the backend that sent each NOTIFY. */
  let outside: pg.Client;
  const heard: Array<{ channel: string; payload: string }> = [];

  before(async () => {
    t = await migratedDatabase();
    outside = new pg.Client({ connectionString: t.url });
    await outside.connect();
    outside.on('notification', (message) => heard.push({ channel: message.channel, payload: message.payload ?? '' }));
    await outside.query(`LISTEN ${JOBS_CHANNEL}`);
    await outside.query(`LISTEN ${WEBHOOKS_CHANNEL}`);
  });
  after(async () => {
    await outside.end();
    await t.drop();
  });

  const until = async (predicate: () => boolean) => {
    for (let i = 0; i < 100 && !predicate(); i++) await sleep(20);
    return predicate();
  };

  // A NOTIFY in the transaction (ponte_enqueue's, emitEvent's own) carries the job's kind or the event's id; the one
  // sent after the commit carries the sending process's mark, \`wake:<uuid>\` (its own listeners skip it, already woken).
  it('a job due now wakes every process once its transaction committed, by a NOTIFY of its own', async () => {
    heard.length = 0;
    let local = 0;
    const unlisten = await t.db.listen(JOBS_CHANNEL, () => local++);
    await sleep(50);
    local = 0;
    await t.db.transaction(async (tx) => {
      await enqueue(tx, { kind: 'wake-test' });
      // Not before the commit.
      await sleep(100);
      assert.equal(local, 0, 'woken before the commit');
    });
    // This process's listener at once, without waiting for the NOTIFY's round trip.
    assert.ok(local >= 1, 'the local listener was woken at the commit');
    assert.ok(await until(() => heard.some((h) => h.channel === JOBS_CHANNEL)), 'another process heard the wake-up');
    const payloads = heard.filter((h) => h.channel === JOBS_CHANNEL).map((h) => h.payload);
    assert.ok(
      payloads.every((payload) => payload.startsWith('wake:')),
      `a NOTIFY was sent in the committing transaction (payloads ${payloads.join(', ')}): notifying commits are serialised`,
    );
    await unlisten();
    const [job] = await t.db.query<{ kind: string }>(`SELECT kind FROM jobs WHERE kind = 'wake-test'`);
    assert.equal(job?.kind, 'wake-test');
  });

  it('an event with a delivery wakes the dispatchers after its commit; a rolled-back one wakes nobody', async () => {
    const [integrator] = await t.db.query<{ id: string }>(
      `INSERT INTO integrators (id, name, email, callback_url, client_id, webhook_secret_encrypted)
       VALUES (gen_random_uuid(), 'Wake', 'wake@example.com', 'https://hooks.example.com/x', 'wake-client', 'x') RETURNING id`,
    );
    heard.length = 0;
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await emitEvent(tx, { integratorId: integrator!.id, operation: 'TEST', resourceId: 'r1', success: null });
        throw new Error('rolled back');
      }),
      /rolled back/,
    );
    await sleep(200);
    assert.deepEqual(
      heard.filter((h) => h.channel === WEBHOOKS_CHANNEL),
      [],
      'a rolled-back event woke the dispatchers',
    );
    await t.db.transaction((tx) => emitEvent(tx, { integratorId: integrator!.id, operation: 'TEST', resourceId: 'r2', success: null }));
    assert.ok(await until(() => heard.some((h) => h.channel === WEBHOOKS_CHANNEL)), 'the dispatchers were woken');
    const payloads = heard.filter((h) => h.channel === WEBHOOKS_CHANNEL).map((h) => h.payload);
    assert.ok(
      payloads.every((payload) => payload.startsWith('wake:')),
      `a NOTIFY was sent in the committing transaction (payloads ${payloads.join(', ')})`,
    );
    const [deliveries] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_deliveries WHERE integrator_id = $1', [integrator!.id]);
    assert.equal(deliveries?.n, 1);
  });

  it('outside a transaction there is nothing to wait for: the caller sends its NOTIFY itself', () => {
    assert.equal(deferWake(t.db, JOBS_CHANNEL), false);
  });
});
