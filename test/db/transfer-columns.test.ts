// The prepared reads of a whole transfer name its columns (src/modules/transfers/model.ts, TRANSFER_COLUMNS) instead
// of `SELECT *`, so that a migration adding a column never breaks a statement a running process has prepared. The
// list must then be the table's: a migration that adds a column to transfers without listing it fails here.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TRANSFER_COLUMNS } from '../../src/modules/transfers/model.ts';
import { migratedDatabase, type TestDatabase } from '../helpers/app.ts';

describe('the named columns of a transfer', () => {
  let database: TestDatabase;
  before(async () => {
    database = await migratedDatabase();
  });
  after(() => database.drop());

  it('are every column of the transfers table, in its order', async () => {
    const columns = await database.db.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'transfers' ORDER BY ordinal_position`,
    );
    assert.deepEqual(
      [...TRANSFER_COLUMNS],
      columns.map((column) => column.name),
    );
  });
});
