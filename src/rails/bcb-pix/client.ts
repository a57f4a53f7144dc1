// Owns the calls of the Banco Central's standard API Pix 2.9.0 that Ponte uses, in the API's own vocabulary: immediate
// charges (/cob), received Pix (/pix), refunds (/pix/{e2eid}/devolucao/{id}) and the webhook (/webhook/{chave}). Each
// answer is checked against the fields we read before anything trusts it; an error answer becomes a BcbPixApiError.
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { BcbPixApiError, type Violation } from './errors.ts';
import { parseRetryAfter } from '../capabilities/errors.ts';
import type { OAuthMtlsTransport, ProviderAnswer } from '../oauth-mtls/transport.ts';

/** API Pix amounts: "123.45", up to 10 integer digits and exactly 2 decimals. */
const Valor = Type.String({ pattern: '^\\d{1,10}\\.\\d{2}$' });
const Horario = Type.String({ format: 'date-time' });

// Statuses are read as free strings: the API may add values (it says so), and an unknown one maps to pending.
export const Devolucao = Type.Object({
  id: Type.String(),
  rtrId: Type.Optional(Type.String()),
  valor: Valor,
  horario: Type.Optional(Type.Object({ solicitacao: Type.Optional(Horario), liquidacao: Type.Optional(Horario) })),
  status: Type.String(),
  motivo: Type.Optional(Type.String()),
  /** ORIGINAL when absent; MED_OPERACIONAL and MED_FRAUDE are returns under the MED (Mecanismo Especial de Devolução). */
  natureza: Type.Optional(Type.String()),
});
export type Devolucao = Static<typeof Devolucao>;

/** Who paid: removed from the standard in 2.x for privacy, still sent by some PSPs as an extension. */
const Pagador = Type.Object({ cpf: Type.Optional(Type.String()), cnpj: Type.Optional(Type.String()), nome: Type.Optional(Type.String()) });

/** The webhook registered on a key (WebhookCompleto); only its URL is read. */
const WebhookCompleto = Type.Object({ webhookUrl: Type.String() });

export const Pix = Type.Object({
  endToEndId: Type.String({ pattern: '^[a-zA-Z0-9]{32}$' }),
  txid: Type.Optional(Type.String()),
  valor: Valor,
  horario: Horario,
  infoPagador: Type.Optional(Type.String()),
  pagador: Type.Optional(Pagador),
  devolucoes: Type.Optional(Type.Array(Devolucao)),
});
export type Pix = Static<typeof Pix>;

const Devedor = Type.Object({ cpf: Type.Optional(Type.String()), cnpj: Type.Optional(Type.String()), nome: Type.Optional(Type.String()) });

export const CobGerada = Type.Object({
  txid: Type.String(),
  revisao: Type.Integer(),
  calendario: Type.Object({ criacao: Horario, expiracao: Type.Optional(Type.Integer()) }),
  location: Type.Optional(Type.String()),
  loc: Type.Optional(Type.Object({ location: Type.String() })),
  status: Type.String(),
  devedor: Type.Optional(Devedor),
  valor: Type.Object({ original: Valor }),
  chave: Type.String(),
  solicitacaoPagador: Type.Optional(Type.String()),
  pixCopiaECola: Type.Optional(Type.String()),
});
export type CobGerada = Static<typeof CobGerada>;

export const CobCompleta = Type.Intersect([CobGerada, Type.Object({ pix: Type.Optional(Type.Array(Pix)) })]);
export type CobCompleta = Static<typeof CobCompleta>;

export const PixConsultados = Type.Object({
  parametros: Type.Object({
    paginacao: Type.Object({
      paginaAtual: Type.Integer({ minimum: 0 }),
      itensPorPagina: Type.Integer({ minimum: 1 }),
      quantidadeDePaginas: Type.Integer({ minimum: 0 }),
      quantidadeTotalDeItens: Type.Integer({ minimum: 0 }),
    }),
  }),
  pix: Type.Optional(Type.Array(Pix)),
});
export type PixConsultados = Static<typeof PixConsultados>;

/** The body of PUT /cob/{txid} (CobSolicitada), as far as Ponte fills it. */
export interface CobSolicitada {
  calendario: { expiracao: number };
  devedor?: { cpf: string; nome: string } | { cnpj: string; nome: string };
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
}

/** The body of PUT /pix/{e2eid}/devolucao/{id} (DevolucaoSolicitada); natureza left out means ORIGINAL. */
export interface DevolucaoSolicitada {
  valor: string;
  descricao?: string;
}

const Problema = Type.Object({
  type: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
  status: Type.Optional(Type.Integer()),
  detail: Type.Optional(Type.String()),
  violacoes: Type.Optional(
    Type.Array(Type.Object({ razao: Type.Optional(Type.String()), propriedade: Type.Optional(Type.String()), valor: Type.Optional(Type.String()) })),
  ),
});

const segment = encodeURIComponent;

/** The error of a non-2xx answer, with the problem's fields when the body is one. */
function apiError(operation: string, answer: ProviderAnswer): BcbPixApiError {
  const problem = Value.Check(Problema, answer.body) ? answer.body : {};
  const violations: Violation[] = (problem.violacoes ?? []).map((violacao) => ({
    reason: violacao.razao,
    property: violacao.propriedade,
  }));
  return new BcbPixApiError(operation, answer.status, problem.type, problem.title, problem.detail, violations, parseRetryAfter(answer.retryAfter));
}

/** A 2xx body read as `schema`; anything else is an error (a 2xx with a broken body leaves the outcome unknown). */
function read<T extends TSchema>(operation: string, answer: ProviderAnswer, expected: number, schema: T): Static<T> {
  if (answer.status !== expected) throw apiError(operation, answer);
  if (!Value.Check(schema, answer.body)) {
    const problems = [...Value.Errors(schema, answer.body)].slice(0, 5).map((error) => `${error.instancePath || '/'} ${error.message}`);
    throw new Error(`${operation} answered ${answer.status} with a body the API Pix does not describe: ${problems.join('; ')}`);
  }
  return answer.body;
}

/**
 * Whether a 404 is the API Pix saying it holds no such resource: its problem body names `kind` (CobNaoEncontrado,
 * PixNaoEncontrado, PixDevolucaoNaoEncontrada) or the generic NaoEncontrado. A bare 404 (a proxy's, a wrong base URL)
 * says nothing about the resource, and is an error, never "none": acting on it could refund twice.
 */
function saysNotFound(answer: ProviderAnswer, kind: string): boolean {
  if (answer.status !== 404) return false;
  const type = (answer.body as { type?: unknown } | undefined)?.type;
  if (typeof type === 'string' && (type.endsWith(`/${kind}`) || type.endsWith('/NaoEncontrado'))) return true;
  throw apiError('a read', answer);
}

export class BcbPixClient {
  constructor(private readonly transport: OAuthMtlsTransport) {}

  /** PUT /cob/{txid}: creates the charge, or revises it while it is ATIVA. */
  async putCob(txid: string, body: CobSolicitada): Promise<CobGerada> {
    return read('PUT /cob/{txid}', await this.transport.call('PUT', `/cob/${segment(txid)}`, body), 201, CobGerada);
  }

  async patchCob(txid: string, body: { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' }): Promise<CobGerada> {
    return read('PATCH /cob/{txid}', await this.transport.call('PATCH', `/cob/${segment(txid)}`, body), 200, CobGerada);
  }

  /** GET /cob/{txid}; undefined when the PSP says it has none. */
  async getCob(txid: string): Promise<CobCompleta | undefined> {
    const answer = await this.transport.call('GET', `/cob/${segment(txid)}`);
    return saysNotFound(answer, 'CobNaoEncontrado') ? undefined : read('GET /cob/{txid}', answer, 200, CobCompleta);
  }

  /** GET /pix/{e2eid}; undefined when the PSP says it has none. */
  async getPix(e2eid: string): Promise<Pix | undefined> {
    const answer = await this.transport.call('GET', `/pix/${segment(e2eid)}`);
    return saysNotFound(answer, 'PixNaoEncontrado') ? undefined : read('GET /pix/{e2eid}', answer, 200, Pix);
  }

  /** GET /pix: one page of the Pix received between `inicio` and `fim` (RFC 3339). */
  async listPix(query: { inicio: string; fim: string; paginaAtual: number; itensPorPagina: number }): Promise<PixConsultados> {
    const search = new URLSearchParams({
      inicio: query.inicio,
      fim: query.fim,
      'paginacao.paginaAtual': String(query.paginaAtual),
      'paginacao.itensPorPagina': String(query.itensPorPagina),
    });
    return read('GET /pix', await this.transport.call('GET', `/pix?${search.toString()}`), 200, PixConsultados);
  }

  async putDevolucao(e2eid: string, id: string, body: DevolucaoSolicitada): Promise<Devolucao> {
    const answer = await this.transport.call('PUT', `/pix/${segment(e2eid)}/devolucao/${segment(id)}`, body);
    return read('PUT /pix/{e2eid}/devolucao/{id}', answer, 201, Devolucao);
  }

  /** GET /pix/{e2eid}/devolucao/{id}; undefined when the PSP says it has none. */
  async getDevolucao(e2eid: string, id: string): Promise<Devolucao | undefined> {
    const answer = await this.transport.call('GET', `/pix/${segment(e2eid)}/devolucao/${segment(id)}`);
    return saysNotFound(answer, 'PixDevolucaoNaoEncontrada') ? undefined : read('GET /pix/{e2eid}/devolucao/{id}', answer, 200, Devolucao);
  }

  /** GET /webhook/{chave}: the URL registered for that key; undefined when none is. */
  async getWebhook(chave: string): Promise<{ webhookUrl: string } | undefined> {
    const answer = await this.transport.call('GET', `/webhook/${segment(chave)}`);
    return saysNotFound(answer, 'WebhookNaoEncontrado') ? undefined : read('GET /webhook/{chave}', answer, 200, WebhookCompleto);
  }

  /** PUT /webhook/{chave}: the PSP will POST {webhookUrl}/pix for Pix received with a txid on that key. */
  async putWebhook(chave: string, webhookUrl: string): Promise<void> {
    const answer = await this.transport.call('PUT', `/webhook/${segment(chave)}`, { webhookUrl });
    // The API declares 200 without a body; some PSPs answer 201 or 204, which say the same.
    if (answer.status < 200 || answer.status > 299) throw apiError('PUT /webhook/{chave}', answer);
  }
}
