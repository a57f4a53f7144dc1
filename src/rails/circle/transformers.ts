// Owns the translation between Ponte's USD payout and Circle's vocabulary: a payment contact to the wire bank account
// Circle registers (WireCreationRequestUs), a payout to BusinessPayoutCreationRequest, Circle's payout states and error
// codes (PayoutStatus, PayoutErrorCode) to Ponte's payout status, and Circle's refusals to the payout protocol's three
// outcomes and the rail error taxonomy (its HTTP errors and PayoutErrorCode). Nothing here talks to the network.
import { createHash } from 'node:crypto';
import { Decimal, formatAmount } from '../../money.ts';
import { RailUnavailableError, type RailErrorCode } from '../capabilities/errors.ts';
import type { PayoutStatus } from '../capabilities/payouts.ts';
import type { UsdPayout } from '../capabilities/usd-bank.ts';
import type { CircleBalances, CircleError, CirclePayout, CirclePayoutCreationRequest, CircleWireCreationRequest } from './model.ts';

/** The document's IdempotencyKey and Id: a UUID (v4 for the keys we make). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** BankAddress's strings are at most 35 characters (bankName, city, line1, line2). */
const clip = (text: string, max: number): string => (text.length <= max ? text : text.slice(0, max));

/**
 * The idempotencyKey of a contact's wire bank registration: a UUID v4 in form, made from the contact and the account it
 * names, so every registration of one account of one contact, by any process at any time, is the same request to
 * Circle, which answers it with the bank account it made the first time.
 */
export function wireBankKeyFor(payout: UsdPayout): string {
  const digest = createHash('sha256')
    .update(['circle-wire-bank', payout.contactId, payout.recipient.routingNumber, payout.recipient.accountNumber].join('\0'))
    .digest();
  digest[6] = (digest[6]! & 0x0f) | 0x40;
  digest[8] = (digest[8]! & 0x3f) | 0x80;
  const hex = digest.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Why Circle cannot make this payout, or undefined when it can: Circle's business payouts go by wire. */
export function unsupportedReason(payout: UsdPayout): string | undefined {
  if (payout.paymentType !== 'WIRE') return `Circle's business account pays out by wire only; an ${payout.paymentType} payment needs another rail`;
  if (!UUID.test(payout.reference)) return `payout reference ${JSON.stringify(payout.reference)} cannot be Circle's idempotencyKey (a UUID)`;
  if (payout.amount.lte(0) || payout.amount.decimalPlaces() > 2) return `amount ${payout.amount.toString()} is not a positive amount of cents`;
  return undefined;
}

/** WireCreationRequestUs for the contact's account: the holder's name and address as billingDetails, its bank's address. */
export function wireBankRequestFor(payout: UsdPayout): CircleWireCreationRequest {
  const holder = payout.recipient.address;
  const bank = payout.bank.address;
  return {
    idempotencyKey: wireBankKeyFor(payout),
    accountNumber: payout.recipient.accountNumber,
    routingNumber: payout.recipient.routingNumber,
    billingDetails: {
      name: payout.recipient.name,
      city: holder.city,
      country: holder.country,
      line1: holder.street1,
      // "If the country is US or Canada, then district is required and should use the two-letter code."
      district: holder.state,
      postalCode: holder.postalCode,
    },
    // A US bank is named by its routing number; its address needs only the country. The city is left out: with
    // bankName and city the request would also match WireCreationRequestAccountNumber (a non-US bank without IBAN,
    // whose BankAddressNonIban requires both), and the document's `oneOf` takes exactly one.
    bankAddress: {
      bankName: clip(payout.bank.name, 35),
      country: bank.country,
      line1: clip(bank.street1, 35),
      district: bank.state,
    },
  };
}

/** BusinessPayoutCreationRequest: `amount` USD from the main wallet to the wire bank, our reference as the key. */
export function payoutRequestFor(payout: UsdPayout, wireBankId: string): CirclePayoutCreationRequest {
  return {
    idempotencyKey: payout.reference.toLowerCase(),
    destination: { type: 'wire', id: wireBankId },
    amount: { amount: formatAmount(payout.amount), currency: 'USD' },
  };
}

/**
 * PayoutErrorCode, as the document lists it ("Only present for payouts in failed state"), in words for the payment's
 * failureReason. A code Circle may add later is named as it comes.
 */
export const PAYOUT_ERROR_REASONS: Record<string, string> = {
  insufficient_funds: "Circle refused the payout: the service's Circle balance was insufficient.",
  transaction_denied: 'Circle denied the payout.',
  transaction_failed: 'The wire failed at Circle.',
  transaction_returned: "The recipient's bank returned the wire.",
  bank_transaction_error: "The recipient's bank reported an error with the wire.",
  fiat_account_limit_exceeded: "The payout exceeds the limit of the recipient's bank account at Circle.",
  invalid_bank_account_number: "The recipient's bank refused the account number.",
  invalid_ach_rtn: 'The routing number is not valid for ACH.',
  invalid_wire_rtn: 'The routing number is not valid for wires.',
  vendor_inactive: "Circle's banking partner for this payout is inactive.",
};

/**
 * PayoutErrorCode (a failed payout: nothing paid, or the money came back) in the rail error taxonomy. A code Circle may
 * add later is provider_error: the payout failed at Circle for a reason not known here.
 */
export const PAYOUT_ERROR_CODES: Readonly<Record<string, RailErrorCode>> = {
  insufficient_funds: 'insufficient_funds',
  transaction_denied: 'denied',
  transaction_failed: 'provider_error',
  transaction_returned: 'returned',
  bank_transaction_error: 'provider_error',
  fiat_account_limit_exceeded: 'limit_exceeded',
  invalid_bank_account_number: 'invalid_account',
  invalid_ach_rtn: 'invalid_account',
  invalid_wire_rtn: 'invalid_account',
  vendor_inactive: 'provider_unavailable',
};

export function payoutErrorCodeOf(errorCode: string | undefined): RailErrorCode {
  return (errorCode !== undefined && PAYOUT_ERROR_CODES[errorCode]) || 'provider_error';
}

/**
 * Circle's documented error answers (components.responses, each `{code, message}`) in the rail error taxonomy:
 * 400 BadRequest a refusal of the request (insufficient_funds when its message says so, else invalid_request);
 * 401 NotAuthorized and 403 Forbidden auth_failed; 429 LimitExceeded rate_limited; 409 Conflict (an idempotencyKey
 * reused for another request) invalid_request; any other status, undocumented, unknown_outcome.
 */
export function circleErrorCodeOf(status: number, error: CircleError): RailErrorCode {
  switch (status) {
    case 400:
    case 422:
      return /insufficient/i.test(error.message) ? 'insufficient_funds' : 'invalid_request';
    case 401:
    case 403:
      return 'auth_failed';
    case 409:
      return 'invalid_request';
    case 429:
      return 'rate_limited';
    default:
      return 'unknown_outcome';
  }
}

function failureReasonOf(payout: CirclePayout): string {
  const code = payout.errorCode ?? (payout.return ? 'transaction_returned' : undefined);
  const words =
    code === undefined
      ? 'Circle reports the payout as failed without an error code.'
      : (PAYOUT_ERROR_REASONS[code] ?? `Circle reports the payout as failed (${code}).`);
  const risk =
    payout.riskEvaluation?.decision === 'denied'
      ? ` Circle's risk review denied it${payout.riskEvaluation.reason ? ` (${payout.riskEvaluation.reason})` : ''}.`
      : '';
  return `${words}${risk}${code === undefined ? '' : ` [${code}]`}`;
}

/**
 * PayoutStatus to Ponte's: `complete` settles, `failed` is a rejection with Circle's errorCode, `pending` (and any word
 * Circle may add) waits. A payout that carries a return (UnwithdrawalObject) was returned by the bank whatever its
 * status says: the money came back, so it never counts as paid.
 */
export function payoutStatusOf(payout: CirclePayout, checkAgainAt: Date): PayoutStatus {
  if (payout.return || payout.errorCode === 'transaction_returned' || payout.status === 'failed')
    return {
      status: 'REJECTED',
      reason: failureReasonOf(payout),
      code: payoutErrorCodeOf(payout.errorCode ?? (payout.return ? 'transaction_returned' : undefined)),
    };
  if (payout.status === 'complete') return { status: 'SETTLED' };
  return { status: 'PENDING', checkAgainAt };
}

/** What differs between the payout Circle holds under our key and the one we meant (amount, destination); empty when none. */
export function differencesFrom(held: CirclePayout, request: CirclePayoutCreationRequest): string[] {
  const differences: string[] = [];
  if (held.amount && !new Decimal(held.amount.amount).eq(request.amount.amount))
    differences.push(`amount ${held.amount.amount} at Circle, ${request.amount.amount} here`);
  if (held.destination && held.destination.id !== request.destination.id) differences.push('another destination bank account');
  return differences;
}

/** The three outcomes of a failed call to Circle, for the payout protocol (rails/capabilities/payouts.ts). */
export type FailureOutcome =
  /** Circle did not take the request and may take it later: RailUnavailableError (the job tries again). */
  | { kind: 'not-taken'; reason: string }
  /** Circle refused the request for good: the payout fails now with this reason, nothing paid. */
  | { kind: 'refused'; reason: string }
  /** Whether Circle took it is unknown: the error stands, and the protocol follows it up. */
  | { kind: 'unknown' };

/**
 * Circle's documented error answers, sorted: 400 BadRequest ("cannot be processed due to a client error") is a refusal
 * of this request, which the same request would get again; 401 NotAuthorized ("has not been applied because it lacks
 * valid authentication credentials") and 429 LimitExceeded are not taken, and may be taken once the key or the rate is
 * right; a 403 with Circle's body likewise (a key without the permission). Anything else (5xx, a body not Circle's, a
 * timeout) leaves the outcome unknown.
 */
export function failureOutcomeOf(error: unknown): FailureOutcome {
  if (error instanceof RailUnavailableError) return { kind: 'not-taken', reason: error.message };
  if (!isCircleRefusal(error)) return { kind: 'unknown' };
  const said = `code ${error.error.code}: ${error.error.message}`;
  switch (error.status) {
    case 400:
    case 422:
      return { kind: 'refused', reason: `Circle refused the payout (${said}).` };
    case 401:
    case 403:
      return { kind: 'not-taken', reason: `Circle refused the API key (HTTP ${error.status}, ${said}); nothing was sent` };
    case 429:
      return { kind: 'not-taken', reason: `Circle's rate limit was exceeded (${said}); nothing was sent` };
    default:
      return { kind: 'unknown' };
  }
}

/** Circle's own error answer as the client raises it (CircleRefusedError): its HTTP status and body. */
function isCircleRefusal(error: unknown): error is Error & { status: number; error: CircleError } {
  return error instanceof Error && error.name === 'CircleRefusedError';
}

/** The available USD of the business account (Balances.available), exact; zero when Circle lists no USD. */
export function availableUsd(balances: CircleBalances): Decimal {
  return balances.available.filter((money) => money.currency === 'USD').reduce((sum, money) => sum.plus(money.amount), new Decimal(0));
}
