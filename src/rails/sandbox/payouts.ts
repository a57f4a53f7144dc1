// The sandbox's payout rails, one rule for both (contract section 8, docs/sandbox.md): a payout settles `settleDelayMs`
// after it was sent, except one whose amount ends in .13, which the "receiving bank" rejects; an account number or
// PIX key ending in 0014, 0015 or 0016 stands for an outage (outages.ts). A sandbox rail keeps nothing in memory, so
// any worker process can ask about any payout: the reference it hands out carries when and how the payout ends, and
// what it holds for a reference follows from the payout itself. A payout it makes with a settled outcome is a line of
// its account's statement (statement.ts), dated when it settles, so that reconciliation has a rail to compare with.
import type { CurrencyCode, Decimal } from '../../money.ts';
import type { LocalPayout, PayoutRail, PayoutStatus, SentPayout } from '../capabilities/payouts.ts';
import type { RailAccount } from '../capabilities/statement.ts';
import type { UsdBank, UsdPayout, UsdReceivingBank } from '../capabilities/usd-bank.ts';
import { sandboxHoldsPayout, sandboxSendOutage } from './outages.ts';
import type { SandboxRailStatement } from './statement.ts';

export const SANDBOX_PAYOUT_REJECTION = 'The receiving bank rejected the payout.';
export const SANDBOX_REJECTION = 'The receiving bank rejected the payment.';

/** What differs between the sandbox rails: how a payout names its account and amount, and how the rail speaks. */
interface SandboxRule<Payout> {
  /** The rail's name in messages ("The bank"). */
  name: string;
  /** The first part of the references it hands out. */
  prefix: string;
  rejection: string;
  accountOf(payout: Payout): string;
  amountOf(payout: Payout): Decimal;
  referenceOf(payout: Payout): string;
  /** The statement line a settled payout makes: the rail account it leaves, our reference as the ledger writes it. */
  statementOf(payout: Payout): { account: RailAccount; reference: string; currency: CurrencyCode };
}

export class SandboxPayoutRail<Payout> implements PayoutRail<Payout> {
  private readonly pattern: RegExp;

  constructor(
    private readonly settleDelayMs: number,
    private readonly rule: SandboxRule<Payout>,
    private readonly statement: SandboxRailStatement,
  ) {
    this.pattern = new RegExp(`^${rule.prefix}:(SETTLED|REJECTED):(\\d+):`);
  }

  async send(payout: Payout): Promise<SentPayout> {
    sandboxSendOutage(this.rule.accountOf(payout), this.rule.name);
    return this.made(payout);
  }

  async find(payout: Payout): Promise<SentPayout | undefined> {
    return sandboxHoldsPayout(this.rule.accountOf(payout), this.rule.name) ? this.made(payout) : undefined;
  }

  private async made(payout: Payout): Promise<SentPayout> {
    const settleAt = Date.now() + this.settleDelayMs;
    const outcome = this.rule.amountOf(payout).toFixed(2).endsWith('.13') ? 'REJECTED' : 'SETTLED';
    // The money leaves the account when the payout settles; a rejected one never leaves it. Recorded once: a payout
    // found again by its reference is the same payout.
    if (outcome === 'SETTLED') {
      await this.statement.record({ ...this.rule.statementOf(payout), direction: 'OUT', amount: this.rule.amountOf(payout), at: new Date(settleAt) });
    }
    return { railReference: `${this.rule.prefix}:${outcome}:${settleAt}:${this.rule.referenceOf(payout)}`, checkAt: new Date(settleAt) };
  }

  async status(railReference: string): Promise<PayoutStatus> {
    const match = this.pattern.exec(railReference);
    if (!match) throw new Error(`not a ${this.rule.prefix} payout reference: ${railReference}`);
    const settleAt = Number(match[2]);
    if (Date.now() < settleAt) return { status: 'PENDING', checkAgainAt: new Date(settleAt) };
    return match[1] === 'REJECTED' ? { status: 'REJECTED', reason: this.rule.rejection } : { status: 'SETTLED' };
  }
}

/** The sandbox's local payout rail (off-ramps): PIX in BR, bank transfers in CO. */
export function sandboxLocalPayoutRail(settleDelayMs: number, statement: SandboxRailStatement): PayoutRail<LocalPayout> {
  return new SandboxPayoutRail<LocalPayout>(
    settleDelayMs,
    {
      name: 'The payout rail',
      prefix: 'sandbox-payout',
      rejection: SANDBOX_PAYOUT_REJECTION,
      accountOf: (payout) =>
        'pixKey' in payout.target ? payout.target.pixKey : 'brebKey' in payout.target ? payout.target.brebKey : payout.target.bankAccount.accountNumber,
      amountOf: (payout) => payout.amount,
      referenceOf: (payout) => payout.reference,
      statementOf: (payout) => ({
        account: payout.currency === 'BRL' ? 'br-payouts' : 'co-payouts',
        reference: `transfer:${payout.reference}`,
        currency: payout.currency,
      }),
    },
    statement,
  );
}

/** The sandbox's US bank (payments): wires and ACH, and the beneficiaries' receiving account. */
export class SandboxUsdBank extends SandboxPayoutRail<UsdPayout> implements UsdBank {
  readonly receivingBank: UsdReceivingBank = {
    bankName: 'Ponte Sandbox Bank, N.A.',
    bankAddress: '1 Sandbox Plaza, New York, NY 10004, US',
    // The routing number that bank test environments commonly use; it passes the ABA check.
    routingNumber: '110000000',
  };

  constructor(settleDelayMs: number, statement: SandboxRailStatement) {
    super(
      settleDelayMs,
      {
        name: 'The bank',
        prefix: 'sandbox',
        rejection: SANDBOX_REJECTION,
        accountOf: (payout) => payout.recipient.accountNumber,
        amountOf: (payout) => payout.amount,
        referenceOf: (payout) => payout.reference,
        statementOf: (payout) => ({ account: 'usd-bank', reference: `payment:${payout.reference}`, currency: 'USD' }),
      },
      statement,
    );
  }
}
