// Reads from a real streaming replica (DATABASE_READ_URL, started by `scripts/postgres.sh start-replica`; .ci/run does
// so in its PostgreSQL pass): GETs are served by the replica; the writer reads its own write while the replica's replay
// is paused, where another caller may see the replica's older state; a stopped replica sends the reads to the primary
// and /ready says degraded.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { setCaller, withReadScope } from '../../src/db/replica.ts';
import { ADMIN_TOKEN, startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { Visitor } from '../helpers/dashboard.ts';

const SKIP =
  (!process.env.DATABASE_URL && 'runs in the PostgreSQL pass (DATABASE_URL unset)') ||
  (!process.env.DATABASE_READ_URL && 'needs a streaming replica: eval "$(bash scripts/postgres.sh start-replica)" sets DATABASE_READ_URL');

const PASSWORD = 'a long enough password';
const postgresSh = (command: string) => execFileSync('bash', ['scripts/postgres.sh', command], { stdio: ['ignore', 'ignore', 'inherit'] });

/** The metric's value for the labels given (0 when the series is absent). */
async function metric(app: TestApp, name: string, labels = ''): Promise<number> {
  const text = (await app.request('GET', '/metrics')).text;
  const line = text.split('\n').find((row) => row.startsWith(`${name}${labels} `) || row.startsWith(`${name}${labels}{`));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('reads from a streaming replica', { skip: SKIP }, () => {
  let app: TestApp;
  let integrator: TestIntegrator;
  let replica: pg.Client;

  /** Waits until the replica has replayed everything the primary has written so far. */
  async function caughtUp(): Promise<void> {
    const [{ lsn }] = (await app.db.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn')) as [{ lsn: string }];
    for (let i = 0; i < 200; i++) {
      const { rows } = await replica.query<{ ok: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok', [lsn]);
      if (rows[0]?.ok) return;
      await sleep(25);
    }
    throw new Error('the replica did not catch up');
  }

  before(async () => {
    app = await startApp({ replicaServerUrl: process.env.DATABASE_READ_URL! });
    replica = new pg.Client({ connectionString: process.env.DATABASE_READ_URL });
    // The last test stops the replica under this connection: that is expected, not an error of the test.
    replica.on('error', () => undefined);
    await replica.connect();
    integrator = await app.createIntegrator({ name: 'Before', password: PASSWORD });
    await caughtUp();
  });
  after(async () => {
    await replica.query('SELECT pg_wal_replay_resume()').catch(() => undefined);
    await replica.end().catch(() => undefined);
    await app?.close();
  });

  it("serves a caller's reads from the replica, and never its writes or transactions", async () => {
    const inRecovery = (sql = 'SELECT pg_is_in_recovery() AS standby') =>
      withReadScope(async () => {
        setCaller('integrator:test', true);
        const [read] = await app.db.query<{ standby: boolean }>(sql);
        const [inTransaction] = await app.db.transaction((tx) => tx.query<{ standby: boolean }>(sql));
        return { read: read!.standby, inTransaction: inTransaction!.standby };
      });
    assert.deepEqual(await inRecovery(), { read: true, inTransaction: false });
    // Without a scope (the worker) or before the caller is named (authentication): the primary.
    const [worker] = await app.db.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby');
    assert.equal(worker!.standby, false);

    const before = await metric(app, 'ponte_db_reads_total', '{target="replica",reason="caught_up"}');
    const me = await app.request('GET', '/v1/integrators/me', { token: integrator.token });
    assert.equal(me.status, 200);
    assert.equal(me.body.name, 'Before');
    assert.ok((await metric(app, 'ponte_db_reads_total', '{target="replica",reason="caught_up"}')) > before, 'the GET was served by the replica');

    // A dashboard page: the session is looked up on the primary (just written by the sign-in), the page's reads on the replica.
    const visitor = new Visitor(app.url);
    assert.equal((await visitor.signIn(String(integrator.email), PASSWORD)).status, 303);
    await caughtUp();
    const beforePage = await metric(app, 'ponte_db_reads_total', '{target="replica",reason="caught_up"}');
    const page = await visitor.page('/dashboard/beneficiaries');
    assert.equal(page.response.status, 200);
    assert.match(page.text, /Before/, 'the page names the signed-in integrator');
    assert.ok((await metric(app, 'ponte_db_reads_total', '{target="replica",reason="caught_up"}')) > beforePage, 'the page was read from the replica');
  });

  it("lets the writer read its write while the replica's replay is paused; another caller may read the older state", async () => {
    await replica.query('SELECT pg_wal_replay_pause()');
    try {
      const changed = await app.request('PATCH', `/v1/integrators/${integrator.id}`, { token: integrator.token, body: { name: 'After' } });
      assert.equal(changed.status, 200);
      const lagging = await metric(app, 'ponte_db_reads_total', '{target="primary",reason="lagging"}');
      // The writer: its last commit is past the replica's replay, so its reads go to the primary.
      for (let i = 0; i < 3; i++) {
        const own = await app.request('GET', '/v1/integrators/me', { token: integrator.token });
        assert.equal(own.body.name, 'After');
      }
      assert.ok((await metric(app, 'ponte_db_reads_total', '{target="primary",reason="lagging"}')) > lagging);
      // The operator did not write: the replica serves it what it has replayed, the name before the change.
      const other = await app.request('GET', `/v1/integrators/${integrator.id}`, { token: ADMIN_TOKEN });
      assert.equal(other.status, 200);
      assert.equal(other.body.name, 'Before');
    } finally {
      await replica.query('SELECT pg_wal_replay_resume()');
    }
    await caughtUp();
    const other = await app.request('GET', `/v1/integrators/${integrator.id}`, { token: ADMIN_TOKEN });
    assert.equal(other.body.name, 'After');
  });

  it('sends reads to the primary while the replica is down, counts them, and /ready says degraded', async () => {
    assert.deepEqual(pick(await app.request('GET', '/ready')), { status: 'ready', replica: 'ok' });
    postgresSh('halt-replica');
    try {
      const fallbacks = await metric(app, 'ponte_db_replica_fallbacks_total');
      const me = await app.request('GET', '/v1/integrators/me', { token: integrator.token });
      assert.equal(me.status, 200);
      assert.equal(me.body.name, 'After');
      const listed = await app.request('GET', '/v1/integrators', { token: ADMIN_TOKEN });
      assert.equal(listed.status, 200);
      assert.ok((await metric(app, 'ponte_db_replica_fallbacks_total')) > fallbacks, 'the fallbacks are counted');
      assert.equal(await metric(app, 'ponte_db_replica_up'), 0);
      const ready = await app.request('GET', '/ready');
      assert.equal(ready.status, 200, 'a replica down is not a failing service');
      assert.deepEqual(pick(ready), { status: 'degraded', replica: 'down' });
    } finally {
      postgresSh('resume-replica');
    }
    assert.deepEqual(pick(await app.request('GET', '/ready')), { status: 'ready', replica: 'ok' });
  });
});

function pick(response: { body: { status: string; replica?: string } }) {
  return { status: response.body.status, replica: response.body.replica };
}
