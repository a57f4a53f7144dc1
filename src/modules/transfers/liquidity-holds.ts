// Transfers held for want of money at a rail account (modules/liquidity: an exception LIQUIDITY_SHORT each, the
// transfer FUNDED and its payout not claimed) are sent to execute again when a refill of that account is recorded, in
// the refill's transaction: each exception is closed and the transfer's execution job runs again, admitted again then.
import type { Transaction } from '../../db/index.ts';
import { enqueueJob, retryJob } from '../../jobs/queue.ts';
import type { RailAccount } from '../../rails/capabilities/statement.ts';
import { closeException } from '../exceptions/index.ts';
import { transferExecutionJob } from './jobs.ts';

export async function resumeTransfersHeld(tx: Transaction, railAccount: RailAccount, note: string): Promise<number> {
  const held = await tx.query<{ id: string; integrator_id: string }>(
    `SELECT t.id, t.integrator_id FROM exceptions e JOIN transfers t ON t.id::text = e.resource_id
      WHERE e.kind = 'LIQUIDITY_SHORT' AND e.status = 'OPEN' AND e.resource_type = 'transfer' AND e.details ->> 'railAccount' = $1
      ORDER BY e.created_at, e.id`,
    [railAccount],
  );
  for (const transfer of held) {
    await closeException(tx, 'LIQUIDITY_SHORT', 'transfer', transfer.id, note);
    if (!(await retryJob(tx, { kind: transferExecutionJob, payload: { transferId: transfer.id } })))
      await enqueueJob(tx, transferExecutionJob, { transferId: transfer.id }, { integratorId: transfer.integrator_id });
  }
  return held.length;
}
