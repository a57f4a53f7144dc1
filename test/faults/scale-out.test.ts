// Scale-out: two `api` and two `worker` processes on one database, and 500 concurrent on-ramps spread over both api
// processes. Each transfer is created by posting its simulation to BOTH api processes at once: exactly one of the two
// makes the transfer. Every transfer settles on one of the workers, each event is delivered (exactly the expected
// set, each at least once, one payload per webhook-id), the trial balance is zero and the ledger matches.
// Test pass: PostgreSQL only (heavy end-to-end: four processes on one server)
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { VALID_CPFS } from '../helpers/beneficiaries.ts';
import { approvedBeneficiary } from '../helpers/transfers.ts';
import { call, checkBooks, eventually, remoteApp, SKIP_WITHOUT_POSTGRES, stage, startService, waitDelivered, type Service } from '../helpers/faults.ts';
import { startReceiver } from '../helpers/receiver.ts';

const FLOWS = 500;
const BENEFICIARIES = 20;

describe('two api and two worker processes on one database', { skip: SKIP_WITHOUT_POSTGRES }, () => {
  const cleanups: Array<() => unknown> = [];
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('makes one transfer per simulation, settles each once, and delivers each event', async (context) => {
    const storage = await stage('scale-out');
    cleanups.push(() => storage.cleanup());
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    const env = {
      ...storage.env,
      RATE_LIMIT_RPS: '100000',
      SANDBOX_SETTLE_DELAY_MS: '200',
      // Generous: on a loaded 2-core machine the receiver, in this busy test process, may accept connections late. A
      // time-out only means the event is sent again, which the test allows (at least once, one payload per webhook-id).
      WEBHOOK_RETRY_SCHEDULE: '1,1,2,2,3,3,5,5,5,5',
      WEBHOOK_TIMEOUT_MS: '15000',
    };
    // The first process applies the migrations; the others start together on the migrated database.
    const services: Service[] = [await startService(env, 'api')];
    cleanups.push(() => Promise.all(services.map((service) => service.child.stop('SIGKILL'))));
    services.push(...(await Promise.all([startService(env, 'api'), startService(env, 'worker'), startService(env, 'worker')])));
    const apis = services.filter((service) => service.role === 'api');
    assert.equal(apis.length, 2);

    try {
      const t = remoteApp(apis[0]!.base, storage.db);
      const integrator = await t.createIntegrator({ callbackUrl: receiver.url });
      receiver.secrets.push(integrator.webhookSecret);
      const token = integrator.token;
      const beneficiaries = await Promise.all(
        Array.from({ length: BENEFICIARIES }, (_, i) =>
          approvedBeneficiary(remoteApp(apis[i % 2]!.base, storage.db), integrator, `scale-${i}`, i % 2 ? 'CO' : 'BR'),
        ),
      );

      const flows = Array.from({ length: FLOWS }, (_, index) => ({ index, beneficiary: beneficiaries[index % BENEFICIARIES]! }));
      // All 500 at once: up to 1,000 requests open, half on each api process.
      const outcomes = await Promise.all(
        flows.map(async ({ index, beneficiary }) => {
          const br = beneficiary.country === 'BR';
          const here = apis[index % 2]!.base;
          const there = apis[(index + 1) % 2]!.base;
          const amount = { currencyCode: br ? 'BRL' : 'COP', value: br ? (20 + index).toFixed(2) : (40_000 + index * 100).toFixed(2) };
          const simulation = await call(here, 'POST', '/v1/transfers/simulations', { token, body: { amount, beneficiaryId: beneficiary.id, type: 'ON_RAMP' } });
          assert.equal(simulation.status, 201, simulation.text);

          // The same simulation to both api processes at once: one transfer, and the other answer is 412.
          const body = { simulationId: simulation.body.id, beneficiaryIp: '203.0.113.7' };
          const answers = await Promise.all(apis.map((api) => call(api.base, 'POST', '/v1/transfers', { token, body })));
          const made = answers.filter((answer) => answer.status === 201);
          const refused = answers.filter((answer) => answer.status !== 201);
          assert.equal(
            made.length,
            1,
            `simulation ${simulation.body.id}: ${made.length} transfers made by two concurrent requests: ${answers.map((a) => `${a.status} ${a.text}`).join(' | ')}`,
          );
          assert.equal(refused[0]!.status, 412, refused[0]!.text);
          assert.equal(refused[0]!.body.code, 'simulation.is_already_executed', refused[0]!.text);
          const transfer = made[0]!.body;

          const paid = br
            ? await call(there, 'POST', '/v1/transfers/sandbox/pix', { token, body: { document: VALID_CPFS[0], simulationId: transfer.simulationId } })
            : await call(there, 'POST', '/v1/transfers/sandbox/bank-deposit', { token, body: { simulationId: transfer.simulationId } });
          assert.equal(paid.status, 200, paid.text);
          return { simulationId: simulation.body.id as string, transferId: transfer.id as string };
        }),
      );

      // Each transfer settles on one of the workers.
      await eventually(
        async () => {
          const pending = await call(apis[1]!.base, 'GET', '/v1/transfers?filterEq=status:PENDING&size=1', { token });
          assert.equal(pending.status, 200, pending.text);
          return pending.body.totalElements === 0 ? true : undefined;
        },
        60_000,
        async () =>
          `transfers still PENDING: ${JSON.stringify(await storage.db.query(`SELECT id, received_value FROM transfers WHERE status = 'PENDING' LIMIT 10`))}`,
      );

      // One transfer per simulation, and no other; each SUCCEEDED, read through either api process.
      const transfers = await storage.db.query<{ id: string; simulation_id: string; status: string }>(
        'SELECT id, simulation_id, status FROM transfers WHERE integrator_id = $1',
        [integrator.id],
      );
      assert.equal(transfers.length, FLOWS, 'transfers other than one per simulation');
      const bySimulation = new Map(transfers.map((row) => [row.simulation_id, row]));
      for (const [index, outcome] of outcomes.entries()) {
        assert.equal(bySimulation.get(outcome.simulationId)?.id, outcome.transferId, `simulation ${outcome.simulationId}`);
        const read = await call(apis[index % 2]!.base, 'GET', `/v1/transfers/${outcome.transferId}`, { token });
        assert.equal(read.body.status, 'SUCCEEDED', read.text);
      }

      // The books, and exactly one final event per transfer.
      const books = await checkBooks(t, integrator);

      // Exactly the expected events, each delivered at least once, one payload per webhook-id.
      const events = await storage.db.query<{ id: string; payload: string; operation: string; resource_id: string }>(
        'SELECT id, payload, operation, resource_id FROM events WHERE integrator_id = $1',
        [integrator.id],
      );
      await waitDelivered(receiver, storage.db, new Map(events.map((event) => [event.id, event.payload])), 60_000);
      const receivedIds = new Set(receiver.received.map((entry) => String(entry.headers['webhook-id'])));
      assert.deepEqual(receivedIds, new Set(events.map((event) => event.id)), 'callbacks for events that were not stored');
      const onRamps = receiver.received.filter((entry) => entry.body?.operation === 'ON_RAMP');
      assert.deepEqual(new Set(onRamps.map((entry) => entry.body.resourceId)), new Set(outcomes.map((outcome) => outcome.transferId)));
      assert.deepEqual(
        new Set(onRamps.map((entry) => String(entry.headers['webhook-id']))),
        new Set([...books.finalEvents.values()].map((event) => event.eventId)),
      );
      for (const entry of onRamps) assert.equal(entry.body.success, true, entry.raw.toString());
      const kinds = new Map<string, number>();
      for (const event of events) kinds.set(event.operation, (kinds.get(event.operation) ?? 0) + 1);
      // Each beneficiary: its verification steps, their result, its approval; each flow: one ON_RAMP. Nothing else.
      assert.deepEqual(Object.fromEntries(kinds), { BENEFICIARY_KYC: 2 * BENEFICIARIES, BENEFICIARY_APPROVED: BENEFICIARIES, ON_RAMP: FLOWS });
      context.diagnostic(
        `${FLOWS} flows over ${apis.length} api and 2 worker processes; events ${JSON.stringify(Object.fromEntries(kinds))}; ` +
          `${receiver.received.length} callbacks for ${events.length} events (${receiver.received.length - receivedIds.size} sent again)`,
      );
      for (const service of services) assert.equal(await service.child.stop('SIGTERM'), 0, `${service.role} on ${service.port} did not drain`);
    } catch (error) {
      for (const service of services)
        process.stderr.write(`--- output of the ${service.role} process on ${service.port}:\n${service.child.output().slice(-3000)}\n`);
      throw error;
    }
  });
});
