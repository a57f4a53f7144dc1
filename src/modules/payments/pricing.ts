// Owns what a payment out costs and how much one may move. The contract leaves both open; this is the one place that
// decides them. A flat fee in whole dollars keeps the cents of `amount` in `totalAmount`, so a sandbox tester who
// pays 50.13 USDC sees the payout of 48.13 USD rejected, as the sandbox bank rejects every amount ending in .13.

import { Decimal, formatAmount } from '../../money.ts';
// amount.below_minimum and amount.above_maximum are the corridors' codes: one code per rule, API-wide.
import { corridorError, type AmountLimits } from '../corridors/index.ts';

export interface PaymentPricing {
  /** In USD, taken from every payment out, whatever its amount or type (a simulation does not know the contact yet). */
  fee: Decimal;
  /** In USDC, for payments out and in alike. */
  limits: AmountLimits;
}

export const PAYMENT_PRICING: PaymentPricing = {
  fee: new Decimal('2.00'),
  limits: { min: new Decimal('5.00'), max: new Decimal('100000.00') },
};

/** 422 `amount.below_minimum` or `amount.above_maximum` outside the limits. */
export function checkPaymentLimits(pricing: PaymentPricing, amount: Decimal, currency: 'USD' | 'USDC'): void {
  const { min, max } = pricing.limits;
  if (amount.lt(min)) throw corridorError('amount.below_minimum', `The minimum payment is ${formatAmount(min)} ${currency}.`);
  if (amount.gt(max)) throw corridorError('amount.above_maximum', `The maximum payment is ${formatAmount(max)} ${currency}.`);
}

/** The fee and what the contact receives (amount - fee, at 1 USDC = 1 USD) for an amount already within the limits. */
export function quotePayment(pricing: PaymentPricing, amount: Decimal): { fees: Decimal; totalAmount: Decimal } {
  return { fees: pricing.fee, totalAmount: amount.minus(pricing.fee) };
}
