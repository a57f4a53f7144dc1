// Owns how a payment is paid out: the payout protocol (modules/payouts/protocol.ts) applied to payments, whose payout
// is the payment's `totalAmount` in USD to its payment contact, by the US bank, with the payment's id as reference. A
// payment is claimed when it is created (its amount held), so the protocol starts at its first send.
import { one, type Db } from '../../db/index.ts';
import type { JobResult } from '../../jobs/runner.ts';
import { Decimal } from '../../money.ts';
import type { UsdBank, UsdPayout } from '../../rails/usd/bank.ts';
import { closeException, openException } from '../exceptions/model.ts';
import { payoutExhausted, runPayout, type PayoutState, type PayoutSubject } from '../payouts/protocol.ts';
import type { PaymentContactRow } from './contacts.ts';
import type { PaymentJobs } from './jobs.ts';
import { completePayment, failPayment, markPaymentPayoutMaybeSent, recordPaymentPayoutReference } from './lifecycle.ts';
import type { PaymentRow } from './model.ts';

/** The failureReason of a payment whose payout the bank could not take in `attempts` tries. */
export function payoutUnavailableReason(attempts: number): string {
  return `The bank was unavailable and the payout was not made (${attempts} attempts). Nothing was paid out; the held USDC is available again.`;
}

export class PaymentPayouts implements PaymentJobs {
  private readonly subject: PayoutSubject<PaymentRow, UsdPayout> | undefined;

  /** Without a bank, no payment is made (PaymentService refuses them), so no payout job runs. */
  constructor(db: Db, bank: UsdBank | undefined) {
    this.subject = bank && {
      noun: 'payment',
      railName: 'the bank',
      rail: bank,
      load: async (id) => {
        const [row] = await db.query<PaymentRow>('SELECT * FROM payments WHERE id = $1', [id]);
        return row && paymentState(row);
      },
      claim: async (row) => row,
      payoutOf: async (payment) => {
        const contact = await one<PaymentContactRow>(db, 'SELECT * FROM payment_contacts WHERE id = $1', [payment.payment_contact_id]);
        return {
          reference: payment.id,
          paymentType: contact.payment_type,
          amount: new Decimal(payment.total_amount),
          recipient: {
            name: contact.user_info.name,
            routingNumber: contact.user_info.routingKey,
            accountNumber: contact.user_info.accountNumber,
            accountType: contact.user_info.accountType,
          },
          description: payment.description,
        };
      },
      markMaybeSent: (id, maybeSent) => markPaymentPayoutMaybeSent(db, id, maybeSent),
      recordReference: (id, reference) => recordPaymentPayoutReference(db, id, reference),
      // The bank reported how the payout ended: an exception still open for it is closed with the move.
      settle: (id) =>
        db.transaction(async (tx) => {
          await completePayment(tx, id);
          await closeException(tx, 'PAYOUT_OUTCOME_UNKNOWN', 'payment', id, 'The bank reported the payout settled: the payment COMPLETED.');
        }),
      fail: (id, reason) =>
        db.transaction(async (tx) => {
          await failPayment(tx, id, reason);
          await closeException(tx, 'PAYOUT_OUTCOME_UNKNOWN', 'payment', id, `The payout was not made: the payment FAILED. ${reason}`);
        }),
      unavailableReason: (_row, attempts) => payoutUnavailableReason(attempts),
      park: async (tx, payment, reason, details) => {
        await openException(tx, {
          kind: 'PAYOUT_OUTCOME_UNKNOWN',
          integratorId: payment.integrator_id,
          resourceType: 'payment',
          resourceId: payment.id,
          amount: new Decimal(payment.total_amount),
          currency: 'USD',
          reason,
          details,
          actions: ['retry', 'mark_paid', 'fail'],
        });
      },
    };
  }

  /** The payout job: the next step of the payment's payout. */
  payout(paymentId: string): Promise<JobResult> {
    return runPayout(this.requireSubject(), paymentId);
  }

  /** The payout job's last attempt failed: see payoutExhausted in the protocol. */
  payoutExhausted(paymentId: string, error: unknown, attempts: number): Promise<JobResult> {
    return payoutExhausted(this.requireSubject(), paymentId, error, attempts);
  }

  private requireSubject(): PayoutSubject<PaymentRow, UsdPayout> {
    if (!this.subject) throw new Error('no US bank is configured: payments cannot be paid out');
    return this.subject;
  }
}

const paymentState = (row: PaymentRow): PayoutState<PaymentRow> => ({
  row,
  pending: row.status === 'PENDING',
  claimed: true,
  maybeSent: row.payout_maybe_sent,
  railReference: row.payout_reference,
});
