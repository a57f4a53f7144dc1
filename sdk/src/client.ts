// The API client: typed by the OpenAPI document (every path, parameter, body and answer), with the rules an
// integrator would otherwise write by hand: it fetches and refreshes the access token, gives every POST and PUT an
// Idempotency-Key (kept across its retries, so a retry never does the work twice), retries 429 and 5xx with
// exponential back-off that honours Retry-After, and throws a PonteError for any error answer. The resources
// (resources.ts) go through the same transport, with options of their own per call.
import { randomUUID } from 'node:crypto';
import createClient, { type Client } from 'openapi-fetch';
import { PonteError } from './errors.ts';
import type { RetryOptions } from './options.ts';
import type { paths } from './generated/openapi.ts';
import { paginate } from './pagination.ts';
import { createResources, type Call, type Resources } from './resources.ts';

export type { RequestOptions, RetryOptions } from './options.ts';

export interface PonteClientOptions extends RetryOptions {
  /** The service's address, without /v1: `https://api.example.com` or `http://127.0.0.1:3000`. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
}

/**
 * The raw typed client (`GET('/v1/transfers/{id}', ...)`, every path of the OpenAPI document) with the resources
 * on top (`ponte.transfers.create(...)`).
 */
export type PonteClient = Client<paths> &
  Resources & {
    /** A valid access token, fetched or refreshed as needed. */
    accessToken(): Promise<string>;
    /** Every item of a list, page after page: `ponte.paginate(ponte.transfers.list, { size: 100 })`. */
    paginate: typeof paginate;
  };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class TokenSource {
  private token: { value: string; expiresAt: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(private readonly options: Required<Pick<PonteClientOptions, 'baseUrl' | 'clientId' | 'clientSecret' | 'fetch'>>) {}

  get(): Promise<string> {
    // Refresh a minute early, and only once for every caller waiting at the same time.
    if (this.token && this.token.expiresAt - 60_000 > Date.now()) return Promise.resolve(this.token.value);
    this.pending ??= this.fetchToken().finally(() => (this.pending = undefined));
    return this.pending;
  }

  invalidate(): void {
    this.token = undefined;
  }

  private async fetchToken(): Promise<string> {
    const response = await this.options.fetch(`${this.options.baseUrl}/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: this.options.clientId, client_secret: this.options.clientSecret }),
    });
    if (!response.ok) throw await PonteError.fromResponse(response);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    this.token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }
}

export function createPonteClient(options: PonteClientOptions): PonteClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const baseFetch = options.fetch ?? globalThis.fetch;
  const defaults = { maxRetries: options.maxRetries ?? 3, retryBaseMs: options.retryBaseMs ?? 250 };
  const tokens = new TokenSource({ baseUrl, clientId: options.clientId, clientSecret: options.clientSecret, fetch: baseFetch });

  async function send(request: Request, { maxRetries, retryBaseMs }: Required<RetryOptions>): Promise<Response> {
    const headers = new Headers(request.headers);
    if ((request.method === 'POST' || request.method === 'PUT') && !headers.has('idempotency-key')) {
      headers.set('idempotency-key', randomUUID());
    }
    // Read once, so every retry sends the same bytes.
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      headers.set('authorization', `Bearer ${await tokens.get()}`);
      let response: Response;
      try {
        response = await baseFetch(request.url, { method: request.method, headers, body, signal: request.signal });
      } catch (error) {
        if (attempt >= maxRetries || request.signal.aborted) throw error;
        await sleep(retryBaseMs * 2 ** attempt);
        continue;
      }
      if (response.status === 401 && !refreshed) {
        // The token expired or was revoked: fetch a new one, once.
        refreshed = true;
        tokens.invalidate();
        attempt--;
        continue;
      }
      if ((response.status === 429 || response.status >= 500) && attempt < maxRetries) {
        const retryAfter = Number(response.headers.get('retry-after'));
        await response.body?.cancel();
        await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : retryBaseMs * 2 ** attempt);
        continue;
      }
      if (!response.ok) throw await PonteError.fromResponse(response);
      return response;
    }
  }

  const client = createClient<paths>({ baseUrl, fetch: (request) => send(request, defaults) });

  const call: Call = async (method, path, init, options = {}) => {
    const retry = { maxRetries: options.maxRetries ?? defaults.maxRetries, retryBaseMs: options.retryBaseMs ?? defaults.retryBaseMs };
    const headers = { ...options.headers, ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}) };
    // openapi-fetch takes a fetch per call: this one carries the call's retry options to the transport.
    const perCall = { ...init, headers, signal: options.signal, fetch: (request: Request) => send(request, retry) };
    const { data } = await (client[method] as (path: string, init: unknown) => Promise<{ data?: unknown }>)(path, perCall);
    return data as never;
  };

  return Object.assign(client, { accessToken: () => tokens.get(), paginate, ...createResources(call, baseFetch) });
}
