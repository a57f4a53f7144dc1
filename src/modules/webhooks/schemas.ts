import { Type } from 'typebox';
import { Timestamp, PageNamed } from '../../http/schemas.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const DeliveryStatus = Type.Union([Type.Literal('PENDING'), Type.Literal('DELIVERED'), Type.Literal('FAILED')]);

export const Attempt = Type.Object({
  attemptedAt: Timestamp,
  statusCode: Nullable(Type.Integer()),
  durationMs: Type.Integer(),
  error: Nullable(Type.String()),
  responseBody: Nullable(Type.String({ description: 'The first 2 KB of the answer' })),
});

export const EventSummary = Type.Object({
  id: Type.String({ description: 'Also the webhook-id header of every delivery of this event' }),
  operation: Type.String(),
  resourceId: Nullable(Type.String()),
  createdAt: Timestamp,
  integratorId: Type.String(),
  beneficiaryId: Nullable(Type.String()),
  message: Nullable(Type.String()),
  success: Nullable(Type.Boolean()),
  data: Type.Unknown(),
  status: DeliveryStatus,
  attemptCount: Type.Integer(),
  nextAttemptAt: Nullable(Timestamp),
  deliveredAt: Nullable(Timestamp),
}, { $id: 'Event', description: 'An event sent to the callback URL, and where its delivery stands' });

export const EventDetail = Type.Object(
  { ...EventSummary.properties, attempts: Type.Array(Attempt) },
  { $id: 'EventDetail', description: 'An event with every delivery attempt' },
);

export const EventParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export const TestEventAnswer = Type.Object({ eventId: Type.String() });
export const RedeliverAnswer = Type.Object({ eventId: Type.String(), status: DeliveryStatus });

/** A page of EventSummarys, named for generators. */
export const EventPage = PageNamed(EventSummary);

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export const StreamQuery = Type.Object({
  after: Type.Optional(Type.String({ pattern: `^0$|${UUID_PATTERN}`, description: 'The cursor of the previous answer (an event id); 0 for every event from the first; absent for the events from now on' })),
  wait: Type.Optional(Type.String({ pattern: '^([0-9]|[12][0-9]|30)$', description: 'Seconds to wait for an event when there is none yet: 0 to 30 (default 25)' })),
});

export const StreamedEvent = Type.Object({
  id: Type.String({ description: 'The event id, also its webhook-id header' }),
  operation: Type.String(),
  body: Type.String({ description: 'The exact JSON text a callback carries: forward these bytes, or the signatures do not match' }),
  headers: Type.Record(Type.String(), Type.String(), {
    description: 'webhook-id, webhook-timestamp, webhook-signature and X-Service-Webhook-Signature, signed as a delivery made now would be',
  }),
});

export const EventStreamAnswer = Type.Object(
  { events: Type.Array(StreamedEvent), cursor: Type.String({ description: 'Pass as after on the next call' }) },
  { $id: 'EventStream', description: 'Events after a cursor, each with its body and signature headers' },
);
