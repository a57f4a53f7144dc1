// The one guard before a lookup by an id from outside (src/db/queryable.ts): a text that is not a UUID names no row,
// where the database itself refuses it as uuid input; a UUID is looked up as given.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { isUuid, maybeOneByUuid } from '../../src/db/index.ts';
import { freshDatabase, type TestDatabase } from '../helpers/app.ts';

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('the uuid guard', () => {
  let database: TestDatabase;
  before(async () => {
    database = await freshDatabase();
    await database.db.query('CREATE TABLE guarded (id uuid PRIMARY KEY, label text NOT NULL)');
    await database.db.query('INSERT INTO guarded (id, label) VALUES ($1, $2)', [ID, 'found']);
  });
  after(() => database.drop());

  it('knows a UUID from anything else', () => {
    assert.equal(isUuid(ID), true);
    assert.equal(isUuid(ID.toUpperCase()), true);
    for (const text of ['', 'not-a-uuid', `${ID} `, ID.slice(1), `{${ID}}`, "' OR 1=1 --", '7c9e6679742540de944be07fc1f90ae7']) {
      assert.equal(isUuid(text), false, text);
    }
  });

  it('finds no row for a text the database would refuse as a uuid, and the row for a UUID', async () => {
    await assert.rejects(database.db.query('SELECT * FROM guarded WHERE id = $1', ['not-a-uuid']), /uuid/);
    assert.equal(await maybeOneByUuid(database.db, 'SELECT * FROM guarded WHERE id = $1', ['not-a-uuid']), undefined);
    assert.deepEqual(await maybeOneByUuid(database.db, 'SELECT label FROM guarded WHERE id = $1 AND label = $2', [ID, 'found']), { label: 'found' });
    assert.equal(await maybeOneByUuid(database.db, 'SELECT label FROM guarded WHERE id = $1', ['00000000-0000-4000-8000-000000000000']), undefined);
  });
});
