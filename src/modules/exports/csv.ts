// Owns how an export is written: a header row, then one row per item, as RFC 4180 CSV (CRLF, every text cell quoted)
// made by csv-stringify, pulled from the rows' source only as fast as the client reads (stream backpressure), so an
// export never holds more than a page of rows. A cell that a spreadsheet would read as a formula is neutralised.
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | null | undefined;
  /**
   * A signed decimal the service wrote itself ("-10.00"): left as it is, so a spreadsheet still reads it as a number.
   * Every other cell may carry text an integrator or a rail supplied and is neutralised.
   */
  amount?: boolean;
}

/**
 * OWASP's CSV injection advice: a cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return (or their
 * full-width forms, which some spreadsheets fold into them) is prefixed with `'`, so it is shown as text and never
 * evaluated; quoting every text cell keeps a separator or a quote inside it from splitting the cell. csv-stringify's own
 * `escape_formulas` does the same to every string cell, our signed amounts included ("-10.00" would become text), so
 * the rule is applied here, cell by cell, and amounts are exempt.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(text) ? `'${text}` : text;
}

function cells<Row>(columns: readonly CsvColumn<Row>[], row: Row): string[] {
  return columns.map((column) => {
    const value = column.value(row) ?? '';
    return column.amount ? value : neutralise(value);
  });
}

/**
 * The CSV of `rows`, for a reply. The first page is read before this resolves, so that a database that cannot be
 * reached is a 503 with the contract's body rather than a 200 cut short. A failure after that can only end the
 * response early: the client sees a body that stops without its final chunk, never a file that looks complete.
 */
export async function openCsv<Row>(columns: readonly CsvColumn<Row>[], rows: AsyncIterable<Row>, onError: (error: Error) => void): Promise<Readable> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* records(): AsyncGenerator<string[]> {
    try {
      yield columns.map((column) => column.header);
      if (first.done) return;
      yield cells(columns, first.value);
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield cells(columns, next.value);
    } finally {
      // The client went away, or a page failed: stop reading pages.
      await iterator.return?.();
    }
  }
  const stringifier = stringify({ quoted_string: true, record_delimiter: 'windows', quote_record_delimiter: true });
  return pipeline(Readable.from(records()), stringifier, (error) => {
    if (error) onError(error);
  });
}
