// Owns webhook endpoints: several per integrator, each with its URL (checked as a callback URL is, callback-url.ts), a
// description, an enabled flag, the event operations it subscribes to (or all), and its own Standard Webhooks secret,
// sealed with SECRETS_KEY and rotated as the integrator's is (the previous one signs too for 24 hours). The default
// endpoint is the integrator's callback URL and webhook secret (migration 029): its URL and secret stay on the
// integrator, so the profile's PATCH and update-webhook-secret still set them, and changing them here goes through the
// same IntegratorService calls and audit entries. Which endpoints an event goes to is events.ts's matchingEndpoints.
// Disabling or deleting an endpoint fails its waiting deliveries at once (redeliver sends them again). Audit-logged.
import { randomUUID } from 'node:crypto';
import type { SecretBox } from '../../crypto.ts';
import { isUuid, maybeOne, one, type Db, type Queryable } from '../../db/index.ts';
import { isoText, listPage, type ListRequest, type ListResource, type Page } from '../../db/lists.ts';
import { validationError } from '../../errors.ts';
import { fieldChanges, recordAudit, type Actor } from '../audit/index.ts';
import { newWebhookSecret, type IntegratorService } from '../integrators/index.ts';
import { webhookError } from './errors.ts';

/** Subscribes to every operation, those added later included. */
export const ALL_OPERATIONS = '*';
export const MAX_ENDPOINTS = 20;

interface EndpointRow {
  id: string;
  integrator_id: string;
  is_default: boolean;
  url: string | null;
  description: string;
  enabled: boolean;
  operations: string[] | null;
  created_at: Date;
  updated_at: Date;
}

export interface WebhookEndpoint {
  id: string;
  url: string | null;
  description: string;
  enabled: boolean;
  operations: string[];
  default: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface EndpointInput {
  url: string;
  description?: string | undefined;
  enabled?: boolean | undefined;
  operations?: string[] | undefined;
}

export type EndpointChanges = Partial<EndpointInput>;

/** Every live endpoint with its URL as it sends: the default endpoint's is the integrator's callback URL. */
const LIVE = `(SELECT w.id, w.integrator_id, w.is_default, CASE WHEN w.is_default THEN i.callback_url ELSE w.url END AS url,
                      w.description, w.enabled, w.operations, w.created_at,
                      CASE WHEN w.is_default THEN GREATEST(w.updated_at, i.updated_at) ELSE w.updated_at END AS updated_at
                 FROM webhook_endpoints w JOIN integrators i ON i.id = w.integrator_id WHERE w.deleted_at IS NULL) w`;

export const endpointList: ListResource = {
  from: LIVE,
  idColumn: 'w.id',
  columns: {
    id: { text: 'w.id::text', order: 'w.id' },
    url: { text: 'w.url' },
    description: { text: 'w.description' },
    enabled: { text: 'w.enabled::text', order: 'w.enabled' },
    default: { text: 'w.is_default::text', order: 'w.is_default' },
    createdAt: { text: isoText('w.created_at'), order: 'w.created_at' },
    updatedAt: { text: isoText('w.updated_at'), order: 'w.updated_at' },
  },
  defaultSort: { path: 'createdAt', direction: 'DESC', written: 'createdAt,desc' },
};

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  enabled: row.enabled,
  operations: row.operations ?? [ALL_OPERATIONS],
  default: row.is_default,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** ['*'] (alone) is every operation, stored as NULL; otherwise the operations as given, each once. */
function storedOperations(operations: string[] | undefined): string[] | null | undefined {
  if (operations === undefined) return undefined;
  if (operations.includes(ALL_OPERATIONS)) {
    if (operations.length > 1) throw validationError([{ path: '/operations', message: `"${ALL_OPERATIONS}" means every operation: give it alone` }]);
    return null;
  }
  return [...new Set(operations)];
}

export class WebhookEndpointService {
  constructor(
    private readonly db: Db,
    private readonly secrets: SecretBox,
    private readonly integrators: IntegratorService,
  ) {}

  list(integratorId: string, request: ListRequest): Promise<Page<WebhookEndpoint>> {
    return listPage(this.db, endpointList, request, { column: 'w.integrator_id', value: integratorId }, 'w.*', toEndpoint);
  }

  /** One of the integrator's live endpoints (locked in `db`'s transaction with `lock`); another's answers 404. */
  private async row(integratorId: string, id: string, db: Queryable = this.db, lock = false): Promise<EndpointRow> {
    if (!isUuid(id)) throw webhookError('webhook_endpoint.not_found');
    if (lock) await db.query('SELECT 1 FROM webhook_endpoints WHERE id = $1 AND integrator_id = $2 FOR NO KEY UPDATE', [id, integratorId]);
    const row = await maybeOne<EndpointRow>(db, `SELECT w.* FROM ${LIVE} WHERE w.id = $1 AND w.integrator_id = $2`, [id, integratorId]);
    if (!row) throw webhookError('webhook_endpoint.not_found');
    return row;
  }

  async get(integratorId: string, id: string): Promise<WebhookEndpoint> {
    return toEndpoint(await this.row(integratorId, id));
  }

  /** A new endpoint, enabled unless told otherwise; its secret is in this answer only. Audit-logged. */
  async create(integratorId: string, input: EndpointInput, actor: Actor): Promise<WebhookEndpoint & { secret: string }> {
    const url = (await this.integrators.checkedCallbackUrl(input.url, '/url'))!;
    const operations = storedOperations(input.operations) ?? null;
    const secret = newWebhookSecret();
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      // The integrator's row orders concurrent creations, so the limit holds.
      await tx.query('SELECT 1 FROM integrators WHERE id = $1 FOR NO KEY UPDATE', [integratorId]);
      const { n } = await one<{ n: number }>(tx, 'SELECT count(*)::int AS n FROM webhook_endpoints WHERE integrator_id = $1 AND deleted_at IS NULL', [
        integratorId,
      ]);
      if (n >= MAX_ENDPOINTS) throw webhookError('webhook_endpoint.limit_reached');
      await tx.query(
        `INSERT INTO webhook_endpoints (id, integrator_id, url, description, enabled, operations, secret_encrypted) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [id, integratorId, url, input.description ?? '', input.enabled ?? true, operations, this.secrets.encrypt(secret)],
      );
      await recordAudit(tx, {
        actor,
        action: 'webhook_endpoint.created',
        resource: { type: 'webhook_endpoint', id },
        integratorId,
        details: { url, description: input.description ?? '', enabled: input.enabled ?? true, operations: operations ?? [ALL_OPERATIONS] },
      });
    });
    return { ...(await this.get(integratorId, id)), secret };
  }

  /**
   * Changes an endpoint. The default endpoint's URL is the callback URL: it changes through the profile's update (its
   * checks and its audit entry, integrator.callback_url_changed) before the rest. Disabling fails the endpoint's
   * waiting deliveries. One audit entry, webhook_endpoint.updated, with each changed field.
   */
  async update(integratorId: string, id: string, changes: EndpointChanges, actor: Actor): Promise<WebhookEndpoint> {
    const current = await this.row(integratorId, id);
    const url = changes.url === undefined ? undefined : (await this.integrators.checkedCallbackUrl(changes.url, '/url'))!;
    const operations = storedOperations(changes.operations);
    if (current.is_default && url !== undefined && url !== current.url) await this.integrators.update(integratorId, { callbackUrl: url }, actor);
    await this.db.transaction(async (tx) => {
      const before = toEndpoint(await this.row(integratorId, id, tx, true));
      await tx.query(
        `UPDATE webhook_endpoints SET
           url = CASE WHEN is_default THEN NULL ELSE COALESCE($2, url) END,
           description = COALESCE($3, description),
           enabled = COALESCE($4, enabled),
           operations = CASE WHEN $5 THEN $6::text[] ELSE operations END,
           updated_at = now()
         WHERE id = $1`,
        [id, url ?? null, changes.description ?? null, changes.enabled ?? null, operations !== undefined, operations ?? null],
      );
      const after = toEndpoint(await this.row(integratorId, id, tx));
      const changed = fieldChanges(
        before,
        after,
        current.is_default ? ['description', 'enabled', 'operations'] : ['url', 'description', 'enabled', 'operations'],
      );
      if (Object.keys(changed).length > 0) {
        await recordAudit(tx, { actor, action: 'webhook_endpoint.updated', resource: { type: 'webhook_endpoint', id }, integratorId, details: changed });
      }
      if (before.enabled && !after.enabled) await failWaiting(tx, id);
    });
    return this.get(integratorId, id);
  }

  /** Deletes an endpoint: nothing more is sent to it, its waiting deliveries fail. The default one cannot be (412). */
  async delete(integratorId: string, id: string, actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await this.row(integratorId, id, tx, true);
      if (row.is_default) throw webhookError('webhook_endpoint.is_default');
      await tx.query('UPDATE webhook_endpoints SET deleted_at = now(), updated_at = now() WHERE id = $1', [id]);
      await failWaiting(tx, id);
      await recordAudit(tx, { actor, action: 'webhook_endpoint.deleted', resource: { type: 'webhook_endpoint', id }, integratorId, details: { url: row.url } });
    });
  }

  /**
   * A new secret for the endpoint, shown in this answer only; the previous one also signs webhook-signature for 24 hours
   * (IntegratorService.signingSecrets). The default endpoint's secret is the integrator's webhook secret.
   */
  async rotateSecret(integratorId: string, id: string, actor: Actor): Promise<WebhookEndpoint & { secret: string }> {
    const row = await this.row(integratorId, id);
    if (row.is_default) {
      const secret = await this.integrators.rotateWebhookSecret(integratorId, actor);
      return { ...(await this.get(integratorId, id)), secret };
    }
    const secret = newWebhookSecret();
    await this.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE webhook_endpoints SET previous_secret_encrypted = secret_encrypted, secret_encrypted = $2, secret_rotated_at = now(), updated_at = now()
          WHERE id = $1`,
        [id, this.secrets.encrypt(secret)],
      );
      await recordAudit(tx, { actor, action: 'webhook_endpoint.secret_rotated', resource: { type: 'webhook_endpoint', id }, integratorId });
    });
    return { ...(await this.get(integratorId, id)), secret };
  }
}

/** An endpoint's waiting deliveries, failed now: a disabled or deleted endpoint is sent nothing more. */
async function failWaiting(tx: Queryable, endpointId: string): Promise<void> {
  await tx.query(
    `UPDATE webhook_deliveries SET status = 'FAILED', next_attempt_at = NULL, locked_until = NULL, locked_by = NULL, updated_at = now()
      WHERE endpoint_id = $1 AND status = 'PENDING'`,
    [endpointId],
  );
}
