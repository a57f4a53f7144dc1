import { Type } from 'typebox';
import { Timestamp, PageNamed, HttpUrl, rule } from '../../http/schemas.ts';
import { OPERATIONS } from './events.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const DeliveryStatus = Type.Union([Type.Literal('PENDING'), Type.Literal('DELIVERED'), Type.Literal('FAILED')]);

export const Attempt = Type.Object({
  endpointId: Type.String({ description: 'The webhook endpoint this attempt was sent to' }),
  attemptedAt: Timestamp,
  statusCode: Nullable(Type.Integer()),
  durationMs: Type.Integer(),
  error: Nullable(Type.String()),
  responseBody: Nullable(Type.String({ description: 'The first 2 KB of the answer' })),
});

/** Where an event's delivery to one endpoint stands. */
export const Delivery = Type.Object({
  endpointId: Type.String(),
  url: Nullable(Type.String({ description: 'The endpoint’s URL now' })),
  default: Type.Boolean({ description: 'The default endpoint (the callback URL)' }),
  status: DeliveryStatus,
  attemptCount: Type.Integer(),
  nextAttemptAt: Nullable(Timestamp),
  deliveredAt: Nullable(Timestamp),
});

export const EventSummary = Type.Object(
  {
    id: Type.String({ description: 'Also the webhook-id header of every delivery of this event' }),
    operation: Type.String(),
    resourceId: Nullable(Type.String()),
    createdAt: Timestamp,
    integratorId: Type.String(),
    beneficiaryId: Nullable(Type.String()),
    message: Nullable(Type.String()),
    success: Nullable(Type.Boolean()),
    data: Type.Unknown(),
    status: Type.Union([DeliveryStatus, Type.Literal('NO_ENDPOINT')], {
      description: 'Over its deliveries: PENDING while one is, else FAILED if one failed, else DELIVERED; NO_ENDPOINT when no endpoint subscribed to it',
    }),
    attemptCount: Type.Integer({ description: 'Attempts over every delivery' }),
    nextAttemptAt: Nullable(Timestamp),
    deliveredAt: Nullable(Timestamp),
    deliveries: Type.Array(Delivery, { description: 'One per webhook endpoint the event was sent to' }),
  },
  { $id: 'Event', description: 'An event sent to the integrator’s webhook endpoints, and where each delivery stands' },
);

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
  after: Type.Optional(
    Type.String({
      pattern: `^0$|${UUID_PATTERN}`,
      description: 'The cursor of the previous answer (an event id); 0 for every event from the first; absent for the events from now on',
    }),
  ),
  wait: Type.Optional(
    Type.String({ pattern: '^([0-9]|[12][0-9]|30)$', description: 'Seconds to wait for an event when there is none yet: 0 to 30 (default 25)' }),
  ),
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

/** One event operation, or "*" for all of them (alone). */
const SubscribedOperation = Type.String({ enum: [...OPERATIONS, '*'] });
const Operations = Type.Array(SubscribedOperation, {
  minItems: 1,
  maxItems: OPERATIONS.length,
  uniqueItems: true,
  // "*" alone, or operations without it (endpoints.ts storedOperations).
  anyOf: [{ maxItems: 1 }, rule({ not: { contains: { const: '*' } } }, '"*" means every operation: give it alone')],
  description: 'The event operations sent to this endpoint; ["*"] (alone) for every one, those added later included',
});
const EndpointUrl = HttpUrl('https in production, never a private address: the rules of the callback URL');
const Description = Type.String({ maxLength: 500 });

export const WebhookEndpoint = Type.Object(
  {
    id: Type.String(),
    url: Nullable(Type.String({ description: 'Where events are POSTed; the default endpoint’s is the callback URL (null while none is set)' })),
    description: Type.String(),
    enabled: Type.Boolean({ description: 'A disabled endpoint is sent nothing' }),
    operations: Operations,
    default: Type.Boolean({
      description: 'The integrator’s callback URL and webhook secret: set by PATCH /v1/integrators/{integratorId} too; cannot be deleted',
    }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { $id: 'WebhookEndpoint', description: 'Where events are sent, signed with the endpoint’s own secret' },
);

export const CreatedWebhookEndpoint = Type.Object(
  { ...WebhookEndpoint.properties, secret: Type.String({ description: 'The endpoint’s signing secret (whsec_...): shown only in this answer' }) },
  { $id: 'CreatedWebhookEndpoint', description: 'An endpoint with its new signing secret, shown once' },
);

/** A page of WebhookEndpoints, named for generators. */
export const WebhookEndpointPage = PageNamed(WebhookEndpoint);

export const CreateWebhookEndpointBody = Type.Object(
  { url: EndpointUrl, description: Type.Optional(Description), enabled: Type.Optional(Type.Boolean()), operations: Type.Optional(Operations) },
  { additionalProperties: false, description: 'operations defaults to ["*"], enabled to true' },
);

export const UpdateWebhookEndpointBody = Type.Object(
  { url: Type.Optional(EndpointUrl), description: Type.Optional(Description), enabled: Type.Optional(Type.Boolean()), operations: Type.Optional(Operations) },
  { additionalProperties: false, minProperties: 1 },
);

export const WebhookEndpointParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export const RedeliverQuery = Type.Object({
  endpointId: Type.Optional(Type.String({ pattern: UUID_PATTERN, description: 'Only to this endpoint (enabled), whatever it subscribes to' })),
});
