// Fairness between integrators, by its mechanisms (the bench measures it: `npm run bench -- fairness`): one integrator
// over its request rate is answered 429 while another is served; the webhook dispatcher delivers a quiet
// integrator's event, and the job runner runs a quiet integrator's transfer, while a noisy integrator's backlog,
// enqueued before it, is still being worked off.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { startApp, type TestApp } from '../helpers/app.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';
import { approvedBeneficiary, finalTransfer, onRamp, pay } from '../helpers/transfers.ts';

describe('fairness between integrators', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('limits the integrator over its rate, not the others', async () => {
    const app = await startApp({ env: { RATE_LIMIT_RPS: '5' } });
    cleanups.push(() => app.close());
    const noisy = await app.createIntegrator();
    const quiet = await app.createIntegrator();
    // The quiet integrator's requests go out in the same burst, after the noisy one's.
    const answers = await Promise.all([
      ...Array.from({ length: 40 }, () => app.request('GET', '/v1/integrators/me', { token: noisy.token })),
      ...Array.from({ length: 3 }, () => app.request('GET', '/v1/integrators/me', { token: quiet.token })),
    ]);
    assert.ok(
      answers.slice(0, 40).some((answer) => answer.status === 429),
      'the noisy integrator is limited',
    );
    assert.deepEqual(
      answers.slice(40).map((answer) => answer.status),
      [200, 200, 200],
      'the quiet integrator is served meanwhile',
    );
  });

  it("delivers a quiet integrator's event ahead of a noisy integrator's earlier backlog", async () => {
    const receiver: Receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    const app: TestApp = await startApp({ worker: true });
    cleanups.push(() => app.close());
    const noisy = await app.createIntegrator({ callbackUrl: receiver.url });
    const quiet = await app.createIntegrator({ callbackUrl: receiver.url });
    const backlog = 1500;
    const seed = (integratorId: string, n: number, dueSecondsAgo: number) =>
      app.db.transaction(async (tx) => {
        const payload = JSON.stringify({ operation: 'TEST', integratorId, data: { test: true } });
        await tx.query(
          `INSERT INTO events (id, integrator_id, operation, resource_id, success, payload, created_at)
           SELECT gen_random_uuid(), $1::uuid, 'TEST', $1::text, NULL, $2, now() FROM generate_series(1, $3)`,
          [integratorId, payload, n],
        );
        // Due in the order written: a claim in due order alone would reach the quiet event after the whole backlog.
        await tx.query(
          `INSERT INTO webhook_deliveries (event_id, integrator_id, endpoint_id, next_attempt_at)
           SELECT e.id, e.integrator_id, w.id, now() - make_interval(secs => $2)
             FROM events e JOIN webhook_endpoints w ON w.integrator_id = e.integrator_id AND w.is_default
            WHERE e.integrator_id = $1 AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id)`,
          [integratorId, dueSecondsAgo],
        );
        await tx.query(`SELECT pg_notify('ponte_webhooks', '')`);
      });
    await seed(noisy.id, backlog, 60);
    await seed(quiet.id, 1, 0);

    const arrived = await receiver.waitFor((received) => received.some((r) => r.body?.integratorId === quiet.id), 60_000);
    const noisyBefore = arrived.findIndex((r) => r.body?.integratorId === quiet.id);
    assert.ok(noisyBefore < backlog / 2, `the quiet event came after ${noisyBefore} of the noisy integrator's ${backlog}`);
  });

  // PostgreSQL only: the embedded database answers one query at a time, so there the quiet integrator's requests queue
  // behind the backlog's queries whatever the claim does (the turns themselves are tested on both, in
  // test/jobs/runner.test.ts).
  it(
    'runs a quiet integrator’s transfer while a noisy integrator’s earlier job backlog is still waiting',
    { skip: !process.env.DATABASE_URL && 'needs PostgreSQL (DATABASE_URL)' },
    async () => {
      const app: TestApp = await startApp({ worker: true });
      cleanups.push(() => app.close());
      const receiver: Receiver = await startReceiver();
      cleanups.push(() => receiver.close());
      const noisy = await app.createIntegrator();
      const quiet = await app.createIntegrator({ callbackUrl: receiver.url });
      const beneficiary = await approvedBeneficiary(app, quiet, 'fair-jobs');
      const transfer = await onRamp(app, quiet, beneficiary, '100.00');
      // The transfer's jobs are the quiet integrator's: the claim takes owners in turns.
      const [timeout] = await app.db.query<{ owner_id: string }>('SELECT owner_id FROM jobs WHERE unique_key = $1', [
        `transfer-funding-timeout:${transfer.id}`,
      ]);
      assert.equal(timeout?.owner_id, quiet.id);

      // 5,000 jobs of the noisy integrator, due a minute ago: in due order alone they would all run first. Each is a link
      // expiry of a step that does not exist: its handler reads nothing and is done, so the backlog costs one short run
      // per job and no retries.
      const backlog = 5000;
      await app.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO jobs (id, kind, payload, run_at, owner_id)
         SELECT gen_random_uuid(), 'kyx-link-expiry', jsonb_build_object('stepId', gen_random_uuid()::text), now() - interval '1 minute', $1
           FROM generate_series(1, $2)`,
          [noisy.id, backlog],
        );
        await tx.query(`SELECT pg_notify('ponte_jobs', '')`);
      });
      await pay(app, quiet, transfer);
      assert.equal((await finalTransfer(app, quiet, transfer.id)).status, 'SUCCEEDED');
      const [untouched] = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE owner_id = $1 AND attempts = 0', [noisy.id]);
      assert.ok(untouched!.n > 100, `only ${untouched!.n} of the noisy integrator's ${backlog} jobs were still waiting when the quiet transfer ended`);
    },
  );
});
