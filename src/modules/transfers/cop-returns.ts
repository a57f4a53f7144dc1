// Owns the promise to return a COP pay-in collected by Bitso: a row in cop_payin_returns and the job that asks Bitso to
// pay it back (cop-collections.ts), written in the caller's transaction, so the money owed back and the request to
// return it commit together with whatever made it owed; and the removal of a key that no longer takes funds.
import { maybeOne, type Queryable } from '../../db/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { Decimal } from '../../money.ts';
import type { TransferRow } from './model.ts';
import { copKeyRemoveJob, copPayinReturnJob } from './jobs.ts';

/** Asks for pay-in `payinId` to be returned, `amount` of it; once (a second ask changes nothing). */
export async function requestCopReturn(tx: Queryable, payinId: string, amount: Decimal, reason: string): Promise<void> {
  const inserted = await maybeOne(
    tx,
    `INSERT INTO cop_payin_returns (payin_id, amount, reason) VALUES ($1, $2, $3) ON CONFLICT (payin_id) DO NOTHING RETURNING payin_id`,
    [payinId, amount, reason.slice(0, 140)],
  );
  if (inserted) await enqueueJob(tx, copPayinReturnJob, { payinId });
}

/** The pay-in that funded a transfer collected by Bitso (the first recorded for it), to return when the transfer fails. */
export function payinThatFunded(tx: Queryable, transferId: string): Promise<{ payin_id: string } | undefined> {
  return maybeOne<{ payin_id: string }>(
    tx,
    `SELECT payin_id FROM cop_payins WHERE transfer_id = $1 AND outcome IN ('CREDITED', 'WRONG_AMOUNT') ORDER BY recorded_at LIMIT 1`,
    [transferId],
  );
}

/** The key of a transfer that ended without its funds is removed (in the transaction that ends it). */
export async function removeCollectionKey(tx: Queryable, transfer: Pick<TransferRow, 'integrator_id'> & { payin_key_id?: string | null }): Promise<void> {
  if (transfer.payin_key_id) await enqueueJob(tx, copKeyRemoveJob, { keyId: transfer.payin_key_id }, { integratorId: transfer.integrator_id });
}
