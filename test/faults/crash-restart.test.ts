// The service killed with SIGKILL in the middle of 200 concurrent on-ramps and off-ramps, then restarted on the same
// database: every transfer reaches a final state, nothing is credited or debited twice, the books balance, and every
// event is delivered, each webhook-id with one payload. The load is an integrator's: every POST carries an
// Idempotency-Key, and a request that got no answer (the process died under it) is sent again with the same key once
// the service is back, since it may or may not have been applied: a create or a payment retried so is answered as it
// was first (201, 200), never with a conflict with its own change. Transfers still awaiting their funds after the
// restart are paid or cancelled by the integrator; the worker finishes the rest by itself.
// Test pass: PostgreSQL only (heavy end-to-end: SIGKILL under load)
import assert from 'node:assert/strict';
import { randomBytes, randomInt } from 'node:crypto';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestResponse } from '../helpers/app.ts';
import { VALID_CPFS } from '../helpers/beneficiaries.ts';
import {
  call,
  checkBooks,
  eventually,
  NoAnswer,
  remoteApp,
  SKIP_WITHOUT_POSTGRES,
  stage,
  startService,
  waitDelivered,
  type Service,
} from '../helpers/faults.ts';
import { fundedBeneficiary } from '../helpers/off-ramp.ts';
import { startReceiver } from '../helpers/receiver.ts';

const FLOWS = 200;
const BENEFICIARIES = 20;

interface Flow {
  index: number;
  type: 'ON_RAMP' | 'OFF_RAMP';
  beneficiary: Record<string, any>;
  /** ON_RAMP: paid, paid with the wrong amount, or (when it reaches its payment after the crash) cancelled. */
  plan: 'pay' | 'wrong-amount' | 'cancel' | 'payout';
  simulationId?: string;
  transferId?: string;
  /** Steps with a request that got no answer. */
  noAnswer: Set<string>;
  /** A retry was answered with what its first request had done (its answer lost with the process), or refused a cancel. */
  applied: string[];
  /** The request it is waiting for, if any (for the report of what the kill interrupted). */
  sending?: string;
}

describe('a SIGKILL in the middle of transfers', { skip: SKIP_WITHOUT_POSTGRES }, () => {
  const cleanups: Array<() => unknown> = [];
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('finishes every transfer after a restart, with nothing credited, debited or told twice', async (context) => {
    const storage = await stage('crash');
    cleanups.push(() => storage.cleanup());
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    // A receiver that takes a moment to answer, as real ones do: deliveries are on the wire when the process dies.
    receiver.fallback = { status: 200, delayMs: 100 };
    const env = {
      ...storage.env,
      RATE_LIMIT_RPS: '100000',
      SANDBOX_SETTLE_DELAY_MS: '500',
      WEBHOOK_RETRY_SCHEDULE: '1,1,1,2,2,2,3,3,3,5,5,5,5,5',
      WEBHOOK_TIMEOUT_MS: '3000',
    };
    let service: Service = await startService(env, 'all');
    cleanups.push(() => service.child.stop('SIGKILL'));
    const t = remoteApp(() => service.base, storage.db);
    const integrator = await t.createIntegrator({ callbackUrl: receiver.url });
    receiver.secrets.push(integrator.webhookSecret);
    const token = integrator.token;

    // Beneficiaries of both countries with a validated payout account and USDC from a settled on-ramp each.
    const beneficiaries = await Promise.all(
      Array.from({ length: BENEFICIARIES }, (_, i) => fundedBeneficiary(t, integrator, `crash-${i}`, i % 2 ? 'CO' : 'BR', i % 2 ? '3000000.00' : '5000.00')),
    );

    // The crash: SIGKILL once `killAt` on-ramps of the load are paid (by then transfers are being created, paid,
    // settled and paid out, and events sent, all at once), and a new process on the same port at once.
    const killAt = randomInt(15, 45);
    let down: Promise<void> | undefined;
    let killed = false;
    let paidCount = 0;
    /** Creates retried after no answer and answered with the transfer their first request made. */
    let recoveredCreates = 0;
    let crashed: Promise<void> | undefined;
    let killedAt = 0;
    let restartedAt = 0;
    let pendingAtRestart = 0;
    let inFlightAtKill = 0;
    const crash = async () => {
      let up!: () => void;
      down = new Promise((resolve) => (up = resolve));
      killed = true;
      killedAt = Date.now();
      inFlightAtKill = flows.filter((flow) => flow.sending).length;
      assert.equal(await service.child.stop('SIGKILL'), 'SIGKILL');
      service = await startService(env, 'all', service.port);
      restartedAt = Date.now();
      const [row] = await storage.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM transfers WHERE status = 'PENDING'`);
      pendingAtRestart = row!.n;
      down = undefined;
      up();
    };

    const noAnswers: string[] = [];
    /** Sends until an answer comes: after no answer, again with the same key once the service is back. */
    const persist = async (flow: Flow, step: string, send: () => Promise<TestResponse>): Promise<TestResponse> => {
      const deadline = Date.now() + 150_000;
      for (;;) {
        assert.ok(Date.now() < deadline, `flow ${flow.index}: ${step} got no final answer in 150 s`);
        try {
          flow.sending = step;
          const answer = await send().finally(() => (flow.sending = undefined));
          // Still running elsewhere, or the first attempt's claim is held by the dead process until its lease ends.
          if ((answer.status === 409 && answer.body?.code === 'idempotency.in_progress') || answer.status === 503 || answer.status === 429) {
            await sleep(500);
            continue;
          }
          return answer;
        } catch (error) {
          if (!(error instanceof NoAnswer)) throw error;
          flow.noAnswer.add(step);
          noAnswers.push(`${flow.index}:${step}`);
          if (down) await down;
          else await sleep(100);
        }
      }
    };

    const run = randomBytes(4).toString('hex');
    const post = (flow: Flow, step: string, route: string, body?: unknown) =>
      persist(flow, step, () => call(service.base, 'POST', route, { token, key: `${run}:${flow.index}:${step}`, body }));

    const flows: Flow[] = Array.from({ length: FLOWS }, (_, index) => {
      const type = index % 2 === 0 ? 'ON_RAMP' : 'OFF_RAMP';
      return {
        index,
        type,
        beneficiary: beneficiaries[Math.floor(index / 2) % BENEFICIARIES]!,
        plan: type === 'OFF_RAMP' ? 'payout' : index % 10 === 4 ? 'wrong-amount' : 'pay',
        noAnswer: new Set(),
        applied: [],
      };
    });

    const runFlow = async (flow: Flow): Promise<void> => {
      const { beneficiary, index } = flow;
      const br = beneficiary.country === 'BR';
      const amount =
        flow.type === 'OFF_RAMP'
          ? { currencyCode: 'USDC', value: (5 + (index % 23) + 0.37).toFixed(2) }
          : { currencyCode: br ? 'BRL' : 'COP', value: br ? (50 + index).toFixed(2) : (60_000 + index * 100).toFixed(2) };
      const simulation = await post(flow, 'simulate', '/v1/transfers/simulations', { amount, beneficiaryId: beneficiary.id, type: flow.type });
      assert.equal(simulation.status, 201, `flow ${index} simulation: ${simulation.text}`);
      flow.simulationId = simulation.body.id;

      const transfer = await post(flow, 'create', '/v1/transfers', { simulationId: flow.simulationId, beneficiaryIp: '203.0.113.7' });
      // A create whose answer died with the process is answered, retried with its Idempotency-Key, with the transfer it
      // made (never 412 simulation.is_already_executed from its own change).
      assert.equal(transfer.status, 201, `flow ${index} transfer: ${transfer.status} ${transfer.text}`);
      if (flow.noAnswer.has('create') && transfer.headers.get('idempotent-replayed') === 'true') recoveredCreates++;
      flow.transferId = transfer.body.id;
      if (flow.type === 'OFF_RAMP') return;

      // Reaching its payment after the crash, one on-ramp in three is cancelled instead: the integrator's call.
      if (flow.plan === 'pay' && killed && index % 3 === 0) {
        flow.plan = 'cancel';
        const cancelled = await post(flow, 'cancel', `/v1/transfers/${flow.transferId}/cancel`);
        if (cancelled.status !== 200) {
          assert.equal(cancelled.body?.code, 'transfer.not_cancellable', `flow ${index} cancel: ${cancelled.status} ${cancelled.text}`);
          assert.ok(flow.noAnswer.has('cancel'), `flow ${index}: cancel refused without an earlier unanswered request: ${cancelled.text}`);
          flow.applied.push('cancel');
        }
        return;
      }
      const wrong = flow.plan === 'wrong-amount' ? { amount: (Number(amount.value) - 1).toFixed(2) } : {};
      const paid = br
        ? await post(flow, 'pay', '/v1/transfers/sandbox/pix', { document: VALID_CPFS[0], simulationId: flow.simulationId, ...wrong })
        : await post(flow, 'pay', '/v1/transfers/sandbox/bank-deposit', { simulationId: flow.simulationId, ...wrong });
      // A payment whose answer died with the process is answered, retried, with what it did (never 409 already paid).
      assert.equal(paid.status, 200, `flow ${index} payment: ${paid.status} ${paid.text}`);
      if (flow.noAnswer.has('pay') && paid.headers.get('idempotent-replayed') === 'true') flow.applied.push('pay');
      if (++paidCount === killAt) crashed = crash();
    };

    const startedAt = Date.now();
    try {
      await Promise.all(flows.map(runFlow));
      assert.ok(crashed, `the crash never happened (${paidCount} on-ramps paid, kill at ${killAt})`);
      await crashed;
      assert.ok(pendingAtRestart > 0, 'no transfer was PENDING at the restart: the kill did not land in the middle of the work');

      // The worker finishes what is left: jobs and deliveries claimed by the dead process come back when their leases end.
      await eventually(
        async () => {
          const pending = await call(service.base, 'GET', '/v1/transfers?filterEq=status:PENDING&size=100', { token });
          assert.equal(pending.status, 200, pending.text);
          return pending.body.totalElements === 0 ? true : undefined;
        },
        150_000,
        async () => {
          const rows = await storage.db.query(
            `SELECT id, type, received_value, payout_started_at, payout_reference FROM transfers WHERE status = 'PENDING' LIMIT 10`,
          );
          const jobs = await storage.db.query(
            `SELECT kind, payload, run_at, locked_until, attempts, last_error FROM jobs WHERE kind LIKE 'transfer%' LIMIT 10`,
          );
          return `transfers still PENDING after the restart (the worker did not finish them): ${JSON.stringify(rows)}; jobs: ${JSON.stringify(jobs)}`;
        },
        500,
      );
      const finishedAt = Date.now();

      // Each flow's transfer ended where its plan says; one transfer per flow, and no other.
      for (const flow of flows) {
        const read = await call(service.base, 'GET', `/v1/transfers/${flow.transferId}`, { token });
        assert.equal(read.status, 200, read.text);
        assert.equal(read.body.simulationId, flow.simulationId);
        const expected =
          flow.plan === 'pay'
            ? 'SUCCEEDED'
            : flow.plan === 'wrong-amount'
              ? 'FAILED'
              : flow.plan === 'cancel'
                ? 'CANCELLED'
                : read.body.to.value.endsWith('.13')
                  ? 'FAILED'
                  : 'SUCCEEDED';
        assert.equal(read.body.status, expected, `flow ${flow.index} (${flow.type}, ${flow.plan}): ${read.text}`);
      }
      const all = await storage.db.query<{ simulation_id: string }>('SELECT simulation_id FROM transfers WHERE integrator_id = $1', [integrator.id]);
      assert.equal(all.length, FLOWS + BENEFICIARIES, 'transfers other than one per flow and one per funding on-ramp');
      const simulations = new Set(all.map((row) => row.simulation_id));
      for (const flow of flows) assert.ok(simulations.has(flow.simulationId!), `flow ${flow.index} has no transfer`);

      const failedJobs = await storage.db.query(`SELECT kind, payload, last_error FROM jobs WHERE failed_at IS NOT NULL`);
      assert.deepEqual(failedJobs, [], 'jobs failed for good');

      // The books: every posting once, balances as the final states say, trial balance zero, one event per final state.
      await checkBooks(t, integrator);

      // Every event of the integrator (the transfers' final states and the beneficiaries' own) arrives, one payload each.
      const events = await storage.db.query<{ id: string; payload: string }>('SELECT id, payload FROM events WHERE integrator_id = $1', [integrator.id]);
      await waitDelivered(receiver, storage.db, new Map(events.map((event) => [event.id, event.payload])), 60_000);

      const applied = flows.flatMap((flow) => flow.applied.map((step) => `${flow.index}:${step}`));
      context.diagnostic(
        `kill after ${killAt} payments (${((killedAt - startedAt) / 1000).toFixed(1)} s into the load); restart took ${((restartedAt - killedAt) / 1000).toFixed(1)} s; ` +
          `${pendingAtRestart} transfers PENDING at the restart, all final ${((finishedAt - restartedAt) / 1000).toFixed(1)} s later; ` +
          `${inFlightAtKill} requests in flight at the kill, ${noAnswers.length} got no answer (${noAnswers.join(' ')}); retries that found them applied: ${applied.join(' ') || 'none'}; ` +
          `creates answered with the transfer their first request made: ${recoveredCreates}; ` +
          `cancelled after the crash: ${flows.filter((flow) => flow.plan === 'cancel').length}; ${receiver.received.length} callbacks for ${events.length} events`,
      );
    } catch (error) {
      process.stderr.write(`--- output of the service process:\n${service.child.output().slice(-4000)}\n`);
      throw error;
    }
    assert.equal(await service.child.stop('SIGTERM'), 0);
  });
});
