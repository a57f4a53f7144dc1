import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { listQueryFor, parseListQuery, LIST_QUERY_ERRORS } from '../../http/list-query.ts';
import { PageOf } from '../../http/schemas.ts';
import { actorOf } from '../audit/index.ts';
import { Corridor, CorridorParams, UpdateCorridorBody } from './schemas.ts';
import type { CorridorStore } from './store.ts';
import { corridorList } from './store.ts';
import { answerSubmitted, PENDING_APPROVAL, SUBMIT_ERRORS, type ApprovalService } from '../approvals/index.ts';

export async function corridorRoutes(app: FastifyInstance, { corridors, approvals }: { corridors: CorridorStore; approvals: ApprovalService }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Corridors'];

  r.get('/v1/admin/corridors', {
    config: { auth: 'admin', errors: LIST_QUERY_ERRORS },
    schema: {
      operationId: 'listCorridors',
      description: 'Each corridor (country and direction) with its fees, spread, taxes and limits, as simulations price with them.',
      tags,
      summary: 'The corridors and their terms (operator)',
      querystring: listQueryFor(corridorList),
      response: { 200: PageOf(Corridor) },
    },
    handler: async (request) => corridors.list(parseListQuery(request.query)),
  });

  r.put('/v1/admin/corridors/:id', {
    config: { auth: 'admin', permission: 'configure', errors: ['corridor.not_found', ...SUBMIT_ERRORS] },
    schema: {
      operationId: 'updateCorridor',
      tags,
      summary: "Set a corridor's terms (operator)",
      description:
        'Sets every term of the corridor. It applies to simulations made after it: one already made, and its transfer, keep ' +
        'the terms they were priced with. A disabled corridor refuses new simulations (422 corridor.disabled). Audit-logged. Under the two-person ' +
        'rule (docs/operations.md#two-person-rule): 202 with the approval request (the reason is its why), carried out when another approver ' +
        'approves it; 200 with the corridor when nothing would change.',
      params: CorridorParams,
      body: UpdateCorridorBody,
      response: { 200: Corridor, ...PENDING_APPROVAL },
    },
    handler: async (request, reply) => {
      const { reason, ...change } = request.body;
      return answerSubmitted(reply, await approvals.submit('corridor.update', { corridorId: request.params.id, change }, reason, actorOf(request))) as never;
    },
  });
}
