// The integrators module's error codes.
import { defineErrors } from '../../errors.ts';

export const integratorError = defineErrors({
  'integrator.not_found': ['not_found', 'Integrator not found.'],
  'auth.invalid_credentials': ['unauthenticated', 'The client credentials are not valid.'],
  'auth.multiple_client_authentications': ['invalid', 'Authenticate the client one way: HTTP Basic or client_id and client_secret in the body, not both.'],
  'auth.unsupported_grant_type': ['invalid', 'The only grant type is client_credentials.'],
  'auth.invalid_scope': ['invalid', 'Ponte has no scopes: a token acts for its whole integrator. Leave scope out.'],
  'integrator.conflict': ['conflict', 'An integrator with this email already exists.'],
  'callback_url.not_set': ['precondition_failed', 'Set a callback URL on the integrator first.'],
  'integrator.suspended': ['forbidden', 'This integrator is suspended: its calls are refused until the operator reactivates it.'],
  'api_key.not_found': ['not_found', 'API key not found.'],
  'api_key.last_active': ['precondition_failed', 'This is the last API key that is not revoked: create another before revoking it.'],
  'api_key.revoked': ['precondition_failed', 'This API key is revoked: its secret can no longer be replaced.'],
});
