// BR money for real, end to end in production mode: on-ramps collected by a PSP that implements the Banco Central's API
// Pix (the local PSP in test/rails/bcb-pix checks every request and answer against the published document, over
// mutual TLS), and off-ramps paid out through Efí's send call (test/rails/efi). The service runs as production does,
// with its worker; its rails are chosen by the same settings a deployment sets.
// Test pass: PostgreSQL only (production: the BR rails as a deployment runs them)
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { parsePix } from 'pix-utils';
import type { FakePsp } from '../../src/rails/bcb-pix/fake/psp.ts';
import { SPEC_MISSING } from '../../src/rails/bcb-pix/fake/spec-validator.ts';
import type { FakeEfi } from '../../src/rails/efi/fake/efi.ts';
import { ADMIN_TOKEN, freePort, startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { person, VALID_CPFS } from '../helpers/beneficiaries.ts';
import { PIX_WEBHOOK_SECRET as WEBHOOK_SECRET, startBrRails, type BrRails } from '../helpers/br-rails.ts';
import { assertTrialBalanceZero } from '../helpers/transfers.ts';
import { Decimal } from '../../src/money.ts';
import { beneficiaryBalance, beneficiaryWallet, hold } from '../../src/modules/ledger/index.ts';
import { balance } from '../../src/modules/ledger/service.ts';

const EFI_WEBHOOK_SECRET = 'efi-webhook-secret-0123456789abcdef';
const CPF = VALID_CPFS[0];

describe('BR rails in production: PIX collections through the API Pix, payouts through Efí', { skip: SPEC_MISSING }, () => {
  let rails: BrRails;
  let psp: FakePsp;
  let efi: FakeEfi;
  let t: TestApp;
  let integrator: TestIntegrator;

  before(async () => {
    rails = await startBrRails('ponte-production', { efi: true });
    psp = rails.psp;
    efi = rails.efi!;
    const port = await freePort();
    t = await startApp({
      worker: true,
      port,
      env: {
        ...rails.env,
        PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
        PIX_REGISTER_WEBHOOK: 'true',
        JOB_RETRY_BASE_MS: '50',
        PIX_POLL_INTERVAL_S: '1',
        PIX_MED_RECHECK_S: '1',
        EFI_PROCESSING_LIMIT_S: '1',
        EFI_REGISTER_WEBHOOK: 'true',
        EFI_WEBHOOK_SECRET: EFI_WEBHOOK_SECRET,
      },
    });
    integrator = await t.createIntegrator();
    // The worker forms the first rates as it starts.
    await until(
      'the first rates',
      () =>
        t.context.rails.rates.marketRate('BRL').then(
          () => true,
          () => false,
        ),
      (ready) => ready,
    );
    // The worker registers the webhook at the PSP as it starts (PIX_REGISTER_WEBHOOK): /webhooks/pix/{secret}.
    await until(
      'the webhook registered',
      async () => psp.api.webhooks.get(psp.pixKey),
      (registered) => registered !== undefined,
    );
  });
  after(async () => {
    await t?.close();
    await rails?.close();
  });

  /** A verified BR individual (production verifies people through its partner; the row is written as it would end). */
  async function approvedBeneficiary(): Promise<string> {
    const id = randomUUID();
    await t.db.query(
      `INSERT INTO beneficiaries (id, integrator_id, integrator_beneficiary_id, type, country, status, kyc_verified, person)
       VALUES ($1, $2, $3, 'INDIVIDUAL', 'BR', 'CREATED', true, $4)`,
      [id, integrator.id, `ref-${id}`, person({ idNumber: CPF })],
    );
    return id;
  }

  async function onRamp(beneficiaryId: string, value: string) {
    const simulation = await t.request('POST', '/v1/transfers/simulations', {
      token: integrator.token,
      body: { type: 'ON_RAMP', beneficiaryId, amount: { currencyCode: 'BRL', value } },
    });
    assert.equal(simulation.status, 201, simulation.text);
    // The simulation carries the PSP's charge (txid = the simulation's id), and the transfer made from it the same one.
    assert.ok(psp.api.charges.has(simulation.body.id.replaceAll('-', '')), 'the PSP holds the charge once the simulation exists');
    assert.match(simulation.body.pixCopyAndPaste ?? '', /^000201/, 'the simulation carries the code to pay');
    const transfer = await t.request('POST', '/v1/transfers', { token: integrator.token, body: { simulationId: simulation.body.id } });
    assert.equal(transfer.status, 201, transfer.text);
    assert.equal(transfer.body.pixCopyAndPaste, simulation.body.pixCopyAndPaste);
    return transfer.body as { id: string; pixCopyAndPaste: string; status: string };
  }

  async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
      await sleep(50);
    }
  }

  const transferStatus = async (id: string) =>
    (await t.request('GET', `/v1/transfers/${id}`, { token: integrator.token })).body as { status: string; statusReason: string | null };
  const txidOf = async (transferId: string) =>
    (await t.db.query<{ pix_txid: string }>('SELECT pix_txid FROM transfers WHERE id = $1', [transferId]))[0]!.pix_txid;

  it('collects an on-ramp: the PSP makes the charge, the webhook tells, the PIX is read back, the transfer SUCCEEDS', async () => {
    const beneficiaryId = await approvedBeneficiary();
    const transfer = await onRamp(beneficiaryId, '150.00');
    const txid = await txidOf(transfer.id);
    const charge = psp.api.charges.get(txid) as {
      valor: { original: string };
      calendario: { expiracao: number };
      devedor: { cpf: string; nome: string };
      location: string;
    };
    assert.equal(charge.valor.original, '150.00', 'the exact amount');
    const [{ simulation_id: simulationId } = { simulation_id: '' }] = await t.db.query<{ simulation_id: string }>(
      'SELECT simulation_id FROM transfers WHERE id = $1',
      [transfer.id],
    );
    assert.equal(txid, simulationId.replaceAll('-', ''), 'txid = the simulation id');
    assert.equal(
      charge.calendario.expiracao,
      t.context.config.simulationTtlS + 1800,
      'payable while the simulation, then its transfer (TRANSFER_FUNDING_TIMEOUT_S), can be funded',
    );
    assert.deepEqual([charge.devedor.cpf, charge.devedor.nome], [CPF, 'Ana Souza'], 'the beneficiary as the payer');
    // The code to pay is the PSP's dynamic BR Code: it points at the charge's location, and carries no key.
    const code = parsePix(transfer.pixCopyAndPaste) as { type: string; url?: string };
    assert.equal(code.type, 'DYNAMIC');
    assert.equal(code.url, charge.location);

    await psp.pay(txid, { payerCpf: CPF });
    const settled = await until(
      'the transfer',
      () => transferStatus(transfer.id),
      (body) => body.status !== 'PENDING',
    );
    assert.equal(settled.status, 'SUCCEEDED', JSON.stringify(settled));
    const [received] = await t.db.query<{ outcome: string }>('SELECT outcome FROM pix_received WHERE transfer_id = $1', [transfer.id]);
    assert.equal(received?.outcome, 'CREDITED');
    const events = (await t.request('GET', `/v1/webhooks/events?filterEq=resourceId:${transfer.id}`, { token: integrator.token })).body.content;
    assert.deepEqual(
      events.map((event: { operation: string; success: boolean }) => [event.operation, event.success]),
      [['ON_RAMP', true]],
    );
    await assertTrialBalanceZero(t);
    assert.deepEqual(psp.takeViolations(), []);
  });

  it('finds a PIX whose webhook was lost by listing what the PSP received, and credits it once', async () => {
    const transfer = await onRamp(await approvedBeneficiary(), '75.10');
    const txid = await txidOf(transfer.id);
    await psp.pay(txid, { payerCpf: CPF, loseWebhook: true });
    const settled = await until(
      'the transfer',
      () => transferStatus(transfer.id),
      (body) => body.status !== 'PENDING',
    );
    assert.equal(settled.status, 'SUCCEEDED');
    assert.ok(
      psp.log.some((line) => line.startsWith('GET /pix ')),
      'found by GET /pix over a time window',
    );
    await sleep(1500); // another poll reads the same window again
    const credited = await t.db.query('SELECT 1 FROM ledger_entries WHERE reference = $1 AND description = $2', [
      `transfer:${transfer.id}`,
      'ON_RAMP deposit received',
    ]);
    assert.equal(credited.length, 1, 'credited once');
    await assertTrialBalanceZero(t);
    assert.deepEqual(psp.takeViolations(), []);
  });

  it('returns a PIX of the wrong amount with the specification refund, and books it owed back until the PSP returns it', async () => {
    const transfer = await onRamp(await approvedBeneficiary(), '200.00');
    const logStart = psp.log.length;
    await psp.pay(await txidOf(transfer.id), { payerCpf: CPF, amount: '199.99' });
    const failed = await until(
      'the transfer',
      () => transferStatus(transfer.id),
      (body) => body.status !== 'PENDING',
    );
    assert.equal(failed.status, 'FAILED');
    assert.match(failed.statusReason ?? '', /Received 199\.99 BRL, but the transfer expects exactly 200\.00 BRL/);
    const refund = await until(
      'the refund',
      async () =>
        (
          await t.db.query<{ status: string; amount: string }>(
            'SELECT r.status, r.amount::text AS amount FROM pix_refunds r JOIN pix_received p USING (end_to_end_id) WHERE p.transfer_id = $1',
            [transfer.id],
          )
        )[0],
      (row) => row?.status === 'RETURNED',
    );
    assert.equal(refund?.amount, '199.99');
    // The refund is asked for once; while the PSP works on it, it is followed by reading its status, not by asking again.
    const refundCalls = psp.log.slice(logStart).filter((line) => line.includes('/devolucao/'));
    assert.deepEqual(
      refundCalls.filter((line) => line.startsWith('PUT ')),
      ['PUT /pix/{e2eid}/devolucao/{id} 201'],
      refundCalls.join('\n'),
    );
    assert.ok(refundCalls.includes('GET /pix/{e2eid}/devolucao/{id} 200'), refundCalls.join('\n'));
    const [owed] = await t.db.query<{ balance: string }>(
      `SELECT coalesce(sum(CASE WHEN p.direction = 'CREDIT' THEN p.amount ELSE -p.amount END), 0)::text AS balance
         FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.kind = 'deposits_to_return' AND a.currency = 'BRL'`,
    );
    assert.equal(owed?.balance, '0.00', 'nothing is left owed once the PSP returned it');
    await assertTrialBalanceZero(t);
    assert.deepEqual(psp.takeViolations(), []);
  });

  it('returns a PIX paid by someone other than the beneficiary: the charge is spent, so the transfer fails', async () => {
    const transfer = await onRamp(await approvedBeneficiary(), '60.00');
    const txid = await txidOf(transfer.id);
    await psp.pay(txid, { payerCpf: VALID_CPFS[1] });
    const failed = await until(
      'the transfer',
      () => transferStatus(transfer.id),
      (body) => body.status !== 'PENDING',
    );
    assert.equal(failed.status, 'FAILED');
    assert.match(failed.statusReason ?? '', /paid by someone other than the beneficiary/);
    await until(
      'the refund',
      async () =>
        (
          await t.db.query<{ outcome: string; status: string }>(
            'SELECT p.outcome, r.status FROM pix_received p JOIN pix_refunds r USING (end_to_end_id) WHERE p.txid = $1',
            [txid],
          )
        )[0],
      (row) => row?.status === 'RETURNED',
    );
    await assertTrialBalanceZero(t);
    assert.deepEqual(psp.takeViolations(), []);
  });

  it("opens FUNDS_OWED_BACK when the PSP does not return a PIX, and asks again under a new refund id on the operator's retry", async () => {
    const transfer = await onRamp(await approvedBeneficiary(), '80.00');
    const txid = await txidOf(transfer.id);
    const e2eid = await psp.pay(txid, { payerCpf: CPF, amount: '79.00' });
    psp.refuseRefund(e2eid, e2eid, 'Conta do pagador encerrada');
    assert.equal(
      (
        await until(
          'the transfer',
          () => transferStatus(transfer.id),
          (body) => body.status !== 'PENDING',
        )
      ).status,
      'FAILED',
    );
    const exception = await until(
      'the exception',
      async () => (await t.request('GET', `/v1/admin/exceptions?filterEq=kind:FUNDS_OWED_BACK,resource.id:${e2eid}`, { token: ADMIN_TOKEN })).body.content[0],
      (found) => found !== undefined,
    );
    assert.deepEqual([exception.resource.type, exception.amount.value, exception.actions], ['pix_refund', '79.00', ['retry', 'mark_returned']]);
    assert.match(exception.reason, /Conta do pagador encerrada \(rail error: account_closed\)/);
    assert.equal(exception.details.railErrorCode, 'account_closed');
    const retried = await t.request('POST', `/v1/admin/exceptions/${exception.id}/resolve`, {
      token: ADMIN_TOKEN,
      body: { action: 'retry', note: 'the payer reopened the account' },
    });
    assert.equal(retried.status, 200, retried.text);
    const refund = await until(
      'the refund',
      async () => (await t.db.query<{ status: string; refund_id: string }>('SELECT status, refund_id FROM pix_refunds WHERE end_to_end_id = $1', [e2eid]))[0],
      (row) => row?.status === 'RETURNED',
    );
    assert.equal(refund?.refund_id, `${e2eid}R2`);
    await assertTrialBalanceZero(t);
    assert.deepEqual(psp.takeViolations(), []);
  });

  it('a devolução the PSP cannot take now (503, Retry-After) is asked again no sooner; one it refuses for good (PixDevolucaoInvalida) is not, and stays owed with its code', async () => {
    const transfer = await onRamp(await approvedBeneficiary(), '80.00');
    const txid = await txidOf(transfer.id);
    const put = 'PUT /pix/{e2eid}/devolucao/{id}';
    psp.failNext(503, { operation: put, retryAfter: '2' });
    psp.failNext(400, {
      operation: put,
      kind: 'PixDevolucaoInvalida',
      violacoes: [
        {
          razao: 'A presente requisição de devolução, em conjunto com as demais prévias devoluções, excederia o valor do pix originário.',
          propriedade: 'devolucao.valor',
        },
      ],
    });
    const logStart = psp.log.length;
    const puts = () => psp.log.slice(logStart).filter((line) => line.startsWith(`${put} `));
    const e2eid = await psp.pay(txid, { payerCpf: CPF, amount: '79.00' });
    await until(
      'the 503',
      async () => puts(),
      (lines) => lines.length >= 1,
    );
    const unavailableAt = Date.now();
    await until(
      'the devolução asked again',
      async () => puts(),
      (lines) => lines.length >= 2,
    );
    const waited = Date.now() - unavailableAt;
    assert.ok(waited >= 1900, `asked again ${waited} ms after the 503, not before its Retry-After of 2 s`);
    const exception = await until(
      'the exception',
      async () => (await t.request('GET', `/v1/admin/exceptions?filterEq=kind:FUNDS_OWED_BACK,resource.id:${e2eid}`, { token: ADMIN_TOKEN })).body.content[0],
      (found) => found !== undefined,
    );
    assert.equal(exception.details.railErrorCode, 'limit_exceeded');
    assert.match(exception.reason, /PixDevolucaoInvalida|Falha simulada/);
    assert.match(exception.reason, /\(rail error: limit_exceeded\)/);
    const [refund] = await t.db.query<{ status: string; failure_reason: string }>('SELECT status, failure_reason FROM pix_refunds WHERE end_to_end_id = $1', [
      e2eid,
    ]);
    assert.equal(refund?.status, 'NOT_RETURNED');
    assert.match(refund!.failure_reason, /\(rail error: limit_exceeded\)$/);
    await sleep(500);
    assert.deepEqual(puts(), [`${put} 503 (fault)`, `${put} 400 (fault)`], 'refused for good: not asked a third time');
    await assertTrialBalanceZero(t);
    assert.deepEqual(psp.takeViolations(), []);
  });

  it("takes back a credited PIX returned under the MED: its USDC leaves the beneficiary's balance, or is owed once the balance no longer holds it", async () => {
    const beneficiaryId = await approvedBeneficiary();
    const transfer = await onRamp(beneficiaryId, '100.00');
    const e2eid = await psp.pay(await txidOf(transfer.id), { payerCpf: CPF });
    assert.equal(
      (
        await until(
          'the on-ramp',
          () => transferStatus(transfer.id),
          (body) => body.status !== 'PENDING',
        )
      ).status,
      'SUCCEEDED',
    );
    const [{ to_value: bought } = { to_value: '' }] = await t.db.query<{ to_value: string }>('SELECT to_value::text FROM transfers WHERE id = $1', [
      transfer.id,
    ]);
    const credited = await beneficiaryBalance(t.db, beneficiaryId);
    assert.equal(credited.total, bought);
    const medReturns = () =>
      t.db.query<{ refund_id: string; nature: string; amount: string; usdc_amount: string; outcome: string }>(
        'SELECT refund_id, nature, amount::text, usdc_amount::text, outcome FROM pix_med_returns WHERE end_to_end_id = $1 ORDER BY recorded_at',
        [e2eid],
      );

    // The payer's PSP takes 40.00 of the 100.00 back for suspected fraud: the check re-reads the PIX and finds it.
    const fraudId = psp.medReturn(e2eid, '40.00', 'MED_FRAUDE');
    const first = await until('the MED return', medReturns, (rows) => rows.length === 1);
    const share = new Decimal(bought).times('0.4').toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
    assert.deepEqual(first, [{ refund_id: fraudId, nature: 'MED_FRAUDE', amount: '40.00', usdc_amount: share, outcome: 'DEBITED' }]);
    assert.equal((await beneficiaryBalance(t.db, beneficiaryId)).total, new Decimal(bought).minus(share).toFixed(2), 'debited from the balance');
    await assertTrialBalanceZero(t);

    // The rest is held by a payout under way when the payer's PSP takes the other 60.00 back: it is owed, not taken.
    await hold(t.db, { account: beneficiaryWallet(beneficiaryId), amount: new Decimal((await beneficiaryBalance(t.db, beneficiaryId)).available) });
    const flawId = psp.medReturn(e2eid, '60.00', 'MED_OPERACIONAL');
    const both = await until('the second MED return', medReturns, (rows) => rows.length === 2);
    const rest = new Decimal(bought).times('0.6').toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
    assert.deepEqual(both[1], { refund_id: flawId, nature: 'MED_OPERACIONAL', amount: '60.00', usdc_amount: rest, outcome: 'OWED' });
    assert.equal((await beneficiaryBalance(t.db, beneficiaryId)).total, new Decimal(bought).minus(share).toFixed(2), 'nothing more taken');
    const exceptions = await t.db.query<{ kind: string; amount: string; currency: string }>(
      'SELECT kind, amount::numeric(38, 2)::text AS amount, currency FROM exceptions WHERE resource_id = $1::text',
      [transfer.id],
    );
    assert.deepEqual(exceptions, [{ kind: 'RECONCILIATION_MISMATCH', amount: rest, currency: 'USDC' }]);

    const events = (await t.request('GET', `/v1/webhooks/events?filterEq=resourceId:${transfer.id}`, { token: integrator.token })).body.content as Array<{
      operation: string;
      success: boolean;
    }>;
    assert.deepEqual(events.map((event) => [event.operation, event.success]).sort(), [
      ['ON_RAMP', true],
      ['ON_RAMP_RETURNED', false],
      ['ON_RAMP_RETURNED', true],
    ]);
    // Read again later, the same returns are not recorded twice.
    await sleep(2500);
    assert.equal((await medReturns()).length, 2);
    await assertTrialBalanceZero(t);
    assert.deepEqual(psp.takeViolations(), []);
  });

  it('unwinds a settled on-ramp returned under the MED as its settlement was posted: its spread comes back, fx_position is left as it was', async () => {
    const beneficiaryId = await approvedBeneficiary();
    const account = (kind: 'spread_revenue' | 'fx_position' | 'service_fee_revenue' | 'taxes_payable', currency: 'BRL' | 'USDC') =>
      balance(t.db, { kind, currency }).then((line) => line.total.toFixed(2));
    const books = async () => ({
      spreadBrl: await account('spread_revenue', 'BRL'),
      fxBrl: await account('fx_position', 'BRL'),
      fxUsdc: await account('fx_position', 'USDC'),
      serviceFeeBrl: await account('service_fee_revenue', 'BRL'),
      taxesBrl: await account('taxes_payable', 'BRL'),
    });
    const before = await books();
    const transfer = await onRamp(beneficiaryId, '333.33');
    const e2eid = await psp.pay(await txidOf(transfer.id), { payerCpf: CPF });
    const settled = await until(
      'the on-ramp',
      () => transferStatus(transfer.id),
      (body) => body.status !== 'PENDING',
    );
    assert.equal(settled.status, 'SUCCEEDED', settled.statusReason ?? '');
    const [row] = await t.db.query<{ fx_conversion_id: string; to_value: string }>('SELECT fx_conversion_id, to_value::text FROM transfers WHERE id = $1', [
      transfer.id,
    ]);
    const spread = new Decimal((await books()).spreadBrl).minus(before.spreadBrl);
    assert.ok(spread.gt('0.5'), `the on-ramp earned a spread of 0.30% on about 330 BRL, got ${spread.toFixed()}`);

    // The payer's PSP takes it back in two parts that add up to the whole (a third, then the rest).
    const medReturns = () => t.db.query<{ outcome: string }>('SELECT outcome FROM pix_med_returns WHERE end_to_end_id = $1', [e2eid]);
    psp.medReturn(e2eid, '111.11', 'MED_FRAUDE');
    await until('the first MED return', medReturns, (rows) => rows.length === 1);
    const partway = await books();
    assert.equal(
      new Decimal(partway.spreadBrl).minus(before.spreadBrl).toFixed(2),
      spread.minus(spread.times('111.11').div('333.33').toDecimalPlaces(2, Decimal.ROUND_HALF_UP)).toFixed(2),
      'a third of the spread comes back with a third of the deposit',
    );
    psp.medReturn(e2eid, '222.22', 'MED_OPERACIONAL');
    const both = await until('the second MED return', medReturns, (rows) => rows.length === 2);
    assert.deepEqual(
      both.map((one) => one.outcome),
      ['DEBITED', 'DEBITED'],
    );

    // Every account the settlement credited is back where it was before the on-ramp, to the cent, and the pair's
    // fx_position is unchanged by it: the deposit left the rail as it came.
    assert.deepEqual(await books(), before);
    assert.equal((await beneficiaryBalance(t.db, beneficiaryId)).total, '0.00', 'the USDC it bought left the balance');
    // The returns' spread and FX legs name the conversion the settlement named.
    const named = await t.db.query<{ kind: string; currency: string; direction: string; amount: string }>(
      `SELECT a.kind, p.currency, p.direction, sum(p.amount)::text AS amount
         FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.reference = $1 AND e.description LIKE 'PIX returned%' AND p.fx_conversion_id = $2
        GROUP BY a.kind, p.currency, p.direction ORDER BY a.kind, p.currency`,
      [`transfer:${transfer.id}`, row!.fx_conversion_id],
    );
    assert.deepEqual(
      named.map((line) => [line.kind, line.currency, line.direction]),
      [
        ['beneficiary_wallet', 'USDC', 'DEBIT'],
        ['fx_position', 'BRL', 'DEBIT'],
        ['fx_position', 'USDC', 'CREDIT'],
        ['spread_revenue', 'BRL', 'DEBIT'],
      ],
    );
    assert.equal(named.find((line) => line.kind === 'spread_revenue')!.amount, spread.toFixed(2));
    assert.equal(named.find((line) => line.kind === 'beneficiary_wallet')!.amount, row!.to_value);
    await assertTrialBalanceZero(t);
    assert.deepEqual(psp.takeViolations(), []);
  });

  it('takes tiny partial returns under the MED, a cent at a time, each recorded, and the last leaves every account as before the on-ramp', async () => {
    const beneficiaryId = await approvedBeneficiary();
    const kinds = ['spread_revenue', 'fx_position', 'service_fee_revenue', 'taxes_payable'] as const;
    const books = async () => ({
      ...Object.fromEntries(await Promise.all(kinds.map(async (kind) => [kind, (await balance(t.db, { kind, currency: 'BRL' })).total.toFixed(2)]))),
      fees: (await balance(t.db, { kind: 'integrator_fees_payable', currency: 'BRL', ownerId: integrator.id })).total.toFixed(2),
      fxUsdc: (await balance(t.db, { kind: 'fx_position', currency: 'USDC' })).total.toFixed(2),
    });
    const before = await books();
    const transfer = await onRamp(beneficiaryId, '100.00');
    const e2eid = await psp.pay(await txidOf(transfer.id), { payerCpf: CPF });
    const settled = await until(
      'the on-ramp',
      () => transferStatus(transfer.id),
      (body) => body.status !== 'PENDING',
    );
    assert.equal(settled.status, 'SUCCEEDED', settled.statusReason ?? '');
    const medReturns = () => t.db.query<{ outcome: string }>('SELECT outcome FROM pix_med_returns WHERE end_to_end_id = $1', [e2eid]);
    // 100.00 BRL settles 0.50 of service fee and 0.38 of taxes: at 25.00 returned both running shares round up a cent
    // (0.125 and 0.095), so the cent that brings 24.99 to 25.00 owes two cents of fees; a share of fx_position cannot
    // be negative, so one of them waits for a later return.
    const steps = ['0.01', '0.02', '24.96', '0.01', '0.01', '0.02'];
    const rest = steps.reduce((left, step) => left.minus(step), new Decimal('100.00')).toFixed(2);
    for (const [index, step] of [...steps, rest].entries()) {
      psp.medReturn(e2eid, step, 'MED_OPERACIONAL');
      await until(`MED return ${index + 1} (${step} BRL)`, medReturns, (rows) => rows.length === index + 1);
      await assertTrialBalanceZero(t);
    }
    assert.ok((await medReturns()).every((row) => row.outcome === 'DEBITED'));
    assert.deepEqual(await books(), before);
    assert.equal((await beneficiaryBalance(t.db, beneficiaryId)).total, '0.00');
    assert.deepEqual(psp.takeViolations(), []);
  });

  it('registered its webhook at the PSP as it started, once: registering again reads it and sends nothing', async () => {
    assert.equal(psp.api.webhooks.get(psp.pixKey), `${t.url}/webhooks/pix/${WEBHOOK_SECRET}`);
    assert.deepEqual(
      psp.log.filter((line) => line.startsWith('PUT /webhook/')),
      ['PUT /webhook/{chave} 200'],
    );
    const start = psp.log.length;
    await t.context.services.pixCollections!.registerWebhook();
    assert.deepEqual(
      psp.log.slice(start).filter((line) => line.includes('/webhook/')),
      ['GET /webhook/{chave} 200'],
    );
    assert.deepEqual(psp.takeViolations(), []);
  });

  it("registered its webhook on Efí's paying key as it started; registering again sends nothing; its notices are answered, a wrong secret is no route", async () => {
    const efiUrl = `${t.url}/webhooks/efi/${EFI_WEBHOOK_SECRET}`;
    await until(
      'the webhook at Efí',
      async () => efi.webhooks.get('payouts@ponte.example')?.webhookUrl,
      (registered) => registered !== undefined,
    );
    assert.equal(efi.webhooks.get('payouts@ponte.example')?.webhookUrl, efiUrl, "registered after Efí's test notice was answered 200");
    // One PUT, or two on a loaded machine: Efí registers the URL only if its test notice to it is answered 200 in time
    // (the local Efí waits 2 s), and a registration refused for a late answer is retried by the worker's job.
    const puts = efi.webhookPuts.length;
    assert.ok(puts >= 1 && puts <= 2, `${puts} PUT /v2/webhook/{chave}`);
    // The worker's registration runs again (as at the next start, or hourly): it reads the webhook and sends nothing.
    const reads = () => efi.log.filter((entry) => entry.method === 'GET' && entry.path.startsWith('/v2/webhook/')).length;
    const readsBefore = reads();
    await t.db.query(`UPDATE jobs SET run_at = now() WHERE kind = 'payout-webhook-register'`);
    await until(
      'the registration run again',
      async () => reads(),
      (count) => count > readsBefore,
    );
    assert.equal(efi.webhookPuts.length, puts, 'no further PUT /v2/webhook/{chave}');

    const wrong = await t.request('POST', '/webhooks/efi/not-the-secret/pix', { body: { pix: [] } });
    assert.equal(wrong.status, 404);
    // Nor is a wrong secret's body read: a notice that would be refused is still no route, not a 400 saying it is there.
    const wrongAndBad = await t.request('POST', '/webhooks/efi/not-the-secret/pix', { body: { pix: 'no' } });
    assert.equal(wrongAndBad.status, 404, wrongAndBad.text);
    const bad = await t.request('POST', `/webhooks/efi/${EFI_WEBHOOK_SECRET}/pix`, { body: { pix: 'no' } });
    assert.equal(bad.status, 400, bad.text);
    const unknown = await t.request('POST', `/webhooks/efi/${EFI_WEBHOOK_SECRET}/pix`, {
      body: { pix: [{ gnExtras: { idEnvio: 'abc123' }, status: 'REALIZADO' }] },
    });
    assert.equal(unknown.status, 200, unknown.text);
    assert.deepEqual(unknown.body, { accepted: 0 }, 'a notice of no send of ours wakes nothing');
  });

  it('removes the charge of a cancelled on-ramp at the PSP', async () => {
    const transfer = await onRamp(await approvedBeneficiary(), '40.00');
    const cancelled = await t.request('POST', `/v1/transfers/${transfer.id}/cancel`, { token: integrator.token });
    assert.equal(cancelled.status, 200, cancelled.text);
    const txid = await txidOf(transfer.id);
    await until(
      'the charge',
      async () => (psp.api.charges.get(txid) as { status: string }).status,
      (status) => status === 'REMOVIDA_PELO_USUARIO_RECEBEDOR',
    );
    assert.deepEqual(psp.takeViolations(), []);
  });

  it('refuses a webhook at the wrong secret as a path that does not exist, and a body that is no notice with 400', async () => {
    const wrong = await t.request('POST', '/webhooks/pix/not-the-secret/pix', { body: { pix: [] } });
    assert.equal(wrong.status, 404);
    const bad = await t.request('POST', `/webhooks/pix/${WEBHOOK_SECRET}/pix`, { body: { pix: [{ endToEndId: 1 }] } });
    assert.equal(bad.status, 400, bad.text);
    assert.equal(bad.body.code, 'validation.failed');
  });

  it('pays an off-ramp out through Efí, naming the beneficiary as the key holder; a key held by another document fails it, funds released', async () => {
    const beneficiaryId = await approvedBeneficiary();
    // USDC to pay out: an on-ramp collected as above.
    const funding = await onRamp(beneficiaryId, '1000.00');
    await psp.pay(await txidOf(funding.id), { payerCpf: CPF });
    assert.equal(
      (
        await until(
          'the on-ramp',
          () => transferStatus(funding.id),
          (body) => body.status !== 'PENDING',
        )
      ).status,
      'SUCCEEDED',
    );

    const setKey = async (pixKey: string) => {
      const put = await t.request('PUT', `/v1/beneficiaries/${beneficiaryId}/localTargetAccount`, { token: integrator.token, body: { pixKey } });
      assert.equal(put.status, 202, put.text);
      await until(
        'the key',
        async () => (await t.request('GET', `/v1/beneficiaries/${beneficiaryId}`, { token: integrator.token })).body.localTargetAccount?.status,
        (status) => status === 'VALID',
      );
    };
    const offRamp = async () => {
      const simulation = await t.request('POST', '/v1/transfers/simulations', {
        token: integrator.token,
        body: { type: 'OFF_RAMP', beneficiaryId, amount: { currencyCode: 'USDC', value: '50.00' } },
      });
      assert.equal(simulation.status, 201, simulation.text);
      const created = await t.request('POST', '/v1/transfers', { token: integrator.token, body: { simulationId: simulation.body.id } });
      assert.equal(created.status, 201, created.text);
      return until(
        'the off-ramp',
        () => transferStatus(created.body.id),
        (body) => body.status !== 'PENDING',
      ).then((body) => ({ ...body, id: created.body.id as string }));
    };

    efi.keyHolders.set('ana@example.com', CPF);
    await setKey('ana@example.com');
    const paid = await offRamp();
    assert.equal(paid.status, 'SUCCEEDED', JSON.stringify(paid));
    const sent = efi.sends.get(paid.id.replaceAll('-', ''));
    assert.equal(sent?.favorecidoChave, 'ana@example.com');

    efi.keyHolders.set('not-anas@example.com', VALID_CPFS[2]);
    await setKey('not-anas@example.com');
    const before = (await t.request('GET', `/v1/beneficiaries/${beneficiaryId}/balances`, { token: integrator.token })).body;
    const refused = await offRamp();
    assert.equal(refused.status, 'FAILED');
    assert.match(refused.statusReason ?? '', /chave_nao_pertence_ao_documento.*\(rail error: invalid_account\)$/);
    assert.deepEqual(
      (await t.request('GET', `/v1/beneficiaries/${beneficiaryId}/balances`, { token: integrator.token })).body,
      before,
      'the held USDC is available again',
    );
    await assertTrialBalanceZero(t);
  });

  it('parks an Efí send still processing past EFI_PROCESSING_LIMIT_S as an exception instead of polling it for ever', async () => {
    const beneficiaryId = await approvedBeneficiary();
    const funding = await onRamp(beneficiaryId, '300.00');
    await psp.pay(await txidOf(funding.id), { payerCpf: CPF });
    await until(
      'the on-ramp',
      () => transferStatus(funding.id),
      (body) => body.status === 'SUCCEEDED',
    );
    efi.keyHolders.set('slow@example.com', CPF);
    const put = await t.request('PUT', `/v1/beneficiaries/${beneficiaryId}/localTargetAccount`, {
      token: integrator.token,
      body: { pixKey: 'slow@example.com' },
    });
    assert.equal(put.status, 202, put.text);
    await until(
      'the key',
      async () => (await t.request('GET', `/v1/beneficiaries/${beneficiaryId}`, { token: integrator.token })).body.localTargetAccount?.status,
      (status) => status === 'VALID',
    );
    // Efí takes the send and keeps it EM_PROCESSAMENTO for a minute; the limit is 1 s.
    efi.nextEnding = { status: 'REALIZADO', afterMs: 60_000 };
    const simulation = await t.request('POST', '/v1/transfers/simulations', {
      token: integrator.token,
      body: { type: 'OFF_RAMP', beneficiaryId, amount: { currencyCode: 'USDC', value: '20.00' } },
    });
    const created = await t.request('POST', '/v1/transfers', { token: integrator.token, body: { simulationId: simulation.body.id } });
    assert.equal(created.status, 201, created.text);
    const transferId = created.body.id as string;
    const idEnvio = transferId.replaceAll('-', '');
    await until(
      'the send',
      async () => efi.sends.has(idEnvio),
      (has) => has,
    );
    efi.nextEnding = { status: 'REALIZADO', afterMs: 50 };
    const exception = await until(
      'the exception',
      async () =>
        (await t.request('GET', `/v1/admin/exceptions?filterEq=kind:PAYOUT_OUTCOME_UNKNOWN,resource.id:${transferId}`, { token: ADMIN_TOKEN })).body.content[0],
      (found) => found !== undefined,
    );
    assert.equal(exception.status, 'OPEN');
    assert.deepEqual(exception.actions, ['retry', 'mark_paid', 'fail']);
    assert.match(exception.reason, /EM_PROCESSAMENTO .* past the 1 s limit \(EFI_PROCESSING_LIMIT_S\)/);
    assert.equal((await transferStatus(transferId)).status, 'PENDING', 'still PENDING: the payout may yet be made');
    // Parked: its job is kept failed, and Efí is asked no more.
    const reads = () => efi.log.filter((entry) => entry.method === 'GET' && entry.path.endsWith(`/${idEnvio}`)).length;
    const readsAtPark = reads();
    await sleep(1_500);
    assert.equal(reads(), readsAtPark, 'no read of the send after the exception opened');
    // Efí ends it; the operator's retry follows it again, and the transfer settles, its exception closed.
    efi.sends.get(idEnvio)!.ending = { status: 'REALIZADO', afterMs: 0 };
    const retried = await t.request('POST', `/v1/admin/exceptions/${exception.id}/resolve`, {
      token: ADMIN_TOKEN,
      body: { action: 'retry', note: 'Efí says it is done' },
    });
    assert.equal(retried.status, 200, retried.text);
    assert.equal(
      (
        await until(
          'the off-ramp',
          () => transferStatus(transferId),
          (body) => body.status !== 'PENDING',
        )
      ).status,
      'SUCCEEDED',
    );
    await assertTrialBalanceZero(t);
  });
});
