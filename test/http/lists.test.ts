// The list convention (contract section 5), through its first user: the operator's integrator list.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parseFilterPairs } from '../../src/http/list-query.ts';
import { ADMIN_TOKEN, startApp, type TestApp } from '../helpers/app.ts';

describe('lists', () => {
  let t: TestApp;
  const list = async (query: string) => t.request('GET', `/v1/integrators?${query}`, { token: ADMIN_TOKEN });
  const names = (response: { body: { content: Array<{ name: string }> } }) => response.body.content.map((item) => item.name);

  before(async () => {
    t = await startApp();
    const people = [
      ['Acme, Inc', 10],
      ['Bravo', 10],
      ['Charlie', 20],
      ['Delta', 20],
      ['Echo', 30],
      ['Foxtrot', 0],
      ["O'Brien", 0],
    ] as const;
    for (const [name, fee] of people) {
      const created = await t.request('POST', '/v1/integrators', {
        token: ADMIN_TOKEN,
        body: { name, email: `${name.replace(/\W/g, '').toLowerCase()}@example.com`, integratorFeeBps: fee },
      });
      assert.equal(created.status, 201);
    }
  });
  after(() => t.close());

  it('sorts by createdDate desc by default and pages with totals', async () => {
    const first = await list('size=3');
    assert.equal(first.status, 200, first.text);
    assert.deepEqual(names(first), ["O'Brien", 'Foxtrot', 'Echo']);
    assert.deepEqual({ ...first.body, content: [] }, { content: [], page: 0, size: 3, totalElements: 7, totalPages: 3 });
    const last = await list('size=3&page=2');
    assert.deepEqual(names(last), ['Acme, Inc']);
    const beyond = await list('size=3&page=9');
    assert.deepEqual(beyond.body.content, []);
    assert.equal(beyond.body.totalElements, 7);
  });

  it('filters with filterEq: every pair must match', async () => {
    assert.deepEqual(names(await list('filterEq=integratorFeeBps:10&sort=name,asc')), ['Acme, Inc', 'Bravo']);
    assert.deepEqual(names(await list('filterEq=integratorFeeBps:10,name:Bravo')), ['Bravo']);
    assert.deepEqual(names(await list('filterEq=integratorFeeBps:20,name:Bravo')), []);
  });

  it('filters with filterOr: one pair must match', async () => {
    assert.deepEqual(names(await list('filterOr=name:Bravo,name:Echo&sort=name,asc')), ['Bravo', 'Echo']);
  });

  it('combines filterEq with filterOr', async () => {
    const response = await list('filterEq=integratorFeeBps:20&filterOr=name:Delta,name:Echo,name:Bravo');
    assert.deepEqual(names(response), ['Delta']);
  });

  it('reads \\, as a literal comma and splits a pair at its first colon', async () => {
    assert.deepEqual(names(await list(`filterEq=${encodeURIComponent('name:Acme\\, Inc')}`)), ['Acme, Inc']);
    assert.deepEqual(parseFilterPairs('a.b:x:y,c:1\\,2', 'filterEq'), [
      { path: 'a.b', value: 'x:y' },
      { path: 'c', value: '1,2' },
    ]);
  });

  it('sorts by several fields in order', async () => {
    const response = await list('sort=integratorFeeBps,desc&sort=name,asc');
    assert.deepEqual(names(response), ['Echo', 'Charlie', 'Delta', 'Acme, Inc', 'Bravo', 'Foxtrot', "O'Brien"]);
    const reversed = await list('sort=integratorFeeBps,asc&sort=name,desc');
    assert.deepEqual(names(reversed), ["O'Brien", 'Foxtrot', 'Bravo', 'Acme, Inc', 'Delta', 'Charlie', 'Echo']);
  });

  it('refuses unknown fields, malformed pairs, bad sorts and bad pages with their codes', async () => {
    const cases: Array<[string, string]> = [
      ['filterEq=nope:1', 'filter.invalid_field'],
      ['filterOr=clientSecretHash:1', 'filter.invalid_field'],
      ['filterEq=name', 'filter.malformed'],
      ['filterEq=:x', 'filter.malformed'],
      ['sort=nope,asc', 'sort.invalid_field'],
      ['sort=name,sideways', 'sort.invalid_field'],
      ['size=0', 'page.invalid'],
      ['size=101', 'page.invalid'],
      ['page=-1', 'page.invalid'],
      ['page=abc', 'page.invalid'],
    ];
    for (const [query, code] of cases) {
      const response = await list(query);
      assert.equal(response.status, 400, query);
      assert.equal(response.body.code, code, query);
    }
  });

  it('matches nothing with values made of SQL, and refuses field names made of SQL', async () => {
    for (const value of ["' OR 1=1 --", "x' OR 'a'='a", '1; DROP TABLE integrators; --', "O'Brien' --"]) {
      const response = await list(`filterEq=${encodeURIComponent(`name:${value}`)}`);
      assert.equal(response.status, 200);
      assert.equal(response.body.totalElements, 0, value);
    }
    assert.deepEqual(names(await list(`filterEq=${encodeURIComponent("name:O'Brien")}`)), ["O'Brien"]);
    for (const field of ['name;drop table x', 'name) OR (1=1', 'name--', '"name"']) {
      const response = await list(`filterEq=${encodeURIComponent(`${field}:1`)}`);
      assert.equal(response.status, 400, field);
      assert.equal(response.body.code, 'filter.invalid_field');
      const sorted = await list(`sort=${encodeURIComponent(`${field},asc`)}`);
      assert.equal(sorted.body.code, 'sort.invalid_field');
    }
    assert.equal((await list('')).body.totalElements, 7);
  });

  it('refuses the names every object inherits as fields (the fuzzer found sort=constructor answering 500)', async () => {
    for (const field of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      const sorted = await list(`sort=${encodeURIComponent(field)}`);
      assert.equal(sorted.status, 400, `sort=${field}: ${sorted.text}`);
      assert.equal(sorted.body.code, 'sort.invalid_field');
      const filtered = await list(`filterEq=${encodeURIComponent(`${field}:1`)}`);
      assert.equal(filtered.status, 400, `filterEq=${field}: ${filtered.text}`);
      assert.equal(filtered.body.code, 'filter.invalid_field');
    }
  });
});
