// A list of one beneficiary's transfers filtered by status counts its total from an index alone (migration 070): the
// count's plan, for the statements GET /v1/transfers sends (src/db/lists.ts with the transfer resource), is an
// index-only scan of transfers_integrator_beneficiary. Before 070 that index had no status, and PostgreSQL, which uses
// an expression index (beneficiary_id::text) for an index-only scan only when the expression's column is in it too,
// could not read the total without a heap page per transfer of the beneficiary. The planner is held to the scans
// asked for (an empty table would otherwise be read whole), so what it picks says what the index allows.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { textOf, type Queryable, type Row, type Sql } from '../../src/db/index.ts';
import { listPage } from '../../src/db/lists.ts';
import { parseListQuery } from '../../src/http/list-query.ts';
import { transferList } from '../../src/modules/transfers/model.ts';
import { migratedDatabase, type TestDatabase } from '../helpers/app.ts';

describe("the plans of a beneficiary's transfer list", () => {
  let database: TestDatabase;
  before(async () => {
    database = await migratedDatabase();
  });
  after(() => database.drop());

  /** The plans of the statements listPage sends for `query`, each explained instead of run. */
  async function plans(query: Record<string, string>, off: string[]): Promise<string[]> {
    const explained: string[] = [];
    await database.db.transaction(async (tx) => {
      for (const setting of off) await tx.query(`SET LOCAL ${setting} = off`);
      const explaining: Queryable = {
        async query<T = Row>(sql: Sql, params?: readonly unknown[]): Promise<T[]> {
          const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${textOf(sql)}`, params);
          explained.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
          return [];
        },
      };
      await listPage(explaining, transferList, parseListQuery(query), { column: 't.integrator_id', value: randomUUID() }, 't.*', (row) => row);
    });
    return explained;
  }

  it('counts the transfers of a beneficiary in some statuses from the index alone', async () => {
    // Only an index-only scan is left enabled: without status in the index, the plan would be a disabled scan.
    const found = await plans({ filterEq: `beneficiaryId:${randomUUID()}`, filterOr: 'status:PENDING,status:FAILED' }, [
      'enable_seqscan',
      'enable_bitmapscan',
      'enable_indexscan',
    ]);
    assert.equal(found.length, 2, 'a page and its total');
    const count = found.find((plan) => /^Aggregate/.test(plan));
    assert.ok(count, `no count among ${found.join('\n\n')}`);
    assert.match(count, /Index Only Scan using transfers_integrator_beneficiary on transfers t/);
  });

  it("reads the ids of a beneficiary's page in some statuses from the index alone, then the page's rows", async () => {
    const found = await plans({ filterEq: `beneficiaryId:${randomUUID()}`, filterOr: 'status:PENDING,status:FAILED' }, [
      'enable_seqscan',
      'enable_bitmapscan',
      'enable_indexscan',
    ]);
    const page = found.find((plan) => !/^Aggregate/.test(plan));
    assert.ok(page, `no page among ${found.join('\n\n')}`);
    assert.match(page, /Index Only Scan using transfers_integrator_beneficiary on transfers t/);
  });

  it('reads the ids of a page deep in a list filtered by currency from the index alone', async () => {
    const found = await plans({ filterEq: 'from.currencyCode:BRL', page: '37', size: '100' }, ['enable_seqscan', 'enable_bitmapscan', 'enable_indexscan']);
    const page = found.find((plan) => !/^Aggregate/.test(plan));
    assert.ok(page, `no page among ${found.join('\n\n')}`);
    assert.match(page, /Index Only Scan using transfers_integrator_from_currency on transfers t/);
  });

  it("still reads a beneficiary's page in creation order from the same index: only the page's own rows are sorted", async () => {
    const found = await plans({ filterEq: `beneficiaryId:${randomUUID()}` }, ['enable_seqscan', 'enable_bitmapscan']);
    const page = found.find((plan) => !/^Aggregate/.test(plan));
    assert.ok(page, `no page among ${found.join('\n\n')}`);
    // The limit reads the index in its order: no sort of the beneficiary's transfers beneath it.
    assert.match(page, /Limit [^\n]*\n\s*->\s+Index (Only )?Scan using transfers_integrator_beneficiary on transfers t/);
  });
});
