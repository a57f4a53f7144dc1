// Owns the question an external-wallet off-ramp asks the chain: did the transaction with this hash move exactly the
// expected USDC to the transfer's funding wallet, with enough confirmations? The answer is one of three:
// confirmed; waiting (not mined yet, or mined with too few confirmations: ask again later); invalid (reverted, another token,
// another recipient, another amount: the transfer fails with the reason). Another amount of USDC to the funding wallet
// did arrive: the answer says how much (`received`), so that the caller books it as owed back, and it is given only
// once the transaction has its confirmations, as a confirmed one is. Crediting a hash at most once is the caller's rule
// (a unique constraint on the hash), not the chain's.
import type { Hash, PublicClient } from 'viem';
import { Decimal } from '../../money.ts';
import { chainCall, chainRailError } from './errors.ts';
import { loadViem, publicClient } from './viem.ts';

/** USDC has 6 decimals on chain; the API's amounts have 2. */
export const USDC_DECIMALS = 6;

export type DepositCheck =
  | {
      state: 'confirmed';
      /** The address the USDC came from (the first Transfer to the funding wallet's `from`), for the compliance gate. */
      sender?: string;
      /** The index of the one USDC Transfer log that paid the funding wallet; absent when several did (or no chain has logs). */
      logIndex?: number;
    }
  | {
      state: 'waiting';
      reason: string;
      /** USDC did reach the funding wallet (mined) and waits for its confirmations; absent when nothing is mined yet. */
      arrived?: true;
    }
  | {
      state: 'invalid';
      reason: string;
      /**
       * The USDC this transaction did move to the funding wallet, when it is not the expected amount (at most 6
       * decimals); absent when it moved none there (reverted, another token, another recipient).
       */
      received?: Decimal;
      /** As for a confirmed deposit: the one log that moved `received`, when one did. */
      logIndex?: number;
    };

export interface DepositChecker {
  /**
   * What the chain shows of `transactionHash` for `fundingWallet`. `owner` is the integrator whose transfer asks: a real
   * chain is one for all and ignores it; the sandbox's chain is each integrator's own (one integrator's simulated
   * deposits are never another's).
   */
  check(transactionHash: Hash, fundingWallet: string, expected: Decimal, owner: string): Promise<DepositCheck>;
}

export const toTokenUnits = (amount: Decimal): bigint => BigInt(amount.times(10 ** USDC_DECIMALS).toFixed(0, Decimal.ROUND_DOWN));
export const fromTokenUnits = (units: bigint): Decimal => new Decimal(units.toString()).div(10 ** USDC_DECIMALS);

/** A USDC amount as a sentence shows it: at least 2 decimals, and every decimal the chain has ("39.50", "39.999999"). */
export const formatUsdc = (amount: Decimal): string => (amount.decimalPlaces() <= 2 ? amount.toFixed(2) : amount.toFixed());

/** The answer for `received` USDC at the funding wallet when `expected` was due. */
export const wrongAmount = (received: Decimal, expected: Decimal): DepositCheck => ({
  state: 'invalid',
  reason: `received ${formatUsdc(received)} USDC, expected ${expected.toFixed(2)}`,
  received,
});

export class EvmDepositChecker implements DepositChecker {
  private readonly client: Promise<PublicClient>;

  constructor(
    rpcUrl: string,
    private readonly usdcAddress: string,
    private readonly confirmations: number,
  ) {
    // No block-number cache: a re-check must count confirmations against the chain as it is now.
    this.client = publicClient(rpcUrl);
  }

  async check(transactionHash: Hash, fundingWallet: string, expected: Decimal): Promise<DepositCheck> {
    const [client, { erc20Abi, parseEventLogs, TransactionReceiptNotFoundError }] = await Promise.all([this.client, loadViem()]);
    let receipt;
    try {
      receipt = await client.getTransactionReceipt({ hash: transactionHash });
    } catch (error) {
      if (error instanceof TransactionReceiptNotFoundError) return { state: 'waiting', reason: 'the transaction is not on the chain yet' };
      throw chainRailError(error, 'eth_getTransactionReceipt');
    }
    if (receipt.status !== 'success') return { state: 'invalid', reason: 'the transaction reverted' };

    const wallet = fundingWallet.toLowerCase();
    const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs });
    const toWallet = transfers.filter((log) => log.args.to.toLowerCase() === wallet);
    const usdcToWallet = toWallet.filter((log) => log.address.toLowerCase() === this.usdcAddress.toLowerCase());
    if (usdcToWallet.length === 0) {
      if (toWallet.length > 0) return { state: 'invalid', reason: `the transaction moved token ${toWallet[0]!.address}, not USDC` };
      const usdcElsewhere = transfers.find((log) => log.address.toLowerCase() === this.usdcAddress.toLowerCase());
      if (usdcElsewhere) return { state: 'invalid', reason: `the USDC went to ${usdcElsewhere.args.to}, not to the funding wallet` };
      return { state: 'invalid', reason: 'the transaction has no USDC transfer to the funding wallet' };
    }
    // USDC arrived at the funding wallet: whatever the amount, it is decided (and booked) only once confirmed.
    const latest = await chainCall('eth_blockNumber', () => client.getBlockNumber());
    const have = latest - receipt.blockNumber + 1n;
    if (have < BigInt(this.confirmations)) return { state: 'waiting', reason: `${have} of ${this.confirmations} confirmations`, arrived: true };
    const received = usdcToWallet.reduce((sum, log) => sum + log.args.value, 0n);
    // The books name the deposit by its log when one log paid it (reconciliation pairs the posting with that log).
    const one = usdcToWallet.length === 1 && usdcToWallet[0]!.logIndex !== null ? { logIndex: usdcToWallet[0]!.logIndex } : {};
    if (received !== toTokenUnits(expected)) return { ...wrongAmount(fromTokenUnits(received), expected), ...one };
    return { state: 'confirmed', sender: usdcToWallet[0]!.args.from, ...one };
  }
}
