// The headline capacity row: BR on-ramps settled end to end per second for one integrator. Each of IN_FLIGHT clients
// runs on-ramps one after another (closed loop): simulation, transfer, sandbox PIX payment, then waits until the
// transfer's final ON_RAMP webhook has reached the integrator's receiver and both its signatures verified. The service
// runs in a process of its own (api and worker roles, as `npm start` runs them, sandbox settling at once), the
// receiver in another (bench/settled-receiver.ts), the clients in this one. A flow's time runs from its simulation's
// request to the receiver's word that the final event arrived; throughput is the flows finished in a phase over its
// length. Beside it, in interleaved rounds, pgbench's one-row INSERT commit rate on the same durable server. Each round
// also reads the CPU time the service's process and PostgreSQL's processes spent per settled on-ramp (/proc, Linux).
import { fork } from 'node:child_process';
import { cpuMs, interleaved, median, percentile, pgbenchInserts, pgbenchPath, round, serverSettings, startServiceProcess, type Result } from './lib.ts';
import { CPF, OnRampClient, type Tenant } from './onramp-client.ts';
import { createIntegrator } from './lib.ts';
import type { ReceiverMessage } from './settled-receiver.ts';

const IN_FLIGHT = Number(process.env.BENCH_SETTLED_IN_FLIGHT ?? 16);
const PHASE_S = Number(process.env.BENCH_SETTLED_S ?? 15);
const WARMUP_S = 4;
const PGBENCH_S = 5;
const TARGET_PER_SECOND = 150;
const TARGET_P99_MS = 500;

const cpuText = (ms: number | null): string => (ms === null ? 'unknown' : `${round(ms, 1)} ms`);
const medianCpu = (values: (number | null)[]): number | null => (values.some((value) => value === null) ? null : round(median(values as number[]), 2));

interface Phase {
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
  /** CPU time per settled on-ramp, ms: the service's process, and PostgreSQL's processes (null where /proc cannot tell). */
  serviceCpuMs: number | null;
  databaseCpuMs: number | null;
}

export async function settledScenarios(serverUrl: string): Promise<Result[]> {
  const receiver = fork(new URL('./settled-receiver.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const finals = new Map<string, (status: string) => void>();
  /** Final events that came before their flow asked for them (the payment's answer and the webhook can race). */
  const early = new Map<string, string>();
  let forged = 0;
  const ready = new Promise<string>((resolve, reject) => {
    receiver.on('message', (message: ReceiverMessage) => {
      if (message.kind === 'ready') resolve(message.url);
      else if (message.kind === 'forged') forged++;
      else {
        const waiting = finals.get(message.transferId);
        if (waiting) {
          finals.delete(message.transferId);
          waiting(message.status);
        } else early.set(message.transferId, message.status);
      }
    });
    receiver.once('exit', (code) => reject(new Error(`the receiver exited (${code})`)));
  });
  const callbackUrl = await ready;
  const service = await startServiceProcess(serverUrl, { SANDBOX_SETTLE_DELAY_MS: '0', RATE_LIMIT_RPS: '1000000' });
  const client = new OnRampClient(service.base);
  try {
    const settings = await serverSettings(serverUrl);
    const integrator = await createIntegrator(service.base, { name: 'bench-settled', callbackUrl });
    receiver.send({ kind: 'secret', secret: integrator.webhookSecret });
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
       SELECT gen_random_uuid(), $1::uuid, 'settled-' || n, 'INDIVIDUAL', 'BR', 'CREATED', true, $2::jsonb FROM generate_series(1, 100) AS n RETURNING id`,
      [integrator.id, person],
    );
    const tenant: Tenant = { id: integrator.id, token: integrator.token, beneficiaryIds: rows.map((row) => row.id) };

    const finalOf = (transferId: string) =>
      new Promise<string>((resolve) => {
        const status = early.get(transferId);
        if (status !== undefined) {
          early.delete(transferId);
          resolve(status);
        } else finals.set(transferId, resolve);
      });
    /**
     * Where a flow's time went, from the service's own clocks (each a transaction's start or the event's write): the
     * transfer's create to its payment, the payment to the start of the execution job's transaction (the compliance
     * gate's decision: the settlement delay, the claim and the latest price), that transaction to the final event, and
     * the event to its delivery's attempt (the dispatcher).
     */
    const breakdown = async (since: Date) => {
      const {
        rows: [row],
      } = await service.db.query(
        `SELECT ${['pay_ms', 'claim_ms', 'exec_ms', 'send_ms']
          .map((c) => `percentile_cont(0.5) WITHIN GROUP (ORDER BY ${c}) AS ${c}_50, percentile_cont(0.99) WITHIN GROUP (ORDER BY ${c}) AS ${c}_99`)
          .join(', ')}
           FROM (SELECT extract(epoch FROM t.funds_received_at - t.created_at) * 1000 AS pay_ms,
                        extract(epoch FROM d.created_at - t.funds_received_at) * 1000 AS claim_ms,
                        extract(epoch FROM e.created_at - d.created_at) * 1000 AS exec_ms,
                        extract(epoch FROM a.attempted_at - e.created_at) * 1000 AS send_ms
                   FROM transfers t
                   JOIN events e ON e.resource_id = t.id::text AND e.operation = 'ON_RAMP' AND e.payload::jsonb->'data'->>'status' = 'SUCCEEDED'
                   JOIN webhook_attempts a ON a.event_id = e.id
                   JOIN compliance_decisions d ON d.resource_id = t.id AND d.stage = 'RELEASE'
                  WHERE t.created_at >= $1) x`,
        [since],
      );
      const ms = (key: string) => round(Number(row?.[key]), 1);
      console.error(
        `bench: settled on-ramps, service side p50/p99 ms: create to payment ${ms('pay_ms_50')}/${ms('pay_ms_99')}, ` +
          `payment to the execution job's gate ${ms('claim_ms_50')}/${ms('claim_ms_99')}, the gate to the final event ${ms('exec_ms_50')}/${ms('exec_ms_99')}, ` +
          `event to delivery ${ms('send_ms_50')}/${ms('send_ms_99')}`,
      );
    };
    let next = 0;
    /** IN_FLIGHT clients for `seconds`, each flow to its final webhook; flows still running at the end are waited for, not counted. */
    const phase = async (seconds: number): Promise<Phase> => {
      const durations: number[] = [];
      let failed = 0;
      const started = performance.now();
      const end = started + seconds * 1000;
      const cpuBefore = { service: cpuMs(service.pid), database: cpuMs('postgres') };
      let firstError: string | undefined;
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          while (performance.now() < end) {
            const t0 = performance.now();
            try {
              const flow = await client.flow(tenant, next++);
              const status = await finalOf(flow.transferId);
              if (status !== 'SUCCEEDED') throw new Error(`transfer ${flow.transferId} ended ${status}`);
              if (performance.now() <= end) durations.push(performance.now() - t0);
            } catch (error) {
              failed++;
              firstError ??= String(error);
            }
          }
        }),
      );
      // Read before the flows still running at the end are waited for: their work is in the next phase's count.
      const cpuAfter = { service: cpuMs(service.pid), database: cpuMs('postgres') };
      const perFlow = (key: 'service' | 'database') => {
        const [before, after] = [cpuBefore[key], cpuAfter[key]];
        return before === null || after === null || durations.length === 0 ? null : (after - before) / durations.length;
      };
      if (firstError) console.error(`bench: settled on-ramps: ${failed} failed, the first: ${firstError}`);
      await breakdown(new Date(Date.now() - (performance.now() - started)));
      return {
        perSecond: durations.length / seconds,
        p50: percentile(durations, 50),
        p99: percentile(durations, 99),
        failed,
        serviceCpuMs: perFlow('service'),
        databaseCpuMs: perFlow('database'),
      };
    };
    await phase(WARMUP_S);
    const pgbench = pgbenchPath() !== null;
    const runs = await interleaved({
      settled: () => phase(PHASE_S),
      pgbench: async (): Promise<Phase> => ({
        perSecond: pgbench ? await pgbenchInserts(serverUrl, IN_FLIGHT, PGBENCH_S) : NaN,
        p50: NaN,
        p99: NaN,
        failed: 0,
        serviceCpuMs: null,
        databaseCpuMs: null,
      }),
    });
    for (const [i, run] of runs.settled.entries()) {
      console.error(
        `bench: settled on-ramps round ${i + 1}: ${round(run.perSecond, 1)}/s, p50 ${round(run.p50)} ms, p99 ${round(run.p99)} ms; ` +
          `CPU per on-ramp: service ${cpuText(run.serviceCpuMs)}, PostgreSQL ${cpuText(run.databaseCpuMs)}; pgbench ${round(runs.pgbench[i]!.perSecond, 0)} TPS`,
      );
    }
    const perSecond = median(runs.settled.map((run) => run.perSecond));
    const p99 = median(runs.settled.map((run) => run.p99));
    const failed = runs.settled.reduce((sum, run) => sum + run.failed, 0);
    const pgbenchTps = median(runs.pgbench.map((run) => run.perSecond));
    return [
      {
        scenario: `BR on-ramps settled end to end (simulation, transfer, sandbox PIX, final webhook verified), ${IN_FLIGHT} in flight`,
        throughput: round(perSecond, 1),
        unit: 'on-ramps/s',
        p50Ms: round(median(runs.settled.map((run) => run.p50))),
        p99Ms: round(p99),
        baseline: `pgbench: one-row INSERT per transaction, ${IN_FLIGHT} clients, same server (fsync=${settings.fsync}, synchronous_commit=${settings.synchronous_commit})`,
        baselineThroughput: pgbench ? round(pgbenchTps, 0) : null,
        baselineUnit: 'TPS',
        ratio: pgbench ? round(perSecond / pgbenchTps, 4) : null,
        pairs: runs.settled.length,
        target: `>= ${TARGET_PER_SECOND}/s and p99 <= ${TARGET_P99_MS} ms (medians of rounds)`,
        met: perSecond >= TARGET_PER_SECOND && p99 <= TARGET_P99_MS && failed === 0 && forged === 0,
        cpuMsPerUnit: { service: medianCpu(runs.settled.map((run) => run.serviceCpuMs)), postgres: medianCpu(runs.settled.map((run) => run.databaseCpuMs)) },
      },
    ];
  } finally {
    await client.close();
    await service.close();
    receiver.disconnect();
  }
}
