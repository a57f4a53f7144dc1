// The local payout rails, behind the two things an off-ramp asks of them: send local money (BRL by PIX to a key, COP
// to a Colombian bank account) and learn how that ended. The transfers module never knows whether it talks to the
// sandbox or a real PSP.
import type { Decimal } from '../money.ts';
import { sandboxHoldsPayout, sandboxSendOutage } from './sandbox-payouts.ts';

export interface LocalBankAccount {
  bankCode: string;
  accountType: 'CHECKING' | 'SAVINGS';
  accountNumber: string;
}

export interface LocalPayout {
  /** Our reference (the transfer's id): a rail makes at most one payout per reference, however often it is sent. */
  reference: string;
  currency: 'BRL' | 'COP';
  /** What the beneficiary receives, in `currency`. */
  amount: Decimal;
  target: { pixKey: string } | { bankAccount: LocalBankAccount };
}

export type LocalPayoutStatus =
  | { status: 'PENDING'; checkAgainAt: Date }
  | { status: 'SETTLED' }
  /** The receiving institution refused the payout; no money left. */
  | { status: 'REJECTED'; reason: string };

export interface SentLocalPayout {
  railReference: string;
  /** When an answer to `status` may be there. */
  checkAt: Date;
}

export interface LocalPayoutRail {
  /**
   * Hands the payout to the rail; the answer says how to ask about it, and when an answer may be there. Throws
   * RailUnavailableError (rails/errors.ts) only when the rail certainly did not take it; any other error (a timeout)
   * leaves that unknown, and `find` tells.
   */
  send(payout: LocalPayout): Promise<SentLocalPayout>;
  status(railReference: string): Promise<LocalPayoutStatus>;
  /**
   * Asks the rail for the payout it holds under `payout.reference` (the rest of `payout` is what was sent, for an
   * adapter to check it against what the rail has): the same answer as `send`, or undefined only when the rail has
   * none and will make none under that reference (a send it is still working on counts as held). The payout's
   * payment or transfer is then failed, its funds released; an adapter that cannot promise this throws instead.
   */
  find(payout: LocalPayout): Promise<SentLocalPayout | undefined>;
}

const SANDBOX_REFERENCE = /^sandbox-payout:(SETTLED|REJECTED):(\d+):/;
export const SANDBOX_PAYOUT_REJECTION = 'The receiving bank rejected the payout.';

/**
 * Sandbox rules (contract section 8): a payout settles `settleDelayMs` after it was sent, except one whose amount ends
 * in .13, which the "receiving bank" rejects; a PIX key or account number ending in 0014, 0015 or 0016 stands for an
 * outage (sandbox-payouts.ts). Like the sandbox USD bank it keeps nothing in memory, so any worker process can ask
 * about any payout: the reference it hands out carries when and how the payout ends, and what it holds for a reference
 * follows from the payout itself.
 */
export class SandboxLocalPayoutRail implements LocalPayoutRail {
  constructor(private readonly settleDelayMs: number) {}

  async send(payout: LocalPayout): Promise<SentLocalPayout> {
    sandboxSendOutage(accountOf(payout), 'The payout rail');
    return this.made(payout);
  }

  async find(payout: LocalPayout): Promise<SentLocalPayout | undefined> {
    return sandboxHoldsPayout(accountOf(payout), 'The payout rail') ? this.made(payout) : undefined;
  }

  private made(payout: LocalPayout): SentLocalPayout {
    const settleAt = Date.now() + this.settleDelayMs;
    const outcome = payout.amount.toFixed(2).endsWith('.13') ? 'REJECTED' : 'SETTLED';
    return { railReference: `sandbox-payout:${outcome}:${settleAt}:${payout.reference}`, checkAt: new Date(settleAt) };
  }

  async status(railReference: string): Promise<LocalPayoutStatus> {
    const match = SANDBOX_REFERENCE.exec(railReference);
    if (!match) throw new Error(`not a sandbox payout reference: ${railReference}`);
    const settleAt = Number(match[2]);
    if (Date.now() < settleAt) return { status: 'PENDING', checkAgainAt: new Date(settleAt) };
    return match[1] === 'REJECTED' ? { status: 'REJECTED', reason: SANDBOX_PAYOUT_REJECTION } : { status: 'SETTLED' };
  }
}

/** Where a local payout goes: its PIX key, or its bank account's number. */
const accountOf = (payout: LocalPayout): string => ('pixKey' in payout.target ? payout.target.pixKey : payout.target.bankAccount.accountNumber);
