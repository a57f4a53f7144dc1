// The operator's compliance routes: the gate's decisions, and each corridor's gate limits.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listQueryFor, parseListQuery, LIST_QUERY_ERRORS } from '../../http/list-query.ts';
import { PageOf } from '../../http/schemas.ts';
import { actorOf } from '../audit/index.ts';
import { ComplianceDecision, ComplianceLimits, CountryParams, UpdateComplianceLimitsBody } from './schemas.ts';
import { decisionList, type ComplianceService } from './service.ts';
import { answerSubmitted, PENDING_APPROVAL, SUBMIT_ERRORS, type ApprovalService } from '../approvals/index.ts';

export async function complianceRoutes(
  app: FastifyInstance,
  { compliance, approvals }: { compliance: ComplianceService; approvals: ApprovalService },
): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Compliance'];

  r.get('/v1/admin/compliance/decisions', {
    config: { auth: 'admin', errors: LIST_QUERY_ERRORS },
    schema: {
      operationId: 'listComplianceDecisions',
      tags,
      summary: "The compliance gate's decisions (operator)",
      description:
        'Every decision the gate made before a payout or a release of funds, newest first, with the rule that decided and every input it used. ' +
        'Filter with filterEq=resource.id:..., resource.type:transfer|payment, decision:ALLOW|DENY|REVIEW, rule:..., beneficiaryId:..., integratorId:....',
      querystring: listQueryFor(decisionList),
      response: { 200: PageOf(ComplianceDecision) },
    },
    handler: async (request) => compliance.decisions(parseListQuery(request.query)),
  });

  r.get('/v1/admin/compliance/limits', {
    config: { auth: 'admin', errors: [] },
    schema: {
      operationId: 'listComplianceLimits',
      tags,
      summary: "Each corridor's compliance gate limits (operator)",
      description: 'In USDC: the payout above which an approver reviews, and one beneficiary’s maximum through the gate per UTC day and per UTC month.',
      response: { 200: Type.Array(ComplianceLimits) },
    },
    handler: async () => compliance.limits(),
  });

  r.put('/v1/admin/compliance/limits/:id', {
    config: { auth: 'admin', permission: 'configure', errors: ['compliance_limits.not_found', ...SUBMIT_ERRORS] },
    schema: {
      operationId: 'updateComplianceLimits',
      tags,
      summary: "Set a corridor's compliance gate limits (operator)",
      description:
        'Sets every limit of the corridor (USDC); the gate applies them from its next decision. The daily maximum may not pass the monthly one. ' +
        'Audit-logged. Under the two-person rule (docs/operations.md#two-person-rule): 202 with the approval request (the reason is its why), ' +
        'carried out when another approver approves it; 200 with the limits when nothing would change.',
      params: CountryParams,
      body: UpdateComplianceLimitsBody,
      response: { 200: ComplianceLimits, ...PENDING_APPROVAL },
    },
    handler: async (request, reply) => {
      const { reason, ...limits } = request.body;
      const change = { country: request.params.id, limits: compliance.checkedLimits(limits) };
      return answerSubmitted(reply, await approvals.submit('compliance_limits.update', change, reason, actorOf(request))) as never;
    },
  });
}
