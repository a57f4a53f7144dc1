// Owns the lock-out of a sign-in form (the dashboard's, the operator console's): failed attempts are counted per email
// (lower case), whether or not an account has it, so the lock-out says nothing about which emails exist; the fifth
// failure within 15 minutes locks the email for 15 minutes. An attempt is counted before its secret is checked, in one
// statement, so parallel guesses cannot pass the limit; a success clears the count. Each form keeps its counts in a
// table of its own, of the shape 007_dashboard.sql gave dashboard_sign_in_attempts.
import { one, type Db } from '../db/index.ts';

/** Failed sign-ins of one email before it is locked, and for how long (also the window they are counted in). */
export const MAX_SIGN_IN_FAILURES = 5;
export const LOCK_OUT_S = 15 * 60;

export type AttemptCount = { outcome: 'locked'; lockedUntil: Date } | { outcome: 'counted'; attempts: number; lockedUntil: Date | null };

export type AttemptsTable = 'dashboard_sign_in_attempts' | 'ops_sign_in_attempts';

export class SignInLockOut {
  constructor(
    private readonly db: Db,
    private readonly table: AttemptsTable,
  ) {}

  /**
   * Counts an attempt for `email` before its secret is checked. `locked` means the email was locked already (or this
   * attempt is past the limit): check nothing. Otherwise the count so far, and when this attempt's failure would end
   * (`lockedUntil`, set once this one reached the limit).
   */
  async count(email: string): Promise<AttemptCount> {
    const counted = await one<{ attempts: number; locked_until: Date | null; was_locked: boolean }>(
      this.db,
      `WITH before AS (SELECT locked_until FROM ${this.table} WHERE email = $1)
       INSERT INTO ${this.table} AS a (email, attempts, window_started_at) VALUES ($1, 1, now())
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
    return { outcome: 'counted', attempts: counted.attempts, lockedUntil: counted.locked_until };
  }

  /**
   * Takes back the attempt just counted, which was no failure though it was no sign-in either (a right password when a
   * code is still to come): the count, and a lock this attempt alone set, are as they were before it.
   */
  async forgive(email: string): Promise<void> {
    await this.db.query(
      `UPDATE ${this.table} SET attempts = greatest(attempts - 1, 0),
              locked_until = CASE WHEN attempts - 1 < $2 THEN NULL ELSE locked_until END
        WHERE email = $1`,
      [email, MAX_SIGN_IN_FAILURES],
    );
  }

  /** A success: the email's failures are forgotten. */
  async clear(email: string): Promise<void> {
    await this.db.query(`DELETE FROM ${this.table} WHERE email = $1`, [email]);
  }

  /** After a failure: rows of emails nobody tried for a day go, so the table does not grow with every guess ever made. */
  async prune(): Promise<void> {
    await this.db.query(`DELETE FROM ${this.table} WHERE window_started_at < now() - interval '1 day' AND (locked_until IS NULL OR locked_until < now())`);
  }
}
