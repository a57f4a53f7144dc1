// Owns the sandbox's tools: what stands for the outside world in a sandbox, so an integrator can drive every flow by
// hand: a payer paying an on-ramp by PIX or bank deposit, USDC sent on-chain to an external-wallet off-ramp, USD
// arriving for a beneficiary, a person finishing verification at the partner, the market moving, and time passing
// (clock.ts). Each tool says what happened through the domain's own door (the same one a real rail's report goes
// through), so nothing a test does in the sandbox skips a rule production keeps. Absent in production (app.ts
// registers it only in the sandbox).
import type { Db } from '../../db/index.ts';
import { validationError } from '../../errors.ts';
import { transferError, type ChainFunding, type DepositAnswer, type TransferDeposits } from '../transfers/index.ts';
import { Decimal, parseAmount, parsePositiveDecimal, RATE_DECIMALS, type LocalCurrency } from '../../money.ts';
import { railError } from '../../rails/capabilities/errors.ts';
import type { MarketRate } from '../../rails/capabilities/rate-provider.ts';
import type { SandboxRails } from '../../rails/index.ts';
import type { KyxService, PartnerResult } from '../beneficiaries/index.ts';
import type { PaymentInService, PaymentInInput, PaymentInResult } from '../payments/index.ts';
import { SandboxClock } from './clock.ts';

/** How far a sandbox rate may stray from the shared rate: from the shared rate divided by this to the shared rate times it. */
export const SANDBOX_RATE_BAND = 2;

export class SandboxTools {
  /** Time travel: the integrator's deadlines moved forward on request (clock.ts). */
  readonly clock: SandboxClock;

  constructor(
    private readonly db: Db,
    private readonly rails: SandboxRails,
    private readonly deposits: TransferDeposits,
    private readonly chainFunding: ChainFunding,
    private readonly paymentsIn: PaymentInService,
    private readonly kyx: KyxService,
  ) {
    this.clock = new SandboxClock(db);
  }

  /** A PIX paid for a BR on-ramp by the payer with `document`, which must be the beneficiary's. */
  pix(integratorId: string, input: { document: string; simulationId: string; amount?: unknown }): Promise<DepositAnswer> {
    const amount = input.amount === undefined ? undefined : parseAmount(input.amount, '/amount');
    return this.deposits.pixReceived(integratorId, input.simulationId, { document: input.document, amount }, this.rails.statement.arrivalAt('pix-collection'));
  }

  /** A bank deposit for a CO on-ramp. */
  bankDeposit(integratorId: string, input: { simulationId: string; amount?: unknown }): Promise<DepositAnswer> {
    const amount = input.amount === undefined ? undefined : parseAmount(input.amount, '/amount');
    return this.deposits.bankDepositReceived(integratorId, input.simulationId, amount, this.rails.statement.arrivalAt('cop-collection'));
  }

  /** The on-ramp paid at or after `since`: what a payment whose answer died with its process did. */
  paidSince(integratorId: string, simulationId: string, since: Date): Promise<DepositAnswer | undefined> {
    return this.deposits.paidSince(integratorId, simulationId, since);
  }

  /**
   * A chain deposit of `amount` (from.value by default) to the transfer's fundingWallet, recorded as the chain would
   * record it, by hash. The transfer starts once this hash is also linked, in either order.
   */
  async cryptoDeposit(
    integratorId: string,
    input: { txHash: string; simulationId: string; amount?: unknown; fromAddress?: string | undefined },
  ): Promise<DepositAnswer> {
    const amount = input.amount === undefined ? undefined : parseAmount(input.amount, '/amount');
    const transfer = await this.chainFunding.awaitingChainDeposit(integratorId, input.simulationId);
    const chain = this.rails.chain;
    if (!chain) throw railError('rail.not_configured', 'This sandbox reads a real chain (CHAIN_RPC_URL): send the USDC there instead.');
    const received = amount ?? new Decimal(transfer.from_value);
    await this.db.transaction(async (tx) => {
      // A chain transaction happens once: the same hash cannot carry a second deposit.
      if (!(await chain.recordDeposit(tx, integratorId, input.txHash, transfer.funding_wallet!, received, input.fromAddress))) {
        throw transferError('transfer.transaction_hash_in_use', 'You made a sandbox chain deposit with this hash already.');
      }
      // The USDC is at the funding wallet whatever the books make of it (booked once the hash is linked and checked).
      await this.rails.statement.record({ account: 'chain', reference: `transfer:${transfer.id}`, direction: 'IN', amount: received, currency: 'USDC' }, tx);
      await this.chainFunding.depositSeen(tx, transfer, input.txHash);
    });
    return { transferId: transfer.id, status: transfer.status };
  }

  /** USD arrives for a beneficiary from one of its payment contacts (or is refused from anyone else). */
  paymentIn(integratorId: string, input: PaymentInInput): Promise<PaymentInResult> {
    return this.paymentsIn.receive(integratorId, input, this.rails.statement.arrivalAt('usd-bank'));
  }

  /** The person behind an upload link finished at the partner, with `result`. */
  verificationFinished(reference: string, result: PartnerResult) {
    return this.kyx.recordResult(reference, result);
  }

  /** The rates `integratorId` prices with. */
  rates(integratorId: string): Promise<MarketRate[]> {
    return this.rails.rates.rates(integratorId);
  }

  /**
   * Sets `integratorId`'s own rate of USDC/`quote` (a positive decimal, at most 8 decimals), within SANDBOX_RATE_BAND
   * of the sandbox's shared rate: a market can move, not by orders of magnitude (a rate of 1e-8 credited trillions).
   */
  async setRate(integratorId: string, quote: LocalCurrency, rate: unknown): Promise<MarketRate> {
    const value = parsePositiveDecimal(rate, '/rate', RATE_DECIMALS);
    const reference = (await this.rails.rates.rates()).find((shared) => shared.quote === quote)?.rate;
    if (reference !== undefined) {
      const lowest = reference.div(SANDBOX_RATE_BAND).toDecimalPlaces(RATE_DECIMALS, Decimal.ROUND_UP);
      const highest = reference.times(SANDBOX_RATE_BAND).toDecimalPlaces(RATE_DECIMALS, Decimal.ROUND_DOWN);
      if (value.lt(lowest) || value.gt(highest)) {
        throw validationError([
          {
            path: '/rate',
            message: `must be between ${lowest.toFixed()} and ${highest.toFixed()}: a sandbox rate stays within a factor of ${SANDBOX_RATE_BAND} of the shared USDC/${quote} rate (${reference.toFixed()})`,
          },
        ]);
      }
    }
    return this.rails.rates.setRate(integratorId, quote, value);
  }
}
