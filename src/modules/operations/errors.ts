// The operations module's error codes: the operator's exceptions and their resolutions.
import { defineErrors } from '../../errors.ts';

export const operationsError = defineErrors({
  'exception.not_found': ['not_found', 'Exception not found.'],
  'exception.already_resolved': ['precondition_failed', 'The exception was resolved already, with another action.'],
  'exception.action_not_allowed': ['unprocessable', 'This action does not resolve this kind of exception.'],
  'exception.resource_moved': ['precondition_failed', 'The resource moved since the exception was opened: look at it again.'],
  'exception.resolution_conflict': ['conflict', 'The exception was resolved already by this action with another reference or note.'],
  'exception.reference_mismatch': ['conflict', 'The reference is not the one the rail acknowledged this payout with.'],
});
