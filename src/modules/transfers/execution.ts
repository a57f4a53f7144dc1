// Owns the worker's side of a transfer: its execution once funded (an on-ramp settles at the latest market rate; an
// off-ramp's funds are checked, on-chain for an external wallet, then its local payout goes through the payout
// protocol, modules/payouts/protocol.ts), what happens when that execution runs out of attempts, and the funding
// timeout. Each step is safe to repeat: a job that runs twice moves nothing twice (lifecycle.ts guards every move).
import type { Db, Queryable } from '../../db/index.ts';
import { DomainError, errorText } from '../../errors.ts';
import { ParkedForOperator, type JobResult } from '../../jobs/runner.ts';
import { Decimal } from '../../money.ts';
import type { RateProvider } from '../../rails/capabilities/rate-provider.ts';
import type { LocalPayout, LocalPayoutRail, LocalPayoutRails } from '../../rails/capabilities/payouts.ts';
import { beneficiaryById, holderDocument, holderName } from '../beneficiaries/index.ts';
import { closeException, openException } from '../exceptions/index.ts';
import type { Liquidity } from '../liquidity/index.ts';
import { payoutAccount, type RailAccount } from '../../rails/capabilities/statement.ts';
import { payoutExhausted, runPayout, type PayoutSubject } from '../payouts/index.ts';
import { DENIED_REASON, type ComplianceGate, type GateStage } from '../compliance/index.ts';
import type { ChainFunding } from './chain-funding.ts';
import { LOCAL_CURRENCY, type Country } from '../corridors/index.ts';
import type { TransferJobs } from './jobs.ts';
import {
  cancelTransfer,
  claimPayout,
  currentTransfer,
  failTransfer,
  markPayoutMaybeSent,
  recordPayoutReference,
  succeedOffRamp,
  succeedOnRamp,
} from './lifecycle.ts';
import { compactTransferCounts, priceAgain, SYSTEM_ACTOR, transferRead, type TransferRow } from './model.ts';
import { maybeOne } from '../../db/index.ts';
import type { LinedPrice } from './fx-lineage.ts';
import { moveBeyondBand } from './pricing.ts';

/** A transfer's latest price, or what to write because it cannot execute at it (TransferExecution.priceNow). */
type Pricing = { priced: LinedPrice } | { apply: (tx: Queryable) => Promise<unknown> };

/**
 * The statusReason of an off-ramp whose payout the rail could not take in `attempts` tries (failTransfer adds what
 * becomes of an external wallet's deposit).
 */
export function payoutUnavailableReason(attempts: number, transfer: Pick<TransferRow, 'hold_id'>): string {
  const unavailable = `The payout rail was unavailable and the payout was not made (${attempts} attempts).`;
  return `${unavailable} ${nothingPaidOut(transfer)}`;
}

/**
 * The statusReason of a funded transfer that could not be executed in `attempts` tries, before any payout (failTransfer
 * adds what becomes of an external wallet's deposit).
 */
export function executionUnavailableReason(attempts: number, transfer: Pick<TransferRow, 'type' | 'hold_id'>): string {
  const unavailable = `The transfer could not be executed in ${attempts} attempts, and nothing was converted.`;
  return `${unavailable} ${transfer.type === 'ON_RAMP' ? 'The deposit is returned to the payer.' : nothingPaidOut(transfer)}`;
}

/** What a failed off-ramp says of its funds: a direct one's hold is released (failTransfer adds an external wallet's). */
/** A funded transfer, locked for its execution's decision. */
const FUNDED_FOR_UPDATE = transferRead('funded_for_update', `WHERE id = $1 AND phase = 'FUNDED' FOR NO KEY UPDATE`);

const nothingPaidOut = (transfer: Pick<TransferRow, 'hold_id'>): string =>
  transfer.hold_id !== null ? 'Nothing was paid out; the held USDC is available again.' : 'Nothing was paid out.';

/**
 * What the local rail is asked to pay for an off-ramp whose payout was claimed: `to`, to the validated target, held by
 * the beneficiary's own document.
 */
async function payoutOf(db: Queryable, transfer: TransferRow): Promise<LocalPayout> {
  const target =
    transfer.target_pix_key !== null
      ? { pixKey: transfer.target_pix_key }
      : transfer.target_bank_account !== null
        ? { bankAccount: transfer.target_bank_account }
        : transfer.target_breb_key !== null
          ? { brebKey: transfer.target_breb_key }
          : undefined;
  if (!target) throw new Error(`off-ramp ${transfer.id} has no payout target`);
  const beneficiary = await beneficiaryById(db, transfer.beneficiary_id);
  if (!beneficiary) throw new Error(`off-ramp ${transfer.id} names no beneficiary`);
  return {
    reference: transfer.id,
    currency: transfer.to_currency as LocalPayout['currency'],
    amount: new Decimal(transfer.to_value),
    target,
    holderDocument: holderDocument(beneficiary),
    holder: { name: holderName(beneficiary), kind: beneficiary.business ? 'BUSINESS' : 'PERSON' },
  };
}

export class TransferExecution implements TransferJobs {
  /** The payout protocol's subject for each country whose payout rail is configured. */
  private readonly payouts: Partial<Record<Country, PayoutSubject<TransferRow, LocalPayout>>>;

  constructor(
    private readonly db: Db,
    private readonly rates: RateProvider,
    private readonly chainFunding: ChainFunding,
    localPayouts: LocalPayoutRails,
    private readonly fundingTimeoutS: number,
    /** How long to wait before asking again whether a linked chain transaction that reached a funding wallet is still there. */
    private readonly chainPollMs: number,
    /** A funded transfer whose rate moved beyond the band: failed, its funds returned; or held for an operator. */
    private readonly rateBandAction: 'fail' | 'hold' = 'fail',
    /** Decides, right before a payout or a release of USDC, whether it may go (modules/compliance). */
    private readonly gate?: ComplianceGate,
    /** Holds a payout or a release of USDC that would take its rail account below its minimum (modules/liquidity). */
    private readonly liquidity?: Liquidity,
  ) {
    const subject = (rail: LocalPayoutRail): PayoutSubject<TransferRow, LocalPayout> => ({
      noun: 'transfer',
      railName: 'the rail',
      rail,
      load: async (id) => {
        const row = await currentTransfer(db, id);
        return {
          row,
          pending: row.status === 'PENDING',
          claimed: row.payout_started_at !== null,
          maybeSent: row.payout_maybe_sent,
          railReference: row.payout_reference,
        };
      },
      // The payout is claimed at the latest rate, unless that rate moved beyond the band (the transfer then fails), or
      // unless its payout account cannot pay it without going below its minimum (held, unclaimed, until a refill).
      claim: async (row) => {
        const priced = await this.priceNowOrFail(row);
        return (
          priced &&
          (await db.transaction(async (tx) =>
            (await this.admitted(tx, row, payoutAccount(row.to_currency), priced.to.value, 'The payout')) ? claimPayout(tx, row.id, priced) : undefined,
          ))
        );
      },
      payoutOf: (row) => payoutOf(db, row),
      markMaybeSent: (id, maybeSent) => markPayoutMaybeSent(db, id, maybeSent),
      recordReference: (id, reference) => recordPayoutReference(db, id, reference),
      // The rail reported how the payout ended: an exception still open for it is closed with the move.
      settle: async (id) => {
        await db.transaction(async (tx) => {
          if (await succeedOffRamp(tx, id))
            await closeException(tx, 'PAYOUT_OUTCOME_UNKNOWN', 'transfer', id, 'The rail reported the payout settled: the transfer SUCCEEDED.');
        });
      },
      fail: async (id, reason) => {
        await db.transaction(async (tx) => {
          if (await failTransfer(tx, id, reason))
            await closeException(tx, 'PAYOUT_OUTCOME_UNKNOWN', 'transfer', id, `The payout was not made: the transfer FAILED. ${reason}`);
        });
      },
      unavailableReason: (row, attempts) => payoutUnavailableReason(attempts, row),
      park: async (tx, transfer, reason, details) => {
        await openException(tx, {
          kind: 'PAYOUT_OUTCOME_UNKNOWN',
          integratorId: transfer.integrator_id,
          resourceType: 'transfer',
          resourceId: transfer.id,
          amount: new Decimal(transfer.to_value),
          currency: transfer.to_currency,
          reason,
          details,
          actions: ['retry', 'mark_paid', 'fail'],
        });
      },
    });
    this.payouts = {
      ...(localPayouts.BR ? { BR: subject(localPayouts.BR) } : {}),
      ...(localPayouts.CO ? { CO: subject(localPayouts.CO) } : {}),
    };
  }

  private payoutSubject(transfer: TransferRow): PayoutSubject<TransferRow, LocalPayout> {
    const subject = this.payouts[transfer.country];
    if (!subject) throw new Error(`off-ramp ${transfer.id} cannot be paid out: no ${transfer.country} payout rail is configured`);
    return subject;
  }

  /**
   * The execution job. A funded PENDING on-ramp is priced again at the latest market rate and settles. An off-ramp,
   * one step per run: an external-wallet one's linked chain transaction is checked until it funds it (chain-funding.ts);
   * then its payout goes through the payout protocol, claimed at the latest rate (from then on not cancellable) and
   * followed until the rail says how it ended.
   */
  async execute(transferId: string): Promise<JobResult> {
    const transfer = await currentTransfer(this.db, transferId);
    if (transfer.type === 'OFF_RAMP') return this.executeOffRamp(transfer);
    if (transfer.phase !== 'FUNDED') return;
    // The latest price is read first (nothing written); then the gate's decision and what follows from it (the
    // settlement with its postings and event, or the failure, the hold or the review) commit in one transaction under
    // the transfer's lock: one durable commit per on-ramp instead of two, and no ALLOW left behind by a settlement that
    // rolled back.
    const pricing = await this.priceNow(transfer, ' The deposit is returned to the payer.');
    await this.db.transaction(async (tx) => {
      if (!(await this.gateIn(tx, transfer.id, 'RELEASE'))) return;
      if (!('priced' in pricing)) return pricing.apply(tx);
      const { priced } = pricing;
      // The USDC is released from the hot wallet, unless that would take it below its minimum (held until a refill).
      if (await this.admitted(tx, transfer, 'chain', priced.to.value, 'The release of USDC')) await succeedOnRamp(tx, transferId, priced);
    });
  }

  /** Whether `amount` may leave `railAccount` for `transfer` now (modules/liquidity); when not, it is held there. */
  private admitted(tx: Queryable, transfer: TransferRow, railAccount: RailAccount, amount: Decimal, what: string): Promise<boolean> {
    if (!this.liquidity) return Promise.resolve(true);
    return this.liquidity.admit(tx, {
      railAccount,
      amount,
      resourceType: 'transfer',
      resourceId: transfer.id,
      integratorId: transfer.integrator_id,
      what: `${what} of transfer ${transfer.id}`,
    });
  }

  private async executeOffRamp(transfer: TransferRow): Promise<JobResult> {
    if (transfer.status !== 'PENDING') return;
    let current = transfer;
    if (transfer.funding_source === 'EXTERNAL_WALLET' && transfer.phase === 'AWAITING_FUNDS') {
      const checked = await this.chainFunding.checkDeposit(transfer);
      if (!('funded' in checked)) return checked.result;
      current = checked.funded;
    }
    // Before the payout is claimed (from then on it cannot be stopped): the compliance gate decides whether it may go.
    if (current.phase === 'FUNDED' && !(await this.passGate(current.id, 'PAYOUT'))) return;
    return runPayout(this.payoutSubject(current), current.id);
  }

  /**
   * The compliance gate's decision for a FUNDED transfer, in one transaction under the transfer's lock: ALLOW answers
   * true; REVIEW leaves the transfer FUNDED with the approver's exception (opened by the gate) and no job; DENY fails it
   * with its funds returned and its event (failTransfer). A transfer that moved meanwhile answers false and nothing is
   * decided.
   */
  private async passGate(transferId: string, stage: GateStage): Promise<boolean> {
    if (!this.gate) return true;
    return this.db.transaction((tx) => this.gateIn(tx, transferId, stage));
  }

  /** passGate's decision in the caller's transaction `tx` (which then holds the transfer's lock to its commit). */
  private async gateIn(tx: Queryable, transferId: string, stage: GateStage): Promise<boolean> {
    const gate = this.gate;
    if (!gate) return true;
    const transfer = await maybeOne<TransferRow>(tx, FUNDED_FOR_UPDATE, [transferId]);
    if (!transfer) return false;
    const outcome = await gate.decide(tx, {
      resourceType: 'transfer',
      resourceId: transfer.id,
      integratorId: transfer.integrator_id,
      beneficiaryId: transfer.beneficiary_id,
      stage,
      country: transfer.country,
      transferType: transfer.type,
      from: { value: transfer.from_value, currency: transfer.from_currency },
      amountUsdc: transfer.type === 'ON_RAMP' ? transfer.to_value : transfer.from_value,
      moved: { value: transfer.to_value, currency: transfer.to_currency },
      depositSender: transfer.deposit_sender,
    });
    if (outcome.decision === 'DENY') {
      const aftermath = transfer.type === 'ON_RAMP' ? ' The deposit is returned to the payer.' : ` ${nothingPaidOut(transfer)}`;
      await failTransfer(tx, transfer.id, `${DENIED_REASON}${aftermath}`);
    }
    return outcome.decision === 'ALLOW';
  }

  /**
   * The transfer priced again at the latest market rate; or, when that rate moved more than 2% from the simulation's
   * or leaves nothing to convert, the transfer FAILED (failTransfer books what becomes of its funds: a deposit owed back
   * to its payer, a hold released; `aftermath` ends the reason) and undefined.
   */
  private async priceNowOrFail(transfer: TransferRow, aftermath = ''): Promise<LinedPrice | undefined> {
    const pricing = await this.priceNow(transfer, aftermath);
    if ('priced' in pricing) return pricing.priced;
    await this.db.transaction((tx) => pricing.apply(tx));
    return undefined;
  }

  /**
   * The transfer priced again at the latest market rate (`priced`), or, when it cannot execute at that rate, the step
   * that says so (`apply`, for the caller's transaction: the transfer held with a RATE_BAND_HELD exception, or FAILED).
   * Reads only.
   */
  private async priceNow(transfer: TransferRow, aftermath: string): Promise<Pricing> {
    const market = await this.rates.marketRate(LOCAL_CURRENCY[transfer.country], transfer.integrator_id);
    // Bound as creation is: a rate that moved beyond the band since the simulation does not execute. The transfer keeps
    // its simulation's market rate (quoted_market_exchange_rate, migration 057); one made before then reads it there.
    const simulatedRate =
      transfer.quoted_market_exchange_rate ??
      (await this.db.query<{ market_exchange_rate: string }>('SELECT market_exchange_rate FROM simulations WHERE id = $1', [transfer.simulation_id]))[0]
        ?.market_exchange_rate;
    // An operator who let a held transfer execute accepted the latest rate, wherever it stands.
    const moved = simulatedRate !== undefined && transfer.rate_band_accepted_at === null && moveBeyondBand(new Decimal(simulatedRate), market.rate);
    if (moved && this.rateBandAction === 'hold') {
      return {
        apply: (tx) =>
          openException(tx, {
            kind: 'RATE_BAND_HELD',
            integratorId: transfer.integrator_id,
            resourceType: 'transfer',
            resourceId: transfer.id,
            amount: new Decimal(transfer.from_value),
            currency: transfer.from_currency,
            reason: `The transfer is held, not executed: ${moved}.`,
            details: { simulatedRate, latestRate: market.rate.toFixed() },
            actions: ['execute', 'fail'],
          }),
      };
    }
    if (moved) return { apply: (tx) => failTransfer(tx, transfer.id, `The transfer was not executed: ${moved}.${aftermath}`) };
    try {
      // On the terms it was simulated with: a corridor or integrator fee changed since never reprices it.
      return { priced: { ...priceAgain(transfer, market.rate), lineage: market.lineage } };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const reason = `The transfer could not be executed at the latest rate: ${error.message}${aftermath}`;
      return { apply: (tx) => failTransfer(tx, transfer.id, reason) };
    }
  }

  /**
   * The execution job's last attempt failed with `error` (the worker's onExhausted).
   *
   * A funded transfer whose execution failed before any payout was claimed (the latest rate could not be read, say)
   * moves to FAILED: nothing was sent, so failTransfer returns what it holds (an on-ramp's deposit to the payer, a
   * direct off-ramp's hold to the balance, an external wallet's deposit owed back to the sender) with one event, in one
   * transaction. An external-wallet off-ramp whose deposit could not be checked is left to the funding timeout job,
   * which asks the chain again (and, once it can, resumes the check). An off-ramp whose payout was claimed is settled
   * by the payout protocol: failed only when its payout is known not to have been made.
   */
  async executionExhausted(transferId: string, error: unknown, attempts: number): Promise<JobResult> {
    const transfer = await currentTransfer(this.db, transferId);
    if (transfer.status !== 'PENDING') return;
    if (transfer.payout_started_at === null) {
      if (transfer.received_value === null && transfer.hold_id === null) {
        // An external-wallet deposit that could not be checked: the funding timeout asks the chain again and resumes
        // the check once it can; meanwhile a person sees it.
        const reason = `transfer ${transfer.id}: its chain transaction ${transfer.transaction_hash ?? '(none linked)'} could not be checked in ${attempts} attempts: ${errorText(error)}`;
        throw new ParkedForOperator(reason, {
          cause: error,
          // Opened in the transaction that keeps the job failed.
          park: async (tx) => {
            await openException(tx, {
              kind: 'CHAIN_DEPOSIT_UNREADABLE',
              integratorId: transfer.integrator_id,
              resourceType: 'transfer',
              resourceId: transfer.id,
              amount: new Decimal(transfer.from_value),
              currency: transfer.from_currency,
              reason,
              details: { transactionHash: transfer.transaction_hash, fundingWallet: transfer.funding_wallet },
              actions: ['retry', 'fail'],
            });
          },
        });
      }
      await this.db.transaction((tx) => failTransfer(tx, transfer.id, executionUnavailableReason(attempts, transfer)));
      return;
    }
    return payoutExhausted(this.payoutSubject(transfer), transfer.id, error, attempts);
  }

  /**
   * The funding timeout job: a transfer still without funds is cancelled; anything else is left as it is. An
   * external-wallet off-ramp whose linked transaction brought USDC to the funding wallet in time is not cancelled while
   * that transaction gathers its confirmations: the execution job books it then. This job looks again later, and
   * cancels the transfer if the transaction has left the chain by then (a reorganisation dropped it).
   */
  async expireUnfunded(transferId: string): Promise<JobResult> {
    const reason = `No funds arrived within ${this.fundingTimeoutS} seconds.`;
    const outcome = await this.chainFunding.unlessDepositOnChain(transferId, (tx) => cancelTransfer(tx, transferId, reason, SYSTEM_ACTOR), false);
    if ('onChain' in outcome) return { rescheduleAt: new Date(Date.now() + this.chainPollMs) };
  }

  compactCounts(): Promise<number> {
    return compactTransferCounts(this.db);
  }
}
