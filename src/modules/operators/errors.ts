// The operators module's error codes: operator accounts for the console at /ops and their API tokens.
import { defineErrors } from '../../errors.ts';

export const operatorError = defineErrors({
  'operator.not_found': ['not_found', 'Operator not found.'],
  'operator.conflict': ['conflict', 'An operator with this email already exists.'],
  'operator.second_factor_required': ['unprocessable', 'Production operators need a TOTP second factor: leave secondFactor out or set it to true.'],
  'operator.bootstrap_closed': [
    'forbidden',
    'ADMIN_TOKEN only creates the first admin operator, and an enabled admin exists: ask an admin to act with their own operator token.',
  ],
  'operator.last_admin': ['precondition_failed', 'This is the last enabled admin: make another admin first, so someone can still manage operators.'],
  'operator.token_not_found': ['not_found', 'Operator token not found.'],
});
