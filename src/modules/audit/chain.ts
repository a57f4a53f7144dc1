// Owns the check of the tamper-evident records: the audit log and the journal (ledger entries and their postings) are
// hash chains, linked by the database at each commit (migration 040 defines the hash and the canonical content; 069
// keeps the links in record_chain_links). This recomputes every hash here, in order, from each row's columns as they are now, and names the first
// row that does not match; it also answers each chain's head (its last place and hash), which an operator keeps
// elsewhere and later gives back to prove that nothing up to it was rewritten. Used by GET /v1/admin/record-chains
// and `npm run audit:verify` (scripts/audit-verify.ts). Described for an auditor in docs/operations.md.
import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../../db/index.ts';

export const CHAIN_NAMES = ['audit_log', 'journal'] as const;
export type ChainName = (typeof CHAIN_NAMES)[number];

/** The tables whose rows make up each chain. */
export const CHAIN_TABLES: Record<ChainName, readonly string[]> = {
  audit_log: ['audit_log'],
  journal: ['ledger_entries', 'ledger_postings'],
};

/** The hash before a chain's first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** A place in a chain and the hash of the row there: what an operator keeps to compare with later. */
export interface ChainHead {
  seq: number;
  hash: string;
}

export type MismatchReason = 'content' | 'link' | 'gap' | 'head' | 'expected_head' | 'unchained';

export interface ChainMismatch {
  reason: MismatchReason;
  /** The row's place in the chain; null for a row that has none (unchained) or a head past the chain's end. */
  seq: number | null;
  /** The row's table and id; null when no row is at fault (the chain ends early, or its recorded head differs). */
  table: string | null;
  id: string | null;
  message: string;
}

export interface ChainVerification {
  chain: ChainName;
  tables: string[];
  /** The rows read in the chain's order. */
  rows: number;
  /** The head recomputed from the rows (the last row's place and hash). */
  head: ChainHead;
  /** The head the database records for the chain (record_chains). */
  recordedHead: ChainHead;
  /** The head given to compare with, if any. */
  expectedHead: ChainHead | null;
  verified: boolean;
  firstMismatch: ChainMismatch | null;
}

export interface Verification {
  verified: boolean;
  /** When the check read the database (its snapshot). */
  checkedAt: string;
  chains: ChainVerification[];
}

/** `<seq>:<hash>`, the written form of a head (what `heads` prints and `--journal` / `?journal=` take). */
export const HEAD_PATTERN = '^[0-9]{1,18}:[0-9a-f]{64}$';

export const formatHead = (head: ChainHead): string => `${head.seq}:${head.hash}`;

/** A head from its written form; undefined when it is not one. */
export function parseHead(text: string): ChainHead | undefined {
  if (!new RegExp(HEAD_PATTERN).test(text)) return undefined;
  const [seq, hash] = text.split(':') as [string, string];
  return { seq: Number(seq), hash };
}

/** The canonical content of a row, from its non-NULL columns' text values (migration 040 defines it). */
export function canonicalContent(table: string, fields: ReadonlyArray<readonly [string, string]>): string {
  const sorted = [...fields].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([table, ...sorted.flat()]);
}

export function rowHash(seq: number, previous: string, canonical: string): string {
  return createHash('sha256').update(`${seq}\n${previous}\n${canonical}`, 'utf8').digest('hex');
}

const PAGE = 2000;

interface ChainRow {
  source: string;
  id: string;
  chain_seq: string;
  chain_prev: string;
  chain_hash: string;
  /** [column, value as text] of each non-NULL column, rendered with TimeZone UTC; null when the row is gone. */
  fields: Array<[string, string]> | null;
}

// A page of a chain's links from a place on, in order, each with its row's columns' text as to_jsonb renders them (the
// transaction's TimeZone is UTC), NULLs left out, as the trigger hashed them; a link whose row is gone has no fields.
function pageQuery(tables: readonly string[]): string {
  const joins = tables.map((table, i) => `LEFT JOIN ${table} t${i} ON l.source = '${table}' AND t${i}.id = l.row_id`);
  const content = `CASE l.source ${tables.map((table, i) => `WHEN '${table}' THEN to_jsonb(t${i})`).join(' ')} END`;
  return `SELECT l.source, l.row_id::text AS id, l.seq AS chain_seq, l.prev AS chain_prev, l.hash AS chain_hash,
                 (SELECT jsonb_agg(jsonb_build_array(key, value)) FROM jsonb_each_text(content) WHERE value IS NOT NULL) AS fields
            FROM (SELECT * FROM record_chain_links WHERE chain = $2 AND seq > $1 ORDER BY seq LIMIT ${PAGE}) l
                 ${joins.join('\n                 ')}
                 CROSS JOIN LATERAL (SELECT ${content} AS content) c
           ORDER BY l.seq`;
}

async function verifyChain(tx: Queryable, chain: ChainName, expected: ChainHead | undefined): Promise<ChainVerification> {
  const tables = CHAIN_TABLES[chain];
  const [recorded] = await tx.query<{ seq: string; head: string }>('SELECT seq, head FROM record_chains WHERE name = $1', [chain]);
  const recordedHead: ChainHead = { seq: Number(recorded?.seq ?? 0), hash: recorded?.head ?? GENESIS_HASH };
  let head: ChainHead = { seq: 0, hash: GENESIS_HASH };
  let rows = 0;
  let mismatch: ChainMismatch | null = null;
  const fault = (reason: MismatchReason, row: ChainRow | null, message: string): ChainMismatch => ({
    reason,
    seq: row ? Number(row.chain_seq) : null,
    table: row?.source ?? null,
    id: row?.id ?? null,
    message,
  });

  const sql = pageQuery(tables);
  walk: for (;;) {
    const page = await tx.query<ChainRow>(sql, [head.seq, chain]);
    for (const row of page) {
      const seq = Number(row.chain_seq);
      const name = `${row.source} ${row.id} (place ${seq})`;
      if (seq !== head.seq + 1) {
        mismatch = fault('gap', row, `${name} follows place ${head.seq}: the rows between them were removed`);
        break walk;
      }
      if (row.chain_prev !== head.hash) {
        mismatch = fault('link', row, `${name} does not hold the hash of the row before it: that row, or this one's link, was rewritten`);
        break walk;
      }
      if (row.fields === null) {
        mismatch = fault('gap', row, `${name} is linked but no longer in its table: it was removed`);
        break walk;
      }
      const hash = rowHash(seq, head.hash, canonicalContent(row.source, row.fields));
      if (hash !== row.chain_hash) {
        mismatch = fault('content', row, `${name} does not match its hash: it was changed after it was written`);
        break walk;
      }
      head = { seq, hash };
      rows += 1;
      if (expected && seq === expected.seq && hash !== expected.hash) {
        mismatch = fault('expected_head', row, `${name} does not have the hash of the given head: the chain was rewritten up to it`);
        break walk;
      }
    }
    if (page.length < PAGE) break;
  }

  if (!mismatch && expected && expected.seq === 0 && expected.hash !== GENESIS_HASH) {
    mismatch = fault('expected_head', null, `the given head's place 0 has a hash other than the chain's start (${GENESIS_HASH})`);
  }
  if (!mismatch && expected && expected.seq > head.seq) {
    mismatch = fault('expected_head', null, `the chain ends at place ${head.seq}, before the given head's place ${expected.seq}: rows were removed`);
  }
  if (!mismatch && (recordedHead.seq !== head.seq || recordedHead.hash !== head.hash)) {
    mismatch = fault(
      'head',
      null,
      `the chain ends at place ${head.seq}, the database records its head at place ${recordedHead.seq}: its last rows were removed or its head rewritten`,
    );
  }
  if (!mismatch) {
    for (const table of tables) {
      // EXCEPT, not NOT EXISTS: one pass over each side, with no index on the links' rows to keep up at every link.
      const [row] = await tx.query<{ id: string }>(
        `SELECT id::text AS id FROM (SELECT id FROM ${table} EXCEPT SELECT row_id FROM record_chain_links WHERE source = $1) unlinked LIMIT 1`,
        [table],
      );
      if (row) {
        mismatch = {
          reason: 'unchained',
          seq: null,
          table,
          id: row.id,
          message: `${table} ${row.id} is in no chain: it was written past the database's triggers`,
        };
        break;
      }
    }
  }
  return { chain, tables: [...tables], rows, head, recordedHead, expectedHead: expected ?? null, verified: mismatch === null, firstMismatch: mismatch };
}

/**
 * Recomputes every chain from its rows, in one snapshot of the database, and compares each with the head the database
 * records and with the head given for it, if any.
 */
export async function verifyChains(db: Db, expected: Partial<Record<ChainName, ChainHead>> = {}): Promise<Verification> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    await tx.query("SET LOCAL TimeZone = 'UTC'");
    const [{ now }] = (await tx.query<{ now: Date }>('SELECT now() AS now')) as [{ now: Date }];
    const chains: ChainVerification[] = [];
    for (const chain of CHAIN_NAMES) chains.push(await verifyChain(tx, chain, expected[chain]));
    return { verified: chains.every((chain) => chain.verified), checkedAt: now.toISOString(), chains };
  });
}

export interface ChainHeads {
  at: string;
  chains: Array<{ chain: ChainName; seq: number; hash: string; head: string }>;
}

/** Each chain's head as the database records it: what to keep elsewhere (no rows are read, so it answers at once). */
export async function chainHeads(db: Queryable): Promise<ChainHeads> {
  const rows = await db.query<{ name: ChainName; seq: string; head: string; now: Date }>(
    'SELECT name, seq, head, now() AS now FROM record_chains ORDER BY name',
  );
  return {
    at: (rows[0]?.now ?? new Date()).toISOString(),
    chains: rows.map((row) => ({ chain: row.name, seq: Number(row.seq), hash: row.head, head: formatHead({ seq: Number(row.seq), hash: row.head }) })),
  };
}
