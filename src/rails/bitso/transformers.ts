// Owns the translation between Ponte's vocabulary and Bitso's Colombia Payments vocabulary: a local payout to a preview
// and a payout request, Bitso's payout statuses to Ponte's, a pay-in to money arriving, and whether a payout Bitso holds
// is the one we meant, and Bitso's errors in the rail error taxonomy. Nothing here talks to the network.
import { Decimal, formatAmount } from '../../money.ts';
import { brebKeyType } from '../capabilities/breb-keys.ts';
import { railCodeOfStatus, type RailErrorCode } from '../capabilities/errors.ts';
import type { LocalBankAccount, LocalPayout, PayoutStatus } from '../capabilities/payouts.ts';
import type { BitsoAchThirdParty, BitsoDocumentType, BitsoPayout, BitsoPayoutRequest, BitsoPreviewRequest } from './model.ts';

/** A document number as digits and capitals only (dots, dashes and spaces dropped), as both sides are compared. */
export function canonicalDocument(document: string): string {
  return document.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** external_ref: "^[a-zA-Z0-9_-]+$", at most 64 characters; our reference (a transfer's UUID) is one as it is. */
export function externalRefFor(reference: string): string {
  if (!/^[a-zA-Z0-9_-]{1,64}$/.test(reference)) throw new Error(`reference ${JSON.stringify(reference)} cannot be a Bitso external_ref`);
  return reference;
}

/** Why Bitso cannot make this payout at all, or undefined: Bitso's Colombia API pays COP to a Bre-B key or by ACH. */
export function unsupportedReason(payout: LocalPayout): string | undefined {
  if (payout.currency !== 'COP') return `Bitso's Colombia Payments pay out COP only; a ${payout.currency} payout needs another rail`;
  if ('pixKey' in payout.target) return 'Bitso pays a Bre-B key or a Colombian bank account, not a PIX key';
  if ('brebKey' in payout.target && brebKeyType(payout.target.brebKey) === undefined) return 'the target is not a Bre-B key';
  return undefined;
}

/** Amounts as Bitso writes them: a decimal string, above zero. */
export function amountFor(amount: Decimal): string {
  if (amount.lte(0)) throw new Error(`amount ${amount.toFixed()} is not above zero`);
  return formatAmount(amount);
}

export function previewRequestFor(key: string): BitsoPreviewRequest {
  const keyType = brebKeyType(key);
  if (keyType === undefined) throw new Error('not a Bre-B key');
  return { type: 'CO_BREB', co_breb: { key_type: keyType, key_value: key } };
}

/** A Colombian document's type as Bitso names it: NIT for a business (its tax id), CC (cédula) for a person. */
export function documentTypeFor(holder: LocalPayout['holder']): BitsoDocumentType {
  return holder?.kind === 'BUSINESS' ? 'NIT' : 'CC';
}

export function achThirdPartyFor(account: LocalBankAccount, payout: LocalPayout): BitsoAchThirdParty {
  return {
    bank_code: account.bankCode,
    account_type: account.accountType,
    account_number: account.accountNumber,
    document_type: documentTypeFor(payout.holder),
    document_id: canonicalDocument(payout.holderDocument),
    name: payout.holder?.name ?? 'Beneficiary',
  };
}

export function payoutRequestFor(payout: LocalPayout, previewId: string | undefined): BitsoPayoutRequest {
  const common = { amount: amountFor(payout.amount), asset: 'COP' as const, external_ref: externalRefFor(payout.reference) };
  if ('bankAccount' in payout.target)
    return { type: 'CO_ACH', ...common, co_ach: { beneficiary_type: 'THIRD_PARTY', third_party: achThirdPartyFor(payout.target.bankAccount, payout) } };
  if (previewId === undefined) throw new Error('a Bre-B payout needs its preview');
  return { type: 'CO_BREB', ...common, co_breb: { preview_payout_id: previewId } };
}

/** Whether the holder Bitso resolved for a key is the beneficiary: the same document number. */
export function sameHolder(documentId: string, holderDocument: string): boolean {
  return canonicalDocument(documentId) === canonicalDocument(holderDocument);
}

/** COMPLETED is the only success; FAILED a rejection; PENDING, PROCESSING and any word Bitso may add, pending. */
export function payoutStatusOf(held: BitsoPayout, checkAgainAt: Date): PayoutStatus {
  switch (held.status) {
    case 'COMPLETED':
      return { status: 'SETTLED' };
    case 'FAILED':
      return {
        status: 'REJECTED',
        reason: `Bitso reports the ${held.type === 'CO_ACH' ? 'ACH' : 'Bre-B'} payout failed${held.failure_reason ? `: ${held.failure_reason}` : ''}.`,
        code: failureCodeOf(held.failure_reason),
      };
    default:
      return { status: 'PENDING', checkAgainAt };
  }
}

/**
 * What differs between a payout Bitso holds under our external_ref and the payout we meant: the type, the amount, and
 * the account or key when Bitso states it. Empty when they agree; a difference stops the flow.
 */
export function differencesFrom(held: BitsoPayout, payout: LocalPayout): string[] {
  const differences: string[] = [];
  const type = 'bankAccount' in payout.target ? 'CO_ACH' : 'CO_BREB';
  if (held.type !== type) differences.push(`a ${held.type} payout at Bitso, a ${type} here`);
  let amount: Decimal | undefined;
  try {
    amount = new Decimal(held.amount);
  } catch {
    differences.push(`Bitso's amount ${JSON.stringify(held.amount)} is not a number`);
  }
  if (amount && !amount.eq(payout.amount)) differences.push(`amount ${held.amount} at Bitso, ${payout.amount.toFixed(2)} here`);
  if (held.asset !== 'COP') differences.push(`asset ${held.asset} at Bitso`);
  if ('brebKey' in payout.target && held.co_breb?.key_value !== undefined && held.co_breb.key_value !== payout.target.brebKey)
    differences.push('a different Bre-B key');
  const account = 'bankAccount' in payout.target ? payout.target.bankAccount : undefined;
  const theirs = held.co_ach?.third_party as { account_number?: unknown } | undefined;
  if (account && typeof theirs?.account_number === 'string' && theirs.account_number !== account.accountNumber) differences.push('a different bank account');
  return differences;
}

/**
 * Bitso's error codes (`error.code`) in the rail error taxonomy. Bitso's API documents numbered codes by category (the
 * first two digits): 02 Authentication Errors (HTTP 401: 0201 to 0216), 03 Validation Errors (HTTP 400, 0379
 * "Insufficient balance"), 07 Account Errors (0730 "Invalid external bank account"). Its Colombia Payments pages show
 * named codes instead (invalid_field, payin_key_duplicate, idempotency_key_already_used; the rest are inferred, as the
 * error body is: docs/rails/bitso.md). A code not listed falls back on the HTTP status.
 */
const NAMED_CODES: Readonly<Record<string, RailErrorCode>> = {
  '0216': 'denied', // "Your account has been restricted"
  '0205': 'rate_limited', // "Too many login attempts"
  '0379': 'insufficient_funds', // "Insufficient balance"
  '0730': 'invalid_account', // "Invalid external bank account"
  insufficient_balance: 'insufficient_funds',
  insufficient_funds: 'insufficient_funds',
  invalid_field: 'invalid_request',
  idempotency_key_already_used: 'invalid_request',
  payin_key_duplicate: 'invalid_request',
  key_not_found: 'invalid_account',
  beneficiary_not_found: 'invalid_account',
  invalid_account: 'invalid_account',
  account_closed: 'account_closed',
  not_found: 'not_found',
  invalid_credentials: 'auth_failed',
  invalid_signature: 'auth_failed',
  invalid_nonce: 'auth_failed',
  rate_limit_exceeded: 'rate_limited',
  too_many_requests: 'rate_limited',
  limit_exceeded: 'limit_exceeded',
  daily_limit_exceeded: 'limit_exceeded',
  amount_limit_exceeded: 'limit_exceeded',
};

export function bitsoErrorCodeOf(status: number, code: string): RailErrorCode {
  const named = NAMED_CODES[code];
  if (named !== undefined) return named;
  if (/^02\d\d$/.test(code)) return 'auth_failed';
  if (/^03\d\d$/.test(code)) return 'invalid_request';
  if (/insufficient/i.test(code)) return 'insufficient_funds';
  if (/limit/i.test(code) && status !== 429) return 'limit_exceeded';
  return railCodeOfStatus(status);
}

/**
 * A FAILED payout's `failure_reason` (free text in Bitso's payout payload; its values are not listed: inferred) in the
 * taxonomy: the receiving account's words first, any other reason provider_error (failed at Bitso or the network).
 */
export function failureCodeOf(reason: string | null | undefined): RailErrorCode {
  const words = (reason ?? '').toUpperCase();
  if (/INSUFFICIENT/.test(words)) return 'insufficient_funds';
  if (/CLOSED|BLOCKED|CANCELL?ED_ACCOUNT|INACTIVE/.test(words)) return 'account_closed';
  if (/LIMIT/.test(words)) return 'limit_exceeded';
  if (/RETURN/.test(words)) return 'returned';
  if (/ACCOUNT|KEY|BENEFICIARY|DESTINATION|DOCUMENT/.test(words)) return 'invalid_account';
  return 'provider_error';
}
