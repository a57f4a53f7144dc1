// The tests' response validation (test/helpers/response-validation.ts) catches what the document does not declare: a
// status, and a code of a declared status; and the registry-driven responses make a real 412 pass it.
// Test pass: embedded only (database-independent: the tests' response validation)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { transferError } from '../../src/modules/transfers/errors.ts';
import { beneficiaryError } from '../../src/modules/beneficiaries/errors.ts';
import { startApp, type TestApp, type TestIntegrator } from '../helpers/app.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';
import { markReported } from '../helpers/response-validation.ts';
import { approvedBeneficiary, simulate } from '../helpers/transfers.ts';

describe('response validation against /openapi.json', () => {
  let app: { t: TestApp; integrator: TestIntegrator; receiver: Receiver };
  before(async () => {
    const t = await startApp({
      worker: true,
      beforeListen: (fastify) => {
        // Two routes of the API's kind (an operationId, declared codes) that answer what they do not declare.
        fastify.get('/v1/test/undeclared-status', { config: { errors: [] }, schema: { operationId: 'testUndeclaredStatus' } }, async () => {
          throw transferError('simulation.is_already_executed');
        });
        fastify.get('/v1/test/undeclared-code', { config: { errors: ['transfer.not_found'] }, schema: { operationId: 'testUndeclaredCode' } }, async () => {
          throw beneficiaryError('beneficiary.not_found');
        });
      },
    });
    const receiver = await startReceiver();
    app = { t, receiver, integrator: await t.createIntegrator({ callbackUrl: receiver.url }) };
  });
  after(async () => {
    await app?.t.close();
    await app?.receiver.close();
  });

  /** The violations recorded since `from`, taken off the record so that close() does not fail the file for them. */
  const taken = (from: number) => {
    const found = app.t.responses.violations.splice(from);
    markReported(found);
    return found;
  };

  it('reports a status the operation does not declare', async () => {
    const from = app.t.responses.violations.length;
    const answer = await app.t.request('GET', '/v1/test/undeclared-status', { token: app.integrator.token });
    assert.equal(answer.status, 412);
    const found = taken(from);
    assert.deepEqual(
      found.map((violation) => violation.kind),
      ['status'],
      JSON.stringify(found),
    );
    assert.match(found[0]!.detail, /412 is not declared for testUndeclaredStatus/);
  });

  it('reports a code the operation does not declare for a status it declares', async () => {
    const from = app.t.responses.violations.length;
    const answer = await app.t.request('GET', '/v1/test/undeclared-code', { token: app.integrator.token });
    assert.equal(answer.status, 404);
    const found = taken(from);
    assert.deepEqual(
      found.map((violation) => violation.kind),
      ['code'],
      JSON.stringify(found),
    );
    assert.match(found[0]!.detail, /beneficiary\.not_found is not declared for testUndeclaredCode 404/);
  });

  it('passes the 412 of a simulation executed twice, which the registry declares for createTransfer', async () => {
    const { t, integrator } = app;
    const beneficiary = await approvedBeneficiary(t, integrator, 'validation-1');
    const simulation = await simulate(t, integrator, { amount: { currencyCode: 'BRL', value: '100.00' }, beneficiaryId: beneficiary.id, type: 'ON_RAMP' });
    assert.equal((await t.request('POST', '/v1/transfers', { token: integrator.token, body: { simulationId: simulation.id } })).status, 201);
    const answersBefore = t.responses.answers;
    const violationsBefore = t.responses.violations.length;
    const again = await t.request('POST', '/v1/transfers', { token: integrator.token, body: { simulationId: simulation.id } });
    assert.equal(again.status, 412);
    assert.equal(again.body.code, 'simulation.is_already_executed');
    assert.equal(t.responses.answers, answersBefore + 1, 'the answer was validated');
    assert.deepEqual(t.responses.violations.slice(violationsBefore), []);
    const document = (await t.request('GET', '/openapi.json')).body;
    const schema = document.paths['/v1/transfers'].post.responses['412'].content['application/json'].schema;
    assert.ok(JSON.stringify(schema).includes('"simulation.is_already_executed"'), JSON.stringify(schema));
  });
});
