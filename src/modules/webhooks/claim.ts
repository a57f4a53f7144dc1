// Owns the claim of due webhook deliveries (the dispatcher's claim loop): which deliveries a worker takes, under what
// lease, with the endpoint's URL and secrets to sign and send them.
import type { Prepared } from '../../db/index.ts';
import type { IntegratorRow } from '../integrators/index.ts';

/** The endpoint's URL and secrets under the integrator's column names (the default endpoint's are the integrator's). */
export interface ClaimedDelivery extends Pick<
  IntegratorRow,
  'id' | 'callback_url' | 'webhook_secret_encrypted' | 'previous_webhook_secret_encrypted' | 'webhook_secret_rotated_at'
> {
  event_id: string;
  endpoint_id: string;
  /** Enabled and not deleted when claimed. */
  active: boolean;
  attempt_count: number;
  payload: string;
  operation: string;
  resource_id: string | null;
  event_created_at: Date;
}

/**
 * Claims up to $1 due deliveries under a lease of $2 seconds for worker $3, each integrator taking at most its share
 * ($5 less what this worker already holds for it, claimed and not yet sent: integrators $4 with counts $6). The
 * statement is the function ponte_claim_webhook_deliveries (migration 037, which says why a function): `owners`
 * walks the integrators with pending deliveries by skip scan (one probe of webhook_deliveries_pending_by_integrator
 * each, giving its earliest); `candidates` takes each due one's earliest claimable deliveries up to its share; the
 * UPDATE claims the earliest of all of them, skipping rows another worker has locked. The endpoint's URL and secrets
 * come along for signing and sending: the default endpoint's from the integrator's row, any other's from its own.
 *
 * Candidates are locked and updated by their row address (ctid, a TID scan), not by their key: joined back by
 * (event_id, endpoint_id), the planner could pick webhook_deliveries_endpoint_status from stale statistics and read
 * every PENDING entry of the endpoint, dead ones included, for each candidate (a claim of 32 took 25 ms after two
 * bench rounds; by ctid it stays near 1 ms). A row updated since the candidates were read has another ctid: it is
 * skipped, as a locked one is.
 *
 * It commits without waiting for its WAL flush (synchronous_commit off for this transaction only): a claim is a lease,
 * not a fact. If the server crashes before the flush, the claim is lost and the delivery is claimed and sent again, as
 * a crash after the flush leads to when the lease ends; an attempt's record is a durable commit, and WAL is flushed
 * in order, so no recorded attempt can outlive the claim it came from.
 */
export const CLAIM: Prepared = {
  name: 'webhook_claim',
  text: 'SELECT * FROM ponte_claim_webhook_deliveries($1, $2, $3, $4, $5, $6)',
};

/** The claim's parameters: how many, the lease, the worker, and each integrator's share less what the worker holds. */
export function claimParams(limit: number, leaseSeconds: number, workerId: string, share: number, held: Map<string, number>): unknown[] {
  const busy = [...held];
  return [limit, leaseSeconds, workerId, busy.map(([id]) => id), share, busy.map(([, count]) => count)];
}
