// The compliance module's error codes.
import { defineErrors } from '../../errors.ts';

export const complianceError = defineErrors({
  'compliance_limits.not_found': ['not_found', 'No such corridor: the corridors are BR and CO.'],
});
