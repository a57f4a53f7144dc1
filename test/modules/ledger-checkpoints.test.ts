// Balance checkpoints (issue 33, item 3): the books closed day by day (migration 065), and every read "as of T" (a
// beneficiary's balance, the trial balance, the account balances by kind) answered from the last checkpoint at or before
// T plus the postings since, exactly as the full sum of the journal up to T, at instants around each checkpoint: its
// boundary itself (a posting at exactly midnight), its last millisecond and its last microsecond (a posting dated in
// each), and a microsecond past it. The journal of the past days is written as a restore would (triggers off), the
// rest through the ledger. A closed day never changes: an entry dated in it is refused at commit, also one whose
// transaction began before the close and commits after it (PostgreSQL: two connections). Checkpoints are append-only,
// verified against the journal; a row slipped into a closed day behind the database's back (triggers off) is named by
// the verification, and the reads, which come from the checkpoint, do not see it.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { beneficiaryWallet, closeLedger, post, verifyCheckpoint } from '../../src/modules/ledger/index.ts';
import { Decimal } from '../../src/money.ts';
import { ADMIN_TOKEN, startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { operatorWithToken } from '../helpers/approvals.ts';

const DAY = 86_400_000;

describe('balance checkpoints', () => {
  let t: TestApp;
  let integrator: TestIntegrator;
  let beneficiaryId: string;
  const midnight = new Date(Math.floor(Date.now() / DAY) * DAY);
  const at = (days: number, ms = 0) => new Date(midnight.getTime() + days * DAY + ms);
  /** An instant as the API takes it, to the microsecond: `micros` past the millisecond of `date`. */
  const iso = (date: Date, micros = 0) => date.toISOString().replace('Z', `${String(micros).padStart(3, '0')}Z`);
  const boundaries = [at(-2), at(-1), at(0)].map((date) => date.toISOString());

  /** Writes an entry dated `created` (SQL timestamptz text) as a restore would: no triggers, so no chain and no checks. */
  const restore = async (created: string, legs: Array<[kind: string, ownerId: string, currency: string, direction: 'DEBIT' | 'CREDIT', amount: string]>) => {
    const id = randomUUID();
    await t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query(`INSERT INTO ledger_entries (id, description, reference, created_at) VALUES ($1, 'restored', 'checkpoints', $2)`, [id, created]);
      for (const [kind, ownerId, currency, direction, amount] of legs) {
        await tx.query(
          `INSERT INTO ledger_postings (id, entry_id, account_id, currency, direction, amount, posted_at)
           SELECT gen_random_uuid(), $1, a.id, $4, $5, $6, $2 FROM ledger_accounts a WHERE a.kind = $3 AND a.owner_id = $7 AND a.currency = $4`,
          [id, created, kind, currency, direction, amount, ownerId],
        );
      }
    });
  };
  const deposit = (created: string, amount: string) =>
    restore(created, [
      ['rail_cash', 'chain', 'USDC', 'DEBIT', amount],
      ['beneficiary_wallet', beneficiaryId, 'USDC', 'CREDIT', amount],
    ]);

  /** The journal summed up to T directly (entries created at or before T), with no checkpoint. */
  const journalAt = async (instant: string) => {
    const rows = await t.db.query<{ kind: string; owner_id: string; currency: string; debits: string; credits: string }>(
      `SELECT a.kind, a.owner_id, p.currency, COALESCE(sum(p.amount) FILTER (WHERE p.direction = 'DEBIT'), 0)::text AS debits,
              COALESCE(sum(p.amount) FILTER (WHERE p.direction = 'CREDIT'), 0)::text AS credits
         FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.created_at <= $1::timestamptz GROUP BY a.kind, a.owner_id, p.currency`,
      [instant],
    );
    const sum = (filter: (row: (typeof rows)[number]) => boolean, side: 'debits' | 'credits') =>
      rows.filter(filter).reduce((total, row) => total.plus(row[side]), new Decimal(0));
    const wallet = (row: (typeof rows)[number]) => row.kind === 'beneficiary_wallet' && row.owner_id === beneficiaryId;
    return {
      wallet: sum(wallet, 'credits').minus(sum(wallet, 'debits')).toFixed(2),
      currencies: ['BRL', 'COP', 'USD', 'USDC'].map((currency) => {
        const debits = sum((row) => row.currency === currency, 'debits');
        const credits = sum((row) => row.currency === currency, 'credits');
        return { currencyCode: currency, debits: debits.toFixed(2), credits: credits.toFixed(2), balance: debits.minus(credits).toFixed(2) };
      }),
      kinds: (kind: string, currency: string) => {
        const mine = (row: (typeof rows)[number]) => row.kind === kind && row.currency === currency;
        return sum(mine, 'debits').minus(sum(mine, 'credits'));
      },
    };
  };
  const read = async (path: string, instant: string, token = ADMIN_TOKEN) => {
    const response = await t.request('GET', `${path}?asOf=${encodeURIComponent(instant)}`, { token });
    assert.equal(response.status, 200, `${path} at ${instant}: ${response.text}`);
    return response.body;
  };
  /** Every as-of read at `instant` equals the journal's own sum up to it. */
  const assertExactAt = async (instant: string) => {
    const journal = await journalAt(instant);
    const balance = await read(`/v1/beneficiaries/${beneficiaryId}/balances`, instant, integrator.token);
    assert.equal(balance.total, journal.wallet, `the wallet as of ${instant}`);
    const books = await read('/v1/admin/ledger/trial-balance', instant);
    assert.deepEqual(books.currencies, journal.currencies, `the trial balance as of ${instant}`);
    assert.equal(books.balanced, true);
    const accounts = await read('/v1/admin/ledger/accounts', instant);
    for (const line of accounts.accounts) {
      const debitBalance = journal.kinds(line.kind, line.currencyCode);
      assert.equal(
        line.balance,
        (line.side === 'DEBIT' ? debitBalance : debitBalance.negated()).toFixed(2),
        `${line.kind} ${line.currencyCode} as of ${instant}`,
      );
    }
    return journal;
  };

  before(async () => {
    t = await startApp();
    integrator = await t.createIntegrator();
    beneficiaryId = (
      await t.db.query<{ id: string }>(
        `INSERT INTO beneficiaries (id, integrator_id, integrator_beneficiary_id, type, country, status, kyc_verified, person)
         VALUES (gen_random_uuid(), $1, 'checkpoints-1', 'INDIVIDUAL', 'BR', 'CREATED', true, $2) RETURNING id`,
        [integrator.id, { firstName: 'Ana', lastName: 'Souza', email: 'ana@example.com', citizenship: 'BR' }],
      )
    )[0]!.id;
    await t.db.query(
      `INSERT INTO ledger_accounts (id, kind, owner_id, currency, created_at) VALUES
         (gen_random_uuid(), 'beneficiary_wallet', $1, 'USDC', $2), (gen_random_uuid(), 'rail_cash', 'chain', 'USDC', $2),
         (gen_random_uuid(), 'rail_cash', 'pix-collection', 'BRL', $2), (gen_random_uuid(), 'customer_deposits', '', 'BRL', $2)
       ON CONFLICT (kind, owner_id, currency) DO NOTHING`,
      [beneficiaryId, at(-5).toISOString()],
    );
    // Three days of journal: the first day's deposit; one at the second day's very first microsecond (its boundary);
    // a withdrawal; the third day's postings in its last millisecond and in its last microsecond; BRL beside.
    await deposit(iso(at(-3, 10 * 3600_000)), '100.00');
    await deposit(iso(at(-2)), '20.00');
    await restore(iso(at(-2, 12 * 3600_000)), [
      ['beneficiary_wallet', beneficiaryId, 'USDC', 'DEBIT', '5.00'],
      ['rail_cash', 'chain', 'USDC', 'CREDIT', '5.00'],
    ]);
    await restore(iso(at(-2, 13 * 3600_000)), [
      ['rail_cash', 'pix-collection', 'BRL', 'DEBIT', '530.00'],
      ['customer_deposits', '', 'BRL', 'CREDIT', '530.00'],
    ]);
    await deposit(iso(at(-1, -1)), '7.77');
    await deposit(iso(at(-1, -1), 999), '0.01');
    await deposit(iso(at(-1, 3600_000)), '3.00');
    await deposit(iso(at(0, -1), 999), '0.02');
  });
  after(() => t.close());

  it('closes each day once, oldest first, from the first entry', async () => {
    assert.deepEqual(await closeLedger(t.db, new Date()), boundaries);
    assert.deepEqual(await closeLedger(t.db, new Date()), [], 'nothing is closed twice');
    const rows = await t.db.query<{ at: Date; previous_at: Date | null }>('SELECT at, previous_at FROM ledger_checkpoints ORDER BY at');
    assert.deepEqual(
      rows.map((row) => [row.at.toISOString(), row.previous_at?.toISOString() ?? null]),
      [
        [boundaries[0], null],
        [boundaries[1], boundaries[0]],
        [boundaries[2], boundaries[1]],
      ],
    );
    const [again] = await t.db.query<{ closed: boolean }>('SELECT ledger_close($1) AS closed', [boundaries[1]]);
    assert.equal(again!.closed, false);
    // The wallet's checkpoints: every day it moved, its sums from the beginning.
    const wallet = await t.db.query<{ at: Date; debits: string; credits: string }>(
      `SELECT c.at, c.debits::text, c.credits::text FROM ledger_checkpoint_balances c JOIN ledger_accounts a ON a.id = c.account_id
        WHERE a.kind = 'beneficiary_wallet' AND a.owner_id = $1 ORDER BY c.at`,
      [beneficiaryId],
    );
    assert.deepEqual(
      wallet.map((row) => [row.at.toISOString(), row.debits, row.credits]),
      [
        [boundaries[0], '0.00', '100.00'],
        [boundaries[1], '5.00', '127.78'],
        [boundaries[2], '5.00', '130.80'],
      ],
    );
    for (const boundary of boundaries) assert.deepEqual(await verifyCheckpoint(t.db, boundary), { at: boundary, accounts: [], totals: [] });
  });

  it('reads every balance as of a time exactly as the full journal: at, just before and just after each checkpoint', async () => {
    const figures: string[] = [];
    for (const instant of [
      iso(at(-3, 10 * 3600_000), 0),
      iso(at(-2, -1), 999),
      iso(at(-2)),
      iso(at(-2), 1),
      iso(at(-2, 12 * 3600_000)),
      iso(at(-1, -1)),
      iso(at(-1, -1), 998),
      iso(at(-1, -1), 999),
      iso(at(-1)),
      iso(at(-1, 1800_000)),
      iso(at(0, -1), 999),
      iso(at(0)),
    ]) {
      figures.push((await assertExactAt(instant)).wallet);
    }
    // The figures themselves, so that a read that is wrong in the same way as the sum would still be caught.
    assert.deepEqual(figures, ['100.00', '100.00', '120.00', '120.00', '115.00', '122.77', '122.77', '122.78', '122.78', '122.78', '125.80', '125.80']);
  });

  it('adds what is posted after the last checkpoint, and refuses an entry dated in a closed day', async () => {
    await t.db.transaction((tx) =>
      post(tx, {
        description: 'today',
        postings: [
          { account: { kind: 'rail_cash', currency: 'USDC', ownerId: 'chain' }, direction: 'DEBIT', amount: new Decimal('11.11') },
          { account: beneficiaryWallet(beneficiaryId), direction: 'CREDIT', amount: new Decimal('11.11') },
        ],
      }),
    );
    const journal = await assertExactAt(new Date().toISOString());
    assert.equal(journal.wallet, '136.91');

    await assert.rejects(
      t.db.transaction(async (tx) => {
        const id = randomUUID();
        const dated = iso(at(-1, 5 * 3600_000));
        await tx.query(`INSERT INTO ledger_entries (id, description, created_at) VALUES ($1, 'backdated', $2)`, [id, dated]);
        await tx.query(
          `INSERT INTO ledger_postings (id, entry_id, account_id, currency, direction, amount, posted_at)
           SELECT gen_random_uuid(), $1, a.id, 'BRL', d.direction, 1.00, $2
             FROM ledger_accounts a JOIN (VALUES ('rail_cash', 'DEBIT'), ('customer_deposits', 'CREDIT')) AS d (kind, direction) ON d.kind = a.kind
            WHERE a.currency = 'BRL' AND a.owner_id IN ('pix-collection', '')`,
          [id, dated],
        );
      }),
      /in a day the books closed/,
    );
  });

  it('keeps checkpoints append-only', async () => {
    for (const statement of [
      `UPDATE ledger_checkpoint_balances SET credits = credits + 1`,
      `DELETE FROM ledger_checkpoint_totals`,
      `DELETE FROM ledger_checkpoints WHERE at = '${boundaries[2]}'`,
      'TRUNCATE ledger_checkpoint_balances',
    ]) {
      await assert.rejects(t.db.query(statement), /append-only/, statement);
    }
  });

  it('refuses the entry of a transaction that began before a close and commits after it (PostgreSQL)', async (context) => {
    if (!t.databaseUrl) return context.skip('one connection: the embedded database runs one transaction at a time');
    const before = await journalAt(new Date().toISOString());
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await post(tx, {
          description: 'begun before the close',
          postings: [
            { account: { kind: 'rail_cash', currency: 'USDC', ownerId: 'chain' }, direction: 'DEBIT', amount: new Decimal('9.00') },
            { account: beneficiaryWallet(beneficiaryId), direction: 'CREDIT', amount: new Decimal('9.00') },
          ],
        });
        // Another connection closes the books at an instant after this transaction began (any instant will do for
        // ledger_close), while this one is still open.
        await t.db.transaction(async (other) => {
          const [closed] = await other.query<{ closed: boolean }>('SELECT ledger_close(clock_timestamp()) AS closed');
          assert.equal(closed!.closed, true);
        });
      }),
      /in a day the books closed/,
    );
    // (To the microsecond, as the database has it.)
    const [last] = await t.db.query<{ at: string }>(
      `SELECT to_char(max(at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at FROM ledger_checkpoints`,
    );
    assert.deepEqual(await verifyCheckpoint(t.db, last!.at), { at: last!.at, accounts: [], totals: [] });
    // The same, asked over HTTP by an operator (the last checkpoint, when no instant is given).
    const verified = await t.request('GET', '/v1/admin/ledger/checkpoints/verification', { token: ADMIN_TOKEN });
    assert.equal(verified.status, 200, verified.text);
    assert.deepEqual(verified.body, { at: last!.at, verified: true, accounts: [], totals: [] });
    const now = await assertExactAt(new Date().toISOString());
    assert.deepEqual([now.wallet, now.currencies], [before.wallet, before.currencies], 'the refused entry left nothing');
  });

  it('reads from the checkpoints: a row slipped into a closed day behind the database is not counted, and verification names it', async () => {
    const after = iso(at(-1, 1800_000));
    const was = await read(`/v1/beneficiaries/${beneficiaryId}/balances`, after, integrator.token);
    await deposit(iso(at(-2, 14 * 3600_000)), '1000.00');
    assert.equal((await read(`/v1/beneficiaries/${beneficiaryId}/balances`, after, integrator.token)).total, was.total);
    assert.equal((await journalAt(after)).wallet, new Decimal(was.total).plus(1000).toFixed(2));
    const check = await verifyCheckpoint(t.db, boundaries[1]!);
    assert.equal(check.accounts.length, 2, JSON.stringify(check));
    assert.deepEqual(
      check.totals.map((line) => [line.kind, line.currency, line.checkpoint, line.journal]),
      [
        ['beneficiary_wallet', 'USDC', { debits: '5.00', credits: '127.78' }, { debits: '5.00', credits: '1127.78' }],
        ['rail_cash', 'USDC', { debits: '127.78', credits: '5.00' }, { debits: '1127.78', credits: '5.00' }],
      ],
    );
    // Over HTTP: the last checkpoint at or before an instant of that day is the one verified, and it does not verify.
    const asked = await t.request('GET', `/v1/admin/ledger/checkpoints/verification?at=${encodeURIComponent(iso(at(-1, 3600_000)))}`, { token: ADMIN_TOKEN });
    assert.equal(asked.status, 200, asked.text);
    assert.equal(asked.body.at, boundaries[1]!.replace('Z', '000Z'));
    assert.equal(asked.body.verified, false);
    assert.deepEqual(
      asked.body.totals.map((line: any) => [line.kind, line.currencyCode, line.checkpoint, line.journal]),
      check.totals.map((line) => [line.kind, line.currency, line.checkpoint, line.journal]),
    );
    assert.equal(asked.body.accounts.length, 2);
    // Before the first checkpoint there is none; a malformed instant is refused; a viewer may not sum the journal.
    const none = await t.request('GET', '/v1/admin/ledger/checkpoints/verification?at=2000-01-01T00:00:00Z', { token: ADMIN_TOKEN });
    assert.deepEqual([none.status, none.body.code], [404, 'ledger_checkpoint.not_found']);
    const malformed = await t.request('GET', '/v1/admin/ledger/checkpoints/verification?at=yesterday', { token: ADMIN_TOKEN });
    assert.deepEqual([malformed.status, malformed.body.code], [400, 'validation.failed']);
    const viewer = await operatorWithToken(t, 'viewer');
    const refused = await t.request('GET', '/v1/admin/ledger/checkpoints/verification', { token: viewer.token });
    assert.equal(refused.status, 403, refused.text);
  });
});
