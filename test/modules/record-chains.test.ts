// Tamper-evident records (issue 32, item 3): the audit log and the journal are hash chains linked at each commit, one
// order with no forks however many transactions write at once; GET /v1/admin/record-chains exports their heads and
// .../verification and `npm run audit:verify` recompute them and name the first row edited past the triggers (as a
// superuser would), or the rows removed after a kept head; the database refuses UPDATE, DELETE and TRUNCATE on the
// journal, its postings, the holds and the audit log.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { dumpEmbedded } from '../../src/db/index.ts';
import { recordAudit, systemActor } from '../../src/modules/audit/record.ts';
import { beneficiaryWallet, hold, post, releaseHold } from '../../src/modules/ledger/service.ts';
import { Decimal } from '../../src/money.ts';
import { ADMIN_TOKEN, startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { approvedBeneficiary, onRamp, pay } from '../helpers/transfers.ts';
import { runNpmScript } from '../helpers/process.ts';

const admin = { token: ADMIN_TOKEN };

/** A balanced entry of `value` BRL: cash in at the rail, owed to its depositor. */
const deposit = (value: string, reference: string) => ({
  description: 'test deposit',
  reference,
  postings: [
    { account: { kind: 'rail_cash' as const, currency: 'BRL' as const }, direction: 'DEBIT' as const, amount: new Decimal(value) },
    { account: { kind: 'customer_deposits' as const, currency: 'BRL' as const }, direction: 'CREDIT' as const, amount: new Decimal(value) },
  ],
});

describe('tamper-evident records', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  const scratch: string[] = [];

  before(async () => {
    t = await startApp();
    integrator = await t.createIntegrator({ name: 'Chained', callbackUrl: 'http://127.0.0.1:9/chained' });
    const beneficiary = await approvedBeneficiary(t, integrator, 'chained-1');
    const transfer = await onRamp(t, integrator, beneficiary, '250.00');
    assert.equal((await pay(t, integrator, transfer)).status < 300, true);
  });
  after(async () => {
    await t.close();
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });

  const verification = async (query = '') => {
    const response = await t.request('GET', `/v1/admin/record-chains/verification${query}`, admin);
    assert.equal(response.status, 200, response.text);
    return response.body;
  };
  const chainOf = (body: any, name: string) => body.chains.find((chain: any) => chain.chain === name);
  const heads = async () => {
    const response = await t.request('GET', '/v1/admin/record-chains', admin);
    assert.equal(response.status, 200, response.text);
    return Object.fromEntries(response.body.chains.map((chain: any) => [chain.chain, chain.head])) as Record<'audit_log' | 'journal', string>;
  };

  /**
   * `npm run audit:verify` on the test app's database (its own database on PostgreSQL, a copy of the embedded one), once
   * for each list of arguments, all on the same copy.
   */
  const runVerify = async <Runs extends string[][]>(...runs: Runs) => {
    const env: Record<string, string | undefined> = { ...process.env, DATABASE_URL: t.databaseUrl };
    if (!t.databaseUrl) {
      delete env.DATABASE_URL;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'ponte-audit-verify-'));
      scratch.push(dataDir);
      const copy = new PGlite(path.join(dataDir, 'pglite'), { loadDataDir: await dumpEmbedded(t.db)! });
      await copy.waitReady;
      await copy.close();
      env.DATA_DIR = dataDir;
    }
    return runs.map((args) => {
      const run = runNpmScript('audit:verify', args, env);
      return { status: run.status, stdout: run.stdout, stderr: run.stderr };
    }) as { [Run in keyof Runs]: { status: number | null; stdout: string; stderr: string } };
  };

  it('links every audit entry and journal row as it commits, and verifies them from their columns', async () => {
    // Values whose text must come out the same in the database and in the check: quotes, escapes, control and
    // non-ASCII characters, numbers with trailing zeros, nested objects.
    await t.db.transaction(async (tx) => {
      await recordAudit(tx, {
        actor: systemActor('record-chains-test'),
        action: 'test.recorded',
        resource: { type: 'test', id: 'São "Paulo"\\\n\t\u0001' },
        details: { amount: '10.50', nested: { z: [1, 2.5, null], a: 'é€😀' }, tab: '\t' },
      });
      await post(tx, deposit('10.50', 'test:canonical'));
    });
    const body = await verification();
    assert.equal(body.verified, true, JSON.stringify(body));
    const [auditRows] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    const [journalRows] = await t.db.query<{ n: number }>('SELECT (SELECT count(*) FROM ledger_entries) + (SELECT count(*) FROM ledger_postings) AS n');
    assert.equal(chainOf(body, 'audit_log').rows, auditRows!.n);
    assert.equal(chainOf(body, 'journal').rows, Number(journalRows!.n));
    assert.ok(auditRows!.n >= 2 && Number(journalRows!.n) >= 3, `${auditRows!.n} audit entries, ${journalRows!.n} journal rows`);
    // The exported head is the last row's place and hash, and what the check recomputed.
    const exported = await heads();
    const [lastLink] = await t.db.query<{ seq: string; hash: string }>(
      `SELECT seq, hash FROM record_chain_links WHERE chain = 'journal' ORDER BY seq DESC LIMIT 1`,
    );
    assert.equal(exported.journal, `${lastLink!.seq}:${lastLink!.hash}`);
    assert.equal(exported.journal, `${chainOf(body, 'journal').head.seq}:${chainOf(body, 'journal').head.hash}`);
    assert.equal(exported.audit_log, `${chainOf(body, 'audit_log').head.seq}:${chainOf(body, 'audit_log').head.hash}`);
    // Against the heads just kept, too, by the endpoint and the command.
    assert.equal((await verification(`?journal=${exported.journal}&audit_log=${exported.audit_log}`)).verified, true);
    const [run] = await runVerify(['--journal', exported.journal, '--audit-log', exported.audit_log]);
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.match(run.stdout, new RegExp(`journal: verified, ${chainOf(body, 'journal').rows} rows .*head ${exported.journal}`));
    assert.match(run.stdout, /Every record verifies/);
  });

  it('keeps one order with no forks when many transactions write at once', async () => {
    const before = await heads();
    const writers = Array.from({ length: 24 }, (_, i) =>
      t.db.transaction(async (tx) => {
        await post(tx, deposit(`${i + 1}.01`, `test:concurrent-${i}`));
        await recordAudit(tx, { actor: systemActor('record-chains-test'), action: 'test.concurrent', resource: { type: 'test', id: String(i) } });
        await post(tx, deposit(`${i + 1}.02`, `test:concurrent-${i}`));
      }),
    );
    await Promise.all(writers);
    const after = await heads();
    // 24 transactions of 2 entries of 3 rows each on the journal, and one audit entry each, every place taken once.
    assert.equal(Number(after.journal.split(':')[0]) - Number(before.journal.split(':')[0]), 24 * 6);
    assert.equal(Number(after.audit_log.split(':')[0]) - Number(before.audit_log.split(':')[0]), 24);
    const body = await verification();
    assert.equal(body.verified, true, JSON.stringify(body.chains.map((chain: any) => chain.firstMismatch)));
    // A transaction's rows are contiguous: each took the head once, at its commit.
    const places = await t.db.query<{ reference: string; first: string; last: string; n: string }>(
      `SELECT e.reference, min(l.seq) AS first, max(l.seq) AS last, count(*) AS n
         FROM ledger_entries e JOIN (SELECT id AS entry_id, id FROM ledger_entries UNION ALL SELECT entry_id, id FROM ledger_postings) x ON x.entry_id = e.id
         JOIN record_chain_links l ON l.chain = 'journal' AND l.row_id = x.id
        WHERE e.reference LIKE 'test:concurrent-%' GROUP BY e.reference`,
    );
    assert.equal(places.length, 24);
    for (const place of places) assert.equal(Number(place.last) - Number(place.first) + 1, Number(place.n), place.reference);
  });

  it('proves by a kept head that rows were removed from the end, even with the recorded head rewound to match', async () => {
    const kept = (await heads()).journal;
    const [keptSeq] = kept.split(':');
    // More books after the head was kept; then someone with the superuser's powers removes them...
    await t.db.transaction((tx) => post(tx, deposit('99.99', 'test:removed')));
    const later = (await heads()).journal;
    const [first] = await t.db.query<{ source: string; row_id: string }>(`SELECT source, row_id FROM record_chain_links WHERE chain = 'journal' AND seq = $1`, [
      Number(keptSeq) + 1,
    ]);
    await t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query(`DELETE FROM ledger_postings WHERE entry_id IN (SELECT id FROM ledger_entries WHERE reference = 'test:removed')`);
      await tx.query(`DELETE FROM ledger_entries WHERE reference = 'test:removed'`);
    });
    // ...which their links still name...
    const removed = chainOf(await verification(), 'journal').firstMismatch;
    assert.deepEqual([removed.reason, removed.seq, removed.table, removed.id], ['gap', Number(keptSeq) + 1, first!.source, first!.row_id]);
    assert.match(removed.message, /is linked but no longer in its table/);
    // ...so they remove the links too and rewind the head.
    await t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query(`DELETE FROM record_chain_links WHERE chain = 'journal' AND seq > $1`, [keptSeq]);
      await tx.query(`UPDATE record_chains SET seq = $1, head = $2 WHERE name = 'journal'`, kept.split(':'));
    });
    // Alone, the chain is whole again...
    assert.equal((await verification()).verified, true);
    // ...but not against the head kept after those rows were written.
    const body = await verification(`?journal=${later}`);
    assert.equal(body.verified, false);
    assert.deepEqual(
      { reason: chainOf(body, 'journal').firstMismatch.reason, end: chainOf(body, 'journal').head.seq },
      { reason: 'expected_head', end: Number(keptSeq) },
    );
    const [run] = await runVerify(['--journal', later]);
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.match(run.stdout, new RegExp(`journal: NOT VERIFIED .*the chain ends at place ${keptSeq}, before the given head's place ${later.split(':')[0]}`));
  });

  it('names a row written past the triggers, in no chain', async () => {
    await t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await recordAudit(tx, { actor: systemActor('record-chains-test'), action: 'test.unchained', resource: { type: 'test', id: 'x' } });
    });
    const [row] = await t.db.query<{ id: string }>(`SELECT id FROM audit_log WHERE action = 'test.unchained'`);
    const chain = chainOf(await verification(), 'audit_log');
    assert.deepEqual(
      [chain.verified, chain.firstMismatch.reason, chain.firstMismatch.table, chain.firstMismatch.id],
      [false, 'unchained', 'audit_log', row!.id],
    );
  });

  it('names the audit entry and the journal row edited past the triggers, by the endpoint and by npm run audit:verify', async () => {
    const kept = await heads();
    const [audit] = await t.db.query<{ id: string }>(`SELECT id FROM audit_log WHERE action = 'integrator.created' ORDER BY position LIMIT 1`);
    const [posting] = await t.db.query<{ id: string }>(
      `SELECT p.id FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
        WHERE e.reference = 'test:concurrent-3' AND p.direction = 'CREDIT' ORDER BY p.id LIMIT 1`,
    );
    await t.db.transaction(async (tx) => {
      // As a superuser would: past the append-only triggers.
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query(`UPDATE audit_log SET details = details || '{"integratorFeeBps": 9999}' WHERE id = $1`, [audit!.id]);
      await tx.query('UPDATE ledger_postings SET amount = amount + 1000 WHERE id = $1', [posting!.id]);
    });

    const body = await verification(`?journal=${kept.journal}&audit_log=${kept.audit_log}`);
    assert.equal(body.verified, false);
    assert.deepEqual(
      body.chains.map((chain: any) => [chain.chain, chain.verified, chain.firstMismatch?.reason, chain.firstMismatch?.table, chain.firstMismatch?.id]),
      [
        ['audit_log', false, 'content', 'audit_log', audit!.id],
        ['journal', false, 'content', 'ledger_postings', posting!.id],
      ],
    );
    const [run, json] = await runVerify([], ['--json']);
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.match(run.stdout, new RegExp(`audit_log: NOT VERIFIED .*audit_log ${audit!.id} \\(place \\d+\\) does not match its hash`));
    assert.match(run.stdout, new RegExp(`journal: NOT VERIFIED .*ledger_postings ${posting!.id} \\(place \\d+\\) does not match its hash`));
    assert.equal(json.status, 1);
    assert.deepEqual(
      JSON.parse(json.stdout).chains.map((chain: any) => chain.firstMismatch.id),
      [audit!.id, posting!.id],
    );
  });

  it('answers 400 to a head that is not one, and only to an operator', async () => {
    const bad = await t.request('GET', '/v1/admin/record-chains/verification?journal=12:xyz', admin);
    assert.equal(bad.status, 400, bad.text);
    assert.equal(bad.body.code, 'validation.failed');
    assert.equal((await t.request('GET', '/v1/admin/record-chains', { token: integrator.token })).status, 403);
    assert.equal((await t.request('GET', '/v1/admin/record-chains/verification')).status, 401);
    // Refused before any database is opened.
    const usage = runNpmScript('audit:verify', ['--journal', 'nope']);
    assert.equal(usage.status, 2);
    assert.match(usage.stderr, /takes a head as <seq>:<hash>/);
  });

  it('refuses UPDATE, DELETE and TRUNCATE on the journal, the postings, the holds, the audit log and the heads', async () => {
    const counts = () =>
      t.db.query(
        `SELECT (SELECT count(*) FROM ledger_entries) AS entries, (SELECT count(*) FROM ledger_postings) AS postings,
                (SELECT count(*) FROM ledger_holds) AS holds, (SELECT count(*) FROM audit_log) AS audit, (SELECT count(*) FROM transfers) AS transfers,
                (SELECT count(*) FROM record_chain_links) AS links`,
      );
    // A hold to refuse changes on, resolved the one way the ledger may.
    const holdId = await t.db.transaction(async (tx) => {
      await post(tx, {
        description: 'test credit',
        postings: [
          { account: { kind: 'fx_position', currency: 'USDC' }, direction: 'DEBIT', amount: new Decimal('5.00') },
          { account: beneficiaryWallet('00000000-0000-4000-8000-000000000001'), direction: 'CREDIT', amount: new Decimal('5.00') },
        ],
      });
      return hold(tx, { account: beneficiaryWallet('00000000-0000-4000-8000-000000000001'), amount: new Decimal('2.00') });
    });
    const before = await counts();
    for (const statement of [
      'TRUNCATE ledger_entries CASCADE',
      // CASCADE: bank statement lines name the posting they matched, and a TRUNCATE of a referenced table alone stops there.
      'TRUNCATE ledger_postings CASCADE',
      'TRUNCATE ledger_holds CASCADE',
      'TRUNCATE audit_log',
      'DELETE FROM ledger_entries',
      'DELETE FROM ledger_postings',
      'UPDATE ledger_entries SET description = $$x$$',
      'UPDATE ledger_postings SET amount = 1',
      `DELETE FROM ledger_holds WHERE id = '${holdId}'`,
      `UPDATE ledger_holds SET amount = 1 WHERE id = '${holdId}'`,
      `UPDATE ledger_holds SET status = 'RELEASED', resolved_at = now(), amount = 1 WHERE id = '${holdId}'`,
      'DELETE FROM audit_log',
      'TRUNCATE record_chain_links',
      'DELETE FROM record_chain_links',
      `UPDATE record_chain_links SET hash = repeat('0', 64)`,
    ]) {
      await assert.rejects(t.db.query(statement), /append-only/, statement);
    }
    for (const statement of ['TRUNCATE record_chains', 'DELETE FROM record_chains', `UPDATE record_chains SET seq = 0, head = repeat('0', 64)`]) {
      await assert.rejects(t.db.query(statement), /only moves forward/, statement);
    }
    assert.deepEqual(await counts(), before);
    // The one change a hold may have: resolved, once.
    await t.db.transaction((tx) => releaseHold(tx, holdId));
    await assert.rejects(t.db.query(`UPDATE ledger_holds SET status = 'CAPTURED' WHERE id = '${holdId}'`), /append-only/);
  });
});
