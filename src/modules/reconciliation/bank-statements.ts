// Owns bank statements imported by an operator (issue 33, item 5): a camt.053 or CSV file of one rail account
// (camt053.ts, statement-csv.ts) whose lines are matched with the ledger's rail_cash postings of that account
// (statement-match.ts). One import is one reconciliation run of that account over the statement's period (trigger
// STATEMENT), its rail side being the file's lines: its breaks are the run's items, each a RECONCILIATION_MISMATCH
// exception, dismissed or corrected as any other (breaks.ts). The statement, its lines and what each matched, the
// run, its items and exceptions, and the audit entry are written in one transaction, or nothing is. A file is
// imported once, by its SHA-256.
import { createHash, randomUUID } from 'node:crypto';
import { isUniqueViolation, maybeOneByUuid, type Db, type Queryable } from '../../db/index.ts';
import { isoText, listPage, type ListRequest, type ListResource, type Page } from '../../db/lists.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import { amountText, type CurrencyCode, Decimal } from '../../money.ts';
import { RAIL_ACCOUNT_CURRENCY, RAIL_ACCOUNTS, type RailAccount } from '../../rails/capabilities/statement.ts';
import { railAccountOf } from './books.ts';
import { readCamt053 } from './camt053.ts';
import { reconciliationError } from './errors.ts';
import { saveRun } from './runs.ts';
import { readStatementCsv } from './statement-csv.ts';
import { malformed, type ParsedStatement, type StatementFormat } from './statement-file.ts';
import { matchStatement, unmatchedItems, type BookedPosting } from './statement-match.ts';
import type { BankStatementSummaryType, BankStatementType } from './statement-schemas.ts';

/** The longest period one statement may cover (the run holds both sides of it in memory). */
const MAX_PERIOD_MS = 31 * 86_400_000;

export interface StatementImport {
  railAccount: RailAccount;
  format: StatementFormat;
  /** The file's bytes. */
  file: Buffer;
  /** The period, when the operator names it rather than the file. */
  from?: string | undefined;
  to?: string | undefined;
  actor: Actor;
}

interface PostingRow {
  posting_id: string;
  entry_id: string;
  reference: string | null;
  created_at: Date;
  owner_id: string;
  direction: 'DEBIT' | 'CREDIT';
  currency: CurrencyCode;
  amount: string;
  transfer_type: 'ON_RAMP' | 'OFF_RAMP' | null;
  /** The end-to-end ids of the PIX received for the posting's transfer, comma-separated. */
  pix_e2e: string | null;
  /** What the payout rail answered for the posting's off-ramp or payment payout (Efí's idEnvio, Bitso's or Circle's id). */
  payout_reference: string | null;
}

interface StatementRow {
  id: string;
  rail_account: RailAccount;
  format: StatementFormat;
  version: string | null;
  sha256: string;
  bank_statement_id: string | null;
  currency: CurrencyCode;
  period_start: Date;
  period_end: Date;
  opening_balance: string | null;
  closing_balance: string | null;
  line_count: number;
  run_id: string;
  imported_by: string;
  imported_by_name: string | null;
  created_at: Date;
  matched: number;
  missing_in_books: number;
  missing_at_rail: number;
  amount_differs: number;
}

interface LineRow {
  line_no: number;
  direction: 'IN' | 'OUT';
  amount: string;
  booked_at: Date;
  end_to_end_id: string | null;
  bank_reference: string | null;
  description: string | null;
  reference: string;
  outcome: 'MATCHED' | 'MISSING_IN_BOOKS' | 'AMOUNT_DIFFERS';
  matched_by: 'END_TO_END_ID' | 'RAIL_ID' | 'REFERENCE' | null;
  posting_id: string | null;
  entry_id: string | null;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The file as text: UTF-8, as ISO 20022 messages are (and the CSV layout says). */
function textOf(file: Buffer): string {
  try {
    return UTF8.decode(file);
  } catch {
    throw malformed('The file is not UTF-8 text.');
  }
}

/** Every rail_cash posting of `account` in [start, end) (corrections of breaks aside), with the rail's ids the books know for it. */
export async function accountPostings(db: Queryable, account: RailAccount, start: Date, end: Date): Promise<BookedPosting[]> {
  const rows = await db.query<PostingRow>(
    `SELECT p.id AS posting_id, e.id AS entry_id, e.reference, e.created_at, a.owner_id, p.direction, p.currency, p.amount::text AS amount,
            t.type AS transfer_type,
            (SELECT string_agg(r.end_to_end_id, ',') FROM pix_received r WHERE t.id IS NOT NULL AND r.transfer_id = t.id) AS pix_e2e,
            CASE WHEN p.direction = 'CREDIT' THEN COALESCE(CASE WHEN t.type = 'OFF_RAMP' THEN t.payout_reference END, pm.payout_reference) END AS payout_reference
       FROM ledger_entries e
       JOIN ledger_postings p ON p.entry_id = e.id
       JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'rail_cash'
       LEFT JOIN transfers t ON t.id = CASE WHEN e.reference ~ '^transfer:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                                            THEN substring(e.reference FROM 10)::uuid END
       LEFT JOIN payments pm ON pm.id = CASE WHEN e.reference ~ '^payment:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                                             THEN substring(e.reference FROM 9)::uuid END
      WHERE e.created_at >= $1 AND e.created_at < $2 AND p.currency = $3 AND (e.reference IS NULL OR e.reference NOT LIKE 'correction:%')
      ORDER BY e.created_at, p.id`,
    [start, end, RAIL_ACCOUNT_CURRENCY[account]],
  );
  return rows
    .map((row) => {
      const direction = row.direction === 'DEBIT' ? 'IN' : 'OUT';
      const reference = row.reference ?? '(none)';
      const at = (RAIL_ACCOUNTS as readonly string[]).includes(row.owner_id)
        ? (row.owner_id as RailAccount)
        : railAccountOf(row.currency, direction, reference, row.transfer_type);
      const railIds = [
        ...(reference.startsWith('pix:') ? [reference.slice(4)] : []),
        ...(row.pix_e2e ? row.pix_e2e.split(',') : []),
        ...(row.payout_reference ? [row.payout_reference] : []),
      ];
      return {
        at,
        posting: { postingId: row.posting_id, entryId: row.entry_id, reference, direction, amount: new Decimal(row.amount), at: row.created_at, railIds },
      };
    })
    .filter((row) => row.at === account)
    .map((row) => row.posting as BookedPosting);
}

function periodOf(parsed: ParsedStatement, from: string | undefined, to: string | undefined): { start: Date; end: Date } {
  if ((from === undefined) !== (to === undefined)) throw reconciliationError('reconciliation.invalid_period', 'Give both from and to, or neither.');
  const period = from !== undefined && to !== undefined ? { start: new Date(from), end: new Date(to) } : parsed.period;
  if (!period) throw malformed('The statement has no line and names no period (camt.053 FrToDt): give from and to.');
  if (Number.isNaN(period.start.getTime()) || Number.isNaN(period.end.getTime()) || period.start >= period.end) {
    throw reconciliationError('reconciliation.invalid_period', "The statement's period must start before it ends.");
  }
  if (period.end.getTime() - period.start.getTime() > MAX_PERIOD_MS) {
    throw reconciliationError('reconciliation.invalid_period', 'A statement covers at most 31 days: split it.');
  }
  return period;
}

const STATEMENT_COLUMNS = `s.*,
  (SELECT count(*)::int FROM bank_statement_lines l WHERE l.statement_id = s.id AND l.outcome = 'MATCHED') AS matched,
  r.missing_in_books, r.missing_at_rail, r.amount_differs`;

/** The statements imported, as the operator lists them (newest first; filterEq on the account, the file's kind, the period). */
export const statementList: ListResource = {
  from: 'bank_statements s JOIN reconciliation_runs r ON r.id = s.run_id',
  idColumn: 's.id',
  columns: {
    id: { text: 's.id::text', order: 's.id' },
    railAccount: { text: 's.rail_account' },
    currencyCode: { text: 's.currency' },
    format: { text: 's.format' },
    periodStart: { text: isoText('s.period_start'), order: 's.period_start' },
    periodEnd: { text: isoText('s.period_end'), order: 's.period_end' },
    runId: { text: 's.run_id::text' },
    'importedBy.id': { text: 's.imported_by' },
    createdDate: { text: isoText('s.created_at'), order: 's.created_at' },
  },
};

export class BankStatementService {
  constructor(
    private readonly db: Db,
    private readonly settings: { slackS: number },
  ) {}

  /** Reads, checks and matches a statement, and records it with its run: 201 with the statement, or a 4xx and nothing written. */
  async importStatement(request: StatementImport): Promise<BankStatementType> {
    const currency = RAIL_ACCOUNT_CURRENCY[request.railAccount];
    const sha256 = createHash('sha256').update(request.file).digest('hex');
    const text = textOf(request.file);
    const parsed = request.format === 'CAMT053' ? readCamt053(text, currency) : readStatementCsv(text, currency);
    const period = periodOf(parsed, request.from, request.to);
    const [known] = await this.db.query<{ id: string }>('SELECT id FROM bank_statements WHERE sha256 = $1', [sha256]);
    if (known) throw reconciliationError('bank_statement.duplicate', `This file was imported already: bank statement ${known.id}.`);
    const slackMs = this.settings.slackS * 1000;
    try {
      return await this.db.transaction(async (tx) => {
        const postings = await accountPostings(tx, request.railAccount, new Date(period.start.getTime() - slackMs), new Date(period.end.getTime() + slackMs));
        const id = randomUUID();
        const match = matchStatement(parsed.lines, postings, period, id.slice(0, 8));
        const count = (outcome: string) => match.lines.filter((line) => line.outcome === outcome).length;
        const run = await saveRun(tx, {
          trigger: 'STATEMENT',
          period,
          slackS: this.settings.slackS,
          accounts: [
            {
              railAccount: request.railAccount,
              currencyCode: currency,
              reconciled: true,
              reason: null,
              booked: match.booked,
              matched: count('MATCHED'),
              missingInBooks: count('MISSING_IN_BOOKS'),
              missingAtRail: match.missingAtRail.length,
              amountDiffers: count('AMOUNT_DIFFERS'),
            },
          ],
          unmatched: unmatchedItems(match, request.railAccount, currency),
          startedAt: new Date(),
          actor: request.actor,
        });
        await tx.query(
          `INSERT INTO bank_statements (id, rail_account, format, version, sha256, bank_statement_id, currency, period_start, period_end,
                                        opening_balance, closing_balance, line_count, run_id, imported_by, imported_by_name)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
          [
            id,
            request.railAccount,
            parsed.format,
            parsed.version,
            sha256,
            parsed.bankStatementId,
            currency,
            period.start,
            period.end,
            parsed.opening?.toFixed(2) ?? null,
            parsed.closing?.toFixed(2) ?? null,
            parsed.lines.length,
            run.id,
            request.actor.id,
            request.actor.name ?? null,
          ],
        );
        for (const result of match.lines) {
          await tx.query(
            `INSERT INTO bank_statement_lines (statement_id, line_no, direction, amount, booked_at, end_to_end_id, bank_reference, description,
                                               reference, outcome, matched_by, posting_id)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
            [
              id,
              result.line.lineNo,
              result.line.direction,
              result.line.amount.toFixed(2),
              result.line.at,
              result.line.endToEndId,
              result.line.bankReference,
              result.line.description,
              result.reference,
              result.outcome,
              result.matchedBy,
              result.posting?.postingId ?? null,
            ],
          );
        }
        await recordAudit(tx, {
          actor: request.actor,
          action: 'bank_statement.imported',
          resource: { type: 'bank_statement', id },
          details: {
            railAccount: request.railAccount,
            format: parsed.format,
            sha256,
            periodStart: period.start.toISOString(),
            periodEnd: period.end.toISOString(),
            lines: parsed.lines.length,
            runId: run.id,
            unmatched: run.items.length,
          },
        });
        return this.read(tx, id);
      });
    } catch (error) {
      // Two imports of the same file at once: the second finds the first's digest at its commit.
      if (isUniqueViolation(error, 'bank_statements_sha256_key')) throw reconciliationError('bank_statement.duplicate');
      throw error;
    }
  }

  /** One page of the statements imported, each without its lines. */
  list(request: ListRequest): Promise<Page<BankStatementSummaryType>> {
    return listPage(this.db, statementList, request, undefined, STATEMENT_COLUMNS, toSummary);
  }

  async get(id: string): Promise<BankStatementType> {
    return this.read(this.db, id);
  }

  private async read(db: Queryable, id: string): Promise<BankStatementType> {
    const row = await maybeOneByUuid<StatementRow>(
      db,
      `SELECT ${STATEMENT_COLUMNS} FROM bank_statements s JOIN reconciliation_runs r ON r.id = s.run_id WHERE s.id = $1`,
      [id],
    );
    if (!row) throw reconciliationError('bank_statement.not_found');
    const lines = await db.query<LineRow>(
      `SELECT l.line_no, l.direction, l.amount::text AS amount, l.booked_at, l.end_to_end_id, l.bank_reference, l.description, l.reference,
              l.outcome, l.matched_by, l.posting_id, p.entry_id
         FROM bank_statement_lines l LEFT JOIN ledger_postings p ON p.id = l.posting_id
        WHERE l.statement_id = $1 ORDER BY l.line_no`,
      [id],
    );
    return toStatement(row, lines);
  }
}

const amountOrNull = (value: string | null) => (value === null ? null : amountText(value));

function toSummary(row: StatementRow): BankStatementSummaryType {
  return {
    id: row.id,
    railAccount: row.rail_account,
    currencyCode: row.currency,
    format: row.format,
    version: row.version,
    sha256: row.sha256,
    bankStatementId: row.bank_statement_id,
    periodStart: row.period_start.toISOString(),
    periodEnd: row.period_end.toISOString(),
    openingBalance: amountOrNull(row.opening_balance),
    closingBalance: amountOrNull(row.closing_balance),
    totals: {
      lines: row.line_count,
      matched: row.matched,
      missingInBooks: row.missing_in_books,
      missingAtRail: row.missing_at_rail,
      amountDiffers: row.amount_differs,
      breaks: row.missing_in_books + row.missing_at_rail + row.amount_differs,
    },
    runId: row.run_id,
    importedBy: { id: row.imported_by, name: row.imported_by_name },
    createdDate: row.created_at.toISOString(),
  };
}

function toStatement(row: StatementRow, lines: LineRow[]): BankStatementType {
  return {
    ...toSummary(row),
    lines: lines.map((line) => ({
      lineNo: line.line_no,
      direction: line.direction,
      amount: amountText(line.amount),
      bookedAt: line.booked_at.toISOString(),
      endToEndId: line.end_to_end_id,
      bankReference: line.bank_reference,
      description: line.description,
      reference: line.reference,
      outcome: line.outcome,
      matchedBy: line.matched_by,
      postingId: line.posting_id,
      journalEntryId: line.entry_id,
    })),
  };
}
