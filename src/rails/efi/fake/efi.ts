// Long (about 490 lines) because it is one provider imitated whole: its token, its send, the read and the list of Pix
// sent, and the webhook registration share one state (the sends, the tokens) and one mutual TLS server.
// A local stand-in for Efí's API Pix, enforcing what Efí documents for sending a Pix. No machine-readable specification
// is published, so each answer below is written from the document named beside it:
//   [cred]   dev.efipay.com.br/docs/api-pix/credenciais, "Autorização com OAuth2" and "Exemplo de resposta da autorização"
//   [envio]  dev.efipay.com.br/docs/api-pix/envio-pagamento-pix, "Requisitar envio de Pix" and "Consultar Pix enviado
//            através do Identificador da transação" (request examples, answers 201/400/409/422/500 and 200/404)
//   [attrs]  the same page's attribute list (markdown/pix/pix/Enviar_pix.md): idEnvio ^[a-zA-Z0-9]{1,35}$, valor
//            \d{1,10}\.\d{2}, chave ≤ 77 characters, infoPagador < 140
//   [lista]  the same page, "Consultar lista de Pix enviados" (GET /v2/gn/pix/enviados, scope gn.pix.send.read) and its
//            attribute list (markdown/pix/payment/Listar_enviados.md): inicio and fim required, RFC 3339, on the date of
//            creation (>= inicio, <= fim); status (EM_PROCESSAMENTO | CONCLUIDA | NAO_REALIZADO) and devolucaoPresente
//            optional; paginacao.paginaAtual (int >= 0, default 0), paginacao.itensPorPagina (1..1000, default 100),
//            "only the last page may hold fewer"; each item as the 200 of the read by idEnvio. The answer is the array
//            of github.com/efipay/sdk-node-apis-efi v1.2.28 (`pixSendList`: Promise<Array<...>>), or with
//            `listEnvelope` the API Pix's {parametros: {inicio, fim, paginacao}, pix}; a query that breaks the list is
//            400 with the API Pix's problem (type .../ConsultaInvalida, violacoes), as the BCB's API Pix answers one
//   [status] dev.efipay.com.br/docs/api-pix/status, "Envio de Pix": EM_PROCESSAMENTO | REALIZADO | NAO_REALIZADO
//   [hook]   dev.efipay.com.br/docs/api-pix/webhooks, "Recebendo Callbacks", "Pix rejeitado": gnExtras.erro
//   [wh]     the same page, "Configurar o webhook Pix" (PUT /v2/webhook/:chave, body {webhookUrl}, header
//            x-skip-mtls-checking; Efí POSTs a test notice to {webhookUrl}/pix and registers only on a 200) and "Exibir
//            informações acerca do Webhook Pix" (GET /v2/webhook/:chave: 200 {webhookUrl, chave, criacao}, or 404)
//   [saldo]  dev.efipay.com.br/docs/api-pix/endpoints-exclusivos-efi, "Consultar saldo da conta" (GET /v2/gn/saldo:
//            200 {saldo}, scope gn.balance.read; ?bloqueios=true adds the blocked amounts) and the SDK's
//            getAccountBalance; SALDO_ANSWER below is its schema, every answer checked against it
// Mutual TLS: the server asks for a client certificate and refuses any not signed by the test CA ([cred]: "O Certificado
// P12/PEM ... é obrigatório em todas as requisições ..., inclusive na requisição de autorização").
import { randomBytes } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Ajv, type ValidateFunction } from 'ajv';
import { Decimal } from '../../../money.ts';
import type { TestPki } from '../../fakes/pki.ts';

/** [saldo] The 200 answer of GET /v2/gn/saldo, as a JSON schema. */
export const SALDO_ANSWER = {
  type: 'object',
  required: ['saldo'],
  additionalProperties: false,
  properties: {
    saldo: { type: 'string', pattern: '^\\d+\\.\\d{2}$' },
    bloqueios: {
      type: 'object',
      required: ['judicial', 'medCautelar', 'total'],
      additionalProperties: false,
      properties: { judicial: { type: 'string' }, medCautelar: { type: 'string' }, total: { type: 'string' } },
    },
  },
} as const;

export interface FakeSend {
  idEnvio: string;
  e2eId: string;
  valor: string;
  favorecidoChave: string;
  infoPagador?: string;
  solicitacao: string;
  /** When and how it ends. */
  ending: Ending;
}

export interface Ending {
  status: 'REALIZADO' | 'NAO_REALIZADO';
  afterMs: number;
  erro?: { codigo: string; origem: string; motivo: string };
}

export interface FakeEfiOptions {
  clientId: string;
  clientSecret: string;
  payerKey: string;
  tokenLifetimeS?: number;
}

export class FakeEfi {
  readonly sends = new Map<string, FakeSend & { at: number }>();
  /** Every request that reached the HTTP layer (after the TLS handshake). */
  readonly log: { method: string; path: string }[] = [];
  /** How the next sends end; each send keeps the ending it was given. */
  nextEnding: Ending = { status: 'REALIZADO', afterMs: 50 };
  /** The next send: taken and recorded, but its answer never comes. */
  hangNextSend = false;
  /** The next send is refused with this documented answer, nothing recorded. */
  refuseNextSend: { status: 400 | 422; nome: string; mensagem: string } | undefined;
  /** The next send is taken and recorded, and answered 500 erro_aplicacao. */
  failNextSendAfterTaking = false;
  /** The list of Pix sent answers in the API Pix's envelope {parametros, pix} instead of the SDK's bare array. */
  listEnvelope = false;
  /** Every query of the list of Pix sent ([lista]). */
  readonly listQueries: URLSearchParams[] = [];
  /** The next read answers a bare 404, as a proxy in front of Efí might: not Efí's documented "not found". */
  bareNotFoundOnNextRead = false;
  /** The next sends answered 401 (a token Efí no longer accepts) or 403 (a scope missing): nothing taken. */
  accessRefusals: { status: 401 | 403; count: number } | undefined;
  /** The next send is answered 429 with this Retry-After (seconds): nothing taken. */
  rateLimitNextSend: string | undefined;
  /** How long each send takes to be answered; with `sendsInFlight` it shows whether sends overlap. */
  sendDelayMs = 0;
  sendsInFlight = 0;
  maxSendsInFlight = 0;
  /** Another path the token endpoint answers at (EFI_TOKEN_URL pointing elsewhere than /oauth/token). */
  altTokenPath: string | undefined;
  /** The webhook registered on each of the account's keys ([wh]). */
  readonly webhooks = new Map<string, { webhookUrl: string; criacao: string }>();
  /** Every registration request that reached the fake: its body and its x-skip-mtls-checking header. */
  readonly webhookPuts: { chave: string; body: unknown; skipMtls: string | undefined }[] = [];
  /** [saldo] The account's balance before any send of this fake; each send made (REALIZADO once ended) is taken off it. */
  openingSaldo = '0.00';
  /** The next balance reads answered with this status (Efí's {nome, mensagem} body), nothing read. */
  failNextSaldo: { status: number; nome: string; mensagem: string } | undefined;
  /** Answers to GET /v2/gn/saldo that broke SALDO_ANSWER (a test expects none). */
  readonly violations: string[] = [];
  /** Who holds a PIX key, as the DICT would say: a send naming another document for it is refused. */
  readonly keyHolders = new Map<string, string>();
  private readonly tokens = new Set<string>();
  private readonly sockets = new Set<Socket>();
  private server: https.Server | undefined;
  private port = 0;

  constructor(
    private readonly pki: TestPki,
    private readonly options: FakeEfiOptions,
  ) {}

  get baseUrl(): string {
    return `https://127.0.0.1:${this.port}`;
  }

  get tokenRequests(): number {
    return this.log.filter((entry) => entry.path === '/oauth/token' || entry.path === this.altTokenPath).length;
  }

  get sendRequests(): number {
    return this.log.filter((entry) => entry.method === 'PUT').length;
  }

  async start(): Promise<this> {
    this.server = https.createServer(
      { cert: this.pki.server.cert, key: this.pki.server.key, ca: [this.pki.caPem], requestCert: true, rejectUnauthorized: true, minVersion: 'TLSv1.2' },
      (request, response) => void this.handle(request, response),
    );
    this.server.on('secureConnection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  /** Stops listening: from then on a connection to its port is refused. */
  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Efí may revoke tokens before expires_in: every token issued so far is refused from now on (401). */
  revokeTokens(): void {
    this.tokens.clear();
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.baseUrl);
    this.log.push({ method: request.method ?? '', path: url.pathname });
    const body = await readBody(request);
    if (request.method === 'POST' && (url.pathname === '/oauth/token' || url.pathname === this.altTokenPath)) return this.token(request, body, response);
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    // [cred] every call carries the token; Efí documents no body for a refused token, so none is sent.
    if (!bearer || !this.tokens.has(bearer)) return send(response, 401);
    const sendPath = /^\/v3\/gn\/pix\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'PUT' && sendPath) {
      if (this.accessRefusals && this.accessRefusals.count > 0) {
        this.accessRefusals.count -= 1;
        return send(response, this.accessRefusals.status);
      }
      if (this.rateLimitNextSend !== undefined) {
        const retryAfter = this.rateLimitNextSend;
        this.rateLimitNextSend = undefined;
        response.writeHead(429, { 'retry-after': retryAfter }).end();
        return;
      }
      this.sendsInFlight += 1;
      this.maxSendsInFlight = Math.max(this.maxSendsInFlight, this.sendsInFlight);
      if (this.sendDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.sendDelayMs));
      this.sendsInFlight -= 1;
      return this.sendPix(decodeURIComponent(sendPath[1]!), body, response);
    }
    const webhookPath = /^\/v2\/webhook\/([^/]+)$/.exec(url.pathname);
    if (webhookPath && request.method === 'PUT')
      return this.putWebhook(decodeURIComponent(webhookPath[1]!), body, request.headers['x-skip-mtls-checking'], response);
    if (webhookPath && request.method === 'GET') {
      const held = this.webhooks.get(decodeURIComponent(webhookPath[1]!));
      if (!held)
        return send(response, 404, {
          type: 'https://pix.bcb.gov.br/api/v2/error/WebhookNaoEncontrado',
          title: 'Webhook não encontrado',
          status: 404,
          detail: 'Webhook não encontrado para a chave informada.',
        });
      return send(response, 200, { webhookUrl: held.webhookUrl, chave: decodeURIComponent(webhookPath[1]!), criacao: held.criacao });
    }
    if (request.method === 'GET' && url.pathname === '/v2/gn/pix/enviados') return this.listSent(url.searchParams, response);
    if (request.method === 'GET' && url.pathname === '/v2/gn/saldo') return this.saldo(url, response);
    const readPath = /^\/v2\/gn\/pix\/enviados\/id-envio\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && readPath) return this.readSent(decodeURIComponent(readPath[1]!), response);
    return send(response, 404, { nome: 'rota_nao_encontrada', mensagem: 'not part of this fake' });
  }

  private token(request: IncomingMessage, body: unknown, response: ServerResponse): void {
    // [cred] HTTP Basic with Client_Id:Client_Secret, body {"grant_type": "client_credentials"}.
    const expected = `Basic ${Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return send(response, 401);
    if ((body as { grant_type?: unknown } | undefined)?.grant_type !== 'client_credentials')
      return send(response, 400, { nome: 'json_invalido', mensagem: 'grant_type must be client_credentials' });
    const token = randomBytes(24).toString('base64url');
    this.tokens.add(token);
    // [cred] "Exemplo de resposta da autorização".
    send(response, 200, { access_token: token, token_type: 'Bearer', expires_in: this.options.tokenLifetimeS ?? 3600, scope: 'pix.send gn.pix.send.read' });
  }

  private sendPix(idEnvio: string, body: unknown, response: ServerResponse): void {
    const invalid = invalidSendBody(idEnvio, body);
    if (invalid) return send(response, 400, { nome: 'valor_invalido', mensagem: invalid });
    const request = body as { valor: string; pagador: { chave: string; infoPagador?: string }; favorecido: { chave: string; cpf?: string; cnpj?: string } };
    // [envio] 400 chave_invalida: the payer's key must be the authenticated account's own.
    if (request.pagador.chave !== this.options.payerKey)
      return send(response, 400, { nome: 'chave_invalida', mensagem: 'A chave informada não faz referência à conta Efí autenticada' });
    // [envio] 422 chave_nao_pertence_ao_documento: favorecido.cpf or .cnpj given, and the key is not that holder's.
    const holder = request.favorecido.cpf ?? request.favorecido.cnpj;
    const keyHolder = this.keyHolders.get(request.favorecido.chave);
    if (holder !== undefined && keyHolder !== undefined && keyHolder !== holder) {
      return send(response, 422, { nome: 'chave_nao_pertence_ao_documento', mensagem: 'A chave informada não pertence ao documento informado' });
    }
    // [envio] 409 id_envio_duplicado.
    if (this.sends.has(idEnvio))
      return send(response, 409, { nome: 'id_envio_duplicado', mensagem: 'O id de envio informado já foi utilizado em outro pagamento' });
    if (this.refuseNextSend) {
      const { status, nome, mensagem } = this.refuseNextSend;
      this.refuseNextSend = undefined;
      // [envio] 400 documento_bloqueado / 422 pagamento_negado "Pagamento negado por análises": nothing is sent.
      return send(response, status, { nome, mensagem });
    }
    const solicitacao = new Date().toISOString();
    const made = {
      idEnvio,
      e2eId: endToEndId(),
      valor: request.valor,
      favorecidoChave: request.favorecido.chave,
      infoPagador: request.pagador.infoPagador,
      solicitacao,
      ending: this.nextEnding,
      at: Date.now(),
    };
    this.sends.set(idEnvio, made);
    if (this.hangNextSend) {
      this.hangNextSend = false;
      return; // taken, and the answer never comes
    }
    if (this.failNextSendAfterTaking) {
      this.failNextSendAfterTaking = false;
      return send(response, 500, { nome: 'erro_aplicacao', mensagem: 'Ocorreu um erro ao validar a chave' });
    }
    // [envio] 201: {idEnvio, e2eId, valor, horario: {solicitacao}, status: "EM_PROCESSAMENTO"}.
    send(response, 201, { idEnvio, e2eId: made.e2eId, valor: made.valor, horario: { solicitacao }, status: 'EM_PROCESSAMENTO' });
  }

  /**
   * [wh] PUT /v2/webhook/:chave: only the account's own key; a body of exactly {webhookUrl}, an absolute https URL (http
   * to a loopback address is let through here: the test app listens on http). Without x-skip-mtls-checking: true, Efí
   * would require the receiving server to present a certificate in a mutual TLS handshake, which an http URL cannot:
   * refused. Efí then POSTs a test notice to {webhookUrl}/pix and registers the URL only on a 200.
   */
  private async putWebhook(chave: string, body: unknown, skipMtls: string | string[] | undefined, response: ServerResponse): Promise<void> {
    const skip = typeof skipMtls === 'string' ? skipMtls : undefined;
    this.webhookPuts.push({ chave, body, skipMtls: skip });
    if (chave !== this.options.payerKey)
      return send(response, 400, { nome: 'chave_invalida', mensagem: 'A chave informada não faz referência à conta Efí autenticada' });
    const fields = body !== null && typeof body === 'object' ? Object.keys(body) : [];
    const webhookUrl = (body as { webhookUrl?: unknown } | undefined)?.webhookUrl;
    if (fields.length !== 1 || typeof webhookUrl !== 'string' || !URL.canParse(webhookUrl))
      return send(response, 400, { nome: 'json_invalido', mensagem: 'O corpo deve ser {"webhookUrl": "<URL absoluta>"}' });
    const target = new URL(webhookUrl);
    if (target.protocol !== 'https:' && !(target.protocol === 'http:' && target.hostname === '127.0.0.1'))
      return send(response, 400, { nome: 'webhook_invalido', mensagem: 'A URL do webhook deve usar https' });
    if (target.protocol !== 'https:' && skip !== 'true')
      return send(response, 400, { nome: 'webhook_invalido', mensagem: 'A URL informada não respondeu ao handshake mTLS' });
    let tested: number;
    try {
      const answer = await fetch(`${webhookUrl.replace(/\/+$/, '')}/pix`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ evento: 'teste_webhook' }),
        signal: AbortSignal.timeout(2_000),
      });
      tested = answer.status;
    } catch {
      tested = 0;
    }
    if (tested !== 200) return send(response, 400, { nome: 'webhook_invalido', mensagem: `A URL informada respondeu ${tested} à notificação de teste` });
    this.webhooks.set(chave, { webhookUrl, criacao: new Date().toISOString() });
    send(response, 200, { webhookUrl });
  }

  /** [saldo] The opening balance less every send made (ended REALIZADO); ?bloqueios=true adds zero blocked amounts. */
  private saldo(url: URL, response: ServerResponse): void {
    if (this.failNextSaldo) {
      const { status, nome, mensagem } = this.failNextSaldo;
      this.failNextSaldo = undefined;
      return send(response, status, { nome, mensagem });
    }
    let left = new Decimal(this.openingSaldo);
    for (const made of this.sends.values()) {
      if (made.ending.status === 'REALIZADO' && Date.now() >= made.at + made.ending.afterMs) left = left.minus(made.valor);
    }
    const saldo = left.toFixed(2);
    const answer = {
      saldo,
      ...(url.searchParams.get('bloqueios') === 'true' ? { bloqueios: { judicial: '0.00', medCautelar: '0.00', total: '0.00' } } : {}),
    };
    const problem = saldoProblem(answer);
    if (problem) {
      this.violations.push(`answer to GET /v2/gn/saldo: ${problem}`);
      return send(response, 500, { nome: 'erro_aplicacao', mensagem: problem });
    }
    send(response, 200, answer);
  }

  private readSent(idEnvio: string, response: ServerResponse): void {
    if (this.bareNotFoundOnNextRead) {
      this.bareNotFoundOnNextRead = false;
      return send(response, 404);
    }
    const made = this.sends.get(idEnvio);
    if (!made) {
      // [envio] 404 of "Consultar Pix enviado através do Identificador da transação".
      return send(response, 404, {
        type: 'https://pix.bcb.gov.br/api/v2/error/PixEnviadoNaoEncontrado',
        title: 'Não Encontrado',
        status: 404,
        detail: 'Pix enviado não encontrado para o idEnvio informado.',
      });
    }
    // [envio] 200 "Pix enviado através endpoint da API Pix para uma chave pix"; [hook] gnExtras.erro when rejected.
    send(response, 200, this.rendered(made));
  }

  /** A send as the read and the list show it now. */
  private rendered(made: FakeSend & { at: number }): Record<string, unknown> {
    const ended = Date.now() >= made.at + made.ending.afterMs;
    const status = ended ? made.ending.status : 'EM_PROCESSAMENTO';
    return {
      endToEndId: made.e2eId,
      idEnvio: made.idEnvio,
      valor: made.valor,
      chave: this.options.payerKey,
      status,
      ...(made.infoPagador ? { infoPagador: made.infoPagador } : {}),
      horario: { solicitacao: made.solicitacao, ...(status === 'REALIZADO' ? { liquidacao: new Date(made.at + made.ending.afterMs).toISOString() } : {}) },
      favorecido: { chave: made.favorecidoChave, identificacao: { nome: 'Francisco da Silva', cpf: '***.456.789-**' } },
      ...(status === 'NAO_REALIZADO' && made.ending.erro ? { gnExtras: { idEnvio: made.idEnvio, erro: made.ending.erro } } : {}),
    };
  }

  /** [lista] GET /v2/gn/pix/enviados: the sends requested in [inicio, fim], oldest first, one page. */
  private listSent(query: URLSearchParams, response: ServerResponse): void {
    this.listQueries.push(query);
    const violacoes: { razao: string; propriedade: string }[] = [];
    const instant = (name: string) => {
      const value = query.get(name);
      if (value === null || !RFC3339.test(value) || Number.isNaN(Date.parse(value))) {
        violacoes.push({ razao: `${name} é obrigatório e deve respeitar RFC 3339`, propriedade: name });
        return Number.NaN;
      }
      return Date.parse(value);
    };
    const integer = (name: string, fallback: number, min: number, max: number) => {
      const value = query.get(name);
      if (value === null) return fallback;
      if (!/^\d{1,9}$/.test(value) || Number(value) < min || Number(value) > max) {
        violacoes.push({ razao: `${name} deve ser um inteiro entre ${min} e ${max}`, propriedade: name });
      }
      return Number(value);
    };
    const inicio = instant('inicio');
    const fim = instant('fim');
    const pagina = integer('paginacao.paginaAtual', 0, 0, 999_999_999);
    const porPagina = integer('paginacao.itensPorPagina', 100, 1, 1000);
    const status = query.get('status');
    if (status !== null && !['EM_PROCESSAMENTO', 'CONCLUIDA', 'NAO_REALIZADO'].includes(status))
      violacoes.push({ razao: 'status deve ser EM_PROCESSAMENTO, CONCLUIDA ou NAO_REALIZADO', propriedade: 'status' });
    const devolucao = query.get('devolucaoPresente');
    if (devolucao !== null && devolucao !== 'true' && devolucao !== 'false')
      violacoes.push({ razao: 'devolucaoPresente deve ser true ou false', propriedade: 'devolucaoPresente' });
    if (violacoes.length === 0 && inicio > fim) violacoes.push({ razao: 'inicio deve ser anterior a fim', propriedade: 'inicio' });
    if (violacoes.length > 0) {
      return send(response, 400, {
        type: 'https://pix.bcb.gov.br/api/v2/error/ConsultaInvalida',
        title: 'Consulta inválida',
        status: 400,
        detail: 'Um ou mais parâmetros da consulta são inválidos.',
        violacoes,
      });
    }
    const wanted = status === 'CONCLUIDA' ? 'REALIZADO' : status;
    const all = [...this.sends.values()]
      .filter((made) => Date.parse(made.solicitacao) >= inicio && Date.parse(made.solicitacao) <= fim)
      .sort((a, b) => Date.parse(a.solicitacao) - Date.parse(b.solicitacao) || a.idEnvio.localeCompare(b.idEnvio))
      .map((made) => this.rendered(made))
      .filter((item) => wanted === null || item.status === wanted)
      // No send of this fake is returned (devoluções are not made here): devolucaoPresente=true finds none.
      .filter(() => devolucao !== 'true');
    const items = all.slice(pagina * porPagina, (pagina + 1) * porPagina);
    if (!this.listEnvelope) return send(response, 200, items);
    send(response, 200, {
      parametros: {
        inicio: new Date(inicio).toISOString(),
        fim: new Date(fim).toISOString(),
        paginacao: {
          paginaAtual: pagina,
          itensPorPagina: porPagina,
          quantidadeDePaginas: Math.ceil(all.length / porPagina),
          quantidadeTotalDeItens: all.length,
        },
      },
      pix: items,
    });
  }
}

/** RFC 3339 date-time, as the list's inicio and fim must be ([lista]). */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

let saldoValidator: ValidateFunction | undefined;

/** Why `answer` is not SALDO_ANSWER, or undefined. */
function saldoProblem(answer: unknown): string | undefined {
  if (!saldoValidator) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    saldoValidator = ajv.compile(SALDO_ANSWER);
  }
  return saldoValidator(answer) ? undefined : new Ajv().errorsText(saldoValidator.errors);
}

/** [attrs] the documented constraints of the send call; the first broken one, or undefined. */
function invalidSendBody(idEnvio: string, body: unknown): string | undefined {
  if (!/^[a-zA-Z0-9]{1,35}$/.test(idEnvio)) return 'idEnvio deve respeitar ^[a-zA-Z0-9]{1,35}$';
  const request = body as
    | { valor?: unknown; pagador?: { chave?: unknown; infoPagador?: unknown }; favorecido?: { chave?: unknown; contaBanco?: unknown } }
    | undefined;
  if (typeof request?.valor !== 'string' || !/^\d{1,10}\.\d{2}$/.test(request.valor)) return 'Campo valor deve respeitar \\d{1,10}\\.\\d{2}';
  if (Number(request.valor) <= 0) return 'Campo valor deve ser maior que zero';
  if (typeof request.pagador?.chave !== 'string' || request.pagador.chave.length > 77) return 'Campo pagador.chave é obrigatório (até 77 caracteres)';
  if (request.pagador.infoPagador !== undefined && (typeof request.pagador.infoPagador !== 'string' || request.pagador.infoPagador.length >= 140))
    return 'Campo pagador.infoPagador deve ter menos de 140 caracteres';
  if (typeof request.favorecido?.chave !== 'string' || request.favorecido.chave.length > 77)
    return 'Campo favorecido.chave é obrigatório neste fake (até 77 caracteres)';
  const favorecido = request.favorecido as { cpf?: unknown; cnpj?: unknown };
  if (favorecido.cpf !== undefined && (typeof favorecido.cpf !== 'string' || !/^\d{11}$/.test(favorecido.cpf)))
    return 'Campo favorecido.cpf deve ter 11 dígitos';
  if (favorecido.cnpj !== undefined && (typeof favorecido.cnpj !== 'string' || !/^[0-9A-Z]{14}$/.test(favorecido.cnpj)))
    return 'Campo favorecido.cnpj deve ter 14 caracteres';
  return undefined;
}

/** The shape of the documented examples: E + ISPB 09089356 + yyyyMMddHHmm + "API" + 8 characters. */
function endToEndId(): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 12);
  return `E09089356${stamp}API${randomBytes(4).toString('hex')}`;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function send(response: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) }).end(text);
}
