// What a rail's failure says about the request it failed, and the one error the domain raises about rails itself.
//
// Most failures say nothing: a payout call that timed out, or whose connection broke mid-request, may have been taken
// by the bank, and only asking the bank later tells. One kind says for certain that nothing was done; an adapter
// throws it only when that is so.
import { defineErrors } from '../errors.ts';

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
