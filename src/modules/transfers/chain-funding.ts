// Owns how an external-wallet off-ramp is funded on-chain: linking the chain transaction that pays its funding wallet
// (PUT /v1/transfers/{id}/transactionHash), checking that transaction with the deposit checker until it is confirmed,
// invalid or of the wrong amount, and the guard that never leaves USDC behind at a funding wallet: a cancel, a relink
// or the funding timeout does not happen once USDC of the linked transaction has arrived there. The chain is always
// asked outside any transaction; every change of the transfer row goes through lifecycle.ts.
import { isUniqueViolation, maybeOne, type Db, type Queryable } from '../../db/index.ts';
import { DomainError } from '../../errors.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { JobResult } from '../../jobs/runner.ts';
import { Decimal } from '../../money.ts';
import type { DepositCheck, DepositChecker } from '../../rails/chain/deposits.ts';
import { transferError } from './errors.ts';
import { transferExecutionJob } from './jobs.ts';
import { currentTransfer, failTransfer, failWrongDeposit, linkTransactionHash, recordDeposit, unlinkTransactionHash } from './lifecycle.ts';
import { findTransfer, toTransfer, type TransferRow } from './model.ts';
import { closeException } from '../exceptions/index.ts';

export const depositOnChain = (hash: string): DomainError =>
  transferError(
    'transfer.deposit_on_chain',
    `USDC of the linked transaction ${hash} has reached the funding wallet: the transfer goes on once it is confirmed, and can neither be cancelled nor take another hash.`,
  );

/** Whether a transfer waits for USDC on-chain: an external-wallet off-ramp, still awaiting funds, with a wallet. */
export const awaitsChainDeposit = (transfer: TransferRow): boolean =>
  transfer.type === 'OFF_RAMP' && transfer.funding_source === 'EXTERNAL_WALLET' && transfer.phase === 'AWAITING_FUNDS' && transfer.funding_wallet !== null;

export class ChainFunding {
  constructor(
    private readonly db: Db,
    /** The chain, or the sandbox's; absent when the server reads no chain (then no external-wallet off-ramp exists). */
    private readonly checker: DepositChecker | undefined,
    /** How long to wait before asking again about a transaction not yet confirmed. */
    private readonly pollMs: number,
  ) {}

  /**
   * The external-wallet off-ramp made from `simulationId`, while it waits for USDC on-chain: what a tool that stands for
   * the chain (the sandbox's crypto deposit) may pay. 422 for another transfer, 412 once its funds arrived or it is final.
   */
  async awaitingChainDeposit(integratorId: string, simulationId: string): Promise<TransferRow> {
    const transfer = await findTransfer(this.db, integratorId, { simulationId });
    if (transfer.type !== 'OFF_RAMP' || transfer.funding_source !== 'EXTERNAL_WALLET' || transfer.funding_wallet === null) {
      throw transferError(
        'transfer.wrong_rail',
        `This is a ${transfer.country} ${transfer.type}${transfer.funding_source ? ` from ${transfer.funding_source}` : ''}: it is not funded on-chain.`,
      );
    }
    if (!awaitsChainDeposit(transfer)) {
      throw transferError(
        'transfer.not_awaiting_funds',
        `The transfer is ${transfer.status}${transfer.status === 'PENDING' ? ' and its funds have arrived' : ''}.`,
      );
    }
    return transfer;
  }

  /** USDC of `hash` reached `transfer`'s funding wallet (in the caller's transaction): checked at once when `hash` is the linked one. */
  async depositSeen(tx: Queryable, transfer: TransferRow, hash: string): Promise<void> {
    if (transfer.transaction_hash === hash.toLowerCase()) await this.checkDepositNow(tx, transfer);
  }

  /** Runs the execution job of a transfer now (replacing a later scheduled check), in the caller's transaction. */
  checkDepositNow(tx: Queryable, transfer: Pick<TransferRow, 'id' | 'integrator_id'>): Promise<void> {
    return enqueueJob(tx, transferExecutionJob, { transferId: transfer.id }, { replace: true, integratorId: transfer.integrator_id });
  }

  private check(hash: string, transfer: TransferRow): Promise<DepositCheck> {
    if (!this.checker || transfer.funding_wallet === null) throw new Error(`transfer ${transfer.id} is not funded on-chain`);
    return this.checker.check(hash as `0x${string}`, transfer.funding_wallet, new Decimal(transfer.from_value), transfer.integrator_id);
  }

  /**
   * The execution job's first step for an external-wallet off-ramp without funds: asks the chain about its linked hash.
   * Waiting is asked again later; invalid fails the transfer with the reason (USDC of the wrong amount that reached
   * the funding wallet is booked, in that transaction, as owed back to the sender); confirmed records the deposit
   * (once: guarded by its phase). Either only while the checked hash is still the linked one: a relink meanwhile is
   * checked by its own run. Answers the funded transfer, or what the job answers.
   */
  async checkDeposit(transfer: TransferRow): Promise<{ funded: TransferRow } | { result: JobResult }> {
    const hash = transfer.transaction_hash;
    if (hash === null || transfer.funding_wallet === null) return { result: undefined };
    const expected = new Decimal(transfer.from_value);
    const check = await this.check(hash, transfer);
    if (check.state === 'waiting') return { result: { rescheduleAt: new Date(Date.now() + this.pollMs) } };
    const stillLinked = (tx: Queryable) =>
      maybeOne(tx, 'SELECT 1 FROM transfers WHERE id = $1 AND transaction_hash = $2 FOR NO KEY UPDATE', [transfer.id, hash]);
    if (check.state === 'invalid') {
      const reason = `The chain transaction ${hash} does not fund this transfer: ${check.reason}`;
      // USDC of the wrong amount did reach the deposit address: it is booked as owed back to the sender, with the
      // failure. Nothing else in the transaction reached us, and nothing is booked.
      const { received, logIndex } = check;
      await this.db.transaction(async (tx) => {
        if (!(await stillLinked(tx))) return;
        await (received ? failWrongDeposit(tx, transfer.id, received, reason, logIndex) : failTransfer(tx, transfer.id, reason));
        await closeException(tx, 'CHAIN_DEPOSIT_UNREADABLE', 'transfer', transfer.id, 'The chain answered again: the transaction does not fund the transfer.');
      });
      return { result: undefined };
    }
    const funded = await this.db.transaction(async (tx) => {
      if (!(await stillLinked(tx))) return undefined;
      const deposit = await recordDeposit(tx, transfer.id, expected, check.sender, check.logIndex);
      await closeException(tx, 'CHAIN_DEPOSIT_UNREADABLE', 'transfer', transfer.id, 'The chain answered again: the deposit was confirmed.');
      return deposit;
    });
    return funded ? { funded } : { result: undefined };
  }

  /**
   * Runs `change` (a cancel, or another hash linked) unless USDC of the transfer's linked chain transaction has reached
   * its funding wallet, mined with any amount, confirmed or not: such a deposit is never left behind, since the execution
   * job books it once confirmed (and fails the transfer with it owed back when its amount is wrong). The chain is asked
   * outside any transaction; `change` then runs under the row's lock only if the hash asked about is still the linked
   * one, and a relink meanwhile is asked about again. A chain that cannot be read throws: 503 chain.unavailable for a
   * request (`forRequest`), the error itself for a job, which is retried.
   */
  async unlessDepositOnChain<T>(transferId: string, change: (tx: Queryable) => Promise<T>, forRequest: boolean): Promise<{ onChain: string } | { done: T }> {
    for (;;) {
      const transfer = await currentTransfer(this.db, transferId);
      const hash = transfer.transaction_hash;
      if (hash !== null && transfer.phase === 'AWAITING_FUNDS' && transfer.funding_wallet !== null && this.checker) {
        let check: DepositCheck;
        try {
          check = await this.check(hash, transfer);
        } catch (error) {
          if (!forRequest) throw error;
          throw transferError('chain.unavailable', `Whether USDC of ${hash} has reached the funding wallet cannot be read right now; retry shortly.`, {
            retryAfterS: 5,
          });
        }
        const arrived = check.state === 'confirmed' || (check.state === 'waiting' ? check.arrived === true : check.received !== undefined);
        if (arrived) {
          await this.checkDepositNow(this.db, transfer);
          return { onChain: hash };
        }
      }
      const outcome = await this.db.transaction(async (tx) => {
        const same = await maybeOne(tx, 'SELECT 1 FROM transfers WHERE id = $1 AND transaction_hash IS NOT DISTINCT FROM $2 FOR NO KEY UPDATE', [
          transferId,
          hash,
        ]);
        return same ? { done: await change(tx) } : undefined;
      });
      if (outcome) return outcome;
    }
  }

  /**
   * PUT /v1/transfers/{id}/transactionHash: links the chain transaction that funds an external-wallet off-ramp, while
   * its funds have not arrived (412 after, or once final). Only a transaction that pays this transfer's fundingWallet,
   * or may yet (not on the chain yet, or the chain cannot be read now), is taken: one the chain shows paying elsewhere
   * is 422 transfer.transaction_hash_not_funding, so nobody can hold another integrator's deposit hash. Linking the same
   * hash again changes nothing; another hash replaces a mistyped one, unless USDC of the linked one has reached the
   * funding wallet (412 transfer.deposit_on_chain). A hash is unique among waiting transfers and the transfers it paid
   * (the partial unique index, so two transfers racing for one hash cannot both have it, and a FAILED or CANCELLED
   * transfer it never paid releases it): linked to another such transfer it is 409, unless the chain shows it pays
   * this one and not that one, which then loses it. The deposit check runs on the worker.
   */
  async linkTransactionHash(integratorId: string, id: string, transactionHash: string): Promise<ReturnType<typeof toTransfer>> {
    const transfer = await findTransfer(this.db, integratorId, { id });
    if (transfer.type !== 'OFF_RAMP' || transfer.funding_source !== 'EXTERNAL_WALLET') throw transferError('transfer.not_external_wallet');
    const hash = transactionHash.toLowerCase();
    const chain = await this.whatTheChainSays(hash, transfer);
    try {
      return await this.link(integratorId, transfer, hash);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'transfer.transaction_hash_in_use') throw error;
      if (chain === 'unknown') {
        throw transferError(
          'transfer.transaction_hash_in_use',
          'This transaction hash is linked to another transfer, and the chain does not show yet which funding wallet it pays: link it again once it is mined (a hash that pays this transfer’s fundingWallet is taken from a transfer it does not pay).',
        );
      }
      if (!(await this.releaseFromTransferItNeverPaid(hash, transfer))) throw error;
      return this.link(integratorId, transfer, hash);
    }
  }

  /**
   * What the chain says of `hash` for this transfer, before it is linked: it pays the funding wallet ('pays': USDC of
   * it reached the wallet, whatever the amount or confirmations), or may yet ('unknown': not on the chain yet, or the
   * chain cannot be read now; the worker's check decides later). Anything else is refused.
   */
  private async whatTheChainSays(hash: string, transfer: TransferRow): Promise<'pays' | 'unknown'> {
    if (transfer.funding_wallet === null || !this.checker) return 'unknown';
    let check: DepositCheck;
    try {
      check = await this.check(hash, transfer);
    } catch {
      return 'unknown';
    }
    if (check.state === 'confirmed' || (check.state === 'waiting' && check.arrived) || (check.state === 'invalid' && check.received)) return 'pays';
    if (check.state === 'waiting') return 'unknown';
    throw transferError(
      'transfer.transaction_hash_not_funding',
      `The chain shows that transaction ${hash} does not pay this transfer’s fundingWallet: ${check.reason}.`,
    );
  }

  /**
   * Takes `hash` off the waiting transfer that holds it when the chain shows it never paid that transfer's funding
   * wallet (it went elsewhere, or reverted) and nothing was recorded for it: that transfer goes back to waiting for a
   * hash. True when no such transfer holds it any more (the caller's link decides); false when its holder keeps it: one
   * the hash did pay, or may yet.
   */
  private async releaseFromTransferItNeverPaid(hash: string, claimant: Pick<TransferRow, 'id' | 'integrator_id'>): Promise<boolean> {
    // Only the claimant's integrator's transfers can hold it: a hash is unique per integrator (migration 039).
    const holder = await maybeOne<TransferRow>(
      this.db,
      `SELECT * FROM transfers WHERE integrator_id = $3 AND lower(transaction_hash) = $1 AND id <> $2 AND (status = 'PENDING' OR received_value IS NOT NULL)`,
      [hash, claimant.id, claimant.integrator_id],
    );
    if (!holder) return true;
    if (holder.received_value !== null || holder.funding_wallet === null) return false;
    let check: DepositCheck;
    try {
      check = await this.check(hash, holder);
    } catch {
      return false;
    }
    if (check.state !== 'invalid' || check.received) return false;
    await unlinkTransactionHash(this.db, holder.id, hash);
    // Released, or the holder failed or was cancelled meanwhile (which releases it too): the caller's link decides.
    return true;
  }

  private async link(integratorId: string, transfer: TransferRow, hash: string): Promise<ReturnType<typeof toTransfer>> {
    const link = async (tx: Queryable): Promise<TransferRow> => {
      const linked = await linkTransactionHash(tx, transfer.id, hash, integratorId);
      if (!linked) {
        const current = await currentTransfer(tx, transfer.id);
        throw transferError(
          'transfer.not_awaiting_funds',
          `The transfer is ${current.status}${current.status === 'PENDING' ? ' and its funds have arrived' : ''}: it takes no transaction hash.`,
        );
      }
      await this.checkDepositNow(tx, linked);
      return linked;
    };
    let row: TransferRow;
    try {
      if (transfer.transaction_hash === hash) {
        row = await this.db.transaction(link);
      } else {
        const outcome = await this.unlessDepositOnChain(transfer.id, link, true);
        if ('onChain' in outcome) throw depositOnChain(outcome.onChain);
        row = outcome.done;
      }
    } catch (error) {
      if (isUniqueViolation(error, 'transfers_transaction_hash')) throw transferError('transfer.transaction_hash_in_use');
      throw error;
    }
    return toTransfer(row);
  }
}

/**
 * The funding wallets of the external-wallet off-ramps created before `until`, each under its transfer's reference,
 * for the chain's statement (rails/chain/statement.ts): a wallet receives what is sent to it whatever became of its
 * transfer, so every one is read.
 */
export async function fundingWalletReferences(db: Queryable, until: Date): Promise<Array<{ address: string; reference: string }>> {
  const rows = await db.query<{ id: string; funding_wallet: string }>(
    'SELECT id, funding_wallet FROM transfers WHERE funding_wallet IS NOT NULL AND created_at < $1 ORDER BY created_at, id',
    [until],
  );
  return rows.map((row) => ({ address: row.funding_wallet, reference: `transfer:${row.id}` }));
}
