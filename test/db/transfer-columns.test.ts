// The prepared reads of a whole transfer or simulation name its columns (src/modules/transfers/model.ts,
// TRANSFER_COLUMNS and SIMULATION_COLUMNS) instead of `SELECT *`, so that a migration adding a column never breaks a statement a running process has prepared. The
// lists must then be the tables': a migration that adds a column to either without listing it fails here.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SIMULATION_COLUMNS, TRANSFER_COLUMNS } from '../../src/modules/transfers/model.ts';
import { migratedDatabase, type TestDatabase } from '../helpers/app.ts';

describe('the named columns of a transfer and of a simulation', () => {
  let database: TestDatabase;
  before(async () => {
    database = await migratedDatabase();
  });
  after(() => database.drop());

  const columnsOf = async (table: string) =>
    (
      await database.db.query<{ name: string }>(
        `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
        [table],
      )
    ).map((column) => column.name);

  it('are every column of the transfers table, in its order', async () => {
    assert.deepEqual([...TRANSFER_COLUMNS], await columnsOf('transfers'));
  });

  it('are every column of the simulations table, in its order', async () => {
    assert.deepEqual([...SIMULATION_COLUMNS], await columnsOf('simulations'));
  });
});
