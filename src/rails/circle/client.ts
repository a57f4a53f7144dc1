// Owns the Circle calls USD payments need, typed with the shapes of Circle's published OpenAPI document ("All Circle
// APIs" 2.16.0, docs/rails/circle.md names each part), and what each documented answer says about the request:
//   POST /v1/businessAccount/banks/wires       createBusinessWireAccount (WireCreationRequestUs -> 201 Wire)
//   GET  /v1/businessAccount/banks/wires/{id}  getBusinessWireAccount (200 Wire, 404 NotFound)
//   POST /v1/businessAccount/payouts           createBusinessPayout (BusinessPayoutCreationRequest -> 201 BusinessPayout)
//   GET  /v1/businessAccount/payouts/{id}      getBusinessPayout (200 BusinessPayout, 404 NotFound)
//   GET  /v1/businessAccount/payouts           listBusinessPayouts (from, to, pageSize, pageAfter -> 200 [BusinessPayout])
//   GET  /v1/businessAccount/balances          listBusinessBalances (200 Balances)
// Every call is authenticated by the API key as a Bearer token (securitySchemes.bearerAuth). Circle's error body is
// {code, message} (components.responses BadRequest, NotAuthorized, NotFound, LimitExceeded).
import { parseRetryAfter, RailUnavailableError, type RailErrorCode } from '../capabilities/errors.ts';
import type { CircleWireCreationRequest, CircleWire, CirclePayoutCreationRequest, CirclePayout, CircleBalances, CircleError } from './model.ts';
import { circleErrorCodeOf } from './transformers.ts';

/** Circle answered with its own error body: the request was not applied (400, 401, 404, 429 in the document). */
export class CircleRefusedError extends Error {
  override readonly name = 'CircleRefusedError';
  constructor(
    readonly status: number,
    readonly error: CircleError,
    operation: string,
    /** How long Circle asked to be left alone (its Retry-After on a 429), in milliseconds. */
    readonly retryAfterMs?: number,
  ) {
    super(`Circle refused ${operation} (HTTP ${status}, code ${error.code}: ${error.message})`);
  }

  /** The rail error taxonomy's code (rails/capabilities/errors.ts), as transformers.ts maps Circle's answer. */
  get railCode(): RailErrorCode {
    return circleErrorCodeOf(this.status, this.error);
  }
}

export interface CircleClientOptions {
  /** https://api.circle.com (production) or https://api-sandbox.circle.com (sandbox); a test's fake elsewhere. */
  baseUrl: string;
  apiKey: string;
  /** Per call, answer included. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** Connection failures before a byte of the request is sent: Circle certainly did nothing. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EHOSTUNREACH', 'ENETUNREACH']);

export class CircleClient {
  private readonly baseUrl: string;
  private readonly authorization: string;
  private readonly timeoutMs: number;

  constructor(options: CircleClientOptions) {
    // fetch would otherwise reject a malformed key with an error that quotes the header, key included.
    if (!/^[\x21-\x7e]+$/.test(options.apiKey)) throw new Error('The Circle API key must be printable ASCII without spaces');
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.authorization = `Bearer ${options.apiKey}`;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  createWireBank(request: CircleWireCreationRequest): Promise<CircleWire> {
    return this.data('POST', '/v1/businessAccount/banks/wires', request, isWire);
  }

  getWireBank(id: string): Promise<CircleWire> {
    return this.data('GET', `/v1/businessAccount/banks/wires/${encodeURIComponent(id)}`, undefined, isWire);
  }

  createPayout(request: CirclePayoutCreationRequest): Promise<CirclePayout> {
    return this.data('POST', '/v1/businessAccount/payouts', request, isPayout);
  }

  getPayout(id: string): Promise<CirclePayout> {
    return this.data('GET', `/v1/businessAccount/payouts/${encodeURIComponent(id)}`, undefined, isPayout);
  }

  /** One page of listBusinessPayouts: created in [from, to] (both inclusive), after the payout `pageAfter`. */
  listPayouts(query: { from: string; to: string; pageSize: number; pageAfter?: string }): Promise<CirclePayout[]> {
    const search = new URLSearchParams({
      from: query.from,
      to: query.to,
      pageSize: String(query.pageSize),
      ...(query.pageAfter ? { pageAfter: query.pageAfter } : {}),
    });
    return this.data(
      'GET',
      `/v1/businessAccount/payouts?${search}`,
      undefined,
      (value): value is CirclePayout[] => Array.isArray(value) && value.every(isPayout),
    );
  }

  balances(): Promise<CircleBalances> {
    return this.data('GET', '/v1/businessAccount/balances', undefined, isBalances);
  }

  /** One call; its `data` when the answer is a 2xx carrying it, else an error that says what is known. */
  private async data<T>(method: 'GET' | 'POST', path: string, body: unknown, isWhole: (value: unknown) => value is T): Promise<T> {
    const operation = `${method} ${path}`;
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: this.authorization,
          accept: 'application/json',
          'user-agent': 'ponte',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw sortFetchFailure(error, operation);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new Error(`Circle's answer to ${operation} broke off (HTTP ${response.status}): the outcome is unknown`, { cause: error });
    }
    const parsed = parseJson(text);
    if (response.status >= 200 && response.status < 300) {
      const data = isRecord(parsed) ? parsed.data : undefined;
      if (!isWhole(data))
        throw new Error(`Circle answered ${operation} (HTTP ${response.status}) without the fields its document promises: the outcome is unknown`);
      return data;
    }
    const error = circleErrorOf(parsed);
    // Only Circle's own error body says Circle did not apply the request; anything else may come from a proxy in front.
    if (error && response.status >= 400 && response.status < 500)
      throw new CircleRefusedError(response.status, error, operation, parseRetryAfter(response.headers.get('retry-after')));
    throw new Error(
      `Circle answered ${operation} with HTTP ${response.status}${error ? ` (code ${error.code}: ${error.message})` : ''}: the outcome is unknown`,
    );
  }
}

/** A failure before any answer: refused connection or unresolved name (nothing sent) against anything else (unknown). */
function sortFetchFailure(error: unknown, operation: string): Error {
  const codes = failureCodes(error instanceof Error ? error.cause : undefined);
  if (codes.length > 0 && codes.every((code) => NOT_SENT_CODES.has(code))) {
    return new RailUnavailableError(`Circle could not be reached for ${operation} (${codes[0]}): nothing was sent`, { cause: error });
  }
  const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
  return new Error(
    timedOut ? `Circle did not answer ${operation} in time: the outcome is unknown` : `The call ${operation} to Circle failed: the outcome is unknown`,
    {
      cause: error,
    },
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

export function circleErrorOf(body: unknown): CircleError | undefined {
  return isRecord(body) && Number.isInteger(body.code) && typeof body.message === 'string' ? { code: body.code as number, message: body.message } : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isWire(value: unknown): value is CircleWire {
  return isRecord(value) && typeof value.id === 'string' && typeof value.status === 'string';
}

function isPayout(value: unknown): value is CirclePayout {
  return isRecord(value) && typeof value.id === 'string' && typeof value.status === 'string';
}

function isBalances(value: unknown): value is CircleBalances {
  return isRecord(value) && Array.isArray(value.available) && Array.isArray(value.unsettled);
}
