// The reconciliation module's error codes: its runs, the period an operator asks for, a break's correction, and an
// imported bank statement.
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
  'bank_statement.not_found': ['not_found', 'Bank statement not found.'],
  'bank_statement.malformed': ['unprocessable', 'The file is not a camt.053 statement or a CSV in the documented layout, or a line of it cannot be read.'],
  'bank_statement.currency_mismatch': ['unprocessable', "The statement's currency is not the rail account's."],
  'bank_statement.unbalanced': ['unprocessable', "The statement's opening balance plus its credits less its debits is not its closing balance."],
  'bank_statement.duplicate': ['conflict', 'This file (the same SHA-256) was imported already.'],
});
