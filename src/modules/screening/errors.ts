// The screening module's error codes: reviews and their decisions, and a payment contact held by one. The messages
// an integrator sees say that a contact is held or blocked, never which list or entry it matched.
import { defineErrors } from '../../errors.ts';

export const screeningError = defineErrors({
  'review.not_found': ['not_found', 'Review not found.'],
  'review.already_decided': ['precondition_failed', 'This review was already decided otherwise; a decision is final.'],
  'payment_contact.under_review': [
    'precondition_failed',
    'This payment contact is held for a compliance review and cannot be paid until the review clears it.',
  ],
  'payment_contact.blocked': ['precondition_failed', 'This payment contact cannot be paid.'],
});
