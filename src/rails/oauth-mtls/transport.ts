// Owns the wire to an API reached with an OAuth 2.0 client-credentials token over mutual TLS, as the BCB's API Pix and
// every PSP implementing it (Efí among them, for its own /v2/gn and /v3/gn calls too) require: the client certificate
// and key read from PEM files, the token (kept until shortly before it expires, concurrent callers sharing one token
// request, fetched anew once when the API answers 401), a time limit on each exchange, and the one judgement a money
// movement needs from a transport: whether a failed call certainly never reached the provider's application
// (RailUnavailableError) or may have (a plain Error, outcome unknown). It knows HTTP, not the API's resources.
//
// "Not sent" is decided by whether this call's TLS handshake finished, not by the error's code. Every call opens its
// own connection (no keep-alive), and until the client side of the handshake is done not one byte of the request has
// been written (no TLS early data), so any failure before then (refused, unresolved, unreachable, a reset or a timeout
// during the handshake, the provider's certificate failing our verification) is certain. A list of codes would be
// wrong both ways: ECONNRESET or a timeout say nothing of *when* they happened, and on a kept-alive connection even a
// refused-looking failure can follow a written request. After the handshake one failure is still certain: the
// provider's TLS layer refusing our client certificate (a certificate alert). Under TLS 1.3 the client may have written
// the request by then, but a server's TLS layer hands no application data to its HTTP layer from a peer it has not
// authenticated. Any other alert, a broken connection, or a timeout after the handshake leave the outcome unknown.
//
// Where the two adapters that first wrote this differed, the stricter behaviour is kept: a token answer must say
// `token_type: Bearer` and a positive `expires_in` (RFC 6749 5.1 requires the first and recommends the second; without
// it we cannot tell when to renew), a token is renewed a margin before it expires (at most half its life), answers
// larger than 1 MB are refused, HTTPS with TLS 1.2 or later only, and a client id with a colon is refused (HTTP Basic).
import { readFileSync } from 'node:fs';
import type { buildConnector, Client, Dispatcher } from 'undici';
import { RailUnavailableError } from '../capabilities/errors.ts';

export interface OAuthMtlsSettings {
  /** Who is called, as messages name it: "Efí", "the PSP". */
  provider: string;
  /** The API's base URL, to which each call's path is appended as written, e.g. https://pix.example.com/api/v2. */
  baseUrl: string;
  /** The token endpoint (the API Pix leaves it to each PSP; most use POST {origin}/oauth/token). */
  tokenUrl: string;
  /**
   * How the token request carries `grant_type`: an `application/x-www-form-urlencoded` body as RFC 6749 4.4.2 says
   * (the default), or the JSON body some providers document instead (Efí: `{"grant_type":"client_credentials"}`).
   */
  tokenBody?: 'form' | 'json';
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes to ask for; omitted when undefined (the provider then grants the client's default). */
  scope?: string;
  /** PEM files: the client certificate the provider issued or signed, its key, and a CA bundle to trust it by. */
  certFile: string;
  keyFile: string;
  keyPassphrase?: string;
  caFile?: string;
  /** Upper bound for one HTTP exchange, connection and answer included (15 s by default). */
  timeoutMs?: number;
  /** A token is renewed this long before it expires (60 s by default), at most half its lifetime before. */
  tokenRenewBeforeMs?: number;
  /** The clock for the token's lifetime; tests move it. */
  now?: () => number;
}

export interface ProviderAnswer {
  status: number;
  /** Parsed JSON when the provider said it sent JSON, the text otherwise, undefined when empty. */
  body: unknown;
  /** The answer's Retry-After header, as sent (a 429's or a 503's wait: seconds or an HTTP date). */
  retryAfter?: string;
}

export type Method = 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE';

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_RENEW_BEFORE_MS = 60_000;
const MAX_BODY_BYTES = 1_000_000;
/** The provider's TLS layer refused our client certificate: its HTTP layer never saw the request. */
const CERTIFICATE_REFUSED =
  /^ERR_SSL_(TLSV13_ALERT_CERTIFICATE_REQUIRED|(SSLV3|TLSV1)_ALERT_(BAD_CERTIFICATE|UNKNOWN_CA|CERTIFICATE_EXPIRED|CERTIFICATE_REVOKED|CERTIFICATE_UNKNOWN|UNSUPPORTED_CERTIFICATE|ACCESS_DENIED))$/;
/** The OAuth `error` codes of RFC 6749 5.2 and their kin: the only part of a token endpoint's error body ever repeated. */
const OAUTH_ERROR_CODE = /^[a-z_]{1,64}$/;

interface Token {
  value: string;
  renewAt: number;
}

/** What one exchange learnt about its own connection. */
interface Exchange {
  handshakeDone: boolean;
  /**
   * The first error its TLS socket raised. undici reports a TLS 1.3 alert that arrives after our side of the handshake
   * as "other side closed" (the socket's end overtakes its error), so the alert is read from the socket itself.
   */
  socketError?: Error;
}

class ExchangeTimeoutError extends Error {
  override readonly name = 'ExchangeTimeoutError';
}

export class OAuthMtlsTransport {
  readonly #settings: OAuthMtlsSettings;
  readonly #tls: buildConnector.BuildOptions;
  #undici: Promise<{ connector: buildConnector.connector; Client: typeof Client }> | undefined;
  readonly #timeoutMs: number;
  readonly #renewBeforeMs: number;
  readonly #now: () => number;
  readonly #base: string;
  readonly #open = new Set<Client>();
  #token: Token | undefined;
  #pendingToken: Promise<Token> | undefined;

  constructor(settings: OAuthMtlsSettings) {
    if (settings.clientId.includes(':')) throw new Error('the client id cannot hold a colon (HTTP Basic joins id and secret with one)');
    for (const url of [settings.baseUrl, settings.tokenUrl]) {
      if (new URL(url).protocol !== 'https:') throw new Error(`${settings.provider} is reached over HTTPS only (mutual TLS): ${url} is not an https URL`);
    }
    this.#settings = settings;
    this.#timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#renewBeforeMs = settings.tokenRenewBeforeMs ?? DEFAULT_RENEW_BEFORE_MS;
    this.#now = settings.now ?? Date.now;
    this.#base = settings.baseUrl.replace(/\/+$/, '');
    // Read now, so that a missing or unreadable file stops the start; undici itself (~0.16 s of CPU) is loaded at the
    // first call (#exchange), not at every start of a process that never calls the provider.
    this.#tls = {
      cert: readPem(settings.certFile, 'client certificate'),
      key: readPem(settings.keyFile, 'client key'),
      passphrase: settings.keyPassphrase,
      ca: settings.caFile === undefined ? undefined : readPem(settings.caFile, 'CA bundle'),
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2',
      timeout: this.#timeoutMs,
    };
  }

  /**
   * One call to the API: `path` is already encoded and starts with '/'. A 401 is answered by one new token and one
   * retry (the provider did nothing with a request it refused to authenticate; it may revoke a token before its
   * `expires_in`); the second answer is returned whatever it is. Throws RailUnavailableError when the request certainly
   * never reached the provider (no token could be had included); any other failure is a plain Error, outcome unknown.
   */
  async call(method: Method, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<ProviderAnswer> {
    const first = await this.#bearer();
    const answer = await this.#send(method, path, first.value, body, extraHeaders);
    if (answer.status !== 401) return answer;
    if (this.#token === first) this.#token = undefined;
    const second = await this.#bearer();
    return this.#send(method, path, second.value, body, extraHeaders);
  }

  async close(): Promise<void> {
    await Promise.all([...this.#open].map((client) => client.destroy()));
  }

  async #bearer(): Promise<Token> {
    if (this.#token && this.#now() < this.#token.renewAt) return this.#token;
    // Calls that find no valid token at the same time share one token request.
    this.#pendingToken ??= this.#fetchToken().finally(() => {
      this.#pendingToken = undefined;
    });
    this.#token = await this.#pendingToken;
    return this.#token;
  }

  /** No API call is made without a token, so any failure here leaves the provider untouched: RailUnavailableError. */
  async #fetchToken(): Promise<Token> {
    const { provider, clientId, clientSecret, scope, tokenBody } = this.#settings;
    // RFC 6749 (2.3.1) form-encodes both before joining them; providers document the plain base64 of "id:secret",
    // which is the same for the letters, digits and -._~ their credentials use, and not for a secret with '+' or '/'.
    const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
    const grant: Record<string, string> = { grant_type: 'client_credentials', ...(scope === undefined ? {} : { scope }) };
    const [contentType, payload] =
      tokenBody === 'json' ? ['application/json', JSON.stringify(grant)] : ['application/x-www-form-urlencoded', new URLSearchParams(grant).toString()];
    const requestedAt = this.#now();
    let answer: ProviderAnswer;
    try {
      answer = await this.#exchange(
        'POST',
        new URL(this.#settings.tokenUrl),
        { authorization: `Basic ${basic}`, 'content-type': contentType, accept: 'application/json' },
        payload,
        {
          handshakeDone: false,
        },
      );
    } catch (error) {
      throw new RailUnavailableError(`no access token from ${provider} (${describe(error, this.#timeoutMs)}); nothing was sent`, { cause: error });
    }
    const token = (answer.body ?? {}) as { access_token?: unknown; token_type?: unknown; expires_in?: unknown; error?: unknown };
    if (answer.status !== 200) {
      // Of an error body only an OAuth error code is repeated: the body could echo what was sent.
      const code = typeof token.error === 'string' && OAUTH_ERROR_CODE.test(token.error) ? ` (error ${token.error})` : '';
      throw new RailUnavailableError(
        `${provider}'s token endpoint answered HTTP ${answer.status}${code}; nothing was sent (check the client id, secret, scopes and certificate)`,
      );
    }
    const lifetimeS = token.expires_in;
    if (
      typeof token.access_token !== 'string' ||
      token.access_token === '' ||
      typeof token.token_type !== 'string' ||
      token.token_type.toLowerCase() !== 'bearer' ||
      typeof lifetimeS !== 'number' ||
      !(lifetimeS > 0)
    ) {
      throw new RailUnavailableError(`${provider}'s token endpoint answered without a Bearer access_token and a positive expires_in; nothing was sent`);
    }
    const lifetimeMs = lifetimeS * 1000;
    // A token shorter-lived than the margin is still used for half its life rather than never.
    return { value: token.access_token, renewAt: requestedAt + lifetimeMs - Math.min(this.#renewBeforeMs, lifetimeMs / 2) };
  }

  async #send(method: Method, path: string, token: string, body: unknown, extraHeaders: Record<string, string>): Promise<ProviderAnswer> {
    const { provider } = this.#settings;
    const headers: Record<string, string> = { ...extraHeaders, authorization: `Bearer ${token}`, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const exchange: Exchange = { handshakeDone: false };
    try {
      return await this.#exchange(method, new URL(this.#base + path), headers, body === undefined ? undefined : JSON.stringify(body), exchange);
    } catch (error) {
      const what = `${method} ${path} to ${provider}`;
      const reason = describe(error, this.#timeoutMs);
      if (!exchange.handshakeDone)
        throw new RailUnavailableError(`${what} could not be made (${reason}) before the TLS handshake finished; nothing was sent`, { cause: error });
      const alert = [errorCode(error), errorCode(exchange.socketError)].find((code) => CERTIFICATE_REFUSED.test(code ?? ''));
      if (alert !== undefined)
        throw new RailUnavailableError(`${what}: ${provider} refused our client certificate (${alert}); nothing was taken`, { cause: error });
      throw new Error(`${what} ${reason}; whether ${provider} acted on it is unknown`, { cause: error });
    }
  }

  /** One request on a connection of its own, so that `exchange.handshakeDone` speaks of this request alone. */
  async #exchange(method: Method, url: URL, headers: Record<string, string>, body: string | undefined, exchange: Exchange): Promise<ProviderAnswer> {
    this.#undici ??= import('undici').then(({ buildConnector, Client }) => ({ connector: buildConnector(this.#tls), Client }));
    const { connector, Client } = await this.#undici;
    const client = new Client(url.origin, {
      connect: (options, callback) =>
        connector(options, (...args) => {
          if (args[0] === null) {
            exchange.handshakeDone = true;
            args[1].on('error', (error: Error) => (exchange.socketError ??= error));
          }
          callback(...args);
        }),
      pipelining: 0,
    });
    this.#open.add(client);
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new ExchangeTimeoutError(`did not answer within ${this.#timeoutMs} ms`)), this.#timeoutMs);
    try {
      const response = await client.request({ method, path: url.pathname + url.search, headers, body, signal: timeout.signal, reset: true });
      const text = await readLimited(response.body);
      const type = String(response.headers['content-type'] ?? '');
      const retryAfterHeader = response.headers['retry-after'];
      const answer = (body: unknown): ProviderAnswer => ({
        status: response.statusCode,
        body,
        ...(typeof retryAfterHeader === 'string' ? { retryAfter: retryAfterHeader } : {}),
      });
      if (text === '') return answer(undefined);
      if (!/json/i.test(type)) return answer(text);
      try {
        return answer(JSON.parse(text) as unknown);
      } catch {
        return answer(text);
      }
    } finally {
      clearTimeout(timer);
      this.#open.delete(client);
      await client.destroy();
    }
  }
}

async function readLimited(body: Dispatcher.ResponseData['body']): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) {
      body.destroy();
      throw new Error(`answered more than ${MAX_BODY_BYTES} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function readPem(file: string, what: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    // The path is configuration, not a secret; the content never appears in a message.
    throw new Error(`cannot read the ${what} file ${file}: ${errorCode(error) ?? 'unreadable'}`);
  }
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** What went wrong, for a message: the code and the error's own words, which never carry a header or a body. */
function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof ExchangeTimeoutError) return `timed out: ${error.message}`;
  const code = errorCode(error);
  if (code === 'UND_ERR_CONNECT_TIMEOUT') return `timed out: no connection within ${timeoutMs} ms`;
  // OpenSSL's messages run over several lines of internals; the first says what happened.
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim();
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}
