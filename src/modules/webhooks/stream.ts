// Owns the event stream `ponte listen` reads (GET /v1/webhooks/events/stream): a long-poll for the caller's events
// after a cursor, each with the exact body a callback carries and the headers a delivery would sign it with now, so a
// developer's machine gets the events without a callback URL reachable from the server. The table is polled every
// 250 ms while the request waits: one indexed query per tick per listener, which a sandbox can afford, and no LISTEN
// connection held per waiting request.
// The cursor orders by the writing transaction's id, then creation (migration 034), and a read returns only events of
// transactions below the oldest one still running: those have all ended, so an event committed late (its transaction
// began before one already read) is held back until it can be read in order, never passed over. A transaction left
// open elsewhere on the server holds the stream back for as long as it runs.
import { setTimeout as sleep } from 'node:timers/promises';
import { maybeOne, type Db } from '../../db/index.ts';
import type { IntegratorRow, IntegratorService } from '../integrators/index.ts';
import { webhookError } from './errors.ts';
import { signatureHeaders } from './signing.ts';

const POLL_MS = 250;
const PAGE = 100;
/** The cursor before every event: `after=0` replays an integrator's whole history. */
export const START = '0';

type Secrets = Pick<IntegratorRow, 'webhook_secret_encrypted' | 'previous_webhook_secret_encrypted' | 'webhook_secret_rotated_at'>;

interface StreamRow {
  id: string;
  operation: string;
  payload: string;
}

/** Where a reader stands: just after this event, in commit order. */
interface Position {
  txid: string;
  createdAt: Date;
  id: string;
}

export interface StreamedEvent {
  id: string;
  operation: string;
  body: string;
  headers: Record<string, string>;
}

export class EventStream {
  constructor(
    private readonly db: Db,
    private readonly integrators: Pick<IntegratorService, 'signingSecrets'>,
  ) {}

  /**
   * The caller's events after `after` (an event id, or START), oldest first, at most 100: at once when there are
   * some, else after up to `waitSeconds`. Without `after`, the events that arrive from now on. The cursor answered is
   * the last event's id, to pass as `after` next time.
   */
  async read(integratorId: string, after: string | undefined, waitSeconds: number, signal: AbortSignal): Promise<{ events: StreamedEvent[]; cursor: string }> {
    const position = after === undefined ? await this.newest(integratorId) : await this.position(integratorId, after);
    const deadline = Date.now() + waitSeconds * 1000;
    for (;;) {
      const rows = await this.db.query<StreamRow>(
        `SELECT id, operation, payload FROM events
          WHERE integrator_id = $1
            AND ($2::xid8 IS NULL OR (txid, created_at, id) > ($2::xid8, $3::timestamptz, $4::uuid))
            AND txid < pg_snapshot_xmin(pg_current_snapshot())
          ORDER BY txid, created_at, id LIMIT ${PAGE}`,
        [integratorId, position?.txid ?? null, position?.createdAt ?? null, position?.id ?? null],
      );
      if (rows.length > 0) return { events: await this.signed(integratorId, rows), cursor: rows.at(-1)!.id };
      if (Date.now() >= deadline || signal.aborted) return { events: [], cursor: position?.id ?? START };
      await sleep(Math.min(POLL_MS, Math.max(0, deadline - Date.now())));
    }
  }

  /** After the caller's last event in commit order, or null (the start) when there is none. */
  private async newest(integratorId: string): Promise<Position | null> {
    const row = await maybeOne<Position>(
      this.db,
      `SELECT txid::text AS txid, created_at AS "createdAt", id FROM events WHERE integrator_id = $1
        ORDER BY txid DESC, created_at DESC, id DESC LIMIT 1`,
      [integratorId],
    );
    return row ?? null;
  }

  /** Just after the event `after` names, the caller's own (tenant isolation: another's id is not found). */
  private async position(integratorId: string, after: string): Promise<Position | null> {
    if (after === START) return null;
    const row = await maybeOne<Position>(this.db, 'SELECT txid::text AS txid, created_at AS "createdAt", id FROM events WHERE id = $1 AND integrator_id = $2', [
      after,
      integratorId,
    ]);
    if (!row) throw webhookError('event.not_found', 'No event of yours has the id given as after.');
    return row;
  }

  /** Signed as the dispatcher signs an attempt made now (dispatcher.ts): webhook-id is the event's id. */
  private async signed(integratorId: string, rows: StreamRow[]): Promise<StreamedEvent[]> {
    const secrets = await maybeOne<Secrets>(
      this.db,
      'SELECT webhook_secret_encrypted, previous_webhook_secret_encrypted, webhook_secret_rotated_at FROM integrators WHERE id = $1',
      [integratorId],
    );
    if (!secrets) throw webhookError('event.not_found');
    const signing = this.integrators.signingSecrets(secrets);
    const now = Math.floor(Date.now() / 1000);
    return rows.map((row) => ({
      id: row.id,
      operation: row.operation,
      body: row.payload,
      headers: signatureHeaders(row.payload, row.id, now, signing),
    }));
  }
}
