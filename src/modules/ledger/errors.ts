// The ledger's error codes.
import { defineErrors } from '../../errors.ts';

export const ledgerError = defineErrors({
  'flow_of_funds.insufficient_funds': ['unprocessable', 'The available balance is not enough for this amount.'],
});
