// The one error about market rates a client sees: production quotes no rate it cannot vouch for (rails/fx/live.ts).
import { defineErrors } from '../../errors.ts';

export const rateError = defineErrors({
  'rates.unavailable': ['unavailable', 'No current market rate can be quoted right now; retry after the time in Retry-After.'],
});
