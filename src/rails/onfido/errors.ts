// Onfido's failures, sorted by what they say about the request. A 4xx carrying Onfido's own error body is a refusal:
// Onfido validated the request and did nothing, so it is a RailUnavailableError. A 4xx without it (from a proxy or a
// gateway in front of Onfido), a 5xx, an unreadable answer, a timeout or a broken connection leaves the outcome unknown
// (an applicant or a workflow run may exist), so it is a plain Error.
import { RailUnavailableError, railCodeOfStatus, type RailErrorCode } from '../capabilities/errors.ts';

/** When Onfido says nothing about the wait after a 429. A chosen default: the OpenAPI document says nothing of limits. */
const DEFAULT_RATE_LIMIT_WAIT_MS = 60_000;

export interface OnfidoErrorBody {
  type?: string | undefined;
  message?: string | undefined;
  fields?: Record<string, unknown> | undefined;
}

/** Onfido refused the request (4xx with its error body): nothing was created or changed. */
export class OnfidoRefusedError extends RailUnavailableError {
  /** Onfido's `error.type`, such as validation_error, authorization_error, resource_not_found, rate_limit. */
  readonly type: string;
  /** Onfido's `error.fields`: which request fields it refused and why. */
  readonly fields: Record<string, unknown>;
  /** The rail error taxonomy's code (rails/capabilities/errors.ts): a 4xx refused the request, nothing was created. */
  override get railCode(): RailErrorCode {
    return railCodeOfStatus(this.status);
  }
  /** Only a rate limit is worth sending again unchanged. */
  readonly retryable: boolean;
  /** How long to wait before sending again; null when not retryable. */
  override readonly retryAfterMs: number | null;

  constructor(
    readonly status: number,
    body: OnfidoErrorBody,
    operation: string,
    retryAfter: string | null,
  ) {
    const type = body.type ?? `http_${status}`;
    super(`Onfido refused ${operation} (${status} ${type})${body.message ? `: ${body.message}` : ''}`);
    this.type = type;
    this.fields = body.fields ?? {};
    this.retryable = status === 429;
    this.retryAfterMs = this.retryable ? parseRetryAfter(retryAfter) : null;
  }
}

/** Onfido failed on its side or the exchange broke: the request may or may not have been acted on. */
export class OnfidoOutcomeUnknownError extends Error {
  override readonly name = 'OnfidoOutcomeUnknownError';
  readonly railCode: RailErrorCode = 'unknown_outcome';
  readonly retryable = true;

  constructor(
    message: string,
    /** The HTTP status when Onfido answered at all. */
    readonly status: number | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Retry-After as seconds or as an HTTP date (RFC 9110 section 10.2.3); the default wait when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number {
  if (value === null || value.trim() === '') return DEFAULT_RATE_LIMIT_WAIT_MS;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? DEFAULT_RATE_LIMIT_WAIT_MS : Math.max(0, at - now);
}
