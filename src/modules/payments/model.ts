// The payment as stored and as the API and its callbacks show it, and how one is read within its integrator.
import { maybeOneByUuid, type Queryable } from '../../db/index.ts';
import { amountText } from '../../money.ts';
import { jsonNumber } from '../webhooks/index.ts';
import type { PaymentBody } from './schemas.ts';
import { paymentError } from './errors.ts';

export type PaymentStatus = PaymentBody['status'];

export interface PaymentRow {
  id: string;
  integrator_id: string;
  beneficiary_id: string;
  simulation_id: string;
  payment_contact_id: string;
  description: string;
  amount: string;
  fees: string;
  total_amount: string;
  status: PaymentStatus;
  failure_reason: string | null;
  hold_id: string;
  payout_reference: string | null;
  /** A send the bank never acknowledged may have been taken (migration 012). */
  payout_maybe_sent: boolean;
  /** When its payout was admitted against usd-bank's liquidity (migration 059); NULL before, or while held. */
  payout_admitted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The amounts of a simulation or a payment as the API writes them: `amount` in USDC, `fees` and `totalAmount` in USD. */
export function quoteBody(row: { amount: string; fees: string; total_amount: string }): Pick<PaymentBody, 'amount' | 'fees' | 'totalAmount'> {
  return {
    amount: { currencyCode: 'USDC', value: amountText(row.amount) },
    fees: { currencyCode: 'USD', value: amountText(row.fees) },
    totalAmount: { currencyCode: 'USD', value: amountText(row.total_amount) },
  };
}

export function toPayment(row: PaymentRow): PaymentBody {
  return {
    id: row.id,
    simulationId: row.simulation_id,
    paymentContactId: row.payment_contact_id,
    integratorId: row.integrator_id,
    beneficiaryId: row.beneficiary_id,
    description: row.description,
    ...quoteBody(row),
    status: row.status,
    failureReason: row.failure_reason,
    createdDate: row.created_at.toISOString(),
    lastModifiedDate: row.updated_at.toISOString(),
  };
}

/** The payment as callback data carries it: the same fields, with amounts as exact JSON numbers. */
export function paymentEventData(row: PaymentRow) {
  const payment = toPayment(row);
  return {
    ...payment,
    amount: { ...payment.amount, value: jsonNumber(payment.amount.value) },
    fees: { ...payment.fees, value: jsonNumber(payment.fees.value) },
    totalAmount: { ...payment.totalAmount, value: jsonNumber(payment.totalAmount.value) },
  };
}

/** One of the integrator's payments; anything else (another integrator's, or none) is the same 404. */
export async function findPayment(db: Queryable, integratorId: string, id: string): Promise<PaymentRow> {
  const row = await maybeOneByUuid<PaymentRow>(db, 'SELECT * FROM payments WHERE id = $1 AND integrator_id = $2', [id, integratorId]);
  if (!row) throw paymentError('payment.not_found');
  return row;
}
