// Long (about 500 lines) because it is one rail's whole life of a collected PIX: the charge, the PIX seen, its refund and
// the MED (before and after settlement, and after a failure), each a state change with its postings and event in one transaction.
// Owns BR on-ramps collected by a PSP (the Banco Central's API Pix, rails/capabilities/pix-collection.ts): the PIX it received and
// what becomes of each, exactly once per end-to-end id, however it was learnt.
//
//   webhook     the PSP POSTs notices to /webhooks/pix/{secret}: each becomes a job that reads the PIX back from the
//               PSP (a notice proves nothing by itself) and records it
//   poll        a recurring job lists the PIX received since a little before the last poll, so a lost webhook never
//               strands a transfer
//   record      in one transaction with the PIX's row: the PIX that pays a waiting transfer's charge, for exactly its
//               amount, by the beneficiary (when the PSP names the payer), funds it (then the worker executes it); of
//               the wrong amount, or by someone else (a dynamic charge is paid once: it is spent either way), it
//               funds and fails it, the deposit owed back; anything else (an unknown charge, a transfer no longer
//               waiting) is owed back without touching any transfer: Dr rail_cash / Cr deposits_to_return. Whatever
//               is owed back is refunded (pix-refunds.ts).
//   refund      the refund job asks the PSP for the devolução (idempotent by its id) once, and follows it by reading
//               its status (GET /pix/{e2eid}/devolucao/{id}) every few seconds until it ends: RETURNED books
//               Dr deposits_to_return / Cr rail_cash; NOT_RETURNED leaves it owed, for an operator
//   cancel      a cancelled transfer's charge is removed at the PSP
//   MED         a recurring job re-reads each credited PIX (GET /pix/{e2eid}) every PIX_MED_RECHECK_S for
//               PIX_MED_WINDOW_DAYS; a devolução of nature MED_OPERACIONAL or MED_FRAUDE (the payer's PSP took the
//               money back: it has left our account) is recorded once, in one transaction with its postings and its
//               ON_RAMP_RETURNED event: the BRL leaves (Cr rail_cash) and the settlement is unwound pro rata as it
//               was posted (Dr integrator_fees_payable, service_fee_revenue, taxes_payable, spread_revenue and
//               fx_position: returns.ts, onRampReturnPostings), and the USDC the on-ramp bought with it, pro rata,
//               is debited from the beneficiary's balance when it is still available there (Dr beneficiary_wallet /
//               Cr fx_position); otherwise nothing is taken from it and a RECONCILIATION_MISMATCH exception carries
//               the USDC owed, for an operator
//               Before the on-ramp settled (funded, maybe held) nothing was bought: the amount leaves customer_deposits
//               and rail_cash and the transfer FAILS (reason `returned`), the rest refunded to the payer (failUnsettled)
//               After it FAILED, the deposit is owed back: the amount pays that debt (Dr deposits_to_return / Cr
//               rail_cash) and the refund still pending is cut by it (returnOwedBack)
//
// The PSP is always called outside any transaction.
import { type Db, type Queryable, type Transaction } from '../../db/index.ts';
import { errorText } from '../../errors.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { JobResult } from '../../jobs/runner.ts';
import { amountText, Decimal, formatAmount } from '../../money.ts';
import type { PixCollector, ReceivedPix, Refund } from '../../rails/capabilities/pix-collection.ts';
import { classifyRailError } from '../../rails/capabilities/errors.ts';
import { withCode } from '../payouts/index.ts';
import { beneficiaryById, canonicalDocument, holderDocument } from '../beneficiaries/index.ts';
import { beneficiaryBalance, post, railCash } from '../ledger/index.ts';
import { emitEvent, jsonNumber } from '../webhooks/index.ts';
import { pixReadBackJob, transferExecutionJob, type PixJobs } from './jobs.ts';
import { failTransfer, recordDeposit } from './lifecycle.ts';
import { MED_RETURN_ENTRY, onRampReturnPostings } from './returns.ts';
import { SYSTEM_ACTOR, transferRead, type TransferRow } from './model.ts';
import { requestPixRefund, takeFromPendingRefund } from './pix-refunds.ts';
import { closeException, openException } from '../exceptions/index.ts';

type Outcome = 'CREDITED' | 'WRONG_AMOUNT' | 'WRONG_PAYER' | 'NOT_AWAITING_FUNDS' | 'UNKNOWN_CHARGE';

/** The transfer a PIX paid (by its charge's txid) or a MED return takes back (by id), locked. */
const BY_TXID_FOR_UPDATE = transferRead('by_psp_txid_for_update', `WHERE pix_txid = $1 AND collection = 'PSP' FOR NO KEY UPDATE`);
const BY_ID_FOR_UPDATE = transferRead('by_id_for_update', 'WHERE id = $1 FOR NO KEY UPDATE');

/** How far back each poll reads before where the last one stopped: PIX the PSP records late are still found. */
const POLL_OVERLAP_MS = 10 * 60_000;
/** What the first poll of a new database reads. */
const FIRST_POLL_WINDOW_MS = 24 * 3600_000;
/** How long before a refund the PSP is still working on is asked about again. */
const REFUND_CHECK_MS = 5_000;
/** A notice's PIX the PSP does not show yet is read again after this (its list and its notices may lag each other). */
const READ_BACK_RETRY_MS = 5_000;

/** The natures of a devolução made under the MED (API Pix 2.9.0, Devolucao.natureza). */
const MED_NATURES: ReadonlySet<string> = new Set(['MED_OPERACIONAL', 'MED_FRAUDE']);
/** How many credited PIX one run of the MED check reads. */
const MED_BATCH = 100;

export interface MedSettings {
  /** How long after it was received a credited PIX is re-read (the MED's window). */
  medWindowDays: number;
  /** How long between two reads of the same PIX. */
  medRecheckS: number;
  /** The URL to register as the PSP's webhook at start (PIX_REGISTER_WEBHOOK); none: it is registered by hand. */
  webhookUrl?: string | undefined;
}

type MedReturn = ReceivedPix['refunds'][number];

const REFUND_REASONS: Record<'NOT_AWAITING_FUNDS' | 'UNKNOWN_CHARGE', string> = {
  NOT_AWAITING_FUNDS: 'Ponte: the charge was no longer payable.',
  UNKNOWN_CHARGE: 'Ponte: the PIX pays no charge of ours.',
};

export class PixCollections implements PixJobs {
  constructor(
    private readonly db: Db,
    private readonly collector: PixCollector,
    private readonly med: MedSettings = { medWindowDays: 90, medRecheckS: 86_400 },
  ) {}

  /**
   * A webhook POST from the PSP (its origin established by the route): each notice becomes a read-back job, keyed by
   * the PIX, so a notice sent twice is read once. Throws a TypeError when the body is not a notice list.
   */
  async notified(body: unknown): Promise<number> {
    const notices = this.collector.parseWebhook(body);
    await this.db.transaction(async (tx) => {
      for (const notice of notices) await enqueueJob(tx, pixReadBackJob, { endToEndId: notice.endToEndId });
    });
    return notices.length;
  }

  /** The webhook job (at the worker's start, then hourly): our URL registered at the PSP, when configured, once. */
  async registerWebhook(): Promise<void> {
    if (this.med.webhookUrl !== undefined) await this.collector.configureWebhook(this.med.webhookUrl);
  }

  /** The read-back job: the PIX as the PSP has it, recorded. */
  async readBack(endToEndId: string): Promise<JobResult> {
    if (await this.seen(endToEndId)) return;
    const pix = await this.collector.received(endToEndId);
    if (!pix) throw new Error(`the PSP shows no PIX ${endToEndId} yet; read again in ${READ_BACK_RETRY_MS / 1000} s`);
    await this.record(pix);
  }

  /** The poll: every PIX received since a little before the last poll that is not recorded yet. */
  async poll(): Promise<void> {
    const [cursor] = await this.db.query<{ polled_until: Date }>('SELECT polled_until FROM pix_poll_cursor');
    const end = new Date();
    const start = new Date(cursor ? cursor.polled_until.getTime() - POLL_OVERLAP_MS : end.getTime() - FIRST_POLL_WINDOW_MS);
    for await (const pix of this.collector.receivedBetween(start, end)) {
      if (!(await this.seen(pix.endToEndId))) await this.record(pix);
    }
    await this.db.query(
      `INSERT INTO pix_poll_cursor (one, polled_until) VALUES (true, $1)
       ON CONFLICT (one) DO UPDATE SET polled_until = GREATEST(pix_poll_cursor.polled_until, EXCLUDED.polled_until)`,
      [end],
    );
  }

  private async seen(endToEndId: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM pix_received WHERE end_to_end_id = $1', [endToEndId])).length > 0;
  }

  /** Records a PIX received and what it does, once: a second record of the same PIX changes nothing. */
  async record(pix: ReceivedPix): Promise<Outcome | undefined> {
    return this.db.transaction(async (tx) => {
      const [transfer] = pix.txid === null ? [] : await tx.query<TransferRow>(BY_TXID_FOR_UPDATE, [pix.txid]);
      const outcome = await outcomeOf(tx, pix, transfer);
      const inserted = await tx.query(
        `INSERT INTO pix_received (end_to_end_id, txid, amount, payer_document, received_at, transfer_id, integrator_id, outcome)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (end_to_end_id) DO NOTHING RETURNING end_to_end_id`,
        [pix.endToEndId, pix.txid, pix.amount, pix.payerDocument, pix.receivedAt, transfer?.id ?? null, transfer?.integrator_id ?? null, outcome],
      );
      if (inserted.length === 0) return undefined;
      if (transfer && (outcome === 'CREDITED' || outcome === 'WRONG_AMOUNT' || outcome === 'WRONG_PAYER')) {
        await recordDeposit(tx, transfer.id, pix.amount);
        if (outcome === 'CREDITED') {
          await enqueueJob(tx, transferExecutionJob, { transferId: transfer.id }, { integratorId: transfer.integrator_id });
        } else {
          const expected = amountText(transfer.from_value);
          const reason =
            outcome === 'WRONG_AMOUNT'
              ? `Received ${formatAmount(pix.amount)} BRL, but the transfer expects exactly ${expected} BRL; the deposit is returned to the payer.`
              : 'The PIX was paid by someone other than the beneficiary, whose CPF or CNPJ must pay it; the deposit is returned to the payer.';
          await failTransfer(tx, transfer.id, reason);
        }
        return outcome;
      }
      await post(tx, {
        description: 'PIX received for no waiting transfer, owed back to its payer',
        reference: `pix:${pix.endToEndId}`,
        postings: [
          { account: railCash('pix-collection'), direction: 'DEBIT', amount: pix.amount },
          { account: { kind: 'deposits_to_return', currency: 'BRL' }, direction: 'CREDIT', amount: pix.amount },
        ],
      });
      await requestPixRefund(tx, pix.endToEndId, pix.amount, REFUND_REASONS[outcome as keyof typeof REFUND_REASONS]);
      return outcome;
    });
  }

  /**
   * The refund job: asks the PSP to return the PIX (asking again is answered with the refund it holds) and follows the
   * refund until it ends. RETURNED books the money leaving; NOT_RETURNED keeps it owed, for an operator.
   */
  async refund(endToEndId: string): Promise<JobResult> {
    const [owed] = await this.db.query<{ refund_id: string; amount: string; reason: string }>(
      `SELECT refund_id, amount::text AS amount, reason FROM pix_refunds WHERE end_to_end_id = $1 AND status = 'PENDING'`,
      [endToEndId],
    );
    if (!owed) return;
    // A refund the PSP already holds (asked for by an earlier run of this job) is followed by reading its status: the
    // PUT is sent once, not again at every check.
    const held = await this.collector.refundStatus(endToEndId, owed.refund_id);
    if (held && !held.amount.equals(new Decimal(owed.amount))) {
      throw new Error(
        `the PSP holds refund ${owed.refund_id} of PIX ${endToEndId} for ${held.amount.toFixed(2)} BRL, not the ${amountText(owed.amount)} BRL owed`,
      );
    }
    let refund: Pick<Refund, 'status' | 'reason' | 'code' | 'returnId'>;
    try {
      refund = held ?? (await this.collector.refund({ endToEndId, refundId: owed.refund_id, amount: new Decimal(owed.amount), reason: owed.reason }));
    } catch (error) {
      // The PSP refused the devolução for good (PixDevolucaoInvalida: more than the PIX in all, past its window): it is
      // not asked again, and the money stays owed, for an operator. Anything else is retried by the job (no sooner than
      // the PSP's Retry-After), a permanent error of another kind kept failed for an operator.
      const named = classifyRailError(error);
      if (named.retryable || named.outcome !== 'REFUSED') throw error;
      refund = { status: 'NOT_RETURNED', reason: `The PSP refused the devolução: ${errorText(error)}`, code: named.code, returnId: null };
    }
    if (refund.status === 'PENDING') return { rescheduleAt: new Date(Date.now() + REFUND_CHECK_MS) };
    await this.db.transaction(async (tx) => {
      const ended = await tx.query(
        `UPDATE pix_refunds SET status = $2, failure_reason = $3, return_id = $4, updated_at = now()
          WHERE end_to_end_id = $1 AND status = 'PENDING' RETURNING end_to_end_id`,
        [
          endToEndId,
          refund.status,
          refund.status === 'NOT_RETURNED' ? withCode(refund.reason ?? 'The PSP did not return the PIX.', refund.code) : null,
          refund.returnId,
        ],
      );
      if (ended.length === 0) return;
      if (refund.status === 'NOT_RETURNED') {
        await openException(tx, {
          kind: 'FUNDS_OWED_BACK',
          resourceType: 'pix_refund',
          resourceId: endToEndId,
          integratorId: (await tx.query<{ integrator_id: string | null }>('SELECT integrator_id FROM pix_received WHERE end_to_end_id = $1', [endToEndId]))[0]
            ?.integrator_id,
          amount: new Decimal(owed.amount),
          currency: 'BRL',
          reason: `The PSP did not return PIX ${endToEndId}: ${withCode(refund.reason ?? 'no reason given', refund.code)}. ${amountText(owed.amount)} BRL is still owed to its payer.`,
          details: { refundId: owed.refund_id, ...(refund.code === undefined ? {} : { railErrorCode: refund.code }) },
          actions: ['retry', 'mark_returned'],
        });
        return;
      }
      await post(tx, {
        description: 'PIX returned to its payer',
        reference: `pix:${endToEndId}`,
        postings: [
          { account: { kind: 'deposits_to_return', currency: 'BRL' }, direction: 'DEBIT', amount: new Decimal(owed.amount) },
          { account: railCash('pix-collection'), direction: 'CREDIT', amount: new Decimal(owed.amount) },
        ],
      });
    });
  }

  /**
   * The MED check: the credited PIX within the window that are due a read, oldest read first, each read back from the
   * PSP; every returned devolução of a MED nature is recorded once (recordMedReturn).
   */
  async medCheck(): Promise<void> {
    const due = await this.db.query<{ end_to_end_id: string }>(
      `SELECT end_to_end_id FROM pix_received
        WHERE outcome = 'CREDITED' AND received_at > now() - make_interval(days => $1::int)
          AND (med_checked_at IS NULL OR med_checked_at <= now() - make_interval(secs => $2::int))
        ORDER BY med_checked_at NULLS FIRST, received_at LIMIT $3`,
      [this.med.medWindowDays, this.med.medRecheckS, MED_BATCH],
    );
    for (const { end_to_end_id: endToEndId } of due) {
      const pix = await this.collector.received(endToEndId);
      for (const refund of pix?.refunds ?? []) {
        if (MED_NATURES.has(refund.nature) && refund.status === 'RETURNED') await this.recordMedReturn(endToEndId, refund);
      }
      await this.db.query('UPDATE pix_received SET med_checked_at = now() WHERE end_to_end_id = $1', [endToEndId]);
    }
  }

  /**
   * A devolução under the MED, once, with its postings and its event in one transaction: the USDC the on-ramp bought
   * with the amount returned (pro rata) is debited from the beneficiary's balance when available there; otherwise an
   * exception carries it as owed.
   */
  async recordMedReturn(endToEndId: string, refund: MedReturn): Promise<'DEBITED' | 'OWED' | 'UNSETTLED' | undefined> {
    return this.db.transaction(async (tx) => {
      const [received] = await tx.query<{ transfer_id: string; amount: string }>(
        `SELECT transfer_id, amount::text AS amount FROM pix_received WHERE end_to_end_id = $1 AND outcome = 'CREDITED' AND transfer_id IS NOT NULL`,
        [endToEndId],
      );
      if (!received) return undefined;
      const [transfer] = await tx.query<TransferRow>(BY_ID_FOR_UPDATE, [received.transfer_id]);
      if (!transfer) return undefined;
      if ((await tx.query('SELECT 1 FROM pix_med_returns WHERE end_to_end_id = $1 AND refund_id = $2', [endToEndId, refund.refundId])).length > 0)
        return undefined;
      const amount = refund.amount;
      // Funded but not settled (waiting for its execution, held by the rate band, the liquidity of the hot wallet or a
      // compliance review): the money is gone from what the transfer holds, so it fails and never settles.
      if (transfer.type === 'ON_RAMP' && transfer.status === 'PENDING' && transfer.received_value !== null)
        return this.failUnsettled(tx, endToEndId, refund, transfer);
      // Failed, its deposit owed back to the payer: what the MED returned pays that debt.
      if (transfer.type === 'ON_RAMP' && transfer.status === 'FAILED') return this.returnOwedBack(tx, endToEndId, refund, transfer);
      const [{ returned: returnedBefore } = { returned: '0' }] = await tx.query<{ returned: string }>(
        'SELECT COALESCE(sum(amount), 0)::text AS returned FROM pix_med_returns WHERE end_to_end_id = $1',
        [endToEndId],
      );
      // A settled on-ramp is unwound as its settlement was posted: fees, taxes and the spread come back with the rest,
      // and the USDC the amount bought, pro rata, is taken from the beneficiary's balance when it is still available.
      const unwound =
        transfer.status === 'SUCCEEDED' ? await onRampReturnPostings(tx, transfer, 'pix-collection', amount, new Decimal(returnedBefore)) : undefined;
      const usdc = unwound?.usdc ?? new Decimal(transfer.to_value).times(amount).div(new Decimal(received.amount)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      const available = new Decimal((await beneficiaryBalance(tx, transfer.beneficiary_id)).available);
      const outcome = unwound && available.gte(usdc) ? 'DEBITED' : 'OWED';
      await recordMedReturnRow(tx, endToEndId, refund, transfer, usdc, outcome);
      const nature = natureOf(refund);
      const postings = unwound
        ? [...unwound.postings, ...(outcome === 'DEBITED' ? unwound.usdcLegs : [])]
        : [
            { account: { kind: 'fx_position' as const, currency: 'BRL' as const }, direction: 'DEBIT' as const, amount },
            { account: railCash('pix-collection'), direction: 'CREDIT' as const, amount },
          ];
      await post(tx, { description: `${MED_RETURN_ENTRY} (${nature})`, reference: `transfer:${transfer.id}`, postings });
      const returned = `The payer's PSP took back ${formatAmount(amount)} BRL of PIX ${endToEndId} under the MED (${nature})`;
      const message =
        outcome === 'DEBITED'
          ? `${returned}: ${usdc.toFixed(2)} USDC was debited from the beneficiary's balance.`
          : `${returned}: ${usdc.toFixed(2)} USDC is owed, the beneficiary's balance no longer holds it.`;
      if (outcome === 'OWED') await medMismatch(tx, transfer, endToEndId, refund, usdc, 'USDC', `${message} Recover it from the integrator.`);
      await medReturnEvent(tx, transfer, endToEndId, refund, message, outcome === 'DEBITED' ? { debited: usdc } : { owed: usdc });
      return outcome;
    });
  }

  /**
   * A devolução under the MED of the deposit of an on-ramp that has not settled: no USDC was bought with it, so the
   * returned amount leaves what the transfer holds (Dr customer_deposits / Cr rail_cash), and the transfer FAILS
   * (failTransfer, reason `returned`), in the caller's transaction: the rest of the deposit, if any, is refunded to the
   * payer by the specification's devolução (the on-ramp is priced on the whole deposit, and a deposit short of it is
   * returned as one of the wrong amount is); what the MED took is not asked of the PSP again. Any hold's exception is
   * closed: the transfer no longer waits for anyone.
   */
  private async failUnsettled(tx: Transaction, endToEndId: string, refund: MedReturn, transfer: TransferRow): Promise<'UNSETTLED'> {
    const amount = refund.amount;
    await recordMedReturnRow(tx, endToEndId, refund, transfer, new Decimal(0), 'UNSETTLED');
    const nature = natureOf(refund);
    await post(tx, {
      description: `${MED_RETURN_ENTRY} (${nature})`,
      reference: `transfer:${transfer.id}`,
      postings: [
        { account: { kind: 'customer_deposits', currency: 'BRL' }, direction: 'DEBIT', amount },
        { account: railCash('pix-collection'), direction: 'CREDIT', amount },
      ],
    });
    const rest = new Decimal(transfer.received_value!).minus(amount);
    const said = `The payer's PSP took back ${formatAmount(amount)} BRL of PIX ${endToEndId} under the MED (${nature}) before the transfer settled`;
    const reason = withCode(rest.gt(0) ? `${said}; the other ${formatAmount(rest)} BRL is returned to the payer.` : `${said}.`, 'returned');
    for (const kind of HOLD_KINDS) await closeException(tx, kind, 'transfer', transfer.id, `The transfer failed: ${reason}`);
    await failTransfer(tx, transfer.id, reason, undefined, SYSTEM_ACTOR, amount);
    return 'UNSETTLED';
  }

  /**
   * A devolução under the MED of the deposit of an on-ramp that failed: no USDC was bought with it, and the deposit is
   * owed back to its payer (deposits_to_return) by a refund of ours. The MED returned part of it to that payer: in the
   * caller's transaction, it leaves the account and the debt (Dr deposits_to_return / Cr rail_cash), the refund still
   * pending is cut by it (or ended, when it was all of it), and the integrator is told (ON_RAMP_RETURNED, nothing owed).
   * When no pending refund covers it (ours was made or refused already), the books have nothing the MED could have
   * paid: nothing is posted, and an exception asks an operator to check the PSP's account.
   */
  private async returnOwedBack(tx: Transaction, endToEndId: string, refund: MedReturn, transfer: TransferRow): Promise<'UNSETTLED'> {
    const amount = refund.amount;
    await recordMedReturnRow(tx, endToEndId, refund, transfer, new Decimal(0), 'UNSETTLED');
    const nature = natureOf(refund);
    const said = `The payer's PSP took back ${formatAmount(amount)} BRL of PIX ${endToEndId} under the MED (${nature}) after the transfer failed`;
    const paid = await takeFromPendingRefund(tx, endToEndId, amount, refund.refundId);
    if (paid) {
      await post(tx, {
        description: `${MED_RETURN_ENTRY} (${nature})`,
        reference: `transfer:${transfer.id}`,
        postings: [
          { account: { kind: 'deposits_to_return', currency: 'BRL' }, direction: 'DEBIT', amount },
          { account: railCash('pix-collection'), direction: 'CREDIT', amount },
        ],
      });
    } else {
      const reason = `${said}, and no refund still owed to the payer covers it: the books hold nothing it could have paid. Check the PSP's account.`;
      await medMismatch(tx, transfer, endToEndId, refund, amount, 'BRL', reason);
    }
    const message = paid ? `${said}: it is part of the deposit owed back to the payer, and the refund still to make is that much less.` : `${said}.`;
    // Nothing is owed in USDC: none was bought. The event says whether the books could take the return (success).
    await medReturnEvent(tx, transfer, endToEndId, refund, message, paid ? { debited: new Decimal(0) } : { owed: new Decimal(0) });
    return 'UNSETTLED';
  }

  /** The cancel job: the charge of a cancelled transfer removed at the PSP (a PIX paid meanwhile is refunded on arrival). */
  async cancelCharge(txid: string): Promise<JobResult> {
    try {
      await this.collector.cancelCharge(txid);
    } catch (error) {
      throw new Error(`the PSP did not remove charge ${txid}: ${errorText(error)}`, { cause: error });
    }
  }
}

/** The MED's nature, in words. */
const natureOf = (refund: MedReturn): string => (refund.nature === 'MED_FRAUDE' ? 'suspected fraud' : 'an operational flaw');

/** The MED return recorded once (pix_med_returns: the devolução by its id), with the USDC it took back and its outcome. */
async function recordMedReturnRow(
  tx: Transaction,
  endToEndId: string,
  refund: MedReturn,
  transfer: TransferRow,
  usdc: Decimal,
  outcome: 'DEBITED' | 'OWED' | 'UNSETTLED',
): Promise<void> {
  await tx.query(
    `INSERT INTO pix_med_returns (end_to_end_id, refund_id, nature, amount, transfer_id, integrator_id, usdc_amount, outcome)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [endToEndId, refund.refundId, refund.nature, refund.amount.toFixed(2), transfer.id, transfer.integrator_id, usdc.toFixed(2), outcome],
  );
}

/** A MED return the books could not take as it came: an exception for an operator (dismissed once dealt with). */
function medMismatch(
  tx: Transaction,
  transfer: TransferRow,
  endToEndId: string,
  refund: MedReturn,
  amount: Decimal,
  currency: 'BRL' | 'USDC',
  reason: string,
): Promise<unknown> {
  return openException(tx, {
    kind: 'RECONCILIATION_MISMATCH',
    resourceType: 'transfer',
    resourceId: transfer.id,
    integratorId: transfer.integrator_id,
    amount,
    currency,
    reason,
    details: { endToEndId, refundId: refund.refundId, nature: refund.nature, brlReturned: refund.amount.toFixed(2) },
    actions: ['dismiss'],
  });
}

/**
 * The integrator's ON_RAMP_RETURNED event of a MED return: the USDC debited from the beneficiary's balance, or owed
 * (success is whether the return was taken in full, nothing left owed).
 */
function medReturnEvent(
  tx: Transaction,
  transfer: TransferRow,
  endToEndId: string,
  refund: MedReturn,
  message: string,
  usdc: { debited: Decimal } | { owed: Decimal },
): Promise<unknown> {
  const zero = new Decimal(0);
  return emitEvent(tx, {
    integratorId: transfer.integrator_id,
    operation: 'ON_RAMP_RETURNED',
    resourceId: transfer.id,
    beneficiaryId: transfer.beneficiary_id,
    success: 'debited' in usdc,
    message,
    data: {
      transferId: transfer.id,
      endToEndId,
      refundId: refund.refundId,
      nature: refund.nature,
      returned: { currencyCode: 'BRL', value: jsonNumber(refund.amount) },
      debited: { currencyCode: 'USDC', value: jsonNumber('debited' in usdc ? usdc.debited : zero) },
      owed: { currencyCode: 'USDC', value: jsonNumber('owed' in usdc ? usdc.owed : zero) },
    },
  });
}

/** What a PIX does, judged under the lock of the transfer whose charge it names. */
async function outcomeOf(tx: Transaction, pix: ReceivedPix, transfer: TransferRow | undefined): Promise<Outcome> {
  if (!transfer) return 'UNKNOWN_CHARGE';
  if (transfer.phase !== 'AWAITING_FUNDS') return 'NOT_AWAITING_FUNDS';
  // The payer is checked when the PSP names it (the standard stopped requiring it): only the beneficiary may pay.
  if (pix.payerDocument !== null) {
    const beneficiary = await beneficiaryById(tx, transfer.beneficiary_id);
    if (!beneficiary || canonicalDocument(pix.payerDocument) !== holderDocument(beneficiary)) return 'WRONG_PAYER';
  }
  return pix.amount.equals(new Decimal(transfer.from_value)) ? 'CREDITED' : 'WRONG_AMOUNT';
}

/** The exceptions that hold a funded transfer for someone's decision (the rate band, liquidity, compliance). */
const HOLD_KINDS: ReadonlyArray<Parameters<typeof closeException>[1]> = ['RATE_BAND_HELD', 'LIQUIDITY_SHORT', 'COMPLIANCE_REVIEW'];

/** The outcomes in which a PIX is its transfer's deposit. */
const FUNDING_OUTCOMES: ReadonlySet<Outcome> = new Set(['CREDITED', 'WRONG_AMOUNT', 'WRONG_PAYER']);

/**
 * The reference a PIX the PSP received stands under in the books (for reconciliation's reading of the PSP's list):
 * `transfer:<id>` when it funded that transfer (credited, or of the wrong amount or payer: the transfer's deposit), else
 * `pix:<end_to_end_id>` (owed back, booked apart). One not recorded yet is named by the charge it paid, if it is ours.
 */
export async function pixReferenceOf(db: Queryable, pix: Pick<ReceivedPix, 'endToEndId' | 'txid'>): Promise<string> {
  const [recorded] = await db.query<{ transfer_id: string | null; outcome: Outcome }>(
    'SELECT transfer_id, outcome FROM pix_received WHERE end_to_end_id = $1',
    [pix.endToEndId],
  );
  if (recorded) return recorded.transfer_id !== null && FUNDING_OUTCOMES.has(recorded.outcome) ? `transfer:${recorded.transfer_id}` : `pix:${pix.endToEndId}`;
  const [charged] = pix.txid === null ? [] : await db.query<{ id: string }>(`SELECT id FROM transfers WHERE pix_txid = $1 AND collection = 'PSP'`, [pix.txid]);
  return charged ? `transfer:${charged.id}` : `pix:${pix.endToEndId}`;
}
