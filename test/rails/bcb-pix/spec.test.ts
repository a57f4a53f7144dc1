// The fake PSP itself: a request or an answer that breaks the API Pix 2.9.0 document is refused and recorded (so a
// test of the adapter fails), and each slip of the document that the fake works around is still there in the published
// file (when the BCB fixes one, its test fails and the work-around can go).
// Test pass: embedded only (database-independent: the published specification)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BcbPixClient } from '../../../src/rails/bcb-pix/client.ts';
import { BcbPixApiError } from '../../../src/rails/bcb-pix/errors.ts';
import { newChargeTxid } from '../../../src/rails/bcb-pix/rail.ts';
import { Decimal } from '../../../src/money.ts';
import { OAuthMtlsTransport } from '../../../src/rails/oauth-mtls/transport.ts';
import { startHarness, type Harness } from './harness.ts';
import { patchedSpec, readSpec, SPEC_MISSING, specValidator } from '../../../src/rails/bcb-pix/fake/spec-validator.ts';

describe('fake PSP held to the API Pix document', { skip: SPEC_MISSING }, () => {
  let harness: Harness;
  let transport: OAuthMtlsTransport;
  let client: BcbPixClient;
  before(async () => {
    harness = await startHarness();
    // The adapter's client without the rail's checks in front, to send what the rail never would.
    transport = new OAuthMtlsTransport({ ...harness.settings(), provider: 'the PSP' });
    client = new BcbPixClient(transport);
  });
  after(async () => {
    await transport.close();
    await harness.close();
  });

  it('refuses and records a request that breaks the document', async () => {
    const { fake } = harness;
    const error = await client
      .putCob(newChargeTxid(), { calendario: { expiracao: 600 }, valor: { original: '10.001' }, chave: fake.pixKey })
      .catch((caught: unknown) => caught);
    assert.ok(error instanceof BcbPixApiError, String(error));
    assert.deepEqual([error.status, error.kind], [400, 'RequisicaoInvalida']);
    assert.deepEqual(fake.takeViolations(), ['PUT /cob/{txid} request: /requestBody/valor/original must match pattern "^(?:\\d{1,10}\\.\\d{2})$"']);

    await assert.rejects(client.getCob('tooShort'), BcbPixApiError);
    assert.deepEqual(fake.takeViolations(), ['GET /cob/{txid} request: /path/txid must match pattern "^(?:[a-zA-Z0-9]{26,35})$"']);
    await assert.rejects(client.listPix({ inicio: 'yesterday', fim: new Date().toISOString(), paginaAtual: 0, itensPorPagina: 1001 }), BcbPixApiError);
    assert.deepEqual(fake.takeViolations(), [
      'GET /pix request: /query/inicio must match format "date-time"',
      'GET /pix request: /query/paginacao.itensPorPagina must be <= 1000',
    ]);
  });

  it('answers 500 and records an answer of its own that would break the document', async () => {
    const rail = harness.rail();
    const txid = newChargeTxid();
    await rail.createCharge({ txid, amount: new Decimal('10.00'), expiresInS: 600 });
    harness.fake.api.charges.get(txid)!.valor.original = '10'; // what a careless PSP might answer
    const error = await rail.charge(txid).catch((caught: unknown) => caught);
    assert.ok(error instanceof BcbPixApiError, String(error));
    assert.equal(error.status, 500);
    assert.deepEqual(harness.fake.takeViolations(), ['GET /cob/{txid} answer 200: /valor/original must match pattern "^(?:\\d{1,10}\\.\\d{2})$"']);
  });

  it('still finds in the published document each slip it works around', async () => {
    const raw = readSpec();
    const schemas = raw.components.schemas;
    // The CPF pattern carries regex-literal slashes: no CPF matches it.
    assert.equal(schemas.PessoaFisica.properties.cpf.pattern, '/^\\d{11}$/');
    assert.equal(new RegExp(schemas.PessoaFisica.properties.cpf.pattern).test('12345678909'), false);
    assert.equal(raw.paths['/pix'].get.parameters.find((parameter: { name: string }) => parameter.name === 'cpf').schema.pattern, '/^\\d{11}$/');
    // The list of received Pix requires `cobs`.
    assert.deepEqual(schemas.PixConsultados.required, ['parametros', 'cobs']);
    // `location` is a URI, while the document's examples write it without a scheme.
    assert.equal(schemas.PayloadLocation.properties.location.format, 'uri');
    assert.equal(raw.components.examples.cobResponse1.value.location, 'pix.example.com/qr/9d36b84fc70b478fb95c12729b90ca25');
    // The GET /pix example wraps each Pix in allOf; the webhook example has devolucoes as an object.
    assert.ok('allOf' in raw.components.examples.getPix1.value.pix[0]);
    assert.equal(Array.isArray(raw.components.examples.pixWebhook1.value.devolucoes), false);
    // Unanchored patterns: the literal reading takes an amount with three decimals.
    assert.ok(new RegExp(schemas.Pix.properties.valor.pattern).test('123.456'));

    // And the patched copy used by the fake reads each of them as meant.
    const patched = patchedSpec(raw);
    assert.equal(patched.components.schemas.PessoaFisica.properties.cpf.pattern, '^\\d{11}$');
    assert.deepEqual(patched.components.schemas.PixConsultados.required, ['parametros']);
    const validator = await specValidator();
    const checked = validator.request({
      method: 'GET',
      path: '/pix',
      query: 'inicio=2024-01-01T00:00:00Z&fim=2024-01-02T00:00:00Z&cpf=12345678909',
      headers: {},
    });
    assert.deepEqual(checked.errors, []);
  });
});
