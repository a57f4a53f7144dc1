// Owns the wire to a PSP's API Pix: mutual TLS with the client certificate and key read from files, the OAuth 2.0
// client-credentials token (kept until shortly before it expires, fetched anew once when the API answers 401), time
// limits, and what a failure says about whether the PSP took the request. It knows HTTP, not the API's resources.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'undici';
import { RailUnavailableError } from '../errors.ts';

export interface TransportSettings {
  /** The API's base URL, to which the API Pix paths are appended, e.g. https://pix.example.com/api/v2. */
  baseUrl: string;
  /** The PSP's token endpoint; the API Pix leaves it to each PSP (most use POST {base}/oauth/token). */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes to ask for; omitted when undefined (the PSP then grants the client's default scopes). */
  scope?: string;
  /** PEM files: the client certificate the PSP issued or signed, its key, and a CA bundle to trust the PSP by. */
  certFile: string;
  keyFile: string;
  keyPassphrase?: string;
  caFile?: string;
  /** Upper bound for one HTTP exchange, connection included. */
  timeoutMs?: number;
  /** The clock for the token's lifetime; tests move it. */
  now?: () => number;
}

export interface PspAnswer {
  status: number;
  /** Parsed JSON when the PSP sent JSON, the text otherwise, undefined when empty. */
  body: unknown;
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** Refetch a token this long before it expires (at most a tenth of its lifetime), so no call carries a dying one. */
const TOKEN_MARGIN_S = 60;

/**
 * Failures that happen before a request leaves this process: the name did not resolve, nothing listens, no route,
 * the TCP connection could not be made in time, or we refused the PSP's certificate (verified before a byte is sent).
 * A TLS 1.3 server that refuses our client certificate closes the connection after we may have written the request;
 * that shows as a closed socket and stays "outcome unknown", like any other broken connection.
 */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function readPem(file: string, what: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    // The path is configuration, not a secret; the content never appears in a message.
    throw new Error(`cannot read the ${what} file ${file}: ${errorCode(error) ?? String(error)}`);
  }
}

interface Token {
  value: string;
  refreshAt: number;
}

export class BcbPixTransport {
  readonly #settings: TransportSettings;
  readonly #agent: Agent;
  readonly #timeoutMs: number;
  readonly #now: () => number;
  readonly #base: string;
  #token: Token | undefined;
  #pendingToken: Promise<Token> | undefined;

  constructor(settings: TransportSettings) {
    if (settings.clientId.includes(':')) throw new Error('the client id cannot hold a colon (HTTP Basic joins id and secret with one)');
    this.#settings = settings;
    this.#timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#now = settings.now ?? Date.now;
    this.#base = settings.baseUrl.replace(/\/+$/, '');
    this.#agent = new Agent({
      connect: {
        cert: readPem(settings.certFile, 'client certificate'),
        key: readPem(settings.keyFile, 'client key'),
        passphrase: settings.keyPassphrase,
        ca: settings.caFile === undefined ? undefined : readPem(settings.caFile, 'CA bundle'),
        rejectUnauthorized: true,
        timeout: this.#timeoutMs,
      },
      headersTimeout: this.#timeoutMs,
      bodyTimeout: this.#timeoutMs,
    });
  }

  /**
   * One call to the API: `path` is already encoded and starts with '/'. A 401 is answered by one new token and one
   * retry (the PSP did nothing with a request it refused to authenticate). Throws RailUnavailableError when the request
   * certainly never reached the PSP; any other failure is a plain Error, its outcome unknown.
   */
  async call(method: 'GET' | 'PUT' | 'PATCH', path: string, body?: unknown): Promise<PspAnswer> {
    const first = await this.#bearer();
    const answer = await this.#send(method, path, first.value, body);
    if (answer.status !== 401) return answer;
    if (this.#token === first) this.#token = undefined;
    const second = await this.#bearer();
    return this.#send(method, path, second.value, body);
  }

  async close(): Promise<void> {
    await this.#agent.close();
  }

  async #bearer(): Promise<Token> {
    if (this.#token && this.#now() < this.#token.refreshAt) return this.#token;
    // Calls that find no valid token at the same time share one token request.
    this.#pendingToken ??= this.#fetchToken().finally(() => {
      this.#pendingToken = undefined;
    });
    this.#token = await this.#pendingToken;
    return this.#token;
  }

  async #fetchToken(): Promise<Token> {
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (this.#settings.scope !== undefined) form.set('scope', this.#settings.scope);
    // RFC 6749 (2.3.1) form-encodes both before joining them; PSPs document the plain base64 of "id:secret", which is
    // the same for the letters, digits and -._~ their credentials use, and not for a secret with '+' or '/'.
    const basic = Buffer.from(`${this.#settings.clientId}:${this.#settings.clientSecret}`).toString('base64');
    const requestedAt = this.#now();
    let status: number;
    let body: unknown;
    try {
      ({ status, body } = await this.#exchange('POST', this.#settings.tokenUrl, {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      }, form.toString()));
    } catch (error) {
      throw new RailUnavailableError(`no access token from the PSP (${describe(error)}); the API request was not sent`);
    }
    const answer = (body ?? {}) as { access_token?: unknown; token_type?: unknown; expires_in?: unknown; error?: unknown };
    if (status !== 200 || typeof answer.access_token !== 'string' || answer.access_token === '') {
      // Only the OAuth error code is repeated: an error body could echo what was sent.
      const reason = typeof answer.error === 'string' ? `, error ${answer.error.slice(0, 64)}` : '';
      throw new RailUnavailableError(`the PSP's token endpoint answered ${status}${reason}; the API request was not sent`);
    }
    if (typeof answer.token_type === 'string' && answer.token_type.toLowerCase() !== 'bearer') {
      throw new RailUnavailableError(`the PSP's token endpoint issued a ${answer.token_type.slice(0, 32)} token, not a Bearer one`);
    }
    // RFC 6749 makes expires_in optional; without it the token is kept for a minute only.
    const lifetimeS = typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in : TOKEN_MARGIN_S;
    const marginS = Math.min(TOKEN_MARGIN_S, lifetimeS / 10);
    return { value: answer.access_token, refreshAt: requestedAt + (lifetimeS - marginS) * 1000 };
  }

  async #send(method: string, path: string, token: string, body: unknown): Promise<PspAnswer> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      return await this.#exchange(method, this.#base + path, headers, body === undefined ? undefined : JSON.stringify(body));
    } catch (error) {
      if (NOT_SENT_CODES.has(errorCode(error) ?? '')) {
        throw new RailUnavailableError(`${method} ${path} could not reach the PSP (${describe(error)}); nothing was sent`);
      }
      throw new Error(`${method} ${path} failed before the PSP answered (${describe(error)}); whether the PSP acted on it is unknown`);
    }
  }

  async #exchange(method: string, url: string, headers: Record<string, string>, body: string | undefined): Promise<PspAnswer> {
    const response = await request(url, {
      method: method as 'GET',
      headers,
      body,
      dispatcher: this.#agent,
      signal: AbortSignal.timeout(this.#timeoutMs),
    });
    const text = await response.body.text();
    const type = String(response.headers['content-type'] ?? '');
    if (text === '') return { status: response.statusCode, body: undefined };
    if (!/json/i.test(type)) return { status: response.statusCode, body: text };
    try {
      return { status: response.statusCode, body: JSON.parse(text) as unknown };
    } catch {
      return { status: response.statusCode, body: text };
    }
  }
}

function describe(error: unknown): string {
  const code = errorCode(error);
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') return 'timed out';
  const message = error instanceof Error ? error.message : String(error);
  return code ? `${code}: ${message}` : message;
}
