// The corridors module's error codes.
import { defineErrors } from '../../errors.ts';

export const corridorError = defineErrors({
  'corridor.not_found': ['not_found', 'No such corridor: the corridors are BR and CO.'],
  'corridor.disabled': ['unprocessable', 'This corridor is closed to new simulations for now.'],
});
