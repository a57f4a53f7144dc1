// Reads a bank statement in the service's CSV layout (docs/operations.md, "Importing a bank statement") into a
// ParsedStatement, with csv-parse. A header row names the columns, in any order:
//
//   date            required  YYYY-MM-DD, or an ISO 8601 date-time (UTC when it names no offset)
//   direction       required  IN or OUT (CRDT and DBIT, CREDIT and DEBIT are taken too)
//   amount          required  positive, a dot, at most 2 decimals
//   currency        required  the rail account's
//   end_to_end_id   optional  the payment's end-to-end id
//   reference       optional  the bank's reference of the line
//   description     optional  the remittance text
//
// Other columns are ignored. A CSV has no balances: its period is the UTC days its lines fall in unless the import names one.
import { parse } from 'csv-parse/sync';
import type { CurrencyCode } from '../../money.ts';
import { reconciliationError } from './errors.ts';
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

export const CSV_COLUMNS = ['date', 'direction', 'amount', 'currency', 'end_to_end_id', 'reference', 'description'] as const;
const REQUIRED = ['date', 'direction', 'amount', 'currency'] as const;

const DIRECTIONS: Record<string, 'IN' | 'OUT'> = { IN: 'IN', CRDT: 'IN', CREDIT: 'IN', OUT: 'OUT', DBIT: 'OUT', DEBIT: 'OUT' };

/** Reads a CSV statement of an account in `currency`. */
export function readStatementCsv(csv: string, currency: CurrencyCode): ParsedStatement {
  let rows: Record<string, string>[];
  try {
    rows = parse(csv.replace(/^\uFEFF/, ''), {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: false,
      to: MAX_STATEMENT_LINES + 1,
    }) as Record<string, string>[];
  } catch (error) {
    throw malformed(`The CSV cannot be read: ${(error as Error).message}`);
  }
  const header = rows.length > 0 ? Object.keys(rows[0]!) : [];
  if (rows.length > MAX_STATEMENT_LINES) throw malformed(`The file has more than ${MAX_STATEMENT_LINES} lines: split it.`);
  const missing = REQUIRED.filter((column) => rows.length > 0 && !header.includes(column));
  if (rows.length === 0) throw malformed(`The CSV has no line under its header (${CSV_COLUMNS.join(',')}).`);
  if (missing.length > 0) throw malformed(`The CSV's header lacks the column(s) ${missing.join(', ')}: it must name ${REQUIRED.join(', ')}.`);

  const lines = rows.map((row, index): StatementLine => {
    const where = `Line ${index + 1}`;
    const direction = DIRECTIONS[(row.direction ?? '').toUpperCase()];
    if (!direction) throw malformed(`${where}: direction must be IN or OUT, not "${(row.direction ?? '').slice(0, 20)}".`);
    if (row.currency !== currency) {
      throw reconciliationError('bank_statement.currency_mismatch', `${where} is in ${(row.currency ?? '').slice(0, 10)}: the rail account holds ${currency}.`);
    }
    return {
      lineNo: index + 1,
      direction,
      amount: statementAmount(row.amount ?? '', `${where} amount`),
      at: statementTime(row.date ?? '', `${where} date`).at,
      endToEndId: textOrNull(row.end_to_end_id, 140),
      bankReference: textOrNull(row.reference, 140),
      description: textOrNull(row.description, 1000),
    };
  });
  return { format: 'CSV', version: null, bankStatementId: null, currency, period: periodOfLines(lines), opening: null, closing: null, lines };
}
