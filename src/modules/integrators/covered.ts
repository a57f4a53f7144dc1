// An integrator's fee under the two-person rule: which resource a request concerns, what state of it
// the request was made against, and how it is carried out (modules/approvals runs it; context.ts registers it).
import type { Covered } from '../approvals/index.ts';
import type { IntegratorChanges, IntegratorService } from './service.ts';

export interface IntegratorFeeRequest {
  integratorId: string;
  /** The change as checked (IntegratorService.checkedChanges): the fee, and any other field sent with it. */
  changes: IntegratorChanges;
}

export function integratorFee(integrators: IntegratorService): Covered<IntegratorFeeRequest> {
  return {
    action: 'integrator.fee',
    async target(tx, request) {
      const row = await integrators.row(request.integratorId, tx, true);
      return { resource: { type: 'integrator', id: row.id }, integratorId: row.id, version: row.updated_at.toISOString() };
    },
    // The fee is under the rule; a change without a new fee is the integrator's or one operator's.
    covers: (request) => request.changes.integratorFeeBps !== undefined,
    apply: async (tx, request, actor) => (await integrators.updateIn(tx, request.integratorId, request.changes, actor)).after,
    // A status change sent with the fee drops the integrator's cached tokens here at once (the others by NOTIFY).
    afterCommit: (_result, request) => {
      if (request.changes.status !== undefined) integrators.announceRevoked(request.integratorId);
    },
  };
}
