// Owns the record of what an operator does in the console: one call per action, with the operator as the actor.
//
// THE SEAM TO THE AUDIT LOG. The audit log (src/modules/audit/, `recordAudit(tx, entry)`) is not on main yet. Until it
// is, each action is written as one structured log line, `operator action`, carrying the fields an audit entry takes
// (actor, action, resource, integratorId, details, requestId). When it lands, this function's body becomes
// `await recordAudit(db, { actor: operatorActor(operatorId, request.id), ...action })` and no page changes. An
// exception's resolution also keeps its actor (the operator's id) in the same transaction (OperationsService.resolve).
import type { FastifyRequest } from 'fastify';

export interface ConsoleAction {
  /** What was done, as `resource.what_happened`: `operator.signed_in`, `exception.resolved`. */
  action: string;
  resource: { type: string; id: string };
  /** The integrator the action concerns, when it concerns one. */
  integratorId?: string | null | undefined;
  /** What was done, as JSON. Never a password, code, secret or document number. */
  details?: Record<string, unknown> | undefined;
}

export async function recordConsoleAction(request: FastifyRequest, operatorId: string, action: ConsoleAction): Promise<void> {
  request.log.info(
    {
      audit: {
        actor: { type: 'operator', id: operatorId },
        action: action.action,
        resource: action.resource,
        integratorId: action.integratorId ?? null,
        details: action.details ?? {},
        requestId: request.id,
      },
    },
    'operator action',
  );
}
