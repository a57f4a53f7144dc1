// The operator's journal export: every journal entry of the period, oldest first, one row per posting with the
// entry's description and reference, the account (kind, owner, and the integrator it belongs to, directly or through
// its beneficiary) and the amount in a debit or a credit column, so that each currency's debits and credits can be
// summed and compared. Keyset pages of entries on (created_at, id); each page's postings are read by entry id.
import type { Queryable } from '../../db/index.ts';
import { amountText } from '../../money.ts';
import type { CsvColumn } from './csv.ts';
import type { KeysetSource } from './keyset.ts';
import { keysetRows } from './keyset.ts';
import { Binder, isoTime, type ExportScope } from './scope.ts';

interface EntryRow {
  id: string;
  created_at: Date;
  cursor_at: string;
  description: string;
  reference: string | null;
}

interface PostingRow {
  entry_id: string;
  id: string;
  account_id: string;
  kind: string;
  owner_id: string;
  integrator_id: string | null;
  currency: string;
  direction: 'DEBIT' | 'CREDIT';
  amount: string;
}

export type JournalLine = PostingRow & { entry: EntryRow };

export const journalColumns: CsvColumn<JournalLine>[] = [
  { header: 'entryId', value: (row) => row.entry.id },
  { header: 'createdAt', value: (row) => isoTime(row.entry.created_at) },
  { header: 'description', value: (row) => row.entry.description },
  { header: 'reference', value: (row) => row.entry.reference },
  { header: 'postingId', value: (row) => row.id },
  { header: 'accountId', value: (row) => row.account_id },
  { header: 'accountKind', value: (row) => row.kind },
  { header: 'accountOwnerId', value: (row) => row.owner_id },
  { header: 'integratorId', value: (row) => row.integrator_id },
  { header: 'currency', value: (row) => row.currency },
  { header: 'debit', value: (row) => (row.direction === 'DEBIT' ? amountText(row.amount) : ''), amount: true },
  { header: 'credit', value: (row) => (row.direction === 'CREDIT' ? amountText(row.amount) : ''), amount: true },
];

function entrySource(scope: ExportScope): KeysetSource<EntryRow> {
  return {
    page(after, limit) {
      const bind = new Binder();
      const conditions = [`e.created_at >= ${bind.add(scope.from)}::timestamptz`, `e.created_at < ${bind.add(scope.to)}::timestamptz`];
      if (after) conditions.push(`(e.created_at, e.id) > (${bind.add(after.at)}::timestamptz, ${bind.add(after.id)}::uuid)`);
      const sql = `SELECT e.id, e.created_at, e.created_at::text AS cursor_at, e.description, e.reference
                     FROM ledger_entries e WHERE ${conditions.join(' AND ')}
                    ORDER BY e.created_at, e.id LIMIT ${bind.add(limit)}`;
      return { sql, params: bind.values };
    },
    cursorOf: (row) => ({ at: row.cursor_at, id: row.id }),
  };
}

/** The postings of `entries`, debits first within an entry. */
async function postingsOf(db: Queryable, entries: EntryRow[]): Promise<Map<string, PostingRow[]>> {
  const rows = await db.query<PostingRow>(
    `SELECT p.entry_id, p.id, a.id AS account_id, a.kind, a.owner_id, p.currency, p.direction, p.amount::text,
            CASE a.kind WHEN 'integrator_fees_payable' THEN a.owner_id ELSE b.integrator_id::text END AS integrator_id
       FROM ledger_postings p
       JOIN ledger_accounts a ON a.id = p.account_id
       LEFT JOIN beneficiaries b ON b.id = (CASE WHEN a.kind = 'beneficiary_wallet' THEN a.owner_id END)::uuid
      WHERE p.entry_id = ANY($1::uuid[])
      ORDER BY p.entry_id, p.direction DESC, a.kind, p.id`,
    [entries.map((entry) => entry.id)],
  );
  const byEntry = new Map<string, PostingRow[]>();
  for (const row of rows) {
    const postings = byEntry.get(row.entry_id);
    if (postings) postings.push(row);
    else byEntry.set(row.entry_id, [row]);
  }
  return byEntry;
}

/** Every posting of the period's entries, a page of entries at a time. */
export async function* journalLines(db: Queryable, scope: ExportScope, pageSize: number): AsyncGenerator<JournalLine> {
  let batch: EntryRow[] = [];
  const flush = async function* (): AsyncGenerator<JournalLine> {
    const postings = await postingsOf(db, batch);
    for (const entry of batch) for (const posting of postings.get(entry.id) ?? []) yield { ...posting, entry };
    batch = [];
  };
  for await (const entry of keysetRows(db, entrySource(scope), pageSize)) {
    batch.push(entry);
    if (batch.length >= pageSize) yield* flush();
  }
  if (batch.length > 0) yield* flush();
}
