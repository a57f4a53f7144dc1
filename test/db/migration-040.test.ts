// Migrations 040 and 041 on a database that already has an audit log and books: the rows written before are linked in
// the order they were written (the audit log by position; the journal by entry, each followed by its postings), so
// they verify, and the rows written after extend the same chains. Then 069, which moves the links out of the rows
// into a table of their own: every hash written before it verifies against the heads kept before it.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { Queryable } from '../../src/db/index.ts';
import { migrate, migrationFiles } from '../../src/db/migrate.ts';
import { verifyChains } from '../../src/modules/audit/chain.ts';
import { recordAudit, systemActor } from '../../src/modules/audit/record.ts';
import { post } from '../../src/modules/ledger/service.ts';
import { Decimal } from '../../src/money.ts';
import { freshDatabase, type TestDatabase } from '../helpers/app.ts';

const migrations = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));

const deposit = (value: string, reference: string) => ({
  description: 'deposit before the chains',
  reference,
  postings: [
    { account: { kind: 'rail_cash' as const, currency: 'COP' as const }, direction: 'DEBIT' as const, amount: new Decimal(value) },
    { account: { kind: 'customer_deposits' as const, currency: 'COP' as const }, direction: 'CREDIT' as const, amount: new Decimal(value) },
  ],
});

/**
 * A deposit as the service booked it before 040, in that schema's columns (the service's own `post` writes columns
 * later migrations add).
 */
async function oldDeposit(tx: Queryable, value: string, reference: string): Promise<void> {
  const entryId = randomUUID();
  await tx.query(`INSERT INTO ledger_entries (id, description, reference) VALUES ($1, 'deposit before the chains', $2)`, [entryId, reference]);
  for (const [kind, direction] of [
    ['rail_cash', 'DEBIT'],
    ['customer_deposits', 'CREDIT'],
  ]) {
    await tx.query(`INSERT INTO ledger_accounts (id, kind, currency) VALUES ($1, $2, 'COP') ON CONFLICT (kind, owner_id, currency) DO NOTHING`, [
      randomUUID(),
      kind,
    ]);
    await tx.query(
      `INSERT INTO ledger_postings (id, entry_id, account_id, currency, direction, amount)
       SELECT $1, $2, id, 'COP', $4, $5 FROM ledger_accounts WHERE kind = $3 AND owner_id = '' AND currency = 'COP'`,
      [randomUUID(), entryId, kind, direction, value],
    );
  }
}

describe('migrations 040, 041 and 069', () => {
  let database: TestDatabase;
  let dir: string;
  before(async () => {
    database = await freshDatabase();
    dir = mkdtempSync(path.join(tmpdir(), 'ponte-040-'));
  });
  after(async () => {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('link the rows written before them in their order, and the chains go on from there', async () => {
    for (const file of (await migrationFiles(migrations)).filter((name) => name < '040')) copyFileSync(path.join(migrations, file), path.join(dir, file));
    await migrate(database.db, dir);
    const db = database.db;
    // Three transactions' worth of history, in the old schema.
    for (const n of [1, 2, 3]) {
      await db.transaction(async (tx) => {
        // As the service wrote the audit log before 040 (the columns of that schema: later migrations add others).
        await tx.query(
          `INSERT INTO audit_log (id, actor_type, actor_id, action, resource_type, resource_id, integrator_id, details, request_id)
           VALUES ($1, 'system', 'before-040', 'test.old', 'test', $2, NULL, $3::jsonb, NULL)`,
          [randomUUID(), String(n), { n, amount: `${n}00.10` }],
        );
        await oldDeposit(tx, `${n}000.50`, `old:${n}`);
      });
    }

    // Up to 068 the links are kept in the rows themselves; the heads as an operator would have kept them then.
    for (const file of (await migrationFiles(migrations)).filter((name) => name < '069')) copyFileSync(path.join(migrations, file), path.join(dir, file));
    await migrate(db, dir);
    const kept = Object.fromEntries(
      (await db.query<{ name: string; seq: string; head: string }>('SELECT name, seq, head FROM record_chains')).map((row) => [
        row.name,
        { seq: Number(row.seq), hash: row.head },
      ]),
    ) as Record<'audit_log' | 'journal', { seq: number; hash: string }>;
    // 069 moves them to their own table and drops the rows' chain columns.
    await migrate(db);
    const [columns] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.columns WHERE column_name IN ('chain_seq', 'chain_prev', 'chain_hash')`,
    );
    assert.equal(columns!.n, 0);
    const audit = await db.query<{ position: string; seq: string }>(
      `SELECT a.position, l.seq FROM audit_log a JOIN record_chain_links l ON l.chain = 'audit_log' AND l.row_id = a.id ORDER BY l.seq`,
    );
    assert.deepEqual(
      audit.map((row) => [Number(row.position), Number(row.seq)]),
      [
        [1, 1],
        [2, 2],
        [3, 3],
      ],
    );
    // Each entry, then its two postings, in the order the entries were written.
    const journal = await db.query<{ reference: string; kind: string }>(
      `SELECT e.reference, CASE WHEN j.is_entry THEN 'entry' ELSE 'posting' END AS kind
         FROM (SELECT id AS entry_id, id, true AS is_entry FROM ledger_entries UNION ALL SELECT entry_id, id, false FROM ledger_postings) j
         JOIN ledger_entries e ON e.id = j.entry_id JOIN record_chain_links l ON l.chain = 'journal' AND l.row_id = j.id ORDER BY l.seq`,
    );
    assert.deepEqual(
      journal.map((row) => `${row.reference} ${row.kind}`),
      [
        ...['old:1 entry', 'old:1 posting', 'old:1 posting', 'old:2 entry', 'old:2 posting', 'old:2 posting', 'old:3 entry', 'old:3 posting', 'old:3 posting'],
        // Migration 053 moves the shared rail_cash balance onto its rail account, one entry chained after them.
        ...['liquidity:opening entry', 'liquidity:opening posting', 'liquidity:opening posting'],
      ],
    );
    // Every hash written before 069 still verifies, up to the heads kept before it.
    const migrated = await verifyChains(db, kept);
    assert.equal(migrated.verified, true, JSON.stringify(migrated));
    assert.deepEqual(
      migrated.chains.map((chain) => chain.head),
      [kept.audit_log, kept.journal],
    );
    assert.deepEqual(
      migrated.chains.map((chain) => [chain.chain, chain.head.seq]),
      [
        ['audit_log', 3],
        ['journal', 12],
      ],
    );

    await db.transaction(async (tx) => {
      await recordAudit(tx, { actor: systemActor('after-040'), action: 'test.new', resource: { type: 'test', id: '4' } });
      await post(tx, deposit('4000.50', 'new:4'));
    });
    const extended = await verifyChains(db, { audit_log: migrated.chains[0]!.head, journal: migrated.chains[1]!.head });
    assert.equal(extended.verified, true, JSON.stringify(extended));
    assert.deepEqual(
      extended.chains.map((chain) => [chain.chain, chain.head.seq]),
      [
        ['audit_log', 4],
        ['journal', 15],
      ],
    );
    await assert.rejects(db.query('TRUNCATE ledger_entries CASCADE'), /append-only/);
  });
});
