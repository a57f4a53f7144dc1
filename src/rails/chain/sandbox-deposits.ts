// The deposit checker of the embedded sandbox, when no CHAIN_RPC_URL is set: the "chain" is the table of deposits the
// integrator simulated with POST /v1/transfers/sandbox/crypto-deposit, keyed by hash like real transactions. It
// answers what the EVM checker answers for the same situations, so the transfers module cannot tell them apart.
import type { Hash } from 'viem';
import { maybeOne, type Queryable } from '../../db/index.ts';
import { Decimal } from '../../money.ts';
import { wrongAmount, type DepositCheck, type DepositChecker } from './deposits.ts';

export class SandboxDepositChecker implements DepositChecker {
  constructor(private readonly db: Queryable) {}

  async check(transactionHash: Hash, fundingWallet: string, expected: Decimal): Promise<DepositCheck> {
    const deposit = await maybeOne<{ to_address: string; amount: string }>(
      this.db,
      'SELECT to_address, amount::text AS amount FROM sandbox_chain_deposits WHERE tx_hash = $1',
      [transactionHash.toLowerCase()],
    );
    if (!deposit) return { state: 'waiting', reason: 'the transaction is not on the chain yet' };
    if (deposit.to_address.toLowerCase() !== fundingWallet.toLowerCase()) {
      return { state: 'invalid', reason: `the USDC went to ${deposit.to_address}, not to the funding wallet` };
    }
    const received = new Decimal(deposit.amount);
    if (!received.equals(expected)) return wrongAmount(received, expected);
    return { state: 'confirmed' };
  }
}
