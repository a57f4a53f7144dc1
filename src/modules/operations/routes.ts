// The operator's exceptions API: ADMIN_TOKEN (or an operator's console session, which calls the same service). A
// resolution that moves money goes through the two-person rule (modules/approvals).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { listQueryFor, parseListQuery, LIST_QUERY_ERRORS } from '../../http/list-query.ts';
import { IdParams, PageOf } from '../../http/schemas.ts';
import { ExceptionBody, ResolveBody } from './schemas.ts';
import { actorOf } from '../audit/index.ts';
import type { OperationsService } from './service.ts';
import { exceptionList } from './service.ts';
import { answerSubmitted, PENDING_APPROVAL, SUBMIT_ERRORS, type ApprovalService } from '../approvals/index.ts';

export async function operationsRoutes(
  app: FastifyInstance,
  { operations, approvals }: { operations: OperationsService; approvals: ApprovalService },
): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Operations'];

  r.get('/v1/admin/exceptions', {
    config: { auth: 'admin', errors: LIST_QUERY_ERRORS },
    schema: {
      operationId: 'listExceptions',
      tags,
      summary: 'Exceptions: everything that needs a person (operator)',
      description:
        'Filter with filterEq on kind, status, integratorId, resource.type; oldest first by default (sort=createdDate,desc for newest). ' +
        'Kinds: PAYOUT_OUTCOME_UNKNOWN, FUNDS_OWED_BACK, JOB_EXHAUSTED, CHAIN_DEPOSIT_UNREADABLE, RATE_BAND_HELD, WEBHOOK_ENDPOINT_FAILING, RECONCILIATION_MISMATCH, COMPLIANCE_REVIEW.',
      querystring: listQueryFor(exceptionList),
      response: { 200: PageOf(ExceptionBody) },
    },
    handler: async (request) => operations.list(parseListQuery(request.query)),
  });

  r.get('/v1/admin/exceptions/:id', {
    config: { auth: 'admin', errors: ['exception.not_found'] },
    schema: {
      operationId: 'getException',
      description: 'The exception with its kind, status, the resource it is about and the actions that resolve it.',
      tags,
      summary: 'One exception (operator)',
      params: IdParams,
      response: { 200: ExceptionBody },
    },
    handler: async (request) => operations.get(request.params.id),
  });

  r.post('/v1/admin/exceptions/:id/resolve', {
    config: {
      auth: 'admin',
      permission: 'act',
      errors: [
        'exception.not_found',
        'exception.already_resolved',
        'exception.resolution_conflict',
        'exception.reference_mismatch',
        'exception.action_not_allowed',
        'exception.resource_moved',
        ...SUBMIT_ERRORS,
      ],
    },
    schema: {
      operationId: 'resolveException',
      tags,
      summary: 'Resolve an exception with one of its actions (operator)',
      description:
        'retry (the job runs again), mark_paid (with the rail reference: the payment or off-ramp succeeds), mark_returned (with the return reference or ' +
        'transaction hash: the funds owed back leave the books), fail (the payment or transfer fails, its funds released or returned), execute (a transfer ' +
        'held by the rate band executes at the latest rate; one held by the compliance gate goes on, through the gate again), dismiss. A COMPLIANCE_REVIEW is resolved by an approver or admin only (403 otherwise). Each is one transaction with the resource change, its ledger postings and its event; ' +
        '412 exception.resource_moved when the resource moved meanwhile; the same action with the same reference and note again answers the resolution made, ' +
        'with another reference or note 409 exception.resolution_conflict; mark_paid with a reference other than the one the rail acknowledged the payout with is ' +
        '409 exception.reference_mismatch. Under the two-person rule (docs/operations.md#two-person-rule), mark_paid, mark_returned, execute and fail ' +
        "are not carried out at once: 202 with the approval request (the note is its reason), carried out when another approver approves it; a COMPLIANCE_REVIEW, an approver's decision already, is not.",
      params: IdParams,
      body: ResolveBody,
      response: { 200: ExceptionBody, ...PENDING_APPROVAL },
    },
    handler: async (request, reply) => {
      const { action, reference, note } = request.body;
      const actor = actorOf(request);
      // A compliance review is an approver's decision already (the role is checked in resolutions.ts): one step.
      if (await operations.decidedByApprover(request.params.id)) {
        const role = request.principal?.kind === 'admin' ? request.principal.operator.role : undefined;
        return operations.resolve(request.params.id, { action, reference, note, actor, role });
      }
      const submitted = await approvals.submit(
        'exception.resolve',
        { exceptionId: request.params.id, action, ...(reference === undefined ? {} : { reference }), note },
        note,
        actor,
      );
      return answerSubmitted(reply, submitted) as never;
    },
  });
}
