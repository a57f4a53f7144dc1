// Owns integrators: their creation by the operator (with their first API key, api-keys.ts), their profile, the secret
// of that first key, their dashboard password (an scrypt hash), the revocation of access tokens, their webhook signing secret (encrypted at rest, rotated with the previous one kept
// for 24 hours), and the operator's terms for them (fee, suspension). Every change is audit-logged in its transaction.
import { randomBytes, randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Environment } from '../../config/index.ts';
import { hashPassword, PASSWORD_HASH_COST, randomSecret, verifyPassword, type SecretBox } from '../../crypto.ts';
import { isUniqueViolation, maybeOne, one, type Db, type Queryable } from '../../db/index.ts';
import { fieldChanges, recordAudit, type Actor } from '../audit/index.ts';
import { isoText, listPage, type ListRequest, type ListResource, type Page } from '../../db/lists.ts';
import { CallbackUrlError, checkCallbackUrl } from './callback-url.ts';
import { integratorError } from './errors.ts';
import { validationError, type FieldError } from '../../errors.ts';
import { ApiKeyService, DEFAULT_KEY_LABEL, insertApiKey, newCredentials } from './api-keys.ts';

export { ACCESS_TOKEN_TTL_S } from './api-keys.ts';
/**
 * Carries to every token cache the id of an integrator whose cached tokens must be dropped: its tokens were revoked (a
 * client secret rotated, an API key revoked) or its status changed (a suspension, which every token lookup reads).
 */
export const TOKENS_REVOKED_CHANNEL = 'ponte_tokens_revoked';
/** How long the previous webhook secret still signs after a rotation. */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

export interface IntegratorRow {
  id: string;
  name: string;
  email: string;
  callback_url: string | null;
  integrator_fee_bps: number;
  status: IntegratorStatus;
  client_id: string;
  webhook_secret_encrypted: string;
  previous_webhook_secret_encrypted: string | null;
  webhook_secret_rotated_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type IntegratorStatus = 'ACTIVE' | 'SUSPENDED';

export interface Integrator {
  id: string;
  name: string;
  email: string;
  callbackUrl: string | null;
  integratorFeeBps: number;
  status: IntegratorStatus;
  clientId: string;
  createdDate: string;
  lastModifiedDate: string;
}

export interface NewIntegrator {
  name: string;
  email: string;
  callbackUrl?: string | null | undefined;
  integratorFeeBps?: number | undefined;
  /** The dashboard sign-in password; only its scrypt hash is kept. */
  password?: string | undefined;
}

export function toIntegrator(row: IntegratorRow): Integrator {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    callbackUrl: row.callback_url,
    integratorFeeBps: row.integrator_fee_bps,
    status: row.status,
    clientId: row.client_id,
    createdDate: row.created_at.toISOString(),
    lastModifiedDate: row.updated_at.toISOString(),
  };
}

export const integratorList: ListResource = {
  from: 'integrators i',
  idColumn: 'i.id',
  columns: {
    id: { text: 'i.id::text', order: 'i.id' },
    name: { text: 'i.name' },
    email: { text: 'i.email' },
    callbackUrl: { text: 'i.callback_url' },
    integratorFeeBps: { text: 'i.integrator_fee_bps::text', order: 'i.integrator_fee_bps' },
    status: { text: 'i.status' },
    clientId: { text: 'i.client_id' },
    createdDate: { text: isoText('i.created_at'), order: 'i.created_at' },
    lastModifiedDate: { text: isoText('i.updated_at'), order: 'i.updated_at' },
  },
};

/** What PATCH /v1/integrators/{id} may change; the fee and the status only by the operator. */
export interface IntegratorChanges {
  name?: string | undefined;
  callbackUrl?: string | null | undefined;
  integratorFeeBps?: number | undefined;
  status?: IntegratorStatus | undefined;
}

/** The audit action of each profile field a PATCH changes (status has two: suspended, reactivated). */
const CHANGED = {
  name: 'integrator.name_changed',
  callbackUrl: 'integrator.callback_url_changed',
  integratorFeeBps: 'integrator.fee_changed',
} as const;

/** Standard Webhooks secrets: `whsec_` and the base64 of 32 random bytes (the key receivers' libraries decode). */
export const newWebhookSecret = (): string => 'whsec_' + randomBytes(32).toString('base64');

export class IntegratorService {
  constructor(
    private readonly db: Db,
    private readonly secrets: SecretBox,
    private readonly env: Environment,
    /** ALLOW_LOOPBACK_CALLBACKS: whether a sandbox callback URL may point at loopback. */
    private readonly allowLoopbackCallbacks = false,
    /** PASSWORD_HASH_COST: scrypt's N is 2 to this power for the dashboard passwords hashed here. */
    private readonly passwordCost = PASSWORD_HASH_COST,
  ) {
    this.apiKeys = new ApiKeyService(db, this);
  }

  /** The integrators' API keys and the access tokens they obtain. */
  readonly apiKeys: ApiKeyService;

  /** The channel every process's token cache listens on (NOTIFY with the integrator's id). */
  readonly channel = TOKENS_REVOKED_CHANNEL;

  /** Told, on this process, the id of an integrator whose access tokens were just revoked (the token cache). */
  private readonly revocationListeners = new Set<(integratorId: string) => void>();

  /** Calls `listener` at once whenever this process revokes an integrator's tokens; returns the unsubscribe. */
  onTokensRevoked(listener: (integratorId: string) => void): () => void {
    this.revocationListeners.add(listener);
    return () => this.revocationListeners.delete(listener);
  }

  /** In a transaction that revokes an integrator's tokens: every process's token cache hears of it at commit. */
  async notifyRevoked(tx: Queryable, integratorId: string): Promise<void> {
    await tx.query('SELECT pg_notify($1, $2)', [TOKENS_REVOKED_CHANNEL, integratorId]);
  }

  /** After that transaction committed: this process drops them at once, before any notification arrives. */
  announceRevoked(integratorId: string): void {
    for (const listener of this.revocationListeners) listener(integratorId);
  }

  /** The URL normalised when it passes the callback URL checks (webhook endpoints use them too); else 400 at `path`. */
  async checkedCallbackUrl(raw: string | null | undefined, path = '/callbackUrl'): Promise<string | null> {
    if (raw === undefined || raw === null) return null;
    try {
      return (await checkCallbackUrl(raw, { env: this.env, allowLoopback: this.allowLoopbackCallbacks })).toString();
    } catch (error) {
      if (error instanceof CallbackUrlError) {
        throw validationError([{ path, message: error.message }]);
      }
      throw error;
    }
  }

  /**
   * Creates an integrator, audit-logged as `integrator.created` by `actor`: the operator, the system (the sandbox's demo
   * integrator), or 'self' for a sign-up, whose actor is the integrator it creates.
   */
  async create(input: NewIntegrator, actor: Actor | 'self'): Promise<Integrator & { clientSecret: string; webhookSecret: string }> {
    const callbackUrl = await this.checkedCallbackUrl(input.callbackUrl);
    const { clientId, clientSecret } = newCredentials();
    const webhookSecret = newWebhookSecret();
    const passwordHash = input.password === undefined ? null : await hashPassword(input.password, this.passwordCost);
    const id = randomUUID();
    const row = await this.db
      .transaction(async (tx) => {
        const created = await one<IntegratorRow>(
          tx,
          `INSERT INTO integrators (id, name, email, callback_url, integrator_fee_bps, client_id, webhook_secret_encrypted, dashboard_password_hash)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
          [id, input.name, input.email, callbackUrl, input.integratorFeeBps ?? 0, clientId, this.secrets.encrypt(webhookSecret), passwordHash],
        );
        await insertApiKey(tx, { integratorId: id, label: DEFAULT_KEY_LABEL, clientId, clientSecret });
        await recordAudit(tx, {
          actor: actor === 'self' ? { type: 'integrator', id } : actor,
          action: 'integrator.created',
          resource: { type: 'integrator', id },
          integratorId: id,
          details: {
            name: created.name,
            email: created.email,
            callbackUrl: created.callback_url,
            integratorFeeBps: created.integrator_fee_bps,
            dashboardPassword: passwordHash !== null,
          },
        });
        return created;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw integratorError('integrator.conflict');
        throw error;
      });
    return { ...toIntegrator(row), clientSecret, webhookSecret };
  }

  async count(): Promise<number> {
    return (await one<{ n: number }>(this.db, 'SELECT count(*)::int AS n FROM integrators')).n;
  }

  list(request: ListRequest): Promise<Page<Integrator>> {
    return listPage(this.db, integratorList, request, undefined, 'i.*', toIntegrator);
  }

  /** The integrator's row (locked for the caller's transaction with `lock`); 404 when there is none. */
  async row(id: string, db: Queryable = this.db, lock = false): Promise<IntegratorRow> {
    const row = await maybeOne<IntegratorRow>(db, `SELECT * FROM integrators WHERE id::text = $1${lock ? ' FOR NO KEY UPDATE' : ''}`, [id]);
    if (!row) throw integratorError('integrator.not_found');
    return row;
  }

  async get(id: string): Promise<Integrator> {
    return toIntegrator(await this.row(id));
  }

  /**
   * Changes a profile. An integrator changes its own name and callback URL; the fee and the status are the operator's
   * alone (400, as a field the integrator's form does not have). Each changed field is one audit entry, in the
   * transaction of the change; a status change also drops the integrator's cached tokens on every process, so a
   * suspension refuses its next call everywhere.
   */
  async update(id: string, changes: IntegratorChanges, actor: Actor): Promise<Integrator> {
    const checked = await this.checkedChanges(id, changes, actor);
    const { before, after } = await this.db.transaction((tx) => this.updateIn(tx, id, checked, actor));
    this.afterUpdate(id, before, after);
    return after;
  }

  /** A change's fields checked (who may change what, the callback URL's address): the change as `updateIn` takes it. */
  async checkedChanges(id: string, changes: IntegratorChanges, actor: Actor): Promise<IntegratorChanges> {
    if (actor.type !== 'operator') {
      const refused: FieldError[] = (['integratorFeeBps', 'status'] as const)
        .filter((field) => changes[field] !== undefined)
        .map((field) => ({ path: `/${field}`, message: 'only the operator may change this' }));
      if (refused.length > 0) throw validationError(refused);
    }
    await this.row(id);
    return changes.callbackUrl === undefined ? changes : { ...changes, callbackUrl: await this.checkedCallbackUrl(changes.callbackUrl) };
  }

  /** Applies checked changes in the caller's transaction, with an audit entry per changed field; `afterUpdate` once it committed. */
  async updateIn(tx: Queryable, id: string, changes: IntegratorChanges, actor: Actor): Promise<{ before: Integrator; after: Integrator }> {
    const callbackUrl = changes.callbackUrl;
    const before = toIntegrator(await this.row(id, tx, true));
    const after = toIntegrator(
      await one<IntegratorRow>(
        tx,
        `UPDATE integrators SET
           name = COALESCE($2, name),
           callback_url = CASE WHEN $3 THEN $4 ELSE callback_url END,
           integrator_fee_bps = COALESCE($5, integrator_fee_bps),
           status = COALESCE($6, status),
           updated_at = now()
         WHERE id = $1 RETURNING *`,
        [id, changes.name ?? null, callbackUrl !== undefined, callbackUrl ?? null, changes.integratorFeeBps ?? null, changes.status ?? null],
      ),
    );
    for (const [field, change] of Object.entries(fieldChanges(before, after, ['name', 'callbackUrl', 'integratorFeeBps', 'status']))) {
      const action =
        field === 'status' ? (change.to === 'SUSPENDED' ? 'integrator.suspended' : 'integrator.reactivated') : CHANGED[field as keyof typeof CHANGED];
      await recordAudit(tx, { actor, action, resource: { type: 'integrator', id }, integratorId: id, details: change });
    }
    if (before.status !== after.status) await this.notifyRevoked(tx, id);
    return { before, after };
  }

  /** After a change committed: a status change drops the integrator's cached tokens in this process at once. */
  afterUpdate(id: string, before: Integrator, after: Integrator): void {
    if (before.status !== after.status) this.announceRevoked(id);
  }

  async webhookSecret(id: string): Promise<string> {
    return this.secrets.decrypt((await this.row(id)).webhook_secret_encrypted);
  }

  /**
   * Webhook secrets as decrypted, by their sealed text: every delivery signs, and opening the same box each time was
   * a fifth of a delivery's own work. Keyed by the ciphertext, a rotated secret is simply another key; bounded.
   */
  private readonly opened = new LRUCache<string, string>({ max: 1000 });

  private open(sealed: string): string {
    let secret = this.opened.get(sealed);
    if (secret === undefined) {
      secret = this.secrets.decrypt(sealed);
      this.opened.set(sealed, secret);
    }
    return secret;
  }

  /** The secrets that sign now: the current one, and the previous one during the 24 hours after a rotation. */
  signingSecrets(
    row: Pick<IntegratorRow, 'webhook_secret_encrypted' | 'previous_webhook_secret_encrypted' | 'webhook_secret_rotated_at'>,
    now = Date.now(),
  ): { current: string; previous?: string } {
    const current = this.open(row.webhook_secret_encrypted);
    const rotatedAt = row.webhook_secret_rotated_at?.getTime();
    if (row.previous_webhook_secret_encrypted && rotatedAt !== undefined && now - rotatedAt < PREVIOUS_SECRET_GRACE_MS) {
      return { current, previous: this.open(row.previous_webhook_secret_encrypted) };
    }
    return { current };
  }

  /** A new webhook secret; the previous one still signs for 24 hours. Audit-logged, without either secret. */
  async rotateWebhookSecret(id: string, actor: Actor): Promise<string> {
    await this.row(id);
    const secret = newWebhookSecret();
    await this.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE integrators SET previous_webhook_secret_encrypted = webhook_secret_encrypted, webhook_secret_encrypted = $2,
                webhook_secret_rotated_at = now(), updated_at = now() WHERE id = $1`,
        [id, this.secrets.encrypt(secret)],
      );
      await recordAudit(tx, { actor, action: 'integrator.webhook_secret_rotated', resource: { type: 'integrator', id }, integratorId: id });
    });
    return secret;
  }

  /** The integrator whose dashboard email and password these are; undefined otherwise, after the same work. */
  async checkDashboardPassword(email: string, password: string): Promise<string | undefined> {
    const row = await maybeOne<{ id: string; dashboard_password_hash: string | null }>(
      this.db,
      'SELECT id, dashboard_password_hash FROM integrators WHERE lower(email) = lower($1)',
      [email],
    );
    return (await verifyPassword(password, row?.dashboard_password_hash, this.passwordCost)) ? row?.id : undefined;
  }

  /**
   * A new client secret for the integrator's first API key (the profile's clientId); the old one stops working at once,
   * and so does every access token that key obtained: they are deleted in the same transaction, and every process's
   * token cache is told to drop them (it keeps none over a second). Tokens of its other keys keep working.
   */
  async rotateClientSecret(id: string, actor: Actor): Promise<string> {
    await this.row(id);
    const clientSecret = randomSecret('cs_');
    await this.db.transaction(async (tx) => {
      await this.apiKeys.replaceDefaultSecret(tx, id, clientSecret);
      await tx.query('UPDATE integrators SET updated_at = now() WHERE id = $1', [id]);
      await recordAudit(tx, { actor, action: 'integrator.client_secret_rotated', resource: { type: 'integrator', id }, integratorId: id });
      await this.notifyRevoked(tx, id);
    });
    // This process drops them at once; the others when the NOTIFY reaches them.
    this.announceRevoked(id);
    return clientSecret;
  }
}
