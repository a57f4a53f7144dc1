// Owns the payment's states and the books they write. A payment is created PENDING with its amount held on the
// beneficiary's wallet; it moves once, to COMPLETED when the bank confirms the payout or to FAILED when the bank
// rejects it (or the payout is known not to have been made after the bank stayed unavailable: service.ts), and never
// again. Each move, its ledger entry and its one PAYMENT_OUT event commit in the caller's transaction together; a move
// already made is a no-op, so a job that runs twice sends nothing twice.
//
// The books (accounts of src/modules/ledger/service.ts):
//   created     hold `amount` on beneficiary_wallet USDC (422 insufficient_funds if the available balance is short)
//   COMPLETED   capture the hold: Dr beneficiary_wallet USDC `amount`
//                                 / Cr service_fee_revenue USDC `fees`, Cr fx_position USDC `totalAmount`
//                                 Dr fx_position USD `totalAmount` / Cr rail_cash USD `totalAmount`
//               The fee is withheld from the USDC before conversion, as transfers do; only `totalAmount` converts (1:1)
//               and leaves the service's USD bank account.
//   FAILED      release the hold. Nothing was posted while the payout was in flight, so there is nothing to reverse.
//   returned    a COMPLETED payment whose wire the recipient's bank sent back (Circle: errorCode transaction_returned)
//               moves to FAILED once more, and the capture is reversed: Cr beneficiary_wallet USDC `amount`
//               / Dr service_fee_revenue USDC `fees`, Dr fx_position USDC `totalAmount`;
//               Cr fx_position USD `totalAmount` / Dr rail_cash USD `totalAmount`. The fee is given back with the rest:
//               nothing reached the contact. The only move out of a final state, and it is made once.
import { maybeOne, type Queryable } from '../../db/index.ts';
import { Decimal } from '../../money.ts';
import { beneficiaryWallet, captureHold, post, railCash, releaseHold, type Posting } from '../ledger/index.ts';
import { emitEvent } from '../webhooks/index.ts';
import { paymentEventData, type PaymentRow, type PaymentStatus } from './model.ts';

/** The guarded move: only a PENDING payment moves; undefined when it already had. */
function move(tx: Queryable, paymentId: string, status: Exclude<PaymentStatus, 'PENDING'>, failureReason: string | null): Promise<PaymentRow | undefined> {
  return maybeOne<PaymentRow>(tx, `UPDATE payments SET status = $2, failure_reason = $3, updated_at = now() WHERE id = $1 AND status = 'PENDING' RETURNING *`, [
    paymentId,
    status,
    failureReason,
  ]);
}

function emitPaymentOut(tx: Queryable, payment: PaymentRow): Promise<string> {
  return emitEvent(tx, {
    integratorId: payment.integrator_id,
    operation: 'PAYMENT_OUT',
    resourceId: payment.id,
    beneficiaryId: payment.beneficiary_id,
    success: payment.status === 'COMPLETED',
    message: payment.failure_reason,
    data: paymentEventData(payment),
  });
}

/** PENDING -> COMPLETED: the payout settled. */
export async function completePayment(tx: Queryable, paymentId: string): Promise<void> {
  const payment = await move(tx, paymentId, 'COMPLETED', null);
  if (!payment) return;
  const fees = new Decimal(payment.fees);
  const totalAmount = new Decimal(payment.total_amount);
  const postings: Posting[] = [
    ...(fees.gt(0) ? [{ account: { kind: 'service_fee_revenue', currency: 'USDC' }, direction: 'CREDIT', amount: fees } satisfies Posting] : []),
    { account: { kind: 'fx_position', currency: 'USDC' }, direction: 'CREDIT', amount: totalAmount },
    { account: { kind: 'fx_position', currency: 'USD' }, direction: 'DEBIT', amount: totalAmount },
    { account: railCash('usd-bank'), direction: 'CREDIT', amount: totalAmount },
  ];
  await captureHold(tx, payment.hold_id, { description: 'Payment out settled', reference: `payment:${payment.id}`, postings });
  await emitPaymentOut(tx, payment);
}

/** PENDING -> FAILED with the reason: the payout was rejected or not made, and the held funds are available again. */
export async function failPayment(tx: Queryable, paymentId: string, reason: string): Promise<void> {
  const payment = await move(tx, paymentId, 'FAILED', reason);
  if (!payment) return;
  await releaseHold(tx, payment.hold_id);
  await emitPaymentOut(tx, payment);
}

/** Marks (or, after a send the bank certainly refused, unmarks) a PENDING payment's payout as possibly taken by the bank. */
export async function markPaymentPayoutMaybeSent(tx: Queryable, paymentId: string, maybeSent: boolean): Promise<void> {
  await tx.query(`UPDATE payments SET payout_maybe_sent = $2 WHERE id = $1 AND status = 'PENDING' AND payout_reference IS NULL`, [paymentId, maybeSent]);
}

/** Records the bank's reference of a PENDING payment's payout, so that later runs ask the bank instead of sending again. */
export async function recordPaymentPayoutReference(tx: Queryable, paymentId: string, railReference: string): Promise<void> {
  await tx.query(`UPDATE payments SET payout_reference = $2 WHERE id = $1 AND status = 'PENDING' AND payout_reference IS NULL`, [paymentId, railReference]);
}

/**
 * COMPLETED -> FAILED: the payout was returned after it settled. The captured funds go back to the beneficiary's
 * wallet (the reverse of completePayment's entry), with the event, in the caller's transaction; a no-op when the
 * payment is not COMPLETED (already returned, or never completed).
 */
export async function returnPayment(tx: Queryable, paymentId: string, reason: string): Promise<boolean> {
  const payment = await maybeOne<PaymentRow>(
    tx,
    `UPDATE payments SET status = 'FAILED', failure_reason = $2, updated_at = now() WHERE id = $1 AND status = 'COMPLETED' RETURNING *`,
    [paymentId, reason],
  );
  if (!payment) return false;
  const amount = new Decimal(payment.amount);
  const fees = new Decimal(payment.fees);
  const totalAmount = new Decimal(payment.total_amount);
  await post(tx, {
    description: 'Payment out returned',
    reference: `payment:${payment.id}`,
    postings: [
      { account: beneficiaryWallet(payment.beneficiary_id), direction: 'CREDIT', amount },
      ...(fees.gt(0) ? [{ account: { kind: 'service_fee_revenue', currency: 'USDC' }, direction: 'DEBIT', amount: fees } satisfies Posting] : []),
      { account: { kind: 'fx_position', currency: 'USDC' }, direction: 'DEBIT', amount: totalAmount },
      { account: { kind: 'fx_position', currency: 'USD' }, direction: 'CREDIT', amount: totalAmount },
      { account: railCash('usd-bank'), direction: 'DEBIT', amount: totalAmount },
    ],
  });
  await emitPaymentOut(tx, payment);
  return true;
}

/**
 * The reference a payout the USD rail made stands under in the books (for reconciliation's reading of its list):
 * `payment:<id>` of the payment whose payout it is, else `usd-payout:<rail id>` (one the books know nothing of).
 */
export async function usdPayoutReferenceOf(db: Queryable, railReference: string): Promise<string> {
  const [payment] = await db.query<{ id: string }>('SELECT id FROM payments WHERE payout_reference = $1', [railReference]);
  return payment ? `payment:${payment.id}` : `usd-payout:${railReference}`;
}
