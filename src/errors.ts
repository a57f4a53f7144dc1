// Owns what an error is inside the service: a code a client can act on, a kind that says what went wrong in the
// domain's words (not found, a precondition, a business rule), a message, and for invalid input the fields at fault.
// Nothing here knows HTTP: the HTTP layer maps each kind to its status in one place (http/errors.ts). Each module
// declares its own codes with `defineErrors` in its `errors.ts`, so a mistyped code fails the type check.

/** What went wrong, as a client of the service would need to know to act on it. */
export type ErrorKind =
  /** The request, as written, is not valid (a field, a query, a body). */
  | 'invalid'
  /** No valid credential was given. */
  | 'unauthenticated'
  /** A valid credential without the right to do this. */
  | 'forbidden'
  /** Nothing of that name exists for this caller. */
  | 'not_found'
  /** The path exists, without this method (the answer's Allow lists the methods it has). */
  | 'method_not_allowed'
  /** The request took too long to arrive. */
  | 'timeout'
  /** It clashes with something that exists (a unique name, a request in flight). */
  | 'conflict'
  /** It existed and is gone for good (a replaced or expired link). */
  | 'gone'
  /** The resource is not in a state that allows this. */
  | 'precondition_failed'
  /** The payload is larger than allowed. */
  | 'too_large'
  /** The payload's type is not one that is taken. */
  | 'unsupported_type'
  /** Well formed, but a business rule refuses it (a balance too low, an amount out of range). */
  | 'unprocessable'
  /** Too many requests; try again later. */
  | 'rate_limited'
  /** The request line or headers are larger than allowed. */
  | 'headers_too_large'
  /** A defect of ours. */
  | 'internal'
  /** Something the service depends on cannot be reached now; try again later. */
  | 'unavailable';

export interface FieldError {
  path: string;
  message: string;
}

export interface ErrorOptions {
  /** For `invalid`: each field at fault. */
  errors?: FieldError[] | undefined;
  /** When trying again makes sense (rate limits, outages). */
  retryAfterS?: number | undefined;
}

export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly errors: FieldError[] | undefined;
  readonly retryAfterS: number | undefined;

  constructor(
    readonly code: string,
    readonly kind: ErrorKind,
    message: string,
    options: ErrorOptions = {},
  ) {
    super(message);
    this.errors = options.errors;
    this.retryAfterS = options.retryAfterS;
  }
}

/** A module's codes: each with its kind and the message a client sees when no more precise one is given. */
export type ErrorDefinitions = Record<string, readonly [ErrorKind, string]>;

export interface ErrorFactory<Codes extends ErrorDefinitions> {
  (code: keyof Codes & string, message?: string, options?: ErrorOptions): DomainError;
  readonly definitions: Codes;
}

/** Declares a module's codes and returns the one way to raise them: `transferError('transfer.not_found')`. */
export function defineErrors<const Codes extends ErrorDefinitions>(definitions: Codes): ErrorFactory<Codes> {
  const raise = (code: keyof Codes & string, message?: string, options?: ErrorOptions): DomainError => {
    const [kind, fallback] = definitions[code] as readonly [ErrorKind, string];
    return new DomainError(code, kind, message ?? fallback, options);
  };
  return Object.assign(raise, { definitions });
}

/** Codes about the shape of any request, raised wherever input is read: the body, the query of a list. */
export const requestError = defineErrors({
  'validation.failed': ['invalid', 'The request is invalid; see errors.'],
  'filter.invalid_field': ['invalid', 'A filter names a field this resource does not have.'],
  'filter.malformed': ['invalid', 'A filter pair must be written field:value.'],
  'sort.invalid_field': ['invalid', 'A sort names a field this resource does not have, or an order other than asc or desc.'],
  'page.invalid': ['invalid', 'page must be 0 or more and size between 1 and 100.'],
});

/** 400 validation.failed naming each field at fault. */
export function validationError(errors: FieldError[]): DomainError {
  return requestError('validation.failed', errors.map((error) => `${error.path || '/'}: ${error.message}`).join('; '), { errors });
}

/** The message of anything thrown, for logs and reasons. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
