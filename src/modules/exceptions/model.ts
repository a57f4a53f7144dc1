// Owns the exceptions table: one item per thing that needs a person (a payout whose outcome is unknown, funds owed back,
// a job out of attempts, a chain deposit that cannot be read, a transfer held by the rate band, a webhook endpoint
// failing for a day, a reconciliation mismatch, a payout or release of funds held by the compliance gate). Any module opens one in the transaction of the event that parks the
// resource, with the actions that can resolve it; resolving is the operations module's (src/modules/operations/).
import { randomUUID } from 'node:crypto';
import { maybeOne, type Queryable } from '../../db/index.ts';
import type { Decimal } from '../../money.ts';

export const EXCEPTION_KINDS = [
  'PAYOUT_OUTCOME_UNKNOWN',
  'FUNDS_OWED_BACK',
  'JOB_EXHAUSTED',
  'CHAIN_DEPOSIT_UNREADABLE',
  'RATE_BAND_HELD',
  'WEBHOOK_ENDPOINT_FAILING',
  'RECONCILIATION_MISMATCH',
  'COMPLIANCE_REVIEW',
  'LIQUIDITY_SHORT',
] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

/** What an operator can do about an exception; each kind offers some of them. */
export const EXCEPTION_ACTIONS = ['retry', 'mark_paid', 'mark_returned', 'fail', 'execute', 'dismiss'] as const;
export type ExceptionAction = (typeof EXCEPTION_ACTIONS)[number];
/** How a resolution was made: an operator's action, or `correct` (a reconciliation break corrected by a journal entry, under the two-person rule). */
export const RESOLUTION_ACTIONS = [...EXCEPTION_ACTIONS, 'correct'] as const;
export type ResolutionAction = (typeof RESOLUTION_ACTIONS)[number];

export type ResourceType =
  | 'transfer'
  | 'payment'
  | 'pix_refund'
  | 'cop_payin'
  | 'job'
  | 'integrator'
  | 'webhook_endpoint'
  | 'reconciliation_item'
  | 'reconciliation_balance';

export interface NewException {
  kind: ExceptionKind;
  integratorId?: string | null | undefined;
  resourceType: ResourceType;
  resourceId: string;
  amount?: Decimal | undefined;
  currency?: string | undefined;
  /** What happened, for the person who reads it. */
  reason: string;
  details?: Record<string, unknown>;
  actions: readonly ExceptionAction[];
}

export interface ExceptionRow {
  id: string;
  kind: ExceptionKind;
  status: 'OPEN' | 'RESOLVED';
  integrator_id: string | null;
  resource_type: ResourceType;
  resource_id: string;
  amount: string | null;
  currency: string | null;
  reason: string;
  details: Record<string, unknown>;
  actions: ExceptionAction[];
  created_at: Date;
  resolved_at: Date | null;
  resolution: { action: ResolutionAction; reference: string | null; note: string; actor: string; outcome: string } | null;
}

/**
 * Opens an exception in the caller's transaction; the same kind and resource already open is that one (its id is
 * answered, nothing changes), so parking a resource twice never makes two items.
 */
export async function openException(tx: Queryable, input: NewException): Promise<string> {
  const inserted = await maybeOne<{ id: string }>(
    tx,
    `INSERT INTO exceptions (id, kind, integrator_id, resource_type, resource_id, amount, currency, reason, details, actions)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (kind, resource_type, resource_id) WHERE status = 'OPEN' DO NOTHING RETURNING id`,
    [
      randomUUID(),
      input.kind,
      input.integratorId ?? null,
      input.resourceType,
      input.resourceId,
      input.amount ?? null,
      input.currency ?? null,
      input.reason.slice(0, 2000),
      input.details ?? {},
      input.actions,
    ],
  );
  if (inserted) return inserted.id;
  const open = await maybeOne<{ id: string }>(tx, `SELECT id FROM exceptions WHERE kind = $1 AND resource_type = $2 AND resource_id = $3 AND status = 'OPEN'`, [
    input.kind,
    input.resourceType,
    input.resourceId,
  ]);
  if (!open) throw new Error(`exception ${input.kind} on ${input.resourceType} ${input.resourceId} could not be opened`);
  return open.id;
}

/** Resolves the open exception of a kind on a resource, when the resource settled by itself (no person needed now). */
export async function closeException(tx: Queryable, kind: ExceptionKind, resourceType: ResourceType, resourceId: string, outcome: string): Promise<void> {
  await tx.query(
    `UPDATE exceptions SET status = 'RESOLVED', resolved_at = now(),
            resolution = jsonb_build_object('action', 'dismiss', 'reference', NULL, 'note', $4::text, 'actor', 'system', 'outcome', $4::text)
      WHERE kind = $1 AND resource_type = $2 AND resource_id = $3 AND status = 'OPEN'`,
    [kind, resourceType, resourceId, outcome],
  );
}
