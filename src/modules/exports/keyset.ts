// Owns how an export reads its rows: in pages ordered by a unique key (the time, then an id), each page asking for the
// rows after the last one seen, never by OFFSET and never in one transaction held open while the client downloads
// (PGlite has one connection, and a PostgreSQL transaction held for a slow client would hold back vacuum). The time
// travels as PostgreSQL's own text, so microseconds survive between pages (a JS Date keeps only milliseconds).
import type { Queryable } from '../../db/index.ts';

/** Where the last page ended: the row's time as timestamptz text and its tiebreaking id. */
export interface Cursor {
  at: string;
  id: string;
}

export interface KeysetSource<Row> {
  /** The statement of one page: the rows after `after` (all from the start when undefined), in key order, `limit` of them. */
  page(after: Cursor | undefined, limit: number): { sql: string; params: unknown[] };
  cursorOf(row: Row): Cursor;
}

/** Every row of `source`, one page at a time, read only as they are consumed. */
export async function* keysetRows<Row>(db: Queryable, source: KeysetSource<Row>, pageSize: number): AsyncGenerator<Row> {
  let after: Cursor | undefined;
  for (;;) {
    const { sql, params } = source.page(after, pageSize);
    const rows = await db.query<Row>(sql, params);
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < pageSize || last === undefined) return;
    after = source.cursorOf(last);
  }
}
