// A fake PSP on 127.0.0.1 that holds Ponte's BCB API Pix adapter to the Banco Central's document: HTTPS that demands a
// client certificate from the test CA, its own OAuth 2.0 token endpoint (HTTP Basic client auth, client_credentials,
// tokens that expire), and every request and answer of the API paths validated against the API Pix 2.9.0 OpenAPI
// document. A request that breaks the document gets a 400 and an answer that would break it a 500, and both are
// recorded in `violations`, which each test expects empty. Resources and controls live in psp-api.ts.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FakePixApi, problem, type Answer, type ApiOptions, type PayOptions } from './psp-api.ts';
import { specValidator, type SpecValidator } from './spec-validator.ts';
import type { TestPki } from '../../fakes/pki.ts';

export interface FakePspOptions extends Partial<Omit<ApiOptions, 'deliver'>> {
  pki: TestPki;
  clientId?: string;
  clientSecret?: string;
  /** The `expires_in` of the tokens it issues; they stop working after it. */
  tokenTtlS?: number;
  /** False: the API refuses every token it issues (its authorization server and API disagree). */
  tokensWork?: boolean;
  /** Scopes a client may have; an API call needs the scope the document lists for its operation. */
  grantedScopes?: string[];
}

export const API_PREFIX = '/v2';
const ALL_SCOPES = ['cob.read', 'cob.write', 'pix.read', 'pix.write', 'webhook.read', 'webhook.write'];

export class FakePsp {
  readonly violations: string[] = [];
  /** Operations answered, in order ("PUT /cob/{txid} 201"), and callbacks sent ("POST callback 200"). */
  readonly log: string[] = [];
  readonly stats = { tokenRequests: 0, apiRequests: 0, unauthorized: 0 };
  readonly api: FakePixApi;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly #tokens = new Map<string, { expiresAt: number; scopes: string[] }>();
  readonly #faults: Array<{
    status?: number;
    delayMs?: number;
    operation?: string;
    retryAfter?: string;
    kind?: string;
    violacoes?: Array<{ razao: string; propriedade?: string }>;
  }> = [];
  #server!: Server;
  #validator!: SpecValidator;

  private constructor(private readonly options: FakePspOptions) {
    this.clientId = options.clientId ?? 'ponte-client-id';
    this.clientSecret = options.clientSecret ?? randomBytes(18).toString('base64url');
    this.api = new FakePixApi({
      pixKey: options.pixKey ?? '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
      ispb: options.ispb ?? '12345678',
      repeatedPut: options.repeatedPut ?? 'accept',
      copyAndPaste: options.copyAndPaste ?? false,
      reportPayer: options.reportPayer ?? true,
      refundDelayMs: options.refundDelayMs ?? 50,
      deliver: (url, body) => this.#deliver(url, body),
    });
  }

  static async start(options: FakePspOptions): Promise<FakePsp> {
    const fake = new FakePsp(options);
    fake.#validator = await specValidator();
    fake.#server = createServer(
      { cert: options.pki.server.cert, key: options.pki.server.key, ca: options.pki.caPem, requestCert: true, rejectUnauthorized: true },
      (request, response) => {
        fake.#serve(request, response).catch((error: unknown) => {
          fake.violations.push(`fake PSP failed: ${String(error)}`);
          if (!response.headersSent) response.writeHead(500).end();
        });
      },
    );
    await new Promise<void>((resolve) => fake.#server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get origin(): string {
    return `https://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }
  get baseUrl(): string {
    return this.origin + API_PREFIX;
  }
  get tokenUrl(): string {
    return `${this.origin}/oauth/token`;
  }
  get pixKey(): string {
    return this.options.pixKey ?? '7d9f0335-8dcc-4054-9bf9-0dbd61d36906';
  }

  /** Every token issued so far stops working, as when the PSP rotates them before `expires_in`. */
  revokeTokens(): void {
    this.#tokens.clear();
  }
  /**
   * The next API request (to `operation`, as the log names it, "PUT /pix/{e2eid}/devolucao/{id}", when given) is answered
   * with this status (a PSP fault), after nothing was done: the problem type `kind` (ServicoIndisponivel for a 503,
   * ErroInternoDoServidor otherwise) with `violacoes`, and a Retry-After header when given.
   */
  failNext(
    status: number,
    options: { operation?: string; retryAfter?: string; kind?: string; violacoes?: Array<{ razao: string; propriedade?: string }> } = {},
  ): void {
    this.#faults.push({ status, ...options });
  }
  /** The next API request is carried out, and its answer sent `delayMs` later. */
  delayNext(delayMs: number): void {
    this.#faults.push({ delayMs });
  }
  /** The refund will end NAO_REALIZADO with `motivo`. */
  refuseRefund(endToEndId: string, refundId: string, motivo: string): void {
    this.api.refusals.set(`${endToEndId}/${refundId}`, motivo);
  }
  /** The payer's PSP takes part or all of a PIX back under the MED; returns the devolução's id. */
  medReturn(endToEndId: string, valor: string, natureza: 'MED_OPERACIONAL' | 'MED_FRAUDE'): string {
    return this.api.medReturn(endToEndId, valor, natureza);
  }
  pay(txid: string, options?: PayOptions): Promise<string> {
    return this.api.pay(txid, options);
  }
  /** The violations recorded so far, which are then forgotten. */
  takeViolations(): string[] {
    return this.violations.splice(0);
  }

  async close(): Promise<void> {
    await this.api.stop();
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  async #serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.origin);
    const text = await readBody(request);
    if (request.method === 'POST' && url.pathname === '/oauth/token') return this.#token(request, text, response);
    if (!url.pathname.startsWith(`${API_PREFIX}/`)) return send(response, { status: 404 });
    this.stats.apiRequests++;

    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const token = bearer === undefined ? undefined : this.#tokens.get(bearer);
    if (!token || token.expiresAt <= Date.now()) {
      this.stats.unauthorized++;
      // No operation of the document declares 401 (OAuth is left to the BCB's security manual): an RFC 7807 problem.
      const answer = { status: 401, body: { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'A valid Bearer access token is required.' } };
      this.#record('401 answer', this.#validator.problem(answer.body));
      return send(response, answer);
    }

    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    let body: unknown;
    if (text !== '') {
      if (!/^application\/json\b/i.test(headers['content-type'] ?? ''))
        this.#record(`${request.method} ${url.pathname}`, ['body not sent as application/json']);
      try {
        body = JSON.parse(text);
      } catch {
        this.#record(`${request.method} ${url.pathname}`, ['body is not JSON']);
        return send(response, problem(400, 'RequisicaoInvalida', 'Requisição inválida.'));
      }
    }
    const checked = this.#validator.request({
      method: request.method ?? 'GET',
      path: url.pathname.slice(API_PREFIX.length),
      query: url.search.slice(1),
      headers,
      body,
    });
    const operation = checked.operation;
    if (!operation) return send(response, problem(404, 'NaoEncontrado', 'Não Encontrado'));
    const name = String(operation.operationId);
    if (checked.errors.length > 0) {
      this.#record(`${name} request`, checked.errors);
      const violacoes = checked.errors.map((error) => ({ razao: error, propriedade: error.split(' ')[0] }));
      return send(response, problem(400, 'RequisicaoInvalida', 'Requisição inválida.', 'A requisição não respeita o schema.', violacoes));
    }
    const needed = (operation.security ?? []).flatMap((requirement) => requirement.OAuth2 ?? []);
    if (!needed.every((scope) => token.scopes.includes(scope))) {
      this.log.push(`${name} 403`);
      return send(response, problem(403, 'AcessoNegado', 'Acesso Negado', `Escopo necessário: ${needed.join(' ')}`));
    }

    const at = this.#faults.findIndex((candidate) => candidate.operation === undefined || candidate.operation === name);
    const fault = at < 0 ? undefined : this.#faults.splice(at, 1)[0];
    if (fault?.status) {
      this.log.push(`${name} ${fault.status} (fault)`);
      const kind = fault.kind ?? (fault.status === 503 ? 'ServicoIndisponivel' : 'ErroInternoDoServidor');
      return send(
        response,
        problem(fault.status, kind, 'Falha simulada', undefined, fault.violacoes),
        fault.retryAfter === undefined ? {} : { 'retry-after': fault.retryAfter },
      );
    }
    const params = this.#params(name, url.pathname.slice(API_PREFIX.length));
    let answer = this.api.handle(name, params, Object.fromEntries(url.searchParams), body as Record<string, any>);
    const errors = this.#validator.response(operation, answer.status, answer.body);
    if (errors.length > 0) {
      this.#record(`${name} answer ${answer.status}`, errors);
      answer = problem(500, 'ErroInternoDoServidor', 'Erro interno do servidor');
    }
    this.log.push(`${name} ${answer.status}`);
    if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    send(response, answer);
  }

  #params(operationId: string, path: string): Record<string, string> {
    const template = operationId.split(' ')[1]!.split('/');
    const parts = path.split('/');
    return Object.fromEntries(
      template.flatMap((segment, index) => (segment.startsWith('{') ? [[segment.slice(1, -1), decodeURIComponent(parts[index] ?? '')]] : [])),
    );
  }

  #token(request: IncomingMessage, text: string, response: ServerResponse): void {
    this.stats.tokenRequests++;
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const [id, secret] = Buffer.from(basic ?? '', 'base64')
      .toString('utf8')
      .split(/:(.*)/s);
    const form = new URLSearchParams(text);
    if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '')) {
      return send(response, { status: 400, body: { error: 'invalid_request' } });
    }
    if (id !== this.clientId || !equal(secret ?? '', this.clientSecret)) {
      return send(response, { status: 401, body: { error: 'invalid_client' } }, { 'www-authenticate': 'Basic realm="pix"' });
    }
    if (form.get('grant_type') !== 'client_credentials') return send(response, { status: 400, body: { error: 'unsupported_grant_type' } });
    const granted = this.options.grantedScopes ?? ALL_SCOPES;
    const asked = form.get('scope')?.split(' ').filter(Boolean) ?? granted;
    if (!asked.every((scope) => granted.includes(scope))) return send(response, { status: 400, body: { error: 'invalid_scope' } });
    const ttl = this.options.tokenTtlS ?? 3600;
    const accessToken = randomBytes(24).toString('base64url');
    if (this.options.tokensWork !== false) this.#tokens.set(accessToken, { expiresAt: Date.now() + ttl * 1000, scopes: asked });
    send(response, { status: 200, body: { access_token: accessToken, token_type: 'Bearer', expires_in: ttl, scope: asked.join(' ') } });
  }

  async #deliver(url: string, body: Record<string, any>): Promise<void> {
    this.#record('callback POST {webhookUrl}/pix', this.#validator.callback(body));
    try {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      });
      await answer.arrayBuffer();
      this.log.push(`POST callback ${answer.status}`);
    } catch (error) {
      this.log.push(`POST callback failed: ${String(error)}`);
    }
  }

  #record(where: string, errors: string[]): void {
    for (const error of errors) this.violations.push(`${where}: ${error}`);
  }
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, answer: Answer, headers: Record<string, string> = {}): void {
  if (answer.body === undefined) {
    response.writeHead(answer.status, headers).end();
    return;
  }
  // The document answers errors as application/problem+json.
  const type = answer.status >= 400 && 'type' in (answer.body as object) ? 'application/problem+json' : 'application/json';
  response.writeHead(answer.status, { ...headers, 'content-type': type }).end(JSON.stringify(answer.body));
}
