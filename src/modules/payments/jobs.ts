// The payments module's background work: the payout job of each payment, which drives the payout protocol
// (modules/payouts/protocol.ts) until the payment is final.
import { Type } from 'typebox';
import { defineJob } from '../../jobs/queue.ts';
import { handle, type JobResult, type KindHandler } from '../../jobs/runner.ts';

/** One per payment, from its creation until the bank's answer moves it to its final state. */
export const paymentPayoutJob = defineJob('payment-payout', Type.Object({ paymentId: Type.String() }), 'paymentId');

/** One per payment while a notification about its payout waits to be read back from the rail. */
export const paymentPayoutNoticeJob = defineJob('payment-payout-notice', Type.Object({ paymentId: Type.String() }), 'paymentId');

export interface PaymentJobs {
  payout(paymentId: string): Promise<JobResult>;
  payoutExhausted(paymentId: string, error: unknown, attempts: number): Promise<JobResult>;
  /** The rail told that the payment's payout changed: read it back, and move the payment as it says. */
  payoutNoticed(paymentId: string): Promise<JobResult>;
}

export function paymentJobHandlers(payouts: PaymentJobs): KindHandler[] {
  return [
    handle(
      paymentPayoutJob,
      (payload) => payouts.payout(payload.paymentId),
      (payload, error, job) => payouts.payoutExhausted(payload.paymentId, error, job.attempts),
    ),
    // Out of attempts, a notice is dropped: the payout job still reads a pending payout on its own schedule.
    handle(paymentPayoutNoticeJob, (payload) => payouts.payoutNoticed(payload.paymentId)),
  ];
}
