// Owns the CSV exports: what each covers, checked before anything is written (the period, the beneficiary within the
// integrator), and the rows, read in keyset pages and written as the client reads them. The API (routes.ts) and the
// dashboard (src/dashboard/pages/exports.ts) both stream what this returns.
//
// An export covers [from, to), and never goes past the moment it started: rows committed while it streams are left
// for the next one, so a period that reaches into the present still ends. Pages are separate statements, not one
// snapshot: a transaction still in flight when the export passed its time (a few milliseconds of work) is not in it, so
// the books are best exported for a period that has ended.
import type { Readable } from 'node:stream';
import { one, type Db } from '../../db/index.ts';
import { findBeneficiary } from '../beneficiaries/index.ts';
import { balanceMovementColumns, balanceMovements } from './balance-movements.ts';
import { openCsv, type CsvColumn } from './csv.ts';
import { journalColumns, journalLines } from './journal.ts';
import { keysetRows } from './keyset.ts';
import { paymentColumns, paymentSource } from './payments.ts';
import { exportFileName, parseExportRange } from './range.ts';
import type { ExportScope } from './scope.ts';
import { transferColumns, transferSource } from './transfers.ts';

export type ExportKind = 'transfers' | 'payments' | 'balance-movements';

export interface ExportQuery {
  from?: string | undefined;
  to?: string | undefined;
  beneficiaryId?: string | undefined;
}

export interface CsvExport {
  /** For Content-Disposition: only [A-Za-z0-9._-]. */
  fileName: string;
  body: Readable;
}

export class ExportService {
  constructor(
    private readonly db: Db,
    /** Rows (journal: entries) read per statement. */
    private readonly pageSize: number,
  ) {}

  /**
   * One of an integrator's exports. Everything that can be refused is checked before the first page is read: 400 for
   * the period, 404 for a beneficiary that is not the integrator's.
   */
  async integratorExport(integratorId: string, kind: ExportKind, query: ExportQuery, onError: (error: Error) => void): Promise<CsvExport> {
    const range = parseExportRange(query);
    const beneficiaryId = query.beneficiaryId === undefined || query.beneficiaryId === '' ? undefined : query.beneficiaryId;
    if (beneficiaryId !== undefined) await findBeneficiary(this.db, integratorId, beneficiaryId);
    const scope = { ...(await this.scope(range)), integratorId, beneficiaryId };
    const fileName = exportFileName(kind, range);
    switch (kind) {
      case 'transfers':
        return { fileName, body: await this.csv(transferColumns, keysetRows(this.db, transferSource(scope), this.pageSize), onError) };
      case 'payments':
        return { fileName, body: await this.csv(paymentColumns, keysetRows(this.db, paymentSource(scope), this.pageSize), onError) };
      case 'balance-movements':
        return { fileName, body: await this.csv(balanceMovementColumns, balanceMovements(this.db, scope, this.pageSize), onError) };
    }
  }

  /** The operator's export of the journal: every entry of the period with its postings. */
  async journal(query: ExportQuery, onError: (error: Error) => void): Promise<CsvExport> {
    const range = parseExportRange(query);
    const scope = await this.scope(range);
    return { fileName: exportFileName('journal', range), body: await this.csv(journalColumns, journalLines(this.db, scope, this.pageSize), onError) };
  }

  /** The period, ended at the database's present when `to` is later (as timestamptz text: microseconds kept). */
  private async scope(range: { from: Date; to: Date }): Promise<ExportScope> {
    const { until } = await one<{ until: string }>(this.db, 'SELECT LEAST($1::timestamptz, now())::text AS until', [range.to]);
    return { from: range.from, to: until };
  }

  private csv<Row>(columns: readonly CsvColumn<Row>[], rows: AsyncIterable<Row>, onError: (error: Error) => void): Promise<Readable> {
    return openCsv(columns, rows, onError);
  }
}
