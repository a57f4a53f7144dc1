// Owns the errors of the BCB API Pix adapter: the PSP's own error answer (an RFC 7807 problem with the API Pix's
// `violacoes`), a charge or refund id that the PSP already holds with different content, and the problem types read in the
// rail error taxonomy (here, not in transformers.ts, which reads the client's shapes: the client throws these errors).

import { railCodeOfStatus, type RailErrorCode } from '../capabilities/errors.ts';

export interface Violation {
  /** The API Pix's `razao`: why the request broke the rule. */
  reason?: string;
  /** The API Pix's `propriedade`, e.g. "cob.valor.original". */
  property?: string;
  // The API's `valor` (the value refused) is left out: it echoes what we sent, which for a webhook URL can hold a secret.
}

/**
 * The PSP answered with an error status. A 4xx says the PSP refused the request for what it carried or for the state
 * of the resource (API Pix, "Tratamento de erros"); a 5xx leaves the outcome unknown. It is never a
 * RailUnavailableError: the PSP was reached.
 */
export class BcbPixApiError extends Error {
  override readonly name = 'BcbPixApiError';

  constructor(
    readonly operation: string,
    readonly status: number,
    /** The problem's `type`, e.g. https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida, when the PSP sent one. */
    readonly type: string | undefined,
    readonly title: string | undefined,
    readonly detail: string | undefined,
    readonly violations: Violation[],
    /** How long the PSP asked to be left alone (Retry-After on a 429 or a 503), in milliseconds. */
    readonly retryAfterMs?: number,
  ) {
    const what = [title, detail].filter(Boolean).join(': ') || 'no problem details';
    const listed = violations.map((violation) => violation.property ?? violation.reason).filter(Boolean);
    super(`${operation} answered ${status} (${what})${listed.length > 0 ? `; violations: ${listed.join(', ')}` : ''}`);
  }

  /** The rail error taxonomy's code (rails/capabilities/errors.ts), as transformers.ts maps the API Pix's problem type. */
  get railCode(): RailErrorCode {
    return problemCodeOf(this.status, this.kind, this.violations);
  }

  /** The problem type's last segment, e.g. "CobOperacaoInvalida". */
  get kind(): string | undefined {
    return this.type?.split('/').pop();
  }
}

/** A charge or refund created again under the same id with other content than the PSP holds: nothing was changed. */
export class BcbPixConflictError extends Error {
  override readonly name = 'BcbPixConflictError';

  constructor(
    readonly resource: 'charge' | 'refund',
    readonly id: string,
    readonly differences: string[],
  ) {
    super(`the PSP already holds ${resource} ${id} with other content: ${differences.join('; ')}`);
  }
}

/**
 * The API Pix's error types ("Tratamento de erros": the problem's `type`, https://pix.bcb.gov.br/api/v2/error/<TipoErro>)
 * in the rail error taxonomy. A type not listed (one the PSP adds, or none) falls back on the HTTP status.
 */
const PROBLEM_CODES: Readonly<Record<string, RailErrorCode>> = {
  // Gerais
  RequisicaoInvalida: 'invalid_request', // 400
  AcessoNegado: 'auth_failed', // 403: an authenticated request a rule of authorisation refuses (the contract's scope)
  NaoEncontrado: 'not_found', // 404
  PermanentementeRemovido: 'not_found', // 410
  ErroInternoDoServidor: 'unknown_outcome', // 500
  ServicoIndisponivel: 'provider_unavailable', // 503: maintenance, or outside its operating window
  IndisponibilidadePorTempoEsgotado: 'timeout', // 504
  // Cob, CobV, CobPayload, Pix, Webhook...
  CobOperacaoInvalida: 'invalid_request',
  CobVOperacaoInvalida: 'invalid_request',
  CobConsultaInvalida: 'invalid_request',
  CobNaoEncontrado: 'not_found',
  CobPayloadNaoEncontrado: 'not_found',
  CobPayloadOperacaoInvalida: 'invalid_request',
  PixNaoEncontrado: 'not_found',
  PixConsultaInvalida: 'invalid_request',
  PixDevolucaoNaoEncontrada: 'not_found',
  PixDevolucaoInvalida: 'invalid_request',
  WebhookOperacaoInvalida: 'invalid_request',
  WebhookNaoEncontrado: 'not_found',
  PayloadLocationOperacaoInvalida: 'invalid_request',
};

/**
 * The code of an API Pix error answer: by its type, and for PixDevolucaoInvalida by its violation when that names a
 * limit ("excederia o valor do pix originário": more than the PIX's amount in all; "janela de tempo": past the 90 days
 * a devolução may be asked in): limit_exceeded.
 */
export function problemCodeOf(status: number, kind: string | undefined, violations: ReadonlyArray<{ reason?: string; property?: string }> = []): RailErrorCode {
  if (kind === 'PixDevolucaoInvalida' && violations.some((violation) => /exced|janela|prazo|90 dias/i.test(violation.reason ?? ''))) return 'limit_exceeded';
  return (kind !== undefined && PROBLEM_CODES[kind]) || railCodeOfStatus(status);
}
