// Owns CO on-ramps collected by a provider that makes their deposit instructions (Bitso's Bre-B pay-in keys,
// rails/capabilities/cop-collection.ts): the pay-ins it shows and what becomes of each, exactly once per pay-in, however learnt.
//
//   key         a CO on-ramp is created with the provider's key for it (requests.ts), marked collection = 'BITSO'; one
//               paid by PSE, with the provider's PSE intent for it instead (payin_intent_id)
//   intent      a PSE intent is read back (Get payin intent, then the pay-in it names) on its webhook's notice and by the
//               poll, while its transfer is recent and nothing is recorded for it: what it collected is that transfer's.
//               A PSE pay-in learnt any other way (its own notice, a list) is left to its intent, which names the transfer
//   poll        a recurring job lists the pay-ins since a little before the last poll; a webhook's notice only makes a
//               read-back job: a pay-in is credited only once the provider, asked back, shows it
//   record      in one transaction with the pay-in's row: the pay-in on a waiting transfer's key, for exactly its amount,
//               funds it (then the worker executes it); of the wrong amount it funds and fails it, the deposit owed back;
//               anything else (no key of ours, a transfer no longer waiting) is owed back without touching any transfer:
//               Dr rail_cash / Cr deposits_to_return. Whatever is owed back is returned through the provider
//   return      the return job asks the provider to pay the pay-in back (once per pay-in) and follows it: RETURNED books
//               Dr deposits_to_return / Cr rail_cash; NOT_RETURNED leaves it owed, with a FUNDS_OWED_BACK exception
//   cancel      a cancelled or expired transfer's key is removed at the provider
// A compensatory pay-in (the refund of a failed ACH payout of ours) is no payer's money: the payout's failure already
// released its funds (the payout protocol), so it is not recorded here.
// The provider is always called outside any transaction.
import type { Db, Queryable } from '../../db/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { JobResult } from '../../jobs/runner.ts';
import { amountText, Decimal, formatAmount } from '../../money.ts';
import type { CopCollector, ReceivedPayin } from '../../rails/capabilities/cop-collection.ts';
import { openException } from '../exceptions/index.ts';
import { post, railCash } from '../ledger/index.ts';
import { requestCopReturn } from './cop-returns.ts';
import { copIntentReadBackJob, copPayinReadBackJob, transferExecutionJob, type CopJobs } from './jobs.ts';
import { failTransfer, recordDeposit, returnOffRamp } from './lifecycle.ts';
import type { TransferRow } from './model.ts';

type Outcome = 'CREDITED' | 'WRONG_AMOUNT' | 'NOT_AWAITING_FUNDS' | 'UNKNOWN_KEY';

const POLL_OVERLAP_MS = 10 * 60_000;
const FIRST_POLL_WINDOW_MS = 24 * 3600_000;
const READ_BACK_RETRY_MS = 5_000;
/** How long a PSE intent is followed after its transfer was made (Bitso's intents expire well within it). */
const INTENT_FOLLOW_MS = 2 * 24 * 3600_000;
/** How long before a return Bitso is still paying is asked about again. */
const RETURN_CHECK_MS = 5_000;

const RETURN_REASONS: Record<'NOT_AWAITING_FUNDS' | 'UNKNOWN_KEY', string> = {
  NOT_AWAITING_FUNDS: 'Ponte: the transfer no longer took funds.',
  UNKNOWN_KEY: 'Ponte: the pay-in pays no transfer of ours.',
};

export class CopCollections implements CopJobs {
  constructor(
    private readonly db: Db,
    private readonly collector: CopCollector,
  ) {}

  /** A webhook's notice of pay-in `payinId` (its origin established by the route): a read-back job, once per pay-in. */
  async notified(payinId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await enqueueJob(tx, copPayinReadBackJob, { payinId });
    });
  }

  /** A webhook's notice of PSE intent `intentId`: a read-back job of the intent, once per intent. */
  async intentNotified(intentId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await enqueueJob(tx, copIntentReadBackJob, { intentId }, { replace: true });
    });
  }

  /** The read-back job: the pay-in as the provider has it, recorded. */
  async readBack(payinId: string): Promise<JobResult> {
    if (await this.seen(payinId)) return;
    const payin = await this.collector.payin(payinId);
    if (!payin) throw new Error(`Bitso shows no pay-in ${payinId} yet; read again in ${READ_BACK_RETRY_MS / 1000} s`);
    // A PSE pay-in names no transfer of its own: its intent does (readIntent).
    if (payin.viaIntent && payin.intentId === null) return;
    await this.record(payin);
  }

  /** The intent read-back job (and the poll): what the PSE intent collected, recorded once Bitso shows it COMPLETED. */
  async readIntent(intentId: string): Promise<JobResult> {
    const read = this.collector.intentPayin;
    if (!read) return;
    const payin = await read.call(this.collector, intentId);
    if (payin && !(await this.seen(payin.id))) await this.record(payin);
  }

  /** The poll: every pay-in since a little before the last poll that is not recorded yet. */
  async poll(): Promise<void> {
    const [cursor] = await this.db.query<{ polled_until: Date }>('SELECT polled_until FROM cop_poll_cursor');
    const end = new Date();
    const start = new Date(cursor ? cursor.polled_until.getTime() - POLL_OVERLAP_MS : end.getTime() - FIRST_POLL_WINDOW_MS);
    for await (const payin of this.collector.payinsBetween(start, end)) {
      if (payin.viaIntent && payin.intentId === null) continue;
      if (!(await this.seen(payin.id))) await this.record(payin);
    }
    // PSE intents of recent on-ramps that nothing was recorded for yet (a lost webhook never strands one).
    const intents = await this.db.query<{ payin_intent_id: string }>(
      `SELECT t.payin_intent_id FROM transfers t
        WHERE t.payin_intent_id IS NOT NULL AND t.created_at > $1
          AND NOT EXISTS (SELECT 1 FROM cop_payins p WHERE p.payin_intent_id = t.payin_intent_id)`,
      [new Date(end.getTime() - INTENT_FOLLOW_MS)],
    );
    for (const { payin_intent_id } of intents) await this.readIntent(payin_intent_id);
    await this.db.query(
      `INSERT INTO cop_poll_cursor (one, polled_until) VALUES (true, $1)
       ON CONFLICT (one) DO UPDATE SET polled_until = GREATEST(cop_poll_cursor.polled_until, EXCLUDED.polled_until)`,
      [end],
    );
  }

  private async seen(payinId: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM cop_payins WHERE payin_id = $1', [payinId])).length > 0;
  }

  /** Records a pay-in and what it does, once: a second record of the same pay-in changes nothing. */
  async record(payin: ReceivedPayin): Promise<Outcome | undefined> {
    if (payin.refundOfPayout !== null) {
      // A compensatory pay-in: our payout's own money back. Of a payout that FAILED it changes nothing (the transfer
      // failed with it); of one that had COMPLETED (an ACH returned by the bank after it was paid) the off-ramp fails
      // and its settlement is reversed, once (returnOffRamp moves only a SUCCEEDED off-ramp).
      const refunded = payin.refundOfPayout;
      await this.db.transaction(async (tx) => {
        const [paid] = await tx.query<{ id: string }>(`SELECT id FROM transfers WHERE payout_reference = $1 AND type = 'OFF_RAMP' AND status = 'SUCCEEDED'`, [
          refunded,
        ]);
        if (paid)
          await returnOffRamp(
            tx,
            paid.id,
            `The bank returned the COP payout after it was paid (Bitso refunded ${formatAmount(payin.amount)} COP); the USDC is given back`,
          );
      });
      return undefined;
    }
    return this.db.transaction(async (tx) => {
      const [transfer] =
        payin.intentId !== null
          ? await tx.query<TransferRow>(`SELECT * FROM transfers WHERE payin_intent_id = $1 AND collection = 'BITSO' FOR NO KEY UPDATE`, [payin.intentId])
          : payin.keyId === null
            ? []
            : await tx.query<TransferRow>(`SELECT * FROM transfers WHERE payin_key_id = $1 AND collection = 'BITSO' FOR NO KEY UPDATE`, [payin.keyId]);
      const outcome: Outcome = !transfer
        ? 'UNKNOWN_KEY'
        : transfer.phase !== 'AWAITING_FUNDS'
          ? 'NOT_AWAITING_FUNDS'
          : payin.amount.equals(new Decimal(transfer.from_value))
            ? 'CREDITED'
            : 'WRONG_AMOUNT';
      const inserted = await tx.query(
        `INSERT INTO cop_payins (payin_id, payin_key_id, payin_intent_id, amount, sender_document, received_at, transfer_id, integrator_id, outcome)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (payin_id) DO NOTHING RETURNING payin_id`,
        [
          payin.id,
          payin.keyId,
          payin.intentId,
          payin.amount,
          payin.senderDocument,
          payin.receivedAt,
          transfer?.id ?? null,
          transfer?.integrator_id ?? null,
          outcome,
        ],
      );
      if (inserted.length === 0) return undefined;
      if (transfer && (outcome === 'CREDITED' || outcome === 'WRONG_AMOUNT')) {
        await recordDeposit(tx, transfer.id, payin.amount);
        if (outcome === 'CREDITED') {
          await enqueueJob(tx, transferExecutionJob, { transferId: transfer.id }, { integratorId: transfer.integrator_id });
        } else {
          const expected = amountText(transfer.from_value);
          await failTransfer(
            tx,
            transfer.id,
            `Received ${formatAmount(payin.amount)} COP, but the transfer expects exactly ${expected} COP; the deposit is returned to the payer.`,
          );
        }
        return outcome;
      }
      await post(tx, {
        description: 'COP pay-in received for no waiting transfer, owed back to its payer',
        reference: `copin:${payin.id}`,
        postings: [
          { account: railCash('cop-collection'), direction: 'DEBIT', amount: payin.amount },
          { account: { kind: 'deposits_to_return', currency: 'COP' }, direction: 'CREDIT', amount: payin.amount },
        ],
      });
      await requestCopReturn(tx, payin.id, payin.amount, RETURN_REASONS[outcome as keyof typeof RETURN_REASONS]);
      return outcome;
    });
  }

  /** The return job: asks the provider to pay the pay-in back, and follows that until it ends. */
  async returnPayin(payinId: string): Promise<JobResult> {
    const [owed] = await this.db.query<{
      amount: string;
      sender_document: string | null;
      integrator_id: string | null;
      transfer_id: string | null;
      outcome: Outcome;
    }>(
      `SELECT r.amount::text AS amount, p.sender_document, p.integrator_id, p.transfer_id, p.outcome
         FROM cop_payin_returns r JOIN cop_payins p USING (payin_id) WHERE r.payin_id = $1 AND r.status = 'PENDING'`,
      [payinId],
    );
    if (!owed) return;
    const amount = new Decimal(owed.amount);
    const outcome = await this.collector.returnPayin({ id: payinId, amount, senderDocument: owed.sender_document });
    if (outcome.status === 'PENDING') return { rescheduleAt: new Date(Math.min(outcome.checkAgainAt.getTime(), Date.now() + RETURN_CHECK_MS)) };
    await this.db.transaction(async (tx) => {
      const ended = await tx.query(
        `UPDATE cop_payin_returns SET status = $2, failure_reason = $3, payout_id = $4, updated_at = now()
          WHERE payin_id = $1 AND status = 'PENDING' RETURNING payin_id`,
        [payinId, outcome.status, outcome.status === 'NOT_RETURNED' ? outcome.reason : null, outcome.status === 'RETURNED' ? outcome.payoutId : null],
      );
      if (ended.length === 0) return;
      if (outcome.status === 'NOT_RETURNED') {
        await openException(tx, {
          kind: 'FUNDS_OWED_BACK',
          resourceType: 'cop_payin',
          resourceId: payinId,
          integratorId: owed.integrator_id,
          amount,
          currency: 'COP',
          reason: `Bitso did not pay pay-in ${payinId} back: ${outcome.reason} ${amountText(owed.amount)} COP is still owed to its payer.`,
          details: { transferId: owed.transfer_id },
          actions: ['mark_returned'],
        });
        return;
      }
      await post(tx, {
        description: 'COP pay-in returned to its payer',
        // Under the reference its arrival was booked under: the transfer's own deposit, or the pay-in owed back apart.
        reference: payinReference(payinId, owed),
        postings: [
          { account: { kind: 'deposits_to_return', currency: 'COP' }, direction: 'DEBIT', amount },
          { account: railCash('cop-collection'), direction: 'CREDIT', amount },
        ],
      });
    });
  }

  /** The key-removal job: the key of a transfer that no longer takes funds is removed at the provider. */
  async removeKey(keyId: string): Promise<JobResult> {
    await this.collector.removeKey(keyId);
  }
}

/** The outcomes in which a pay-in is its transfer's deposit (booked under the transfer). */
const FUNDING_OUTCOMES: ReadonlySet<Outcome> = new Set(['CREDITED', 'WRONG_AMOUNT']);

function payinReference(payinId: string, recorded: { transfer_id: string | null; outcome: Outcome } | undefined): string {
  return recorded && recorded.transfer_id !== null && FUNDING_OUTCOMES.has(recorded.outcome) ? `transfer:${recorded.transfer_id}` : `copin:${payinId}`;
}

/**
 * The reference a pay-in Bitso received stands under in the books (for reconciliation's reading of Bitso's lists):
 * `transfer:<id>` when it was that transfer's deposit (credited, or of the wrong amount), else `copin:<pay-in id>` (owed
 * back, booked apart; also one not recorded, which the books then miss).
 */
export async function copPayinReferenceOf(db: Queryable, payinId: string): Promise<string> {
  const [recorded] = await db.query<{ transfer_id: string | null; outcome: Outcome }>('SELECT transfer_id, outcome FROM cop_payins WHERE payin_id = $1', [
    payinId,
  ]);
  return payinReference(payinId, recorded);
}
