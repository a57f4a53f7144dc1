// Owns the write of finished webhook attempts: each attempt's row in webhook_attempts and its delivery's next state
// (DELIVERED, PENDING with its next time, or FAILED), in one statement for a group of attempts. The commit is durable
// (the server's synchronous_commit): an attempt the dispatcher reports is on disk.
import type { Db, Prepared } from '../../db/index.ts';

export interface AttemptRecord {
  eventId: string;
  endpointId: string;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  delaySeconds: number;
  attemptedAt: Date;
  url: string | null;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
}

/**
 * Writes a group of attempts ($1..$11, one array element per attempt; $10 the worker) and each delivery's next state.
 * Each delivery update is guarded by locked_by: a redelivery asked for meanwhile has taken the row over.
 */
const RECORD: Prepared = {
  name: 'webhook_record_endpoint_attempts',
  text: `WITH input AS (
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::float8[], $4::timestamptz[], $5::text[], $6::int[], $7::int[], $8::text[], $9::text[], $11::uuid[])
           AS t(event_id, status, delay_s, attempted_at, url, status_code, duration_ms, error, response_body, endpoint_id)),
       attempts AS (
         INSERT INTO webhook_attempts (id, event_id, endpoint_id, attempted_at, url, status_code, duration_ms, error, response_body)
         SELECT gen_random_uuid(), event_id, endpoint_id, attempted_at, url, status_code, duration_ms, error, response_body FROM input)
       UPDATE webhook_deliveries d
          SET status = i.status, locked_until = NULL, locked_by = NULL, updated_at = now(),
              next_attempt_at = CASE WHEN i.status = 'PENDING' THEN now() + make_interval(secs => i.delay_s) END,
              delivered_at = CASE WHEN i.status = 'DELIVERED' THEN now() END
         FROM input i
        WHERE d.event_id = i.event_id AND d.endpoint_id = i.endpoint_id AND d.locked_by = $10`,
};

/**
 * Records finished attempts in groups: the attempts that finish while a write is under way wait for it and go
 * together in the next, up to `maxGroup` a statement and `maxWrites` statements at once. Under load this turns one
 * durable commit per delivery into one per group (of about 25 in the bench); when idle a group is one attempt and
 * waits no longer than it takes to be written. One write at a time makes the largest groups: the dispatcher no longer
 * waits for records to claim, so their latency matters less than the database's work per attempt.
 */
export class AttemptRecorder {
  private queue: Array<{ record: AttemptRecord; done: (error?: unknown) => void }> = [];
  private writing = 0;

  constructor(
    private readonly db: Db,
    private readonly workerId: string,
    private readonly maxGroup = 256,
    private readonly maxWrites = 1,
  ) {}

  /** Resolves once the attempt is committed. */
  record(record: AttemptRecord): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ record, done: (error) => (error ? reject(error) : resolve()) });
      if (this.writing < this.maxWrites) void this.write();
    });
  }

  private async write(): Promise<void> {
    this.writing++;
    try {
      while (this.queue.length > 0) {
        const group = this.queue.splice(0, this.maxGroup);
        const column = <K extends keyof AttemptRecord>(key: K) => group.map(({ record }) => record[key]);
        const params = [
          column('eventId'),
          column('status'),
          column('delaySeconds'),
          column('attemptedAt'),
          column('url'),
          column('statusCode'),
          column('durationMs'),
          column('error'),
          column('responseBody'),
          this.workerId,
          column('endpointId'),
        ];
        try {
          await this.db.query(RECORD, params);
          for (const { done } of group) done();
        } catch (error) {
          for (const { done } of group) done(error);
        }
      }
    } finally {
      this.writing--;
    }
  }
}
