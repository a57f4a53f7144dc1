// The payout rails, behind the three things a payout asks of any of them, whatever it pays (local money to a PIX key or
// a Colombian bank account for an off-ramp, USD by wire or ACH for a payment): send it, learn how it ended, and find
// it by our reference when a send's answer never came. The domain never knows whether it talks to the sandbox or a
// real provider; the protocol that drives these calls is written once (modules/payouts/protocol.ts).
import type { RailErrorCode } from './errors.ts';
import type { Decimal } from '../../money.ts';

export interface SentPayout {
  /** The rail's own name for the payout, to ask about it. */
  railReference: string;
  /** When an answer to `status` may be there. */
  checkAt: Date;
}

/** The rail answered the send by refusing this payout for good (a business refusal): nothing was or will be paid. */
export interface RefusedPayout {
  refused: string;
  /** The refusal in the one rail error taxonomy (capabilities/errors.ts), as the adapter's transformers map it. */
  code?: RailErrorCode;
}

export type PayoutStatus =
  /**
   * Not ended yet. `overdue` (the rail's words) when it has been pending longer than the rail's own limit: the payout
   * is then no longer polled but left to an operator (an exception), still PENDING.
   */
  | { status: 'PENDING'; checkAgainAt: Date; overdue?: string }
  | { status: 'SETTLED' }
  /** The receiving institution refused the payout; no money left. */
  | { status: 'REJECTED'; reason: string; code?: RailErrorCode };

export interface PayoutRail<Payout> {
  /**
   * Hands the payout to the rail, which makes at most one per reference however often it is sent; the answer says how
   * to ask about it, and when an answer may be there, or that the rail refused it for good (`refused`, with the reason:
   * the payout then fails at once, as a rejection does). Throws RailUnavailableError (rails/capabilities/errors.ts) only when the
   * rail certainly did not take it and may take it later; any other error (a timeout) leaves that unknown, and `find`
   * tells.
   */
  send(payout: Payout): Promise<SentPayout | RefusedPayout>;
  status(railReference: string): Promise<PayoutStatus>;
  /**
   * Asks the rail for the payout it holds under the payout's reference (the rest of `payout` is what was sent, for an
   * adapter to check it against what the rail has): the same answer as `send`, or undefined only when the rail has
   * none and will make none under that reference (a send it is still working on counts as held). The payout's
   * payment or transfer is then failed, its funds released; an adapter that cannot promise this throws instead.
   */
  find(payout: Payout): Promise<SentPayout | undefined>;
  /** Where the rail takes a webhook for its payouts: registers `url` there unless it is already (idempotent). */
  configureWebhook?(url: string): Promise<'REGISTERED' | 'ALREADY_REGISTERED'>;
}

export interface LocalBankAccount {
  bankCode: string;
  accountType: 'CHECKING' | 'SAVINGS';
  accountNumber: string;
}

/** An off-ramp's payout: local money to the beneficiary's PIX key (BR) or bank account (CO). */
export interface LocalPayout {
  /** Our reference (the transfer's id). */
  reference: string;
  currency: 'BRL' | 'COP';
  /** What the beneficiary receives, in `currency`. */
  amount: Decimal;
  /** A PIX key (BR), a Bre-B key (CO), or a bank account (CO). */
  target: { pixKey: string } | { brebKey: string } | { bankAccount: LocalBankAccount };
  /** The beneficiary's own CPF/CNPJ (BR) or document (CO): a rail that can, pays only an account its holder holds. */
  holderDocument: string;
  /** The holder's name and kind, for a rail that names the holder of a bank account (Bitso's ACH). */
  holder?: { name: string; kind: 'PERSON' | 'BUSINESS' };
}

export type LocalPayoutRail = PayoutRail<LocalPayout>;

/** The local payout rail of each country that has one. */
export type LocalPayoutRails = Partial<Record<'BR' | 'CO', LocalPayoutRail>>;
