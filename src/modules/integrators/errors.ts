// The integrators module's error codes.
import { defineErrors } from '../../errors.ts';

export const integratorError = defineErrors({
  'integrator.not_found': ['not_found', 'Integrator not found.'],
  'auth.invalid_credentials': ['unauthenticated', 'The client credentials are not valid.'],
  'integrator.conflict': ['conflict', 'An integrator with this email already exists.'],
  'callback_url.not_set': ['precondition_failed', 'Set a callback URL on the integrator first.'],
  'integrator.suspended': ['forbidden', 'This integrator is suspended: its calls are refused until the operator reactivates it.'],
});
