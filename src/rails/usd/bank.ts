// The service's US bank, behind the two things the payments domain asks of it: send USD to an external account by
// wire or ACH and learn how that ended, and the details of the account where USD for the beneficiaries is received.
// The domain never knows whether it talks to the sandbox bank or a real one.
import type { Decimal } from '../../money.ts';
import { sandboxHoldsPayout, sandboxSendOutage } from '../sandbox-payouts.ts';

export type UsdPaymentType = 'WIRE' | 'ACH';
export type UsdAccountType = 'CHECKING' | 'SAVINGS';

export interface UsdPayout {
  /** Our reference (the payment's id): the bank makes at most one payout per reference, however often it is sent. */
  reference: string;
  paymentType: UsdPaymentType;
  /** What the recipient receives, in USD. */
  amount: Decimal;
  recipient: { name: string; routingNumber: string; accountNumber: string; accountType: UsdAccountType };
  description: string;
}

export type UsdPayoutStatus =
  | { status: 'PENDING'; checkAgainAt: Date }
  | { status: 'SETTLED' }
  /** The receiving bank refused the payout; no money left. */
  | { status: 'REJECTED'; reason: string };

/** The bank where the beneficiaries' USD accounts are held. */
export interface UsdReceivingBank {
  bankName: string;
  bankAddress: string;
  routingNumber: string;
}

export interface SentUsdPayout {
  bankReference: string;
  /** When an answer to `status` may be there. */
  checkAt: Date;
}

export interface UsdBank {
  readonly receivingBank: UsdReceivingBank;
  /**
   * Hands the payout to the bank; the answer says how to ask about it, and when an answer may be there. Throws
   * RailUnavailableError (rails/errors.ts) only when the bank certainly did not take it; any other error (a timeout)
   * leaves that unknown, and `find` tells.
   */
  send(payout: UsdPayout): Promise<SentUsdPayout>;
  status(bankReference: string): Promise<UsdPayoutStatus>;
  /**
   * Asks the bank for the payout it holds under `payout.reference` (the rest of `payout` is what was sent, for an
   * adapter to check it against what the bank has): the same answer as `send`, or undefined only when the bank has
   * none and will make none under that reference (a send it is still working on counts as held). The payout's
   * payment or transfer is then failed, its funds released; an adapter that cannot promise this throws instead.
   */
  find(payout: UsdPayout): Promise<SentUsdPayout | undefined>;
}

const SANDBOX_REFERENCE = /^sandbox:(SETTLED|REJECTED):(\d+):/;
export const SANDBOX_REJECTION = 'The receiving bank rejected the payment.';

/**
 * Sandbox rules: a payout settles `settleDelayMs` after it was sent, except one whose amount ends in .13, which the
 * "receiving bank" rejects; an account number ending in 0014, 0015 or 0016 stands for an outage
 * (rails/sandbox-payouts.ts). The sandbox bank keeps nothing in memory, so that any worker process can ask about any
 * payout: the reference it hands out carries when and how the payout ends, and what it holds for a reference follows
 * from the payout itself.
 */
export class SandboxUsdBank implements UsdBank {
  readonly receivingBank: UsdReceivingBank = {
    bankName: 'Ponte Sandbox Bank, N.A.',
    bankAddress: '1 Sandbox Plaza, New York, NY 10004, US',
    // The routing number that bank test environments commonly use; it passes the ABA check.
    routingNumber: '110000000',
  };

  constructor(private readonly settleDelayMs: number) {}

  async send(payout: UsdPayout): Promise<SentUsdPayout> {
    sandboxSendOutage(payout.recipient.accountNumber, 'The bank');
    return this.made(payout);
  }

  async find(payout: UsdPayout): Promise<SentUsdPayout | undefined> {
    return sandboxHoldsPayout(payout.recipient.accountNumber, 'The bank') ? this.made(payout) : undefined;
  }

  private made(payout: UsdPayout): SentUsdPayout {
    const settleAt = Date.now() + this.settleDelayMs;
    const outcome = payout.amount.toFixed(2).endsWith('.13') ? 'REJECTED' : 'SETTLED';
    return { bankReference: `sandbox:${outcome}:${settleAt}:${payout.reference}`, checkAt: new Date(settleAt) };
  }

  async status(bankReference: string): Promise<UsdPayoutStatus> {
    const match = SANDBOX_REFERENCE.exec(bankReference);
    if (!match) throw new Error(`not a sandbox payout reference: ${bankReference}`);
    const settleAt = Number(match[2]);
    if (Date.now() < settleAt) return { status: 'PENDING', checkAgainAt: new Date(settleAt) };
    return match[1] === 'REJECTED' ? { status: 'REJECTED', reason: SANDBOX_REJECTION } : { status: 'SETTLED' };
  }
}
