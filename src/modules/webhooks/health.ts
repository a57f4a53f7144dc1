// Owns the watch over integrators' webhook endpoints: an endpoint whose deliveries have failed for WEBHOOK_FAILING_AFTER_S
// (a day by default) with nothing delivered since is an exception for an operator (WEBHOOK_ENDPOINT_FAILING: retry
// every failed delivery, or dismiss), closed by itself once a delivery gets through again. Run by the worker.
import type { Db, Queryable } from '../../db/index.ts';
import { closeException, openException } from '../exceptions/model.ts';
import { WEBHOOKS_CHANNEL } from './events.ts';

export async function checkEndpoints(db: Db, failingAfterS: number): Promise<void> {
  const failing = await db.query<{ integrator_id: string; failing_since: Date; undelivered: number; callback_url: string | null }>(
    `SELECT d.integrator_id, min(e.created_at) AS failing_since, count(*)::int AS undelivered, i.callback_url
       FROM webhook_deliveries d JOIN events e ON e.id = d.event_id JOIN integrators i ON i.id = d.integrator_id
      WHERE d.status IN ('PENDING', 'FAILED') AND d.attempt_count > 0
      GROUP BY d.integrator_id, i.callback_url
     HAVING min(e.created_at) < now() - make_interval(secs => $1)
        AND NOT EXISTS (SELECT 1 FROM webhook_deliveries ok
                         WHERE ok.integrator_id = d.integrator_id AND ok.status = 'DELIVERED' AND ok.delivered_at > min(e.created_at))`,
    [failingAfterS],
  );
  await db.transaction(async (tx) => {
    for (const endpoint of failing) {
      await openException(tx, {
        kind: 'WEBHOOK_ENDPOINT_FAILING',
        integratorId: endpoint.integrator_id,
        resourceType: 'integrator',
        resourceId: endpoint.integrator_id,
        reason: `Webhook deliveries to ${endpoint.callback_url ?? 'the callback URL'} have failed since ${endpoint.failing_since.toISOString()}, with nothing delivered since: ${endpoint.undelivered} events wait.`,
        details: { callbackUrl: endpoint.callback_url, failingSince: endpoint.failing_since.toISOString(), undelivered: endpoint.undelivered },
        actions: ['retry', 'dismiss'],
      });
    }
    // An endpoint that delivers again needs nobody.
    const open = await tx.query<{ resource_id: string }>(`SELECT resource_id FROM exceptions WHERE kind = 'WEBHOOK_ENDPOINT_FAILING' AND status = 'OPEN'`);
    const still = new Set(failing.map((endpoint) => endpoint.integrator_id));
    for (const { resource_id: integratorId } of open) {
      if (!still.has(integratorId)) await closeException(tx, 'WEBHOOK_ENDPOINT_FAILING', 'integrator', integratorId, 'Deliveries get through again.');
    }
  });
}

/** Every failed or waiting delivery of the integrator, tried again now (the operator's retry). */
export async function retryDeliveries(tx: Queryable, integratorId: string): Promise<number> {
  const rows = await tx.query(
    `UPDATE webhook_deliveries SET status = 'PENDING', attempt_count = 0, next_attempt_at = now(), locked_until = NULL, locked_by = NULL, updated_at = now()
      WHERE integrator_id = $1 AND status IN ('PENDING', 'FAILED') RETURNING event_id`,
    [integratorId],
  );
  if (rows.length > 0) await tx.query('SELECT pg_notify($1, $2)', [WEBHOOKS_CHANNEL, integratorId]);
  return rows.length;
}
