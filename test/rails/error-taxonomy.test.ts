// The one rail error taxonomy (src/rails/capabilities/errors.ts): each adapter's errors, as its client raises them from the
// provider's answer, map onto one code with its retryable flag and outcome; a rail call that fails is counted by that
// code in ponte_rail_errors_total.
// Test pass: embedded only (database-independent: pure functions)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { refusalCodeOf, rejectionCodeOf } from '../../src/rails/efi/transformers.ts';
import { withCode } from '../../src/modules/payouts/protocol.ts';
import { Metrics } from '../../src/observability/metrics.ts';
import { instrumentRail } from '../../src/observability/rails.ts';
import { BcbPixApiError } from '../../src/rails/bcb-pix/errors.ts';
import { BitsoRefusedError } from '../../src/rails/bitso/client.ts';
import { CircleRefusedError } from '../../src/rails/circle/client.ts';
import { EfiRateLimitedError } from '../../src/rails/efi/client.ts';
import { RAIL_ERROR_CODES, RailUnavailableError, classifyRailError } from '../../src/rails/capabilities/errors.ts';
import { OnfidoOutcomeUnknownError, OnfidoRefusedError } from '../../src/rails/onfido/errors.ts';

const pix = (status: number) => new BcbPixApiError('pix.send', status, undefined, 'x', undefined, []);
const bitso = (status: number, code: string) => new BitsoRefusedError(status, { code, message: 'x' }, 'payout');
const circle = (status: number, message: string) => new CircleRefusedError(status, { code: 2, message }, 'payout');
const onfido = (status: number, type: string) => new OnfidoRefusedError(status, { type }, 'applicant', null);

// Provider error in -> code, retryable, outcome out.
const TABLE: Array<[string, unknown, string, boolean, string]> = [
  ['bcb-pix 400', pix(400), 'invalid_request', false, 'REFUSED'],
  ['bcb-pix 401', pix(401), 'auth_failed', false, 'NOT_TAKEN'],
  ['bcb-pix 403', pix(403), 'auth_failed', false, 'NOT_TAKEN'],
  ['bcb-pix 429', pix(429), 'rate_limited', true, 'NOT_TAKEN'],
  ['bcb-pix 500', pix(500), 'unknown_outcome', true, 'UNKNOWN'],
  ['bcb-pix 504', pix(504), 'timeout', true, 'UNKNOWN'],
  ['efi 429', new EfiRateLimitedError(1000, 'too many'), 'rate_limited', true, 'NOT_TAKEN'],
  ['bitso 400 insufficient balance', bitso(400, 'insufficient_balance'), 'insufficient_funds', false, 'REFUSED'],
  ['bitso 400 limit', bitso(400, 'daily_limit_exceeded'), 'limit_exceeded', false, 'REFUSED'],
  ['bitso 400 invalid field', bitso(400, 'invalid_field'), 'invalid_request', false, 'REFUSED'],
  ['bitso 401', bitso(401, 'invalid_signature'), 'auth_failed', false, 'NOT_TAKEN'],
  ['bitso 429', bitso(429, 'rate_limit_exceeded'), 'rate_limited', true, 'NOT_TAKEN'],
  ['circle 400 insufficient funds', circle(400, 'Insufficient funds'), 'insufficient_funds', false, 'REFUSED'],
  ['circle 400', circle(400, 'Invalid entity'), 'invalid_request', false, 'REFUSED'],
  ['circle 401', circle(401, 'Malformed authorization'), 'auth_failed', false, 'NOT_TAKEN'],
  ['circle 429', circle(429, 'Too many'), 'rate_limited', true, 'NOT_TAKEN'],
  ['onfido 422', onfido(422, 'validation_error'), 'invalid_request', false, 'REFUSED'],
  ['onfido 401', onfido(401, 'authorization_error'), 'auth_failed', false, 'NOT_TAKEN'],
  ['onfido 429', onfido(429, 'rate_limit'), 'rate_limited', true, 'NOT_TAKEN'],
  ['onfido failed on its side', new OnfidoOutcomeUnknownError('502', 502), 'unknown_outcome', true, 'UNKNOWN'],
  ['chain or any rail unreachable', new RailUnavailableError('ECONNREFUSED'), 'provider_unavailable', true, 'NOT_TAKEN'],
  ['a call that timed out', AbortSignal.timeout(0).reason ?? new DOMException('t', 'TimeoutError'), 'timeout', true, 'UNKNOWN'],
  ['anything else', new Error('socket hang up'), 'unknown_outcome', true, 'UNKNOWN'],
];

describe('rail error taxonomy', () => {
  for (const [name, error, code, retryable, outcome] of TABLE) {
    it(`${name} -> ${code}`, () => {
      assert.deepEqual(classifyRailError(error), { code, retryable, outcome });
    });
  }

  it('every code of the taxonomy has its retryable flag and an outcome among NOT_TAKEN, REFUSED, UNKNOWN', () => {
    for (const [code, meaning] of Object.entries(RAIL_ERROR_CODES)) {
      assert.equal(typeof meaning.retryable, 'boolean', code);
      assert.ok(['NOT_TAKEN', 'REFUSED', 'UNKNOWN'].includes(meaning.outcome), code);
    }
  });

  it('a failed rail call is counted by its code in ponte_rail_errors_total', async () => {
    const metrics = new Metrics();
    const adapter = instrumentRail({ send: async () => Promise.reject(bitso(400, 'insufficient_balance')) }, 'payoutsCO', metrics);
    await assert.rejects(adapter.send(), BitsoRefusedError);
    const text = await metrics.registry.metrics();
    assert.match(text, /^ponte_rail_errors_total\{rail="payoutsCO",code="insufficient_funds"\} 1$/m);
  });

  // Efí's refusals of a send (400/422 nome) and the SPI's reasons for a Pix not made (gnExtras.erro.codigo).
  const EFI_REFUSALS: Array<[string, string]> = [
    ['chave_nao_pertence_ao_documento', 'invalid_account'],
    ['documento_bloqueado', 'invalid_account'],
    ['chave_invalida', 'invalid_request'],
    ['valor_invalido', 'invalid_request'],
    ['pagamento_negado', 'limit_exceeded'],
    ['a_name_efi_may_add', 'invalid_request'],
  ];
  for (const [nome, code] of EFI_REFUSALS) {
    it(`efi refusal ${nome} -> ${code}`, () => assert.equal(refusalCodeOf(nome), code));
  }
  const EFI_REJECTIONS: Array<[string | undefined, string]> = [
    ['AC03', 'invalid_account'],
    ['AC14', 'invalid_account'],
    ['BE01', 'invalid_account'],
    ['AC06', 'account_closed'],
    ['AC07', 'account_closed'],
    ['AM02', 'limit_exceeded'],
    ['AM04', 'insufficient_funds'],
    ['AB03', 'timeout'],
    ['AB09', 'provider_unavailable'],
    ['RR04', 'invalid_request'],
    [undefined, 'invalid_request'],
  ];
  for (const [codigo, code] of EFI_REJECTIONS) {
    it(`efi NAO_REALIZADO ${codigo ?? '(no code)'} -> ${code}`, () => assert.equal(rejectionCodeOf(codigo), code));
  }

  it("the integrator's failure reason ends with the rail error's code when the rail gave one", () => {
    assert.equal(withCode('Efí refused the Pix: x.', 'invalid_account'), 'Efí refused the Pix: x. (rail error: invalid_account)');
    assert.equal(withCode('Rejected.', undefined), 'Rejected.');
  });
});
