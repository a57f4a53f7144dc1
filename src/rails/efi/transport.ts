// Owns the way to Efí's API Pix: HTTPS with mutual TLS (the account's certificate and key, read from files), an OAuth 2.0
// client-credentials token kept until shortly before it expires, one retry with a new token on 401, and a timeout.
// It also owns the one judgement the payout contract needs from a transport: whether a failed call certainly never
// reached Efí's application (RailUnavailableError) or may have (a plain Error).
//
// Efí documents this at dev.efipay.com.br/docs/api-pix/credenciais ("Autorização com OAuth2": POST /oauth/token with HTTP
// Basic client_id:client_secret, body {"grant_type":"client_credentials"}, the certificate required on every call,
// answer {access_token, token_type: "Bearer", expires_in: 3600, scope}).
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { TLSSocket } from 'node:tls';
import { RailUnavailableError } from '../errors.ts';

export interface EfiTransportOptions {
  /** https://pix.api.efipay.com.br (production) or https://pix-h.api.efipay.com.br (homologation). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** PEM file of the account's certificate (Efí issues a .p12; NOTES.md shows the conversion). */
  certificateFile: string;
  /** PEM file of the certificate's private key. */
  keyFile: string;
  /** PEM file of the CA that signs Efí's server certificate, when the system's CAs are not to be used. */
  caFile?: string;
  /** Per call, token request included. */
  timeoutMs?: number;
  /** A token is renewed this long before Efí says it expires. */
  tokenRenewBeforeMs?: number;
}

export interface EfiAnswer {
  status: number;
  /** The parsed JSON body; undefined when the body was empty or not JSON. */
  body: unknown;
}

interface Token {
  value: string;
  renewAt: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_RENEW_BEFORE_MS = 60_000;
const MAX_BODY_BYTES = 1_000_000;
/** Failures of name resolution or of the connection itself: no byte of the request left this machine. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

export class EfiTransport {
  private readonly agent: https.Agent;
  private readonly baseUrl: URL;
  private readonly timeoutMs: number;
  private readonly renewBeforeMs: number;
  private token: Token | undefined;
  private pendingToken: Promise<Token> | undefined;

  constructor(private readonly options: EfiTransportOptions) {
    this.baseUrl = new URL(options.baseUrl);
    if (this.baseUrl.protocol !== 'https:') throw new Error('Efí is reached over HTTPS only (mutual TLS): baseUrl must start with https://');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.renewBeforeMs = options.tokenRenewBeforeMs ?? DEFAULT_RENEW_BEFORE_MS;
    this.agent = new https.Agent({
      cert: readPem(options.certificateFile, 'certificateFile'),
      key: readPem(options.keyFile, 'keyFile'),
      ca: options.caFile === undefined ? undefined : readPem(options.caFile, 'caFile'),
      minVersion: 'TLSv1.2',
      // A PUT on an idle kept-alive socket that the server has just closed fails with a reset that says nothing about
      // whether the send was taken. One handshake per call costs milliseconds; an unknown payout costs an operator.
      keepAlive: false,
    });
  }

  /**
   * Calls the API with a bearer token. A 401 is answered once more with a new token (Efí may revoke a token before its
   * `expires_in`); the second answer is returned whatever it is. Throws RailUnavailableError when the call certainly
   * never reached Efí's application, a plain Error when that is unknown.
   */
  async call(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<EfiAnswer> {
    const first = await this.accessToken();
    const answer = await this.exchange(method, path, body, `Bearer ${first.value}`);
    if (answer.status !== 401) return answer;
    if (this.token === first) this.token = undefined;
    const second = await this.accessToken();
    return this.exchange(method, path, body, `Bearer ${second.value}`);
  }

  close(): void {
    this.agent.destroy();
  }

  private async accessToken(): Promise<Token> {
    if (this.token && Date.now() < this.token.renewAt) return this.token;
    this.pendingToken ??= this.requestToken().finally(() => (this.pendingToken = undefined));
    return this.pendingToken;
  }

  /** No call is made without a token, so any failure here leaves Efí untouched: all of them are RailUnavailableError. */
  private async requestToken(): Promise<Token> {
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    let answer: EfiAnswer;
    try {
      answer = await this.exchange('POST', '/oauth/token', { grant_type: 'client_credentials' }, `Basic ${basic}`);
    } catch (error) {
      throw new RailUnavailableError(`Efí's token could not be obtained, so nothing was asked of Efí: ${messageOf(error)}`, { cause: error });
    }
    // The answer's body is never quoted: it holds the token when it is a success, and is not ours to echo when not.
    if (answer.status !== 200) {
      throw new RailUnavailableError(`Efí's token endpoint answered HTTP ${answer.status}, so nothing was asked of Efí (check the client id, secret and certificate)`);
    }
    const body = answer.body as { access_token?: unknown; token_type?: unknown; expires_in?: unknown } | undefined;
    const expiresIn = body?.expires_in;
    if (typeof body?.access_token !== 'string' || body.access_token === '' || typeof body.token_type !== 'string' || body.token_type.toLowerCase() !== 'bearer' || typeof expiresIn !== 'number' || !(expiresIn > 0)) {
      throw new RailUnavailableError("Efí's token endpoint answered without a bearer access_token and a positive expires_in, so nothing was asked of Efí");
    }
    // A token shorter-lived than the renewal margin is still used once rather than never.
    const renewAt = Date.now() + Math.max(expiresIn * 1000 - this.renewBeforeMs, (expiresIn * 1000) / 2);
    this.token = { value: body.access_token, renewAt };
    return this.token;
  }

  private exchange(method: string, path: string, body: unknown, authorization: string): Promise<EfiAnswer> {
    const url = new URL(path, this.baseUrl);
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const what = `Efí ${method} ${url.pathname}`;
    return new Promise((resolve, reject) => {
      // Until the TLS handshake is done, nothing of the request has been written: a failure then is a certain "not taken".
      let handshakeDone = false;
      const request = https.request(url, {
        method,
        agent: this.agent,
        headers: {
          authorization,
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        },
      });
      const timer = setTimeout(() => request.destroy(new EfiTimeoutError(`${what} did not answer within ${this.timeoutMs} ms`)), this.timeoutMs);
      request.on('socket', (socket: TLSSocket) => socket.once('secureConnect', () => (handshakeDone = true)));
      request.on('error', (error) => {
        clearTimeout(timer);
        reject(classify(error, handshakeDone, what));
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BODY_BYTES) request.destroy(new Error(`${what} answered more than ${MAX_BODY_BYTES} bytes`));
          else chunks.push(chunk);
        });
        response.on('end', () => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, body: parseJson(Buffer.concat(chunks).toString('utf8')) });
        });
        // A request destroyed after its answer began (timeout, oversize) reports the error on the answer, not the request.
        response.on('error', (error) => {
          clearTimeout(timer);
          reject(classify(error, true, what));
        });
      });
      request.end(payload);
    });
  }
}

class EfiTimeoutError extends Error {
  override readonly name = 'EfiTimeoutError';
}

function classify(error: Error, handshakeDone: boolean, what: string): Error {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (!handshakeDone || UNREACHABLE_CODES.has(code)) {
    return new RailUnavailableError(`${what} could not be reached, nothing was sent: ${messageOf(error)}`, { cause: error });
  }
  // A TLS alert (e.g. certificate required, unknown CA) means Efí's TLS layer closed the handshake on its side: under TLS
  // 1.3 the client may have written the request by then, but a server never reads application data it has not
  // authenticated.
  if (/^ERR_SSL_.*ALERT/.test(code)) {
    return new RailUnavailableError(`${what} refused our TLS client certificate, nothing was taken: ${messageOf(error)}`, { cause: error });
  }
  const outcome = error instanceof EfiTimeoutError ? error.message : `${what} failed: ${messageOf(error)}`;
  return new Error(`${outcome}; whether Efí acted on it is unknown`, { cause: error });
}

function readPem(file: string, option: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    // The path is named, never the content.
    throw new Error(`Efí transport: option ${option} names a file that cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}): ${file}`);
  }
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const messageOf = (error: unknown): string => {
  const code = (error as NodeJS.ErrnoException)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${code} ${message}` : message;
};
