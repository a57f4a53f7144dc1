// Every non-2xx answer of the API becomes a PonteError carrying the contract's error body: code, message, requestId
// and field errors, plus the HTTP status and, on 429, the seconds to wait.
import type { PonteErrorCode } from './generated/error-codes.ts';

export interface FieldError {
  path: string;
  message: string;
}

export class PonteError extends Error {
  override readonly name = 'PonteError';

  constructor(
    readonly status: number,
    /** A code of the catalogue (docs/errors.md), such as `beneficiary.not_found`. */
    readonly code: PonteErrorCode | (string & {}),
    message: string,
    /** Quote it when you contact support: it finds the request in the service's logs. */
    readonly requestId: string | undefined,
    readonly errors: FieldError[] = [],
    readonly retryAfterSeconds?: number,
  ) {
    super(`${code}: ${message}${requestId ? ` (request ${requestId})` : ''}`);
  }

  static async fromResponse(response: Response): Promise<PonteError> {
    const text = await response.text();
    let body: { code?: string; message?: string; requestId?: string; errors?: FieldError[] } = {};
    try {
      body = JSON.parse(text);
    } catch {
      // Not the contract's body (a proxy in between, say): keep what there is.
    }
    const retryAfter = Number(response.headers.get('retry-after'));
    return new PonteError(
      response.status,
      body.code ?? `http.${response.status}`,
      body.message ?? (text.slice(0, 200) || response.statusText),
      body.requestId ?? response.headers.get('x-request-id') ?? undefined,
      body.errors ?? [],
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
}

export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
}
