// Long (about 470 lines) because it is the one place a transfer changes state: every transition, its postings and its
// event are kept together so that each commits in one transaction; execution, funding and collections call into it.
// What a return under the MED gives back of a settled on-ramp is in returns.ts.
// Owns the transfer's states: PENDING -> SUCCEEDED | FAILED | CANCELLED, the three of them final.
//
//   PENDING -> SUCCEEDED   the funds arrived for exactly from.value and settled at the latest rate (ON_RAMP: the USDC
//                          is in the beneficiary's wallet; OFF_RAMP: the local payout was confirmed)
//   PENDING -> FAILED      the deposit did not match from.value (an on-ramp's is returned to the payer; the USDC of an
//                          external-wallet off-ramp is booked as owed back to its sender, for an operator to return
//                          on-chain), or the local payout of an OFF_RAMP was rejected (a direct off-ramp's hold is
//                          released; an external-wallet one's deposit is owed back the same way)
//   PENDING -> CANCELLED   no funds arrived within TRANSFER_FUNDING_TIMEOUT_S, or the integrator cancelled before
//                          they did (a direct off-ramp: before its payout started; its hold is released)
//   SUCCEEDED -> FAILED    an OFF_RAMP's payout came back after the rail reported it paid (returnOffRamp): the only
//                          move out of a final state, made once, its settlement reversed
//
// Each move is one function that runs in the caller's transaction and does three things or nothing: the state change,
// guarded by the phase it starts from (never ENDED) so that a move out of a final state cannot happen and a job or
// request that runs twice moves nothing twice; the ledger entries the move causes (see the chart in ledger/service.ts); and exactly
// one ON_RAMP or OFF_RAMP event. A move that did not happen returns undefined and wrote nothing.
//
// Inside PENDING, the phase column says what the transfer waits for (migration 019): AWAITING_FUNDS, FUNDED,
// PAYOUT_STARTED, PAYOUT_SENT; a final state's phase is ENDED. The steps between phases (funds arriving, a payout
// claimed, sent, acknowledged) and the chain transaction linked to an external-wallet off-ramp are not moves of the
// status, but they are changes of the transfer row, so they are written here too, each guarded by its phase: every
// UPDATE of a transfer is in this file.
import { maybeOne, one, preparedAs, type Prepared, type Queryable } from '../../db/index.ts';
import { cancelJob } from '../../jobs/queue.ts';
import { amountText, Decimal, formatAmount, SCALE } from '../../money.ts';
import { beneficiaryWallet, captureHold, post, postedByConversion, railCash, releaseHold, type Posting } from '../ledger/index.ts';
import { collectionAccount, payoutAccount } from '../../rails/capabilities/statement.ts';
import { emitEvent } from '../webhooks/index.ts';
import { newConversionId, recordConversion, spreadEarned, type LinedPrice } from './fx-lineage.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { depositReturnJob, pixChargeCancelJob, transferExecutionJob, transferFundingTimeoutJob } from './jobs.ts';
import { priceColumns, SYSTEM_ACTOR, transferCallbackData, transferColumns, type TransferRow } from './model.ts';
import { pixThatFunded, requestPixRefund } from './pix-refunds.ts';
import { payinThatFunded, removeCollectionKey, requestCopReturn } from './cop-returns.ts';
import { openException } from '../exceptions/index.ts';

const reference = (transfer: TransferRow): string => `transfer:${transfer.id}`;

function emitTransferEvent(tx: Queryable, transfer: TransferRow, success: boolean): Promise<string> {
  return emitEvent(tx, {
    integratorId: transfer.integrator_id,
    operation: transfer.type,
    resourceId: transfer.id,
    beneficiaryId: transfer.beneficiary_id,
    success,
    message: transfer.status_reason,
    data: transferCallbackData(transfer),
  });
}

/** Legs with a zero amount say nothing and the ledger refuses them (a fee of 0 bps, say). */
export const nonZero = (postings: Posting[]): Posting[] => postings.filter((posting) => !posting.amount.isZero());

/** A transfer's deposit recorded (prepared: every deposit of every rail passes here). */
const RECORD_DEPOSIT: Prepared = {
  name: 'transfers_record_deposit',
  text: `UPDATE transfers SET phase = 'FUNDED', received_value = $2, funds_received_at = now(), updated_at = now(), last_modified_by = $3,
                deposit_sender = coalesce($4, deposit_sender), deposit_log_index = $5
          WHERE id = $1 AND phase = 'AWAITING_FUNDS' RETURNING ${transferColumns}`,
};

/**
 * Records that `amount` arrived for a PENDING transfer that had no funds yet: money now held at the rail and owed to
 * the customer until it settles. The funding timeout is no longer needed. Undefined when the transfer was already paid
 * or is final; the caller says which.
 */
export async function recordDeposit(
  tx: Queryable,
  transferId: string,
  amount: Decimal,
  sender?: string,
  /** A chain deposit's one Transfer log in the linked transaction (migration 066): reconciliation pairs by it. */
  logIndex?: number,
): Promise<TransferRow | undefined> {
  const transfer = await maybeOne<TransferRow>(tx, RECORD_DEPOSIT, [transferId, amount, SYSTEM_ACTOR, sender ?? null, logIndex ?? null]);
  if (!transfer) return undefined;
  await post(tx, {
    description: `${transfer.type} deposit received`,
    reference: reference(transfer),
    postings: [
      { account: railCash(collectionAccount(transfer.from_currency)), direction: 'DEBIT', amount },
      { account: { kind: 'customer_deposits', currency: transfer.from_currency }, direction: 'CREDIT', amount },
    ],
  });
  await cancelJob(tx, transferFundingTimeoutJob, { transferId: transfer.id });
  return transfer;
}

/**
 * PENDING -> SUCCEEDED for an ON_RAMP whose deposit matched: the transfer takes `priced` (the latest rate) as final,
 * the deposit leaves customer_deposits for the fees, the taxes and the conversion, and the converted USDC is credited
 * to the beneficiary's wallet.
 */
export async function succeedOnRamp(tx: Queryable, transferId: string, priced: LinedPrice): Promise<TransferRow | undefined> {
  const columns = Object.entries({ ...priceColumns(priced), fx_conversion_id: newConversionId() });
  const assignments = columns.map(([column], index) => `${column} = $${index + 3}`).join(', ');
  const transfer = await maybeOne<TransferRow>(
    tx,
    preparedAs(
      'transfers_succeed_on_ramp',
      `UPDATE transfers SET status = 'SUCCEEDED', phase = 'ENDED', ${assignments}, updated_at = now(), last_modified_by = $2
        WHERE id = $1 AND phase = 'FUNDED' AND type = 'ON_RAMP' AND received_value = from_value RETURNING ${transferColumns}`,
    ),
    [transferId, SYSTEM_ACTOR, ...columns.map(([, value]) => value)],
  );
  if (!transfer) return undefined;
  const fxConversionId = transfer.fx_conversion_id!;
  await recordConversion(tx, fxConversionId, transfer, priced);
  const local = transfer.from_currency;
  const effective = priced.effectiveTransactionValue.value;
  const spread = spreadEarned('ON_RAMP', effective, priced.to.value, priced.marketExchangeRate);
  await post(tx, {
    description: 'ON_RAMP settled',
    reference: reference(transfer),
    postings: nonZero([
      { account: { kind: 'customer_deposits', currency: local }, direction: 'DEBIT', amount: priced.from.value },
      {
        account: { kind: 'integrator_fees_payable', currency: local, ownerId: transfer.integrator_id },
        direction: 'CREDIT',
        amount: priced.integratorFee.value,
      },
      { account: { kind: 'service_fee_revenue', currency: local }, direction: 'CREDIT', amount: priced.serviceFee.value },
      { account: { kind: 'taxes_payable', currency: local }, direction: 'CREDIT', amount: priced.taxes.value },
      { account: { kind: 'spread_revenue', currency: local }, direction: 'CREDIT', amount: spread, fxConversionId },
      { account: { kind: 'fx_position', currency: local }, direction: 'CREDIT', amount: effective.minus(spread), fxConversionId },
      { account: { kind: 'fx_position', currency: 'USDC' }, direction: 'DEBIT', amount: priced.to.value, fxConversionId },
      { account: beneficiaryWallet(transfer.beneficiary_id), direction: 'CREDIT', amount: priced.to.value, fxConversionId },
    ]),
  });
  await emitTransferEvent(tx, transfer, true);
  return transfer;
}

/** Whether the transfer's funds arrive on-chain, at a deposit address of its own, from which no rail sends them back. */
const fundedOnChain = (transfer: Pick<TransferRow, 'type' | 'funding_source'>): boolean =>
  transfer.type === 'OFF_RAMP' && transfer.funding_source === 'EXTERNAL_WALLET';

/**
 * PENDING -> FAILED with `reason`. A deposit that had arrived leaves customer_deposits, so nothing stays owed there: an
 * on-ramp's is returned to the payer through its rail at once (the sandbox's rails: booked now, and the rail told by a
 * job, deposit-returns.ts), or, collected by a PSP, moves to
 * deposits_to_return with the refund of its PIX asked for in the same transaction (pix-refunds.ts), owed until the PSP
 * confirms it; an external-wallet off-ramp's USDC stays at its deposit address (no rail sends USDC on-chain) and moves
 * to deposits_to_return, owed back to the sender until an operator returns it, and the reason then ends saying so.
 * `shown` is the amount that sentence names when it is not the booked received_value (an on-chain amount with more
 * than 2 decimals). `actor` is who failed it, as the row records it (the service, or an operator: actorStamp).
 * `gone` is the part of the deposit its rail already took back (a PIX returned under the MED before the on-ramp
 * settled, booked by the caller in this transaction): only the rest is returned, and none when nothing is left.
 */
export async function failTransfer(
  tx: Queryable,
  transferId: string,
  reason: string,
  shown?: string,
  actor: string = SYSTEM_ACTOR,
  gone: Decimal = new Decimal(0),
): Promise<TransferRow | undefined> {
  const pending = await maybeOne<Pick<TransferRow, 'type' | 'funding_source' | 'received_value' | 'from_currency' | 'collection'>>(
    tx,
    `SELECT type, funding_source, received_value::text AS received_value, from_currency, collection FROM transfers WHERE id = $1 AND phase <> 'ENDED' FOR NO KEY UPDATE`,
    [transferId],
  );
  if (!pending) return undefined;
  const owedBack = fundedOnChain(pending) && pending.received_value !== null;
  const refundedByPsp = (pending.collection === 'PSP' || pending.collection === 'BITSO') && pending.received_value !== null;
  const said = owedBack
    ? `${sentence(reason)} The ${shown ?? amountText(pending.received_value!)} ${pending.from_currency} received at the funding wallet will be returned to the sender.`
    : reason;
  const transfer = await maybeOne<TransferRow>(
    tx,
    `UPDATE transfers SET status = 'FAILED', phase = 'ENDED', status_reason = $2, updated_at = now(), last_modified_by = $3
      WHERE id = $1 AND phase <> 'ENDED' RETURNING *`,
    [transferId, said, actor],
  );
  if (!transfer) return undefined;
  // A direct off-ramp fails before its hold is captured (capture is at SUCCEEDED): the USDC goes back to available.
  if (transfer.hold_id !== null) await releaseHold(tx, transfer.hold_id);
  const held = transfer.received_value === null ? new Decimal(0) : new Decimal(transfer.received_value).minus(gone);
  if (held.gt(0)) {
    const amount = held;
    const currency = transfer.from_currency;
    await post(
      tx,
      owedBack || refundedByPsp
        ? {
            description: `${transfer.type} deposit owed back to the sender`,
            reference: reference(transfer),
            postings: [
              { account: { kind: 'customer_deposits', currency }, direction: 'DEBIT', amount },
              { account: { kind: 'deposits_to_return', currency }, direction: 'CREDIT', amount },
            ],
          }
        : {
            description: `${transfer.type} deposit returned to the payer`,
            reference: reference(transfer),
            postings: [
              { account: { kind: 'customer_deposits', currency }, direction: 'DEBIT', amount },
              { account: railCash(collectionAccount(currency)), direction: 'CREDIT', amount },
            ],
          },
    );
    if (owedBack) {
      // No rail returns USDC on-chain: a person does, and until then it is an item on their list.
      await openException(tx, {
        kind: 'FUNDS_OWED_BACK',
        integratorId: transfer.integrator_id,
        resourceType: 'transfer',
        resourceId: transfer.id,
        amount,
        currency,
        reason: `${formatAmount(amount)} ${currency} received at ${transfer.funding_wallet ?? 'the funding wallet'} for a failed off-ramp is owed back to its sender.`,
        details: { fundingWallet: transfer.funding_wallet, transactionHash: transfer.transaction_hash },
        actions: ['mark_returned'],
      });
    }
    if (!owedBack && !refundedByPsp) await enqueueJob(tx, depositReturnJob, { transferId: transfer.id }, { integratorId: transfer.integrator_id });
    if (refundedByPsp && transfer.collection === 'BITSO') {
      const payin = await payinThatFunded(tx, transfer.id);
      if (!payin) throw new Error(`transfer ${transfer.id} was collected by Bitso but no pay-in funded it`);
      await requestCopReturn(tx, payin.payin_id, amount, 'Ponte: the transfer failed; the deposit is returned.');
    } else if (refundedByPsp) {
      const pix = await pixThatFunded(tx, transfer.id);
      if (!pix) throw new Error(`transfer ${transfer.id} was collected by the PSP but no PIX funded it`);
      await requestPixRefund(tx, pix.end_to_end_id, amount, 'Ponte: the transfer failed; the deposit is returned.');
    }
  }
  await emitTransferEvent(tx, transfer, false);
  return transfer;
}

const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * PENDING -> FAILED for an external-wallet off-ramp whose chain transaction brought `received` USDC to its deposit
 * address, not from.value: what arrived is recorded as a deposit (Dr rail_cash / Cr customer_deposits), then the
 * failure books it as owed back to the sender (Dr customer_deposits / Cr deposits_to_return), all in the caller's
 * transaction, with the FAILED state and its event. The ledger keeps cents: an on-chain amount with more decimals is
 * booked rounded down (and the reason names it exactly); less than a cent books nothing. Undefined when the transfer's
 * funds had arrived already or it is final: then nothing is written, and nothing is booked twice.
 */
export async function failWrongDeposit(
  tx: Queryable,
  transferId: string,
  received: Decimal,
  reason: string,
  logIndex?: number,
): Promise<TransferRow | undefined> {
  const booked = received.toDecimalPlaces(SCALE, Decimal.ROUND_DOWN);
  if (booked.isZero()) return failTransfer(tx, transferId, reason);
  if (!(await recordDeposit(tx, transferId, booked, undefined, logIndex))) return undefined;
  return failTransfer(tx, transferId, reason, booked.equals(received) ? undefined : received.toFixed());
}

/**
 * PENDING -> CANCELLED with `reason`, only while no funds have arrived and no payout has started (a direct off-ramp's
 * funds are held, not arrived: once its payout job has claimed the payout, money may be on its way to the beneficiary);
 * `actor` is the integrator or the system. A direct off-ramp's hold is released and its payout job removed.
 */
export async function cancelTransfer(tx: Queryable, transferId: string, reason: string, actor: string): Promise<TransferRow | undefined> {
  const transfer = await maybeOne<TransferRow>(
    tx,
    `UPDATE transfers SET status = 'CANCELLED', phase = 'ENDED', status_reason = $2, updated_at = now(), last_modified_by = $3
      WHERE id = $1 AND phase IN ('AWAITING_FUNDS', 'FUNDED') AND funds_received_at IS NULL RETURNING *`,
    [transferId, reason, actor],
  );
  if (!transfer) return undefined;
  if (transfer.hold_id !== null) await releaseHold(tx, transfer.hold_id);
  await cancelJob(tx, transferFundingTimeoutJob, { transferId: transfer.id });
  await cancelJob(tx, transferExecutionJob, { transferId: transfer.id });
  // A PSP's charge nobody should pay any more is removed (a PIX that beats the removal is refunded on arrival).
  if (transfer.collection === 'PSP' && transfer.pix_txid !== null)
    await enqueueJob(tx, pixChargeCancelJob, { txid: transfer.pix_txid }, { integratorId: transfer.integrator_id });
  // So is Bitso's pay-in key (a pay-in that beats the removal is paid back on arrival).
  if (transfer.collection === 'BITSO') await removeCollectionKey(tx, transfer);
  await emitTransferEvent(tx, transfer, false);
  return transfer;
}

/**
 * Claims the payout of a PENDING off-ramp whose funds are there (held on the wallet, or a deposit of exactly from.value
 * arrived), at `priced` (the latest rate): from now on it cannot be cancelled, and the rail is called with this `to`.
 * Undefined when another run claimed it already, or the transfer moved.
 */
export async function claimPayout(tx: Queryable, transferId: string, priced: LinedPrice): Promise<TransferRow | undefined> {
  const columns = Object.entries({ ...priceColumns(priced), fx_conversion_id: newConversionId() });
  const assignments = columns.map(([column], index) => `${column} = $${index + 3}`).join(', ');
  const transfer = await maybeOne<TransferRow>(
    tx,
    `UPDATE transfers SET phase = 'PAYOUT_STARTED', payout_started_at = now(), ${assignments}, updated_at = now(), last_modified_by = $2
      WHERE id = $1 AND phase = 'FUNDED' AND type = 'OFF_RAMP' AND (hold_id IS NOT NULL OR received_value = from_value) RETURNING *`,
    [transferId, SYSTEM_ACTOR, ...columns.map(([, value]) => value)],
  );
  // The conversion is priced for good here: the payout is sent with this `to`.
  if (transfer) await recordConversion(tx, transfer.fx_conversion_id!, transfer, priced);
  return transfer;
}

/** Records the rail's reference of a claimed payout, so that later runs ask the rail instead of sending again. */
export async function recordPayoutReference(tx: Queryable, transferId: string, railReference: string): Promise<void> {
  await tx.query(`UPDATE transfers SET phase = 'PAYOUT_SENT', payout_reference = $2 WHERE id = $1 AND phase = 'PAYOUT_STARTED'`, [transferId, railReference]);
}

/**
 * PENDING -> SUCCEEDED for an OFF_RAMP whose payout the rail confirmed, at the price its payout was claimed with. The
 * USDC (the captured hold of a direct off-ramp, or the deposit in customer_deposits of an external-wallet one) goes to
 * the fees, the taxes and the conversion; the local `to` goes out through payout_clearing to the rail's cash. `actor`
 * is who settled it (the service on the rail's word, or an operator who marked it paid).
 */
export async function succeedOffRamp(tx: Queryable, transferId: string, actor: string = SYSTEM_ACTOR): Promise<TransferRow | undefined> {
  const transfer = await maybeOne<TransferRow>(
    tx,
    `UPDATE transfers SET status = 'SUCCEEDED', phase = 'ENDED', updated_at = now(), last_modified_by = $2
      WHERE id = $1 AND phase = 'PAYOUT_SENT' AND type = 'OFF_RAMP' RETURNING *`,
    [transferId, actor],
  );
  if (!transfer) return undefined;
  const usdc = transfer.from_currency;
  const local = transfer.to_currency;
  const to = new Decimal(transfer.to_value);
  // The conversion its payout was claimed with (none for a payout claimed before migration 057).
  const fx = transfer.fx_conversion_id === null ? {} : { fxConversionId: transfer.fx_conversion_id };
  const effective = new Decimal(transfer.effective_value);
  // The spread, for a conversion recorded at its claim (the price it was claimed with is on the row).
  const spread = transfer.fx_conversion_id === null ? new Decimal(0) : spreadEarned('OFF_RAMP', effective, to, new Decimal(transfer.market_exchange_rate));
  const legs: Posting[] = nonZero([
    {
      account: { kind: 'integrator_fees_payable', currency: usdc, ownerId: transfer.integrator_id },
      direction: 'CREDIT',
      amount: new Decimal(transfer.integrator_fee),
    },
    { account: { kind: 'service_fee_revenue', currency: usdc }, direction: 'CREDIT', amount: new Decimal(transfer.service_fee) },
    { account: { kind: 'taxes_payable', currency: usdc }, direction: 'CREDIT', amount: new Decimal(transfer.taxes) },
    { account: { kind: 'spread_revenue', currency: usdc }, direction: 'CREDIT', amount: spread, ...fx },
    { account: { kind: 'fx_position', currency: usdc }, direction: 'CREDIT', amount: effective.minus(spread), ...fx },
    { account: { kind: 'fx_position', currency: local }, direction: 'DEBIT', amount: to, ...fx },
    { account: { kind: 'payout_clearing', currency: local }, direction: 'CREDIT', amount: to, ...fx },
  ]);
  const entry = { description: 'OFF_RAMP settled', reference: reference(transfer) };
  if (transfer.hold_id !== null) {
    await captureHold(tx, transfer.hold_id, { ...entry, postings: legs });
  } else {
    const source: Posting = { account: { kind: 'customer_deposits', currency: usdc }, direction: 'DEBIT', amount: new Decimal(transfer.from_value) };
    await post(tx, { ...entry, postings: [source, ...legs] });
  }
  await post(tx, {
    description: 'OFF_RAMP payout confirmed',
    reference: reference(transfer),
    postings: [
      { account: { kind: 'payout_clearing', currency: local }, direction: 'DEBIT', amount: to },
      { account: railCash(payoutAccount(local)), direction: 'CREDIT', amount: to },
    ],
  });
  await emitTransferEvent(tx, transfer, true);
  return transfer;
}

/** Marks (or, after a send the rail certainly refused, unmarks) a claimed payout as possibly taken by the rail. */
export async function markPayoutMaybeSent(tx: Queryable, transferId: string, maybeSent: boolean): Promise<void> {
  await tx.query(`UPDATE transfers SET payout_maybe_sent = $2 WHERE id = $1 AND phase = 'PAYOUT_STARTED'`, [transferId, maybeSent]);
}

/**
 * Links `hash` to an external-wallet off-ramp whose funds have not arrived, by `actor`; undefined when it moved on (its
 * funds arrived, or it is final). A hash already linked to another transfer that it keeps is refused by the database
 * (the unique index of migration 013), and the caller says so.
 */
export function linkTransactionHash(tx: Queryable, transferId: string, hash: string, actor: string): Promise<TransferRow | undefined> {
  return maybeOne<TransferRow>(
    tx,
    `UPDATE transfers SET transaction_hash = $2, updated_at = now(), last_modified_by = $3
      WHERE id = $1 AND phase = 'AWAITING_FUNDS' RETURNING *`,
    [transferId, hash, actor],
  );
}

/**
 * Takes `hash` off a transfer still awaiting funds that it never paid (the chain shows it went elsewhere): the transfer
 * waits for a hash again. Nothing happens if the transfer moved meanwhile.
 */
export async function unlinkTransactionHash(tx: Queryable, transferId: string, hash: string): Promise<void> {
  await tx.query(
    `UPDATE transfers SET transaction_hash = NULL, updated_at = now(), last_modified_by = $3
      WHERE id = $1 AND lower(transaction_hash) = $2 AND phase = 'AWAITING_FUNDS' AND received_value IS NULL`,
    [transferId, hash, SYSTEM_ACTOR],
  );
}

/**
 * An operator lets a funded transfer held by the rate band execute at the latest rate, wherever it stands; undefined
 * when the transfer is no longer held (it moved meanwhile).
 */
export function acceptRateMove(tx: Queryable, transferId: string, actor: string): Promise<TransferRow | undefined> {
  return maybeOne<TransferRow>(
    tx,
    `UPDATE transfers SET rate_band_accepted_at = now(), updated_at = now(), last_modified_by = $2
      WHERE id = $1 AND phase = 'FUNDED' AND rate_band_accepted_at IS NULL RETURNING *`,
    [transferId, actor],
  );
}

/** The transfer as it is now, for a caller whose move did not happen and that must say why. */
export function currentTransfer(tx: Queryable, transferId: string): Promise<TransferRow> {
  return one<TransferRow>(tx, 'SELECT * FROM transfers WHERE id = $1', [transferId]);
}

/**
 * SUCCEEDED -> FAILED for an OFF_RAMP whose payout the rail paid and then got back (a Colombian ACH payout the receiving
 * bank returned after Bitso reported it COMPLETED: Bitso's compensatory pay-in). The settlement is reversed, under the
 * transfer's reference: the local money is back at the rail (Dr rail_cash / Cr fx_position), and the USDC with its
 * fees and taxes goes back (Dr fx_position, integrator_fees_payable, service_fee_revenue, taxes_payable) to the
 * beneficiary's wallet for a direct off-ramp, or, for an external-wallet one, to deposits_to_return with a
 * FUNDS_OWED_BACK exception (no rail sends USDC on-chain). With its event. The only move out of a final state, once:
 * undefined (nothing written) when the transfer is not a SUCCEEDED off-ramp.
 */
export async function returnOffRamp(tx: Queryable, transferId: string, reason: string): Promise<TransferRow | undefined> {
  const transfer = await maybeOne<TransferRow>(
    tx,
    `UPDATE transfers SET status = 'FAILED', status_reason = $2, updated_at = now(), last_modified_by = $3
      WHERE id = $1 AND type = 'OFF_RAMP' AND status = 'SUCCEEDED' RETURNING *`,
    [transferId, sentence(reason), SYSTEM_ACTOR],
  );
  if (!transfer) return undefined;
  const usdc = transfer.from_currency;
  const local = transfer.to_currency;
  const to = new Decimal(transfer.to_value);
  const from = new Decimal(transfer.from_value);
  const direct = transfer.hold_id !== null;
  // The settlement is reversed as it was posted: its spread (none for one settled before spread_revenue) comes back.
  const fx = transfer.fx_conversion_id === null ? {} : { fxConversionId: transfer.fx_conversion_id };
  const spread = transfer.fx_conversion_id === null ? new Decimal(0) : await postedByConversion(tx, transfer.fx_conversion_id, 'spread_revenue');
  await post(tx, {
    description: 'OFF_RAMP payout returned',
    reference: reference(transfer),
    postings: nonZero([
      { account: railCash(payoutAccount(local)), direction: 'DEBIT', amount: to },
      { account: { kind: 'fx_position', currency: local }, direction: 'CREDIT', amount: to, ...fx },
      {
        account: { kind: 'integrator_fees_payable', currency: usdc, ownerId: transfer.integrator_id },
        direction: 'DEBIT',
        amount: new Decimal(transfer.integrator_fee),
      },
      { account: { kind: 'service_fee_revenue', currency: usdc }, direction: 'DEBIT', amount: new Decimal(transfer.service_fee) },
      { account: { kind: 'taxes_payable', currency: usdc }, direction: 'DEBIT', amount: new Decimal(transfer.taxes) },
      { account: { kind: 'spread_revenue', currency: usdc }, direction: 'DEBIT', amount: spread, ...fx },
      { account: { kind: 'fx_position', currency: usdc }, direction: 'DEBIT', amount: new Decimal(transfer.effective_value).minus(spread), ...fx },
      direct
        ? { account: beneficiaryWallet(transfer.beneficiary_id), direction: 'CREDIT', amount: from }
        : { account: { kind: 'deposits_to_return', currency: usdc }, direction: 'CREDIT', amount: from },
    ]),
  });
  if (!direct) {
    await openException(tx, {
      kind: 'FUNDS_OWED_BACK',
      integratorId: transfer.integrator_id,
      resourceType: 'transfer',
      resourceId: transfer.id,
      amount: from,
      currency: usdc,
      reason: `The payout of off-ramp ${transfer.id} was returned: ${formatAmount(from)} ${usdc} received at ${transfer.funding_wallet ?? 'the funding wallet'} is owed back to its sender.`,
      details: { fundingWallet: transfer.funding_wallet, transactionHash: transfer.transaction_hash },
      actions: ['mark_returned'],
    });
  }
  await emitTransferEvent(tx, transfer, false);
  return transfer;
}
