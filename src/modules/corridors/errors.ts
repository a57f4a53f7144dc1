// The corridors module's error codes: a corridor, and the amount limits it sets (payments' limits answer the same codes).
import { defineErrors } from '../../errors.ts';

export const corridorError = defineErrors({
  'corridor.not_found': ['not_found', 'No such corridor: the corridors are BR and CO.'],
  'amount.below_minimum': ['unprocessable', 'The amount is below the minimum of this corridor.'],
  'amount.above_maximum': ['unprocessable', 'The amount is above the maximum of this corridor.'],
  'corridor.disabled': ['unprocessable', 'This corridor is closed to new simulations for now.'],
});
