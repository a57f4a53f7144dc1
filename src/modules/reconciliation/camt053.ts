// Reads an ISO 20022 camt.053 file (BankToCustomerStatement) into a ParsedStatement, with fast-xml-parser. Any version
// from 001.02 on is recognised by its namespace (urn:iso:std:iso:20022:tech:xsd:camt.053.001.NN); what differs between
// them and matters here is read both ways (an entry's status is a code in .02 and a Cd choice from .08; a transaction's
// amount is AmtDtls/TxAmt/Amt in .02 and Amt from .08). One file holds one statement (Stmt) of one account.
//
//   each booked Ntry             a line, or one per TxDtls when a batch entry gives each transaction's amount
//   Amt, Amt@Ccy                 the amount and its currency (each must be the account's)
//   CdtDbtInd                    CRDT = IN (money arrived), DBIT = OUT
//   BookgDt/Dt or /DtTm          when it was booked
//   NtryDtls/TxDtls/Refs/EndToEndId   the end-to-end id (NOTPROVIDED is none)
//   AcctSvcrRef                  the bank's reference (the transaction's, else the entry's)
//   RmtInf/Ustrd, AddtlNtryInf   the remittance text
//   Bal OPBD (or PRCD), CLBD     the booked opening and closing balances: opening + credits - debits must be closing
//   FrToDt                       the period (to the end of ToDtTm's second); without it, the lines' UTC days
//
// An entry whose status is not BOOK (pending, information only) is not money on the account yet: it is left out. A
// DOCTYPE is refused (no entity is ever expanded).
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Decimal, CURRENCY_CODES, type CurrencyCode } from '../../money.ts';
import {
  malformed,
  MAX_STATEMENT_LINES,
  periodOfLines,
  statementAmount,
  statementTime,
  textOrNull,
  type ParsedStatement,
  type StatementLine,
} from './statement-file.ts';
import { reconciliationError } from './errors.ts';

const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.(001\.(\d{2}))$/;
const ARRAYS = new Set(['Stmt', 'Bal', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd']);

const options = { ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, parseAttributeValue: false, processEntities: false };
const rootReader = new XMLParser({ ...options, stopNodes: ['*.*'] });
const reader = new XMLParser({ ...options, removeNSPrefix: true, isArray: (name) => ARRAYS.has(name) });

type Node = Record<string, unknown>;
const node = (value: unknown): Node | undefined => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined);
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.map(node).filter((item): item is Node => item !== undefined) : []);
/** The text of an element: a plain string, or the #text of one that has attributes. */
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof node(value)?.['#text'] === 'string' ? (node(value)!['#text'] as string) : undefined;
const path = (from: unknown, ...names: string[]): unknown => names.reduce<unknown>((at, name) => node(at)?.[name], from);

/** The camt.053 version of a document, or why it is none. */
function versionOf(xml: string): string {
  const parsed = rootReader.parse(xml) as Node;
  const rootName = Object.keys(parsed).find((key) => !key.startsWith('?'));
  if (!rootName) throw malformed('The file has no root element.');
  const [prefix, local] = rootName.includes(':') ? rootName.split(':', 2) : [undefined, rootName];
  if (local !== 'Document') throw malformed(`The root element is ${rootName}, not an ISO 20022 Document.`);
  const namespace = node(parsed[rootName])?.[prefix ? `@_xmlns:${prefix}` : '@_xmlns'];
  const match = typeof namespace === 'string' ? NAMESPACE.exec(namespace) : null;
  if (!match || Number(match[2]) < 2) {
    throw malformed(
      `The Document's namespace is ${typeof namespace === 'string' ? namespace : 'missing'}: a camt.053 statement's is urn:iso:std:iso:20022:tech:xsd:camt.053.001.NN (001.02 or later).`,
    );
  }
  return match[1]!;
}

function currencyOf(amount: unknown, where: string, expected: CurrencyCode): void {
  const currency = node(amount)?.['@_Ccy'];
  if (typeof currency !== 'string') throw malformed(`${where}: the amount has no Ccy.`);
  if (currency !== expected) {
    throw reconciliationError('bank_statement.currency_mismatch', `${where} is in ${currency}: the rail account holds ${expected}.`);
  }
}

function amountOf(amount: unknown, where: string, currency: CurrencyCode): Decimal {
  const value = text(amount);
  if (value === undefined) throw malformed(`${where}: no amount.`);
  currencyOf(amount, where, currency);
  return statementAmount(value, where);
}

function directionOf(indicator: unknown, where: string): 'IN' | 'OUT' {
  if (indicator === 'CRDT') return 'IN';
  if (indicator === 'DBIT') return 'OUT';
  throw malformed(`${where}: CdtDbtInd must be CRDT or DBIT.`);
}

/** An entry's status: the code itself (.02 to .07) or its Cd (a choice from .08). */
const statusOf = (entry: Node): string | undefined => text(entry.Sts) ?? text(path(entry, 'Sts', 'Cd')) ?? text(path(entry, 'Sts', 'Prtry'));

const dateOf = (choice: unknown): string | undefined => text(path(choice, 'DtTm')) ?? text(path(choice, 'Dt'));

function endToEndIdOf(transaction: Node | undefined): string | null {
  const id = textOrNull(path(transaction, 'Refs', 'EndToEndId'), 140);
  return id === null || id.toUpperCase() === 'NOTPROVIDED' ? null : id;
}

function remittanceOf(entry: Node, transaction: Node | undefined): string | null {
  const unstructured = path(transaction, 'RmtInf', 'Ustrd');
  const parts = [...(Array.isArray(unstructured) ? unstructured.map(text) : []), text(transaction?.AddtlTxInf), text(entry.AddtlNtryInf)];
  return textOrNull(parts.filter((part): part is string => part !== undefined && part.trim() !== '').join(' '), 1000);
}

/** A transaction's own amount within a batch entry: Amt (.08 on) or AmtDtls/TxAmt/Amt (.02 on). */
const transactionAmountOf = (transaction: Node): unknown => transaction.Amt ?? path(transaction, 'AmtDtls', 'TxAmt', 'Amt');

function balanceOf(balances: Node[], codes: string[], currency: CurrencyCode): Decimal | null {
  const balance = balances.find((candidate) => codes.includes(text(path(candidate, 'Tp', 'CdOrPrtry', 'Cd')) ?? ''));
  if (!balance) return null;
  const where = `The ${codes[0]} balance`;
  const value = text(balance.Amt);
  if (value === undefined || !/^[0-9]+(\.[0-9]{1,5})?$/.test(value.trim())) throw malformed(`${where}: no amount.`);
  currencyOf(balance.Amt, where, currency);
  const amount = new Decimal(value.trim());
  return directionOf(balance.CdtDbtInd, where) === 'OUT' ? amount.negated() : amount;
}

function periodOf(statement: Node, lines: StatementLine[]): { start: Date; end: Date } | null {
  const from = text(path(statement, 'FrToDt', 'FrDtTm'));
  const to = text(path(statement, 'FrToDt', 'ToDtTm'));
  if (from === undefined || to === undefined) return periodOfLines(lines);
  const start = statementTime(from, 'FrToDt/FrDtTm').at;
  const end = statementTime(to, 'FrToDt/ToDtTm').at;
  // ToDtTm is the last instant the statement covers: to the end of its second (or millisecond, when it names one).
  const last = new Date(end.getTime() + (end.getUTCMilliseconds() === 0 ? 1000 : 1));
  if (start >= last) throw malformed('FrToDt: FrDtTm is after ToDtTm.');
  return { start, end: last };
}

/** Reads a camt.053 file of an account in `currency`. */
export function readCamt053(xml: string, currency: CurrencyCode): ParsedStatement {
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) throw malformed(`The XML is not well formed: ${wellFormed.err.msg} (line ${wellFormed.err.line}).`);
  if (/<!DOCTYPE/i.test(xml)) throw malformed('A camt.053 file has no DOCTYPE.');
  const version = versionOf(xml);
  const document = node(node(reader.parse(xml) as Node)?.Document);
  const statements = list(path(document, 'BkToCstmrStmt', 'Stmt'));
  if (statements.length !== 1)
    throw malformed(`The file holds ${statements.length} statements (BkToCstmrStmt/Stmt): import one statement of one account per file.`);
  const statement = statements[0]!;
  const accountCurrency = text(path(statement, 'Acct', 'Ccy'));
  if (accountCurrency !== undefined && accountCurrency !== currency) {
    throw reconciliationError(
      'bank_statement.currency_mismatch',
      `The statement's account (Acct/Ccy) is in ${accountCurrency}: the rail account holds ${currency}.`,
    );
  }
  if (!(CURRENCY_CODES as string[]).includes(currency)) throw malformed(`Unknown currency ${currency}.`);

  const lines: StatementLine[] = [];
  let credits = new Decimal(0);
  let debits = new Decimal(0);
  for (const [index, entry] of list(statement.Ntry).entries()) {
    const where = `Entry ${index + 1} (Ntry)`;
    const status = statusOf(entry);
    if (status === undefined) throw malformed(`${where}: no status (Sts).`);
    if (status !== 'BOOK') continue;
    const amount = amountOf(entry.Amt, where, currency);
    const direction = directionOf(entry.CdtDbtInd, where);
    const booked = dateOf(entry.BookgDt) ?? dateOf(entry.ValDt);
    if (booked === undefined) throw malformed(`${where}: no booking date (BookgDt).`);
    const at = statementTime(booked, `${where} BookgDt`).at;
    if (direction === 'IN') credits = credits.plus(amount);
    else debits = debits.plus(amount);
    const transactions = list(path(entry, 'NtryDtls')).flatMap((details) => list(details.TxDtls));
    const entryReference = textOrNull(entry.AcctSvcrRef, 140);
    const lineOf = (transaction: Node | undefined, lineAmount: Decimal): StatementLine => ({
      lineNo: lines.length + 1,
      direction,
      amount: lineAmount,
      at,
      endToEndId: endToEndIdOf(transaction),
      bankReference: textOrNull(path(transaction, 'Refs', 'AcctSvcrRef'), 140) ?? entryReference,
      description: remittanceOf(entry, transaction),
    });
    if (transactions.length <= 1) {
      lines.push(lineOf(transactions[0], amount));
    } else {
      // A batch: one line per transaction, each with its own amount, adding up to the entry's.
      const amounts = transactions.map((transaction, n) => {
        const own = transactionAmountOf(transaction);
        if (own === undefined)
          throw malformed(`${where}: a batch of ${transactions.length} transactions must give each one's amount (TxDtls/Amt or AmtDtls/TxAmt/Amt).`);
        return amountOf(own, `${where} transaction ${n + 1}`, currency);
      });
      const sum = amounts.reduce((total, each) => total.plus(each), new Decimal(0));
      if (!sum.equals(amount)) throw malformed(`${where}: its transactions add up to ${sum.toFixed(2)}, the entry to ${amount.toFixed(2)}.`);
      transactions.forEach((transaction, n) => lines.push(lineOf(transaction, amounts[n]!)));
    }
    if (lines.length > MAX_STATEMENT_LINES) throw malformed(`The file has more than ${MAX_STATEMENT_LINES} lines: split it.`);
  }

  const balances = list(statement.Bal);
  const opening = balanceOf(balances, ['OPBD', 'PRCD'], currency);
  const closing = balanceOf(balances, ['CLBD'], currency);
  if (opening === null || closing === null) {
    throw malformed('The statement must give its booked opening (Bal with Tp/CdOrPrtry/Cd OPBD) and closing (CLBD) balances.');
  }
  const expected = opening.plus(credits).minus(debits);
  if (!expected.equals(closing)) {
    throw reconciliationError(
      'bank_statement.unbalanced',
      `Opening ${opening.toFixed(2)} + credits ${credits.toFixed(2)} - debits ${debits.toFixed(2)} = ${expected.toFixed(2)} ${currency}, but the closing balance is ${closing.toFixed(2)}.`,
    );
  }
  return {
    format: 'CAMT053',
    version,
    bankStatementId: textOrNull(statement.Id, 35),
    currency,
    period: periodOf(statement, lines),
    opening,
    closing,
    lines,
  };
}
