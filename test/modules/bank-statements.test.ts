// Bank statements imported (issue 33, item 5): BR on-ramps run through the sandbox, paid by PIX into the PIX collection
// account; the test writes that account's statement as an ISO 20022 camt.053 file, validates it against the published
// camt.053.001.10 schema (test/fixtures/iso20022, with xmllint-wasm: libxml2), imports it and sees every line matched to
// its rail_cash posting, by end-to-end id or by our reference. A statement with a line missing, a line the books do not
// have and an amount 0.01 off shows each as a break of the import's reconciliation run, an exception dismissed like any
// other. A CSV in the documented layout likewise; bad files are refused with 4xx and nothing written.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { validateXML } from 'xmllint-wasm';
import { Decimal } from '../../src/money.ts';
import { ADMIN_TOKEN, type TestApp } from '../helpers/app.ts';
import { auditEntries, createOperator, OpsVisitor } from '../helpers/ops.ts';
import { startWithReceiver, type ReceivingApp } from '../helpers/beneficiaries.ts';
import { approvedBeneficiary, assertTrialBalanceZero, finalTransfer, onRamp, pay } from '../helpers/transfers.ts';

const admin = { token: ADMIN_TOKEN };
const XSD = readFileSync(new URL('../fixtures/iso20022/camt.053.001.10.xsd', import.meta.url), 'utf8');
const NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.10';

interface Entry {
  amount: string;
  direction: 'CRDT' | 'DBIT';
  at: Date;
  endToEndId?: string;
  bankReference?: string;
  remittance?: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A camt.053.001.10 statement of one BRL account, as a bank writes it. */
function camt053(statement: { id: string; from: Date; to: Date; opening: string; closing?: string; currency?: string; entries: Entry[] }): string {
  const currency = statement.currency ?? 'BRL';
  const sum = statement.entries.reduce(
    (total, entry) => (entry.direction === 'CRDT' ? total.plus(entry.amount) : total.minus(entry.amount)),
    new Decimal(statement.opening),
  );
  const closing = statement.closing ?? sum.toFixed(2);
  const day = statement.to.toISOString().slice(0, 10);
  const balance = (code: string, amount: string) => `
      <Bal>
        <Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp>
        <Amt Ccy="${currency}">${new Decimal(amount).abs().toFixed(2)}</Amt>
        <CdtDbtInd>${new Decimal(amount).isNegative() ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Dt><Dt>${day}</Dt></Dt>
      </Bal>`;
  const entry = (each: Entry) => `
      <Ntry>
        <Amt Ccy="${currency}">${each.amount}</Amt>
        <CdtDbtInd>${each.direction}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><DtTm>${each.at.toISOString()}</DtTm></BookgDt>
        <ValDt><Dt>${each.at.toISOString().slice(0, 10)}</Dt></ValDt>
        ${each.bankReference ? `<AcctSvcrRef>${escape(each.bankReference)}</AcctSvcrRef>` : ''}
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${each.direction === 'CRDT' ? 'RCDT' : 'ICDT'}</Cd><SubFmlyCd>DMCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs>${each.endToEndId ? `<EndToEndId>${escape(each.endToEndId)}</EndToEndId>` : '<EndToEndId>NOTPROVIDED</EndToEndId>'}</Refs>
            ${each.remittance ? `<RmtInf><Ustrd>${escape(each.remittance)}</Ustrd></RmtInf>` : ''}
          </TxDtls>
        </NtryDtls>
      </Ntry>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="${NAMESPACE}">
  <BkToCstmrStmt>
    <GrpHdr>
      <MsgId>${statement.id}</MsgId>
      <CreDtTm>${statement.to.toISOString()}</CreDtTm>
    </GrpHdr>
    <Stmt>
      <Id>${statement.id}</Id>
      <CreDtTm>${statement.to.toISOString()}</CreDtTm>
      <FrToDt><FrDtTm>${statement.from.toISOString()}</FrDtTm><ToDtTm>${statement.to.toISOString()}</ToDtTm></FrToDt>
      <Acct>
        <Id><Othr><Id>PONTE-PIX-COLLECTION</Id></Othr></Id>
        <Ccy>${currency}</Ccy>
      </Acct>${balance('OPBD', statement.opening)}${balance('CLBD', closing)}${statement.entries.map(entry).join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

/** libxml2's verdict on a document against the published camt.053.001.10 schema. */
async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'statement.xml', contents: xml }], schema: [{ fileName: 'camt.053.001.10.xsd', contents: XSD }] });
  return result.valid ? [] : result.errors.map((error) => error.message);
}

const importFile = (t: TestApp, railAccount: string, file: string, contentType: string, period?: { from: Date; to: Date }) =>
  t.request(
    'POST',
    `/v1/admin/reconciliation/statements?railAccount=${railAccount}${period ? `&from=${period.from.toISOString()}&to=${period.to.toISOString()}` : ''}`,
    { ...admin, raw: file, headers: { 'content-type': contentType } },
  );

describe('bank statements imported', () => {
  let app: ReceivingApp;
  let t: TestApp;
  let start: Date;
  let end: Date;
  /** The three on-ramps paid by PIX: their ids, the BRL each deposited and when the books booked it. */
  const paid: Array<{ id: string; amount: string; at: Date; entryId: string }> = [];
  const E2E = 'E18236120202611281200abcdefghijk';

  before(async () => {
    app = await startWithReceiver({ SANDBOX_SETTLE_DELAY_MS: '50', JOB_RETRY_BASE_MS: '1', RATE_LIMIT_RPS: '100000' });
    t = app.t;
    start = new Date(Date.now() - 1000);
    const beneficiary = await approvedBeneficiary(t, app.integrator, 'statements-br', 'BR');
    for (const amount of ['100.00', '250.00', '75.50']) {
      const transfer = await onRamp(t, app.integrator, beneficiary, amount);
      assert.equal((await pay(t, app.integrator, transfer)).status, 200);
      assert.equal((await finalTransfer(t, app.integrator, transfer.id)).status, 'SUCCEEDED');
      const [entry] = await t.db.query<{ id: string; created_at: Date }>(
        `SELECT e.id, e.created_at FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
          WHERE e.reference = $1 AND a.kind = 'rail_cash'`,
        [`transfer:${transfer.id}`],
      );
      paid.push({ id: transfer.id, amount, at: entry!.created_at, entryId: entry!.id });
    }
    // The first on-ramp's PIX as a PSP's collection records it (pix-collections.ts): the books know its end-to-end id.
    await t.db.query(
      `INSERT INTO pix_received (end_to_end_id, txid, amount, received_at, transfer_id, integrator_id, outcome) VALUES ($1, NULL, $2, $3, $4, $5, 'CREDITED')`,
      [E2E, paid[0]!.amount, paid[0]!.at, paid[0]!.id, app.integrator.id],
    );
    end = new Date(Date.now() + 1000);
  });
  after(() => app.close());

  /** The account's statement of the three deposits: by end-to-end id, by the transfer id in the text, by our reference in the text. */
  const lines = (): Entry[] => [
    { amount: paid[0]!.amount, direction: 'CRDT', at: paid[0]!.at, endToEndId: E2E, bankReference: 'BK-0001' },
    // (EndToEndId is at most 35 characters: the schema refuses a transfer id, 36, there.)
    { amount: paid[1]!.amount, direction: 'CRDT', at: paid[1]!.at, bankReference: 'BK-0002', remittance: `Deposit ${paid[1]!.id}` },
    { amount: paid[2]!.amount, direction: 'CRDT', at: paid[2]!.at, bankReference: 'BK-0003', remittance: `PIX transfer:${paid[2]!.id}` },
  ];

  it('imports a camt.053 file valid against the published schema, and matches every line to its posting', async () => {
    const xml = camt053({ id: 'STMT-0001', from: start, to: end, opening: '1000.00', entries: lines() });
    assert.deepEqual(await schemaErrors(xml), []);

    const imported = await importFile(t, 'pix-collection', xml, 'application/xml');
    assert.equal(imported.status, 201, imported.text);
    const statement = imported.body;
    assert.deepEqual(statement.totals, { lines: 3, matched: 3, missingInBooks: 0, missingAtRail: 0, amountDiffers: 0, breaks: 0 });
    assert.deepEqual(
      [statement.railAccount, statement.currencyCode, statement.format, statement.version, statement.bankStatementId],
      ['pix-collection', 'BRL', 'CAMT053', '001.10', 'STMT-0001'],
    );
    assert.deepEqual([statement.openingBalance, statement.closingBalance], ['1000.00', '1425.50']);
    assert.match(statement.sha256, /^[0-9a-f]{64}$/);
    assert.deepEqual(
      statement.lines.map((line: any) => [line.outcome, line.matchedBy, line.reference, line.amount, line.journalEntryId]),
      [
        ['MATCHED', 'END_TO_END_ID', `transfer:${paid[0]!.id}`, '100.00', paid[0]!.entryId],
        ['MATCHED', 'REFERENCE', `transfer:${paid[1]!.id}`, '250.00', paid[1]!.entryId],
        ['MATCHED', 'REFERENCE', `transfer:${paid[2]!.id}`, '75.50', paid[2]!.entryId],
      ],
    );

    const run = await t.request('GET', `/v1/admin/reconciliation/runs/${statement.runId}`, admin);
    assert.equal(run.status, 200, run.text);
    assert.equal(run.body.trigger, 'STATEMENT');
    assert.deepEqual(
      run.body.accounts.map((account: any) => [account.railAccount, account.booked, account.matched]),
      [['pix-collection', 3, 3]],
    );
    assert.deepEqual(run.body.items, []);
    const read = await t.request('GET', `/v1/admin/reconciliation/statements/${statement.id}`, admin);
    assert.deepEqual(read.body, statement);
    const audited = await t.request('GET', `/v1/admin/audit-log?filterEq=action:bank_statement.imported,resource.id:${statement.id}`, admin);
    assert.deepEqual(
      audited.body.content.map((entry: any) => [entry.actor.id, entry.details.sha256, entry.details.runId]),
      [['admin', statement.sha256, statement.runId]],
    );

    // The same file again is refused by its digest, and writes nothing.
    const again = await importFile(t, 'pix-collection', xml, 'application/xml');
    assert.equal(again.status, 409, again.text);
    assert.equal(again.body.code, 'bank_statement.duplicate');
  });

  it('shows a missing line, a line the books lack and an amount 0.01 off each as a break, dismissed like any other', async () => {
    const [first, second] = lines();
    const stranger = randomUUID();
    const entries: Entry[] = [
      first!,
      { ...second!, amount: new Decimal(second!.amount).minus('0.01').toFixed(2) },
      { amount: '42.00', direction: 'CRDT', at: paid[2]!.at, bankReference: 'BK-0009', remittance: `PIX transfer:${stranger}` },
    ];
    const xml = camt053({ id: 'STMT-0002', from: start, to: end, opening: '1000.00', entries });
    assert.deepEqual(await schemaErrors(xml), []);

    const imported = await importFile(t, 'pix-collection', xml, 'text/xml; charset=utf-8');
    assert.equal(imported.status, 201, imported.text);
    assert.deepEqual(imported.body.totals, { lines: 3, matched: 1, missingInBooks: 1, missingAtRail: 1, amountDiffers: 1, breaks: 3 });
    const run = (await t.request('GET', `/v1/admin/reconciliation/runs/${imported.body.runId}`, admin)).body;
    const items = run.items.map((item: any) => [item.outcome, item.reference, item.books?.amount ?? null, item.rail?.amount ?? null]);
    assert.deepEqual(
      items.sort((a: string[], b: string[]) => a[0]!.localeCompare(b[0]!)),
      [
        ['AMOUNT_DIFFERS', `transfer:${paid[1]!.id}`, '250.00', '249.99'],
        ['MISSING_AT_RAIL', `transfer:${paid[2]!.id}`, '75.50', null],
        ['MISSING_IN_BOOKS', `transfer:${stranger}`, null, '42.00'],
      ],
    );
    for (const item of run.items) {
      const exception = await t.request('GET', `/v1/admin/exceptions/${item.exceptionId}`, admin);
      assert.deepEqual([exception.body.kind, exception.body.status], ['RECONCILIATION_MISMATCH', 'OPEN']);
    }
    const dismissed = await t.request('POST', `/v1/admin/exceptions/${run.items[0].exceptionId}/resolve`, {
      ...admin,
      body: { action: 'dismiss', note: 'the bank corrected its statement' },
    });
    assert.equal(dismissed.status, 200, dismissed.text);
    const closed = (await t.request('GET', `/v1/admin/reconciliation/runs/${run.id}`, admin)).body.items.find((item: any) => item.id === run.items[0].id);
    assert.deepEqual([closed.closure.how, closed.closure.note], ['DISMISSED', 'the bank corrected its statement']);
    await assertTrialBalanceZero(t);
  });

  it('imports a CSV in the documented layout', async () => {
    const csv = [
      'date,direction,amount,currency,end_to_end_id,reference,description',
      `${paid[0]!.at.toISOString()},IN,100.00,BRL,${E2E},BK-1,`,
      `${paid[1]!.at.toISOString()},IN,250.00,BRL,,BK-2,"Deposit for ${paid[1]!.id}, thank you"`,
      `${paid[2]!.at.toISOString()},IN,75.50,BRL,,BK-3,transfer:${paid[2]!.id}`,
      `${paid[2]!.at.toISOString()},OUT,10.00,BRL,,BK-4,bank fee`,
    ].join('\r\n');
    const imported = await importFile(t, 'pix-collection', csv, 'text/csv', { from: start, to: end });
    assert.equal(imported.status, 201, imported.text);
    assert.deepEqual(imported.body.totals, { lines: 4, matched: 3, missingInBooks: 1, missingAtRail: 0, amountDiffers: 0, breaks: 1 });
    assert.deepEqual([imported.body.format, imported.body.version, imported.body.openingBalance], ['CSV', null, null]);
    assert.deepEqual(
      imported.body.lines.map((line: any) => [line.outcome, line.matchedBy]),
      [
        ['MATCHED', 'END_TO_END_ID'],
        ['MATCHED', 'REFERENCE'],
        ['MATCHED', 'REFERENCE'],
        ['MISSING_IN_BOOKS', null],
      ],
    );
    assert.equal(imported.body.lines[3].reference, 'bank:BK-4');
  });

  it('imports a statement through the console, for an operator and not a viewer', async () => {
    const upload = async (visitor: OpsVisitor, file: string) => {
      const { text, csrf } = await visitor.page('/ops/reconciliation');
      assert.match(text, /Import a bank statement/);
      const form = new FormData();
      form.set('_csrf', csrf ?? '');
      form.set('railAccount', 'pix-collection');
      form.set('format', 'CSV');
      form.set('file', new Blob([file], { type: 'text/csv' }), 'statement.csv');
      return visitor.fetch('/ops/reconciliation/statements', { method: 'POST', body: form });
    };
    const csv = `date,direction,amount,currency,end_to_end_id\n${paid[0]!.at.toISOString()},IN,100.00,BRL,${E2E}\n`;
    const operator = await createOperator(t, { role: 'operator' });
    const visitor = new OpsVisitor(t.url);
    await visitor.signInFirstTime(operator);
    const posted = await upload(visitor, csv);
    assert.equal(posted.status, 303, await posted.text());
    const runId = /\/ops\/reconciliation\/runs\/([0-9a-f-]{36})/.exec(posted.headers.get('location') ?? '')?.[1];
    assert.ok(runId, posted.headers.get('location') ?? 'no location');
    const page = await visitor.page(`/ops/reconciliation/runs/${runId}`);
    assert.match(page.text, /by a bank statement import/);
    const [statement] = await t.db.query<{ id: string; format: string; line_count: number }>(
      'SELECT id, format, line_count FROM bank_statements WHERE run_id = $1',
      [runId],
    );
    assert.deepEqual([statement?.format, statement?.line_count], ['CSV', 1]);
    const [entry] = await auditEntries(t, `action:bank_statement.imported,resource.id:${statement!.id}`);
    assert.equal(entry?.actor.id, operator.id);

    // The same file again: the form says why, and nothing is written.
    const again = await upload(visitor, csv);
    assert.equal(again.status, 409);
    assert.match(await again.text(), /imported already/);
    // A viewer may read the page but not import.
    const viewer = await createOperator(t, { role: 'viewer' });
    const viewing = new OpsVisitor(t.url);
    await viewing.signInFirstTime(viewer);
    assert.equal((await upload(viewing, `${csv}\n`)).status, 403);
    // Another console form takes no file.
    const { csrf } = await visitor.page('/ops/reconciliation');
    const form = new FormData();
    form.set('_csrf', csrf ?? '');
    form.set('from', start.toISOString());
    form.set('to', end.toISOString());
    assert.equal((await visitor.fetch('/ops/reconciliation/runs', { method: 'POST', body: form })).status, 415);
  });

  it('refuses a file that is not valid, of another currency, unbalanced or of another type with 4xx, and writes nothing', async () => {
    const counts = async () =>
      (await t.db.query<{ n: string }>(`SELECT (SELECT count(*) FROM bank_statements) || '/' || (SELECT count(*) FROM reconciliation_runs) AS n`))[0]!.n;
    const before = await counts();
    const valid = (overrides: Partial<Parameters<typeof camt053>[0]> = {}) =>
      camt053({ id: `STMT-${randomUUID().slice(0, 8)}`, from: start, to: end, opening: '1000.00', entries: lines(), ...overrides });

    // The schema refuses what the import refuses: the validation can fail.
    const usdc = valid({ currency: 'USDC' });
    assert.match((await schemaErrors(usdc)).join('\n'), /Ccy/);
    assert.match((await schemaErrors(valid().replace(/<BkTxCd>.*?<\/BkTxCd>/s, ''))).join('\n'), /BkTxCd/);

    const refusals: Array<[string, string, string, number, string]> = [
      ['unbalanced', 'pix-collection', valid({ closing: '1425.49' }), 422, 'bank_statement.unbalanced'],
      ['another currency', 'pix-collection', valid({ currency: 'USD' }), 422, 'bank_statement.currency_mismatch'],
      ['a BRL file for the USD bank', 'usd-bank', valid(), 422, 'bank_statement.currency_mismatch'],
      ['not well formed', 'pix-collection', valid().replace('</Stmt>', ''), 422, 'bank_statement.malformed'],
      ['not a camt.053', 'pix-collection', valid().replace(NAMESPACE, 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03'), 422, 'bank_statement.malformed'],
      ['an amount of 3 decimals', 'pix-collection', valid().replace('>250.00<', '>250.005<'), 422, 'bank_statement.malformed'],
      ['no closing balance', 'pix-collection', valid().replace(/<Cd>CLBD<\/Cd>/, '<Cd>CLAV</Cd>'), 422, 'bank_statement.malformed'],
      [
        'an entity declaration',
        'pix-collection',
        `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x "y">]>${valid().replace(/^<\?xml[^>]*>/, '')}`,
        422,
        'bank_statement.malformed',
      ],
    ];
    for (const [what, account, file, status, code] of refusals) {
      const answer = await importFile(t, account, file, 'application/xml');
      assert.deepEqual([what, answer.status, answer.body.code], [what, status, code], answer.text);
    }
    const csvRefusals: Array<[string, string]> = [
      ['no amount column', 'date,direction,currency\n2026-11-28,IN,BRL'],
      ['a negative amount', 'date,direction,amount,currency\n2026-11-28,IN,-5.00,BRL'],
      ['an unknown direction', 'date,direction,amount,currency\n2026-11-28,SIDEWAYS,5.00,BRL'],
      ['a bad date', 'date,direction,amount,currency\n28/11/2026,IN,5.00,BRL'],
      ['a ragged row', 'date,direction,amount,currency\n2026-11-28,IN,5.00'],
      ['no line', 'date,direction,amount,currency\n'],
    ];
    for (const [what, file] of csvRefusals) {
      const answer = await importFile(t, 'pix-collection', file, 'text/csv');
      assert.deepEqual([what, answer.status, answer.body.code], [what, 422, 'bank_statement.malformed'], answer.text);
    }
    const wrongCurrency = await importFile(t, 'usd-bank', 'date,direction,amount,currency\n2026-11-28,IN,5.00,BRL', 'text/csv');
    assert.deepEqual([wrongCurrency.status, wrongCurrency.body.code], [422, 'bank_statement.currency_mismatch']);
    const notUtf8 = await t.request('POST', '/v1/admin/reconciliation/statements?railAccount=pix-collection', {
      ...admin,
      raw: Buffer.from([0x64, 0x61, 0x74, 0x65, 0xff, 0xfe, 0x0a]),
      headers: { 'content-type': 'text/csv' },
    });
    assert.deepEqual([notUtf8.status, notUtf8.body.code], [422, 'bank_statement.malformed']);
    const pdf = await importFile(t, 'pix-collection', '%PDF-1.7', 'application/pdf');
    assert.deepEqual([pdf.status, pdf.body.code], [415, 'web.unsupported_media_type']);
    const noAccount = await t.request('POST', '/v1/admin/reconciliation/statements', {
      ...admin,
      raw: valid(),
      headers: { 'content-type': 'application/xml' },
    });
    assert.equal(noAccount.status, 400, noAccount.text);
    const unknown = await t.request('GET', `/v1/admin/reconciliation/statements/${randomUUID()}`, admin);
    assert.deepEqual([unknown.status, unknown.body.code], [404, 'bank_statement.not_found']);
    assert.equal(await counts(), before, 'nothing was written');
  });

  it('lists the statements imported, newest first, a page at a time, filtered by rail account and period; the console shows the latest', async () => {
    // One more, of the USD bank, whose one line the books do not have: a break.
    const usd = await importFile(t, 'usd-bank', `date,direction,amount,currency,reference\n${start.toISOString()},IN,12.34,USD,WIRE-1\n`, 'text/csv', {
      from: start,
      to: end,
    });
    assert.equal(usd.status, 201, usd.text);
    const imported = (await t.db.query<{ id: string }>('SELECT id FROM bank_statements ORDER BY created_at DESC, id DESC')).map((row) => row.id);
    assert.ok(imported.length >= 4, `the earlier tests imported statements too: ${imported.length}`);
    const list = (query: string) => t.request('GET', `/v1/admin/reconciliation/statements${query}`, admin);
    const ids = (answer: { body: { content: Array<{ id: string }> } }) => answer.body.content.map((statement) => statement.id);

    const all = await list('?size=100');
    assert.equal(all.status, 200, all.text);
    assert.deepEqual(ids(all), imported, 'newest first');
    assert.deepEqual([all.body.totalElements, all.body.totalPages], [imported.length, 1]);
    // Each item is the statement as its read gives it, without its lines.
    const { lines: _lines, ...summary } = (await t.request('GET', `/v1/admin/reconciliation/statements/${usd.body.id}`, admin)).body;
    assert.deepEqual(all.body.content[0], summary);
    assert.deepEqual(
      [summary.railAccount, summary.format, summary.periodStart, summary.periodEnd, summary.openingBalance, summary.runId, summary.importedBy.id],
      ['usd-bank', 'CSV', start.toISOString(), end.toISOString(), null, usd.body.runId, 'admin'],
    );
    assert.deepEqual(summary.totals, { lines: 1, matched: 0, missingInBooks: 1, missingAtRail: 0, amountDiffers: 0, breaks: 1 });

    // A page at a time: two pages of two are the four newest, in order.
    const first = await list('?size=2');
    const second = await list('?size=2&page=1');
    assert.deepEqual([...ids(first), ...ids(second)], imported.slice(0, 4));
    assert.deepEqual([first.body.page, first.body.size, first.body.totalPages], [0, 2, Math.ceil(imported.length / 2)]);
    assert.deepEqual(ids(await list('?sort=createdDate,asc&size=1')), [imported.at(-1)]);

    // Filtered by rail account, and by period.
    assert.deepEqual(ids(await list('?filterEq=railAccount:usd-bank')), [usd.body.id]);
    assert.deepEqual(ids(await list('?filterEq=railAccount:pix-collection&size=100')), imported.slice(1));
    assert.deepEqual(ids(await list(`?filterEq=railAccount:usd-bank,periodStart:${start.toISOString()},periodEnd:${end.toISOString()}`)), [usd.body.id]);
    const elsewhen = await list(`?filterEq=periodStart:${new Date(start.getTime() - 86_400_000).toISOString()}`);
    assert.deepEqual([elsewhen.status, elsewhen.body.totalElements], [200, 0]);

    // A bad page, filter or sort is a 400 with its code; no token is 401, an integrator's is 403.
    const refusals: Array<[string, string]> = [
      ['?page=-1', 'page.invalid'],
      ['?size=101', 'page.invalid'],
      ['?filterEq=railAccount', 'filter.malformed'],
      ['?filterEq=lines:3', 'filter.invalid_field'],
      ['?sort=sha256,desc', 'sort.invalid_field'],
    ];
    for (const [query, code] of refusals) {
      const answer = await list(query);
      assert.deepEqual([query, answer.status, answer.body.code], [query, 400, code], answer.text);
    }
    assert.equal((await t.request('GET', '/v1/admin/reconciliation/statements')).status, 401);
    assert.equal((await t.request('GET', '/v1/admin/reconciliation/statements', { token: app.integrator.token })).status, 403);

    // The console's Reconciliation page lists the latest, for a viewer too, each linked to the run its import made.
    const viewing = new OpsVisitor(t.url);
    await viewing.signInFirstTime(await createOperator(t, { role: 'viewer' }));
    const page = (await viewing.page('/ops/reconciliation')).text;
    const section = page.slice(page.indexOf('id="statements-title"'), page.indexOf('id="runs-title"'));
    assert.match(section, new RegExp(`${imported.length} in all`));
    assert.match(
      section,
      new RegExp(`href="/ops/reconciliation/runs/${usd.body.runId}"[\\s\\S]*usd-bank[\\s\\S]*CSV[\\s\\S]*0 / 1[\\s\\S]*<strong>1</strong>`),
    );
  });
});
