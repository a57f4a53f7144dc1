// Payments held for want of money at the USD account (modules/liquidity: an exception LIQUIDITY_SHORT each, the
// payment PENDING and its payout not sent) are sent to be paid out again when a refill of usd-bank is recorded, in the
// refill's transaction: each exception is closed and the payment's payout job runs again, admitted again then.
import type { Transaction } from '../../db/index.ts';
import { enqueueJob, retryJob } from '../../jobs/queue.ts';
import type { RailAccount } from '../../rails/capabilities/statement.ts';
import { closeException } from '../exceptions/index.ts';
import { paymentPayoutJob } from './jobs.ts';

export async function resumePaymentsHeld(tx: Transaction, railAccount: RailAccount, note: string): Promise<number> {
  const held = await tx.query<{ id: string; integrator_id: string }>(
    `SELECT p.id, p.integrator_id FROM exceptions e JOIN payments p ON p.id::text = e.resource_id
      WHERE e.kind = 'LIQUIDITY_SHORT' AND e.status = 'OPEN' AND e.resource_type = 'payment' AND e.details ->> 'railAccount' = $1
      ORDER BY e.created_at, e.id`,
    [railAccount],
  );
  for (const payment of held) {
    await closeException(tx, 'LIQUIDITY_SHORT', 'payment', payment.id, note);
    await payAgain(tx, payment.id, payment.integrator_id);
  }
  return held.length;
}

/** The payment's payout job runs again now (a new one when the last has ended). */
export async function payAgain(tx: Transaction, paymentId: string, integratorId: string): Promise<void> {
  if (!(await retryJob(tx, { kind: paymentPayoutJob, payload: { paymentId } }))) await enqueueJob(tx, paymentPayoutJob, { paymentId }, { integratorId });
}
