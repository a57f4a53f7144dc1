// The integrator's receiver down for a while under a stream of events, then up: first its port is closed (connection
// refused), then it is back but answers 503, then 200. The whole backlog arrives: every event, verified, with the
// bytes that were stored, one payload per webhook-id. A short WEBHOOK_RETRY_SCHEDULE keeps it within CI time.
// Test pass: PostgreSQL only (heavy end-to-end: a backlog of webhooks)
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { approvedBeneficiary, onRamp, pay } from '../helpers/transfers.ts';
import { call, eventually, remoteApp, SKIP_WITHOUT_POSTGRES, stage, startService, waitDelivered } from '../helpers/faults.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';

const PHASE_MS = 4000;

describe('a receiver outage', { skip: SKIP_WITHOUT_POSTGRES }, () => {
  const cleanups: Array<() => unknown> = [];
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('delivers the whole backlog once the receiver is back', async (context) => {
    const storage = await stage('receiver-outage');
    cleanups.push(() => storage.cleanup());
    const first = await startReceiver();
    cleanups.push(() => first.close());
    const port = Number(new URL(first.url).port);
    const receivers: Receiver[] = [first];
    const service = await startService(
      {
        ...storage.env,
        RATE_LIMIT_RPS: '100000',
        SANDBOX_SETTLE_DELAY_MS: '200',
        // 6 x 1 s then 12 x 2 s: about 30 s of retries (24 s at the least, with the jitter), longer than the outage.
        WEBHOOK_RETRY_SCHEDULE: '1,1,1,1,1,1,2,2,2,2,2,2,2,2,2,2,2,2',
        WEBHOOK_TIMEOUT_MS: '2000',
      },
      'all',
    );
    cleanups.push(() => service.child.stop('SIGKILL'));
    const t = remoteApp(service.base, storage.db);
    const integrator = await t.createIntegrator({ callbackUrl: first.url });
    first.secrets.push(integrator.webhookSecret);
    const token = integrator.token;
    const beneficiaries = await Promise.all(
      ['BR', 'CO', 'BR', 'CO'].map((country, i) => approvedBeneficiary(t, integrator, `outage-${i}`, country as 'BR' | 'CO')),
    );
    const storedEvents = async () =>
      new Map(
        (await storage.db.query<{ id: string; payload: string }>('SELECT id, payload FROM events WHERE integrator_id = $1', [integrator.id])).map((row) => [
          row.id,
          row.payload,
        ]),
      );
    await waitDelivered(first, storage.db, await storedEvents(), 20_000);
    const before = new Set((await storedEvents()).keys());

    // Down: the port is closed, so every attempt is refused.
    await first.close();
    const downAt = Date.now();

    // A stream of events while it is down: on-ramps (each settles into an ON_RAMP event) and test events.
    let streaming = true;
    let made = 0;
    const transfers: string[] = [];
    const producer = async (lane: number) => {
      for (let i = 0; streaming; i++) {
        const beneficiary = beneficiaries[(lane + i) % beneficiaries.length]!;
        const transfer = await onRamp(t, integrator, beneficiary, beneficiary.country === 'BR' ? (100 + i).toFixed(2) : (50_000 + i * 100).toFixed(2));
        transfers.push(transfer.id);
        assert.equal((await pay(t, integrator, transfer)).status, 200);
        const test = await call(service.base, 'POST', '/v1/webhooks/test', { token });
        assert.equal(test.status, 202, test.text);
        made += 2;
        await sleep(100);
      }
    };
    // A producer that fails stops the others; the failure is thrown where the producers are awaited.
    const producers = Promise.all([0, 1, 2].map((lane) => producer(lane).finally(() => (streaming = false))));
    producers.catch(() => undefined);

    // Back, but answering 503.
    await sleep(PHASE_MS);
    const second = await startReceiver([integrator.webhookSecret], { port });
    cleanups.push(() => second.close());
    receivers.push(second);
    second.fallback = 503;
    await sleep(PHASE_MS);
    streaming = false;
    await producers;

    // Up.
    second.fallback = 200;
    const upAt = Date.now();
    // The last on-ramps settle (and make their events) a moment after they were paid.
    const events = await eventually(
      async () => {
        const stored = await storedEvents();
        return stored.size - before.size >= made ? stored : undefined;
      },
      20_000,
      async () => `only ${(await storedEvents()).size - before.size} events stored for ${made} made`,
    );
    const backlog = [...events.keys()].filter((id) => !before.has(id));
    await waitDelivered(receivers, storage.db, events, 60_000);
    const deliveredAt = Date.now();

    // The outage was real: attempts were refused, then answered 503, and nothing was given up on.
    const attempts = await storage.db.query<{ refused: number; unavailable: number }>(
      `SELECT count(*) FILTER (WHERE a.status_code IS NULL AND a.error IS NOT NULL)::int AS refused,
              count(*) FILTER (WHERE a.status_code = 503)::int AS unavailable
         FROM webhook_attempts a JOIN events e ON e.id = a.event_id WHERE e.integrator_id = $1`,
      [integrator.id],
    );
    assert.ok(attempts[0]!.refused > 0, 'no attempt was refused while the port was closed');
    assert.ok(attempts[0]!.unavailable > 0, 'no attempt was answered 503');
    assert.ok(
      second.received.some((entry) => entry.status === 503),
      'the receiver answered no 503',
    );
    const statuses = await storage.db.query<{ status: string; n: number }>(
      'SELECT d.status, count(*)::int AS n FROM webhook_deliveries d WHERE d.integrator_id = $1 GROUP BY d.status',
      [integrator.id],
    );
    assert.deepEqual(statuses, [{ status: 'DELIVERED', n: events.size }]);

    // The transfers were not held up by the outage: each settled, and its ON_RAMP event is among those delivered.
    const onRamps = await storage.db.query<{ resource_id: string; success: boolean }>(
      `SELECT resource_id, success FROM events WHERE integrator_id = $1 AND operation = 'ON_RAMP'`,
      [integrator.id],
    );
    assert.deepEqual(new Set(onRamps.map((row) => row.resource_id)), new Set(transfers));
    assert.ok(onRamps.every((row) => row.success === true));
    context.diagnostic(
      `${backlog.length} events made in ${((upAt - downAt) / 1000).toFixed(1)} s of outage (${attempts[0]!.refused} attempts refused, ${attempts[0]!.unavailable} answered 503); ` +
        `all delivered ${((deliveredAt - upAt) / 1000).toFixed(1)} s after the receiver came back; ${first.received.length + second.received.length} requests received`,
    );
    assert.equal(await service.child.stop('SIGTERM'), 0);
  });
});
