// The paginator: every item of every page, in order, fetching a page only when the one before is consumed, stopping at
// totalPages or an empty page; filters written as objects; and list.all() walking a real list on the server.
// Test pass: embedded only (database-independent: the SDK)
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createPonteClient, listQuery, paginate, type ListParams, type Page, type PonteClient } from '../src/index.ts';
import { startApp, type TestApp } from '../../test/helpers/app.ts';

/** A list of `total` numbers served as the API would: pages of `size` (default 20). */
function fakeList(total: number) {
  const calls: ListParams[] = [];
  const list = async (params: ListParams = {}): Promise<Page<number>> => {
    calls.push(params);
    const size = params.size ?? 20;
    const page = params.page ?? 0;
    const content = Array.from({ length: total }, (_, index) => index).slice(page * size, (page + 1) * size);
    return { content, page, size, totalElements: total, totalPages: Math.ceil(total / size) };
  };
  return { list, calls };
}

describe('paginate', () => {
  it('yields every item of every page in order, one request per page', async () => {
    const { list, calls } = fakeList(45);
    const items: number[] = [];
    for await (const item of paginate(list, { size: 20, filterEq: 'status:PENDING' })) items.push(item);
    assert.deepEqual(
      items,
      Array.from({ length: 45 }, (_, index) => index),
    );
    assert.deepEqual(
      calls.map((call) => call.page),
      [0, 1, 2],
    );
    assert.ok(
      calls.every((call) => call.size === 20 && call.filterEq === 'status:PENDING'),
      'the parameters reach every page',
    );
  });

  it('fetches the next page only when the caller has taken the items before it', async () => {
    const { list, calls } = fakeList(100);
    for await (const item of paginate(list, { size: 10 })) if (item === 14) break;
    assert.deepEqual(
      calls.map((call) => call.page),
      [0, 1],
    );
  });

  it('starts at the page given, and stops at an empty list or an empty page', async () => {
    const { list, calls } = fakeList(30);
    const items: number[] = [];
    for await (const item of paginate(list, { page: 1, size: 10 })) items.push(item);
    assert.deepEqual(
      items,
      Array.from({ length: 20 }, (_, index) => index + 10),
    );
    assert.deepEqual(
      calls.map((call) => call.page),
      [1, 2],
    );

    const empty = fakeList(0);
    for await (const _ of paginate(empty.list)) assert.fail('nothing to yield');
    assert.equal(empty.calls.length, 1);
    // A server that counts more pages than it has items: an empty page ends the walk rather than looping.
    let requests = 0;
    const overcounting = async (): Promise<Page<number>> => ({
      content: requests++ === 0 ? [1] : [],
      page: requests - 1,
      size: 1,
      totalElements: 9,
      totalPages: 9,
    });
    const seen: number[] = [];
    for await (const item of paginate(overcounting)) seen.push(item);
    assert.deepEqual([seen, requests], [[1], 2]);
  });

  it('writes filters given as objects in the API syntax, a comma in a value escaped', () => {
    assert.deepEqual(
      listQuery({
        page: 2,
        size: 50,
        filterEq: { status: 'PENDING', 'from.currencyCode': 'BRL' },
        filterOr: { reference: 'a,b' },
        sort: ['createdDate,asc', 'id,desc'],
      }),
      {
        page: '2',
        size: '50',
        filterEq: 'status:PENDING,from.currencyCode:BRL',
        filterOr: 'reference:a\\,b',
        sort: ['createdDate,asc', 'id,desc'],
      },
    );
    assert.deepEqual(listQuery({ filterEq: 'type:ON_RAMP' }), { filterEq: 'type:ON_RAMP' });
  });
});

describe('list.all against the service', () => {
  let t: TestApp;
  let ponte: PonteClient;
  const created: string[] = [];

  before(async () => {
    t = await startApp();
    const integrator = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/never' });
    ponte = createPonteClient({ baseUrl: t.url, clientId: integrator.clientId, clientSecret: integrator.clientSecret });
    for (let index = 0; index < 5; index++) {
      const beneficiary = await ponte.beneficiaries.create({
        integratorBeneficiaryId: `page-${index}-${randomUUID()}`,
        type: 'INDIVIDUAL',
        country: 'BR',
        person: {
          firstName: 'Ana',
          lastName: `Souza ${index}`,
          idNumber: '52998224725',
          email: 'ana.souza@example.com',
          phoneNumber: '+5511987654321',
          dateOfBirth: '1990-05-17',
          citizenship: 'BR',
          address: { streetOne: 'Rua Augusta 100', city: 'São Paulo', state: 'SP', zipcode: '01304-000', country: 'BR' },
        },
      });
      created.push(beneficiary.id);
    }
  });
  after(() => t.close());

  it('walks pages of 2 and finds all 5 beneficiaries in the order asked', async () => {
    const walked: string[] = [];
    for await (const beneficiary of ponte.beneficiaries.list.all({ size: 2, sort: ['createdDate,asc', 'id,asc'] })) walked.push(beneficiary.id);
    assert.deepEqual(walked, created);
    const filtered: string[] = [];
    for await (const beneficiary of ponte.paginate(ponte.beneficiaries.list, { size: 1, filterEq: { 'person.lastName': 'Souza 3' } }))
      filtered.push(beneficiary.id);
    assert.deepEqual(filtered, [created[3]]);
  });
});
