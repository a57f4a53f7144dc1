// Fairness between integrators: quiet integrators run BR on-ramps (simulation, transfer, sandbox PIX payment) at a
// steady open-loop rate each, alone, and with a noisy integrator at 10x that rate beside them, in interleaved pairs
// (quiet alone, quiet with noise; then with noise, alone; ...) on one service. What a quiet integrator sees: its
// transfer create p99, and the lag from its payment's answer to the receipt of the transfer's final webhook (the
// execution job and the delivery).
// Each figure is the ratio of the run with the noisy integrator to the run without; the target is at most 1.5. The
// service runs in a process of its own (api and worker roles, as `npm start` runs them); the quiet integrators' clients
// and their webhook receiver run here, and the noisy integrator's client and receiver in a third process
// (bench/fairness-noise.ts), so that neither shares an event loop with what it does not measure.
import { fork } from 'node:child_process';
import http from 'node:http';
import type { DriveMessage, NoiseMessage } from './fairness-noise.ts';
import { percentile, round, startServiceProcess, type Result } from './lib.ts';
import { CPF, OnRampClient, type Tenant } from './onramp-client.ts';

const PAIRS = Number(process.env.BENCH_FAIRNESS_PAIRS ?? 5);
const PHASE_S = Number(process.env.BENCH_FAIRNESS_S ?? 30);
/** On-ramps a second of each quiet integrator; the noisy one runs 10 times this. */
const QUIET_RATE = Number(process.env.BENCH_FAIRNESS_RATE ?? 3);
const QUIET = 4;
const ADMIN_TOKEN = 'bench-admin-token-0123456789';

interface Phase {
  creates: number[];
  lags: number[];
  noisyFlows: number;
  errors: number;
}

export async function fairnessScenarios(serverUrl: string): Promise<Result[]> {
  // Paid transfers by id: when their payment was answered; the receiver turns that into a lag.
  const paidAt = new Map<string, { at: number; phase: Phase | undefined }>();
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.writeHead(204).end();
      try {
        const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { resourceId?: string };
        const paid = event.resourceId === undefined ? undefined : paidAt.get(event.resourceId);
        if (paid) {
          paidAt.delete(event.resourceId!);
          paid.phase?.lags.push(performance.now() - paid.at);
        }
      } catch {
        // not an event of ours
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const callbackUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;
  // Per-integrator rate limits as deployed (RATE_LIMIT_RPS=100): the noisy integrator stays under it (90 requests/s).
  const service = await startServiceProcess(serverUrl, { SANDBOX_SETTLE_DELAY_MS: '0', RATE_LIMIT_RPS: '100' });
  const client = new OnRampClient(service.base);
  const call = client.call.bind(client);
  const noise = fork(new URL('./fairness-noise.ts', import.meta.url).pathname, [service.base], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let waiting: { resolve: (message: NoiseMessage) => void; reject: (error: Error) => void } | undefined;
  noise.on('message', (message: NoiseMessage) => waiting?.resolve(message));
  noise.on('exit', (code) => waiting?.reject(new Error(`the noisy integrator's process exited (${code})`)));
  const noiseSays = () => new Promise<NoiseMessage>((resolve, reject) => (waiting = { resolve, reject }));
  const noisyCallbackUrl = await noiseSays().then((message) => (message.kind === 'ready' ? message.callbackUrl : ''));
  /** The noisy integrator's on-ramps at `rate` for `seconds`, from its own process. */
  const driveNoise = async (tenant: Tenant, rate: number, seconds: number) => {
    const answer = noiseSays();
    noise.send({ kind: 'drive', tenant, rate, seconds } satisfies DriveMessage);
    const driven = await answer;
    if (driven.kind !== 'driven') throw new Error('the noisy integrator’s process answered out of turn');
    return driven;
  };
  const tenant = async (name: string, hooks = callbackUrl): Promise<Tenant> => {
    const created = await call('POST', '/v1/integrators', ADMIN_TOKEN, { name, email: `${name}@example.com`, callbackUrl: hooks });
    const token = (
      await call('POST', '/v1/auth/token', undefined, { grant_type: 'client_credentials', client_id: created.clientId, client_secret: created.clientSecret })
    ).access_token as string;
    const person = {
      firstName: 'Ana',
      lastName: 'Souza',
      idNumber: CPF,
      email: 'ana@example.com',
      phoneNumber: '+5511987654321',
      dateOfBirth: '1990-05-17',
      citizenship: 'BR',
      address: { streetOne: 'Rua Augusta 100', city: 'São Paulo', state: 'SP', zipcode: '01304-000', country: 'BR' },
    };
    const { rows } = await service.db.query<{ id: string }>(
      `INSERT INTO beneficiaries (id, integrator_id, integrator_beneficiary_id, type, country, status, kyc_verified, person)
       SELECT gen_random_uuid(), $1::uuid, $2 || n, 'INDIVIDUAL', 'BR', 'CREATED', true, $3::jsonb FROM generate_series(1, 50) AS n RETURNING id`,
      [created.id, name, person],
    );
    return { id: created.id, token, beneficiaryIds: rows.map((row) => row.id) };
  };

  /** The service's event-loop delay since the last scrape of its /metrics (prom-client's default metrics), in ms. */
  const eventLoopDelay = async (): Promise<{ p99: number; max: number }> => {
    const text = await (await fetch(`${service.base}/metrics`)).text();
    const metric = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1]) * 1000;
    return { p99: metric('nodejs_eventloop_lag_p99_seconds'), max: metric('nodejs_eventloop_lag_max_seconds') };
  };

  /**
   * The server's WAL flushes so far (and their time when track_wal_io_timing is on, 0 otherwise), its checkpoints
   * and the buffers they wrote, and its autovacuum runs.
   */
  const serverCounters = async (): Promise<{ count: number; ms: number; checkpoints: number; buffers: number; autovacuums: number }> => {
    const { rows } = await service.db.query<{ count: string; ms: number; checkpoints: string; buffers: string; autovacuums: string }>(
      `SELECT w.wal_sync AS count, w.wal_sync_time AS ms, b.checkpoints_timed + b.checkpoints_req AS checkpoints, b.buffers_checkpoint AS buffers,
              (SELECT sum(autovacuum_count + autoanalyze_count) FROM pg_stat_all_tables) AS autovacuums
         FROM pg_stat_wal w, pg_stat_bgwriter b`,
    );
    const row = rows[0];
    return {
      count: Number(row?.count ?? 0),
      ms: Number(row?.ms ?? 0),
      checkpoints: Number(row?.checkpoints ?? 0),
      buffers: Number(row?.buffers ?? 0),
      autovacuums: Number(row?.autovacuums ?? 0),
    };
  };

  /** A quiet integrator's on-ramps for `seconds`: each create timed, each payment's answer noted for the lag. */
  const drive = (who: Tenant, seconds: number, phase: Phase | undefined) =>
    client.drive(who, QUIET_RATE, seconds, (result) => {
      if (result instanceof Error) {
        if (phase) phase.errors++;
        return;
      }
      phase?.creates.push(result.createMs);
      paidAt.set(result.transferId, { at: result.paidAt, phase });
    });

  const runPhase = async (quiet: Tenant[], noisy: Tenant | undefined): Promise<Phase> => {
    const phase: Phase = { creates: [], lags: [], noisyFlows: 0, errors: 0 };
    const phaseStart = new Date();
    const walBefore = await serverCounters();
    const from = process.hrtime.bigint() / 1000n;
    // prom-client resets its event-loop delay histogram at each scrape: this one starts the phase's.
    await eventLoopDelay();
    const [driven] = await Promise.all([noisy ? driveNoise(noisy, QUIET_RATE * 10, PHASE_S) : undefined, ...quiet.map((who) => drive(who, PHASE_S, phase))]);
    if (driven) {
      phase.noisyFlows = driven.flows;
      phase.errors += driven.errors;
      if (driven.firstError) console.error(`bench: fairness: the noisy integrator's first error: ${driven.firstError}`);
    }
    // The last webhooks of the phase: wait for them (a few seconds at most), then forget the rest.
    for (let i = 0; i < 100 && [...paidAt.values()].some((paid) => paid.phase === phase); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    for (const [id, paid] of paidAt) if (paid.phase === phase) paidAt.delete(id);
    {
      // Where the quiet integrator's lag goes, from the service's own clocks: payment to the final event's commit (the
      // execution job), and that commit to the delivery's attempt (the dispatcher).
      const { rows } = await service.db.query(
        `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY exec_ms) AS exec_p50, percentile_cont(0.99) WITHIN GROUP (ORDER BY exec_ms) AS exec_p99,
                percentile_cont(0.5) WITHIN GROUP (ORDER BY send_ms) AS send_p50, percentile_cont(0.99) WITHIN GROUP (ORDER BY send_ms) AS send_p99
           FROM (SELECT extract(epoch FROM e.created_at - t.funds_received_at) * 1000 AS exec_ms,
                        extract(epoch FROM a.attempted_at - e.created_at) * 1000 AS send_ms
                   FROM transfers t JOIN integrators i ON i.id = t.integrator_id AND i.name LIKE 'quiet%'
                   JOIN events e ON e.resource_id = t.id::text AND e.payload::jsonb->'data'->>'status' = 'SUCCEEDED'
                   JOIN webhook_attempts a ON a.event_id = e.id
                  WHERE t.created_at >= $1) x`,
        [phaseStart],
      );
      const ms = (value: unknown) => round(Number(value), 1);
      const delay = await eventLoopDelay();
      const wal = await serverCounters();
      const flushes = wal.count - walBefore.count;
      const to = process.hrtime.bigint() / 1000n;
      console.error(
        `bench: fairness ${noisy ? 'with the noisy one' : 'alone'}, service side p50/p99: payment to final event ${ms(rows[0]?.exec_p50)}/${ms(rows[0]?.exec_p99)} ms, ` +
          `event to delivery ${ms(rows[0]?.send_p50)}/${ms(rows[0]?.send_p99)} ms; the service's event-loop delay p99 ${ms(delay.p99)} ms, max ${ms(delay.max)} ms; ` +
          `WAL flushes ${round(flushes / PHASE_S, 0)}/s${wal.ms > 0 ? `, ${ms((wal.ms - walBefore.ms) / Math.max(1, flushes))} ms each` : ''}; ` +
          `checkpoints ${wal.checkpoints - walBefore.checkpoints} (${wal.buffers - walBefore.buffers} buffers written), autovacuum and autoanalyze runs ${wal.autovacuums - walBefore.autovacuums} ` +
          `(window ${from}-${to}, in the clock of node --cpu-prof)`,
      );
    }
    return phase;
  };

  try {
    const quiet = await Promise.all(Array.from({ length: QUIET }, (_, k) => tenant(`quiet${k}`)));
    const noisy = await tenant('noisy', noisyCallbackUrl);
    // Warm-up, not counted.
    await Promise.all([drive(quiet[0]!, 3, undefined), driveNoise(noisy, QUIET_RATE * 10, 3)]);
    const pairs: Array<{ alone: Phase; noise: Phase }> = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      // Counterbalanced (alone then noise, noise then alone, ...): anything periodic on the server whose period is a
      // pair's length falls on each kind of phase in turn. In straight order, PostgreSQL's autovacuum (a visit a
      // minute, autovacuum_naptime, against pairs of two 30-second phases) ran in every alone phase and in no noisy one.
      const first = await runPhase(quiet, pair % 2 === 0 ? undefined : noisy);
      const second = await runPhase(quiet, pair % 2 === 0 ? noisy : undefined);
      const [alone, noise] = pair % 2 === 0 ? [first, second] : [second, first];
      pairs.push({ alone, noise });
      console.error(
        `bench: fairness pair ${pair + 1}: create p99 ${round(percentile(alone.creates, 99))} -> ${round(percentile(noise.creates, 99))} ms, ` +
          `webhook lag p99 ${round(percentile(alone.lags, 99))} -> ${round(percentile(noise.lags, 99))} ms (noisy on-ramps ${noise.noisyFlows}, errors ${alone.errors + noise.errors})`,
      );
    }
    const row = (label: string, of: (phase: Phase) => number[]): Result => {
      const ratios = pairs.map(({ alone, noise }) => percentile(of(noise), 99) / percentile(of(alone), 99));
      const median = percentile(ratios, 50);
      const withNoise = pairs.map(({ noise }) => percentile(of(noise), 99));
      const alone = pairs.map(({ alone: a }) => percentile(of(a), 99));
      return {
        scenario: `fairness: quiet integrator's ${label} p99 with a 10x noisy one`,
        throughput: round(QUIET_RATE * QUIET, 0),
        unit: 'quiet on-ramps/s',
        p50Ms: round(
          percentile(
            pairs.flatMap(({ noise }) => of(noise)),
            50,
          ),
        ),
        p99Ms: round(percentile(withNoise, 50)),
        baseline: `same run without the noisy one: p99 ${round(percentile(alone, 50))} ms; ratios ${ratios.map((r) => round(r)).join(', ')} (min ${round(Math.min(...ratios))})`,
        baselineThroughput: null,
        baselineP99Ms: round(percentile(alone, 50)),
        ratio: round(median),
        ratioMin: round(Math.min(...ratios)),
        pairs: ratios.length,
        target: '<= 1.50 (median of pairs)',
        met: median <= 1.5,
      };
    };
    return [row('transfer create', (phase) => phase.creates), row('final webhook lag', (phase) => phase.lags)];
  } finally {
    noise.disconnect();
    await client.close();
    await service.close();
    receiver.close();
  }
}
