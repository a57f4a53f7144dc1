// A PIX taken back under the MED before its on-ramp settled (issue 33, item 2): the money left the PSP account, so the
// transfer fails (reason `returned`), its ledger unwinds the funding, the rest of the deposit is refunded to the payer,
// and nothing settles afterwards. In production mode against the local PSP that checks the published API Pix, with no
// worker: the test runs the worker's own jobs (read-back, execution, MED check, refund) itself, in the order it needs,
// so that "funded, settlement not yet run" is a state it holds rather than a race. LIQUIDITY_CHECK=enforce holds every
// release from the empty hot wallet (LIQUIDITY_SHORT): the held case. A MED return after the transfer failed pays part
// of the deposit owed back to the payer: the refund still to send is cut by it.
// Test pass: PostgreSQL only (production: the MED as a deployment meets it)
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FakePsp } from '../../src/rails/bcb-pix/fake/psp.ts';
import { SPEC_MISSING } from '../../src/rails/bcb-pix/fake/spec-validator.ts';
import { freePort, startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { person, VALID_CPFS } from '../helpers/beneficiaries.ts';
import { startBrRails, type BrRails } from '../helpers/br-rails.ts';
import { assertTrialBalanceZero } from '../helpers/transfers.ts';
import { Decimal } from '../../src/money.ts';
import { beneficiaryBalance } from '../../src/modules/ledger/index.ts';
import { balance } from '../../src/modules/ledger/service.ts';
import type { PixCollections } from '../../src/modules/transfers/pix-collections.ts';

const CPF = VALID_CPFS[0];

describe('a PIX returned under the MED before its on-ramp settled', { skip: SPEC_MISSING }, () => {
  let rails: BrRails;
  let psp: FakePsp;
  let t: TestApp;
  let integrator: TestIntegrator;
  let pix: PixCollections;

  before(async () => {
    rails = await startBrRails('ponte-med-unsettled');
    psp = rails.psp;
    const port = await freePort();
    t = await startApp({
      port,
      env: {
        ...rails.env,
        PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
        LIQUIDITY_CHECK: 'enforce',
        PIX_MED_RECHECK_S: '1',
      },
    });
    integrator = await t.createIntegrator();
    // What the worker's rate job does as it starts.
    await t.context.rails.rateRefresh!.refresh();
    pix = t.context.services.pixCollections!;
  });
  after(async () => {
    await t?.close();
    await rails?.close();
  });

  async function fundedOnRamp(value: string): Promise<{ id: string; e2eid: string; beneficiaryId: string }> {
    const beneficiaryId = randomUUID();
    await t.db.query(
      `INSERT INTO beneficiaries (id, integrator_id, integrator_beneficiary_id, type, country, status, kyc_verified, person)
       VALUES ($1, $2, $3, 'INDIVIDUAL', 'BR', 'CREATED', true, $4)`,
      [beneficiaryId, integrator.id, `ref-${beneficiaryId}`, person({ idNumber: CPF })],
    );
    const simulation = await t.request('POST', '/v1/transfers/simulations', {
      token: integrator.token,
      body: { type: 'ON_RAMP', beneficiaryId, amount: { currencyCode: 'BRL', value } },
    });
    assert.equal(simulation.status, 201, simulation.text);
    const transfer = await t.request('POST', '/v1/transfers', { token: integrator.token, body: { simulationId: simulation.body.id } });
    assert.equal(transfer.status, 201, transfer.text);
    const [{ pix_txid: txid } = { pix_txid: '' }] = await t.db.query<{ pix_txid: string }>('SELECT pix_txid FROM transfers WHERE id = $1', [transfer.body.id]);
    const e2eid = await psp.pay(txid, { payerCpf: CPF });
    // The read-back job: the PIX is read from the PSP and credited as the transfer's deposit.
    await pix.readBack(e2eid);
    assert.deepEqual(await state(transfer.body.id), { status: 'PENDING', phase: 'FUNDED' });
    return { id: transfer.body.id, e2eid, beneficiaryId };
  }

  const state = async (id: string) => (await t.db.query<{ status: string; phase: string }>('SELECT status, phase FROM transfers WHERE id = $1', [id]))[0];
  const read = async (id: string) =>
    (await t.request('GET', `/v1/transfers/${id}`, { token: integrator.token })).body as { status: string; statusReason: string | null };
  /** The BRL the books say the PIX collection account holds for this PIX, and what the PSP says it holds. */
  async function held(transferId: string, e2eid: string): Promise<{ books: string; psp: string }> {
    const [row] = await t.db.query<{ held: string }>(
      `SELECT COALESCE(sum(CASE p.direction WHEN 'DEBIT' THEN p.amount ELSE -p.amount END), 0)::numeric(20, 2)::text AS held
         FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.reference IN ($1, $2) AND a.kind = 'rail_cash' AND a.owner_id = 'pix-collection'`,
      [`transfer:${transferId}`, `pix:${e2eid}`],
    );
    const atPsp = psp.api.pix.get(e2eid)!;
    const returned = (atPsp.devolucoes as Array<{ valor: string; status: string }>)
      .filter((item) => item.status === 'DEVOLVIDO')
      .reduce((sum, item) => sum.plus(item.valor), new Decimal(0));
    return { books: row!.held, psp: new Decimal(atPsp.valor).minus(returned).toFixed(2) };
  }
  const events = async (id: string) =>
    (
      (await t.request('GET', `/v1/webhooks/events?filterEq=resourceId:${id}`, { token: integrator.token })).body.content as Array<{
        operation: string;
        success: boolean;
      }>
    ).map((event) => [event.operation, event.success]);
  const customerDeposits = () => balance(t.db, { kind: 'customer_deposits', currency: 'BRL' }).then((line) => line.total.toFixed(2));

  it('fails a funded on-ramp whose settlement has not run when the whole PIX is returned: it never settles, the books follow the PSP', async () => {
    const depositsBefore = await customerDeposits();
    const transfer = await fundedOnRamp('150.00');
    psp.medReturn(transfer.e2eid, '150.00', 'MED_FRAUDE');
    await pix.medCheck();

    const failed = await read(transfer.id);
    assert.equal(failed.status, 'FAILED');
    assert.match(
      failed.statusReason ?? '',
      /took back 150\.00 BRL .* under the MED \(suspected fraud\) before the transfer settled\. \(rail error: returned\)$/,
    );
    // The execution job that was due runs now: nothing settles, no USDC is released.
    await t.context.services.transferExecution.execute(transfer.id);
    assert.deepEqual(await state(transfer.id), { status: 'FAILED', phase: 'ENDED' });
    assert.equal((await beneficiaryBalance(t.db, transfer.beneficiaryId)).total, '0.00');
    // Nothing is asked of the PSP: the MED returned it all already.
    assert.equal((await t.db.query('SELECT 1 FROM pix_refunds WHERE end_to_end_id = $1', [transfer.e2eid])).length, 0);
    assert.deepEqual(await held(transfer.id, transfer.e2eid), { books: '0.00', psp: '0.00' });
    assert.equal(await customerDeposits(), depositsBefore, 'nothing stays owed to the customer');
    assert.deepEqual(await t.db.query('SELECT amount::text, usdc_amount::text, outcome FROM pix_med_returns WHERE end_to_end_id = $1', [transfer.e2eid]), [
      { amount: '150.00', usdc_amount: '0.00', outcome: 'UNSETTLED' },
    ]);
    assert.deepEqual(await events(transfer.id), [['ON_RAMP', false]]);
    await assertTrialBalanceZero(t);
    assert.deepEqual(psp.takeViolations(), []);
  });

  it('fails an on-ramp held by liquidity when part of the PIX is returned: the rest is refunded to the payer, the hold is closed', async () => {
    const depositsBefore = await customerDeposits();
    const transfer = await fundedOnRamp('100.00');
    // The execution job holds it: the hot wallet is empty.
    await t.context.services.transferExecution.execute(transfer.id);
    const open = () => t.db.query<{ kind: string }>(`SELECT kind FROM exceptions WHERE resource_id = $1 AND status = 'OPEN' ORDER BY kind`, [transfer.id]);
    assert.deepEqual(await open(), [{ kind: 'LIQUIDITY_SHORT' }]);
    assert.deepEqual(await state(transfer.id), { status: 'PENDING', phase: 'FUNDED' });

    psp.medReturn(transfer.e2eid, '40.00', 'MED_OPERACIONAL');
    await pix.medCheck();
    const failed = await read(transfer.id);
    assert.equal(failed.status, 'FAILED');
    assert.match(failed.statusReason ?? '', /took back 40\.00 BRL .* before the transfer settled; the other 60\.00 BRL is returned to the payer\./);
    assert.deepEqual(await open(), [], 'the liquidity hold waits for nothing now');
    // Even run again (a refill would resume it), the execution settles nothing.
    await t.context.services.transferExecution.execute(transfer.id);
    assert.deepEqual(await state(transfer.id), { status: 'FAILED', phase: 'ENDED' });
    assert.equal((await beneficiaryBalance(t.db, transfer.beneficiaryId)).total, '0.00');

    // The rest is refunded by the specification's devolução, and the PSP ends it.
    const refunds = () =>
      t.db.query<{ amount: string; status: string }>('SELECT amount::text, status FROM pix_refunds WHERE end_to_end_id = $1', [transfer.e2eid]);
    assert.deepEqual(await refunds(), [{ amount: '60.00', status: 'PENDING' }]);
    for (let tries = 0; (await refunds())[0]!.status === 'PENDING'; tries++) {
      assert.ok(tries < 100, 'the PSP ends the refund');
      await pix.refund(transfer.e2eid);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.deepEqual(await refunds(), [{ amount: '60.00', status: 'RETURNED' }]);
    assert.deepEqual(await held(transfer.id, transfer.e2eid), { books: '0.00', psp: '0.00' });
    assert.equal(await customerDeposits(), depositsBefore);
    assert.equal((await balance(t.db, { kind: 'deposits_to_return', currency: 'BRL' })).total.toFixed(2), '0.00');
    assert.deepEqual(await events(transfer.id), [['ON_RAMP', false]]);
    await assertTrialBalanceZero(t);
    assert.deepEqual(psp.takeViolations(), []);
  });

  it('takes a second MED return, after the transfer failed, off the refund still owed: the refund sent is the rest', async () => {
    const depositsBefore = await customerDeposits();
    const transfer = await fundedOnRamp('100.00');
    await t.context.services.transferExecution.execute(transfer.id);
    psp.medReturn(transfer.e2eid, '40.00', 'MED_OPERACIONAL');
    await pix.medCheck();
    assert.equal((await read(transfer.id)).status, 'FAILED');
    const refunds = () =>
      t.db.query<{ amount: string; status: string }>('SELECT amount::text, status FROM pix_refunds WHERE end_to_end_id = $1', [transfer.e2eid]);
    assert.deepEqual(await refunds(), [{ amount: '60.00', status: 'PENDING' }]);

    // Before the refund of the other 60.00 is sent, the payer's PSP takes back 25.00 more under the MED.
    psp.medReturn(transfer.e2eid, '25.00', 'MED_FRAUDE');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await pix.medCheck();
    assert.deepEqual(await refunds(), [{ amount: '35.00', status: 'PENDING' }]);
    assert.deepEqual(await held(transfer.id, transfer.e2eid), { books: '35.00', psp: '35.00' });
    assert.equal((await balance(t.db, { kind: 'deposits_to_return', currency: 'BRL' })).total.toFixed(2), '35.00');
    // The refund sent is the 35.00 still owed, and the PSP takes it.
    for (let tries = 0; (await refunds())[0]!.status === 'PENDING'; tries++) {
      assert.ok(tries < 100, 'the PSP ends the refund');
      await pix.refund(transfer.e2eid);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.deepEqual(await refunds(), [{ amount: '35.00', status: 'RETURNED' }]);
    assert.deepEqual(await held(transfer.id, transfer.e2eid), { books: '0.00', psp: '0.00' });
    assert.equal(await customerDeposits(), depositsBefore);
    assert.equal((await balance(t.db, { kind: 'deposits_to_return', currency: 'BRL' })).total.toFixed(2), '0.00');
    assert.equal((await balance(t.db, { kind: 'fx_position', currency: 'BRL' })).total.toFixed(2), '0.00', 'no BRL was bought or sold');
    assert.deepEqual(await t.db.query('SELECT amount::text, outcome FROM pix_med_returns WHERE end_to_end_id = $1 ORDER BY amount DESC', [transfer.e2eid]), [
      { amount: '40.00', outcome: 'UNSETTLED' },
      { amount: '25.00', outcome: 'UNSETTLED' },
    ]);
    // (Newest first.)
    assert.deepEqual(await events(transfer.id), [
      ['ON_RAMP_RETURNED', true],
      ['ON_RAMP', false],
    ]);
    assert.deepEqual(await t.db.query(`SELECT kind FROM exceptions WHERE resource_id = $1 AND status = 'OPEN'`, [transfer.id]), []);
    await assertTrialBalanceZero(t);
    assert.deepEqual(psp.takeViolations(), []);
  });
});
