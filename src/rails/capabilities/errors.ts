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
 */
export class RailUnavailableError extends Error {
  override readonly name = 'RailUnavailableError';
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
 * codes (a `railCode` on its error), and what a code means for a request is the same everywhere: whether sending it
 * again unchanged may succeed (`retryable`), and what became of it (`outcome`): NOT_TAKEN (certainly not acted on),
 * REFUSED (refused for good: nothing was or will be done), UNKNOWN (it may have been acted on; only asking tells).
 */
export const RAIL_ERROR_CODES = {
  insufficient_funds: { retryable: false, outcome: 'REFUSED' },
  invalid_account: { retryable: false, outcome: 'REFUSED' },
  account_closed: { retryable: false, outcome: 'REFUSED' },
  limit_exceeded: { retryable: false, outcome: 'REFUSED' },
  invalid_request: { retryable: false, outcome: 'REFUSED' },
  rate_limited: { retryable: true, outcome: 'NOT_TAKEN' },
  auth_failed: { retryable: false, outcome: 'NOT_TAKEN' },
  provider_unavailable: { retryable: true, outcome: 'NOT_TAKEN' },
  timeout: { retryable: true, outcome: 'UNKNOWN' },
  unknown_outcome: { retryable: true, outcome: 'UNKNOWN' },
} as const satisfies Record<string, { retryable: boolean; outcome: 'NOT_TAKEN' | 'REFUSED' | 'UNKNOWN' }>;

export type RailErrorCode = keyof typeof RAIL_ERROR_CODES;
export type RailErrorOutcome = (typeof RAIL_ERROR_CODES)[RailErrorCode]['outcome'];

export interface RailErrorClass {
  code: RailErrorCode;
  retryable: boolean;
  outcome: RailErrorOutcome;
}

/** The code of an HTTP error answer that carries nothing more specific (each adapter refines it from the body). */
export function railCodeOfStatus(status: number): RailErrorCode {
  if (status === 401 || status === 403) return 'auth_failed';
  if (status === 429) return 'rate_limited';
  if (status === 408 || status === 504) return 'timeout';
  if (status >= 500) return 'unknown_outcome';
  return 'invalid_request';
}

/**
 * What a rail's error means in the taxonomy: the adapter's own code when its error carries one (`railCode`), else a
 * RailUnavailableError is provider_unavailable, a timeout or an abort is timeout, and anything else unknown_outcome.
 */
export function classifyRailError(error: unknown): RailErrorClass {
  const own = error !== null && typeof error === 'object' ? (error as { railCode?: unknown }).railCode : undefined;
  let code: RailErrorCode;
  if (typeof own === 'string' && own in RAIL_ERROR_CODES) code = own as RailErrorCode;
  else if (error instanceof RailUnavailableError) code = 'provider_unavailable';
  else if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) code = 'timeout';
  else code = 'unknown_outcome';
  return { code, ...RAIL_ERROR_CODES[code] };
}
