// Owns how the audit log is written: who acted (an Actor), and `recordAudit`, the one function any module calls to
// record a change, in the transaction of that change, so an entry exists exactly when its change committed. The table
// refuses UPDATE, DELETE and TRUNCATE (migration 022); reading it is service.ts's.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/index.ts';
import { bootstrapIdentity, type OperatorCredential, type OperatorIdentity } from '../../http/roles.ts';

export type ActorType = 'operator' | 'integrator' | 'system';

/** Who made a change. */
export interface Actor {
  type: ActorType;
  /**
   * operator: `admin` for ADMIN_TOKEN, or the id of the operator account that acted (the console passes its own);
   * integrator: the integrator's id; system: what acted (`system`, or a job's kind).
   */
  id: string;
  /** The request that made the change (its X-Request-Id), when a request did. */
  requestId?: string | undefined;
  /** An operator's email at the time (`bootstrap` for ADMIN_TOKEN). */
  name?: string | undefined;
  /** How the operator proved who they are, and the operator token used, when one was. */
  credential?: OperatorCredential | undefined;
  tokenId?: string | null | undefined;
  /** Where the request came from: its source address (through TRUST_PROXY) and User-Agent. */
  sourceIp?: string | undefined;
  userAgent?: string | undefined;
}

/** Where a request came from, as the audit log keeps it. */
export interface RequestSource {
  requestId: string;
  sourceIp: string;
  userAgent: string | undefined;
}

/** The operator holding ADMIN_TOKEN. */
export const ADMIN_ACTOR_ID = 'admin';

export const operatorActor = (id: string = ADMIN_ACTOR_ID, requestId?: string): Actor => ({ type: 'operator', id, requestId });

/** A named operator (or ADMIN_TOKEN's bootstrap identity) acting through a request: who, by which credential, from where. */
export const identityActor = (operator: OperatorIdentity = bootstrapIdentity(), source?: RequestSource): Actor => ({
  type: 'operator',
  id: operator.id,
  name: operator.name,
  credential: operator.credential,
  tokenId: operator.tokenId,
  requestId: source?.requestId,
  sourceIp: source?.sourceIp,
  // Bounded: a header of any length is not the log's to keep.
  userAgent: source?.userAgent?.slice(0, 512),
});
export const integratorActor = (integratorId: string, requestId?: string): Actor => ({ type: 'integrator', id: integratorId, requestId });
/** A change no person asked for at that moment (the service itself, at start or from the worker). */
export const systemActor = (id = 'system'): Actor => ({ type: 'system', id });

/**
 * How a resource row records who changed it last (a transfer's `lastModifiedBy`): an operator as `operator:<id>`
 * (`operator:admin` for ADMIN_TOKEN, `operator:<account id>` in the console), so it never reads as an integrator's id;
 * an integrator as its id; the service as `system` (or what acted).
 */
export const actorStamp = (actor: Actor): string => (actor.type === 'operator' ? `operator:${actor.id}` : actor.id);

export interface AuditEntry {
  actor: Actor;
  /** What was done, as `resource.what_happened`: `integrator.created`, `integrator.suspended`, `corridor.updated`. */
  action: string;
  /** What it was done to: `{type: 'integrator', id}`, `{type: 'corridor', id: 'BR'}`. */
  resource: { type: string; id: string };
  /** The integrator the change concerns, when it concerns one (its own change, or an operator's to it). */
  integratorId?: string | null | undefined;
  /** What changed, as a JSON object, usually `{from, to}` per field. Never a secret, a token or a document number. */
  details?: Record<string, unknown> | undefined;
}

/**
 * Records one entry of the audit log. Call it inside the transaction of the change it records (`tx`), so the entry
 * commits with the change or not at all; `at` is that transaction's time.
 */
export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (id, actor_type, actor_id, action, resource_type, resource_id, integrator_id, details, request_id,
                            actor_name, actor_credential, actor_token_id, source_ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13, $14)`,
    [
      randomUUID(),
      entry.actor.type,
      entry.actor.id,
      entry.action,
      entry.resource.type,
      entry.resource.id,
      entry.integratorId ?? null,
      entry.details ?? {},
      entry.actor.requestId ?? null,
      entry.actor.name ?? null,
      entry.actor.credential ?? null,
      entry.actor.tokenId ?? null,
      entry.actor.sourceIp ?? null,
      entry.actor.userAgent ?? null,
    ],
  );
}

/** `{field: {from, to}}` for each of `fields` whose value differs between `before` and `after` (compared as JSON). */
export function fieldChanges<T extends object>(before: T, after: T, fields: ReadonlyArray<keyof T & string>): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) changes[field] = { from: before[field], to: after[field] };
  }
  return changes;
}
