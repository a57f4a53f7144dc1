// The payments module's error codes (its simulations share the transfers module's simulation codes).
import { defineErrors } from '../../errors.ts';

export const paymentError = defineErrors({
  'payment.not_found': ['not_found', 'Payment not found.'],
  'payment_contact.not_found': ['not_found', 'Payment contact not found.'],
  'payment_contact.beneficiary_mismatch': ['unprocessable', 'The payment contact belongs to another beneficiary than the simulation.'],
});
