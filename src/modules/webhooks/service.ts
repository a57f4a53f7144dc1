// Owns what integrators see of their events: the list and one event with its deliveries (one per webhook endpoint it
// went to) and attempts, a redelivery on request (to every endpoint that matches it now, or to one), a TEST event to
// check a receiver, and the stream of them a developer's machine reads (stream.ts). An event's own status sums up its
// deliveries: PENDING while any is, else FAILED if any failed, else DELIVERED; NO_ENDPOINT when it went to none.
import { isUuid, maybeOne, type Db, type Queryable } from '../../db/index.ts';
import { isoText, listPage, type ListRequest, type ListResource, type Page } from '../../db/lists.ts';
import { emitEvent, matchingEndpoints, WEBHOOKS_CHANNEL } from './events.ts';
import { integratorError, type IntegratorService } from '../integrators/index.ts';
import { webhookError } from './errors.ts';
import { EventStream } from './stream.ts';

interface EventRow {
  id: string;
  payload: string;
  status: 'PENDING' | 'DELIVERED' | 'FAILED' | 'NO_ENDPOINT';
  attempt_count: number;
  next_attempt_at: Date | string | null;
  delivered_at: Date | string | null;
  deliveries: DeliveryJson[];
}

/** One delivery as the lateral below builds it, timestamps already ISO text. */
interface DeliveryJson {
  endpointId: string;
  url: string | null;
  default: boolean;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  attemptCount: number;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

interface AttemptRow {
  endpoint_id: string;
  attempted_at: Date;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  response_body: string | null;
}

/**
 * Each event with its deliveries summed up (d.status, d.attempt_count, ...) and listed (d.deliveries). With one
 * delivery, as before webhook endpoints, the sums are that delivery's own fields.
 */
const DELIVERIES = `CROSS JOIN LATERAL (
  SELECT CASE WHEN count(*) = 0 THEN 'NO_ENDPOINT' WHEN bool_or(x.status = 'PENDING') THEN 'PENDING'
              WHEN bool_or(x.status = 'FAILED') THEN 'FAILED' ELSE 'DELIVERED' END AS status,
         COALESCE(sum(x.attempt_count), 0)::int AS attempt_count,
         min(x.next_attempt_at) FILTER (WHERE x.status = 'PENDING') AS next_attempt_at,
         CASE WHEN bool_and(x.status = 'DELIVERED') THEN max(x.delivered_at) END AS delivered_at,
         COALESCE(json_agg(json_build_object(
           'endpointId', x.endpoint_id, 'url', CASE WHEN w.is_default THEN i.callback_url ELSE w.url END, 'default', w.is_default,
           'status', x.status, 'attemptCount', x.attempt_count,
           'nextAttemptAt', ${isoText('x.next_attempt_at')}, 'deliveredAt', ${isoText('x.delivered_at')}) ORDER BY w.created_at, w.id)
           FILTER (WHERE x.endpoint_id IS NOT NULL), '[]') AS deliveries
    FROM webhook_deliveries x JOIN webhook_endpoints w ON w.id = x.endpoint_id JOIN integrators i ON i.id = w.integrator_id
   WHERE x.event_id = e.id) d`;

export const eventList: ListResource = {
  from: `events e ${DELIVERIES}`,
  idColumn: 'e.id',
  defaultSort: { path: 'createdAt', direction: 'DESC' },
  columns: {
    id: { text: 'e.id::text', order: 'e.id' },
    operation: { text: 'e.operation' },
    resourceId: { text: 'e.resource_id' },
    integratorId: { text: 'e.integrator_id::text' },
    beneficiaryId: { text: 'e.beneficiary_id' },
    message: { text: 'e.message' },
    success: { text: 'e.success::text', order: 'e.success' },
    createdAt: { text: isoText('e.created_at'), order: 'e.created_at' },
    status: { text: 'd.status' },
    attemptCount: { text: 'd.attempt_count::text', order: 'd.attempt_count' },
    nextAttemptAt: { text: isoText('d.next_attempt_at'), order: 'd.next_attempt_at' },
    deliveredAt: { text: isoText('d.delivered_at'), order: 'd.delivered_at' },
  },
  jsonColumns: { data: `(e.payload::jsonb -> 'data')` },
};

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

function toEvent(row: EventRow) {
  return {
    id: row.id,
    ...JSON.parse(row.payload),
    status: row.status,
    attemptCount: row.attempt_count,
    nextAttemptAt: iso(row.next_attempt_at),
    deliveredAt: iso(row.delivered_at),
    deliveries: typeof row.deliveries === 'string' ? (JSON.parse(row.deliveries) as DeliveryJson[]) : row.deliveries,
  };
}

const SELECT_EVENT = 'e.id, e.payload, d.status, d.attempt_count, d.next_attempt_at, d.delivered_at, d.deliveries';

export class WebhookService {
  private readonly stream: EventStream;

  constructor(
    private readonly db: Db,
    integrators: Pick<IntegratorService, 'signingSecrets'>,
  ) {
    this.stream = new EventStream(db, integrators);
  }

  /** The events after a cursor, signed, for `ponte listen` (stream.ts). */
  streamEvents(integratorId: string, after: string | undefined, waitSeconds: number, signal: AbortSignal) {
    return this.stream.read(integratorId, after, waitSeconds, signal);
  }

  list(integratorId: string, request: ListRequest): Promise<Page<ReturnType<typeof toEvent>>> {
    return listPage(this.db, eventList, request, { column: 'e.integrator_id', value: integratorId }, SELECT_EVENT, toEvent);
  }

  async get(integratorId: string, id: string) {
    if (!isUuid(id)) throw webhookError('event.not_found');
    const row = await maybeOne<EventRow>(this.db, `SELECT ${SELECT_EVENT} FROM events e ${DELIVERIES} WHERE e.id = $1 AND e.integrator_id = $2`, [
      id,
      integratorId,
    ]);
    if (!row) throw webhookError('event.not_found');
    const attempts = await this.db.query<AttemptRow>(
      'SELECT endpoint_id, attempted_at, status_code, duration_ms, error, response_body FROM webhook_attempts WHERE event_id = $1 ORDER BY attempted_at, id',
      [id],
    );
    return {
      ...toEvent(row),
      attempts: attempts.map((attempt) => ({
        endpointId: attempt.endpoint_id,
        attemptedAt: attempt.attempted_at.toISOString(),
        statusCode: attempt.status_code,
        durationMs: attempt.duration_ms,
        error: attempt.error,
        responseBody: attempt.response_body,
      })),
    };
  }

  /**
   * Sends the event again with a fresh retry schedule, whatever its state; the webhook-id stays the same. To every
   * endpoint that matches it now (an endpoint made since gets it too), or to the one named (whatever it subscribes to,
   * if it is enabled). 412 when there is none.
   */
  async redeliver(integratorId: string, id: string, endpointId?: string): Promise<{ eventId: string; status: 'PENDING' }> {
    if (!isUuid(id)) throw webhookError('event.not_found');
    return this.db.transaction(async (tx) => {
      const event = await maybeOne<{ operation: string }>(tx, 'SELECT operation FROM events WHERE id = $1 AND integrator_id = $2', [id, integratorId]);
      if (!event) throw webhookError('event.not_found');
      const targets = endpointId === undefined ? await this.matching(tx, integratorId, event.operation) : [await this.named(tx, integratorId, endpointId)];
      if (targets.length === 0) throw webhookError('webhook_endpoint.none_matching');
      await tx.query(
        `INSERT INTO webhook_deliveries (event_id, integrator_id, endpoint_id, next_attempt_at) SELECT $1, $2, unnest($3::uuid[]), now()
         ON CONFLICT (event_id, endpoint_id) DO UPDATE SET status = 'PENDING', attempt_count = 0, next_attempt_at = now(),
                locked_until = NULL, locked_by = NULL, delivered_at = NULL, updated_at = now()`,
        [id, integratorId, targets],
      );
      await tx.query('SELECT pg_notify($1, $2)', [WEBHOOKS_CHANNEL, id]);
      return { eventId: id, status: 'PENDING' as const };
    });
  }

  /** The integrator's endpoints an event of `operation` goes to now (events.ts's rule). */
  private async matching(tx: Queryable, integratorId: string, operation: string): Promise<string[]> {
    const rows = await tx.query<{ id: string }>(`SELECT w.id FROM webhook_endpoints w WHERE ${matchingEndpoints('$1', '$2')} ORDER BY w.created_at, w.id`, [
      integratorId,
      operation,
    ]);
    return rows.map((row) => row.id);
  }

  /** One of the integrator's live endpoints, which must be able to receive: enabled, with a URL. */
  private async named(tx: Queryable, integratorId: string, endpointId: string): Promise<string> {
    if (!isUuid(endpointId)) throw webhookError('webhook_endpoint.not_found');
    const endpoint = await maybeOne<{ enabled: boolean; url: string | null }>(
      tx,
      `SELECT w.enabled, CASE WHEN w.is_default THEN i.callback_url ELSE w.url END AS url
         FROM webhook_endpoints w JOIN integrators i ON i.id = w.integrator_id
        WHERE w.id = $1 AND w.integrator_id = $2 AND w.deleted_at IS NULL`,
      [endpointId, integratorId],
    );
    if (!endpoint) throw webhookError('webhook_endpoint.not_found');
    if (!endpoint.enabled) throw webhookError('webhook_endpoint.disabled');
    if (endpoint.url === null) throw webhookError('webhook_endpoint.no_url');
    return endpointId;
  }

  async sendTest(integratorId: string): Promise<{ eventId: string }> {
    const eventId = await this.db.transaction(async (tx) => {
      if ((await this.matching(tx, integratorId, 'TEST')).length === 0) {
        const integrator = await maybeOne<{ callback_url: string | null }>(tx, 'SELECT callback_url FROM integrators WHERE id = $1', [integratorId]);
        throw integrator?.callback_url ? webhookError('webhook_endpoint.none_matching') : integratorError('callback_url.not_set');
      }
      return emitEvent(tx, {
        integratorId,
        operation: 'TEST',
        resourceId: integratorId,
        success: null,
        message: 'A test event: your receiver works when it verifies this signature and answers 2xx.',
        data: { test: true },
      });
    });
    return { eventId };
  }
}
