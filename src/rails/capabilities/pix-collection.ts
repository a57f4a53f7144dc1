// Owns how the service collects BRL by PIX for an on-ramp, in two forms. A static receiving account (the sandbox's):
// the charge one transfer asks the payer to pay is a BR Code made here for exactly the amount, with a txid of its own
// that links the PIX received back. Or a PSP implementing the Banco Central's API Pix (`PixCollector`, production):
// the PSP makes each charge, tells of PIX received, and returns one on request. Nothing here names a PSP's fields.
import type { Decimal } from '../../money.ts';
import { brCode, newTxid } from '../pix/brcode.ts';
import type { RailErrorCode } from './errors.ts';

export interface PixReceivingAccount {
  /** The service's PIX key that receives every on-ramp payment. */
  pixKey: string;
  /** What the payer's bank shows: the beneficiary must be told the receiving entity is the service. */
  merchantName: string;
  merchantCity: string;
}

export interface PixCharge {
  txid: string;
  pixCopyAndPaste: string;
}

export function pixCharge(account: PixReceivingAccount, amount: Decimal): PixCharge {
  const txid = newTxid();
  return { txid, pixCopyAndPaste: brCode({ ...account, amount, txid }) };
}

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
  /** A refund NOT_RETURNED: why, in the rail error taxonomy (errors.ts), as the adapter's transformers map it. */
  code?: RailErrorCode;
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
  /** The payer's CPF (11 digits) or CNPJ (14 characters), only when the PSP reports it unmasked: see docs/rails/bcb-pix.md. */
  payerDocument: string | null;
  payerName: string | null;
  receivedAt: Date;
  /** Its refunds; `settledAt` is when a RETURNED one was settled, when the PSP says. */
  refunds: Array<{ refundId: string; amount: Decimal; status: RefundStatus; reason: string | null; settledAt: Date | null; nature: string }>;
}

/** What a webhook call announces. Not proof: the caller reads the PIX back with `received(endToEndId)`. */
export interface PixNotice {
  endToEndId: string;
  txid: string | null;
  amount: Decimal;
  receivedAt: Date;
  refunds: Array<{ refundId: string; amount: Decimal; status: RefundStatus }>;
}

/** A PSP that collects BRL for on-ramps: its charges, the PIX it received, and their refunds (devolução). */
export interface PixCollector {
  /** Creates the charge under our txid; creating it again with the same content answers the same charge. */
  createCharge(request: ChargeRequest): Promise<CreatedCharge>;
  cancelCharge(txid: string): Promise<CancelledCharge>;
  /** The PIX the PSP received under this end-to-end id; undefined when it has none. */
  received(endToEndId: string): Promise<ReceivedPix | undefined>;
  /** Every PIX received between two instants (for the lost notices a poll finds). */
  receivedBetween(start: Date, end: Date): AsyncIterable<ReceivedPix>;
  /** Asks the PSP to return a PIX; idempotent by `refundId`. */
  refund(request: RefundRequest): Promise<RequestedRefund>;
  refundStatus(endToEndId: string, refundId: string): Promise<Refund | undefined>;
  /** Registers `url` as the PSP's webhook on our key, unless it already is. */
  configureWebhook(url: string): Promise<'REGISTERED' | 'ALREADY_REGISTERED'>;
  /** The notices of a webhook POST; proof of nothing until each PIX is read back. */
  parseWebhook(body: unknown): PixNotice[];
}
