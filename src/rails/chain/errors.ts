// Owns the chain adapter's errors in the rail error taxonomy (rails/capabilities/errors.ts): what a node's failure, as
// viem raises it, means for the request that failed. Every read of the chain (the deposit check, the statement, the
// balance) goes through chainCall, which throws a RailError with the code below and the node's own words, so that the
// job runner retries a retryable failure (no sooner than the node's Retry-After) and not a permanent one.
//
// viem's errors are read by name, walking their causes outermost first (a readContract failure is a
// ContractFunctionExecutionError around a CallExecutionError around the HTTP or JSON-RPC error): viem is loaded only
// at the first use of a real chain (viem.ts), so its classes are not imported here.
//
//   TimeoutError                 the transport's timeout                                   timeout
//   HttpRequestError, a status   the node's HTTP answer: 429 rate_limited, 401/403 auth_failed, 503 provider_unavailable,
//                                408/504 timeout, another 5xx unknown_outcome, another 4xx invalid_request (railCodeOfStatus)
//   HttpRequestError, no status  the request never got an answer: refused, no such host, unreachable: provider_unavailable;
//                                a connection broken mid-request: unknown_outcome
//   a JSON-RPC error's code      EIP-1474 (https://eips.ethereum.org/EIPS/eip-1474) and EIP-1193, as JSON_RPC_CODES says
//   ContractFunctionRevertedError, ExecutionRevertedError, ContractFunctionZeroDataError (no contract at the address)
//                                invalid_request: the same call is refused again
//   InsufficientFundsError       insufficient_funds
//   anything else                unknown_outcome (retryable: an error nobody named is never taken for a permanent one)
import { RailError, parseRetryAfter, railCodeOfStatus, type RailErrorCode } from '../capabilities/errors.ts';

/** JSON-RPC error codes (EIP-1474; 4xxx: EIP-1193) in the taxonomy. */
export const JSON_RPC_CODES: Readonly<Record<number, RailErrorCode>> = {
  [-32700]: 'invalid_request', // parse error: the JSON we sent
  [-32600]: 'invalid_request', // invalid request
  [-32601]: 'invalid_request', // method not found: this node does not serve it
  [-32602]: 'invalid_request', // invalid params
  [-32603]: 'unknown_outcome', // internal error
  [-32000]: 'invalid_request', // invalid input (also geth's "header not found", "missing trie node": state not kept)
  [-32001]: 'not_found', // resource not found
  [-32002]: 'provider_unavailable', // resource unavailable
  [-32003]: 'invalid_request', // transaction rejected
  [-32004]: 'invalid_request', // method not supported
  [-32005]: 'rate_limited', // limit exceeded (request rate, or a range too wide)
  [-32006]: 'invalid_request', // JSON-RPC version not supported
  4100: 'auth_failed', // unauthorized
  4900: 'provider_unavailable', // disconnected
  4901: 'provider_unavailable', // chain disconnected
};

/** Node error codes of a request that never reached the node: it was not taken. */
const NOT_REACHED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

const REFUSED_BY_NAME: Readonly<Record<string, RailErrorCode>> = {
  ContractFunctionRevertedError: 'invalid_request',
  ExecutionRevertedError: 'invalid_request',
  ContractFunctionZeroDataError: 'invalid_request',
  InsufficientFundsError: 'insufficient_funds',
};

interface Named {
  name?: unknown;
  code?: unknown;
  status?: unknown;
  headers?: unknown;
  cause?: unknown;
}

/** The errors `error` wraps, outermost first (at most 10 deep). */
function* chainOf(error: unknown): Generator<Named> {
  for (let at = error, depth = 0; at !== null && typeof at === 'object' && depth < 10; at = (at as Named).cause, depth++) yield at as Named;
}

/** A request that got no answer: whether it never reached the node (refused, no such host, unreachable). */
const neverReached = (error: Named): boolean => [...chainOf(error.cause)].some((cause) => typeof cause.code === 'string' && NOT_REACHED.has(cause.code));

/** The taxonomy's code of a chain read's failure, and the node's Retry-After when it gave one. */
export function chainErrorOf(error: unknown): { code: RailErrorCode; retryAfterMs: number | undefined } {
  for (const at of chainOf(error)) {
    if (at.name === 'TimeoutError') return { code: 'timeout', retryAfterMs: undefined };
    if (at.name === 'HttpRequestError') {
      if (typeof at.status !== 'number') return { code: neverReached(at) ? 'provider_unavailable' : 'unknown_outcome', retryAfterMs: undefined };
      const header = at.headers instanceof Headers ? at.headers.get('retry-after') : undefined;
      return { code: railCodeOfStatus(at.status), retryAfterMs: parseRetryAfter(header) };
    }
    if (typeof at.name === 'string' && Object.hasOwn(REFUSED_BY_NAME, at.name)) return { code: REFUSED_BY_NAME[at.name]!, retryAfterMs: undefined };
    if (typeof at.code === 'number' && Object.hasOwn(JSON_RPC_CODES, at.code)) return { code: JSON_RPC_CODES[at.code]!, retryAfterMs: undefined };
  }
  return { code: 'unknown_outcome', retryAfterMs: undefined };
}

/** `error` (a failed chain read named `operation`) as the RailError of its code, the node's words in its message. */
export function chainRailError(error: unknown, operation: string): RailError {
  if (error instanceof RailError) return error;
  const { code, retryAfterMs } = chainErrorOf(error);
  // viem's short message: its long one lists the request's body and the node's URL (which may carry a key).
  const said = (error as { shortMessage?: unknown }).shortMessage;
  const words = (typeof said === 'string' ? said : error instanceof Error ? error.message : String(error)).split('\n')[0];
  return new RailError(`chain ${operation}: ${words}`, code, { cause: error, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) });
}

/** Runs a read of the chain, its failure thrown as the RailError of its code. */
export async function chainCall<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw chainRailError(error, operation);
  }
}
