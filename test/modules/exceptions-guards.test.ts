// What the code reviews of issue 29 found in the operator's exceptions, each driven by the real service in the sandbox:
// a payout exception opens in the transaction that keeps its job failed and closes itself when the rail reports; a
// payout the rail acknowledged is marked paid with the rail's reference only; a repeated resolution with other
// parameters is 409; an operator's move of a transfer is stamped with the operator, not `system`; and a job whose work
// has a ledger effect (a failed on-ramp's deposit return, booked already) is retried, never dismissed.
//
// A PIX key ending in 0017 makes the sandbox's payout rail time out on every send and every lookup, so the payout's
// fate is unknown (docs/sandbox.md). The sandbox rail has no outage in which it acknowledges a payout and then cannot
// say how it ended; where a test needs one, it writes the acknowledgement the payout protocol would have recorded
// (phase PAYOUT_SENT with the rail's reference) on the parked transfer, which is the state that outage leaves.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { approved, secondApprover } from '../helpers/approvals.ts';
import { ADMIN_TOKEN, type TestApp } from '../helpers/app.ts';
import { startWithReceiver, type ReceivingApp } from '../helpers/beneficiaries.ts';
import { fundedBeneficiary, offRampSimulation } from '../helpers/off-ramp.ts';
import { exceptionOf, type Exception } from '../helpers/ops.ts';
import { createContact, finalPayment, pay as payPayment, paymentIn, simulate as simulatePayment } from '../helpers/payments.ts';
import { approvedBeneficiary, assertTrialBalanceZero, createTransfer, finalTransfer, onRamp, pay } from '../helpers/transfers.ts';
import { until } from '../helpers/wait.ts';

// A resolution that moves money is made under the two-person rule: ADMIN_TOKEN asks, the app's second approver approves.
const resolve = async (t: TestApp, id: string, body: Record<string, unknown>) =>
  approved(t, await t.request('POST', `/v1/admin/exceptions/${id}/resolve`, { token: ADMIN_TOKEN, body }));

describe('exceptions: the guards the reviews asked for', () => {
  let app: ReceivingApp;
  let t: TestApp;
  before(async () => {
    app = await startWithReceiver({ JOB_RETRY_BASE_MS: '1', SANDBOX_SETTLE_DELAY_MS: '50' });
    t = app.t;
  });
  after(() => app.close());

  /** An off-ramp paying a PIX key ending in 0017, parked for an operator: its transfer and its PAYOUT_OUTCOME_UNKNOWN. */
  async function parkedOffRamp(reference: string): Promise<{ transfer: Record<string, any>; exception: Exception }> {
    const { integrator } = app;
    const beneficiary = await fundedBeneficiary(t, integrator, reference, 'BR', '1000.00');
    const put = await t.request('PUT', `/v1/beneficiaries/${beneficiary.id}/localTargetAccount`, {
      token: integrator.token,
      body: { pixKey: '+5511987650017' },
    });
    assert.equal(put.status, 202, put.text);
    await sleep(300);
    const transfer = await createTransfer(t, integrator, (await offRampSimulation(t, integrator, beneficiary.id, '20.00')).id);
    const exception = await exceptionOf(t, 'PAYOUT_OUTCOME_UNKNOWN', transfer.id);
    return { transfer, exception };
  }

  /** What the payout protocol records when the rail acknowledges a payout: phase PAYOUT_SENT and the rail's reference. */
  async function railAcknowledged(transferId: string, railReference: string): Promise<void> {
    const updated = await t.db.query(
      "UPDATE transfers SET phase = 'PAYOUT_SENT', payout_reference = $2 WHERE id = $1 AND phase = 'PAYOUT_STARTED' RETURNING id",
      [transferId, railReference],
    );
    assert.equal(updated.length, 1, 'the parked transfer had claimed its payout');
  }

  const transferRow = async (id: string) =>
    (
      await t.db.query<{ status: string; payout_reference: string | null; last_modified_by: string }>(
        'SELECT status, payout_reference, last_modified_by FROM transfers WHERE id = $1',
        [id],
      )
    )[0]!;

  it('opens PAYOUT_OUTCOME_UNKNOWN in the transaction that keeps the payout job failed', async () => {
    const { transfer, exception } = await parkedOffRamp('parked-together');
    const [job] = await t.db.query<{ failed_at: Date | null }>('SELECT failed_at FROM jobs WHERE unique_key = $1', [`transfer-execution:${transfer.id}`]);
    assert.ok(job?.failed_at, 'the payout job is kept failed');
    const [opened] = await t.db.query<{ created_at: Date }>('SELECT created_at FROM exceptions WHERE id = $1', [exception.id]);
    // now() is the transaction's time: the same instant exactly when both rows were written by one transaction.
    assert.equal(opened!.created_at.toISOString(), job.failed_at.toISOString(), 'the exception and the failed job commit together');
  });

  it("marks an acknowledged payout paid only with the rail's reference, stamps the operator, and refuses a repeat with other parameters", async () => {
    const { integrator } = app;
    const { transfer, exception } = await parkedOffRamp('acknowledged');
    const railReference = `sandbox-payout:SETTLED:${Date.now()}:${transfer.id}`;
    await railAcknowledged(transfer.id, railReference);

    const other = await resolve(t, exception.id, { action: 'mark_paid', reference: 'E00000000202611251200OTHER', note: 'the statement shows a payout' });
    assert.deepEqual([other.status, other.body.code], [409, 'exception.reference_mismatch'], other.text);
    assert.match(other.body.message, new RegExp(`acknowledged this payout as ${railReference}`));
    assert.equal((await transferRow(transfer.id)).status, 'PENDING', 'nothing changed');
    assert.equal((await t.request('GET', `/v1/admin/exceptions/${exception.id}`, { token: ADMIN_TOKEN })).body.status, 'OPEN');

    const note = 'the PSP statement of 25 Nov shows it paid';
    const paid = await resolve(t, exception.id, { action: 'mark_paid', reference: railReference, note });
    assert.equal(paid.status, 200, paid.text);
    const final = await finalTransfer(t, integrator, transfer.id);
    assert.equal(final.status, 'SUCCEEDED');
    assert.equal(final.lastModifiedBy, `operator:${(await secondApprover(t)).id}`, 'the operator who approved marking it paid, not system');
    assert.equal((await transferRow(transfer.id)).payout_reference, railReference);

    const again = await resolve(t, exception.id, { action: 'mark_paid', reference: railReference, note });
    assert.equal(again.status, 200, 'the same resolution again answers the one made');
    assert.deepEqual(again.body.resolution, paid.body.resolution);
    const otherReference = await resolve(t, exception.id, { action: 'mark_paid', reference: 'E00000000202611251200OTHER', note });
    assert.deepEqual([otherReference.status, otherReference.body.code], [409, 'exception.resolution_conflict'], otherReference.text);
    const otherNote = await resolve(t, exception.id, { action: 'mark_paid', reference: railReference, note: 'another note' });
    assert.deepEqual([otherNote.status, otherNote.body.code], [409, 'exception.resolution_conflict'], otherNote.text);
    const resolved = await t.request('GET', `/v1/admin/exceptions/${exception.id}`, { token: ADMIN_TOKEN });
    assert.deepEqual(resolved.body.resolution, paid.body.resolution, 'nothing changed');
    await assertTrialBalanceZero(t);
  });

  it("marks a payment the bank acknowledged paid only with the bank's reference", async () => {
    const { integrator } = app;
    const beneficiary = await approvedBeneficiary(t, integrator, 'payment-acknowledged');
    const funder = await createContact(t, integrator, beneficiary.id);
    assert.equal((await paymentIn(t, integrator, beneficiary.id, funder.id, 100)).status, 200);
    const contact = await createContact(t, integrator, beneficiary.id, { userInfo: { accountNumber: '000123450017' } });
    const payment = (await payPayment(t, integrator, (await simulatePayment(t, integrator, beneficiary.id, 40)).body.simulationId, contact.id)).body;
    const exception = await exceptionOf(t, 'PAYOUT_OUTCOME_UNKNOWN', payment.id);
    // What the payout protocol records when the bank acknowledges a payout: its reference.
    const bankReference = `sandbox:SETTLED:${Date.now()}:${payment.id}`;
    assert.equal(
      (await t.db.query("UPDATE payments SET payout_reference = $2 WHERE id = $1 AND status = 'PENDING' RETURNING id", [payment.id, bankReference])).length,
      1,
    );

    const other = await resolve(t, exception.id, { action: 'mark_paid', reference: 'FED-20261125-0042', note: 'the statement shows it' });
    assert.deepEqual([other.status, other.body.code], [409, 'exception.reference_mismatch'], other.text);
    assert.equal((await t.request('GET', `/v1/payments/${payment.id}`, { token: integrator.token })).body.status, 'PENDING', 'nothing changed');
    const paid = await resolve(t, exception.id, { action: 'mark_paid', reference: bankReference, note: 'the statement shows it' });
    assert.equal(paid.status, 200, paid.text);
    assert.equal((await finalPayment(t, integrator, payment.id)).status, 'COMPLETED');
    await assertTrialBalanceZero(t);
  });

  it('stamps the operator on a transfer an operator failed; a repeat with another note is 409', async () => {
    const { transfer, exception } = await parkedOffRamp('failed-by-operator');
    const failed = await resolve(t, exception.id, { action: 'fail', note: 'the PSP confirmed it never sent it' });
    assert.equal(failed.status, 200, failed.text);
    const repeated = await resolve(t, exception.id, { action: 'fail', note: 'the PSP confirmed it never sent it' });
    assert.equal(repeated.status, 200, 'the same resolution again answers the one made');
    const otherNote = await resolve(t, exception.id, { action: 'fail', note: 'changed the note' });
    assert.deepEqual([otherNote.status, otherNote.body.code], [409, 'exception.resolution_conflict'], otherNote.text);
    const final = await finalTransfer(t, app.integrator, transfer.id);
    assert.deepEqual([final.status, final.lastModifiedBy], ['FAILED', `operator:${(await secondApprover(t)).id}`]);
  });

  it('closes PAYOUT_OUTCOME_UNKNOWN itself when the rail reports how the payout ended', async () => {
    const { transfer, exception } = await parkedOffRamp('rail-reports');
    // The rail acknowledged the payout, and its job runs again (as it does when another worker took it over): asked
    // now, the rail says it settled.
    await railAcknowledged(transfer.id, `sandbox-payout:SETTLED:${Date.now()}:${transfer.id}`);
    await t.db.query('UPDATE jobs SET failed_at = NULL, attempts = 0, run_at = now() WHERE unique_key = $1', [`transfer-execution:${transfer.id}`]);
    const final = await finalTransfer(t, app.integrator, transfer.id);
    assert.deepEqual([final.status, final.lastModifiedBy], ['SUCCEEDED', 'system']);
    const closed = await t.request('GET', `/v1/admin/exceptions/${exception.id}`, { token: ADMIN_TOKEN });
    assert.equal(closed.body.status, 'RESOLVED', 'closed with the settlement, not left for a person');
    assert.deepEqual([closed.body.resolution.actor, closed.body.resolution.action], ['system', 'dismiss']);
    assert.match(closed.body.resolution.outcome, /The rail reported the payout settled/);
    await assertTrialBalanceZero(t);
  });

  it("never dismisses a job with a ledger effect: a failed on-ramp's deposit return, booked already, is retried", async () => {
    const { integrator } = app;
    const beneficiary = await approvedBeneficiary(t, integrator, 'return-stuck');
    const transfer = await onRamp(t, integrator, beneficiary, '100.00');
    // The collection rail refuses this transfer's return (its statement line cannot be written) until the trigger goes.
    await t.db.query(`CREATE OR REPLACE FUNCTION test_refuse_return() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.reference = 'transfer:${transfer.id}' AND NEW.direction = 'OUT' THEN RAISE EXCEPTION 'the rail is down'; END IF; RETURN NEW; END $$`);
    await t.db.query('CREATE TRIGGER test_refuse_return BEFORE INSERT ON sandbox_rail_movements FOR EACH ROW EXECUTE FUNCTION test_refuse_return()');
    try {
      assert.equal((await pay(t, integrator, transfer, '99.00')).status, 200);
      assert.equal((await finalTransfer(t, integrator, transfer.id)).status, 'FAILED');
      const [job] = await t.db.query<{ id: string }>('SELECT id FROM jobs WHERE unique_key = $1', [`deposit-return:${transfer.id}`]);
      assert.ok(job, 'the return job is there');
      const exception = await exceptionOf(t, 'JOB_EXHAUSTED', job.id);
      assert.deepEqual(exception.actions, ['retry'], 'no dismiss is offered');
      const dismissed = await resolve(t, exception.id, { action: 'dismiss', note: 'clearing the queue' });
      assert.deepEqual([dismissed.status, dismissed.body.code], [422, 'exception.action_not_allowed'], dismissed.text);

      // An exception opened before this rule offered dismiss: the resolution refuses it all the same.
      await t.db.query("UPDATE exceptions SET actions = ARRAY['retry', 'dismiss'] WHERE id = $1", [exception.id]);
      const refused = await resolve(t, exception.id, { action: 'dismiss', note: 'clearing the queue' });
      assert.deepEqual([refused.status, refused.body.code], [422, 'exception.action_not_allowed'], refused.text);
      assert.match(refused.body.message, /deposit-return job/);
      assert.equal((await t.db.query('SELECT 1 FROM jobs WHERE id = $1', [job.id])).length, 1, 'the job is kept');

      await t.db.query('DROP TRIGGER test_refuse_return ON sandbox_rail_movements');
      const retried = await resolve(t, exception.id, { action: 'retry', note: 'the rail is back' });
      assert.equal(retried.status, 200, retried.text);
      await until(
        async () =>
          (await t.db.query("SELECT 1 FROM sandbox_rail_movements WHERE reference = $1 AND direction = 'OUT'", [`transfer:${transfer.id}`])).length === 1,
      );
      await assertTrialBalanceZero(t);
    } finally {
      await t.db.query('DROP TRIGGER IF EXISTS test_refuse_return ON sandbox_rail_movements');
      await t.db.query('DROP FUNCTION IF EXISTS test_refuse_return()');
    }
  });
});
