// Owns operators' API tokens: bearer tokens for the operator routes (/v1/admin and the operator side of /v1/integrators),
// each belonging to one operator account, labelled, kept only as a SHA-256 hash (a random 32-byte token needs no slow
// hash), optionally expiring, revocable, and marked when last used. A token is looked up on every call (operator
// traffic is light), with its account: a revoked or expired token, or one of a disabled account, is refused at once,
// and the account's role as it is now decides what the call may do. Creating and revoking are audit-logged
// (operator_token.created, operator_token.revoked), in the transaction of the change.
import { randomUUID } from 'node:crypto';
import { randomSecret, sha256 } from '../../crypto.ts';
import { isUuid, maybeOne, one, type Db } from '../../db/index.ts';
import { isoText, listPage, type ListRequest, type ListResource, type Page } from '../../db/lists.ts';
import { OPERATOR_TOKEN_PREFIX } from '../../http/auth.ts';
import type { OperatorIdentity, OperatorRole } from '../../http/roles.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import { operatorError } from './errors.ts';

/** last_used_at is written at most this often per token, so a busy script does not write on every call. */
export const LAST_USED_RESOLUTION_S = 60;

interface TokenRow {
  id: string;
  operator_id: string;
  label: string;
  created_by: string;
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
  revoked_by: string | null;
}

/** Every column but the hash. */
const COLUMNS = 't.id, t.operator_id, t.label, t.created_by, t.created_at, t.expires_at, t.last_used_at, t.revoked_at, t.revoked_by';

export interface OperatorToken {
  id: string;
  operatorId: string;
  label: string;
  createdBy: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
}

const toToken = (row: TokenRow): OperatorToken => ({
  id: row.id,
  operatorId: row.operator_id,
  label: row.label,
  createdBy: row.created_by,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at?.toISOString() ?? null,
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  revokedAt: row.revoked_at?.toISOString() ?? null,
  revokedBy: row.revoked_by,
});

export const tokenList: ListResource = {
  from: 'operator_tokens t',
  idColumn: 't.id',
  columns: {
    id: { text: 't.id::text', order: 't.id' },
    label: { text: 't.label' },
    createdBy: { text: 't.created_by' },
    createdAt: { text: isoText('t.created_at'), order: 't.created_at' },
    expiresAt: { text: isoText('t.expires_at'), order: 't.expires_at' },
    lastUsedAt: { text: isoText('t.last_used_at'), order: 't.last_used_at' },
    revokedAt: { text: isoText('t.revoked_at'), order: 't.revoked_at' },
  },
  defaultSort: { path: 'createdAt', direction: 'DESC', written: 'createdAt,desc' },
};

export class OperatorTokens {
  constructor(private readonly db: Db) {}

  /** The operator's tokens, revoked ones included; never a token itself. An id no operator has is 404, as elsewhere. */
  async list(operatorId: string, request: ListRequest): Promise<Page<OperatorToken>> {
    const owner = isUuid(operatorId) ? await maybeOne<{ id: string }>(this.db, 'SELECT id FROM operators WHERE id = $1', [operatorId]) : undefined;
    if (!owner) throw operatorError('operator.not_found');
    return listPage(this.db, tokenList, request, { column: 't.operator_id', value: operatorId }, COLUMNS, toToken);
  }

  /** A new token of an enabled operator; the token itself is in this answer only. */
  async create(operatorId: string, input: { label: string; expiresInDays?: number | undefined }, actor: Actor): Promise<OperatorToken & { token: string }> {
    const token = randomSecret(OPERATOR_TOKEN_PREFIX);
    const row = await this.db.transaction(async (tx) => {
      const owner = isUuid(operatorId)
        ? await maybeOne<{ id: string; disabled_at: Date | null }>(tx, 'SELECT id, disabled_at FROM operators WHERE id = $1 FOR SHARE', [operatorId])
        : undefined;
      if (!owner || owner.disabled_at !== null)
        throw operatorError('operator.not_found', owner ? 'The operator is disabled: enable the account before giving it a token.' : undefined);
      const created = await one<TokenRow>(
        tx,
        `INSERT INTO operator_tokens AS t (id, operator_id, label, token_hash, created_by, expires_at)
         VALUES ($1, $2, $3, $4, $5, CASE WHEN $6::integer IS NULL THEN NULL ELSE now() + make_interval(days => $6::integer) END)
         RETURNING ${COLUMNS}`,
        [randomUUID(), operatorId, input.label, sha256(token), actor.id, input.expiresInDays ?? null],
      );
      await recordAudit(tx, {
        actor,
        action: 'operator_token.created',
        resource: { type: 'operator_token', id: created.id },
        details: { operatorId, label: input.label, expiresAt: created.expires_at?.toISOString() ?? null },
      });
      return created;
    });
    return { ...toToken(row), token };
  }

  /** Revokes one of the operator's tokens: refused from the next call on. A revoked token is answered as it is. */
  async revoke(operatorId: string, tokenId: string, actor: Actor): Promise<OperatorToken> {
    if (!isUuid(operatorId) || !isUuid(tokenId)) throw operatorError('operator.token_not_found');
    return this.db.transaction(async (tx) => {
      const revoked = await maybeOne<TokenRow>(
        tx,
        `UPDATE operator_tokens t SET revoked_at = now(), revoked_by = $3 WHERE t.id = $1 AND t.operator_id = $2 AND t.revoked_at IS NULL RETURNING ${COLUMNS}`,
        [tokenId, operatorId, actor.id],
      );
      if (revoked) {
        await recordAudit(tx, {
          actor,
          action: 'operator_token.revoked',
          resource: { type: 'operator_token', id: tokenId },
          details: { operatorId, label: revoked.label },
        });
        return toToken(revoked);
      }
      const existing = await maybeOne<TokenRow>(tx, `SELECT ${COLUMNS} FROM operator_tokens t WHERE t.id = $1 AND t.operator_id = $2`, [tokenId, operatorId]);
      if (!existing) throw operatorError('operator.token_not_found');
      return toToken(existing);
    });
  }

  /**
   * The operator whose live token this is: not revoked, not expired, of an enabled account, with the account's role as
   * it is now. Marks the token used (at most once a minute) in the same statement.
   */
  async authenticate(token: string): Promise<OperatorIdentity | undefined> {
    if (token.length > 200) return undefined;
    const row = await maybeOne<{ token_id: string; operator_id: string; email: string; role: OperatorRole }>(
      this.db,
      `WITH found AS (
         SELECT t.id AS token_id, o.id AS operator_id, o.email, o.role, t.last_used_at
         FROM operator_tokens t JOIN operators o ON o.id = t.operator_id
         WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now()) AND o.disabled_at IS NULL
       ), touched AS (
         UPDATE operator_tokens SET last_used_at = now()
         WHERE id = (SELECT token_id FROM found)
           AND (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => $2))
       )
       SELECT token_id, operator_id, email, role FROM found`,
      [sha256(token), LAST_USED_RESOLUTION_S],
    );
    return row && { id: row.operator_id, name: row.email, role: row.role, credential: 'operator_token', tokenId: row.token_id };
  }
}
