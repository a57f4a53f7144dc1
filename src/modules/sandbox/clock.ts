// Owns the sandbox's time travel: an integrator moves its own sandbox clock forward, so that what would happen in
// half an hour or a day (a simulation expiring, an on-ramp cancelled for want of funds, an upload link renewed, a
// webhook retried) happens now. Nothing reads a shifted clock: an advance moves the integrator's pending deadlines
// earlier by the same seconds, in one transaction, and wakes the worker and the webhook dispatcher, so the code that
// keeps each deadline in real time runs unchanged, with its events and ledger postings. A deadline the advance passes
// falls due at the advance itself (never before it, so no answer shows a deadline before its resource was made).
// Another integrator's deadlines never move; what is not the integrator's (recurring work of the whole service) does
// not either. Absent in production, like every sandbox tool.
import type { Db, Queryable } from '../../db/index.ts';
import { maybeOne } from '../../db/index.ts';
import { JOBS_CHANNEL, type JobKind } from '../../jobs/queue.ts';
import { recordAudit, integratorActor } from '../audit/index.ts';
import { kyxLinkExpiryJob, kyxPartnerResultJob, targetAccountValidationJob } from '../beneficiaries/index.ts';
import { paymentPayoutJob, paymentPayoutNoticeJob } from '../payments/index.ts';
import {
  compactCountsJob,
  copIntentReadBackJob,
  copKeyRemoveJob,
  copPayinReadBackJob,
  copPayinReturnJob,
  copPollJob,
  depositReturnJob,
  pixChargeCancelJob,
  pixMedCheckJob,
  pixWebhookJob,
  payoutWebhookJob,
  pixPollJob,
  pixReadBackJob,
  pixRefundJob,
  transferExecutionJob,
  transferFundingTimeoutJob,
} from '../transfers/index.ts';
import { ledgerCloseJob } from '../ledger/index.ts';
import { rateRefreshJob } from '../rates/index.ts';
import { dailyReconciliationJob } from '../reconciliation/index.ts';
import { rescreenJob } from '../screening/index.ts';
import { webhookHealthJob, WEBHOOKS_CHANNEL } from '../webhooks/index.ts';

export interface SandboxClockState {
  /** The integrator's sandbox time: now, plus every advance it made. */
  now: Date;
  offsetSeconds: number;
  /** When it last advanced; null when it never did. */
  advancedAt: Date | null;
}

/** `$1` the integrator, `$2` the seconds: the new value of a deadline `column`, never before the advance. */
const earlier = (column: string) => `GREATEST(${column} - make_interval(secs => $2), now())`;

/**
 * The deadlines an integrator sees, outside the jobs table: each moves earlier when still ahead. An executed
 * simulation, a step with its result, a delivery that ended keep theirs.
 */
const DEADLINES: ReadonlyArray<{ what: string; sql: string }> = [
  {
    what: 'simulation expiry (SIMULATION_TTL_S)',
    sql: `UPDATE simulations SET expires_at = ${earlier('expires_at')} WHERE integrator_id = $1 AND NOT executed AND expires_at > now()`,
  },
  {
    what: 'payment simulation expiry',
    sql: `UPDATE payment_simulations SET expires_at = ${earlier('expires_at')} WHERE integrator_id = $1 AND NOT executed AND expires_at > now()`,
  },
  {
    what: 'upload link and SDK token expiry (KYX_LINK_TTL_S)',
    sql: `UPDATE kyx_steps SET expires_at = ${earlier('expires_at')} WHERE integrator_id = $1 AND status = 'PENDING' AND expires_at > now()`,
  },
  {
    what: 'webhook retries (WEBHOOK_RETRY_SCHEDULE)',
    sql: `UPDATE webhook_deliveries SET next_attempt_at = ${earlier('next_attempt_at')} WHERE integrator_id = $1 AND status = 'PENDING' AND next_attempt_at > now()`,
  },
  // Windows that start at a moment rather than end at one: moving the start earlier ends the window earlier.
  {
    what: 'idempotency keys kept 24 hours',
    sql: `UPDATE idempotency_keys SET created_at = created_at - make_interval(secs => $2) WHERE scope = 'integrator:' || $1 AND response_status IS NOT NULL`,
  },
  {
    what: 'the previous webhook secret signing for 24 hours after a rotation',
    sql: `UPDATE integrators SET webhook_secret_rotated_at = webhook_secret_rotated_at - make_interval(secs => $2)
           WHERE id = $1 AND webhook_secret_rotated_at > now() - interval '24 hours'`,
  },
  {
    what: "an endpoint's previous secret signing for 24 hours after its rotation",
    sql: `UPDATE webhook_endpoints SET secret_rotated_at = secret_rotated_at - make_interval(secs => $2)
           WHERE integrator_id = $1 AND secret_rotated_at > now() - interval '24 hours'`,
  },
];

/**
 * Every job kind, by whose it is. An integrator's kind says how to find the integrator of a job (`j`) from its
 * subject; a kind of the whole service is never moved. A new kind belongs in one of the two (a test checks it).
 */
const subjectOf = (kind: JobKind) => `j.payload->>'${kind.subject}'`;
const ofTransfer = (kind: JobKind) => `SELECT 1 FROM transfers t WHERE t.integrator_id = $1 AND t.id::text = ${subjectOf(kind)}`;
export const INTEGRATOR_JOBS: ReadonlyArray<{ kind: JobKind; owned: string }> = [
  { kind: transferExecutionJob, owned: ofTransfer(transferExecutionJob) },
  { kind: transferFundingTimeoutJob, owned: ofTransfer(transferFundingTimeoutJob) },
  { kind: depositReturnJob, owned: ofTransfer(depositReturnJob) },
  { kind: pixChargeCancelJob, owned: `SELECT 1 FROM transfers t WHERE t.integrator_id = $1 AND t.pix_txid = ${subjectOf(pixChargeCancelJob)}` },
  ...[pixReadBackJob, pixRefundJob].map((kind) => ({
    kind,
    owned: `SELECT 1 FROM pix_received p JOIN transfers t ON t.id = p.transfer_id WHERE t.integrator_id = $1 AND p.end_to_end_id = ${subjectOf(kind)}`,
  })),
  { kind: copIntentReadBackJob, owned: `SELECT 1 FROM transfers t WHERE t.integrator_id = $1 AND t.payin_intent_id = ${subjectOf(copIntentReadBackJob)}` },
  { kind: copKeyRemoveJob, owned: `SELECT 1 FROM transfers t WHERE t.integrator_id = $1 AND t.payin_key_id = ${subjectOf(copKeyRemoveJob)}` },
  ...[copPayinReadBackJob, copPayinReturnJob].map((kind) => ({
    kind,
    owned: `SELECT 1 FROM cop_payins p JOIN transfers t ON t.id = p.transfer_id WHERE t.integrator_id = $1 AND p.payin_id = ${subjectOf(kind)}`,
  })),
  { kind: kyxLinkExpiryJob, owned: `SELECT 1 FROM kyx_steps s WHERE s.integrator_id = $1 AND s.id::text = ${subjectOf(kyxLinkExpiryJob)}` },
  {
    kind: kyxPartnerResultJob,
    owned: `SELECT 1 FROM kyx_sessions k JOIN kyx_steps s ON s.id = k.step_id WHERE s.integrator_id = $1 AND k.reference = ${subjectOf(kyxPartnerResultJob)}`,
  },
  {
    kind: targetAccountValidationJob,
    owned: `SELECT 1 FROM beneficiaries b WHERE b.integrator_id = $1 AND b.id::text = ${subjectOf(targetAccountValidationJob)}`,
  },
  ...[paymentPayoutJob, paymentPayoutNoticeJob].map((kind) => ({
    kind,
    owned: `SELECT 1 FROM payments p WHERE p.integrator_id = $1 AND p.id::text = ${subjectOf(kind)}`,
  })),
];
/** The service's own recurring work (and worker.ts's maintenance): nobody's deadline. */
export const SERVICE_JOBS: readonly string[] = [
  compactCountsJob,
  pixPollJob,
  pixMedCheckJob,
  pixWebhookJob,
  payoutWebhookJob,
  rescreenJob,
  copPollJob,
  rateRefreshJob,
  dailyReconciliationJob,
  ledgerCloseJob,
  webhookHealthJob,
]
  .map((kind) => kind.kind)
  .concat('maintenance');

/** The integrator's pending jobs due later: a job running now, or kept failed, stays as it is. */
const MOVE_JOBS = `UPDATE jobs j SET run_at = ${earlier('j.run_at')}
  WHERE j.failed_at IS NULL AND j.run_at > now() AND (${INTEGRATOR_JOBS.map(({ kind, owned }) => `(j.kind = '${kind.kind}' AND EXISTS (${owned}))`).join('\n    OR ')})`;

export class SandboxClock {
  constructor(private readonly db: Db) {}

  async read(integratorId: string, db: Queryable = this.db): Promise<SandboxClockState> {
    const row = await maybeOne<{ now: Date; offset_seconds: number; advanced_at: Date | null }>(
      db,
      `SELECT now() + make_interval(secs => COALESCE(c.offset_seconds, 0)) AS now, COALESCE(c.offset_seconds, 0)::float8 AS offset_seconds, c.advanced_at
         FROM (SELECT 1) one LEFT JOIN sandbox_clocks c ON c.integrator_id = $1`,
      [integratorId],
    );
    return { now: row!.now, offsetSeconds: Number(row!.offset_seconds), advancedAt: row!.advanced_at };
  }

  /**
   * Moves `integratorId`'s clock `seconds` forward: its offset, and every pending deadline of its, in one transaction
   * (concurrent advances queue on the clock's row and add up). Then the worker and the dispatcher look again.
   */
  async advance(integratorId: string, seconds: number, requestId?: string): Promise<SandboxClockState> {
    return this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO sandbox_clocks (integrator_id, offset_seconds, advanced_at) VALUES ($1, $2, now())
         ON CONFLICT (integrator_id) DO UPDATE SET offset_seconds = sandbox_clocks.offset_seconds + EXCLUDED.offset_seconds, advanced_at = now()`,
        [integratorId, seconds],
      );
      for (const deadline of DEADLINES) await tx.query(deadline.sql, [integratorId, seconds]);
      await tx.query(MOVE_JOBS, [integratorId, seconds]);
      await recordAudit(tx, {
        actor: integratorActor(integratorId, requestId),
        action: 'sandbox.clock_advanced',
        resource: { type: 'integrator', id: integratorId },
        integratorId,
        details: { seconds },
      });
      // Both sleep until their next due row at most; these make them look now, once this commits.
      await tx.query('SELECT pg_notify($1, $2), pg_notify($3, $4)', [JOBS_CHANNEL, '', WEBHOOKS_CHANNEL, integratorId]);
      return this.read(integratorId, tx);
    });
  }
}
