// Owns the promise to return a PIX: a row in pix_refunds, and the job that asks the PSP for the refund (devolução)
// and follows it (pix-collections.ts), both written in the caller's transaction, so the money owed back and the
// request to return it commit together with whatever made it owed.
import { maybeOne, type Queryable } from '../../db/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { Decimal } from '../../money.ts';
import { pixRefundJob } from './jobs.ts';

/** Asks for the PIX `endToEndId` to be returned, `amount` of it; once (a second ask for the same PIX changes nothing). */
export async function requestPixRefund(tx: Queryable, endToEndId: string, amount: Decimal, reason: string): Promise<void> {
  // The API Pix takes a refund id of 1 to 35 letters and digits, unique per PIX: the PIX's own id, which is both.
  const inserted = await maybeOne(
    tx,
    `INSERT INTO pix_refunds (end_to_end_id, refund_id, amount, reason) VALUES ($1, $1, $2, $3)
     ON CONFLICT (end_to_end_id) DO NOTHING RETURNING end_to_end_id`,
    [endToEndId, amount, reason.slice(0, 140)],
  );
  if (inserted) await enqueueJob(tx, pixRefundJob, { endToEndId });
}

/** The PIX that funded a transfer collected by a PSP (the first recorded for it), to return when the transfer fails. */
export function pixThatFunded(tx: Queryable, transferId: string): Promise<{ end_to_end_id: string } | undefined> {
  return maybeOne<{ end_to_end_id: string }>(
    tx,
    `SELECT end_to_end_id FROM pix_received WHERE transfer_id = $1 AND outcome IN ('CREDITED', 'WRONG_AMOUNT', 'WRONG_PAYER') ORDER BY recorded_at LIMIT 1`,
    [transferId],
  );
}

/**
 * What a devolução the payer's PSP made under the MED takes off the refund still owed for the PIX (the deposit of a
 * transfer that failed, returned by pix-collections.ts's refund job): `amount` of it went back to the payer already.
 * The refund not yet ended is cut by it, or ended as RETURNED when it was all of it (its return named by the MED's
 * devolução). Answers false, changing nothing, when no refund of at least `amount` is still pending: the books then owe
 * the payer nothing the MED could have paid.
 */
export async function takeFromPendingRefund(tx: Queryable, endToEndId: string, amount: Decimal, returnId: string): Promise<boolean> {
  const cut = await maybeOne(
    tx,
    `UPDATE pix_refunds
        SET amount = CASE WHEN amount = $2 THEN amount ELSE amount - $2 END,
            status = CASE WHEN amount = $2 THEN 'RETURNED' ELSE status END,
            return_id = CASE WHEN amount = $2 THEN $3 ELSE return_id END,
            updated_at = now()
      WHERE end_to_end_id = $1 AND status = 'PENDING' AND amount >= $2
      RETURNING end_to_end_id`,
    [endToEndId, amount.toFixed(2), returnId],
  );
  return cut !== undefined;
}
