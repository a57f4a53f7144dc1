// Owns the outbox: `emitEvent` is called by every service inside the transaction of the change that causes the
// event, so an event exists exactly when its cause committed. The envelope is serialised once, here, and those bytes
// are what every delivery attempt sends and signs. Each of the integrator's webhook endpoints that matches the event
// when it is written (endpoints.ts: enabled, with a URL, subscribed to its operation) gets its own delivery; an event
// no endpoint matches is stored all the same, for the events API and the stream.
import { randomUUID } from 'node:crypto';
import type { Decimal } from 'decimal.js';
import { LosslessNumber, stringify } from 'lossless-json';
import { deferWake, type Prepared, type Queryable, type Transaction } from '../../db/index.ts';

export const WEBHOOKS_CHANNEL = 'ponte_webhooks';

/** Every event operation; a webhook endpoint subscribes to some of them, or to all. */
export const OPERATIONS = [
  'ON_RAMP',
  'ON_RAMP_RETURNED',
  'OFF_RAMP',
  'PAYMENT_IN',
  'PAYMENT_OUT',
  'BENEFICIARY_BANK_ACCOUNT_VALIDATION',
  'BENEFICIARY_KYC',
  'BENEFICIARY_KYB',
  'BENEFICIARY_APPROVED',
  'TEST',
] as const;
export type Operation = (typeof OPERATIONS)[number];

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

/**
 * The endpoints `w` of the integrator (SQL parameter `integrator`) an event of an operation (parameter `operation`)
 * goes to: enabled, not deleted, with a URL (the default endpoint's is the integrator's callback URL: none set, nothing
 * to send), subscribed to the operation or to all.
 */
export const matchingEndpoints = (integrator: string, operation: string): string =>
  `w.integrator_id = ${integrator} AND w.enabled AND w.deleted_at IS NULL
   AND (${operation}::text = ANY (w.operations) OR w.operations IS NULL)
   AND (NOT w.is_default OR EXISTS (SELECT 1 FROM integrators i WHERE i.id = w.integrator_id AND i.callback_url IS NOT NULL))`;

/** Whether an event of `operation` would reach an endpoint of the integrator now. */
export async function hasEndpointFor(db: Queryable, integratorId: string, operation: Operation): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM webhook_endpoints w WHERE ${matchingEndpoints('$1', '$2')} LIMIT 1`, [integratorId, operation]);
  return rows.length > 0;
}

/**
 * The event and its deliveries in one statement, prepared (every state change writes one): `wakes`, where the
 * dispatcher cannot be woken after the commit (the embedded database), with a NOTIFY in the same statement.
 */
const recordEventSql = (wakes: boolean): Prepared => ({
  name: wakes ? 'event_record_notify' : 'event_record',
  text: `WITH event AS (
       INSERT INTO events (id, integrator_id, operation, resource_id, beneficiary_id, success, message, payload, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)),
     deliveries AS (
       INSERT INTO webhook_deliveries (event_id, integrator_id, endpoint_id, next_attempt_at)
       SELECT $1, $2, w.id, now() FROM webhook_endpoints w WHERE ${matchingEndpoints('$2', '$3')} RETURNING endpoint_id)
     ${
       wakes
         ? `SELECT true AS delivered, pg_notify('${WEBHOOKS_CHANNEL}', $1::text) WHERE EXISTS (SELECT 1 FROM deliveries)`
         : 'SELECT EXISTS (SELECT 1 FROM deliveries) AS delivered'
     }`,
});
const RECORD_EVENT = recordEventSql(false);
const RECORD_EVENT_NOTIFY = recordEventSql(true);

/** Writes the event and its deliveries in the caller's transaction, and wakes the dispatcher on commit. */
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
  // The event and its deliveries in one statement (one round trip in the caller's transaction); the dispatcher is woken
  // once the transaction commits (db/queryable.ts deferWake), or, where it cannot be (the embedded database), by a
  // NOTIFY in the same statement.
  const deferrable = typeof (tx as Partial<Transaction>).wakeAfterCommit === 'function';
  const rows = await tx.query<{ delivered: boolean }>(deferrable ? RECORD_EVENT : RECORD_EVENT_NOTIFY, [
    id,
    event.integratorId,
    event.operation,
    event.resourceId,
    envelope.beneficiaryId,
    event.success,
    envelope.message,
    serialiseEnvelope(envelope),
    createdAt,
  ]);
  if (deferrable && rows[0]?.delivered) deferWake(tx, WEBHOOKS_CHANNEL);
  return id;
}
