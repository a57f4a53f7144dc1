// Owns the outbox: `emitEvent` is called by every service inside the transaction of the change that causes the
// event, so an event exists exactly when its cause committed. The envelope is serialised once, here, and those bytes
// are what every delivery attempt sends and signs.
import { randomUUID } from 'node:crypto';
import type { Decimal } from 'decimal.js';
import { LosslessNumber, stringify } from 'lossless-json';
import type { Queryable } from '../../db/index.ts';

export const WEBHOOKS_CHANNEL = 'ponte_webhooks';

export type Operation =
  | 'ON_RAMP'
  | 'OFF_RAMP'
  | 'PAYMENT_IN'
  | 'PAYMENT_OUT'
  | 'BENEFICIARY_BANK_ACCOUNT_VALIDATION'
  | 'BENEFICIARY_KYC'
  | 'BENEFICIARY_KYB'
  | 'BENEFICIARY_APPROVED'
  | 'TEST';

export interface NewEvent {
  integratorId: string;
  operation: Operation;
  resourceId: string;
  beneficiaryId?: string | null;
  /** true on success, false on failure (with `message` the reason), null when informational. */
  success: boolean | null;
  message?: string | null;
  data?: unknown;
}

/** The envelope of contract section 11, field order as the interface shows it. */
export interface Envelope {
  operation: Operation;
  resourceId: string;
  createdAt: string;
  integratorId: string;
  beneficiaryId: string | null;
  message: string | null;
  success: boolean | null;
  data: unknown;
}

/**
 * An amount as a JSON number in callback data, written with its exact digits (`100.10`), never through a double.
 * Callback data carries numbers (contract section 4); API responses carry decimal strings.
 */
export function jsonNumber(value: Decimal | string): LosslessNumber {
  return new LosslessNumber(typeof value === 'string' ? value : value.toFixed(2));
}

/** The exact JSON text of an envelope; LosslessNumber values keep their digits. */
export function serialiseEnvelope(envelope: Envelope): string {
  const text = stringify(envelope);
  if (text === undefined) throw new Error('event envelope is not serialisable');
  return text;
}

/** Writes the event and its delivery in the caller's transaction, and wakes the dispatcher on commit. */
export async function emitEvent(tx: Queryable, event: NewEvent): Promise<string> {
  const id = randomUUID();
  const createdAt = new Date();
  const envelope: Envelope = {
    operation: event.operation,
    resourceId: event.resourceId,
    createdAt: createdAt.toISOString(),
    integratorId: event.integratorId,
    beneficiaryId: event.beneficiaryId ?? null,
    message: event.message ?? null,
    success: event.success,
    data: event.data ?? null,
  };
  await tx.query(
    `INSERT INTO events (id, integrator_id, operation, resource_id, beneficiary_id, success, message, payload, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [id, event.integratorId, event.operation, event.resourceId, envelope.beneficiaryId, event.success, envelope.message, serialiseEnvelope(envelope), createdAt],
  );
  await tx.query(
    `INSERT INTO webhook_deliveries (event_id, integrator_id, next_attempt_at) VALUES ($1, $2, now())`,
    [id, event.integratorId],
  );
  await tx.query('SELECT pg_notify($1, $2)', [WEBHOOKS_CHANNEL, id]);
  return id;
}
