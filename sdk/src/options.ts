// The options every call takes: retries (also the client's defaults), an idempotency key, a signal, more headers.

export interface RetryOptions {
  /** Retries after the first attempt for 429, 5xx and network failures (default 3). */
  maxRetries?: number;
  /** The first back-off delay in ms, doubled each retry unless Retry-After says otherwise (default 250). */
  retryBaseMs?: number;
}

export interface RequestOptions extends RetryOptions {
  /**
   * The Idempotency-Key of this call (default: a new UUID for every POST and PUT, kept across its retries). Give your
   * own, derived from your order or request, to make a retry of the whole call after a crash safe too.
   */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** More headers for this call. */
  headers?: Record<string, string>;
}
