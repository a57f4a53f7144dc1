// What a rail's failure says about the request it failed, and the one error the domain raises about rails itself.
//
// Most failures say nothing: a payout call that timed out, or whose connection broke mid-request, may have been taken
// by the bank, and only asking the bank later tells. One kind says for certain that nothing was done; an adapter
// throws it only when that is so.
import { defineErrors } from '../../errors.ts';

/**
 * The rail did not take the request and will not act on it: it could not be reached (connection refused, the name did
 * not resolve, no route), or it answered that it refused the request without processing it. A payout whose sending
 * failed with this was certainly not made. Any other error from a rail leaves that unknown.
 *
 * Its code in the taxonomy is `code` when given, else its cause's when that cause also says "not taken" (a 429 is
 * rate_limited, a 401 auth_failed), else provider_unavailable; `retryAfterMs` (or its cause's) is how long the rail
 * asked to be left alone (Retry-After).
 */
export class RailUnavailableError extends Error {
  override readonly name = 'RailUnavailableError';
  readonly #code: RailErrorCode | undefined;
  /** How long the rail asked to be left alone (its Retry-After), in milliseconds; null or undefined when it did not say. */
  readonly retryAfterMs: number | null | undefined;

  constructor(message: string, options: ErrorOptions & { code?: RailErrorCode; retryAfterMs?: number } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.#code = options.code;
    this.retryAfterMs = options.retryAfterMs ?? retryAfterOf(options.cause);
  }

  get railCode(): RailErrorCode {
    if (this.#code !== undefined) return this.#code;
    const cause = this.cause === undefined ? undefined : classifyRailError(this.cause);
    return cause?.outcome === 'NOT_TAKEN' ? cause.code : 'provider_unavailable';
  }
}

export const railError = defineErrors({
  'rail.not_configured': ['unavailable', 'This operation needs a rail that is not configured on this server.'],
});

/**
 * The rail a request needs, or 503 rail.not_configured naming it: in production a rail without its settings is absent
 * (rails/index.ts), and what depends on it answers this rather than pretend.
 */
export function requireRail<Rail>(rail: Rail | undefined, what: string): Rail {
  if (rail === undefined) throw railError('rail.not_configured', `${what} is not configured on this server, so this operation is not available.`);
  return rail;
}

/**
 * The one taxonomy of rail failures, whatever the provider: each adapter names its provider's errors with one of these
 * codes (a `railCode` on its error, a `code` on a refusal or a rejection it answers), and what a code means for a
 * request is the same everywhere: whether sending it again unchanged may succeed (`retryable`: the job runner retries
 * it with back-off, no sooner than the rail's Retry-After; a permanent one is not retried), and what became of it
 * (`outcome`): NOT_TAKEN (certainly not acted on), REFUSED (refused for good: nothing was or will be done), UNKNOWN
 * (it may have been acted on; only asking tells).
 */
export const RAIL_ERROR_CODES = {
  /** The paying account (ours at the provider, or the chain wallet) lacks the money, or the gas, for it. */
  insufficient_funds: { retryable: false, outcome: 'REFUSED' },
  /** The receiving account or key does not exist, is not its holder's, or cannot take this payment. */
  invalid_account: { retryable: false, outcome: 'REFUSED' },
  /** The receiving account is closed or blocked. */
  account_closed: { retryable: false, outcome: 'REFUSED' },
  /** An amount, count or time limit (ours at the provider, the receiving account's, a refund window) refuses it. */
  limit_exceeded: { retryable: false, outcome: 'REFUSED' },
  /** The provider's risk or compliance review refused it. */
  denied: { retryable: false, outcome: 'REFUSED' },
  /** The receiving bank returned a payout after it was made: the money came back. */
  returned: { retryable: false, outcome: 'REFUSED' },
  /** The provider failed it on its side and says it is over (nothing paid); a new request, not this one, may succeed. */
  provider_error: { retryable: false, outcome: 'REFUSED' },
  /** The provider has no such resource (a PIX to refund, a payout to read). */
  not_found: { retryable: false, outcome: 'REFUSED' },
  /** The request as we formed it is refused (a field, a state, a reverted contract call): sending it again is refused again. */
  invalid_request: { retryable: false, outcome: 'REFUSED' },
  /** Too many requests: not taken; retried no sooner than the provider's Retry-After. */
  rate_limited: { retryable: true, outcome: 'NOT_TAKEN' },
  /** Our credentials were refused (expired token, rotated key): not taken; retried once they are right. */
  auth_failed: { retryable: true, outcome: 'NOT_TAKEN' },
  /** The provider could not be reached, or said it is unavailable (maintenance, 503): not taken. */
  provider_unavailable: { retryable: true, outcome: 'NOT_TAKEN' },
  /** No answer in time: it may have been acted on. */
  timeout: { retryable: true, outcome: 'UNKNOWN' },
  /** Any other failure (a 5xx, a broken connection, an answer not the provider's): it may have been acted on. */
  unknown_outcome: { retryable: true, outcome: 'UNKNOWN' },
} as const satisfies Record<string, { retryable: boolean; outcome: 'NOT_TAKEN' | 'REFUSED' | 'UNKNOWN' }>;

export type RailErrorCode = keyof typeof RAIL_ERROR_CODES;
export type RailErrorOutcome = (typeof RAIL_ERROR_CODES)[RailErrorCode]['outcome'];

export interface RailErrorClass {
  code: RailErrorCode;
  retryable: boolean;
  outcome: RailErrorOutcome;
}

export const isRailErrorCode = (value: unknown): value is RailErrorCode => typeof value === 'string' && Object.hasOwn(RAIL_ERROR_CODES, value);

/** The code of an HTTP error answer that carries nothing more specific (each adapter refines it from the body). */
export function railCodeOfStatus(status: number): RailErrorCode {
  if (status === 401 || status === 403) return 'auth_failed';
  if (status === 404 || status === 410) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status === 408 || status === 504) return 'timeout';
  if (status === 503) return 'provider_unavailable';
  if (status >= 500) return 'unknown_outcome';
  return 'invalid_request';
}

/** The longest Retry-After honoured (a longer one is capped: an operator is better told than a job parked for days). */
export const MAX_RETRY_AFTER_MS = 3_600_000;

/**
 * A Retry-After header (RFC 9110 10.2.3: delay-seconds or an HTTP-date) in milliseconds from `now`, at most
 * MAX_RETRY_AFTER_MS; undefined when absent or unreadable.
 */
export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | undefined {
  if (header === null || header === undefined) return undefined;
  const text = header.trim();
  let ms: number;
  if (/^\d+$/.test(text)) ms = Number(text) * 1000;
  else {
    const at = Date.parse(text);
    if (Number.isNaN(at)) return undefined;
    ms = Math.max(0, at - now);
  }
  return Math.min(ms, MAX_RETRY_AFTER_MS);
}

/** The Retry-After an error (or the error it wraps) carries, in milliseconds. */
export function retryAfterOf(error: unknown): number | undefined {
  for (let at = error, depth = 0; at !== null && typeof at === 'object' && depth < 5; at = (at as { cause?: unknown }).cause, depth++) {
    const ms = (at as { retryAfterMs?: unknown }).retryAfterMs;
    if (typeof ms === 'number' && Number.isFinite(ms) && ms >= 0) return ms;
  }
  return undefined;
}

/**
 * What a rail's error means in the taxonomy: the adapter's own code when its error carries one (`railCode`), else a
 * timeout or an abort is timeout, and anything else unknown_outcome (retryable: an error no adapter named is never
 * taken for a permanent one).
 */
export function classifyRailError(error: unknown): RailErrorClass {
  const own = error !== null && typeof error === 'object' ? (error as { railCode?: unknown }).railCode : undefined;
  let code: RailErrorCode;
  if (isRailErrorCode(own)) code = own;
  else if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) code = 'timeout';
  else code = 'unknown_outcome';
  return { code, ...RAIL_ERROR_CODES[code] };
}

/** The code an error names itself (`railCode`, its own or wrapped), or undefined for an error no adapter named. */
export function railErrorCodeOf(error: unknown): RailErrorCode | undefined {
  const own = error !== null && typeof error === 'object' ? (error as { railCode?: unknown }).railCode : undefined;
  return isRailErrorCode(own) ? own : undefined;
}

/**
 * A failure an adapter names in the taxonomy itself (a chain call, a refusal it reads from a body): `code`, and the
 * provider's words in the message.
 */
export class RailError extends Error {
  override readonly name = 'RailError';
  readonly railCode: RailErrorCode;
  readonly retryAfterMs: number | undefined;

  constructor(message: string, code: RailErrorCode, options: ErrorOptions & { retryAfterMs?: number } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.railCode = code;
    this.retryAfterMs = options.retryAfterMs;
  }
}
