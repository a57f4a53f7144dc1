// Provider balances in the reconciliation run (issue 33, item 1), in the sandbox (each sandbox rail's balance is its own
// record): after a BR on-ramp is paid, the PIX collection account's balance equals the books' and is MATCHED; money the
// rail holds and the books do not (a line written at the COP collection rail only) is a difference: DIFFERS, with an
// exception RECONCILIATION_MISMATCH that names both figures; the run's answer lists every provider account.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ADMIN_TOKEN, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { startWithReceiver, type ReceivingApp } from '../helpers/beneficiaries.ts';
import { approvedBeneficiary, finalTransfer, onRamp, pay } from '../helpers/transfers.ts';

describe('provider balances in the reconciliation run', () => {
  let running: ReceivingApp;
  let t: TestApp;
  let integrator: TestIntegrator;
  before(async () => {
    running = await startWithReceiver({ SANDBOX_SETTLE_DELAY_MS: '0' });
    ({ t, integrator } = running);
  });
  after(() => running?.close());

  it('shows a matching balance as MATCHED and a difference as a break', async () => {
    const beneficiary = await approvedBeneficiary(t, integrator, 'balances-1', 'BR');
    const transfer = await onRamp(t, integrator, beneficiary, '1000.00');
    assert.equal((await pay(t, integrator, transfer)).status, 200);
    assert.equal((await finalTransfer(t, integrator, transfer.id)).status, 'SUCCEEDED');
    // 250000.50 COP at the COP collection rail that the books never saw.
    await t.db.query(
      `INSERT INTO sandbox_rail_movements (id, rail_account, reference, direction, amount, currency, occurred_at)
       VALUES ($1, 'cop-collection', 'copin:unbooked', 'IN', 250000.50, 'COP', now() - interval '1 second')`,
      [randomUUID()],
    );
    const now = new Date();
    const run = await t.request('POST', '/v1/admin/reconciliation/runs', {
      token: ADMIN_TOKEN,
      body: { from: new Date(now.getTime() - 3600_000).toISOString(), to: now.toISOString() },
    });
    assert.equal(run.status, 201, run.text);
    const balances = Object.fromEntries(run.body.balances.map((b: any) => [b.railAccounts.join('+'), b]));
    assert.deepEqual(Object.keys(balances), ['pix-collection', 'cop-collection', 'br-payouts', 'co-payouts', 'usd-bank', 'chain']);
    const pix = balances['pix-collection'];
    assert.equal(pix.outcome, 'MATCHED', JSON.stringify(pix));
    assert.equal(pix.books, '1000.00');
    assert.equal(Number(pix.provider.amount).toFixed(2), '1000.00');
    assert.equal(Number(pix.difference), 0);
    assert.equal(pix.exceptionId, null);
    const cop = balances['cop-collection'];
    assert.equal(cop.outcome, 'DIFFERS', JSON.stringify(cop));
    assert.equal(cop.books, '0.00');
    assert.equal(Number(cop.difference).toFixed(2), '250000.50');
    assert.ok(cop.exceptionId);
    const exception = await t.request('GET', `/v1/admin/exceptions/${cop.exceptionId}`, { token: ADMIN_TOKEN });
    assert.equal(exception.status, 200, exception.text);
    assert.equal(exception.body.kind, 'RECONCILIATION_MISMATCH');
    assert.match(exception.body.reason, /250000\.5 COP/);
    assert.equal(balances['usd-bank'].outcome, 'MATCHED');
    // Read back, the run says the same.
    const read = await t.request('GET', `/v1/admin/reconciliation/runs/${run.body.id}`, { token: ADMIN_TOKEN });
    assert.deepEqual(read.body.balances, run.body.balances);
  });
});
