// The fake PSP's API Pix resources: charges by txid, Pix received, refunds that move from EM_PROCESSAMENTO to a final
// status, and the webhook callback POST {webhookUrl}/pix. Answers follow the API Pix 2.9.0 document (requests and
// answers are validated by psp.ts); the semantic refusals are the document's own lists of "violações".
import { randomInt } from 'node:crypto';
import { createDynamicPix, hasError } from 'pix-utils';
import { Decimal } from '../../../money.ts';

type Json = Record<string, any>;
export interface Answer {
  status: number;
  body?: unknown;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const random = (length: number): string => Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
/** yyyyMMddHHmm in UTC, as end-to-end and return ids carry it. */
const minute = (at: Date): string => at.toISOString().replace(/[-:T]/g, '').slice(0, 12);

export function problem(status: number, kind: string, title: string, detail?: string, violacoes?: Json[]): Answer {
  const body: Json = { type: `https://pix.bcb.gov.br/api/v2/error/${kind}`, title, status };
  if (detail) body.detail = detail;
  if (violacoes) body.violacoes = violacoes;
  return { status, body };
}

const notFound = (kind: string): Answer => problem(404, kind, 'Não Encontrado', 'Entidade não encontrada.');

export interface ApiOptions {
  pixKey: string;
  ispb: string;
  /** 'accept': a repeated PUT with the same content answers as the first (the document's reading); 'refuse': 400. */
  repeatedPut: 'accept' | 'refuse';
  /** Answer `pixCopiaECola` on charges (built with pix-utils, independent of Ponte's BR Code). */
  copyAndPaste: boolean;
  /** Send the payer in a `pagador` object, an extension some PSPs keep since the standard dropped it. */
  reportPayer: boolean;
  refundDelayMs: number;
  /** Checks and sends the body of a callback; the fake records a body the document refuses. */
  deliver: (url: string, body: Json) => Promise<void>;
}

export interface PayOptions {
  amount?: string;
  payerCpf?: string;
  payerCnpj?: string;
  name?: string;
  /** When the PSP processed it (default now): to place payments in GET /pix windows. */
  at?: Date;
  /** The PSP drops the callback for this payment. */
  loseWebhook?: boolean;
}

export class FakePixApi {
  readonly charges = new Map<string, Json>();
  readonly pix = new Map<string, Json>();
  readonly webhooks = new Map<string, string>();
  /** Refunds (e2eid/id) to end NAO_REALIZADO, with the reason. */
  readonly refusals = new Map<string, string>();
  #locations = 0;
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #deliveries = new Set<Promise<void>>();

  constructor(private readonly options: ApiOptions) {}

  handle(operationId: string, params: Json, query: Json, body: Json): Answer {
    switch (operationId) {
      case 'PUT /cob/{txid}':
        return this.#putCob(params.txid, body);
      case 'PATCH /cob/{txid}':
        return this.#patchCob(params.txid, body);
      case 'GET /cob/{txid}': {
        const cob = this.charges.get(params.txid);
        return cob ? { status: 200, body: { ...cob, pix: this.#pixOf(params.txid) } } : notFound('CobNaoEncontrado');
      }
      case 'GET /pix/{e2eid}': {
        const pix = this.pix.get(params.e2eid);
        return pix ? { status: 200, body: this.#present(pix) } : notFound('PixNaoEncontrado');
      }
      case 'GET /pix':
        return this.#listPix(query);
      case 'PUT /pix/{e2eid}/devolucao/{id}':
        return this.#putRefund(params.e2eid, params.id, body);
      case 'GET /pix/{e2eid}/devolucao/{id}': {
        const refund = this.pix.get(params.e2eid)?.devolucoes.find((item: Json) => item.id === params.id);
        return refund ? { status: 200, body: refund } : notFound('PixDevolucaoNaoEncontrada');
      }
      case 'PUT /webhook/{chave}':
        if (params.chave !== this.options.pixKey) {
          return problem(400, 'WebhookOperacaoInvalida', 'Webhook inválido.', undefined, [
            { razao: 'o parâmetro {chave} não corresponde a uma chave DICT pertencente a este usuário recebedor', propriedade: 'chave' },
          ]);
        }
        this.webhooks.set(params.chave, body.webhookUrl);
        return { status: 200 };
      case 'GET /webhook/{chave}': {
        const webhookUrl = params.chave === this.options.pixKey ? this.webhooks.get(params.chave) : undefined;
        return webhookUrl ? { status: 200, body: { webhookUrl, cnpj: '12345678000195', criacao: new Date().toISOString() } } : notFound('WebhookNaoEncontrado');
      }
      default:
        return problem(404, 'NaoEncontrado', 'Não Encontrado');
    }
  }

  #putCob(txid: string, body: Json): Answer {
    const invalid = (razao: string, propriedade: string): Answer =>
      problem(400, 'CobOperacaoInvalida', 'Cobrança inválida.', undefined, [{ razao, propriedade }]);
    if (new Decimal(body.valor.original).isZero()) return invalid('O campo cob.valor.original é zero.', 'cob.valor.original');
    if (body.calendario?.expiracao !== undefined && body.calendario.expiracao <= 0) {
      return invalid('O campo cob.calendario.expiracao é igual ou menor que zero.', 'cob.calendario.expiracao');
    }
    if (body.chave !== this.options.pixKey) {
      return invalid('O campo cob.chave corresponde a uma conta que não pertence a este usuário recebedor.', 'cob.chave');
    }
    const held = this.charges.get(txid);
    if (held) {
      if (this.options.repeatedPut === 'refuse') return invalid('O txid informado já está em uso.', 'cob.txid');
      const same = sameCharge(held, body);
      if (held.status !== 'ATIVA' && !same) {
        return invalid('A cobrança já existe, não está no status ATIVA, e a presente requisição busca alterá-la.', 'cob.status');
      }
      if (!same) {
        Object.assign(held, chargeContent(body), { revisao: held.revisao + 1 });
        held.calendario.expiracao = body.calendario?.expiracao ?? 86400;
      }
      return { status: 201, body: held };
    }
    const criacao = new Date().toISOString();
    const location = `pix.fake-psp.test/qr/v2/${random(32).toLowerCase()}`;
    const cob: Json = {
      calendario: { criacao, expiracao: body.calendario?.expiracao ?? 86400 },
      txid,
      revisao: 0,
      loc: { id: ++this.#locations, location, tipoCob: 'cob', criacao, txid },
      location,
      status: 'ATIVA',
      ...chargeContent(body),
    };
    if (this.options.copyAndPaste) {
      const code = createDynamicPix({ merchantName: 'FAKE PSP RECEBEDOR', merchantCity: 'BRASILIA', url: location });
      if (hasError(code)) throw new Error('pix-utils could not build the fake PSP code');
      cob.pixCopiaECola = code.toBRCode();
    }
    this.charges.set(txid, cob);
    return { status: 201, body: cob };
  }

  #patchCob(txid: string, body: Json): Answer {
    const cob = this.charges.get(txid);
    if (!cob) return notFound('CobNaoEncontrado');
    if (cob.status !== 'ATIVA') {
      return problem(400, 'CobOperacaoInvalida', 'Cobrança inválida.', undefined, [
        { razao: 'A cobrança não está ATIVA, e a presente requisição busca alterá-la.', propriedade: 'cob.status' },
      ]);
    }
    if (body.status) Object.assign(cob, { status: body.status, revisao: cob.revisao + 1 });
    return { status: 200, body: cob };
  }

  #listPix(query: Json): Answer {
    const inicio = new Date(query.inicio).getTime();
    const fim = new Date(query.fim).getTime();
    if (fim < inicio) {
      return problem(400, 'PixConsultaInvalida', 'Consulta inválida.', undefined, [
        { razao: 'o timestamp representado pelo parâmetro fim é anterior ao timestamp representado pelo parâmetro inicio', propriedade: 'fim' },
      ]);
    }
    const page = Number(query['paginacao.paginaAtual'] ?? 0);
    const size = Number(query['paginacao.itensPorPagina'] ?? 100);
    const matching = [...this.pix.values()]
      .filter((pix) => new Date(pix.horario).getTime() >= inicio && new Date(pix.horario).getTime() <= fim)
      .sort((a, b) => a.horario.localeCompare(b.horario));
    const paginacao = {
      paginaAtual: page,
      itensPorPagina: size,
      quantidadeDePaginas: Math.max(1, Math.ceil(matching.length / size)),
      quantidadeTotalDeItens: matching.length,
    };
    const pix = matching.slice(page * size, (page + 1) * size).map((item) => this.#present(item));
    return { status: 200, body: { parametros: { inicio: query.inicio, fim: query.fim, paginacao }, pix } };
  }

  #putRefund(e2eid: string, id: string, body: Json): Answer {
    const pix = this.pix.get(e2eid);
    if (!pix) return notFound('PixNaoEncontrado');
    const invalid = (razao: string, propriedade: string): Answer =>
      problem(400, 'PixDevolucaoInvalida', 'Devolução inválida.', undefined, [{ razao, propriedade }]);
    const held = pix.devolucoes.find((item: Json) => item.id === id);
    if (held) {
      if (this.options.repeatedPut === 'refuse' || held.valor !== body.valor) {
        return invalid('A presente requisição de devolução apresenta um {id} já utilizado por outra requisição de devolução.', 'devolucao.id');
      }
      return { status: 201, body: held };
    }
    const committed = pix.devolucoes
      .filter((item: Json) => item.status !== 'NAO_REALIZADO')
      .reduce((sum: Decimal, item: Json) => sum.plus(item.valor), new Decimal(0));
    if (committed.plus(body.valor).gt(pix.valor)) {
      return invalid('A presente requisição de devolução excederia o valor do pix originário.', 'devolucao.valor');
    }
    const now = new Date();
    const refund: Json = {
      id,
      rtrId: `D${this.options.ispb}${minute(now)}${random(11)}`,
      valor: body.valor,
      horario: { solicitacao: now.toISOString() },
      status: 'EM_PROCESSAMENTO',
    };
    if (body.descricao) refund.descricao = body.descricao;
    pix.devolucoes.push(refund);
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      const motivo = this.refusals.get(`${e2eid}/${id}`);
      if (motivo) Object.assign(refund, { status: 'NAO_REALIZADO', motivo });
      else Object.assign(refund, { status: 'DEVOLVIDO', horario: { ...refund.horario, liquidacao: new Date().toISOString() } });
      // The callback fires too when a refund of a Pix with a txid reaches a final status.
      this.#notify(pix);
    }, this.options.refundDelayMs);
    this.#timers.add(timer);
    return { status: 201, body: refund };
  }

  /** A payer pays the charge: the Pix is recorded and the callback sent (unless lost). Returns its end-to-end id. */
  async pay(txid: string, options: PayOptions = {}): Promise<string> {
    const cob = this.charges.get(txid);
    if (!cob || cob.status !== 'ATIVA') throw new Error(`fake PSP: charge ${txid} is not open for payment`);
    const at = options.at ?? new Date();
    const pix: Json = {
      endToEndId: `E${this.options.ispb}${minute(at)}${random(11)}`,
      txid,
      valor: options.amount ?? cob.valor.original,
      chave: this.options.pixKey,
      horario: at.toISOString(),
      devolucoes: [],
    };
    if (this.options.reportPayer && (options.payerCpf || options.payerCnpj)) {
      pix.pagador = { ...(options.payerCpf ? { cpf: options.payerCpf } : { cnpj: options.payerCnpj }), nome: options.name ?? 'Pagador' };
    }
    this.pix.set(pix.endToEndId, pix);
    cob.status = 'CONCLUIDA';
    if (!options.loseWebhook) await this.#notify(pix);
    return pix.endToEndId;
  }

  /**
   * The payer's PSP takes `valor` of a PIX back under the MED (natureza MED_OPERACIONAL or MED_FRAUDE): the devolução
   * appears, already DEVOLVIDO, in the PIX's `devolucoes`. The API Pix sends no callback for it (it is not one we
   * asked for): the receiver learns of it by reading the PIX. Returns the devolução's id.
   */
  medReturn(e2eid: string, valor: string, natureza: 'MED_OPERACIONAL' | 'MED_FRAUDE'): string {
    const pix = this.pix.get(e2eid);
    if (!pix) throw new Error(`fake PSP: no PIX ${e2eid}`);
    const now = new Date();
    const id = `MED${random(20)}`;
    pix.devolucoes.push({
      id,
      rtrId: `D${this.options.ispb}${minute(now)}${random(11)}`,
      valor,
      natureza,
      horario: { solicitacao: now.toISOString(), liquidacao: now.toISOString() },
      status: 'DEVOLVIDO',
    });
    return id;
  }

  /** Waits for callbacks under way and stops refunds from moving on. */
  async stop(): Promise<void> {
    for (const timer of this.#timers) clearTimeout(timer);
    await Promise.allSettled([...this.#deliveries]);
  }

  #notify(pix: Json): Promise<void> {
    const url = this.webhooks.get(this.options.pixKey);
    // The document: only Pix associated with a txid are notified.
    if (!url || !pix.txid) return Promise.resolve();
    const delivery = this.options.deliver(`${url.replace(/\/$/, '')}/pix`, { pix: [this.#present(pix)] }).finally(() => this.#deliveries.delete(delivery));
    this.#deliveries.add(delivery);
    return delivery;
  }

  #pixOf(txid: string): Json[] {
    return [...this.pix.values()].filter((pix) => pix.txid === txid).map((pix) => this.#present(pix));
  }

  #present(pix: Json): Json {
    const { devolucoes, ...rest } = pix;
    return devolucoes.length > 0 ? { ...rest, devolucoes } : rest;
  }
}

function chargeContent(body: Json): Json {
  const content: Json = { valor: { original: body.valor.original }, chave: body.chave };
  if (body.devedor) content.devedor = body.devedor;
  if (body.solicitacaoPagador) content.solicitacaoPagador = body.solicitacaoPagador;
  return content;
}

function sameCharge(held: Json, body: Json): boolean {
  return (
    held.valor.original === body.valor.original &&
    held.chave === body.chave &&
    held.calendario.expiracao === (body.calendario?.expiracao ?? 86400) &&
    JSON.stringify(held.devedor ?? null) === JSON.stringify(body.devedor ?? null) &&
    (held.solicitacaoPagador ?? null) === (body.solicitacaoPagador ?? null)
  );
}
