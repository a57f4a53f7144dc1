// Owns how a payment is paid out: the payout protocol (modules/payouts/protocol.ts) applied to payments, whose payout
// is the payment's `totalAmount` in USD to its payment contact, by the US bank, with the payment's id as reference. A
// payment is claimed when it is created (its amount held), so the protocol starts at its first send. Before that send,
// under the payment's lock, the compliance gate decides whether it may go, and then the USD account's liquidity
// (modules/liquidity): a payout that would take usd-bank below its minimum is held (an exception LIQUIDITY_SHORT, the
// payment PENDING, nothing sent) and sent once a refill of usd-bank is recorded (resumePaymentsHeld).
import { maybeOne, one, type Db } from '../../db/index.ts';
import type { JobResult } from '../../jobs/runner.ts';
import { Decimal } from '../../money.ts';
import type { UsdAddress, UsdPayout, UsdPayoutRail } from '../../rails/capabilities/usd-bank.ts';
import { closeException, openException } from '../exceptions/index.ts';
import { payoutExhausted, runPayout, type PayoutState, type PayoutSubject } from '../payouts/index.ts';
import { DENIED_REASON, type ComplianceGate } from '../compliance/index.ts';
import type { Liquidity } from '../liquidity/index.ts';
import type { PaymentContactRow } from './contacts.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { paymentPayoutNoticeJob, type PaymentJobs } from './jobs.ts';
import { completePayment, failPayment, markPaymentPayoutMaybeSent, recordPaymentPayoutReference, returnPayment } from './lifecycle.ts';
import type { PaymentRow } from './model.ts';

/** The failureReason of a payment whose payout the bank could not take in `attempts` tries. */
export function payoutUnavailableReason(attempts: number): string {
  return `The bank was unavailable and the payout was not made (${attempts} attempts). Nothing was paid out; the held USDC is available again.`;
}

export class PaymentPayouts implements PaymentJobs {
  private readonly subject: PayoutSubject<PaymentRow, UsdPayout> | undefined;

  /** Without a bank, no payment is made (PaymentService refuses them), so no payout job runs. */
  constructor(
    private readonly db: Db,
    bank: UsdPayoutRail | undefined,
    /** Decides, right before the first send, whether the payout may go (modules/compliance). */
    private readonly gate?: ComplianceGate,
    /** Admits the payout against usd-bank's minimum, right after the gate (modules/liquidity). */
    private readonly liquidity?: Liquidity,
  ) {
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
            address: addressOf(contact.user_info),
          },
          bank: { name: contact.bank_info.name, address: addressOf(contact.bank_info) },
          contactId: contact.id,
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
  async payout(paymentId: string): Promise<JobResult> {
    const subject = this.requireSubject();
    if (!(await this.mayGo(paymentId))) return;
    return runPayout(subject, paymentId);
  }

  /**
   * Whether the payout may be sent, decided once before its first send under the payment's lock. The compliance gate:
   * ALLOW goes on; REVIEW leaves the payment PENDING with the approver's exception and no job; DENY fails it, its held
   * USDC available again, with its event. Then liquidity: admitted, the payment is marked so (from then on its total is
   * what usd-bank owes until it settles); held, its exception LIQUIDITY_SHORT is opened and the job ends, a refill
   * sending it again (a payout admitted already, whose first send is tried again, is not admitted twice). A payout the
   * bank may have taken already is past both (true: it is followed, never sent again); a payment no longer PENDING
   * answers true too (runPayout does nothing with it).
   */
  private async mayGo(paymentId: string): Promise<boolean> {
    const { gate, liquidity } = this;
    if (!gate && !liquidity) return true;
    return this.db.transaction(async (tx) => {
      const payment = await maybeOne<PaymentRow>(
        tx,
        `SELECT * FROM payments WHERE id = $1 AND status = 'PENDING' AND payout_reference IS NULL AND NOT payout_maybe_sent FOR NO KEY UPDATE`,
        [paymentId],
      );
      if (!payment) return true;
      if (gate) {
        const outcome = await gate.decide(tx, {
          resourceType: 'payment',
          resourceId: payment.id,
          integratorId: payment.integrator_id,
          beneficiaryId: payment.beneficiary_id,
          stage: 'PAYOUT',
          country: null,
          from: { value: payment.amount, currency: 'USDC' },
          amountUsdc: payment.amount,
          moved: { value: payment.total_amount, currency: 'USD' },
          paymentContactId: payment.payment_contact_id,
        });
        if (outcome.decision === 'DENY') await failPayment(tx, payment.id, `${DENIED_REASON} Nothing was paid out; the held USDC is available again.`);
        if (outcome.decision !== 'ALLOW') return false;
      }
      if (!liquidity || payment.payout_admitted_at !== null) return true;
      const admitted = await liquidity.admit(tx, {
        railAccount: 'usd-bank',
        amount: new Decimal(payment.total_amount),
        resourceType: 'payment',
        resourceId: payment.id,
        integratorId: payment.integrator_id,
        what: `The payout of payment ${payment.id}`,
      });
      if (admitted) await tx.query('UPDATE payments SET payout_admitted_at = now() WHERE id = $1', [payment.id]);
      return admitted;
    });
  }

  /** The payout job's last attempt failed: see payoutExhausted in the protocol. */
  payoutExhausted(paymentId: string, error: unknown, attempts: number): Promise<JobResult> {
    return payoutExhausted(this.requireSubject(), paymentId, error, attempts);
  }

  /**
   * The rail notified a change of its payout `railReference`: the payment it pays gets a notice job, which reads the
   * payout back (nothing in a notification is believed). False when no payment has that payout.
   */
  async payoutNotified(railReference: string): Promise<boolean> {
    const [row] = await this.db.query<{ id: string; integrator_id: string }>('SELECT id, integrator_id FROM payments WHERE payout_reference = $1', [
      railReference,
    ]);
    if (!row) return false;
    await enqueueJob(this.db, paymentPayoutNoticeJob, { paymentId: row.id }, { integratorId: row.integrator_id });
    return true;
  }

  /**
   * The notice job: a PENDING payment takes its payout's next step now (its status read back); a COMPLETED one whose
   * payout the rail now reports as returned or failed is returned: FAILED, its funds back on the beneficiary's wallet.
   */
  async payoutNoticed(paymentId: string): Promise<JobResult> {
    const subject = this.requireSubject();
    const [row] = await this.db.query<PaymentRow>('SELECT * FROM payments WHERE id = $1', [paymentId]);
    if (!row || row.payout_reference === null) return;
    if (row.status === 'PENDING') {
      await runPayout(subject, paymentId);
      return;
    }
    if (row.status !== 'COMPLETED') return;
    const outcome = await subject.rail.status(row.payout_reference);
    if (outcome.status === 'REJECTED') {
      await this.db.transaction((tx) => returnPayment(tx, paymentId, `${outcome.reason} The funds are available again.`));
    }
  }

  private requireSubject(): PayoutSubject<PaymentRow, UsdPayout> {
    if (!this.subject) throw new Error('no US bank is configured: payments cannot be paid out');
    return this.subject;
  }
}

const addressOf = (info: { street1: string; city: string; state: string; postalCode: string; country: string }): UsdAddress => ({
  street1: info.street1,
  city: info.city,
  state: info.state,
  postalCode: info.postalCode,
  country: info.country,
});

const paymentState = (row: PaymentRow): PayoutState<PaymentRow> => ({
  row,
  pending: row.status === 'PENDING',
  claimed: true,
  maybeSent: row.payout_maybe_sent,
  railReference: row.payout_reference,
});
