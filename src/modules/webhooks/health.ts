// Owns the watch over integrators' webhook endpoints: an endpoint whose deliveries have failed for WEBHOOK_FAILING_AFTER_S
// (a day by default) with nothing delivered to it since is an exception for an operator (WEBHOOK_ENDPOINT_FAILING: retry
// every failed delivery of that endpoint, or dismiss), closed by itself once a delivery to it gets through again. Run by
// the worker. Each endpoint is watched on its own; the default endpoint (the callback URL) is named by its integrator,
// as it was before there were several endpoints, and any other by its own id (resource type webhook_endpoint).
// A disabled or deleted endpoint is not watched: nothing is sent to it.
import type { Db, Queryable } from '../../db/index.ts';
import { closeException, openException, type ResourceType } from '../exceptions/index.ts';
import { WEBHOOKS_CHANNEL } from './events.ts';

interface FailingEndpoint {
  endpoint_id: string;
  is_default: boolean;
  integrator_id: string;
  failing_since: Date;
  undelivered: number;
  url: string | null;
}

/** The exception's resource for an endpoint. */
const resourceOf = (endpoint: Pick<FailingEndpoint, 'is_default' | 'integrator_id' | 'endpoint_id'>): { type: ResourceType; id: string } =>
  endpoint.is_default ? { type: 'integrator', id: endpoint.integrator_id } : { type: 'webhook_endpoint', id: endpoint.endpoint_id };

export async function checkEndpoints(db: Db, failingAfterS: number): Promise<void> {
  const failing = await db.query<FailingEndpoint>(
    `SELECT d.endpoint_id, w.is_default, d.integrator_id, min(e.created_at) AS failing_since, count(*)::int AS undelivered,
            CASE WHEN w.is_default THEN i.callback_url ELSE w.url END AS url
       FROM webhook_deliveries d JOIN events e ON e.id = d.event_id
       JOIN webhook_endpoints w ON w.id = d.endpoint_id JOIN integrators i ON i.id = d.integrator_id
      WHERE d.status IN ('PENDING', 'FAILED') AND d.attempt_count > 0 AND w.enabled AND w.deleted_at IS NULL
      GROUP BY d.endpoint_id, w.is_default, d.integrator_id, w.url, i.callback_url
     HAVING min(e.created_at) < now() - make_interval(secs => $1)
        AND NOT EXISTS (SELECT 1 FROM webhook_deliveries ok
                         WHERE ok.endpoint_id = d.endpoint_id AND ok.status = 'DELIVERED' AND ok.delivered_at > min(e.created_at))`,
    [failingAfterS],
  );
  await db.transaction(async (tx) => {
    for (const endpoint of failing) {
      const resource = resourceOf(endpoint);
      await openException(tx, {
        kind: 'WEBHOOK_ENDPOINT_FAILING',
        integratorId: endpoint.integrator_id,
        resourceType: resource.type,
        resourceId: resource.id,
        reason: `Webhook deliveries to ${endpoint.url ?? 'the callback URL'} have failed since ${endpoint.failing_since.toISOString()}, with nothing delivered since: ${endpoint.undelivered} events wait.`,
        details: {
          endpointId: endpoint.endpoint_id,
          callbackUrl: endpoint.url,
          failingSince: endpoint.failing_since.toISOString(),
          undelivered: endpoint.undelivered,
        },
        actions: ['retry', 'dismiss'],
      });
    }
    // An endpoint that delivers again needs nobody.
    const open = await tx.query<{ resource_type: ResourceType; resource_id: string }>(
      `SELECT resource_type, resource_id FROM exceptions WHERE kind = 'WEBHOOK_ENDPOINT_FAILING' AND status = 'OPEN'`,
    );
    const still = new Set(failing.map((endpoint) => `${resourceOf(endpoint).type}:${resourceOf(endpoint).id}`));
    for (const { resource_type: type, resource_id: id } of open) {
      if (!still.has(`${type}:${id}`)) await closeException(tx, 'WEBHOOK_ENDPOINT_FAILING', type, id, 'Deliveries get through again.');
    }
  });
}

/** Every failed or waiting delivery of the exception's endpoint, tried again now (the operator's retry). */
export async function retryDeliveries(tx: Queryable, resourceType: ResourceType, resourceId: string): Promise<number> {
  const endpoint =
    resourceType === 'integrator'
      ? 'SELECT id FROM webhook_endpoints WHERE integrator_id::text = $1 AND is_default'
      : 'SELECT id FROM webhook_endpoints WHERE id::text = $1 AND enabled AND deleted_at IS NULL';
  const rows = await tx.query(
    `UPDATE webhook_deliveries SET status = 'PENDING', attempt_count = 0, next_attempt_at = now(), locked_until = NULL, locked_by = NULL, updated_at = now()
      WHERE endpoint_id = (${endpoint}) AND status IN ('PENDING', 'FAILED') RETURNING event_id`,
    [resourceId],
  );
  if (rows.length > 0) await tx.query('SELECT pg_notify($1, $2)', [WEBHOOKS_CHANNEL, resourceId]);
  return rows.length;
}
