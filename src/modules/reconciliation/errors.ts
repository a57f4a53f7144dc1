// The reconciliation module's error codes: its runs, the period an operator asks for, and a break's correction.
import { defineErrors } from '../../errors.ts';

export const reconciliationError = defineErrors({
  'reconciliation_run.not_found': ['not_found', 'Reconciliation run not found.'],
  'reconciliation_item.not_found': ['not_found', 'Reconciliation item not found.'],
  'reconciliation_break.closed': ['conflict', 'The break was closed already: corrected or dismissed.'],
  'reconciliation_break.invalid_correction': [
    'unprocessable',
    "A correction posts in the break's currency, balances, and its rail_cash legs move the books by exactly what they and the rail differ by.",
  ],
  'reconciliation.invalid_period': ['unprocessable', 'The period must start before it ends, be over, and last at most 31 days.'],
});
