// Owns API keys: an integrator's client credentials (several, each with a label), the access tokens each obtains, when
// a key last obtained one, and revocation, which ends the key's tokens at once on every process. An integrator's first
// key, "Default", is made with it: its client id is the profile's clientId, and update-client-secret replaces its
// secret (service.ts). Secrets and tokens are kept only as SHA-256 hashes. Every key change is audit-logged.
import { randomUUID } from 'node:crypto';
import { constantTimeEqual, randomSecret, sha256 } from '../../crypto.ts';
import { maybeOne, one, type Db, type Queryable } from '../../db/index.ts';
import { isoText, listPage, type ListRequest, type ListResource, type Page } from '../../db/lists.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import { integratorError } from './errors.ts';

export const ACCESS_TOKEN_TTL_S = 36_000;
export const DEFAULT_KEY_LABEL = 'Default';

interface ApiKeyRow {
  id: string;
  integrator_id: string;
  label: string;
  client_id: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/** Every column but the secret's hash, which nothing outside token issuance reads. */
const COLUMNS = 'k.id, k.integrator_id, k.label, k.client_id, k.created_at, k.last_used_at, k.revoked_at';

export interface ApiKey {
  id: string;
  label: string;
  clientId: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface TokenAnswer {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  integratorId: string;
}

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  label: row.label,
  clientId: row.client_id,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  revokedAt: row.revoked_at?.toISOString() ?? null,
});

export const apiKeyList: ListResource = {
  from: 'api_keys k',
  idColumn: 'k.id',
  columns: {
    id: { text: 'k.id::text', order: 'k.id' },
    label: { text: 'k.label' },
    clientId: { text: 'k.client_id' },
    createdAt: { text: isoText('k.created_at'), order: 'k.created_at' },
    lastUsedAt: { text: isoText('k.last_used_at'), order: 'k.last_used_at' },
    revokedAt: { text: isoText('k.revoked_at'), order: 'k.revoked_at' },
  },
  defaultSort: { path: 'createdAt', direction: 'DESC', written: 'createdAt,desc' },
};

/** A new key's credentials: the client id is public, the secret shown once. */
export function newCredentials(): { clientId: string; clientSecret: string } {
  return { clientId: randomSecret('ck_', 16), clientSecret: randomSecret('cs_') };
}

/** Stores a key in the caller's transaction (a new key, or an integrator's first one in its creation). */
export async function insertApiKey(tx: Queryable, key: { integratorId: string; label: string; clientId: string; clientSecret: string }): Promise<ApiKeyRow> {
  return one<ApiKeyRow>(
    tx,
    `INSERT INTO api_keys AS k (id, integrator_id, label, client_id, client_secret_hash) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [randomUUID(), key.integratorId, key.label, key.clientId, sha256(key.clientSecret)],
  );
}

/** How a revocation reaches the token caches: NOTIFY in its transaction, for the other processes; this one after it. */
export interface TokenRevocations {
  notifyRevoked(tx: Queryable, integratorId: string): Promise<void>;
  announceRevoked(integratorId: string): void;
}

export class ApiKeyService {
  constructor(
    private readonly db: Db,
    private readonly revocations: TokenRevocations,
  ) {}

  list(integratorId: string, request: ListRequest): Promise<Page<ApiKey>> {
    return listPage(this.db, apiKeyList, request, { column: 'k.integrator_id', value: integratorId }, COLUMNS, toApiKey);
  }

  /** A new key; its secret is in this answer only. Audit-logged as `api_key.created`, with its label and client id. */
  async create(integratorId: string, label: string, actor: Actor): Promise<ApiKey & { clientSecret: string }> {
    const { clientId, clientSecret } = newCredentials();
    const row = await this.db.transaction(async (tx) => {
      const created = await insertApiKey(tx, { integratorId, label, clientId, clientSecret });
      await recordAudit(tx, { actor, action: 'api_key.created', resource: { type: 'api_key', id: created.id }, integratorId, details: { label, clientId } });
      return created;
    });
    return { ...toApiKey(row), clientSecret };
  }

  /**
   * Revokes one of the integrator's keys: it gets no token from now on, and every token it obtained is deleted in the
   * same transaction and dropped from every process's token cache. The integrator's keys that are not revoked are
   * locked first (in id order, so two revocations cannot deadlock): token issuance waits on the key's lock, and two
   * revocations cannot each leave the other as the last key. The last key is refused (412 api_key.last_active): without
   * it the integrator could get no token at all. A key already revoked is answered as it is, without a second entry.
   */
  async revoke(integratorId: string, id: string, actor: Actor): Promise<ApiKey> {
    const { key, revoked } = await this.db.transaction(async (tx) => {
      const active = await tx.query<{ id: string }>('SELECT id FROM api_keys WHERE integrator_id = $1 AND revoked_at IS NULL ORDER BY id FOR NO KEY UPDATE', [
        integratorId,
      ]);
      if (!active.some((key) => key.id === id)) {
        const key = await maybeOne<ApiKeyRow>(tx, `SELECT ${COLUMNS} FROM api_keys k WHERE k.id::text = $1 AND k.integrator_id = $2`, [id, integratorId]);
        if (!key) throw integratorError('api_key.not_found');
        return { key, revoked: false };
      }
      if (active.length === 1) throw integratorError('api_key.last_active');
      const key = await one<ApiKeyRow>(tx, `UPDATE api_keys k SET revoked_at = now() WHERE k.id = $1 RETURNING ${COLUMNS}`, [id]);
      await tx.query('DELETE FROM access_tokens WHERE api_key_id = $1', [id]);
      await recordAudit(tx, {
        actor,
        action: 'api_key.revoked',
        resource: { type: 'api_key', id },
        integratorId,
        details: { label: key.label, clientId: key.client_id },
      });
      await this.revocations.notifyRevoked(tx, integratorId);
      return { key, revoked: true };
    });
    if (revoked) this.revocations.announceRevoked(integratorId);
    return toApiKey(key);
  }

  /**
   * Client credentials grant: a new opaque access token, of which only the hash is kept, tied to the key that obtained
   * it. A revoked key gets none (401, as wrong credentials); a suspended integrator none either (403
   * integrator.suspended, told only to whoever holds a secret of it): its tokens would be refused anyway.
   */
  async issueToken(clientId: string, clientSecret: string): Promise<TokenAnswer> {
    const key = await maybeOne<{ id: string; integrator_id: string; client_secret_hash: string; revoked_at: Date | null; status: string }>(
      this.db,
      `SELECT k.id, k.integrator_id, k.client_secret_hash, k.revoked_at, i.status
       FROM api_keys k JOIN integrators i ON i.id = k.integrator_id WHERE k.client_id = $1`,
      [clientId],
    );
    // Hash even when the client is unknown, so both failures take the same time.
    const presented = sha256(clientSecret);
    if (!key || !constantTimeEqual(presented, key.client_secret_hash) || key.revoked_at !== null) throw integratorError('auth.invalid_credentials');
    if (key.status === 'SUSPENDED') throw integratorError('integrator.suspended');
    const token = randomSecret('at_');
    // One statement marks the key used and issues the token, only while the key still has the secret checked and is
    // not revoked: the key's row lock orders it against a rotation or a revocation, so a token either is refused or
    // exists before they delete the key's tokens. lastUsedAt costs nothing more than the token's own write.
    const issued = await this.db.query(
      `WITH used AS (
         UPDATE api_keys SET last_used_at = now() WHERE id = $2 AND client_secret_hash = $4 AND revoked_at IS NULL RETURNING id, integrator_id
       )
       INSERT INTO access_tokens (token_hash, integrator_id, api_key_id, expires_at)
       SELECT $1, integrator_id, id, now() + make_interval(secs => $3) FROM used RETURNING 1`,
      [sha256(token), key.id, ACCESS_TOKEN_TTL_S, key.client_secret_hash],
    );
    if (issued.length === 0) throw integratorError('auth.invalid_credentials');
    return { access_token: token, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_S, integratorId: key.integrator_id };
  }

  /**
   * A new secret for the integrator's first key (its profile's clientId), in the caller's transaction: the old secret
   * stops working, and every token the key obtained is deleted (the caller notifies the caches). Its other keys and
   * their tokens are untouched. 412 api_key.revoked when that key was revoked.
   */
  async replaceDefaultSecret(tx: Queryable, integratorId: string, clientSecret: string): Promise<void> {
    const key = await maybeOne<{ id: string }>(
      tx,
      `UPDATE api_keys k SET client_secret_hash = $2 FROM integrators i
       WHERE i.id = $1 AND k.integrator_id = i.id AND k.client_id = i.client_id AND k.revoked_at IS NULL RETURNING k.id`,
      [integratorId, sha256(clientSecret)],
    );
    if (!key) throw integratorError('api_key.revoked');
    await tx.query('DELETE FROM access_tokens WHERE api_key_id = $1', [key.id]);
  }
}
