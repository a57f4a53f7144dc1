// Liquidity accounts (issue 33, item 1) end to end over HTTP, with LIQUIDITY_CHECK=enforce as production has it: every
// rail account has its ledger account, minimum and target; a release of USDC and a payout that would take their account
// below its minimum are held (an exception LIQUIDITY_SHORT, the low-liquidity audit entry and gauge) and sent once a
// refill recorded under the two-person rule brings the account up; the trial balance is 0.00 throughout.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { ADMIN_TOKEN, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { startWithReceiver, type ReceivingApp } from '../helpers/beneficiaries.ts';
import { approved } from '../helpers/approvals.ts';
import { offRampSimulation, validTargetAccount } from '../helpers/off-ramp.ts';
import { approvedBeneficiary, assertTrialBalanceZero, createTransfer, finalTransfer, onRamp, pay } from '../helpers/transfers.ts';

async function accounts(t: TestApp): Promise<Record<string, any>> {
  const response = await t.request('GET', '/v1/admin/liquidity-accounts', { token: ADMIN_TOKEN });
  assert.equal(response.status, 200, response.text);
  return Object.fromEntries(response.body.data.map((account: any) => [account.railAccount, account]));
}

/** Waits for the transfer's open LIQUIDITY_SHORT exception (its execution job held it). */
async function heldException(t: TestApp, transferId: string): Promise<Record<string, any>> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [row] = await t.db.query<Record<string, any>>(`SELECT * FROM exceptions WHERE kind = 'LIQUIDITY_SHORT' AND resource_id = $1 AND status = 'OPEN'`, [
      transferId,
    ]);
    if (row) return row;
    if (Date.now() > deadline) assert.fail(`transfer ${transferId} was not held`);
    await sleep(25);
  }
}

/** The transfer, read by its integrator, after a moment in which a sent payout would have settled. */
async function stillPending(t: TestApp, integrator: TestIntegrator, transferId: string): Promise<void> {
  await sleep(300);
  const read = await t.request('GET', `/v1/transfers/${transferId}`, { token: integrator.token });
  assert.equal(read.body.status, 'PENDING', read.text);
}

const refill = (t: TestApp, railAccount: string, body: Record<string, unknown>) =>
  t.request('POST', `/v1/admin/liquidity-accounts/${railAccount}/refills`, { token: ADMIN_TOKEN, body });

describe('liquidity accounts', () => {
  let running: ReceivingApp;
  let t: TestApp;
  let integrator: TestIntegrator;
  before(async () => {
    running = await startWithReceiver({ LIQUIDITY_CHECK: 'enforce', SANDBOX_SETTLE_DELAY_MS: '0' });
    ({ t, integrator } = running);
  });
  after(() => running?.close());

  it('holds a release of USDC and a payout that would take their account below its minimum, and sends each once a recorded refill brings it up', async () => {
    const start = await accounts(t);
    assert.deepEqual(Object.keys(start), ['pix-collection', 'cop-collection', 'br-payouts', 'co-payouts', 'usd-bank', 'chain']);
    assert.deepEqual(start['br-payouts'].balance, { total: '0.00', committed: '0.00', free: '0.00' });

    // An on-ramp: 1000.00 BRL arrive at the PIX collection account, and its USDC would leave the empty hot wallet.
    const beneficiary = await approvedBeneficiary(t, integrator, 'liquidity-1', 'BR');
    await validTargetAccount(t, integrator, beneficiary);
    const onramp = await onRamp(t, integrator, beneficiary, '1000.00');
    assert.equal((await pay(t, integrator, onramp)).status, 200);
    const heldRelease = await heldException(t, onramp.id);
    assert.equal(heldRelease.details.railAccount, 'chain');
    assert.deepEqual(heldRelease.actions, ['retry', 'fail']);
    await stillPending(t, integrator, onramp.id);
    await assertTrialBalanceZero(t);
    let now = await accounts(t);
    assert.deepEqual(now['pix-collection'].balance, { total: '1000.00', committed: '1000.00', free: '0.00' }, 'the deposit is owed until converted');
    assert.equal(now.chain.belowMinimum, false);
    assert.equal(now.chain.heldCount, 1);
    assert.ok(now.chain.lowSince, 'the account is marked low');
    const [low] = await t.db.query<{ details: any }>(`SELECT details FROM audit_log WHERE action = 'liquidity_account.low' AND resource_id = 'chain'`);
    assert.equal(low?.details.held.id, onramp.id, 'the low-liquidity admin event names what was held');
    const metrics = await t.request('GET', '/metrics');
    assert.match(metrics.text, /ponte_liquidity_low\{rail_account="chain",currency="USDC"\} 1/);

    // USDC bought (fx_position) into the hot wallet, recorded under the two-person rule: the release goes.
    const asked = await refill(t, 'chain', { amount: '5000.00', source: 'fx_position', reference: '0xpurchase1', reason: 'USDC bought from the desk' });
    assert.equal(asked.status, 202, asked.text);
    await stillPending(t, integrator, onramp.id);
    const refilled = await approved(t, asked, 201);
    assert.equal(refilled.status, 201, refilled.text);
    assert.equal(refilled.body.resumed, 1);
    assert.equal(refilled.body.reference, 'liquidity:0xpurchase1');
    assert.equal((await finalTransfer(t, integrator, onramp.id)).status, 'SUCCEEDED');
    await assertTrialBalanceZero(t);
    const usdc = (await t.request('GET', `/v1/transfers/${onramp.id}`, { token: integrator.token })).body.to.value as string;
    now = await accounts(t);
    assert.equal(now.chain.balance.total, '5000.00');
    assert.equal(now.chain.balance.committed, Number(usdc).toFixed(2), 'the beneficiary is owed the USDC released');
    assert.equal(now.chain.lowSince, null, 'the refill ended the low');
    assert.equal(now.chain.heldCount, 0);
    assert.deepEqual(now['pix-collection'].balance, { total: '1000.00', committed: '0.00', free: '1000.00' });

    // The Efí payout account gets a minimum of 100.00 (two-person rule); empty, it cannot pay an off-ramp.
    const levels = await approved(
      t,
      await t.request('PUT', '/v1/admin/liquidity-accounts/br-payouts', {
        token: ADMIN_TOKEN,
        body: { minimum: '100.00', target: '2000.00', reason: 'Efí floor' },
      }),
    );
    assert.equal(levels.status, 200, levels.text);
    assert.deepEqual([levels.body.minimum, levels.body.target, levels.body.belowMinimum], ['100.00', '2000.00', true]);
    const simulation = await offRampSimulation(t, integrator, beneficiary.id, '10.00');
    const payout = await createTransfer(t, integrator, simulation.id);
    const heldPayout = await heldException(t, payout.id);
    assert.equal(heldPayout.details.railAccount, 'br-payouts');
    assert.equal(heldPayout.details.amount, simulation.to.value);
    await stillPending(t, integrator, payout.id);
    const [claimed] = await t.db.query<{ payout_started_at: Date | null }>('SELECT payout_started_at FROM transfers WHERE id = $1', [payout.id]);
    assert.equal(claimed?.payout_started_at, null, 'nothing was sent to the rail');
    await assertTrialBalanceZero(t);

    // A refill that would still leave it short sends the payout to be checked again, and it is held again.
    const short = await approved(
      t,
      await refill(t, 'br-payouts', { amount: '100.00', source: 'pix-collection', reference: 'e2e-rebalance-1', reason: 'first rebalance' }),
      201,
    );
    assert.equal(short.status, 201, short.text);
    assert.equal(short.body.resumed, 1);
    await heldException(t, payout.id);
    await stillPending(t, integrator, payout.id);
    await assertTrialBalanceZero(t);

    // Rebalanced from the PIX collection account to the Efí account: enough now, the payout is sent and settles.
    const enough = await approved(
      t,
      await refill(t, 'br-payouts', { amount: '400.00', source: 'pix-collection', reference: 'e2e-rebalance-2', reason: 'top up' }),
      201,
    );
    assert.equal(enough.status, 201, enough.text);
    assert.equal((await finalTransfer(t, integrator, payout.id)).status, 'SUCCEEDED');
    await assertTrialBalanceZero(t);
    now = await accounts(t);
    const left = (500 * 100 - Math.round(Number(simulation.to.value) * 100)) / 100;
    assert.deepEqual(now['br-payouts'].balance, { total: left.toFixed(2), committed: '0.00', free: left.toFixed(2) });
    assert.deepEqual(now['pix-collection'].balance, { total: '500.00', committed: '0.00', free: '500.00' });
    const journal = await t.db.query<{ kind: string; owner_id: string; direction: string; amount: string }>(
      `SELECT a.kind, a.owner_id, p.direction, p.amount::text FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
         JOIN ledger_accounts a ON a.id = p.account_id WHERE e.reference = 'liquidity:e2e-rebalance-2' ORDER BY p.direction DESC`,
    );
    assert.deepEqual(
      journal.map((row) => [row.kind, row.owner_id, row.direction, Number(row.amount).toFixed(2)]),
      [
        ['rail_cash', 'br-payouts', 'DEBIT', '400.00'],
        ['rail_cash', 'pix-collection', 'CREDIT', '400.00'],
      ],
    );
  });

  it('refuses a refill from nowhere, of another currency, twice, or of no account; and levels out of order', async () => {
    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      ['br-payouts', { amount: '1.00', source: 'usd-bank', reference: 'x-1', reason: 'wrong currency' }, 422, 'liquidity_refill.invalid_source'],
      ['br-payouts', { amount: '1.00', source: 'br-payouts', reference: 'x-2', reason: 'itself' }, 422, 'liquidity_refill.invalid_source'],
      ['nowhere', { amount: '1.00', source: 'fx_position', reference: 'x-3', reason: 'none' }, 404, 'liquidity_account.not_found'],
      ['chain', { amount: '1.00', source: 'fx_position', reference: '0xpurchase1', reason: 'again' }, 409, 'liquidity_refill.reference_used'],
      ['chain', { amount: '-1.00', source: 'fx_position', reference: 'x-4', reason: 'negative' }, 400, 'validation.failed'],
    ];
    for (const [account, body, status, code] of cases) {
      const response = await refill(t, account, body);
      assert.equal(response.status, status, `${account} ${JSON.stringify(body)}: ${response.text}`);
      assert.equal(response.body.code, code, response.text);
    }
    const levels = await t.request('PUT', '/v1/admin/liquidity-accounts/co-payouts', {
      token: ADMIN_TOKEN,
      body: { minimum: '10.00', target: '5.00', reason: 'x' },
    });
    assert.equal(levels.status, 422, levels.text);
    assert.equal(levels.body.code, 'liquidity_account.invalid_levels');
    await assertTrialBalanceZero(t);
  });
});
