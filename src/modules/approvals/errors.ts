// The approvals module's error codes: the two-person rule's requests, their decisions, its policies and manual
// journal entries.
import { defineErrors } from '../../errors.ts';

export const approvalError = defineErrors({
  'approval.not_found': ['not_found', 'Approval request not found.'],
  'approval.own_request': ['forbidden', 'The operator who asked for an action cannot approve it: another approver must.'],
  'approval.already_decided': ['conflict', 'The approval request was approved or rejected already.'],
  'approval.already_pending': ['conflict', 'An approval request for this action on this resource is pending already: approve or reject it first.'],
  'approval.expired': ['gone', 'The approval request expired before it was approved: ask again.'],
  'approval.resource_moved': ['precondition_failed', 'The resource changed since the request was made: reject it and ask again.'],
  'approval_policy.not_found': ['not_found', 'No such approval policy.'],
  'approval_policy.locked': ['unprocessable', 'The policy over approval policies always needs two people, whatever the amount.'],
  'journal_entry.reference_used': ['conflict', 'A manual journal entry with this reference was posted already.'],
  'journal_entry.unbalanced': ['unprocessable', 'A manual journal entry must balance: its debits equal its credits in each currency.'],
});
