// An export streams: it reads its pages only as fast as the client takes the CSV (a client that stops reading stops
// the reading of pages, and one that goes away ends it), and a whole large export arrives complete. The journal of
// 20,000 seeded entries (40,000 rows of about 700 bytes: 28 MB, far more than the socket buffers hold) is read in pages
// of 100 entries.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { ADMIN_TOKEN, startApp, type TestApp } from '../helpers/app.ts';

const ENTRIES = 20_000;
const PAGE_SIZE = 100;
const PAGES = ENTRIES / PAGE_SIZE;

describe('export streaming', () => {
  let t: TestApp;
  let pagesRead = 0;

  before(async () => {
    t = await startApp({ env: { EXPORT_PAGE_SIZE: String(PAGE_SIZE) } });
    // A load fixture, written as the bench seeds: balanced entries of 1.00 USD, each with its two postings. Written as a
    // restore would be (session_replication_role = replica: no triggers), since what is under test is the export's
    // reading, not the hash chain: linking 60,000 rows one by one took most of this file's time on the embedded database.
    await t.db.transaction(async (tx) => {
      await tx.exec(`
        SET LOCAL session_replication_role = replica;
        INSERT INTO ledger_accounts (id, kind, owner_id, currency) VALUES (gen_random_uuid(), 'rail_cash', '', 'USD'), (gen_random_uuid(), 'fx_position', '', 'USD')
          ON CONFLICT (kind, owner_id, currency) DO NOTHING;
        INSERT INTO ledger_entries (id, description, reference) SELECT gen_random_uuid(), rpad('Seeded entry ' || i || ' ', 500, 'x'), 'seed:' || i FROM generate_series(1, ${ENTRIES}) i;
        INSERT INTO ledger_postings (id, entry_id, account_id, currency, direction, amount)
          SELECT gen_random_uuid(), e.id, a.id, 'USD', d.direction, 1.00
            FROM ledger_entries e
            CROSS JOIN (VALUES ('DEBIT', 'rail_cash'), ('CREDIT', 'fx_position')) AS d (direction, kind)
            JOIN ledger_accounts a ON a.kind = d.kind AND a.owner_id = '' AND a.currency = 'USD';`);
    });
    // Counts the pages of entries the export reads (the service holds this same database object).
    const query = t.db.query.bind(t.db);
    t.db.query = (async (sql: unknown, params?: readonly unknown[]) => {
      if (typeof sql === 'string' && sql.includes('FROM ledger_entries e WHERE')) pagesRead++;
      return query(sql as string, params);
    }) as typeof t.db.query;
  });
  after(() => t?.close());

  const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const download = (signal?: AbortSignal, from = day(-1), to = day(1)) =>
    fetch(`${t.url}/v1/admin/exports/journal?from=${from}&to=${to}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, signal: signal ?? null });

  /** Waits until the page count stops moving. */
  async function settled(): Promise<number> {
    let seen = -1;
    while (seen !== pagesRead) {
      seen = pagesRead;
      await sleep(300);
    }
    return seen;
  }

  it('reads pages only as the client reads, and sends the whole journal in the end', async () => {
    pagesRead = 0;
    const response = await download();
    assert.equal(response.status, 200);
    const waiting = await settled();
    assert.ok(waiting < PAGES / 3, `a client that reads nothing held the export at ${waiting} of ${PAGES} pages`);
    const text = await response.text();
    const rows = parse(text, { columns: true }) as Array<Record<string, string>>;
    assert.equal(rows.length, ENTRIES * 2);
    assert.equal(new Set(rows.map((row) => row.entryId)).size, ENTRIES);
    assert.ok(pagesRead >= PAGES && pagesRead <= PAGES + 1, `${pagesRead} pages for ${ENTRIES} entries`);
  });

  it('stops reading pages when the client goes away, and goes on answering', async () => {
    pagesRead = 0;
    const controller = new AbortController();
    const response = await download(controller.signal);
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await reader.read().catch(() => undefined);
    const atAbort = await settled();
    assert.ok(atAbort < PAGES / 3, `${atAbort} pages read for a download abandoned at its first chunk`);
    assert.equal((await t.request('GET', '/health')).status, 200);
    // Another export after it answers whole (a period with no entries: the first test reads the whole journal).
    const next = await download(undefined, day(2), day(3));
    assert.equal(next.status, 200);
    assert.deepEqual((await next.text()).split('\r\n').slice(1), [''], 'the header and the final CRLF alone');
  });
});
