// The reconciliation module's error codes: its runs, and the period an operator asks for.
import { defineErrors } from '../../errors.ts';

export const reconciliationError = defineErrors({
  'reconciliation_run.not_found': ['not_found', 'Reconciliation run not found.'],
  'reconciliation.invalid_period': ['unprocessable', 'The period must start before it ends, be over, and last at most 31 days.'],
});
