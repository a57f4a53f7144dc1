// Owns what an imported bank statement says, whatever its format: one account's lines (money in or out, the amount,
// when it was booked, the end-to-end id and the bank's reference and text the bank gave) over a period, and its booked
// balances where the format has them. camt053.ts and statement-csv.ts read a file into this; bank-statements.ts
// matches it with the books. Nothing here touches the database.
import { Decimal, type CurrencyCode } from '../../money.ts';
import type { MovementDirection } from '../../rails/capabilities/statement.ts';
import { reconciliationError } from './errors.ts';

export type StatementFormat = 'CAMT053' | 'CSV';

export interface StatementLine {
  /** 1-based, in the file's order. */
  lineNo: number;
  direction: MovementDirection;
  /** Positive, at most 2 decimals. */
  amount: Decimal;
  /** When the bank booked it (a booking date alone is its UTC midnight). */
  at: Date;
  endToEndId: string | null;
  /** The bank's own reference of the line (camt.053 AcctSvcrRef, the CSV's reference). */
  bankReference: string | null;
  /** The remittance text (camt.053 RmtInf/Ustrd, AddtlNtryInf; the CSV's description). */
  description: string | null;
}

export interface ParsedStatement {
  format: StatementFormat;
  /** The camt.053 version read (001.02, 001.08, ...); null for a CSV. */
  version: string | null;
  /** The bank's identification of the statement (camt.053 Stmt/Id). */
  bankStatementId: string | null;
  currency: CurrencyCode;
  /** [start, end): the statement's own period, or the UTC days its lines fall in. */
  period: { start: Date; end: Date } | null;
  /** Booked balances, signed (a debit balance negative), where the file reports them. */
  opening: Decimal | null;
  closing: Decimal | null;
  lines: StatementLine[];
}

/** The most lines one file may have: a run holds both sides of its period in memory. */
export const MAX_STATEMENT_LINES = 50_000;

export const malformed = (detail: string) => reconciliationError('bank_statement.malformed', detail);

const AMOUNT = /^(0|[1-9][0-9]{0,17})(\.[0-9]{1,5})?$/;

/** A positive amount of at most 2 decimals (trailing zeros past them are allowed: camt.053 allows 5 digits). */
export function statementAmount(text: string, where: string): Decimal {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) throw malformed(`${where}: "${trimmed.slice(0, 40)}" is not an amount (digits, a dot and at most 5 decimals).`);
  const amount = new Decimal(trimmed);
  if (amount.decimalPlaces() > 2) throw malformed(`${where}: ${trimmed} has more than 2 decimals, which no account of the books keeps.`);
  if (amount.isZero()) throw malformed(`${where}: the amount is zero.`);
  return amount;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})?$/;

/** A date (its UTC midnight) or a date-time (UTC when it names no offset), as ISO 8601 writes them. */
export function statementTime(text: string, where: string): { at: Date; dateOnly: boolean } {
  const trimmed = text.trim();
  const date = DATE.exec(trimmed);
  if (date) {
    const at = new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])));
    if (at.toISOString().slice(0, 10) === trimmed) return { at, dateOnly: true };
  } else if (DATE_TIME.test(trimmed)) {
    const zoned = /(Z|[+-]\d{2}:\d{2})$/.test(trimmed) ? trimmed : `${trimmed}Z`;
    const at = new Date(zoned);
    if (!Number.isNaN(at.getTime())) return { at, dateOnly: false };
  }
  throw malformed(`${where}: "${trimmed.slice(0, 40)}" is not a date (YYYY-MM-DD) or a date-time (ISO 8601).`);
}

const DAY_MS = 86_400_000;
const dayOf = (at: Date): Date => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

/** The UTC days the lines fall in, [first midnight, the midnight after the last line): a statement without its own period. */
export function periodOfLines(lines: readonly StatementLine[]): { start: Date; end: Date } | null {
  if (lines.length === 0) return null;
  const times = lines.map((line) => line.at.getTime());
  return { start: dayOf(new Date(Math.min(...times))), end: new Date(dayOf(new Date(Math.max(...times))).getTime() + DAY_MS) };
}

/** Text a person may read, or null: trimmed, at most `max` characters. */
export const textOrNull = (value: unknown, max = 500): string | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  return text === '' ? null : text.slice(0, max);
};
