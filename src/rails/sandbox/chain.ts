// The sandbox's chain, when no CHAIN_RPC_URL is set: the deposits an integrator simulates with the sandbox's
// crypto-deposit tool, kept by hash like real transactions (this adapter owns the table sandbox_chain_deposits). Each
// integrator has a chain of its own: a simulated deposit is seen by the checks of its integrator's transfers only, so
// one tenant can neither fail another's transfer with a hash that tenant linked nor learn that it did. As a deposit
// checker it answers what the EVM checker answers for the same situations, so the transfers module cannot tell them
// apart.
import type { Hash } from 'viem';
import { maybeOne, type Queryable } from '../../db/index.ts';
import { Decimal } from '../../money.ts';
import { wrongAmount, type DepositCheck, type DepositChecker } from '../chain/deposits.ts';

export class SandboxChain implements DepositChecker {
  constructor(private readonly db: Queryable) {}

  /**
   * Records on `owner`'s chain a transaction of `amount` USDC to `toAddress` under `hash`, in the caller's transaction;
   * false when that chain has a transaction with that hash already (a chain transaction happens once).
   */
  async recordDeposit(tx: Queryable, owner: string, hash: string, toAddress: string, amount: Decimal, fromAddress?: string): Promise<boolean> {
    const recorded = await maybeOne<{ tx_hash: string }>(
      tx,
      `INSERT INTO sandbox_chain_deposits (integrator_id, tx_hash, to_address, amount, from_address) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (integrator_id, tx_hash) DO NOTHING RETURNING tx_hash`,
      [owner, hash.toLowerCase(), toAddress, amount, fromAddress ?? null],
    );
    return recorded !== undefined;
  }

  async check(transactionHash: Hash, fundingWallet: string, expected: Decimal, owner: string): Promise<DepositCheck> {
    const deposit = await maybeOne<{ to_address: string; amount: string; from_address: string | null }>(
      this.db,
      'SELECT to_address, amount::text AS amount, from_address FROM sandbox_chain_deposits WHERE integrator_id = $1 AND tx_hash = $2',
      [owner, transactionHash.toLowerCase()],
    );
    if (!deposit) return { state: 'waiting', reason: 'the transaction is not on the chain yet' };
    if (deposit.to_address.toLowerCase() !== fundingWallet.toLowerCase()) {
      return { state: 'invalid', reason: `the USDC went to ${deposit.to_address}, not to the funding wallet` };
    }
    const received = new Decimal(deposit.amount);
    if (!received.equals(expected)) return wrongAmount(received, expected);
    return deposit.from_address === null ? { state: 'confirmed' } : { state: 'confirmed', sender: deposit.from_address };
  }
}
