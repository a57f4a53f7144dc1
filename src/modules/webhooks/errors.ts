// The webhooks module's error codes.
import { defineErrors } from '../../errors.ts';

export const webhookError = defineErrors({
  'event.not_found': ['not_found', 'Event not found.'],
});
