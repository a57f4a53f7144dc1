// Owns who is signed in to the dashboard: sign-in with email and password (through IntegratorService, which owns the
// password hash), counted by the lock-out it shares with the operator console (src/web/lock-out.ts), and sessions. A
// session is a random token in an HttpOnly cookie; the database keeps only its SHA-256, with its CSRF token and expiry.
import { randomSecret, sha256 } from '../crypto.ts';
import { maybeOne, one, type Db } from '../db/index.ts';
import type { IntegratorService } from '../modules/integrators/index.ts';
import { LOCK_OUT_S, MAX_SIGN_IN_FAILURES, SignInLockOut, type LockScope } from '../web/lock-out.ts';

export const SESSION_COOKIE = 'ponte_session';
export const SESSION_TTL_S = 12 * 60 * 60;
export { LOCK_OUT_S, MAX_SIGN_IN_FAILURES };

export interface DashboardSession {
  integratorId: string;
  /** The synchronizer token every form of this session must send back. */
  csrfToken: string;
  expiresAt: Date;
}

export type SignInResult =
  | { outcome: 'signed-in'; integratorId: string }
  | { outcome: 'invalid'; attemptsLeft: number }
  | { outcome: 'locked'; lockedUntil: Date; scope: LockScope };

const normalEmail = (email: string): string => email.trim().toLowerCase();

export class DashboardSessions {
  private readonly lockOut: SignInLockOut;

  constructor(
    private readonly db: Db,
    private readonly integrators: IntegratorService,
  ) {
    this.lockOut = new SignInLockOut(db, 'dashboard_sign_in_attempts');
  }

  /**
   * Checks an email and password. The attempt is counted before the password is checked, in one statement, so that
   * parallel guesses cannot pass the limit; a successful sign-in clears the count of its `source` (request.ip).
   */
  async signIn(emailInput: string, password: string, source: string): Promise<SignInResult> {
    const email = normalEmail(emailInput);
    const counted = await this.lockOut.count(email, source);
    if (counted.outcome === 'locked') return counted;
    const integratorId = await this.integrators.checkDashboardPassword(email, password);
    if (integratorId) {
      await this.lockOut.clear(email, source);
      return { outcome: 'signed-in', integratorId };
    }
    await this.lockOut.prune();
    if (counted.lockedUntil) return { outcome: 'locked', lockedUntil: counted.lockedUntil, scope: counted.scope };
    return { outcome: 'invalid', attemptsLeft: MAX_SIGN_IN_FAILURES - counted.attempts };
  }

  /** A new session: the cookie's token (returned once, stored only as a hash) and its CSRF token. */
  async create(integratorId: string): Promise<{ token: string; session: DashboardSession }> {
    const token = randomSecret('ds_');
    const csrfToken = randomSecret('', 24);
    const row = await one<{ expires_at: Date }>(
      this.db,
      `INSERT INTO dashboard_sessions (token_hash, integrator_id, csrf_secret, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING expires_at`,
      [sha256(token), integratorId, csrfToken, SESSION_TTL_S],
    );
    await this.db.query('DELETE FROM dashboard_sessions WHERE expires_at < now()');
    return { token, session: { integratorId, csrfToken, expiresAt: row.expires_at } };
  }

  async find(token: string | undefined): Promise<DashboardSession | undefined> {
    if (!token || token.length > 200) return undefined;
    const row = await maybeOne<{ integrator_id: string; csrf_secret: string; expires_at: Date }>(
      this.db,
      'SELECT integrator_id, csrf_secret, expires_at FROM dashboard_sessions WHERE token_hash = $1 AND expires_at > now()',
      [sha256(token)],
    );
    return row && { integratorId: row.integrator_id, csrfToken: row.csrf_secret, expiresAt: row.expires_at };
  }

  async end(token: string | undefined): Promise<void> {
    if (token) await this.db.query('DELETE FROM dashboard_sessions WHERE token_hash = $1', [sha256(token)]);
  }
}
