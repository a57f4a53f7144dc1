// The exports module's error codes.
import { defineErrors } from '../../errors.ts';

export const exportError = defineErrors({
  'export.invalid_range': ['invalid', 'from must be before to, and an export covers at most 366 days.'],
});
