// Owns the payout protocol, written once for everything the service pays out (a payment's USD, an off-ramp's local
// money), so that a payout is never made twice and never given up while it may have been made:
//
//   1. before the first send, the subject claims its payout (an off-ramp prices it at the latest rate; a payment was
//      claimed when it was created): from then on it cannot be cancelled;
//   2. each send is marked first (maybe sent), so that a send whose answer never came, or whose process died, is known
//      to be possibly taken; only a send the rail certainly refused (RailUnavailableError) takes back its own mark;
//   3. the rail's reference is recorded, and from then on the rail is asked how the payout ended, never sent it again;
//   4. the payout ends SETTLED (the subject succeeds) or REJECTED (it fails with the rail's reason); a rail may also
//      refuse the send itself for good (a key not held by the beneficiary's document), which fails it at once.
//
// When the job's attempts run out (`exhausted`), a subject is failed, its funds released, only when its payout is known
// not to have been made: every send was refused without being taken, or the rail, asked by our reference, has none.
// One the rail has is followed; one whose fate cannot be read is left PENDING for an operator: an exception
// PAYOUT_OUTCOME_UNKNOWN is opened for it (retry, mark paid, or fail) in the transaction that keeps the job failed.
// A payout the rail reports on afterwards (settled or refused) closes that exception itself, in the transaction of the
// subject's move. A payout the rail reports still pending past the rail's own limit (`overdue`) is parked the same way
// at once, rather than polled for ever. Rails are called outside any transaction; each change of the subject is its own guarded transaction.
import { errorText } from '../../errors.ts';
import { ParkedForOperator, type JobResult } from '../../jobs/runner.ts';
import { RailUnavailableError, classifyRailError, type RailErrorCode } from '../../rails/capabilities/errors.ts';
import type { PayoutRail } from '../../rails/capabilities/payouts.ts';
import type { Transaction } from '../../db/index.ts';

/** A subject's payout as the protocol needs to see it. */
export interface PayoutState<Row> {
  row: Row;
  /** Still waiting for its payout to end (not final). */
  pending: boolean;
  /** Its payout was claimed (step 1). */
  claimed: boolean;
  /** A send may have been taken by the rail (step 2). */
  maybeSent: boolean;
  /** The rail's reference, once it acknowledged the payout (step 3). */
  railReference: string | null;
}

/** What one kind of payout (payments, off-ramps) gives the protocol: its rows, its payout, and its moves. */
export interface PayoutSubject<Row, Payout> {
  /** How messages name one subject ("payment", "transfer") and its rail ("the bank", "the rail"). */
  readonly noun: string;
  readonly railName: string;
  readonly rail: PayoutRail<Payout>;
  /** The subject as it is now; undefined when it does not exist. */
  load(id: string): Promise<PayoutState<Row> | undefined>;
  /** Step 1 for a subject not yet claimed: the claimed row, or undefined when it moved (or failed) meanwhile. */
  claim(row: Row): Promise<Row | undefined>;
  /** What the rail is asked to pay. */
  payoutOf(row: Row): Promise<Payout>;
  markMaybeSent(id: string, maybeSent: boolean): Promise<void>;
  recordReference(id: string, railReference: string): Promise<void>;
  /** The payout settled: the subject succeeds, with its books and its event, in one transaction. */
  settle(id: string): Promise<void>;
  /** The payout was refused (`reason`), or is known not to have been made: the subject fails, its funds released. */
  fail(id: string, reason: string): Promise<void>;
  /** The reason given when the payout could not be made in `attempts` tries. */
  unavailableReason(row: Row, attempts: number): string;
  /**
   * Opens the PAYOUT_OUTCOME_UNKNOWN exception of a subject whose payout's fate cannot be known here, in `tx`: the
   * transaction that keeps its job failed (the runner's, through ParkedForOperator).
   */
  park(tx: Transaction, row: Row, reason: string, details: Record<string, unknown>): Promise<void>;
}

/** One visit of the payout job: the next step of the protocol for subject `id`. */
export async function runPayout<Row, Payout>(subject: PayoutSubject<Row, Payout>, id: string): Promise<JobResult> {
  const state = await subject.load(id);
  if (!state?.pending) return;
  if (state.railReference !== null) {
    const outcome = await subject.rail.status(state.railReference);
    if (outcome.status === 'PENDING' && outcome.overdue !== undefined) {
      // Still not ended past the rail's limit: polled no more, left PENDING for an operator (retry follows it again).
      const reason = `${subject.noun} ${id}: ${subject.railName} still has payout ${state.railReference} pending: ${outcome.overdue}; left PENDING for an operator`;
      throw new ParkedForOperator(reason, {
        now: true,
        park: (tx) => subject.park(tx, state.row, reason, { railReference: state.railReference, railErrorCode: 'timeout' }),
      });
    }
    if (outcome.status === 'PENDING') return { rescheduleAt: outcome.checkAgainAt };
    await (outcome.status === 'SETTLED' ? subject.settle(id) : subject.fail(id, withCode(outcome.reason, outcome.code)));
    return;
  }
  const row = state.claimed ? state.row : await subject.claim(state.row);
  if (row === undefined) return;
  const payout = await subject.payoutOf(row);
  if (!state.maybeSent) await subject.markMaybeSent(id, true);
  let sent;
  try {
    sent = await subject.rail.send(payout);
  } catch (error) {
    if (error instanceof RailUnavailableError && !state.maybeSent) await subject.markMaybeSent(id, false);
    throw error;
  }
  if ('refused' in sent) {
    // Refused for good: nothing was paid, and sending again would be refused again.
    await subject.fail(id, withCode(sent.refused, sent.code));
    return;
  }
  await subject.recordReference(id, sent.railReference);
  return { rescheduleAt: sent.checkAt };
}

/**
 * The payout job's last attempt failed with `error` (the job's onExhausted), for a subject whose payout was claimed.
 * Fails it only when its payout is known not to have been made; follows a payout the rail turns out to have; throws
 * (the job is kept failed for an operator, the subject PENDING) when that cannot be known.
 */
export async function payoutExhausted<Row, Payout>(subject: PayoutSubject<Row, Payout>, id: string, error: unknown, attempts: number): Promise<JobResult> {
  const state = await subject.load(id);
  if (!state?.pending) return;
  const { noun, railName } = subject;
  const park = (reason: string, cause: unknown, details: Record<string, unknown>): never => {
    throw new ParkedForOperator(reason, { cause, park: (tx) => subject.park(tx, state.row, reason, details) });
  };
  if (state.railReference !== null) {
    // The rail took this payout: it is never failed here, however long its status cannot be read.
    return park(
      `${noun} ${id}: ${railName} took payout ${state.railReference} but how it ended could not be read; left PENDING for an operator: ${errorText(error)}`,
      error,
      {
        railReference: state.railReference,
        railErrorCode: classifyRailError(error).code,
      },
    );
  }
  if (state.maybeSent) {
    let found;
    try {
      found = await subject.rail.find(await subject.payoutOf(state.row));
    } catch (findError) {
      return park(`${noun} ${id}: whether ${railName} took its payout is unknown; left PENDING for an operator: ${errorText(findError)}`, findError, {
        railErrorCode: classifyRailError(findError).code,
      });
    }
    if (found) {
      await subject.recordReference(id, found.railReference);
      return { rescheduleAt: found.checkAt };
    }
  }
  await subject.fail(id, subject.unavailableReason(state.row, attempts));
}

/**
 * The failure reason the integrator reads (statusReason, failureReason, the event's message), ending with the rail
 * error taxonomy's code when the rail gave one: "... (rail error: invalid_account)".
 */
export function withCode(reason: string, code: RailErrorCode | undefined): string {
  return code === undefined ? reason : `${reason} (rail error: ${code})`;
}
