// The shapes of Circle's published OpenAPI document ("All Circle APIs" 2.16.0, docs/rails/circle.md names each part)
// that USD payments use: the requests Ponte sends and the answers it reads. client.ts makes the calls.
export interface CircleMoney {
  amount: string;
  currency: string;
}

/** BillingDetails: the account holder's name and address (district: the two-letter state in the US). */
export interface CircleBillingDetails {
  name: string;
  city: string;
  country: string;
  line1: string;
  line2?: string;
  district?: string;
  postalCode: string;
}

/** BankAddress: country required; the rest optional for a US bank. */
export interface CircleBankAddress {
  bankName?: string;
  city?: string;
  country: string;
  line1?: string;
  line2?: string;
  district?: string;
}

/** WireCreationRequestUs. */
export interface CircleWireCreationRequest {
  idempotencyKey: string;
  accountNumber: string;
  routingNumber: string;
  billingDetails: CircleBillingDetails;
  bankAddress: CircleBankAddress;
}

/** ExternalFiatAccountStatus. */
export type CircleAccountStatus = 'pending' | 'complete' | 'failed';

/** Wire (the parts read here). */
export interface CircleWire {
  id: string;
  status: CircleAccountStatus;
  description: string;
  trackingRef: string;
  fingerprint: string;
}

/** BusinessPayoutCreationRequest. */
export interface CirclePayoutCreationRequest {
  idempotencyKey: string;
  destination: { type: 'wire'; id: string };
  amount: { amount: string; currency: 'USD' };
}

/** PayoutStatus. */
export type CirclePayoutStatus = 'pending' | 'complete' | 'failed';

/** BusinessPayout (the parts read here; every property is optional in the document). */
export interface CirclePayout {
  id?: string;
  destination?: { type: string; id: string; name?: string };
  amount?: CircleMoney;
  fees?: CircleMoney;
  status?: CirclePayoutStatus;
  trackingRef?: string | null;
  /** PayoutErrorCode: only for a failed payout. */
  errorCode?: string | null;
  riskEvaluation?: { decision?: string; reason?: string | null } | null;
  /** UnwithdrawalObject: present when the bank returned the payout (errorCode transaction_returned). */
  return?: { id?: string; amount?: CircleMoney; reason?: string; status?: string; createDate?: string } | null;
  createDate?: string;
  updateDate?: string;
}

/** Balances. */
export interface CircleBalances {
  available: CircleMoney[];
  unsettled: CircleMoney[];
}

/** Circle's error body: {"code": integer, "message": string}. */
export interface CircleError {
  code: number;
  message: string;
}
