// The request log's error codes.
import { defineErrors } from '../../errors.ts';

export const requestLogError = defineErrors({
  'request_log.not_found': ['not_found', 'Logged request not found.'],
});
