// Creating, reading and listing beneficiaries (contract section 7): every field checked with errors[] naming it and
// nothing written on a 4xx, 412 without a callback URL, 409 on a duplicate reference (also under concurrency), lists
// with filters and sorts, and tenancy.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import {
  ALPHANUMERIC_CNPJ,
  VALID_CNPJ,
  VALID_CPFS,
  VALID_NIT,
  business,
  colombianPerson,
  createBeneficiary,
  individual,
  person,
  storedEvents,
  yearsAgo,
} from '../helpers/beneficiaries.ts';

describe('beneficiaries', () => {
  let t: TestApp;
  let a: TestIntegrator;
  let b: TestIntegrator;
  const counts = async () => {
    const [row] = await t.db.query<{ beneficiaries: number; steps: number; events: number }>(
      `SELECT (SELECT count(*)::int FROM beneficiaries) AS beneficiaries, (SELECT count(*)::int FROM kyx_steps) AS steps,
              (SELECT count(*)::int FROM events) AS events`,
    );
    assert.ok(row);
    return row;
  };

  before(async () => {
    t = await startApp();
    a = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/a' });
    b = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/b' });
  });
  after(() => t.close());

  it('creates an individual with every field of the contract, PENDING, and its first BENEFICIARY_KYC', async () => {
    const created = await createBeneficiary(t, a, individual('ind-1', { person: person({ idNumber: '529.982.247-25' }) }));
    assert.deepEqual(Object.keys(created).sort(), [
      'country',
      'createdDate',
      'id',
      'integratorBeneficiaryId',
      'integratorId',
      'kycVerified',
      'lastModifiedDate',
      'localTargetAccount',
      'person',
      'rejectionReason',
      'status',
      'type',
    ]);
    assert.equal(created.integratorId, a.id);
    assert.equal(created.status, 'PENDING');
    assert.equal(created.kycVerified, false);
    assert.equal(created.person.idNumber, '52998224725', 'the CPF is stored in canonical form');
    assert.deepEqual(created.person.address, person().address);
    assert.match(created.createdDate, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const read = await t.request('GET', `/v1/beneficiaries/${created.id}`, { token: a.token });
    assert.equal(read.status, 200);
    assert.deepEqual(read.body, created);

    const [event] = await storedEvents(t, created.id, 'BENEFICIARY_KYC');
    assert.equal(event.success, null);
    assert.equal(event.message, null);
    assert.equal(event.resourceId, created.id);
    assert.equal(event.data.beneficiaryId, created.id);
    assert.equal(event.data.status, null);
    assert.deepEqual(event.data.errors, []);
    assert.equal(event.data.steps.length, 1);
    assert.equal(event.data.steps[0].ownerIdentification, '52998224725');
    assert.match(event.data.steps[0].uploadLink, /^http:\/\/localhost:\d+\/sandbox\/kyx\/[A-Za-z0-9_-]{20,}$/);
    assert.match(event.data.steps[0].partnerSdk.token, /^sbx_sdk_/);
  });

  it('creates businesses in BR (numeric and alphanumeric CNPJ) and CO (NIT), and a CO individual', async () => {
    const numeric = await createBeneficiary(t, a, business('biz-numeric'));
    assert.equal(numeric.business.taxId, VALID_CNPJ);
    assert.equal(numeric.person, undefined);
    const alphanumeric = await createBeneficiary(t, a, business('biz-alpha', { business: { ...business('x').business, taxId: '12.abc.345/01de-35' } }));
    assert.equal(alphanumeric.business.taxId, ALPHANUMERIC_CNPJ);
    const colombian = business('biz-co', {
      country: 'CO',
      business: {
        ...business('x').business,
        taxId: '900.123.456-8',
        phoneNumber: '+576016011234',
        legalRepresentative: colombianPerson(),
        beneficialOwners: [{ ...colombianPerson({ idNumber: '79123456' }), ownershipPercentage: 60 }],
      },
    });
    assert.equal((await createBeneficiary(t, a, colombian)).business.taxId, VALID_NIT);
    const person = await createBeneficiary(t, a, individual('ind-co', { country: 'CO', person: colombianPerson() }));
    assert.equal(person.country, 'CO');
  });

  it('answers 400 naming the field for a bad CPF, CNPJ, NIT, age, phone and a missing field, and writes nothing', async () => {
    const before = await counts();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['CPF', individual('bad-cpf', { person: person({ idNumber: '52998224724' }) }), '/person/idNumber'],
      ['CNPJ', business('bad-cnpj', { business: { ...business('x').business, taxId: '11222333000182' } }), '/business/taxId'],
      ['alphanumeric CNPJ', business('bad-cnpj2', { business: { ...business('x').business, taxId: '12ABC34501DE36' } }), '/business/taxId'],
      [
        'NIT',
        business('bad-nit', {
          country: 'CO',
          business: { ...business('x').business, taxId: '9001234567', legalRepresentative: colombianPerson(), beneficialOwners: [] },
        }),
        '/business/taxId',
      ],
      ['17-year-old', individual('minor', { person: person({ dateOfBirth: yearsAgo(18, 1) }) }), '/person/dateOfBirth'],
      ['phone', individual('bad-phone', { person: person({ phoneNumber: '+5511123' }) }), '/person/phoneNumber'],
      ['phone format', individual('bad-phone2', { person: person({ phoneNumber: '(11) 98765-4321' }) }), '/person/phoneNumber'],
      ['missing field', individual('no-id', { person: { ...person(), idNumber: undefined } }), '/person/idNumber'],
      ['country code', individual('bad-country', { person: person({ citizenship: 'XX' }) }), '/person/citizenship'],
      ['CO CC', individual('bad-cc', { country: 'CO', person: colombianPerson({ idNumber: '12345' }) }), '/person/idNumber'],
      [
        'owner CPF',
        business('bad-owner', {
          business: { ...business('x').business, beneficialOwners: [{ ...person({ idNumber: '11111111111' }), ownershipPercentage: 50 }] },
        }),
        '/business/beneficialOwners/0/idNumber',
      ],
      [
        'representative age',
        business('minor-rep', { business: { ...business('x').business, legalRepresentative: person({ dateOfBirth: yearsAgo(17) }) } }),
        '/business/legalRepresentative/dateOfBirth',
      ],
      ['person for a business', { ...business('both'), person: person() }, '/person'],
      ['business without business', { integratorBeneficiaryId: 'none', type: 'BUSINESS', country: 'BR' }, '/business'],
      ['unknown field', individual('extra', { nickname: 'x' }), '/nickname'],
      [
        'ownership above 100',
        business('over', {
          business: {
            ...business('x').business,
            beneficialOwners: [
              { ...person(), ownershipPercentage: 60 },
              { ...person({ idNumber: VALID_CPFS[2] }), ownershipPercentage: 50 },
            ],
          },
        }),
        '/business/beneficialOwners',
      ],
    ];
    for (const [label, body, path] of cases) {
      const response = await t.request('POST', '/v1/beneficiaries', { token: a.token, body });
      assert.equal(response.status, 400, `${label}: ${response.text}`);
      assert.equal(response.body.code, 'validation.failed', label);
      assert.ok(
        response.body.errors.some((error: { path: string }) => error.path === path),
        `${label}: ${JSON.stringify(response.body.errors)}`,
      );
    }
    assert.deepEqual(await counts(), before, 'a refused beneficiary leaves no row, step or event');
  });

  it('accepts someone who turns 18 today', async () => {
    await createBeneficiary(t, a, individual('just-adult', { person: person({ dateOfBirth: yearsAgo(18) }) }));
  });

  it('answers 412 callback_url.not_set without a callback URL, and writes nothing', async () => {
    const bare = await t.createIntegrator();
    const before = await counts();
    const response = await t.request('POST', '/v1/beneficiaries', { token: bare.token, body: individual('no-callback') });
    assert.equal(response.status, 412);
    assert.equal(response.body.code, 'callback_url.not_set');
    assert.deepEqual(await counts(), before);
  });

  it('answers 409 on a duplicate integratorBeneficiaryId, also when sent at the same time; another integrator may reuse it', async () => {
    await createBeneficiary(t, a, individual('dup-1'));
    const again = await t.request('POST', '/v1/beneficiaries', { token: a.token, body: individual('dup-1') });
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'beneficiary.conflict');

    const before = await counts();
    const racing = await Promise.all(Array.from({ length: 5 }, () => t.request('POST', '/v1/beneficiaries', { token: a.token, body: individual('dup-race') })));
    assert.deepEqual(racing.map((response) => response.status).sort(), [201, 409, 409, 409, 409]);
    const after = await counts();
    assert.equal(after.beneficiaries, before.beneficiaries + 1);
    assert.equal(after.events, before.events + 1, 'only the created one sent BENEFICIARY_KYC');

    await createBeneficiary(t, b, individual('dup-1'));
  });

  it('answers 404 for another integrator’s beneficiary exactly as for none', async () => {
    const own = await createBeneficiary(t, a, individual('private'));
    const other = await t.request('GET', `/v1/beneficiaries/${own.id}`, { token: b.token });
    const missing = await t.request('GET', '/v1/beneficiaries/00000000-0000-4000-8000-000000000000', { token: b.token });
    const malformed = await t.request('GET', '/v1/beneficiaries/not-a-uuid', { token: b.token });
    for (const response of [other, missing, malformed]) {
      assert.equal(response.status, 404);
      assert.deepEqual({ ...response.body, requestId: '' }, { code: 'beneficiary.not_found', message: 'Beneficiary not found.', requestId: '' });
    }
  });
});

describe('beneficiary lists', () => {
  let t: TestApp;
  let a: TestIntegrator;
  let b: TestIntegrator;
  const list = async (integrator: TestIntegrator, query: string) => {
    const response = await t.request('GET', `/v1/beneficiaries?${query}`, { token: integrator.token });
    assert.equal(response.status, 200, response.text);
    return response;
  };
  const references = (response: { body: { content: Array<{ integratorBeneficiaryId: string }> } }) =>
    response.body.content.map((item) => item.integratorBeneficiaryId);

  before(async () => {
    t = await startApp();
    a = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/a' });
    b = await t.createIntegrator({ callbackUrl: 'http://127.0.0.1:9/b' });
    const people: Array<[string, string, string]> = [
      ['r1', 'Ana', VALID_CPFS[0]],
      ['r2', 'Bruno', VALID_CPFS[1]],
      ['r3', 'Ana', VALID_CPFS[2]],
      ['r4', 'Carla', VALID_CPFS[3]],
    ];
    for (const [reference, firstName, idNumber] of people) {
      await createBeneficiary(t, a, individual(reference, { person: person({ firstName, idNumber }) }));
    }
    await createBeneficiary(t, a, business('r5'));
    await t.db.query(`UPDATE beneficiaries SET status = 'CREATED', kyc_verified = true WHERE integrator_beneficiary_id = 'r3'`);
    await createBeneficiary(t, b, individual('b1', { person: person({ firstName: 'Ana' }) }));
  });
  after(() => t.close());

  it('sorts by createdDate, desc by default, and pages', async () => {
    assert.deepEqual(references(await list(a, '')), ['r5', 'r4', 'r3', 'r2', 'r1']);
    assert.deepEqual(references(await list(a, 'sort=createdDate,asc')), ['r1', 'r2', 'r3', 'r4', 'r5']);
    const page = await list(a, 'size=2&page=1');
    assert.deepEqual(references(page), ['r3', 'r2']);
    assert.deepEqual({ ...page.body, content: [] }, { content: [], page: 1, size: 2, totalElements: 5, totalPages: 3 });
  });

  it('filters by person.firstName, person.idNumber, status and type, and any path of person or business', async () => {
    assert.deepEqual(references(await list(a, 'filterEq=person.firstName:Ana&sort=createdDate,asc')), ['r1', 'r3']);
    assert.deepEqual(references(await list(a, 'filterEq=person.firstName:Ana,status:CREATED')), ['r3']);
    assert.deepEqual(references(await list(a, 'filterEq=status:PENDING,type:INDIVIDUAL&sort=createdDate,asc')), ['r1', 'r2', 'r4']);
    assert.deepEqual(references(await list(a, `filterEq=person.idNumber:${VALID_CPFS[3]}`)), ['r4']);
    assert.deepEqual(
      references(await list(a, 'filterEq=person.address.city:São Paulo&filterOr=person.firstName:Bruno,person.firstName:Carla&sort=person.firstName,desc')),
      ['r4', 'r2'],
    );
    assert.deepEqual(references(await list(a, `filterEq=business.taxId:${VALID_CNPJ},kycVerified:false`)), ['r5']);
    assert.deepEqual(references(await list(a, 'filterEq=business.legalRepresentative.firstName:Rita')), ['r5']);
    const unknown = await t.request('GET', '/v1/beneficiaries?filterEq=secret:1', { token: a.token });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.code, 'filter.invalid_field');
  });

  it("shows integrator B none of A's beneficiaries", async () => {
    const response = await list(b, 'filterEq=person.firstName:Ana');
    assert.deepEqual(references(response), ['b1']);
    assert.equal((await list(b, '')).body.totalElements, 1);
  });
});
