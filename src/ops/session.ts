// Owns who is signed in to the operator console: the password (through OperatorService, which owns the hash), then the
// TOTP code, each failure counted by the lock-out the dashboard also uses (src/web/lock-out.ts, in its own table), and
// sessions. A session is a random token in an HttpOnly cookie scoped to /ops; the database keeps only its SHA-256,
// with its CSRF token, its stage and its expiry. A right password opens a short `second_factor` session that can do
// nothing but take the code; the code opens a new `signed_in` session (never the same token carried over). The audit
// log has each sign-in (operator.signed_in, in the transaction that opens the session) and each lock-out of an
// operator's email (operator.locked_out, by the failure that locked it, with its source and whether it locks that source
// or the whole account; an email no account has is not recorded).
import { randomSecret, sha256 } from '../crypto.ts';
import { maybeOne, one, type Db, type Queryable } from '../db/index.ts';
import { operatorActor, recordAudit, type RequestSource } from '../modules/audit/index.ts';
import { normalEmail, type Operator, type OperatorService } from '../modules/operators/index.ts';
import { LOCK_OUT_S, MAX_SIGN_IN_FAILURES, SignInLockOut, type LockScope } from '../web/lock-out.ts';

export const OPS_SESSION_COOKIE = 'ponte_ops_session';
/** A signed-in session lasts as the dashboard's; one waiting for its code, a few minutes. */
export const SESSION_TTL_S = 12 * 60 * 60;
export const SECOND_FACTOR_TTL_S = 5 * 60;
export { LOCK_OUT_S };

export type Stage = 'second_factor' | 'signed_in';

export interface OpsSession {
  operatorId: string;
  /** The synchronizer token every form of this session must send back. */
  csrfToken: string;
  stage: Stage;
  expiresAt: Date;
}

export interface NewSession {
  token: string;
  session: OpsSession;
}

export type SignInResult =
  | { outcome: 'signed-in'; operator: Operator; started: NewSession }
  | { outcome: 'code-needed'; operator: Operator; started: NewSession }
  | { outcome: 'second-factor-missing'; operator: Operator }
  | { outcome: 'invalid'; attemptsLeft: number }
  | { outcome: 'locked'; lockedUntil: Date; scope: LockScope };

export type CodeResult =
  | { outcome: 'signed-in'; operator: Operator; started: NewSession }
  | { outcome: 'expired' }
  | { outcome: 'invalid'; operator: Operator; attemptsLeft: number }
  | { outcome: 'locked'; operator: Operator; lockedUntil: Date; scope: LockScope };

export class OperatorSessions {
  private readonly lockOut: SignInLockOut;

  constructor(
    private readonly db: Db,
    private readonly operators: OperatorService,
  ) {
    this.lockOut = new SignInLockOut(db, 'ops_sign_in_attempts');
  }

  /**
   * The first step: email and password. A right password of an account with a second factor opens a `second_factor`
   * session (failures so far are kept until the code is right too); of one without (sandbox only), the console.
   */
  async signIn(emailInput: string, password: string, source: RequestSource): Promise<SignInResult> {
    const email = normalEmail(emailInput);
    const counted = await this.lockOut.count(email, source.sourceIp);
    if (counted.outcome === 'locked') return counted;
    const operator = await this.operators.checkPassword(email, password);
    if (!operator) {
      await this.lockOut.prune();
      if (counted.lockedUntil) {
        await this.recordLockOut(await this.operators.idOfEmail(email), email, 'password', counted, source);
        return { outcome: 'locked', lockedUntil: counted.lockedUntil, scope: counted.scope };
      }
      return { outcome: 'invalid', attemptsLeft: MAX_SIGN_IN_FAILURES - counted.attempts };
    }
    if (operator.secondFactor) {
      // A right password is no failure, but the failures so far stand until the code is right too.
      await this.lockOut.forgive(email, source.sourceIp);
      return { outcome: 'code-needed', operator, started: await this.create(operator.id, 'second_factor') };
    }
    // An account without a second factor exists only in a sandbox; should one reach production, it stays out.
    if (!this.operators.secondFactorOptional) return { outcome: 'second-factor-missing', operator };
    await this.lockOut.clear(email, source.sourceIp);
    return { outcome: 'signed-in', operator, started: await this.create(operator.id, 'signed_in', { source, secondFactor: false }) };
  }

  /** The second step: the TOTP code, for the `second_factor` session of `token`. A wrong code counts as a failure. */
  async enterCode(token: string | undefined, code: string, source: RequestSource): Promise<CodeResult> {
    const pending = await this.find(token, 'second_factor');
    if (!pending) return { outcome: 'expired' };
    const operator = await this.operators.get(pending.operatorId);
    const counted = await this.lockOut.count(operator.email, source.sourceIp);
    if (counted.outcome === 'locked') {
      await this.end(token);
      return { outcome: 'locked', operator, lockedUntil: counted.lockedUntil, scope: counted.scope };
    }
    if (await this.operators.acceptCode(operator.id, code)) {
      await this.lockOut.clear(operator.email, source.sourceIp);
      await this.end(token);
      return { outcome: 'signed-in', operator, started: await this.create(operator.id, 'signed_in', { source, secondFactor: true }) };
    }
    await this.lockOut.prune();
    if (counted.lockedUntil) {
      await this.end(token);
      await this.recordLockOut(operator.id, operator.email, 'code', counted, source);
      return { outcome: 'locked', operator, lockedUntil: counted.lockedUntil, scope: counted.scope };
    }
    return { outcome: 'invalid', operator, attemptsLeft: MAX_SIGN_IN_FAILURES - counted.attempts };
  }

  /**
   * A new session: the cookie's token (returned once, stored only as a hash) and its CSRF token. A `signed_in` one is
   * a sign-in (`signedIn` says how), in the audit log with the session.
   */
  private async create(operatorId: string, stage: Stage, signedIn?: { source: RequestSource; secondFactor: boolean }): Promise<NewSession> {
    const token = randomSecret('os_');
    const csrfToken = randomSecret('', 24);
    const insert = (tx: Queryable) =>
      one<{ expires_at: Date }>(
        tx,
        `INSERT INTO ops_sessions (token_hash, operator_id, csrf_secret, stage, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5)) RETURNING expires_at`,
        [sha256(token), operatorId, csrfToken, stage, stage === 'signed_in' ? SESSION_TTL_S : SECOND_FACTOR_TTL_S],
      );
    const row = !signedIn
      ? await insert(this.db)
      : await this.db.transaction(async (tx) => {
          const inserted = await insert(tx);
          await recordAudit(tx, {
            // Where the sign-in came from, as every other operator action records it.
            actor: {
              ...operatorActor(operatorId, signedIn.source.requestId),
              sourceIp: signedIn.source.sourceIp,
              userAgent: signedIn.source.userAgent?.slice(0, 512),
            },
            action: 'operator.signed_in',
            resource: { type: 'operator', id: operatorId },
            details: { secondFactor: signedIn.secondFactor },
          });
          return inserted;
        });
    await this.db.query('DELETE FROM ops_sessions WHERE expires_at < now()');
    return { token, session: { operatorId, csrfToken, stage, expiresAt: row.expires_at } };
  }

  /**
   * The failure that locked an operator's email. Nobody signed in made it, so the actor is the sign-in itself (a
   * system actor) with the request's id; the details never hold what was typed.
   */
  private async recordLockOut(
    operatorId: string | undefined,
    email: string,
    failed: 'password' | 'code',
    lock: { lockedUntil: Date | null; scope: LockScope },
    source: RequestSource,
  ): Promise<void> {
    const lockedUntil = lock.lockedUntil ?? new Date();
    if (!operatorId) return;
    await recordAudit(this.db, {
      actor: { type: 'system', id: 'ops-sign-in', requestId: source.requestId, sourceIp: source.sourceIp, userAgent: source.userAgent?.slice(0, 512) },
      action: 'operator.locked_out',
      resource: { type: 'operator', id: operatorId },
      // Whom the lock holds out: the source that failed (in the actor), or everyone (the account's ceiling).
      details: { email, failed, lockedUntil: lockedUntil.toISOString(), scope: lock.scope },
    });
  }

  async find(token: string | undefined, stage: Stage): Promise<OpsSession | undefined> {
    if (!token || token.length > 200) return undefined;
    const row = await maybeOne<{ operator_id: string; csrf_secret: string; expires_at: Date }>(
      this.db,
      'SELECT operator_id, csrf_secret, expires_at FROM ops_sessions WHERE token_hash = $1 AND stage = $2 AND expires_at > now()',
      [sha256(token), stage],
    );
    return row && { operatorId: row.operator_id, csrfToken: row.csrf_secret, stage, expiresAt: row.expires_at };
  }

  async end(token: string | undefined): Promise<void> {
    if (token) await this.db.query('DELETE FROM ops_sessions WHERE token_hash = $1', [sha256(token)]);
  }

  /** After a password change: every other session of the operator ends. */
  async endOthers(operatorId: string, keepToken: string | undefined): Promise<void> {
    await this.db.query('DELETE FROM ops_sessions WHERE operator_id = $1 AND token_hash <> $2', [operatorId, sha256(keepToken ?? '')]);
  }
}
