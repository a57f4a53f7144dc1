// The one rail error taxonomy (src/rails/capabilities/errors.ts): each adapter's errors, as its client raises them from the
// provider's answer, map onto one code with its retryable flag and outcome; a rail call that fails is counted by that
// code in ponte_rail_errors_total.
// Test pass: embedded only (database-independent: pure functions)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import { refusalCodeOf, rejectionCodeOf } from '../../src/rails/efi/transformers.ts';
import { bitsoErrorCodeOf, failureCodeOf, payoutStatusOf as bitsoPayoutStatusOf } from '../../src/rails/bitso/transformers.ts';
import { payoutStatusOf as circlePayoutStatusOf, PAYOUT_ERROR_CODES } from '../../src/rails/circle/transformers.ts';
import { publishedSpec } from '../../src/rails/fakes/published-specs.ts';
import { refundFailureCodeOf } from '../../src/rails/bcb-pix/transformers.ts';
import { withCode } from '../../src/modules/payouts/protocol.ts';
import { Metrics } from '../../src/observability/metrics.ts';
import { instrumentRail } from '../../src/observability/rails.ts';
import { BcbPixApiError } from '../../src/rails/bcb-pix/errors.ts';
import { BitsoRefusedError } from '../../src/rails/bitso/client.ts';
import { CircleRefusedError } from '../../src/rails/circle/client.ts';
import { EfiRateLimitedError } from '../../src/rails/efi/client.ts';
import { RAIL_ERROR_CODES, RailUnavailableError, classifyRailError, parseRetryAfter, retryAfterOf } from '../../src/rails/capabilities/errors.ts';
import { OnfidoOutcomeUnknownError, OnfidoRefusedError } from '../../src/rails/onfido/errors.ts';
import { chainRailError } from '../../src/rails/chain/errors.ts';
import {
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  HttpRequestError,
  InsufficientFundsError,
  InternalRpcError,
  InvalidParamsRpcError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  RpcRequestError,
  TimeoutError as ViemTimeoutError,
  erc20Abi,
} from 'viem';

const pix = (status: number) => new BcbPixApiError('pix.send', status, undefined, 'x', undefined, []);
const problem = (status: number, kind: string, reason?: string) =>
  new BcbPixApiError(
    'pix.putDevolucao',
    status,
    `https://pix.bcb.gov.br/api/v2/error/${kind}`,
    'x',
    undefined,
    reason ? [{ reason, property: 'devolucao.valor' }] : [],
  );
const bitso = (status: number, code: string) => new BitsoRefusedError(status, { code, message: 'x' }, 'payout');
const circle = (status: number, message: string, code = 2) => new CircleRefusedError(status, { code, message }, 'payout');
const CIRCLE_SPEC = publishedSpec('circle-apis-2.16.0.openapi.json', "Circle's OpenAPI document 2.16.0");
const onfido = (status: number, type: string) => new OnfidoRefusedError(status, { type }, 'applicant', null);

// Provider error in -> code, retryable, outcome out.
const TABLE: Array<[string, unknown, string, boolean, string]> = [
  ['bcb-pix 400', pix(400), 'invalid_request', false, 'REFUSED'],
  ['bcb-pix 401', pix(401), 'auth_failed', true, 'NOT_TAKEN'],
  ['bcb-pix 403', pix(403), 'auth_failed', true, 'NOT_TAKEN'],
  ['bcb-pix 429', pix(429), 'rate_limited', true, 'NOT_TAKEN'],
  ['bcb-pix 500', pix(500), 'unknown_outcome', true, 'UNKNOWN'],
  ['bcb-pix 504', pix(504), 'timeout', true, 'UNKNOWN'],
  ['bcb-pix 403 AcessoNegado', problem(403, 'AcessoNegado'), 'auth_failed', true, 'NOT_TAKEN'],
  ['bcb-pix 404 PixNaoEncontrado', problem(404, 'PixNaoEncontrado'), 'not_found', false, 'REFUSED'],
  ['bcb-pix 410 PermanentementeRemovido', problem(410, 'PermanentementeRemovido'), 'not_found', false, 'REFUSED'],
  ['bcb-pix 503 ServicoIndisponivel', problem(503, 'ServicoIndisponivel'), 'provider_unavailable', true, 'NOT_TAKEN'],
  ['bcb-pix 504 IndisponibilidadePorTempoEsgotado', problem(504, 'IndisponibilidadePorTempoEsgotado'), 'timeout', true, 'UNKNOWN'],
  ['bcb-pix 500 ErroInternoDoServidor', problem(500, 'ErroInternoDoServidor'), 'unknown_outcome', true, 'UNKNOWN'],
  [
    'bcb-pix 400 PixDevolucaoInvalida (schema)',
    problem(400, 'PixDevolucaoInvalida', 'O campo devolucao.valor não respeita o schema.'),
    'invalid_request',
    false,
    'REFUSED',
  ],
  [
    'bcb-pix 400 PixDevolucaoInvalida (more than the PIX)',
    problem(400, 'PixDevolucaoInvalida', 'excederia o valor do pix originário'),
    'limit_exceeded',
    false,
    'REFUSED',
  ],
  [
    'bcb-pix 400 PixDevolucaoInvalida (past the window)',
    problem(400, 'PixDevolucaoInvalida', 'viola a janela de tempo permitida'),
    'limit_exceeded',
    false,
    'REFUSED',
  ],
  ['bcb-pix 400 CobOperacaoInvalida', problem(400, 'CobOperacaoInvalida'), 'invalid_request', false, 'REFUSED'],
  ['efi 429', new EfiRateLimitedError(1000, 'too many'), 'rate_limited', true, 'NOT_TAKEN'],
  ['bitso 400 insufficient balance', bitso(400, 'insufficient_balance'), 'insufficient_funds', false, 'REFUSED'],
  ['bitso 400 limit', bitso(400, 'daily_limit_exceeded'), 'limit_exceeded', false, 'REFUSED'],
  ['bitso 400 invalid field', bitso(400, 'invalid_field'), 'invalid_request', false, 'REFUSED'],
  ['bitso 401', bitso(401, 'invalid_signature'), 'auth_failed', true, 'NOT_TAKEN'],
  ['bitso 401 0201 check your credentials', bitso(401, '0201'), 'auth_failed', true, 'NOT_TAKEN'],
  ['bitso 401 0207 invalid nonce value', bitso(401, '0207'), 'auth_failed', true, 'NOT_TAKEN'],
  ['bitso 401 0216 account restricted', bitso(401, '0216'), 'denied', false, 'REFUSED'],
  ['bitso 400 0379 insufficient balance', bitso(400, '0379'), 'insufficient_funds', false, 'REFUSED'],
  ['bitso 400 0730 invalid external bank account', bitso(400, '0730'), 'invalid_account', false, 'REFUSED'],
  ['bitso 400 03xx another validation error', bitso(400, '0301'), 'invalid_request', false, 'REFUSED'],
  ['bitso 404 key_not_found (preview)', bitso(404, 'key_not_found'), 'invalid_account', false, 'REFUSED'],
  ['bitso 404 not_found', bitso(404, 'not_found'), 'not_found', false, 'REFUSED'],
  ['bitso 400 idempotency_key_already_used', bitso(400, 'idempotency_key_already_used'), 'invalid_request', false, 'REFUSED'],
  ['bitso 409 payin_key_duplicate', bitso(409, 'payin_key_duplicate'), 'invalid_request', false, 'REFUSED'],
  ['bitso 429', bitso(429, 'rate_limit_exceeded'), 'rate_limited', true, 'NOT_TAKEN'],
  ['circle 400 insufficient funds', circle(400, 'Insufficient funds'), 'insufficient_funds', false, 'REFUSED'],
  ['circle 400', circle(400, 'Invalid entity'), 'invalid_request', false, 'REFUSED'],
  ['circle 401', circle(401, 'Malformed authorization', 401), 'auth_failed', true, 'NOT_TAKEN'],
  ['circle 403 Forbidden', circle(403, 'Forbidden', 3), 'auth_failed', true, 'NOT_TAKEN'],
  ['circle 409 Conflict (idempotencyKey reused)', circle(409, 'Conflicts with another request.', 409), 'invalid_request', false, 'REFUSED'],
  ['circle 404 on a create (undocumented)', circle(404, 'Not found.', 404), 'unknown_outcome', true, 'UNKNOWN'],
  ['circle 429 wrapped as not taken', new RailUnavailableError('not taken', { cause: circle(429, 'Too many', 429) }), 'rate_limited', true, 'NOT_TAKEN'],
  ['circle 429', circle(429, 'Too many'), 'rate_limited', true, 'NOT_TAKEN'],
  ['onfido 422', onfido(422, 'validation_error'), 'invalid_request', false, 'REFUSED'],
  ['onfido 401', onfido(401, 'authorization_error'), 'auth_failed', true, 'NOT_TAKEN'],
  ['onfido 429', onfido(429, 'rate_limit'), 'rate_limited', true, 'NOT_TAKEN'],
  ['onfido failed on its side', new OnfidoOutcomeUnknownError('502', 502), 'unknown_outcome', true, 'UNKNOWN'],
  ['chain or any rail unreachable', new RailUnavailableError('ECONNREFUSED'), 'provider_unavailable', true, 'NOT_TAKEN'],
  ['a call that timed out', AbortSignal.timeout(0).reason ?? new DOMException('t', 'TimeoutError'), 'timeout', true, 'UNKNOWN'],
  ['anything else', new Error('socket hang up'), 'unknown_outcome', true, 'UNKNOWN'],
];

// The chain's reads (viem's errors, as its http transport and contract calls raise them) -> code, retryable, outcome.
const NODE = 'http://127.0.0.1:8545';
const http = (status?: number, cause?: Error) =>
  new HttpRequestError({ url: NODE, body: { method: 'eth_call' }, ...(status ? { status } : {}), ...(cause ? { cause } : {}) });
const rpc = (code: number) => new RpcRequestError({ url: NODE, body: { method: 'eth_getLogs' }, error: { code, message: `node said ${code}` } });
const nodeError = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(`connect ${code}`), { code }) });
const inCall = (cause: Error) => new ContractFunctionExecutionError(cause as never, { abi: erc20Abi, functionName: 'balanceOf', args: [NODE] });
const CHAIN_TABLE: Array<[string, Error, string, boolean, string]> = [
  ['HTTP 429', http(429), 'rate_limited', true, 'NOT_TAKEN'],
  ['HTTP 401', http(401), 'auth_failed', true, 'NOT_TAKEN'],
  ['HTTP 403', http(403), 'auth_failed', true, 'NOT_TAKEN'],
  ['HTTP 503', http(503), 'provider_unavailable', true, 'NOT_TAKEN'],
  ['HTTP 504', http(504), 'timeout', true, 'UNKNOWN'],
  ['HTTP 500', http(500), 'unknown_outcome', true, 'UNKNOWN'],
  ['HTTP 400', http(400), 'invalid_request', false, 'REFUSED'],
  ['connection refused', http(undefined, nodeError('ECONNREFUSED')), 'provider_unavailable', true, 'NOT_TAKEN'],
  ['no such host', http(undefined, nodeError('ENOTFOUND')), 'provider_unavailable', true, 'NOT_TAKEN'],
  ['connection reset mid-request', http(undefined, nodeError('ECONNRESET')), 'unknown_outcome', true, 'UNKNOWN'],
  ['TimeoutError', new ViemTimeoutError({ url: NODE, body: { method: 'eth_call' } }), 'timeout', true, 'UNKNOWN'],
  ['JSON-RPC -32005 limit exceeded', new LimitExceededRpcError(rpc(-32005)), 'rate_limited', true, 'NOT_TAKEN'],
  ['JSON-RPC -32005 (raw)', rpc(-32005), 'rate_limited', true, 'NOT_TAKEN'],
  ['JSON-RPC -32601 method not found', new MethodNotFoundRpcError(rpc(-32601)), 'invalid_request', false, 'REFUSED'],
  ['JSON-RPC -32602 invalid params', new InvalidParamsRpcError(rpc(-32602)), 'invalid_request', false, 'REFUSED'],
  ['JSON-RPC -32600 invalid request', rpc(-32600), 'invalid_request', false, 'REFUSED'],
  ['JSON-RPC -32700 parse error', rpc(-32700), 'invalid_request', false, 'REFUSED'],
  ['JSON-RPC -32000 invalid input (state not kept)', rpc(-32000), 'invalid_request', false, 'REFUSED'],
  ['JSON-RPC -32001 resource not found', new ResourceNotFoundRpcError(rpc(-32001)), 'not_found', false, 'REFUSED'],
  ['JSON-RPC -32002 resource unavailable', new ResourceUnavailableRpcError(rpc(-32002)), 'provider_unavailable', true, 'NOT_TAKEN'],
  ['JSON-RPC -32603 internal error', new InternalRpcError(rpc(-32603)), 'unknown_outcome', true, 'UNKNOWN'],
  ['JSON-RPC 4100 unauthorized', rpc(4100), 'auth_failed', true, 'NOT_TAKEN'],
  ['JSON-RPC code no table names', rpc(-31999), 'unknown_outcome', true, 'UNKNOWN'],
  [
    'balanceOf reverted',
    inCall(new ContractFunctionRevertedError({ abi: erc20Abi, functionName: 'balanceOf', message: 'execution reverted' })),
    'invalid_request',
    false,
    'REFUSED',
  ],
  ['no contract at the address', inCall(new ContractFunctionZeroDataError({ functionName: 'balanceOf' })), 'invalid_request', false, 'REFUSED'],
  ['a 429 inside a contract call', inCall(http(429)), 'rate_limited', true, 'NOT_TAKEN'],
  ['insufficient funds for gas', new InsufficientFundsError({ cause: rpc(-32000) as never }), 'insufficient_funds', false, 'REFUSED'],
  ['anything else', new Error('socket hang up'), 'unknown_outcome', true, 'UNKNOWN'],
];

describe('rail error taxonomy', () => {
  for (const [name, error, code, retryable, outcome] of CHAIN_TABLE) {
    it(`chain ${name} -> ${code}`, () => {
      const mapped = chainRailError(error, 'eth_call');
      assert.deepEqual(classifyRailError(mapped), { code, retryable, outcome });
      assert.equal(mapped.cause, error);
      assert.ok(!mapped.message.includes('\n'), 'one line, without the request body viem lists');
    });
  }

  it("chain: the node's Retry-After on a 429 is kept for the job runner", () => {
    const limited = new HttpRequestError({ url: NODE, body: {}, status: 429, headers: new Headers({ 'retry-after': '7' }) });
    assert.equal(retryAfterOf(chainRailError(limited, 'eth_getLogs')), 7000);
  });

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

  // Bitso's FAILED payout (failure_reason, free text) and Circle's failed payout (PayoutErrorCode).
  const BITSO_FAILURES: Array<[string | null, string]> = [
    ['DESTINATION_ACCOUNT_UNAVAILABLE', 'invalid_account'],
    ['ACCOUNT_CLOSED', 'account_closed'],
    ['INSUFFICIENT_BALANCE', 'insufficient_funds'],
    ['AMOUNT_LIMIT_EXCEEDED', 'limit_exceeded'],
    ['RETURNED_BY_BANK', 'returned'],
    ['PROCESSING_ERROR', 'provider_error'],
    [null, 'provider_error'],
  ];
  for (const [reason, code] of BITSO_FAILURES) {
    it(`bitso FAILED payout ${reason ?? '(no reason)'} -> ${code}`, () => {
      assert.equal(failureCodeOf(reason), code);
      const status = bitsoPayoutStatusOf(
        { id: 'p', status: 'FAILED', amount: '1.00', asset: 'COP', type: 'CO_ACH', failure_reason: reason, created_at: '' },
        new Date(),
      );
      assert.equal(status.status === 'REJECTED' && status.code, code);
    });
  }
  it('bitso: a code the table does not name falls back on its status', () => {
    assert.equal(bitsoErrorCodeOf(400, 'something_new'), 'invalid_request');
    assert.equal(bitsoErrorCodeOf(429, 'something_new'), 'rate_limited');
    assert.equal(bitsoErrorCodeOf(403, 'something_new'), 'auth_failed');
  });

  const CIRCLE_FAILURES: Array<[string, string, boolean, string]> = [
    ['insufficient_funds', 'insufficient_funds', false, 'REFUSED'],
    ['transaction_denied', 'denied', false, 'REFUSED'],
    ['transaction_failed', 'provider_error', false, 'REFUSED'],
    ['transaction_returned', 'returned', false, 'REFUSED'],
    ['bank_transaction_error', 'provider_error', false, 'REFUSED'],
    ['fiat_account_limit_exceeded', 'limit_exceeded', false, 'REFUSED'],
    ['invalid_bank_account_number', 'invalid_account', false, 'REFUSED'],
    ['invalid_ach_rtn', 'invalid_account', false, 'REFUSED'],
    ['invalid_wire_rtn', 'invalid_account', false, 'REFUSED'],
    ['vendor_inactive', 'provider_unavailable', true, 'NOT_TAKEN'],
    ['a_code_circle_may_add', 'provider_error', false, 'REFUSED'],
  ];
  for (const [errorCode, code, retryable, outcome] of CIRCLE_FAILURES) {
    it(`circle failed payout ${errorCode} -> ${code}`, () => {
      const status = circlePayoutStatusOf({ id: 'p', status: 'failed', errorCode }, new Date());
      assert.equal(status.status, 'REJECTED');
      const named = status.status === 'REJECTED' ? status.code : undefined;
      assert.equal(named, code);
      assert.deepEqual([RAIL_ERROR_CODES[named!].retryable, RAIL_ERROR_CODES[named!].outcome], [retryable, outcome]);
    });
  }
  it('circle: every PayoutErrorCode of the published document is mapped', { skip: CIRCLE_SPEC.skip }, () => {
    const doc = JSON.parse(readFileSync(CIRCLE_SPEC.file, 'utf8'));
    assert.deepEqual(Object.keys(PAYOUT_ERROR_CODES).sort(), [...(doc.components.schemas.PayoutErrorCode.enum as string[])].sort());
  });

  it('Retry-After is read as delay-seconds or an HTTP date, capped at an hour, and found through a wrapping error', () => {
    assert.equal(parseRetryAfter('7'), 7000);
    const untilDate = parseRetryAfter(new Date(Date.now() + 30_000).toUTCString()) ?? 0;
    assert.ok(untilDate > 28_000 && untilDate <= 30_000, String(untilDate));
    assert.equal(parseRetryAfter('86400'), 3_600_000);
    assert.equal(parseRetryAfter('soon'), undefined);
    assert.equal(parseRetryAfter(null), undefined);
    const wrapped = new RailUnavailableError('not taken', { cause: new BitsoRefusedError(429, { code: 'rate_limit_exceeded', message: 'x' }, 'payout', 5000) });
    assert.equal(retryAfterOf(wrapped), 5000);
  });

  const PSP_REFUND_FAILURES: Array<[string | null, string]> = [
    ['Negado por timeout', 'timeout'],
    ['Conta do pagador encerrada', 'account_closed'],
    ['Saldo insuficiente', 'insufficient_funds'],
    [null, 'provider_error'],
  ];
  for (const [motivo, code] of PSP_REFUND_FAILURES) {
    it(`bcb-pix devolução NAO_REALIZADO ${motivo ?? '(no motivo)'} -> ${code}`, () => assert.equal(refundFailureCodeOf(motivo), code));
  }

  it("the integrator's failure reason ends with the rail error's code when the rail gave one", () => {
    assert.equal(withCode('Efí refused the Pix: x.', 'invalid_account'), 'Efí refused the Pix: x. (rail error: invalid_account)');
    assert.equal(withCode('Rejected.', undefined), 'Rejected.');
  });
});
