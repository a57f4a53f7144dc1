// Owns contract section 6 for every POST and PUT of the /v1 API made by an authenticated caller (never the dashboard,
// never the token endpoint, never an anonymous request: the header is ignored there): an Idempotency-Key, scoped to
// the principal and kept 24 h, replays
// the first answer (same status and body, `Idempotent-Replayed: true`); another body under the same key is 422;
// the same key while the first request still runs is 409. A 5xx is not kept, so the client may try again. A replay
// is answered after authentication, to the principal that made the first request only. Stored answers are sealed with
// SECRETS_KEY (AES-256-GCM), since some carry secrets (a new integrator's client secret, a rotated webhook secret).
//
// The answer is stored after the business change commits. A process that dies between the two leaves a key with no
// answer; once its lease runs out, a retry takes the key over and runs again, meeting the change the first run made
// as a conflict (412 simulation.is_already_executed, 409 beneficiary.conflict...). Routes that create answer that
// retry with what the first run made instead (answerCreated), as a replay.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sha256, type SecretBox } from '../crypto.ts';
import { maybeOne, type Db } from '../db/index.ts';
import { principalScope } from './auth.ts';
import { httpError } from './errors.ts';
import { DomainError, validationError } from '../errors.ts';

/** How long a first request may run before its claim is considered abandoned by a crashed process. */
const LEASE_SECONDS = 60;
/** How long an answer is kept for replay by default (RETENTION_IDEMPOTENCY_KEYS): the contract's 24 hours. */
export const KEEP_SECONDS = 24 * 3600;

interface Claim {
  scope: string;
  key: string;
  /** Set when this request took the key over from a first request that died unanswered: when that one started. */
  takenOverFrom?: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim?: Claim;
    /** SHA-256 of the raw body bytes, set by body parsers that see them. */
    rawBodyHash?: string;
  }
}

interface StoredAnswer {
  request_hash: string;
  response_status: number | null;
  response_body: string | null;
  response_type: string | null;
  fresh: boolean;
  leased: boolean;
  created_at: Date;
}

function requestHash(request: FastifyRequest): string {
  const path = request.url.split('?')[0];
  const body = request.rawBodyHash ?? sha256(JSON.stringify(request.body ?? null));
  return sha256(`${request.method} ${path}\n${body}`);
}

/** Answers stored before they were sealed (kept at most 24 h, none carrying a secret) are JSON, never `v1.`. */
function opened(secrets: SecretBox, body: string | null): string {
  if (body === null) return '';
  return body.startsWith('v1.') ? secrets.decrypt(body) : body;
}

async function replay(reply: FastifyReply, stored: StoredAnswer, secrets: SecretBox): Promise<FastifyReply> {
  reply.code(stored.response_status ?? 200).header('Idempotent-Replayed', 'true');
  if (stored.response_type) reply.type(stored.response_type);
  // Sent as stored: the bytes the first request answered, not a new serialisation of them.
  reply.serializer((payload: unknown) => payload as string);
  return reply.send(opened(secrets, stored.response_body));
}

/** The /v1 routes an Idempotency-Key applies to: all but the token endpoint, whose answer is a new secret each time. */
function takesIdempotencyKey(request: FastifyRequest): boolean {
  if (request.method !== 'POST' && request.method !== 'PUT') return false;
  // Decided on the routed path: a percent-encoded one (`/%761/transfers`) reaches the same route and takes the key too.
  const path = request.routeOptions.url ?? '';
  return path.startsWith('/v1/') && path !== '/v1/auth/token';
}

/**
 * An Idempotency-Key as /openapi.json describes it and this hook checks it: 1 to 255 visible ASCII characters, spaces
 * inside only (a header's value loses its outer spaces on the way, and carries no other character safely).
 */
export const IDEMPOTENCY_KEY_SCHEMA = { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]([\\x20-\\x7E]*[\\x21-\\x7E])?$' } as const;
const IDEMPOTENCY_KEY = new RegExp(IDEMPOTENCY_KEY_SCHEMA.pattern);

export function registerIdempotency(app: FastifyInstance, db: Db, secrets: SecretBox, keepSeconds = KEEP_SECONDS): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!takesIdempotencyKey(request)) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    // Only a caller the auth hook has identified has a scope: anything else (a sandbox upload link) is not replayed.
    const scope = principalScope(request.principal);
    if (scope === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (typeof key !== 'string' || key.length < 1 || key.length > 255 || !IDEMPOTENCY_KEY.test(key)) {
      throw validationError([{ path: '/headers/idempotency-key', message: 'must be 1 to 255 visible ASCII characters (spaces inside only)' }]);
    }
    const hash = requestHash(request);

    for (let round = 0; round < 3; round++) {
      const claimed = await db.query(
        `INSERT INTO idempotency_keys (scope, key, request_hash, locked_until)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4))
         ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
        [scope, key, hash, LEASE_SECONDS],
      );
      if (claimed.length > 0) {
        request.idempotencyClaim = { scope, key };
        return;
      }
      const stored = await maybeOne<StoredAnswer>(
        db,
        `SELECT request_hash, response_status, response_body, response_type,
                created_at > now() - make_interval(secs => $3) AS fresh,
                locked_until > now() AS leased, created_at
           FROM idempotency_keys WHERE scope = $1 AND key = $2`,
        [scope, key, keepSeconds],
      );
      if (!stored) continue; // removed between the two statements: claim again
      if (!stored.fresh) {
        await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND created_at <= now() - make_interval(hours => $3)', [
          scope,
          key,
          keepSeconds,
        ]);
        continue;
      }
      if (stored.request_hash !== hash) throw httpError('idempotency.key_reused');
      if (stored.response_status !== null) return replay(reply, stored, secrets);
      if (stored.leased) throw httpError('idempotency.in_progress');
      // The first request's process died before it answered: take the key over.
      const taken = await db.query(
        `UPDATE idempotency_keys SET locked_until = now() + make_interval(secs => $3)
          WHERE scope = $1 AND key = $2 AND response_status IS NULL AND locked_until <= now() RETURNING key`,
        [scope, key, LEASE_SECONDS],
      );
      if (taken.length > 0) {
        request.idempotencyClaim = { scope, key, takenOverFrom: stored.created_at };
        return;
      }
      throw httpError('idempotency.in_progress');
    }
    throw httpError('idempotency.in_progress');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [claim.scope, claim.key]);
      return payload;
    }
    const type = reply.getHeader('content-type');
    await db.query(
      `UPDATE idempotency_keys SET response_status = $3, response_body = $4, response_type = $5, locked_until = NULL
        WHERE scope = $1 AND key = $2`,
      [claim.scope, claim.key, reply.statusCode, secrets.encrypt(payload), typeof type === 'string' ? type : null],
    );
    return payload;
  });
}

export interface Recovery<T> {
  /** The conflicts a re-run meets when the first run's change committed. */
  codes: readonly string[];
  /** What the first run made: the resource the conflict names, made at or after `since`; undefined when none. */
  find: (since: Date) => Promise<T | undefined>;
}

/**
 * Answers `status` with what `create` makes. A retry that took over an Idempotency-Key whose first request died after
 * its change committed but before its answer was stored meets that change as one of `recovery.codes`: it is answered
 * with the resource the first request made (found by `recovery.find`, made since that request started), with the same
 * status and `Idempotent-Replayed: true`, as the stored answer would have been. The resource is read as it is now.
 */
export async function answerCreated<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  create: () => Promise<T>,
  recovery: Recovery<T>,
): Promise<FastifyReply> {
  try {
    return reply.code(status).send(await create());
  } catch (error) {
    const since = request.idempotencyClaim?.takenOverFrom;
    if (since && error instanceof DomainError && recovery.codes.includes(error.code)) {
      const made = await recovery.find(since);
      if (made !== undefined) return reply.code(status).header('Idempotent-Replayed', 'true').send(made);
    }
    throw error;
  }
}
