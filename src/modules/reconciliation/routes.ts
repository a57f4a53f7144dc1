// The operator's reconciliation API: ADMIN_TOKEN. Runs are made daily by the worker (jobs.ts) or by hand here.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { listQueryFor, parseListQuery, LIST_QUERY_ERRORS } from '../../http/list-query.ts';
import { actorOf } from '../audit/index.ts';
import { IdParams, PageOf } from '../../http/schemas.ts';
import { RunBody, RunRequest, RunWithItems } from './schemas.ts';
import type { ReconciliationService } from './service.ts';
import { runList } from './runs.ts';

const COMPARED =
  "Each rail account's postings in the books (rail_cash, by their entry's reference) against its rail's statement, item by item " +
  '(rail account, reference, IN or OUT): matched, missing in the books, missing at the rail, or amount differs. Every unmatched item ' +
  'is an exception RECONCILIATION_MISMATCH. An account whose statement cannot be read is listed not reconciled, with the reason.';

export async function reconciliationRoutes(app: FastifyInstance, { reconciliation }: { reconciliation: ReconciliationService }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Operations'];

  r.get('/v1/admin/reconciliation/runs', {
    config: { auth: 'admin', errors: LIST_QUERY_ERRORS },
    schema: {
      operationId: 'listReconciliationRuns',
      tags,
      summary: 'Reconciliation runs (operator)',
      description: `Newest first by default; filterEq on trigger (SCHEDULED, MANUAL), periodStart, periodEnd. ${COMPARED}`,
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
}
