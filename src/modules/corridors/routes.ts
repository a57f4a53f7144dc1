import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { listQueryFor, parseListQuery, LIST_QUERY_ERRORS } from '../../http/list-query.ts';
import { PageOf } from '../../http/schemas.ts';
import { actorOf } from '../audit/index.ts';
import { Corridor, CorridorParams, UpdateCorridorBody } from './schemas.ts';
import type { CorridorStore } from './store.ts';
import { corridorList } from './store.ts';

export async function corridorRoutes(app: FastifyInstance, { corridors }: { corridors: CorridorStore }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Corridors'];

  r.get('/v1/admin/corridors', {
    config: { auth: 'admin', errors: LIST_QUERY_ERRORS },
    schema: { operationId: 'listCorridors', description: 'Each corridor (country and direction) with its fees, spread, taxes and limits, as simulations price with them.', tags, summary: 'The corridors and their terms (operator)', querystring: listQueryFor(corridorList), response: { 200: PageOf(Corridor) } },
    handler: async (request) => corridors.list(parseListQuery(request.query)),
  });

  r.put('/v1/admin/corridors/:id', {
    config: { auth: 'admin', permission: 'configure', errors: ['corridor.not_found'] },
    schema: {
      operationId: 'updateCorridor',
      tags,
      summary: "Set a corridor's terms (operator)",
      description:
        'Sets every term of the corridor. It applies to simulations made after it: one already made, and its transfer, keep ' +
        'the terms they were priced with. A disabled corridor refuses new simulations (422 corridor.disabled). Audit-logged.',
      params: CorridorParams,
      body: UpdateCorridorBody,
      response: { 200: Corridor },
    },
    handler: async (request) => corridors.update(request.params.id, request.body, actorOf(request)),
  });
}
