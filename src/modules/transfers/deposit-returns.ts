// Owns the instruction that sends a failed on-ramp's deposit back to its payer through the collection rail that took it,
// where that rail returns deposits itself (the sandbox's PIX and Colombian collection rails). The books record the
// return when the transfer fails (failTransfer: Dr customer_deposits / Cr rail_cash, in the transaction of the FAILED
// state, which also adds this job); the job tells the rail, after that commit, so that the rail's statement shows the
// money leaving. A deposit collected by a PSP is returned by the PSP's refund instead (pix-collections.ts).
import { maybeOne, type Db } from '../../db/index.ts';
import type { JobResult } from '../../jobs/runner.ts';
import { Decimal } from '../../money.ts';
import type { DepositReturnRail } from '../../rails/capabilities/statement.ts';
import type { Country } from '../corridors/index.ts';
import type { DepositReturnJobs } from './jobs.ts';
import type { TransferRow } from './model.ts';

export class DepositReturns implements DepositReturnJobs {
  constructor(
    private readonly db: Db,
    private readonly rails: Partial<Record<Country, DepositReturnRail>>,
  ) {}

  /** The return job: the rail is asked to send the deposit back (once per transfer: the rail keys it by reference). */
  async returnDeposit(transferId: string): Promise<JobResult> {
    const transfer = await maybeOne<Pick<TransferRow, 'id' | 'country' | 'type' | 'status' | 'received_value' | 'from_currency' | 'collection'>>(
      this.db,
      `SELECT id, country, type, status, received_value::text AS received_value, from_currency, collection FROM transfers WHERE id = $1`,
      [transferId],
    );
    // Only a failed on-ramp whose deposit arrived, on a rail that returns it, has anything to send back.
    if (!transfer || transfer.type !== 'ON_RAMP' || transfer.status !== 'FAILED' || transfer.received_value === null || transfer.collection !== null) return;
    const rail = this.rails[transfer.country];
    if (!rail) throw new Error(`transfer ${transfer.id}: no ${transfer.country} collection rail returns deposits`);
    await rail.returnDeposit({ reference: `transfer:${transfer.id}`, amount: new Decimal(transfer.received_value), currency: transfer.from_currency });
  }
}
