// A corridor's change under the two-person rule: which resource a request concerns, what state of it
// the request was made against, and how it is carried out (modules/approvals runs it; context.ts registers it).
import { maybeOne } from '../../db/index.ts';
import type { Covered } from '../approvals/index.ts';
import { corridorError } from './errors.ts';
import type { CorridorChange, CorridorStore } from './store.ts';

export interface CorridorUpdateRequest {
  corridorId: string;
  change: CorridorChange;
}

export function corridorUpdate(corridors: CorridorStore): Covered<CorridorUpdateRequest> {
  return {
    action: 'corridor.update',
    async target(tx, request) {
      const row = await maybeOne<{ updated_at: Date }>(tx, 'SELECT updated_at FROM corridors WHERE country = $1 FOR NO KEY UPDATE', [request.corridorId]);
      if (!row) throw corridorError('corridor.not_found');
      return { resource: { type: 'corridor', id: request.corridorId }, integratorId: null, version: row.updated_at.toISOString() };
    },
    apply: (tx, request, actor) => corridors.updateIn(tx, request.corridorId, request.change, actor),
    afterCommit: () => corridors.forget(),
  };
}
