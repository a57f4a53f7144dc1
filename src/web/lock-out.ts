// Owns the lock-out of a sign-in form (the dashboard's, the operator console's). Failed attempts are counted per email
// (lower case) and source address (request.ip: the peer, or the client a proxy trusted by TRUST_PROXY names), whether
// or not an account has the email, so the lock-out says nothing about which emails exist. The fifth failure from one
// source within 15 minutes locks that source out of that email for 15 minutes, and each further lock of the same pair
// within a day doubles (up to a day): an attacker elsewhere cannot lock the owner out. Every source's failures also
// count towards the account's ceiling (ACCOUNT_MAX_FAILURES in 15 minutes, more than one source can reach while its own
// lock holds it to 5), which locks the email from everywhere: a spread-out guessing attack stops there. An attempt is
// counted before its secret is checked, in one statement per count, so parallel guesses cannot pass the limit; a
// success clears its source's count. Each form keeps its counts in a table of its own, of the shape 038 gave
// dashboard_sign_in_attempts (email, source, attempts, window_started_at, locked_until, locks).
import { one, type Db } from '../db/index.ts';

/** Failed sign-ins of one email from one source before that source is locked out of it, and for how long at first. */
export const MAX_SIGN_IN_FAILURES = 5;
export const LOCK_OUT_S = 15 * 60;
/** The longest a source's lock grows to, and how long a source's repeated locks are remembered. */
export const MAX_LOCK_OUT_S = 24 * 60 * 60;
/** Failures from every source within LOCK_OUT_S that lock the email from everywhere, for LOCK_OUT_S. */
export const ACCOUNT_MAX_FAILURES = 50;
/** The source of the row that counts every source's failures of an email. */
const ACCOUNT = '*';

/** Who a lock holds out: the source that failed, or (the account's ceiling) everyone. */
export type LockScope = 'source' | 'account';

export type AttemptCount =
  | { outcome: 'locked'; lockedUntil: Date; scope: LockScope }
  | { outcome: 'counted'; attempts: number; lockedUntil: Date | null; scope: LockScope };

export type AttemptsTable = 'dashboard_sign_in_attempts' | 'ops_sign_in_attempts';

type Counted = { attempts: number; locked_until: Date | null; was_locked: boolean };

export class SignInLockOut {
  constructor(
    private readonly db: Db,
    private readonly table: AttemptsTable,
  ) {}

  /**
   * Counts an attempt for `email` from `source` before its secret is checked. `locked` means the pair (or the account)
   * was locked already, or this attempt is past a limit: check nothing. Otherwise the source's count so far, and when
   * this attempt's failure would end (`lockedUntil`, set once this one reached a limit; `scope` says which).
   */
  async count(email: string, source: string): Promise<AttemptCount> {
    const own = await this.countRow(email, source, MAX_SIGN_IN_FAILURES, MAX_LOCK_OUT_S);
    if (own.was_locked || own.attempts > MAX_SIGN_IN_FAILURES) {
      return { outcome: 'locked', lockedUntil: own.locked_until ?? new Date(Date.now() + LOCK_OUT_S * 1000), scope: 'source' };
    }
    const account = await this.countRow(email, ACCOUNT, ACCOUNT_MAX_FAILURES, LOCK_OUT_S);
    if (account.was_locked || account.attempts > ACCOUNT_MAX_FAILURES) {
      // Not this source's failure: its own count is as it was.
      await this.forgiveRow(email, source, MAX_SIGN_IN_FAILURES);
      return { outcome: 'locked', lockedUntil: account.locked_until ?? new Date(Date.now() + LOCK_OUT_S * 1000), scope: 'account' };
    }
    if (own.locked_until) return { outcome: 'counted', attempts: own.attempts, lockedUntil: own.locked_until, scope: 'source' };
    return { outcome: 'counted', attempts: own.attempts, lockedUntil: account.locked_until, scope: account.locked_until ? 'account' : 'source' };
  }

  /**
   * One row's count: a new window once the last one is over and unlocked; a lock once `max` is reached within it, of
   * LOCK_OUT_S doubled for each lock the row had before, up to `longest`.
   */
  private countRow(email: string, source: string, max: number, longest: number): Promise<Counted> {
    const fresh = `a.window_started_at <= now() - make_interval(secs => $4) AND (a.locked_until IS NULL OR a.locked_until <= now())`;
    const locking = `(a.locked_until IS NULL OR a.locked_until <= now()) AND NOT (${fresh}) AND a.attempts + 1 >= $3`;
    return one<Counted>(
      this.db,
      `WITH before AS (SELECT locked_until FROM ${this.table} WHERE email = $1 AND source = $2)
       INSERT INTO ${this.table} AS a (email, source, attempts, window_started_at, locks) VALUES ($1, $2, 1, now(), 0)
       ON CONFLICT (email, source) DO UPDATE SET
         attempts = CASE WHEN ${fresh} THEN 1 ELSE a.attempts + 1 END,
         window_started_at = CASE WHEN ${fresh} THEN now() ELSE a.window_started_at END,
         locked_until = CASE WHEN a.locked_until > now() THEN a.locked_until
                             WHEN ${locking} THEN now() + make_interval(secs => least($4::float8 * power(2, a.locks), $5::float8)) END,
         locks = CASE WHEN ${locking} THEN a.locks + 1 ELSE a.locks END
       RETURNING attempts, locked_until,
                 COALESCE((SELECT locked_until > now() FROM before), false) AS was_locked`,
      [email, source, max, LOCK_OUT_S, longest],
    );
  }

  /**
   * Takes back the attempt just counted, which was no failure though it was no sign-in either (a right password when a
   * code is still to come): the counts, and a lock this attempt alone set, are as they were before it.
   */
  async forgive(email: string, source: string): Promise<void> {
    await this.forgiveRow(email, source, MAX_SIGN_IN_FAILURES);
    await this.forgiveRow(email, ACCOUNT, ACCOUNT_MAX_FAILURES);
  }

  private async forgiveRow(email: string, source: string, max: number): Promise<void> {
    await this.db.query(
      `UPDATE ${this.table} SET attempts = greatest(attempts - 1, 0),
              locks = CASE WHEN locked_until IS NOT NULL AND attempts - 1 < $3 THEN greatest(locks - 1, 0) ELSE locks END,
              locked_until = CASE WHEN attempts - 1 < $3 THEN NULL ELSE locked_until END
        WHERE email = $1 AND source = $2`,
      [email, source, max],
    );
  }

  /**
   * A success from `source`: that source's failures are forgotten. The account's count stands (a success proves
   * nothing about the other sources); its window ends on its own.
   */
  async clear(email: string, source: string): Promise<void> {
    await this.db.query(`DELETE FROM ${this.table} WHERE email = $1 AND source = $2`, [email, source]);
  }

  /** After a failure: rows nobody tried for a day go, so the table does not grow with every guess ever made. */
  async prune(): Promise<void> {
    await this.db.query(
      `DELETE FROM ${this.table} WHERE window_started_at < now() - make_interval(secs => $1) AND (locked_until IS NULL OR locked_until < now())`,
      [MAX_LOCK_OUT_S],
    );
  }
}
