// Owns which tables the worker keeps bounded, and for how long their rows stay (RETENTION_* in config): what grows
// with each request or delivery and is of no use after a while. Each rule is one table's condition; jobs/retention.ts
// deletes in small paced batches. Never trimmed: the ledger (the books are append-only), transfers, payments and
// their counts (the integrator's and the operator's record), events (the integrator reads, resends and streams its
// events by id for as long as the resource exists; they grow with transfers, not with retries, and are the next
// table to partition by time, docs/scaling.md), webhook deliveries (one row per event) and the audit log.
import type { RetentionSettings } from './config/index.ts';
import type { Db } from './db/index.ts';
import { trimTable, type RetentionRule } from './jobs/retention.ts';
import { MAX_LOCK_OUT_S } from './web/lock-out.ts';

/** The rules, by the name the log and the tests use. */
export function retentionRules(settings: RetentionSettings): Record<string, RetentionRule> {
  const olderThan = (column: string) => `t.${column} < now() - make_interval(secs => $1)`;
  const signInAttempts = (table: string): RetentionRule => ({
    table,
    // Not locked, and untried for as long as a source's repeated locks are remembered (its backoff, web/lock-out.ts).
    where: `${olderThan('window_started_at')} AND (t.locked_until IS NULL OR t.locked_until < now())`,
    params: [MAX_LOCK_OUT_S],
  });
  const rules: Record<string, RetentionRule> = {
    idempotencyKeys: { table: 'idempotency_keys', where: olderThan('created_at'), params: [settings.idempotencyKeysS] },
    // An hour past expiry: a token is refused at its expiry, the hour only keeps "expired" apart from "unknown" in logs.
    accessTokens: { table: 'access_tokens', where: olderThan('expires_at'), params: [3600] },
    // A job that succeeded is deleted when it finishes (jobs/runner.ts); one kept failed goes once no open exception
    // names it (the operator's retry needs it).
    failedJobs: {
      table: 'jobs',
      where: `t.failed_at IS NOT NULL AND ${olderThan('failed_at')}
              AND NOT EXISTS (SELECT 1 FROM exceptions e WHERE e.status = 'OPEN' AND e.resource_type = 'job' AND e.resource_id = t.id::text)`,
      params: [settings.failedJobsS],
    },
    webhookAttempts: {
      table: 'webhook_attempts',
      where: `${olderThan('attempted_at')} AND EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = t.event_id AND d.status = 'DELIVERED')`,
      params: [settings.webhookAttemptsS],
    },
    dashboardSessions: { table: 'dashboard_sessions', where: 't.expires_at < now()' },
    opsSessions: { table: 'ops_sessions', where: 't.expires_at < now()' },
    dashboardSignInAttempts: signInAttempts('dashboard_sign_in_attempts'),
    opsSignInAttempts: signInAttempts('ops_sign_in_attempts'),
  };
  if (settings.rateObservationsS > 0) {
    rules.rateObservations = {
      table: 'rate_observations',
      // The newest reading of each source and pair stays, however old: it is what an operator looks at first.
      where: `${olderThan('read_at')} AND t.read_at < (SELECT max(r.read_at) FROM rate_observations r WHERE r.source = t.source AND r.quote = t.quote)`,
      params: [settings.rateObservationsS],
    };
  }
  return rules;
}

/** One pass over every rule; the rows deleted by rule (only those that deleted any). */
export async function runRetention(db: Db, settings: RetentionSettings, running?: () => boolean): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const [name, rule] of Object.entries(retentionRules(settings))) {
    if (running?.() === false) break;
    const n = await trimTable(db, rule, { batchSize: settings.batchSize, pauseMs: settings.pauseMs, ...(running ? { running } : {}) });
    if (n > 0) deleted[name] = n;
  }
  return deleted;
}
