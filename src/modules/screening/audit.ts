// Owns how a review decision is recorded for audit: one entry, in the transaction of the decision, in the audit log's
// shape (who acted, what was done, to what, for which integrator, the details). `recordReviewAudit` is the one place
// that writes it; it keeps the entries in screening_audit (append-only, migration 023), and is the seam to point at
// the service's audit log once that exists, with nothing else to change.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/index.ts';

/** Who made a change: the operator holding ADMIN_TOKEN is `{type: 'operator', id: 'admin'}`. */
export interface Actor {
  type: 'operator' | 'integrator' | 'system';
  id: string;
  /** The request that made the change (its X-Request-Id). */
  requestId?: string | undefined;
}

export interface AuditEntry {
  actor: Actor;
  /** `screening_review.cleared` or `screening_review.confirmed`. */
  action: string;
  resource: { type: string; id: string };
  integratorId?: string | null | undefined;
  /** What was decided and why; never a document number. */
  details?: Record<string, unknown> | undefined;
}

export async function recordReviewAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO screening_audit (id, actor_type, actor_id, action, resource_type, resource_id, integrator_id, details, request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
    [
      randomUUID(),
      entry.actor.type,
      entry.actor.id,
      entry.action,
      entry.resource.type,
      entry.resource.id,
      entry.integratorId ?? null,
      JSON.stringify(entry.details ?? {}),
      entry.actor.requestId ?? null,
    ],
  );
}
