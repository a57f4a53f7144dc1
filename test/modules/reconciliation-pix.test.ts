// Reconciliation in production against a PSP's own statement: the PIX collection account is read from the API Pix's
// list of PIX received (the local PSP of test/rails/bcb-pix, held to the published document) and matched with the books
// (an on-ramp credited, one of the wrong amount refunded, a PIX for no charge of ours refunded); Efí's payout account
// is read from its list of Pix sent (none here), and rails that are not configured are reported so. A refund the books
// lose is missing in the books.
// Test pass: PostgreSQL only (production: the PSP's statement as a deployment reads it)
import assert from 'node:assert/strict';
import { randomInt, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FakePsp } from '../../src/rails/bcb-pix/fake/psp.ts';
import { SPEC_MISSING } from '../../src/rails/bcb-pix/fake/spec-validator.ts';
import type { FakeEfi } from '../../src/rails/efi/fake/efi.ts';
import { ADMIN_TOKEN, startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { person, VALID_CPFS } from '../helpers/beneficiaries.ts';
import { PIX_WEBHOOK_SECRET, startBrRails, type BrRails } from '../helpers/br-rails.ts';
import { assertTrialBalanceZero } from '../helpers/transfers.ts';

const CPF = VALID_CPFS[0];
const admin = { token: ADMIN_TOKEN };

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await sleep(50);
  }
}

describe('reconciliation of a PSP-collected PIX account in production', { skip: SPEC_MISSING }, () => {
  let rails: BrRails;
  let psp: FakePsp;
  let efi: FakeEfi;
  let t: TestApp;
  let integrator: TestIntegrator;
  let start: Date;
  let stray: string;

  before(async () => {
    rails = await startBrRails('ponte-reconciliation', { efi: true });
    psp = rails.psp;
    efi = rails.efi!;
    t = await startApp({
      worker: true,
      env: {
        ...rails.env,
        JOB_RETRY_BASE_MS: '50',
        PIX_POLL_INTERVAL_S: '1',
      },
    });
    integrator = await t.createIntegrator();
    await until(
      'the first rates',
      () =>
        t.context.rails.rates.marketRate('BRL').then(
          () => true,
          () => false,
        ),
      (ready) => ready,
    );
    psp.api.webhooks.set(psp.pixKey, `${t.url}/webhooks/pix/${PIX_WEBHOOK_SECRET}`);
    start = new Date(Date.now() - 1000);

    const beneficiaryId = randomUUID();
    await t.db.query(
      `INSERT INTO beneficiaries (id, integrator_id, integrator_beneficiary_id, type, country, status, kyc_verified, person)
       VALUES ($1, $2, $3, 'INDIVIDUAL', 'BR', 'CREATED', true, $4)`,
      [beneficiaryId, integrator.id, `ref-${beneficiaryId}`, person({ idNumber: CPF })],
    );
    const onRamp = async (value: string) => {
      const simulation = await t.request('POST', '/v1/transfers/simulations', {
        token: integrator.token,
        body: { type: 'ON_RAMP', beneficiaryId, amount: { currencyCode: 'BRL', value } },
      });
      assert.equal(simulation.status, 201, simulation.text);
      const transfer = await t.request('POST', '/v1/transfers', { token: integrator.token, body: { simulationId: simulation.body.id } });
      assert.equal(transfer.status, 201, transfer.text);
      const [row] = await t.db.query<{ pix_txid: string }>('SELECT pix_txid FROM transfers WHERE id = $1', [transfer.body.id]);
      return { id: transfer.body.id as string, txid: row!.pix_txid };
    };
    const final = (id: string) =>
      until(
        'the transfer',
        async () => (await t.request('GET', `/v1/transfers/${id}`, { token: integrator.token })).body.status,
        (status) => status !== 'PENDING',
      );

    const credited = await onRamp('150.00');
    await psp.pay(credited.txid, { payerCpf: CPF });
    assert.equal(await final(credited.id), 'SUCCEEDED');
    const wrong = await onRamp('200.00');
    await psp.pay(wrong.txid, { payerCpf: CPF, amount: '199.99' });
    assert.equal(await final(wrong.id), 'FAILED');
    // A PIX to the account that pays no charge of ours (no txid): found by the poll, owed back and refunded.
    const now = new Date();
    stray = `E12345678${now.toISOString().replace(/[-:T]/g, '').slice(0, 12)}${Array.from({ length: 11 }, () => 'abcdefghijk'[randomInt(11)]).join('')}`;
    psp.api.pix.set(stray, { endToEndId: stray, valor: '12.34', chave: psp.pixKey, horario: now.toISOString(), devolucoes: [] });
    await until(
      'both refunds',
      () => t.db.query<{ status: string }>('SELECT status FROM pix_refunds'),
      (rows) => rows.length === 2 && rows.every((row) => row.status === 'RETURNED'),
    );
  });
  after(async () => {
    await t?.close();
    await rails?.close();
  });

  const runOver = (from: Date, to: Date) =>
    t.request('POST', '/v1/admin/reconciliation/runs', { ...admin, body: { from: from.toISOString(), to: to.toISOString() } });
  const accountsOf = (run: { accounts: any[] }) =>
    run.accounts.map((account) => [
      account.railAccount,
      account.reconciled,
      account.matched,
      account.missingInBooks + account.missingAtRail + account.amountDiffers,
    ]);

  it("matches the books with the PSP's list of PIX received and refunds settled", async () => {
    const run = await runOver(start, new Date());
    assert.equal(run.status, 201, run.text);
    // The on-ramp credited; the wrong deposit in and its refund out; the stray PIX in and its refund out.
    assert.deepEqual(accountsOf(run.body), [
      ['pix-collection', true, 5, 0],
      ['cop-collection', false, 0, 0],
      ['br-payouts', true, 0, 0],
      ['co-payouts', false, 0, 0],
      ['usd-bank', false, 0, 0],
      ['chain', false, 0, 0],
    ]);
    const reasons = Object.fromEntries(run.body.accounts.map((account: any) => [account.railAccount, account.reason]));
    assert.equal(reasons['pix-collection'], null);
    assert.equal(reasons['br-payouts'], null);
    assert.ok(
      efi.log.some((entry) => entry.method === 'GET' && entry.path === '/v2/gn/pix/enviados'),
      "Efí's list of Pix sent is read",
    );
    assert.equal(reasons['usd-bank'], 'The rail is not configured.');
    assert.ok(psp.log.some((line) => line.startsWith('GET /pix ')));
    assert.deepEqual(psp.takeViolations(), []);
  });

  it('reports a PIX refund the books lost as missing in the books, an exception dismissed with the books balanced', async () => {
    await t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      const entries = `SELECT id FROM ledger_entries WHERE reference = $1 AND description = 'PIX returned to its payer'`;
      await tx.query(`DELETE FROM ledger_postings WHERE entry_id IN (${entries})`, [`pix:${stray}`]);
      await tx.query(`DELETE FROM ledger_entries WHERE id IN (${entries})`, [`pix:${stray}`]);
    });
    const run = await runOver(start, new Date());
    assert.equal(run.status, 201, run.text);
    assert.deepEqual(
      run.body.items.map((item: any) => [item.railAccount, item.reference, item.direction, item.outcome, item.rail.amount]),
      [['pix-collection', `pix:${stray}`, 'OUT', 'MISSING_IN_BOOKS', '12.34']],
    );
    const exception = (await t.request('GET', `/v1/admin/exceptions/${run.body.items[0].exceptionId}`, admin)).body;
    assert.deepEqual(
      [exception.kind, exception.amount, exception.resource.type],
      ['RECONCILIATION_MISMATCH', { currencyCode: 'BRL', value: '12.34' }, 'reconciliation_item'],
    );
    const dismissed = await t.request('POST', `/v1/admin/exceptions/${exception.id}/resolve`, {
      ...admin,
      body: { action: 'dismiss', note: 'explained: the refund is on the PSP statement' },
    });
    assert.equal(dismissed.status, 200, dismissed.text);
    await assertTrialBalanceZero(t);
    assert.deepEqual(psp.takeViolations(), []);
  });
});
