// The operator's reconciliation API: ADMIN_TOKEN. Runs are made daily by the worker (jobs.ts) or by hand here; a break
// (an unmatched item) is corrected here under the two-person rule (breaks.ts), or dismissed through its exception.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { listQueryFor, parseListQuery, LIST_QUERY_ERRORS } from '../../http/list-query.ts';
import { answerSubmitted, PENDING_APPROVAL, SUBMIT_ERRORS, type ApprovalService } from '../approvals/index.ts';
import { actorOf } from '../audit/index.ts';
import { IdParams, PageOf } from '../../http/schemas.ts';
import type { CorrectBreakRequest } from './breaks.ts';
import { CorrectionBody, RunBody, RunItem, RunRequest, RunWithItems } from './schemas.ts';
import type { ReconciliationService } from './service.ts';
import { runList } from './runs.ts';
import type { BankStatementService } from './bank-statements.ts';
import { bankStatementRoutes } from './statement-routes.ts';

const COMPARED =
  "Each rail account's postings in the books (rail_cash, by their entry's reference) against its rail's statement, item by item " +
  '(rail account, reference, IN or OUT): matched, missing in the books, missing at the rail, or amount differs. Every unmatched item ' +
  'is an exception RECONCILIATION_MISMATCH. An account whose statement cannot be read is listed not reconciled, with the reason.';

export async function reconciliationRoutes(
  app: FastifyInstance,
  { reconciliation, approvals, bankStatements }: { reconciliation: ReconciliationService; approvals: ApprovalService; bankStatements: BankStatementService },
): Promise<void> {
  // Bank statements are imported in a scope of their own, which takes XML and CSV bodies (statement-routes.ts).
  await app.register(bankStatementRoutes, { bankStatements });
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Operations'];

  r.get('/v1/admin/reconciliation/runs', {
    config: { auth: 'admin', errors: LIST_QUERY_ERRORS },
    schema: {
      operationId: 'listReconciliationRuns',
      tags,
      summary: 'Reconciliation runs (operator)',
      description: `Newest first by default; filterEq on trigger (SCHEDULED, MANUAL, STATEMENT), periodStart, periodEnd. ${COMPARED}`,
      querystring: listQueryFor(runList),
      response: { 200: PageOf(RunBody) },
    },
    handler: async (request) => reconciliation.list(parseListQuery(request.query)),
  });

  r.get('/v1/admin/reconciliation/runs/:id', {
    config: { auth: 'admin', errors: ['reconciliation_run.not_found'] },
    schema: {
      operationId: 'getReconciliationRun',
      description: "The run's counts and every item that did not match: amount differs, missing in the books or missing at the rail.",
      tags,
      summary: 'One reconciliation run with its unmatched items (operator)',
      params: IdParams,
      response: { 200: RunWithItems },
    },
    handler: async (request) => reconciliation.get(request.params.id),
  });

  r.post('/v1/admin/reconciliation/runs', {
    config: { auth: 'admin', permission: 'act', errors: ['reconciliation.invalid_period'] },
    schema: {
      operationId: 'createReconciliationRun',
      tags,
      summary: 'Reconcile a period now (operator)',
      description: `Runs at once over [from, to) and answers the run. The period must be over and last at most 31 days (422 reconciliation.invalid_period). ${COMPARED}`,
      body: RunRequest,
      response: { 201: RunWithItems },
    },
    handler: async (request, reply) => reply.code(201).send(await reconciliation.runPeriod(request.body.from, request.body.to, actorOf(request))),
  });

  r.post('/v1/admin/reconciliation/items/:id/correct', {
    config: {
      auth: 'admin',
      permission: 'act',
      errors: ['reconciliation_item.not_found', 'reconciliation_break.closed', 'reconciliation_break.invalid_correction', ...SUBMIT_ERRORS],
    },
    schema: {
      operationId: 'correctReconciliationBreak',
      tags,
      summary: 'Correct a break with a journal entry, under the two-person rule (operator)',
      description:
        'Proposes a correcting journal entry for an unmatched item (a break), with its reason and evidence: 202 with the approval request ' +
        '(policy reconciliation.correct_break), nothing posted. When another approver approves it, the entry posts under the reference ' +
        "correction:<item id>, the break's exception is resolved (action correct) and every item of the break records who proposed it, who " +
        "approved it, why and the entry. The entry is in the break's currency, balances, and its rail_cash legs come to exactly what the rail " +
        'and the books differ by (422 reconciliation_break.invalid_correction); a break corrected or dismissed already answers 409 ' +
        'reconciliation_break.closed. 200 with the item when the policy is off.',
      params: IdParams,
      body: CorrectionBody,
      response: { 200: RunItem, ...PENDING_APPROVAL },
    },
    handler: async (request, reply) => {
      const maker = actorOf(request);
      const correction: CorrectBreakRequest = { ...request.body, itemId: request.params.id, proposedBy: { id: maker.id, name: maker.name ?? null } };
      return answerSubmitted(reply, await approvals.submit('reconciliation.correct_break', correction, request.body.reason, maker)) as never;
    },
  });
}
