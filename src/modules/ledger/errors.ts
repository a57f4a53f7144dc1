// The ledger's error codes.
import { defineErrors } from '../../errors.ts';

export const ledgerError = defineErrors({
  'flow_of_funds.insufficient_funds': ['unprocessable', 'The available balance is not enough for this amount.'],
  'ledger_checkpoint.not_found': ['not_found', 'No balance checkpoint at or before that instant: the books close each UTC day after it ends.'],
});
