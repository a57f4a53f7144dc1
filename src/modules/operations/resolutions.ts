// Owns what each operator action does to the resource an exception is about. Each runs in the caller's transaction,
// which also marks the exception resolved, so the resource's change, its ledger postings, its integrator event (a
// payment or transfer reaching its final state sends its one event, through its lifecycle) and the resolution commit
// together. Each is guarded by the state the exception was opened in: a resource that moved answers
// exception.resource_moved (412) and nothing changes.
import type { Transaction } from '../../db/index.ts';
import { validationError } from '../../errors.ts';
import { cancelJob, deleteJob, enqueueJob, retryJob } from '../../jobs/queue.ts';
import { Decimal } from '../../money.ts';
import { actorStamp, type Actor } from '../audit/index.ts';
import type { ExceptionAction, ExceptionRow } from '../exceptions/index.ts';
import { post, railCash } from '../ledger/index.ts';
import { collectionAccount } from '../../rails/capabilities/statement.ts';
import { paymentPayoutJob, completePayment, failPayment, payAgain, recordPaymentPayoutReference } from '../payments/index.ts';
import {
  depositReturnJob,
  pixReadBackJob,
  pixRefundJob,
  transferExecutionJob,
  acceptRateMove,
  currentTransfer,
  failTransfer,
  recordPayoutReference,
  succeedOffRamp,
} from '../transfers/index.ts';
import { retryDeliveries } from '../webhooks/index.ts';
import { operationsError } from './errors.ts';
import { httpError } from '../../http/errors.ts';
import { can, type OperatorRole } from '../../http/roles.ts';
import { FAILED_AT_REVIEW_REASON, recordRelease } from '../compliance/index.ts';
import { recordDismissal } from '../reconciliation/index.ts';

export interface ResolutionInput {
  action: ExceptionAction;
  /** The rail's reference of a payout an operator marks paid, or of a return (a transaction hash, a refund id). */
  reference: string | undefined;
  note: string;
  /** Who acts: the operator holding ADMIN_TOKEN, or an operator account of the console. */
  actor: Actor;
  /** The acting operator's role: a compliance review is resolved by an approver (or an admin) only. */
  role?: OperatorRole | undefined;
}

/**
 * The job kinds whose work has a ledger effect: the books record (or will record) money that the job moves at a rail
 * (a failed on-ramp's deposit booked as returned, a PIX refund owed, a PIX received and not yet booked, a transfer's
 * execution or payout, a payment's payout). One of them out of attempts is retried, never removed: removing it would
 * leave the books saying what no rail did.
 */
export const MONEY_JOB_KINDS: ReadonlySet<string> = new Set(
  [depositReturnJob, pixRefundJob, pixReadBackJob, transferExecutionJob, paymentPayoutJob].map((job) => job.kind),
);

/** The actions a JOB_EXHAUSTED exception offers for a job of `kind`: retry, and dismiss unless the job moves money. */
export const jobExhaustedActions = (kind: string): ExceptionAction[] => (MONEY_JOB_KINDS.has(kind) ? ['retry'] : ['retry', 'dismiss']);

const moved = (what: string) => operationsError('exception.resource_moved', `${what}: look at it again.`);

/** Carries out `input.action` on the exception's resource; answers what happened, in a sentence. */
export async function resolve(tx: Transaction, exception: ExceptionRow, input: ResolutionInput): Promise<string> {
  const { action } = input;
  switch (exception.kind) {
    case 'PAYOUT_OUTCOME_UNKNOWN':
      return exception.resource_type === 'payment' ? paymentPayout(tx, exception.resource_id, input) : transferPayout(tx, exception.resource_id, input);
    case 'FUNDS_OWED_BACK':
      return owedBack(tx, exception, input);
    case 'JOB_EXHAUSTED': {
      const [job] = await tx.query<{ kind: string }>('SELECT kind FROM jobs WHERE id::text = $1 FOR NO KEY UPDATE', [exception.resource_id]);
      if (!job) throw moved('The job is gone');
      if (action === 'retry') {
        if (!(await retryJob(tx, { id: exception.resource_id }))) throw moved('The job is gone');
        return 'The job runs again.';
      }
      if (MONEY_JOB_KINDS.has(job.kind)) {
        throw operationsError(
          'exception.action_not_allowed',
          `A ${job.kind} job carries out money the books already record (or must record): removing it would leave the books and the rail apart. Retry it once its cause is fixed.`,
        );
      }
      await deleteJob(tx, exception.resource_id);
      return 'The job was removed.';
    }
    case 'CHAIN_DEPOSIT_UNREADABLE': {
      const transfer = await currentTransfer(tx, exception.resource_id);
      if (transfer.phase !== 'AWAITING_FUNDS') throw moved(`The transfer is ${transfer.status} (${transfer.phase})`);
      if (action === 'retry') return retryExecution(tx, transfer.id, 'The deposit check runs again.');
      await failTransfer(
        tx,
        transfer.id,
        `An operator failed the transfer: its chain deposit could not be confirmed. ${input.note}`.trim(),
        undefined,
        actorStamp(input.actor),
      );
      await deleteJobOf(tx, transfer.id);
      return 'The transfer FAILED.';
    }
    case 'RATE_BAND_HELD': {
      if (action === 'execute') {
        const accepted = await acceptRateMove(tx, exception.resource_id, actorStamp(input.actor));
        if (!accepted) throw moved('The transfer is no longer held');
        return retryExecution(tx, accepted.id, 'The transfer executes at the latest rate.');
      }
      const transfer = await currentTransfer(tx, exception.resource_id);
      if (transfer.phase !== 'FUNDED') throw moved(`The transfer is ${transfer.status} (${transfer.phase})`);
      const aftermath = transfer.type === 'ON_RAMP' ? ' The deposit is returned to the payer.' : '';
      await failTransfer(
        tx,
        transfer.id,
        `The transfer was not executed: the market rate moved beyond the band since its simulation, and an operator failed it.${aftermath}`,
        undefined,
        actorStamp(input.actor),
      );
      return 'The transfer FAILED, its funds returned.';
    }
    case 'WEBHOOK_ENDPOINT_FAILING':
      if (action === 'retry') return `${await retryDeliveries(tx, exception.resource_type, exception.resource_id)} deliveries are tried again.`;
      return 'Dismissed.';
    case 'RECONCILIATION_MISMATCH':
      // The run's items of the break record who dismissed it and why (an exception of a PIX with no transfer has none).
      await recordDismissal(tx, exception.id, input.actor, input.note);
      return 'Dismissed.';
    case 'COMPLIANCE_REVIEW':
      return complianceReview(tx, exception, input);
    case 'LIQUIDITY_SHORT': {
      // Held for want of money at a rail account (modules/liquidity): retry admits it again now (held again while the
      // account is still short); fail ends it FAILED with its funds returned, nothing having been sent.
      if (exception.resource_type === 'payment') return liquidityShortPayment(tx, exception, action);
      const transfer = await currentTransfer(tx, exception.resource_id);
      if (transfer.status !== 'PENDING' || transfer.phase !== 'FUNDED' || transfer.payout_started_at !== null)
        throw moved(`The transfer is ${transfer.status} (${transfer.phase})`);
      if (action === 'retry') return retryExecution(tx, transfer.id, 'The transfer executes again, its account checked again.');
      const aftermath = transfer.type === 'ON_RAMP' ? ' The deposit is returned to the payer.' : '';
      await failTransfer(
        tx,
        transfer.id,
        `The transfer was not executed: its rail account lacked the money, and an operator failed it.${aftermath}`,
        undefined,
        actorStamp(input.actor),
      );
      await deleteJobOf(tx, transfer.id);
      return 'The transfer FAILED, its funds returned.';
    }
  }
}

/** A payment held for want of usd-bank's money: retry sends it to be admitted again now; fail ends it FAILED, nothing sent. */
async function liquidityShortPayment(tx: Transaction, exception: ExceptionRow, action: ExceptionAction): Promise<string> {
  const [payment] = await tx.query<{ status: string; integrator_id: string; payout_maybe_sent: boolean; payout_reference: string | null }>(
    'SELECT status, integrator_id, payout_maybe_sent, payout_reference FROM payments WHERE id = $1 FOR NO KEY UPDATE',
    [exception.resource_id],
  );
  if (payment?.status !== 'PENDING' || payment.payout_maybe_sent || payment.payout_reference !== null)
    throw moved(`The payment is ${payment?.status ?? 'gone'}`);
  if (action === 'retry') {
    await payAgain(tx, exception.resource_id, payment.integrator_id);
    return 'The payment is paid out again, its account checked again.';
  }
  await failPayment(
    tx,
    exception.resource_id,
    'The payment was not paid out: the USD account lacked the money, and an operator failed it. The held USDC is available again.',
  );
  await cancelJob(tx, paymentPayoutJob, { paymentId: exception.resource_id });
  return 'The payment FAILED, its amount available again.';
}

/**
 * A payout or release of funds the compliance gate held (modules/compliance/gate.ts), decided by an approver: execute
 * releases it past the findings it was held for (recorded as the approver's ALLOW decision) and runs it again, through
 * the gate again; fail ends it FAILED with its funds returned and its event, as a DENY would.
 */
async function complianceReview(tx: Transaction, exception: ExceptionRow, input: ResolutionInput): Promise<string> {
  if (input.role !== undefined && !can(input.role, 'approve')) {
    throw httpError('auth.forbidden', `Your role (${input.role}) may not decide a compliance review: it needs the approver role or above.`);
  }
  const stamp = actorStamp(input.actor);
  if (exception.resource_type === 'payment') {
    const [payment] = await tx.query<{ status: string; integrator_id: string; payout_maybe_sent: boolean; payout_reference: string | null }>(
      'SELECT status, integrator_id, payout_maybe_sent, payout_reference FROM payments WHERE id = $1 FOR NO KEY UPDATE',
      [exception.resource_id],
    );
    if (payment?.status !== 'PENDING' || payment.payout_maybe_sent || payment.payout_reference !== null)
      throw moved(`The payment is ${payment?.status ?? 'gone'}`);
    if (input.action === 'execute') {
      await recordRelease(tx, exception, stamp, input.note);
      if (!(await retryJob(tx, { kind: paymentPayoutJob, payload: { paymentId: exception.resource_id } }))) {
        await enqueueJob(tx, paymentPayoutJob, { paymentId: exception.resource_id }, { integratorId: payment.integrator_id });
      }
      return 'Released: the payout goes on, through the gate again.';
    }
    await failPayment(tx, exception.resource_id, `${FAILED_AT_REVIEW_REASON} ${input.note}`.trim());
    await cancelJob(tx, paymentPayoutJob, { paymentId: exception.resource_id });
    return 'The payment FAILED, its amount available again.';
  }
  const transfer = await currentTransfer(tx, exception.resource_id);
  if (transfer.phase !== 'FUNDED') throw moved(`The transfer is ${transfer.status} (${transfer.phase})`);
  if (input.action === 'execute') {
    await recordRelease(tx, exception, stamp, input.note);
    return retryExecution(tx, transfer.id, 'Released: the transfer goes on, through the gate again.');
  }
  const aftermath =
    transfer.type === 'ON_RAMP'
      ? ' The deposit is returned to the payer.'
      : transfer.hold_id !== null
        ? ' Nothing was paid out; the held USDC is available again.'
        : '';
  await failTransfer(tx, transfer.id, `${FAILED_AT_REVIEW_REASON}${aftermath}`, undefined, stamp);
  await deleteJobOf(tx, transfer.id);
  return 'The transfer FAILED, its funds returned.';
}

async function paymentPayout(tx: Transaction, paymentId: string, input: ResolutionInput): Promise<string> {
  const [payment] = await tx.query<{ status: string; payout_reference: string | null; integrator_id: string }>(
    'SELECT status, payout_reference, integrator_id FROM payments WHERE id = $1 FOR NO KEY UPDATE',
    [paymentId],
  );
  if (payment?.status !== 'PENDING') throw moved(`The payment is ${payment?.status ?? 'gone'}`);
  switch (input.action) {
    case 'retry':
      if (!(await retryJob(tx, { kind: paymentPayoutJob, payload: { paymentId } })))
        await enqueueJob(tx, paymentPayoutJob, { paymentId }, { integratorId: payment.integrator_id });
      return 'The payout is followed again.';
    case 'mark_paid':
      await recordPaymentPayoutReference(tx, paymentId, railReferenceOf(payment.payout_reference, input));
      await completePayment(tx, paymentId);
      await cancelJob(tx, paymentPayoutJob, { paymentId });
      return 'The payment is COMPLETED.';
    default:
      await failPayment(tx, paymentId, `An operator confirmed the payout was not made. ${input.note}`.trim());
      await cancelJob(tx, paymentPayoutJob, { paymentId });
      return 'The payment FAILED, its amount available again.';
  }
}

async function transferPayout(tx: Transaction, transferId: string, input: ResolutionInput): Promise<string> {
  const transfer = await currentTransfer(tx, transferId);
  if (transfer.phase !== 'PAYOUT_STARTED' && transfer.phase !== 'PAYOUT_SENT') throw moved(`The transfer is ${transfer.status} (${transfer.phase})`);
  switch (input.action) {
    case 'retry':
      return retryExecution(tx, transferId, 'The payout is followed again.');
    case 'mark_paid':
      await recordPayoutReference(tx, transferId, railReferenceOf(transfer.payout_reference, input));
      if (!(await succeedOffRamp(tx, transferId, actorStamp(input.actor)))) throw moved('The transfer could not be settled');
      await deleteJobOf(tx, transferId);
      return 'The transfer SUCCEEDED.';
    default:
      await failTransfer(tx, transferId, `An operator confirmed the payout was not made. ${input.note}`.trim(), undefined, actorStamp(input.actor));
      await deleteJobOf(tx, transferId);
      return 'The transfer FAILED, its funds released.';
  }
}

async function owedBack(tx: Transaction, exception: ExceptionRow, input: ResolutionInput): Promise<string> {
  const amount = new Decimal(exception.amount ?? '0');
  const currency = exception.currency ?? 'USDC';
  if (exception.resource_type === 'pix_refund' && input.action === 'retry') {
    const [retried] = await tx.query<{ attempt: number }>(
      `UPDATE pix_refunds SET status = 'PENDING', attempt = attempt + 1, refund_id = end_to_end_id || 'R' || (attempt + 1), failure_reason = NULL, updated_at = now()
        WHERE end_to_end_id = $1 AND status = 'NOT_RETURNED' RETURNING attempt`,
      [exception.resource_id],
    );
    if (!retried) throw moved('The refund is no longer refused');
    await enqueueJob(tx, pixRefundJob, { endToEndId: exception.resource_id });
    return `The refund is asked for again (attempt ${retried.attempt}).`;
  }
  const reference = requireReference(input);
  if (exception.resource_type === 'pix_refund') {
    const marked = await tx.query(
      `UPDATE pix_refunds SET status = 'RETURNED', return_id = $2, updated_at = now() WHERE end_to_end_id = $1 AND status = 'NOT_RETURNED' RETURNING end_to_end_id`,
      [exception.resource_id, reference],
    );
    if (marked.length === 0) throw moved('The refund is no longer refused');
  }
  let copTransfer: string | null = null;
  if (exception.resource_type === 'cop_payin') {
    const [marked] = await tx.query<{ transfer_id: string | null }>(
      `UPDATE cop_payin_returns r SET status = 'RETURNED', payout_id = $2, updated_at = now() FROM cop_payins p
        WHERE r.payin_id = $1 AND r.status = 'NOT_RETURNED' AND p.payin_id = r.payin_id RETURNING p.transfer_id`,
      [exception.resource_id, reference],
    );
    if (!marked) throw moved('The return is no longer refused');
    copTransfer = marked.transfer_id;
  }
  await post(tx, {
    description: `Returned to its sender by an operator (${reference})`,
    reference:
      exception.resource_type === 'pix_refund'
        ? `pix:${exception.resource_id}`
        : exception.resource_type === 'cop_payin'
          ? copTransfer
            ? `transfer:${copTransfer}`
            : `copin:${exception.resource_id}`
          : `transfer:${exception.resource_id}`,
    postings: [
      { account: { kind: 'deposits_to_return', currency: currency as 'USDC' }, direction: 'DEBIT', amount },
      { account: railCash(collectionAccount(currency as 'USDC')), direction: 'CREDIT', amount },
    ],
  });
  return `${amount.toFixed(2)} ${currency} returned (${reference}).`;
}

async function retryExecution(tx: Transaction, transferId: string, said: string): Promise<string> {
  if (!(await retryJob(tx, { kind: transferExecutionJob, payload: { transferId } }))) {
    const { integrator_id: integratorId } = await currentTransfer(tx, transferId);
    await enqueueJob(tx, transferExecutionJob, { transferId }, { integratorId });
  }
  return said;
}

const deleteJobOf = (tx: Transaction, transferId: string) => cancelJob(tx, transferExecutionJob, { transferId });

/**
 * The reference an operator marks a payout paid with: when the rail acknowledged the payout already (`railReference`),
 * it must be that one (409 exception.reference_mismatch otherwise: the operator may be looking at another payout).
 */
function railReferenceOf(railReference: string | null, input: ResolutionInput): string {
  const reference = requireReference(input);
  if (railReference !== null && railReference !== reference) {
    throw operationsError(
      'exception.reference_mismatch',
      `The rail acknowledged this payout as ${railReference}, not ${reference}: check that the payment seen is this one, and mark it paid with ${railReference}.`,
    );
  }
  return reference;
}

function requireReference(input: ResolutionInput): string {
  if (!input.reference)
    throw validationError([{ path: '/reference', message: `is required to ${input.action.replace('_', ' ')}: the rail's reference or the transaction hash` }]);
  return input.reference;
}
