// An exception's resolution under the two-person rule: which resource a request concerns, what state of it
// the request was made against, and how it is carried out (modules/approvals runs it; context.ts registers it).
import { Decimal } from '../../money.ts';
import type { Covered } from '../approvals/index.ts';
import type { ExceptionAction } from '../exceptions/index.ts';
import type { OperationsService } from './service.ts';

/** The exception actions that move money or settle a payout: the rest (retry, dismiss) one operator may take. */
export const MONEY_RESOLUTIONS: ReadonlySet<ExceptionAction> = new Set(['mark_paid', 'mark_returned', 'execute', 'fail']);

export interface ExceptionResolveRequest {
  exceptionId: string;
  action: ExceptionAction;
  reference?: string | undefined;
  note: string;
}

export function exceptionResolution(operations: OperationsService): Covered<ExceptionResolveRequest> {
  return {
    action: 'exception.resolve',
    covers: (request) => MONEY_RESOLUTIONS.has(request.action),
    async target(tx, request) {
      const row = await operations.lockedRow(tx, request.exceptionId);
      return {
        resource: { type: 'exception', id: row.id },
        integratorId: row.integrator_id,
        version: row.status,
        amount: row.amount === null ? undefined : { value: new Decimal(row.amount), currency: row.currency ?? '' },
      };
    },
    apply: (tx, request, actor) =>
      operations.resolveIn(tx, request.exceptionId, { action: request.action, reference: request.reference, note: request.note, actor }),
  };
}
