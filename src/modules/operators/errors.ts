// The operators module's error codes: operator accounts for the console at /ops.
import { defineErrors } from '../../errors.ts';

export const operatorError = defineErrors({
  'operator.not_found': ['not_found', 'Operator not found.'],
  'operator.conflict': ['conflict', 'An operator with this email already exists.'],
  'operator.second_factor_required': ['unprocessable', 'Production operators need a TOTP second factor: leave secondFactor out or set it to true.'],
});
