// Owns who is signed in to the dashboard: sign-in with email and password (through IntegratorService, which owns the
// password hash), the lock-out after repeated failures, and sessions. A session is a random token in an HttpOnly
// cookie; the database keeps only its SHA-256, with the session's CSRF token and its expiry.
import { randomSecret, sha256 } from '../crypto.ts';
import { maybeOne, one, type Db } from '../db/index.ts';
import type { IntegratorService } from '../modules/integrators/service.ts';

export const SESSION_COOKIE = 'ponte_session';
export const SESSION_TTL_S = 12 * 60 * 60;
/** Failed sign-ins of one email before it is locked, and for how long (also the window they are counted in). */
export const MAX_SIGN_IN_FAILURES = 5;
export const LOCK_OUT_S = 15 * 60;

export interface DashboardSession {
  integratorId: string;
  /** The synchronizer token every form of this session must send back. */
  csrfToken: string;
  expiresAt: Date;
}

export type SignInResult =
  | { outcome: 'signed-in'; integratorId: string }
  | { outcome: 'invalid'; attemptsLeft: number }
  | { outcome: 'locked'; lockedUntil: Date };

const normalEmail = (email: string): string => email.trim().toLowerCase();

export class DashboardSessions {
  constructor(
    private readonly db: Db,
    private readonly integrators: IntegratorService,
  ) {}

  /**
   * Checks an email and password. The attempt is counted before the password is checked, in one statement, so that
   * parallel guesses cannot pass the limit; a successful sign-in clears the count.
   */
  async signIn(emailInput: string, password: string): Promise<SignInResult> {
    const email = normalEmail(emailInput);
    const counted = await one<{ attempts: number; locked_until: Date | null; was_locked: boolean }>(
      this.db,
      `WITH before AS (SELECT locked_until FROM dashboard_sign_in_attempts WHERE email = $1)
       INSERT INTO dashboard_sign_in_attempts AS a (email, attempts, window_started_at) VALUES ($1, 1, now())
       ON CONFLICT (email) DO UPDATE SET
         attempts = CASE WHEN a.window_started_at <= now() - make_interval(secs => $3) AND (a.locked_until IS NULL OR a.locked_until <= now())
                         THEN 1 ELSE a.attempts + 1 END,
         window_started_at = CASE WHEN a.window_started_at <= now() - make_interval(secs => $3) AND (a.locked_until IS NULL OR a.locked_until <= now())
                                  THEN now() ELSE a.window_started_at END,
         locked_until = CASE WHEN a.locked_until > now() THEN a.locked_until
                             WHEN a.window_started_at > now() - make_interval(secs => $3) AND a.attempts + 1 >= $2
                             THEN now() + make_interval(secs => $3) END
       RETURNING attempts, locked_until,
                 COALESCE((SELECT locked_until > now() FROM before), false) AS was_locked`,
      [email, MAX_SIGN_IN_FAILURES, LOCK_OUT_S],
    );
    if (counted.was_locked || counted.attempts > MAX_SIGN_IN_FAILURES) {
      return { outcome: 'locked', lockedUntil: counted.locked_until ?? new Date(Date.now() + LOCK_OUT_S * 1000) };
    }
    const integratorId = await this.integrators.checkDashboardPassword(email, password);
    if (integratorId) {
      await this.db.query('DELETE FROM dashboard_sign_in_attempts WHERE email = $1', [email]);
      return { outcome: 'signed-in', integratorId };
    }
    // Rows of emails nobody tried for a day go, so the table does not grow with every guess ever made.
    await this.db.query(
      `DELETE FROM dashboard_sign_in_attempts WHERE window_started_at < now() - interval '1 day' AND (locked_until IS NULL OR locked_until < now())`,
    );
    if (counted.locked_until) return { outcome: 'locked', lockedUntil: counted.locked_until };
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
