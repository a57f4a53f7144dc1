// Long (about 290 lines) because it is the one client of Bitso's API: every call, its signing and its error answer read in
// the rail error taxonomy; the shapes are in model.ts, and the mapping of payouts to our states is in transformers.ts.
// Owns the calls Ponte makes to Bitso's Colombia Payments API (docs/rails/bitso.md names each reference page), typed with
// the shapes those pages give, and what each answer says about the request:
//   POST   /payments/v1/payouts/preview   Preview payout (CO_BREB: resolves the key's holder; its id commits one payout)
//   POST   /payments/v1/payouts           Create payout (CO_BREB with preview_payout_id, or CO_ACH to a third party)
//   GET    /payments/v1/payouts/{id}      Get payout
//   GET    /payments/v1/payouts           List payouts (external_ref, created_at range)
//   POST   /payments/v1/payin-keys        Create payin key (a Bre-B ALIAS that receives COP)
//   DELETE /payments/v1/payin-keys/{id}   Delete payin key
//   POST   /payments/v1/payin-intents     Create payin intent (a CO_PSE charge: its payment_link sends the payer to PSE)
//   GET    /payments/v1/payin-intents/{id} Get payin intent (COMPLETED names the pay-in it settled as)
//   GET    /payments/v1/payins/{id}       Get payin
//   GET    /payments/v1/payins            List payins (type, created_at range)
// Every call is signed with Bitso's HMAC ("Create Signed Requests"): Authorization: Bitso <key>:<nonce>:<signature>,
// the signature the hex HMAC-SHA256, keyed by the API secret, of nonce + method + request path (query included) + the
// JSON body exactly as sent. The nonce is an integer that increases with every call.
import { createHmac } from 'node:crypto';
import { parseRetryAfter, RailUnavailableError, type RailErrorCode } from '../capabilities/errors.ts';
import type {
  BitsoPreviewRequest,
  BitsoPreview,
  BitsoPayoutRequest,
  BitsoPayout,
  BitsoPayinKeyRequest,
  BitsoPayinKey,
  BitsoPayinIntentRequest,
  BitsoPayinIntent,
  BitsoPayin,
  BitsoBalances,
  BitsoPage,
  BitsoError,
} from './model.ts';
import { bitsoErrorCodeOf } from './transformers.ts';

/** Bitso answered with its own error body: the request was not applied. */
export class BitsoRefusedError extends Error {
  override readonly name = 'BitsoRefusedError';
  constructor(
    readonly status: number,
    readonly error: BitsoError,
    operation: string,
    /** How long Bitso asked to be left alone (Retry-After), in milliseconds. */
    readonly retryAfterMs?: number,
  ) {
    super(`Bitso refused ${operation} (HTTP ${status}, ${error.code}: ${error.message})`);
  }

  /** The rail error taxonomy's code (rails/capabilities/errors.ts), as transformers.ts maps Bitso's error code. */
  get railCode(): RailErrorCode {
    return bitsoErrorCodeOf(this.status, this.error.code);
  }
}

export interface BitsoClientOptions {
  /** https://api.bitso.com (production) or https://api-stage.bitso.com (stage); a test's fake elsewhere. */
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** Connection failures before a byte of the request is sent: Bitso certainly did nothing. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EHOSTUNREACH', 'ENETUNREACH']);

/** The Authorization header of one call. */
export function bitsoAuthorization(apiKey: string, apiSecret: string, nonce: string, method: string, requestPath: string, body: string): string {
  const signature = createHmac('sha256', apiSecret).update(`${nonce}${method}${requestPath}${body}`).digest('hex');
  return `Bitso ${apiKey}:${nonce}:${signature}`;
}

export class BitsoClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private lastNonce = 0;
  /** The call before this one: Bitso refuses a nonce below one it has seen, so calls go one at a time, in nonce order. */
  private previous: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: BitsoClientOptions) {
    if (!/^[\x21-\x7e]+$/.test(options.apiKey) || options.apiKey.includes(':'))
      throw new Error('The Bitso API key must be printable ASCII without spaces or colons');
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  previewPayout(request: BitsoPreviewRequest): Promise<BitsoPreview> {
    return this.call('POST', '/payments/v1/payouts/preview', request, isPreview);
  }

  /** Idempotency-Key is sent for CO_ACH; for CO_BREB the preview's id is the key (Bitso does not read the header there). */
  createPayout(request: BitsoPayoutRequest, idempotencyKey?: string): Promise<BitsoPayout> {
    return this.call('POST', '/payments/v1/payouts', request, isPayout, idempotencyKey);
  }

  getPayout(id: string): Promise<BitsoPayout> {
    return this.call('GET', `/payments/v1/payouts/${encodeURIComponent(id)}`, undefined, isPayout);
  }

  listPayouts(query: Record<string, string>): Promise<BitsoPage<BitsoPayout>> {
    return this.call('GET', `/payments/v1/payouts?${new URLSearchParams(query)}`, undefined, pageOf(isPayout));
  }

  createPayinKey(request: BitsoPayinKeyRequest, idempotencyKey: string): Promise<BitsoPayinKey> {
    return this.call('POST', '/payments/v1/payin-keys', request, isPayinKey, idempotencyKey);
  }

  async deletePayinKey(id: string): Promise<void> {
    await this.call('DELETE', `/payments/v1/payin-keys/${encodeURIComponent(id)}`, undefined, (value): value is undefined => value === undefined);
  }

  /** Answered 202 with the intent not yet paid; the same Idempotency-Key answers the same intent. */
  createPayinIntent(request: BitsoPayinIntentRequest, idempotencyKey: string): Promise<BitsoPayinIntent> {
    return this.call('POST', '/payments/v1/payin-intents', request, isPayinIntent, idempotencyKey);
  }

  getPayinIntent(id: string): Promise<BitsoPayinIntent> {
    return this.call('GET', `/payments/v1/payin-intents/${encodeURIComponent(id)}`, undefined, isPayinIntent);
  }

  getPayin(id: string): Promise<BitsoPayin> {
    return this.call('GET', `/payments/v1/payins/${encodeURIComponent(id)}`, undefined, isPayin);
  }

  listPayins(query: Record<string, string>): Promise<BitsoPage<BitsoPayin>> {
    return this.call('GET', `/payments/v1/payins?${new URLSearchParams(query)}`, undefined, pageOf(isPayin));
  }

  /** Get Account Balance (GET /api/v3/balance/, docs/rails/bitso.md): every currency's balances. */
  accountBalances(): Promise<BitsoBalances> {
    return this.call('GET', '/api/v3/balance/', undefined, isBalances);
  }

  /** Every page of a list, in order. */
  async *all<T>(list: (query: Record<string, string>) => Promise<BitsoPage<T>>, query: Record<string, string>): AsyncIterable<T> {
    let token: string | undefined;
    for (let pages = 0; pages < 10_000; pages++) {
      const page = await list({ ...query, page_size: '100', ...(token ? { page_token: token } : {}) });
      yield* page.items;
      if (!page.next_page_token) return;
      token = page.next_page_token;
    }
    throw new Error('Bitso kept answering with another page after 10000 pages');
  }

  /** A nonce above every earlier one of this process (Unix milliseconds, or one more than the last). */
  private nonce(): string {
    this.lastNonce = Math.max(Date.now(), this.lastNonce + 1);
    return String(this.lastNonce);
  }

  private call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    requestPath: string,
    body: unknown,
    isWhole: (value: unknown) => value is T,
    idempotencyKey?: string,
  ): Promise<T> {
    const turn = this.previous.then(() => this.callNow(method, requestPath, body, isWhole, idempotencyKey));
    this.previous = turn.catch(() => undefined);
    return turn;
  }

  private async callNow<T>(
    method: 'GET' | 'POST' | 'DELETE',
    requestPath: string,
    body: unknown,
    isWhole: (value: unknown) => value is T,
    idempotencyKey?: string,
  ): Promise<T> {
    const operation = `${method} ${requestPath.split('?')[0]}`;
    const json = body === undefined ? '' : JSON.stringify(body);
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${requestPath}`, {
        method,
        headers: {
          authorization: bitsoAuthorization(this.options.apiKey, this.options.apiSecret, this.nonce(), method, requestPath, json),
          accept: 'application/json',
          'user-agent': 'ponte',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
        },
        body: body === undefined ? undefined : json,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw sortFetchFailure(error, operation);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new Error(`Bitso's answer to ${operation} broke off (HTTP ${response.status}): the outcome is unknown`, { cause: error });
    }
    const parsed = text === '' ? undefined : parseJson(text);
    if (response.status >= 200 && response.status < 300) {
      if (!isWhole(parsed))
        throw new Error(`Bitso answered ${operation} (HTTP ${response.status}) without the fields its reference gives: the outcome is unknown`);
      return parsed;
    }
    const error = bitsoErrorOf(parsed);
    // Only Bitso's own error body says Bitso did not apply the request; anything else may come from a proxy in front.
    if (error && response.status >= 400 && response.status < 500) throw new BitsoRefusedError(response.status, error, operation, retryAfterOf(response));
    throw new Error(`Bitso answered ${operation} with HTTP ${response.status}${error ? ` (${error.code}: ${error.message})` : ''}: the outcome is unknown`);
  }
}

/**
 * How long to leave Bitso alone after this answer: its Retry-After, else, on a 429, the minute Bitso's API documents
 * ("Rate Limits": exceeding them locks the account out for one minute).
 */
function retryAfterOf(response: Response): number | undefined {
  return parseRetryAfter(response.headers.get('retry-after')) ?? (response.status === 429 ? RATE_LIMIT_LOCKOUT_MS : undefined);
}

const RATE_LIMIT_LOCKOUT_MS = 60_000;

function sortFetchFailure(error: unknown, operation: string): Error {
  const codes = failureCodes(error instanceof Error ? error.cause : undefined);
  if (codes.length > 0 && codes.every((code) => NOT_SENT_CODES.has(code))) {
    return new RailUnavailableError(`Bitso could not be reached for ${operation} (${codes[0]}): nothing was sent`, { cause: error });
  }
  const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
  return new Error(
    timedOut ? `Bitso did not answer ${operation} in time: the outcome is unknown` : `The call ${operation} to Bitso failed: the outcome is unknown`,
    { cause: error },
  );
}

function failureCodes(cause: unknown): string[] {
  if (cause instanceof AggregateError) return cause.errors.flatMap(failureCodes);
  return isRecord(cause) && typeof cause.code === 'string' ? [cause.code] : [];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function bitsoErrorOf(body: unknown): BitsoError | undefined {
  const error = isRecord(body) ? body.error : undefined;
  return isRecord(error) && typeof error.code === 'string' && typeof error.message === 'string' ? { code: error.code, message: error.message } : undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const hasId = (value: unknown): value is Record<string, unknown> & { id: string } => isRecord(value) && typeof value.id === 'string' && value.id !== '';

function isPreview(value: unknown): value is BitsoPreview {
  return hasId(value) && isRecord(value.co_breb) && isRecord(value.co_breb.beneficiary) && typeof value.co_breb.beneficiary.document_id === 'string';
}

function isPayout(value: unknown): value is BitsoPayout {
  return hasId(value) && typeof value.status === 'string' && typeof value.amount === 'string' && typeof value.type === 'string';
}

function isPayinKey(value: unknown): value is BitsoPayinKey {
  return hasId(value) && typeof value.status === 'string' && isRecord(value.co_breb) && typeof value.co_breb.key_value === 'string';
}

function isPayinIntent(value: unknown): value is BitsoPayinIntent {
  return hasId(value) && typeof value.status === 'string' && typeof value.amount === 'string' && isRecord(value.co_pse);
}

function isPayin(value: unknown): value is BitsoPayin {
  return (
    hasId(value) &&
    typeof value.status === 'string' &&
    typeof value.amount === 'string' &&
    typeof value.type === 'string' &&
    typeof value.created_at === 'string'
  );
}

function pageOf<T>(isItem: (value: unknown) => value is T) {
  return (value: unknown): value is BitsoPage<T> => isRecord(value) && Array.isArray(value.items) && value.items.every(isItem);
}

function isBalances(value: unknown): value is BitsoBalances {
  const payload = isRecord(value) && value.success === true ? value.payload : undefined;
  return (
    isRecord(payload) &&
    Array.isArray(payload.balances) &&
    payload.balances.every(
      (entry) => isRecord(entry) && typeof entry.currency === 'string' && typeof entry.total === 'string' && /^-?\d+(\.\d+)?$/.test(entry.total),
    )
  );
}
