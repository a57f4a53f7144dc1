// Reading camt.053 across versions and matching a statement's lines, with no database: a 001.02 statement (status a
// plain code, a batch entry split by AmtDtls/TxAmt, a pending entry left out, PRCD as opening, a debit closing balance),
// a namespace prefix, what is refused; and the matcher's one-to-one rule.
// Test pass: embedded only (database-independent: pure functions)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '../../src/errors.ts';
import { Decimal } from '../../src/money.ts';
import { readCamt053 } from '../../src/modules/reconciliation/camt053.ts';
import { matchStatement } from '../../src/modules/reconciliation/statement-match.ts';

const V02 = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02';

const document = (body: string, namespace = V02, prefix = '') =>
  `<?xml version="1.0"?><${prefix}Document xmlns${prefix ? `:${prefix.slice(0, -1)}` : ''}="${namespace}"><${prefix}BkToCstmrStmt><${prefix}GrpHdr><${prefix}MsgId>M</${prefix}MsgId><${prefix}CreDtTm>2026-11-28T00:00:00</${prefix}CreDtTm></${prefix}GrpHdr>${body}</${prefix}BkToCstmrStmt></${prefix}Document>`;

const V02_STATEMENT = `<Stmt><Id>S-02</Id><CreDtTm>2026-11-28T23:00:00</CreDtTm><Acct><Id><Othr><Id>1</Id></Othr></Id><Ccy>USD</Ccy></Acct>
  <Bal><Tp><CdOrPrtry><Cd>PRCD</Cd></CdOrPrtry></Tp><Amt Ccy="USD">10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-27</Dt></Dt></Bal>
  <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="USD">5.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Dt><Dt>2026-11-28</Dt></Dt></Bal>
  <Ntry><Amt Ccy="USD">30.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-11-28</Dt></BookgDt><AcctSvcrRef>B-1</AcctSvcrRef>
    <NtryDtls><Btch><NbOfTxs>2</NbOfTxs></Btch>
      <TxDtls><Refs><EndToEndId>E2E-A</EndToEndId></Refs><AmtDtls><TxAmt><Amt Ccy="USD">12.50</Amt></TxAmt></AmtDtls><RmtInf><Ustrd>payment_in:one</Ustrd><Ustrd>second part</Ustrd></RmtInf></TxDtls>
      <TxDtls><Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs><AmtDtls><TxAmt><Amt Ccy="USD">17.50</Amt></TxAmt></AmtDtls></TxDtls>
    </NtryDtls></Ntry>
  <Ntry><Amt Ccy="USD">45.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><DtTm>2026-11-28T10:00:00-03:00</DtTm></BookgDt><AddtlNtryInf>fee</AddtlNtryInf></Ntry>
  <Ntry><Amt Ccy="USD">99.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>PDNG</Sts><BookgDt><Dt>2026-11-28</Dt></BookgDt></Ntry>
</Stmt>`;

const refused = (xml: string, code: string, message: RegExp) =>
  assert.throws(
    () => readCamt053(xml, 'USD'),
    (error: unknown) => error instanceof DomainError && error.code === code && message.test(error.message),
  );

describe('camt.053 read across versions', () => {
  it('reads a 001.02 statement: plain status, a batch split by its transactions, a pending entry left out, signed balances', () => {
    const statement = readCamt053(document(V02_STATEMENT), 'USD');
    assert.deepEqual(
      [statement.version, statement.bankStatementId, statement.opening?.toFixed(2), statement.closing?.toFixed(2)],
      ['001.02', 'S-02', '10.00', '-5.00'],
    );
    assert.deepEqual(
      statement.lines.map((line) => [
        line.lineNo,
        line.direction,
        line.amount.toFixed(2),
        line.at.toISOString(),
        line.endToEndId,
        line.bankReference,
        line.description,
      ]),
      [
        [1, 'IN', '12.50', '2026-11-28T00:00:00.000Z', 'E2E-A', 'B-1', 'payment_in:one second part'],
        [2, 'IN', '17.50', '2026-11-28T00:00:00.000Z', null, 'B-1', null],
        [3, 'OUT', '45.00', '2026-11-28T13:00:00.000Z', null, null, 'fee'],
      ],
    );
    // No FrToDt: the UTC days of its lines.
    assert.deepEqual([statement.period?.start.toISOString(), statement.period?.end.toISOString()], ['2026-11-28T00:00:00.000Z', '2026-11-29T00:00:00.000Z']);
  });

  it('reads a prefixed namespace and a later version; refuses what is no camt.053 statement', () => {
    assert.equal(
      readCamt053(document(V02_STATEMENT.replace(/<(\/?)/g, '<$1ns:'), 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08', 'ns:'), 'USD').version,
      '001.08',
    );
    refused(document(V02_STATEMENT, 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.01'), 'bank_statement.malformed', /001\.02 or later/);
    refused(document(V02_STATEMENT + V02_STATEMENT), 'bank_statement.malformed', /holds 2 statements/);
    refused(document(V02_STATEMENT.replace('<Amt Ccy="USD">12.50', '<Amt Ccy="USD">12.40')), 'bank_statement.malformed', /add up to 29\.90/);
    refused(
      document(V02_STATEMENT.replace('<Amt Ccy="USD">5.00', '<Amt Ccy="USD">5.01')),
      'bank_statement.unbalanced',
      /-5\.00 USD, but the closing balance is -5\.01/,
    );
    refused(document(V02_STATEMENT.replace('<Ccy>USD</Ccy>', '<Ccy>EUR</Ccy>')), 'bank_statement.currency_mismatch', /EUR/);
    refused(
      document(V02_STATEMENT.replace('<Sts>BOOK</Sts><BookgDt><DtTm>', '<Sts>BOOK</Sts><BookgDt><DtTm>yesterday')),
      'bank_statement.malformed',
      /not a date/,
    );
  });
});

describe('a statement matched with the books', () => {
  const at = new Date('2026-11-28T12:00:00Z');
  const posting = (postingId: string, reference: string, amount: string, railIds: string[] = []) => ({
    postingId,
    entryId: `e-${postingId}`,
    reference,
    direction: 'IN' as const,
    amount: new Decimal(amount),
    at,
    railIds,
  });
  const line = (lineNo: number, amount: string, fields: { endToEndId?: string; bankReference?: string; description?: string } = {}) => ({
    lineNo,
    direction: 'IN' as const,
    amount: new Decimal(amount),
    at,
    endToEndId: fields.endToEndId ?? null,
    bankReference: fields.bankReference ?? null,
    description: fields.description ?? null,
  });
  const period = { start: new Date('2026-11-28T00:00:00Z'), end: new Date('2026-11-29T00:00:00Z') };

  it('matches one line to one posting: a second line of the same reference is missing in the books', () => {
    const match = matchStatement(
      [line(1, '10.00', { description: 'payment:p1' }), line(2, '10.00', { description: 'payment:p1' })],
      [posting('a', 'payment:p1', '10.00')],
      period,
      's',
    );
    assert.deepEqual(
      match.lines.map((result) => [result.outcome, result.posting?.postingId ?? null]),
      [
        ['MATCHED', 'a'],
        ['MISSING_IN_BOOKS', null],
      ],
    );
  });

  it("matches by a payout's rail id given as the bank's reference, and prefers the posting of the line's exact amount", () => {
    const match = matchStatement(
      [line(1, '7.00', { bankReference: 'idEnvio-9' }), line(2, '5.00', { description: 'transfer:t1' })],
      [posting('x', 'transfer:t9', '7.00', ['idEnvio-9']), posting('y', 'transfer:t1', '4.00'), posting('z', 'transfer:t1', '5.00')],
      period,
      's',
    );
    assert.deepEqual(
      match.lines.map((result) => [result.outcome, result.matchedBy, result.posting?.postingId]),
      [
        ['MATCHED', 'RAIL_ID', 'x'],
        ['MATCHED', 'REFERENCE', 'z'],
      ],
    );
    assert.deepEqual(
      match.missingAtRail.map((left) => left.postingId),
      ['y'],
    );
  });
});
