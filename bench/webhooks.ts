// Webhook scenarios: delivery throughput against a plain HTTP POST loop to the same receiver with the same
// concurrency (the baseline), in interleaved pairs (baseline, delivery, baseline, delivery...), and commit-to-receipt
// latency of one callback at a time on an idle service.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { emitEvent } from '../src/modules/webhooks/index.ts';
import { interleaved, percentile, ratioRow, round, startService, type Result } from './lib.ts';
import { systemActor } from '../src/modules/audit/index.ts';

/** Events per run, and the baseline's requests at once (the dispatcher's share of one integrator is 32 too). */
const TOTAL = 10_000;
const CONCURRENCY = 32;

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
  receiver.close = () =>
    new Promise((resolve) => {
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
          const request = http.request(
            url,
            { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
            (response) => {
              response.resume();
              response.on('end', () => resolve());
            },
          );
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
    const sampleBody = JSON.stringify({
      operation: 'TEST',
      resourceId: randomUUID(),
      createdAt: new Date().toISOString(),
      integratorId: integrator.id,
      beneficiaryId: null,
      message: null,
      success: null,
      data: { test: true },
    });

    // Round trips to the database per delivery: every query of the service's pool while the deliveries run (the
    // claims, the attempt records, the idle loop's polls) over the deliveries made.
    // Each by its name (the prepared statements') or its first words: how many, how long, how many rows.
    let queries = 0;
    let byStatement = new Map<string, { count: number; ms: number; rows: number }>();
    const query = db.query.bind(db);
    db.query = (async (...args: Parameters<typeof db.query>) => {
      queries++;
      const [sql] = args;
      const name = typeof sql === 'string' ? sql.replace(/\s+/g, ' ').trim().slice(0, 40) : ((sql as { name?: string }).name ?? '?');
      const t0 = performance.now();
      const rows = await query(...args);
      const entry = byStatement.get(name) ?? { count: 0, ms: 0, rows: 0 };
      byStatement.set(name, { count: entry.count + 1, ms: entry.ms + performance.now() - t0, rows: entry.rows + rows.length });
      return rows;
    }) as typeof db.query;

    /** One delivery run: TOTAL events seeded in bulk (one set-based INSERT, off the clock), then one NOTIFY; the clock runs until the receiver has all. */
    const deliver = async (total: number): Promise<{ perSecond: number }> => {
      const seeded = await db.transaction(async (tx) => {
        const events = await tx.query<{ id: string }>(
          `INSERT INTO events (id, integrator_id, operation, resource_id, success, payload, created_at)
           SELECT gen_random_uuid(), $1::uuid, 'TEST', $1::text, NULL, $2, now() FROM generate_series(1, $3) RETURNING id`,
          [integrator.id, sampleBody, total],
        );
        // Each to the integrator's default endpoint (its callback URL, migration 029), as emitEvent would.
        await tx.query(
          `INSERT INTO webhook_deliveries (event_id, integrator_id, endpoint_id, next_attempt_at)
           SELECT e.id, $1::uuid, w.id, now() FROM unnest($2::uuid[]) AS e (id) JOIN webhook_endpoints w ON w.integrator_id = $1::uuid AND w.is_default`,
          [integrator.id, events.map((event) => event.id)],
        );
        return events.length;
      });
      receiver.count = 0;
      queries = 0;
      byStatement = new Map();
      const started = performance.now();
      const from = process.hrtime.bigint() / 1000n;
      await db.query(`SELECT pg_notify('ponte_webhooks', '')`);
      await new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          if (receiver.count >= seeded) {
            clearInterval(timer);
            resolve();
          }
        }, 2);
      });
      // The receiver has every delivery; the clock runs on until every attempt is recorded too (the dispatcher writes
      // records after the send, off its claim slots).
      for (;;) {
        const [pending] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'PENDING'`);
        if (pending!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const perSecond = seeded / ((performance.now() - started) / 1000);
      const to = process.hrtime.bigint() / 1000n;
      // The window is in the clock of `node --cpu-prof` profiles (monotonic microseconds): their samples in it are the delivery's.
      console.error(`bench: webhooks: ${perSecond.toFixed(0)} deliveries/s, ${(queries / seeded).toFixed(3)} queries per delivery (window ${from}-${to})`);
      for (const [name, { count, ms, rows }] of byStatement) {
        console.error(`bench: webhooks:   ${name}: ${count} x ${(ms / count).toFixed(1)} ms, ${(rows / count).toFixed(1)} rows`);
      }
      return { perSecond };
    };

    // Warm both paths, then ROUNDS interleaved pairs: the plain POST loop, then the delivery of as many events.
    await plainPostLoop(receiver.url, sampleBody, 300, CONCURRENCY);
    await deliver(500);
    const runs = await interleaved<'baseline' | 'delivery', { perSecond: number; p50?: number; p99?: number }>({
      baseline: async () => {
        const run = await plainPostLoop(receiver.url, sampleBody, TOTAL, CONCURRENCY);
        return { perSecond: run.perSecond, p50: percentile(run.latencies, 50), p99: percentile(run.latencies, 99) };
      },
      delivery: () => deliver(TOTAL),
    });
    db.query = query;

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

    return [
      ratioRow({
        scenario: 'webhook delivery',
        unit: 'events/s',
        measured: runs.delivery,
        baseline: runs.baseline,
        baselineName: `plain POST loop, ${CONCURRENCY} at a time`,
        atLeast: 0.6,
      }),
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
