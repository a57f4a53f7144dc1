// Owns what "as of a time" means for the books: the instant a reader names (RFC 3339, with its offset, not in the
// future), and the SQL that reads the journal up to it. An entry counts from its created_at (the start of the
// transaction that wrote it); each posting carries the same time (posted_at, migration 054), so an account's postings up
// to an instant are one range of the index ledger_postings_account_posted, read alone. Postings written before 054 have
// no posted_at: their time is their entry's. A hold counts as held at T when it was taken at or before T and not
// resolved (released or captured) by then.
//
// The days the books have closed have balance checkpoints (checkpoints.ts, migration 065): an account's balance, the
// trial balance and the balances by kind as of T read the last checkpoint at or before T and the postings since, so
// they cost at most a day of postings (and, for one account, one checkpoint row) whatever the journal's size.
import { validationError } from '../../errors.ts';

// RFC 3339's date-time: a full date, a time with seconds, an optional fraction, and an offset (Z or ±hh:mm).
export const AS_OF_PATTERN = '^(\\d{4})-(\\d{2})-(\\d{2})[Tt](\\d{2}):(\\d{2}):(\\d{2})(\\.\\d{1,9})?([Zz]|([+-])(\\d{2}):(\\d{2}))$';
const RFC3339 = new RegExp(AS_OF_PATTERN);

export const AS_OF_FORMAT = 'an RFC 3339 date-time with its offset (2026-01-31T12:00:00Z, 2026-01-31T09:00:00.250-03:00), not in the future';

/** The RFC 3339 date-time `value` (any instant, past or future), or a 400 naming `path` and `format`; undefined when absent. */
export function parseInstant(value: unknown, path: string, format = 'an RFC 3339 date-time with its offset (2026-01-31T12:00:00Z)'): Date | undefined {
  if (value === undefined) return undefined;
  const instant = typeof value === 'string' ? instantOf(value) : undefined;
  if (!instant) throw validationError([{ path, message: `must be ${format}` }]);
  return instant;
}

/** The instant `text` names, or undefined when it is not an RFC 3339 date-time or not a real day and time. */
function instantOf(text: string): Date | undefined {
  const parts = RFC3339.exec(text);
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((index) => Number(parts[index]));
  if (hour! > 23 || minute! > 59 || second! > 59) return undefined;
  const local = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!, Number((parts[7] ?? '.0').slice(1, 4).padEnd(3, '0')));
  const check = new Date(local);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day) return undefined;
  const offsetHours = Number(parts[10] ?? 0);
  const offsetMinutes = Number(parts[11] ?? 0);
  if (offsetHours > 23 || offsetMinutes > 59) return undefined;
  const result = new Date(local - (parts[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000);
  return Number.isNaN(result.getTime()) ? undefined : result;
}

/**
 * The `asOf` of a query string, checked: undefined when absent (the balance now); else the text itself, as the database
 * reads it (so a fraction finer than a millisecond is kept), or 400 validation.failed naming the field when it is not an
 * RFC 3339 date-time or is later than `now`.
 */
export function parseAsOf(value: unknown, now: Date = new Date(), path = '/query/asOf'): string | undefined {
  const instant = parseInstant(value, path, AS_OF_FORMAT);
  if (instant === undefined) return undefined;
  if (instant.getTime() > now.getTime()) throw validationError([{ path, message: 'must not be in the future: a balance is read as of a past instant' }]);
  return value as string;
}

/**
 * The postings (account_id, currency, direction, amount) of the entries created in [`from`, `to`] (SQL expressions of
 * instants; `from` may be NULL: from the beginning), of the accounts `account` selects (a condition on p.account_id):
 * one range of ledger_postings_account_posted per account, and the undated postings of before 054 by their entry.
 */
export function postingsBetween(from: string, to: string, account: string): string {
  const since = `COALESCE(${from}, '-infinity'::timestamptz)`;
  return `(SELECT p.account_id, p.currency, p.direction, p.amount FROM ledger_postings p
            WHERE ${account} AND p.posted_at >= ${since} AND p.posted_at <= ${to}::timestamptz
           UNION ALL
           SELECT p.account_id, p.currency, p.direction, p.amount FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
            WHERE ${account} AND p.posted_at IS NULL AND e.created_at >= ${since} AND e.created_at <= ${to}::timestamptz)`;
}

/**
 * One account's debits less credits as of the instant bound as `asOf` (a placeholder; 'infinity' for now), the
 * account's id bound as `accountId`: its last checkpoint at or before then (checkpoints.ts, migration 065) plus its
 * postings since.
 */
export function accountDebitBalanceAt(accountId: string, asOf: string): string {
  const last = `(SELECT c.at, c.debits - c.credits AS debit_balance FROM ledger_checkpoint_balances c
                  WHERE c.account_id = ${accountId} AND c.at <= ${asOf}::timestamptz ORDER BY c.at DESC LIMIT 1)`;
  return `(SELECT COALESCE((SELECT debit_balance FROM ${last} l), 0)
                + COALESCE((SELECT sum(CASE direction WHEN 'DEBIT' THEN amount ELSE -amount END)
                              FROM ${postingsBetween(`(SELECT at FROM ${last} l)`, asOf, `p.account_id = ${accountId}`)} p), 0))`;
}

/** The last checkpoint at or before the instant bound as `asOf` (NULL before the first): a scalar subquery. */
export const checkpointAt = (asOf: string): string => `(SELECT max(at) FROM ledger_checkpoints WHERE at <= ${asOf}::timestamptz)`;

/**
 * Per kind and currency, debits and credits as of the instant bound as `asOf` ('infinity' for now): the last
 * checkpoint's totals plus the postings of the entries created since (found by their entries' time, ledger_entries_created).
 * Columns: kind, currency, debits, credits; a kind may appear twice (checkpoint and since): callers sum.
 */
export function kindTotalsAt(asOf: string): string {
  return `(SELECT t.kind, t.currency, t.debits, t.credits FROM ledger_checkpoint_totals t WHERE t.at = ${checkpointAt(asOf)}
           UNION ALL
           SELECT a.kind, p.currency,
                  COALESCE(sum(p.amount) FILTER (WHERE p.direction = 'DEBIT'), 0), COALESCE(sum(p.amount) FILTER (WHERE p.direction = 'CREDIT'), 0)
             FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
            WHERE e.created_at >= COALESCE(${checkpointAt(asOf)}, '-infinity'::timestamptz) AND e.created_at <= ${asOf}::timestamptz
            GROUP BY a.kind, p.currency)`;
}

/** The holds (account_id, amount) held at the instant bound as `asOf`, of the accounts `account` selects (on h.account_id). */
export function holdsAt(asOf: string, account = 'true'): string {
  return `(SELECT h.account_id, h.amount FROM ledger_holds h
            WHERE ${account} AND h.created_at <= ${asOf}::timestamptz AND (h.resolved_at IS NULL OR h.resolved_at > ${asOf}::timestamptz))`;
}
