// Owns what the BCB API Pix adapter hands to the rest of Ponte, in Ponte's words: a PIX charge for an on-ramp, a PIX
// received, a refund of one, and a webhook notice. None of the API Pix's Portuguese names or statuses appear here.
import type { Decimal } from '../../money.ts';

/** What the adapter can do; the lead's rail registry reads it. */
export const capabilities = ['collections', 'refunds', 'webhooks', 'polling'] as const;
export type Capability = (typeof capabilities)[number];

export interface ChargeRequest {
  /** 26 to 35 letters and digits, ours, unique per charge (the API Pix's txid for PUT /cob/{txid}). */
  txid: string;
  amount: Decimal;
  /** How long the charge can be paid, in seconds from its creation. */
  expiresInS: number;
  /** The payer we expect: CPF (11 digits) or CNPJ (14), and a name. */
  payer?: { document: string; name: string };
  /** Shown to the payer (at most 140 characters). */
  description?: string;
}

/**
 * PENDING: open for payment (or a status the adapter does not know). PAID: the PSP says a payment concluded it.
 * CANCELLED: we removed it. REMOVED_BY_PROVIDER: the PSP removed it.
 */
export type ChargeStatus = 'PENDING' | 'PAID' | 'CANCELLED' | 'REMOVED_BY_PROVIDER';

export interface CreatedCharge {
  txid: string;
  /** The PSP's location URL of the charge's payload, without scheme. */
  location: string;
  /** The BR Code the payer pastes or scans: the PSP's own when it sends one, else built from the location. */
  pixCopyAndPaste: string;
  status: ChargeStatus;
  /**
   * True when the PSP refused to create it again because it already held it, with the same content. A PSP that takes a
   * repeated PUT as a revision of an open charge (the API allows it) answers as for a new one: false.
   */
  alreadyExisted: boolean;
}

export interface Charge extends Omit<CreatedCharge, 'alreadyExisted'> {
  amount: Decimal;
  createdAt: Date;
  expiresAt: Date;
  payerDocument: string | null;
  /** The PIX received for this charge. */
  payments: ReceivedPix[];
}

export type CancelOutcome = 'CANCELLED' | 'ALREADY_CANCELLED' | 'ALREADY_PAID' | 'REMOVED_BY_PROVIDER';

export interface CancelledCharge {
  txid: string;
  status: ChargeStatus;
  /** ALREADY_PAID means the money came in: the charge cannot be cancelled, and the payment must be handled. */
  outcome: CancelOutcome;
}

/** PENDING: asked and not finished (or a status the adapter does not know); RETURNED; NOT_RETURNED, with a reason. */
export type RefundStatus = 'PENDING' | 'RETURNED' | 'NOT_RETURNED';

export interface Refund {
  refundId: string;
  endToEndId: string;
  amount: Decimal;
  status: RefundStatus;
  /** Why it was not made (or other detail the PSP gives), when it gives one. */
  reason: string | null;
  /** The return's own end-to-end id in the SPI (starts with D), when the PSP gives it. */
  returnId: string | null;
  requestedAt: Date | null;
  settledAt: Date | null;
}

export interface RequestedRefund extends Refund {
  /** True when the PSP already held this refund id for this PIX, for the same amount, before this call. */
  alreadyExisted: boolean;
}

export interface RefundRequest {
  endToEndId: string;
  /** Ours, 1 to 35 letters and digits: the PSP makes at most one refund per id of a PIX. */
  refundId: string;
  amount: Decimal;
  /** Shown to the payer (at most 140 characters). */
  reason?: string;
}

export interface ReceivedPix {
  endToEndId: string;
  txid: string | null;
  amount: Decimal;
  /** The payer's CPF (11 digits) or CNPJ (14 characters), only when the PSP reports it unmasked: see NOTES.md. */
  payerDocument: string | null;
  payerName: string | null;
  receivedAt: Date;
  refunds: Array<{ refundId: string; amount: Decimal; status: RefundStatus; reason: string | null }>;
}

/** What a webhook call announces. Not proof: the caller reads the PIX back with `received(endToEndId)`. */
export interface PixNotice {
  endToEndId: string;
  txid: string | null;
  amount: Decimal;
  receivedAt: Date;
  refunds: Array<{ refundId: string; amount: Decimal; status: RefundStatus }>;
}
