// Owns what integrators see of their events: the list and one event with its attempts, a redelivery on request, and
// a TEST event to check a receiver, and the stream of them a developer's machine reads (stream.ts).
import { maybeOne, type Db } from '../../db/index.ts';
import { isoText, listPage, type ListRequest, type ListResource, type Page } from '../../db/lists.ts';
import { emitEvent, WEBHOOKS_CHANNEL } from './events.ts';
import { integratorError } from '../integrators/errors.ts';
import { webhookError } from './errors.ts';
import { EventStream } from './stream.ts';
import type { IntegratorService } from '../integrators/service.ts';

interface EventRow {
  id: string;
  payload: string;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  attempt_count: number;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
}

interface AttemptRow {
  attempted_at: Date;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  response_body: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const eventList: ListResource = {
  from: 'events e JOIN webhook_deliveries d ON d.event_id = e.id',
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

function toEvent(row: EventRow) {
  return {
    id: row.id,
    ...JSON.parse(row.payload),
    status: row.status,
    attemptCount: row.attempt_count,
    nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
    deliveredAt: row.delivered_at?.toISOString() ?? null,
  };
}

const SELECT_EVENT = 'e.id, e.payload, d.status, d.attempt_count, d.next_attempt_at, d.delivered_at';

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
    if (!UUID.test(id)) throw webhookError('event.not_found');
    const row = await maybeOne<EventRow>(
      this.db,
      `SELECT ${SELECT_EVENT} FROM events e JOIN webhook_deliveries d ON d.event_id = e.id WHERE e.id = $1 AND e.integrator_id = $2`,
      [id, integratorId],
    );
    if (!row) throw webhookError('event.not_found');
    const attempts = await this.db.query<AttemptRow>(
      'SELECT attempted_at, status_code, duration_ms, error, response_body FROM webhook_attempts WHERE event_id = $1 ORDER BY attempted_at, id',
      [id],
    );
    return {
      ...toEvent(row),
      attempts: attempts.map((attempt) => ({
        attemptedAt: attempt.attempted_at.toISOString(),
        statusCode: attempt.status_code,
        durationMs: attempt.duration_ms,
        error: attempt.error,
        responseBody: attempt.response_body,
      })),
    };
  }

  /** Sends the event again with a fresh retry schedule, whatever its state; the webhook-id stays the same. */
  async redeliver(integratorId: string, id: string): Promise<{ eventId: string; status: 'PENDING' }> {
    if (!UUID.test(id)) throw webhookError('event.not_found');
    const updated = await this.db.transaction(async (tx) => {
      const rows = await tx.query(
        `UPDATE webhook_deliveries SET status = 'PENDING', attempt_count = 0, next_attempt_at = now(),
                locked_until = NULL, locked_by = NULL, delivered_at = NULL, updated_at = now()
          WHERE event_id = $1 AND integrator_id = $2 RETURNING event_id`,
        [id, integratorId],
      );
      if (rows.length > 0) await tx.query('SELECT pg_notify($1, $2)', [WEBHOOKS_CHANNEL, id]);
      return rows.length;
    });
    if (updated === 0) throw webhookError('event.not_found');
    return { eventId: id, status: 'PENDING' };
  }

  async sendTest(integratorId: string): Promise<{ eventId: string }> {
    const eventId = await this.db.transaction(async (tx) => {
      const integrator = await maybeOne<{ callback_url: string | null }>(tx, 'SELECT callback_url FROM integrators WHERE id = $1', [integratorId]);
      if (!integrator?.callback_url) throw integratorError('callback_url.not_set');
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
