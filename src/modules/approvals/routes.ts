// The two-person rule's API: the approval requests (list, one, approve, reject), the policies (list, change — itself
// under the rule) and manual journal entries (only through an approval). See docs/operations.md#two-person-rule.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { httpError } from '../../http/errors.ts';
import { listQueryFor, parseListQuery, LIST_QUERY_ERRORS } from '../../http/list-query.ts';
import { IdParams, ref } from '../../http/schemas.ts';
import { actorOf } from '../audit/index.ts';
import { Approval, ApprovalPage, ApprovalPolicy, ApproveBody, JournalEntry, JournalEntryBody, PolicyParams, RejectBody, UpdatePolicyBody } from './schemas.ts';
import { approvalList, type ApprovalService, type Checker, type Submitted } from './service.ts';

/** Who decides, as a request carries them. */
export function checkerOf(request: FastifyRequest): Checker {
  const principal = request.principal;
  if (principal?.kind !== 'admin') throw httpError('auth.unauthorized');
  return { actor: actorOf(request), role: principal.operator.role };
}

/** A covered route's answer: what the action answers when it was carried out, or 202 with the pending request. */
export function answerSubmitted(reply: FastifyReply, submitted: Submitted, appliedStatus = 200): unknown {
  if (submitted.applied) {
    reply.code(appliedStatus);
    return submitted.result;
  }
  reply.code(202);
  return submitted.approval;
}

/** The 202 a covered route declares: the pending approval request. */
export const PENDING_APPROVAL = { 202: ref(Approval) } as const;
/** The error codes every covered route may answer besides its own. */
export const SUBMIT_ERRORS = ['approval.already_pending'] as const;

export async function approvalRoutes(app: FastifyInstance, { approvals }: { approvals: ApprovalService }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Approvals'];
  const DECISION_ERRORS = ['approval.not_found', 'approval.own_request', 'approval.already_decided', 'approval.expired', 'approval.resource_moved'];

  r.get('/v1/admin/approvals', {
    config: { auth: 'admin', permission: 'read', errors: LIST_QUERY_ERRORS },
    schema: {
      operationId: 'listApprovals',
      tags,
      summary: 'Approval requests of the two-person rule (operator)',
      description:
        'Oldest first by default. Filter with filterEq on status (PENDING, APPROVED, REJECTED, EXPIRED), action, resource.type, resource.id, maker.id, integratorId.',
      querystring: listQueryFor(approvalList),
      response: { 200: ref(ApprovalPage) },
    },
    handler: async (request) => approvals.list(parseListQuery(request.query)),
  });

  r.get('/v1/admin/approvals/:id', {
    config: { auth: 'admin', permission: 'read', errors: ['approval.not_found'] },
    schema: {
      operationId: 'getApproval',
      tags,
      summary: 'One approval request (operator)',
      description: 'What is asked, why, its exact effect (journal postings and changes, as a rehearsal wrote them), its maker and, once decided, its checker.',
      params: IdParams,
      response: { 200: ref(Approval) },
    },
    handler: async (request) => approvals.get(request.params.id),
  });

  r.post('/v1/admin/approvals/:id/approve', {
    config: { auth: 'admin', permission: 'approve', errors: DECISION_ERRORS },
    schema: {
      operationId: 'approveApproval',
      tags,
      summary: 'Approve a request: its effect is carried out (approver)',
      description:
        "Carries the action out, as the approver, in the approval's own transaction, once: a second approval answers 409 approval.already_decided. " +
        '403 approval.own_request for the operator who asked; 412 approval.resource_moved when the resource changed since the request; ' +
        "410 approval.expired past its expiry; the action's own errors (such as 412 exception.resource_moved) leave the request pending.",
      params: IdParams,
      body: ApproveBody,
      response: { 200: ref(Approval) },
    },
    handler: async (request) => approvals.approve(request.params.id, checkerOf(request), request.body?.note),
  });

  r.post('/v1/admin/approvals/:id/reject', {
    config: {
      auth: 'admin',
      permission: 'approve',
      errors: DECISION_ERRORS.filter((code) => code !== 'approval.own_request' && code !== 'approval.resource_moved'),
    },
    schema: {
      operationId: 'rejectApproval',
      tags,
      summary: 'Reject a request: nothing is carried out (approver)',
      description:
        "An approver rejects another's request, or withdraws their own. 409 approval.already_decided once decided; 410 approval.expired past its expiry.",
      params: IdParams,
      body: RejectBody,
      response: { 200: ref(Approval) },
    },
    handler: async (request) => approvals.reject(request.params.id, checkerOf(request), request.body.note),
  });

  r.get('/v1/admin/approval-policies', {
    config: { auth: 'admin', permission: 'read', errors: [] },
    schema: {
      operationId: 'listApprovalPolicies',
      tags,
      summary: 'Which actions need two people, and thresholds (operator)',
      description: 'Each action under the rule, whether it needs two people, and the amount below which one suffices (of its currency only).',
      response: { 200: Type.Object({ content: Type.Array(ApprovalPolicy) }) },
    },
    handler: async () => ({ content: await approvals.policies() }),
  });

  r.put('/v1/admin/approval-policies/:action', {
    config: { auth: 'admin', permission: 'configure', errors: ['approval_policy.locked', ...SUBMIT_ERRORS] },
    schema: {
      operationId: 'updateApprovalPolicy',
      tags,
      summary: 'Change an approval policy, under the two-person rule (approver)',
      description:
        'Asks for the change: 202 with the approval request, carried out when another approver approves it. The policy over policies ' +
        '(approval_policy.update) always needs two people (422 approval_policy.locked).',
      params: PolicyParams,
      body: UpdatePolicyBody,
      response: { 200: ApprovalPolicy, ...PENDING_APPROVAL },
    },
    handler: async (request, reply) => {
      const { twoPerson, threshold, reason } = request.body;
      const submitted = await approvals.submit(
        'approval_policy.update',
        {
          policy: request.params.action,
          twoPerson,
          threshold: threshold === null ? null : { value: String(threshold.value), currencyCode: threshold.currencyCode },
        },
        reason,
        actorOf(request),
      );
      return answerSubmitted(reply, submitted) as never;
    },
  });

  r.post('/v1/admin/journal-entries', {
    config: { auth: 'admin', permission: 'act', errors: ['journal_entry.unbalanced', 'journal_entry.reference_used', ...SUBMIT_ERRORS] },
    schema: {
      operationId: 'createJournalEntry',
      tags,
      summary: 'Ask for a manual journal entry between internal accounts (operator)',
      description:
        'A balanced entry (debits equal credits in each currency; 422 journal_entry.unbalanced) between accounts that belong to no customer or integrator, ' +
        'with your reference (kept as manual:<reference>, once: 409 journal_entry.reference_used) and the reason. It is posted only through an approval: ' +
        '202 with the request; posted (201) at once only when the policy journal.manual_entry lets one person post that amount.',
      body: JournalEntryBody,
      response: { 201: JournalEntry, ...PENDING_APPROVAL },
    },
    handler: async (request, reply) => {
      const submitted = await approvals.submit('journal.manual_entry', request.body, request.body.reason, actorOf(request));
      return answerSubmitted(reply, submitted, 201) as never;
    },
  });
}
