// Owns the Efí calls a payout needs, typed with Efí's own shapes, and what each documented answer means: send a Pix
// (PUT /v3/gn/pix/{idEnvio}), read a sent Pix by our id (GET /v2/gn/pix/enviados/id-envio/{idEnvio}), list the Pix sent
// in a period for the account's statement (GET /v2/gn/pix/enviados, "Consultar lista de Pix enviados"), and the webhook
// Efí requires on the paying key (GET and PUT /v2/webhook/{chave}; dev.efipay.com.br/docs/api-pix/webhooks,
// "Configurar o webhook Pix" and "Exibir informações acerca do Webhook Pix").
//
// Sources: dev.efipay.com.br/docs/api-pix/envio-pagamento-pix ("Requisitar envio de Pix": answers 201, 400, 409, 422,
// 500; "Consultar Pix enviado através do Identificador da transação": answers 200, 404) and the types of
// github.com/efipay/sdk-node-apis-efi (`pixSend`, `pixSendDetailId` in dist/types/methods/pix.d.ts, v1.2.28).
import { RailUnavailableError } from '../capabilities/errors.ts';
import type { OAuthMtlsTransport } from '../oauth-mtls/transport.ts';

/** Efí's `idEnvio`: "string (Id da Transação) ^[a-zA-Z0-9]{1,35}$". */
export const ID_ENVIO = /^[a-zA-Z0-9]{1,35}$/;

export interface EfiContaBanco {
  nome: string;
  cpf?: string;
  cnpj?: string;
  /** ISPB, 8 digits. */
  codigoBanco: string;
  agencia: string;
  conta: string;
  tipoConta: string;
}

/** Body of PUT /v3/gn/pix/{idEnvio}. */
export interface EfiPixSendRequest {
  /** `\d{1,10}\.\d{2}` */
  valor: string;
  pagador: { chave: string; infoPagador?: string };
  /** `cpf`/`cnpj` beside `chave` ask Efí to check that the key's holder has that document. */
  favorecido: { chave?: string; cpf?: string; cnpj?: string; contaBanco?: EfiContaBanco };
}

/** 201 of PUT /v3/gn/pix/{idEnvio}. */
export interface EfiPixSendAnswer {
  idEnvio: string;
  e2eId: string;
  valor: string;
  horario: { solicitacao: string };
  status: string;
}

/** 200 of GET /v2/gn/pix/enviados/id-envio/{idEnvio}. */
export interface EfiPixSent {
  endToEndId: string;
  idEnvio: string;
  valor: string;
  /** The payer's key. */
  chave: string;
  /** EM_PROCESSAMENTO | REALIZADO | NAO_REALIZADO (dev.efipay.com.br/docs/api-pix/status, "Envio de Pix"). */
  status: string;
  infoPagador?: string;
  horario: { solicitacao: string; liquidacao?: string };
  favorecido?: {
    chave?: string;
    identificacao?: { nome: string; cpf?: string; cnpj?: string };
    contaBanco?: Partial<EfiContaBanco>;
  };
  /**
   * Why a send was not made. Efí documents this object in its webhook for a rejected send (docs/api-pix/webhooks,
   * "Recebendo Callbacks", "Pix rejeitado": gnExtras.erro {codigo, origem, motivo}); the read call's answer is not
   * documented to carry it, so it is read when present and never required.
   */
  gnExtras?: { idEnvio?: string; erro?: { codigo?: string; origem?: string; motivo?: string } };
  /** Documented for a rejected refund ("motivo"); read for a send too when present. */
  motivo?: string;
}

/** Efí's own error body: {"nome": "...", "mensagem": "..."}. */
export interface EfiError {
  nome: string;
  mensagem: string;
}

/** The BCB-style problem body of the read calls' 404: type .../PixEnviadoNaoEncontrado, title, status, detail. */
export interface EfiProblem {
  type: string;
  title?: string;
  status?: number;
  detail?: string;
}

export type EfiSendOutcome =
  | { kind: 'accepted'; answer: EfiPixSendAnswer }
  /** 409 id_envio_duplicado: "O id de envio informado já foi utilizado em outro pagamento". */
  | { kind: 'duplicate'; error: EfiError }
  /** A documented refusal: nothing was sent. */
  | { kind: 'refused'; status: number; error: EfiError };

/** Query of GET /v2/gn/pix/enviados ("Consultar lista de Pix enviados"): inicio and fim (RFC 3339) are required. */
export interface EfiSentListQuery {
  inicio: string;
  fim: string;
  /** `paginacao.paginaAtual`, from 0. */
  paginaAtual: number;
  /** `paginacao.itensPorPagina`, 1 to 1000 (100 by default at Efí). */
  itensPorPagina: number;
}

/**
 * One page of sent Pix. `pages` is the number of pages when Efí says it (the API Pix's `parametros.paginacao` envelope);
 * with the bare array the SDK types, only a page shorter than `itensPorPagina` is known to be the last ("apenas a
 * última página pode conter uma quantidade menor de registros").
 */
export interface EfiSentPage {
  items: EfiPixSent[];
  pages: number | undefined;
}

export type EfiSentLookup = { kind: 'found'; sent: EfiPixSent } | { kind: 'not-found'; problem: EfiProblem };

/**
 * The answers of the send call that say Efí did nothing with this send, for good: 400 (documento_bloqueado,
 * chave_invalida, chave_nao_pertence_ao_documento, valor_invalido) and 422 (pagamento_negado, "Pagamento negado por
 * análises"), both with Efí's {nome, mensagem}. A 401 or 403 (the token or its scope refused) is not taken either, but
 * says nothing about the send itself: it is retried (RailUnavailableError), never a refusal of the payout.
 */
const REFUSING_STATUSES = new Set([400, 422]);

/** Efí's 429: the send was not taken (too many requests); `retryAfterMs` is how long Efí asked us to wait. */
export class EfiRateLimitedError extends RailUnavailableError {
  override readonly retryAfterMs: number;
  constructor(retryAfterMs: number, message: string) {
    super(message, { code: 'rate_limited', retryAfterMs });
    this.retryAfterMs = retryAfterMs;
  }
}

/** Retry-After as seconds or an HTTP date (RFC 9110 10.2.3), in ms from now; 1 s when absent or unreadable. */
export function retryAfterMs(header: string | undefined, now = Date.now()): number {
  if (header !== undefined && /^\d{1,9}$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = header === undefined ? Number.NaN : Date.parse(header);
  return Number.isNaN(at) ? 1000 : Math.max(0, at - now);
}

export class EfiClient {
  constructor(private readonly transport: OAuthMtlsTransport) {}

  async sendPix(idEnvio: string, request: EfiPixSendRequest): Promise<EfiSendOutcome> {
    assertIdEnvio(idEnvio);
    const path = `/v3/gn/pix/${idEnvio}`;
    const answer = await this.transport.call('PUT', path, request);
    if (answer.status === 201 || answer.status === 200) {
      if (!isSendAnswer(answer.body))
        throw new Error(`Efí answered ${answer.status} to PUT ${path} without the documented fields; whether it took the send is unknown`);
      return { kind: 'accepted', answer: answer.body };
    }
    const error = efiErrorOf(answer.body);
    if (answer.status === 409 && error?.nome === 'id_envio_duplicado') return { kind: 'duplicate', error };
    if (REFUSING_STATUSES.has(answer.status) && error) return { kind: 'refused', status: answer.status, error };
    // Refused access (after one new token, for a 401): Efí's application never took the send; it is tried again later.
    if (answer.status === 401 || answer.status === 403) {
      throw new RailUnavailableError(
        `Efí refused access to PUT ${path} (HTTP ${answer.status}); not taken, it will be retried (check the pix.send scope and the certificate)`,
      );
    }
    if (answer.status === 429) {
      const waitMs = retryAfterMs(answer.retryAfter);
      throw new EfiRateLimitedError(waitMs, `Efí answered 429 to PUT ${path} (Retry-After ${Math.ceil(waitMs / 1000)} s); not taken, it will be retried`);
    }
    // 500 (erro_aplicacao), a gateway's 502/504, or an undocumented answer: Efí may have taken the send.
    throw new Error(`Efí answered ${answer.status}${error ? ` ${error.nome}: ${error.mensagem}` : ''} to PUT ${path}; whether it took the send is unknown`);
  }

  async sentByIdEnvio(idEnvio: string): Promise<EfiSentLookup> {
    assertIdEnvio(idEnvio);
    const path = `/v2/gn/pix/enviados/id-envio/${idEnvio}`;
    const answer = await this.transport.call('GET', path);
    if (answer.status === 200) {
      if (!isSent(answer.body)) throw new Error(`Efí answered 200 to GET ${path} without the documented fields`);
      if (answer.body.idEnvio !== idEnvio) throw new Error(`Efí answered GET ${path} with the send ${answer.body.idEnvio}`);
      return { kind: 'found', sent: answer.body };
    }
    // Only the documented "not found" counts as one: a proxy's bare 404 says nothing about Efí's records.
    const problem = answer.body as Partial<EfiProblem> | undefined;
    if (answer.status === 404 && typeof problem?.type === 'string' && problem.type.endsWith('/PixEnviadoNaoEncontrado')) {
      return { kind: 'not-found', problem: problem as EfiProblem };
    }
    if (answer.status === 401 || answer.status === 403)
      throw new RailUnavailableError(`Efí refused access to GET ${path} (HTTP ${answer.status}); check the pix.send read scope (gn.pix.send.read)`);
    const error = efiErrorOf(answer.body);
    throw new Error(`Efí answered ${answer.status}${error ? ` ${error.nome}: ${error.mensagem}` : ''} to GET ${path}`);
  }
}

/**
 * GET /v2/gn/pix/enviados, one page. The 200 is read as the array the SDK types (`pixSendList`: Promise<Array<...>>),
 * or as the API Pix's list envelope {parametros: {paginacao}, pix: [...]} should Efí answer with it. Efí's documented
 * 404 (a problem whose type ends /PixEnviadoNaoEncontrado) is an empty page.
 */
export async function listSent(transport: OAuthMtlsTransport, query: EfiSentListQuery): Promise<EfiSentPage> {
  const search = new URLSearchParams({
    inicio: query.inicio,
    fim: query.fim,
    'paginacao.paginaAtual': String(query.paginaAtual),
    'paginacao.itensPorPagina': String(query.itensPorPagina),
  });
  const answer = await transport.call('GET', `/v2/gn/pix/enviados?${search.toString()}`);
  if (answer.status === 200) {
    const body = answer.body as { pix?: unknown; parametros?: { paginacao?: { quantidadeDePaginas?: unknown } } } | unknown[] | undefined;
    const items = Array.isArray(body) ? body : Array.isArray(body?.pix) ? body.pix : undefined;
    if (!items || !items.every(isListedSent))
      throw new Error('Efí answered 200 to GET /v2/gn/pix/enviados without a list of sent Pix in the documented fields');
    const pages = Array.isArray(body) ? undefined : body?.parametros?.paginacao?.quantidadeDePaginas;
    return { items, pages: typeof pages === 'number' ? pages : undefined };
  }
  const problem = answer.body as Partial<EfiProblem> | undefined;
  if (answer.status === 404 && typeof problem?.type === 'string' && problem.type.endsWith('/PixEnviadoNaoEncontrado')) return { items: [], pages: 0 };
  if (answer.status === 401 || answer.status === 403)
    throw new RailUnavailableError(`Efí refused access to GET /v2/gn/pix/enviados (HTTP ${answer.status}); check the gn.pix.send.read scope`);
  const error = efiErrorOf(answer.body);
  const detail = error ? ` ${error.nome}: ${error.mensagem}` : typeof problem?.detail === 'string' ? ` ${problem.detail}` : '';
  throw new Error(`Efí answered ${answer.status}${detail} to GET /v2/gn/pix/enviados`);
}

/**
 * 200 of GET /v2/gn/saldo (dev.efipay.com.br/docs/api-pix/endpoints-exclusivos-efi, "Consultar saldo da conta"; the
 * SDK's getAccountBalance): {saldo: "\d+\.\d{2}"}, and with ?bloqueios=true the amounts blocked (bloqueios.judicial,
 * medCautelar, total), which are not asked for here. Scope gn.balance.read.
 */
export interface EfiSaldo {
  saldo: string;
}

/** GET /v2/gn/saldo on the client's transport: the account's balance. */
export async function readSaldo(transport: OAuthMtlsTransport): Promise<EfiSaldo> {
  const path = '/v2/gn/saldo';
  const answer = await transport.call('GET', path);
  const body = answer.body as { saldo?: unknown } | undefined;
  if (answer.status === 200) {
    if (typeof body?.saldo !== 'string' || !/^-?\d+\.\d{2}$/.test(body.saldo)) throw new Error(`Efí answered 200 to GET ${path} without the documented saldo`);
    return { saldo: body.saldo };
  }
  if (answer.status === 401 || answer.status === 403)
    throw new RailUnavailableError(`Efí refused access to GET ${path} (HTTP ${answer.status}); check the gn.balance.read scope`);
  const error = efiErrorOf(answer.body);
  throw new Error(`Efí answered ${answer.status}${error ? ` ${error.nome}: ${error.mensagem}` : ''} to GET ${path}`);
}

/** 200 of GET /v2/webhook/{chave}: {webhookUrl, chave, criacao}; only the URL is read. */
export interface EfiWebhook {
  webhookUrl: string;
}

/** GET and PUT /v2/webhook/{chave}, on the client's transport. */
export async function readWebhook(transport: OAuthMtlsTransport, chave: string): Promise<EfiWebhook | undefined> {
  const path = `/v2/webhook/${encodeURIComponent(chave)}`;
  const answer = await transport.call('GET', path);
  const body = answer.body as { webhookUrl?: unknown; type?: unknown } | undefined;
  if (answer.status === 200 && typeof body?.webhookUrl === 'string') return { webhookUrl: body.webhookUrl };
  // Only Efí's own "not found" (the API Pix problem type WebhookNaoEncontrado) says no webhook is registered.
  if (answer.status === 404 && typeof body?.type === 'string' && body.type.endsWith('/WebhookNaoEncontrado')) return undefined;
  if (answer.status === 401 || answer.status === 403)
    throw new RailUnavailableError(`Efí refused access to GET /v2/webhook/{chave} (HTTP ${answer.status}); check the webhook.read scope`);
  const error = efiErrorOf(answer.body);
  throw new Error(`Efí answered ${answer.status}${error ? ` ${error.nome}: ${error.mensagem}` : ''} to GET /v2/webhook/{chave}`);
}

/**
 * PUT /v2/webhook/{chave} {webhookUrl}. `x-skip-mtls-checking: true`: Efí then does not require our server to present
 * a certificate of Efí's chain (we authenticate its calls by the secret in the URL instead), as its page allows.
 */
export async function registerWebhook(transport: OAuthMtlsTransport, chave: string, webhookUrl: string): Promise<void> {
  const answer = await transport.call('PUT', `/v2/webhook/${encodeURIComponent(chave)}`, { webhookUrl }, { 'x-skip-mtls-checking': 'true' });
  if (answer.status >= 200 && answer.status <= 299) return;
  if (answer.status === 401 || answer.status === 403)
    throw new RailUnavailableError(`Efí refused access to PUT /v2/webhook/{chave} (HTTP ${answer.status}); check the webhook.write scope`);
  // The URL is not repeated: it holds our secret.
  const error = efiErrorOf(answer.body);
  throw new Error(`Efí answered ${answer.status}${error ? ` ${error.nome}: ${error.mensagem}` : ''} to PUT /v2/webhook/{chave}`);
}

function assertIdEnvio(idEnvio: string): void {
  if (!ID_ENVIO.test(idEnvio)) throw new Error(`not an Efí idEnvio (^[a-zA-Z0-9]{1,35}$): ${JSON.stringify(idEnvio)}`);
}

function efiErrorOf(body: unknown): EfiError | undefined {
  const candidate = body as Partial<EfiError> | undefined;
  return typeof candidate?.nome === 'string' && typeof candidate.mensagem === 'string' ? { nome: candidate.nome, mensagem: candidate.mensagem } : undefined;
}

function isSendAnswer(body: unknown): body is EfiPixSendAnswer {
  const answer = body as Partial<EfiPixSendAnswer> | undefined;
  return typeof answer?.idEnvio === 'string' && typeof answer.valor === 'string' && typeof answer.status === 'string';
}

/** An item of the list: a Pix sent without an idEnvio of ours (by hand, in Efí's app) is still one, named by its e2e. */
function isListedSent(item: unknown): item is EfiPixSent {
  const sent = item as Partial<EfiPixSent> | undefined;
  return (
    typeof sent?.endToEndId === 'string' &&
    typeof sent.valor === 'string' &&
    typeof sent.status === 'string' &&
    typeof sent.horario?.solicitacao === 'string' &&
    (sent.idEnvio === undefined || typeof sent.idEnvio === 'string')
  );
}

function isSent(body: unknown): body is EfiPixSent {
  const sent = body as Partial<EfiPixSent> | undefined;
  return typeof sent?.idEnvio === 'string' && typeof sent.valor === 'string' && typeof sent.status === 'string';
}
