// The shapes of Bitso's Colombia Payments API as its reference pages give them (docs/rails/bitso.md names each page):
// the requests Ponte sends and the answers it reads. client.ts makes the calls; transformers.ts maps them to our words.
export type BitsoKeyType = 'ALIAS' | 'PHONE' | 'EMAIL' | 'USER_IDENTIFICATION';
export type BitsoDocumentType = 'CC' | 'CE' | 'NIT' | 'PP' | 'TI';
export type BitsoPayoutStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';

export interface BitsoBrebBeneficiary {
  document_type: string;
  document_id: string;
  display_name?: string;
  bank_name?: string;
}

/** Preview payout's request: the preview resolves the beneficiary only; amount and asset come with the payout. */
export interface BitsoPreviewRequest {
  type: 'CO_BREB';
  co_breb: { key_type: BitsoKeyType; key_value: string };
}

export interface BitsoPreview {
  id: string;
  expires_at?: string;
  type: 'CO_BREB';
  co_breb: { key_type: string; key_value: string; beneficiary: BitsoBrebBeneficiary };
}

export interface BitsoAchThirdParty {
  bank_code: string;
  account_type: 'SAVINGS' | 'CHECKING';
  account_number: string;
  document_type: BitsoDocumentType;
  document_id: string;
  name: string;
}

export type BitsoPayoutRequest =
  | { type: 'CO_BREB'; amount: string; asset: 'COP'; external_ref: string; co_breb: { preview_payout_id: string } }
  | { type: 'CO_ACH'; amount: string; asset: 'COP'; external_ref: string; co_ach: { beneficiary_type: 'THIRD_PARTY'; third_party: BitsoAchThirdParty } };

export interface BitsoPayout {
  id: string;
  status: BitsoPayoutStatus | string;
  amount: string;
  asset: string;
  type: 'CO_BREB' | 'CO_ACH' | string;
  external_ref?: string;
  co_breb?: { key_type?: string; key_value?: string; beneficiary?: BitsoBrebBeneficiary };
  co_ach?: Record<string, unknown>;
  failure_reason?: string | null;
  created_at: string;
  updated_at?: string;
}

export interface BitsoPayinKeyRequest {
  type: 'CO_BREB';
  external_ref: string;
  co_breb: { key_type: 'ALIAS'; key_value: string };
}

export interface BitsoPayinKey {
  id: string;
  status: 'ACTIVE' | 'INACTIVE' | string;
  type: 'CO_BREB';
  external_ref?: string;
  co_breb: { key_type: string; key_value: string };
  created_at?: string;
}

/** Create payin intent's request: a PSE charge for exactly `amount`, the payer's bank, where PSE sends the payer back. */
export interface BitsoPayinIntentRequest {
  type: 'CO_PSE';
  amount: string;
  external_ref: string;
  co_pse: { bank_code: string; success_redirect_url: string; error_redirect_url: string };
}

export interface BitsoPayinIntent {
  id: string;
  status: 'PENDING' | 'COMPLETED' | string;
  asset: string;
  amount: string;
  type: 'CO_PSE' | string;
  co_pse: { bank_code?: string; success_redirect_url?: string; error_redirect_url?: string; payment_link?: string };
  external_ref?: string;
  expires_at?: string;
  created_at: string;
  /** On COMPLETED: the settled pay-in. */
  payin_id?: string;
  updated_at?: string;
}

export interface BitsoPayin {
  id: string;
  status: string;
  amount: string;
  asset: string;
  type: 'CO_BREB' | 'CO_PSE' | 'CO_ACH' | string;
  trace_id?: string;
  co_breb?: { sender_name?: string; sender_document_type?: string; sender_document_id?: string; beneficiary_key?: { id: string; key_value?: string } };
  /** Present on a compensatory deposit: the refund of a failed CO_ACH payout. */
  refund?: { payout_id: string; reason?: string; payout_external_ref?: string };
  created_at: string;
  updated_at?: string;
}

/** One currency of Get Account Balance: decimal strings; available = total - locked; the pending ones are not in total. */
export interface BitsoCurrencyBalance {
  currency: string;
  total: string;
  locked: string;
  available: string;
  pending_deposit: string;
  pending_withdrawal: string;
}

/** Get Account Balance's answer. */
export interface BitsoBalances {
  success: true;
  payload: { balances: BitsoCurrencyBalance[] };
}

export interface BitsoPage<T> {
  items: T[];
  next_page_token?: string | null;
}

/** Bitso's error body: {"error": {"code": "invalid_field", "message": "..."}}. */
export interface BitsoError {
  code: string;
  message: string;
}
