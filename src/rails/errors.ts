// What a rail's failure says about the request it failed. Most failures say nothing: a payout call that timed out, or
// whose connection broke mid-request, may have been taken by the bank, and only asking the bank later tells. One kind
// says for certain that nothing was done; an adapter throws it only when that is so.

/**
 * The rail did not take the request and will not act on it: it could not be reached (connection refused, the name did
 * not resolve, no route), or it answered that it refused the request without processing it. A payout whose sending
 * failed with this was certainly not made. Any other error from a rail leaves that unknown.
 */
export class RailUnavailableError extends Error {
  override readonly name = 'RailUnavailableError';
}
