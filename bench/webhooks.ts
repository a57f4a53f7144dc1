// Webhook scenarios: delivery throughput against a plain HTTP POST loop to the same receiver with the same
// concurrency (the baseline), and commit-to-receipt latency of one callback at a time on an idle service.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { emitEvent } from '../src/modules/webhooks/events.ts';
import { percentile, round, startService, type Result } from './lib.ts';
import { systemActor } from '../src/modules/audit/record.ts';

interface LocalReceiver {
  url: string;
  count: number;
  onRequest?: (id: string) => void;
  close(): Promise<void>;
}

async function localReceiver(): Promise<LocalReceiver> {
  const receiver: LocalReceiver = { url: '', count: 0, close: async () => {} };
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      receiver.count++;
      receiver.onRequest?.(String(request.headers['webhook-id'] ?? ''));
      response.writeHead(200).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
  receiver.close = () => new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return receiver;
}

/** The baseline: POST the same body to the same receiver, `concurrency` at a time, with a keep-alive agent. */
async function plainPostLoop(url: string, body: string, total: number, concurrency: number): Promise<{ perSecond: number; latencies: number[] }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        await new Promise<void>((resolve, reject) => {
          const request = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
            response.resume();
            response.on('end', () => resolve());
          });
          request.on('error', reject);
          request.end(body);
        });
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { perSecond: total / seconds, latencies };
}

export async function webhookScenarios(serverUrl: string): Promise<Result[]> {
  const receiver = await localReceiver();
  const service = await startService(serverUrl);
  const { db, services } = service.context;
  try {
    const integrator = await services.integrators.create({ name: 'Bench', email: 'bench@example.com', callbackUrl: receiver.url }, systemActor('bench'));
    const total = 10_000;
    const sampleBody = JSON.stringify({ operation: 'TEST', resourceId: randomUUID(), createdAt: new Date().toISOString(), integratorId: integrator.id, beneficiaryId: null, message: null, success: null, data: { test: true } });

    // Warm both paths; the baseline runs before and after the delivery (their mean), so drift on a shared machine
    // evens out.
    await plainPostLoop(receiver.url, sampleBody, 300, 32);
    const baselineBefore = await plainPostLoop(receiver.url, sampleBody, total, 32);

    // Delivery: events seeded in bulk (one set-based INSERT), then one NOTIFY; the clock runs until the receiver has all.
    receiver.count = 0;
    const seeded = await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO events (id, integrator_id, operation, resource_id, success, payload, created_at)
         SELECT gen_random_uuid(), $1::uuid, 'TEST', $1::text, NULL, $2, now() FROM generate_series(1, $3)`,
        [integrator.id, sampleBody, total],
      );
      // Each to the integrator's default endpoint (its callback URL, migration 029), as emitEvent would.
      return tx.query(`INSERT INTO webhook_deliveries (event_id, integrator_id, endpoint_id, next_attempt_at)
                       SELECT e.id, e.integrator_id, w.id, now() FROM events e JOIN webhook_endpoints w ON w.integrator_id = e.integrator_id AND w.is_default
                        WHERE e.integrator_id = $1 RETURNING event_id`, [integrator.id]);
    });
    const started = performance.now();
    await db.query(`SELECT pg_notify('ponte_webhooks', '')`);
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (receiver.count >= seeded.length) {
          clearInterval(timer);
          resolve();
        }
      }, 2);
    });
    const deliveryPerSecond = seeded.length / ((performance.now() - started) / 1000);
    // The receiver sees every delivery; wait for the attempt records too before the next scenario.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const baselineAfter = await plainPostLoop(receiver.url, sampleBody, total, 32);
    const baseline = { perSecond: (baselineBefore.perSecond + baselineAfter.perSecond) / 2, latencies: [...baselineBefore.latencies, ...baselineAfter.latencies] };

    // Commit-to-receipt latency, one event at a time on an idle service.
    const latencies: number[] = [];
    for (let i = 0; i < 200; i++) {
      let committedAt = 0;
      const arrived = new Promise<number>((resolve) => {
        receiver.onRequest = () => resolve(performance.now());
      });
      await db.transaction((tx) => emitEvent(tx, { integratorId: integrator.id, operation: 'TEST', resourceId: integrator.id, success: null }));
      committedAt = performance.now();
      latencies.push((await arrived) - committedAt);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    receiver.onRequest = undefined;

    const ratio = deliveryPerSecond / baseline.perSecond;
    return [
      {
        scenario: 'webhook delivery',
        throughput: round(deliveryPerSecond, 0),
        unit: 'events/s',
        p50Ms: null,
        p99Ms: null,
        baseline: 'plain POST loop, 32 at a time',
        baselineThroughput: round(baseline.perSecond, 0),
        baselineP50Ms: round(percentile(baseline.latencies, 50)),
        baselineP99Ms: round(percentile(baseline.latencies, 99)),
        ratio: round(ratio),
        target: '>= 0.50 of baseline',
        met: ratio >= 0.5,
      },
      {
        scenario: 'callback commit-to-receipt (idle)',
        throughput: null,
        unit: '',
        p50Ms: round(percentile(latencies, 50)),
        p99Ms: round(percentile(latencies, 99)),
        baseline: 'target 50 ms p99',
        baselineThroughput: null,
        ratio: round(percentile(latencies, 99) / 50),
        target: 'p99 < 50 ms',
        met: percentile(latencies, 99) < 50,
      },
    ];
  } finally {
    await service.close();
    await receiver.close();
  }
}
