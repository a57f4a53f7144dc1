// Owns how an operator reads where a transfer or a payment stands, across every integrator: the states it went
// through (from the columns each step of its lifecycle fills: 005_transfers.sql, 019_transfer_phase.sql,
// 006_payments.sql), its phase, and the simulation it was quoted by. The console adds the rest of its story from the
// services that own it: its API view, journal entries and holds, events and their attempts, and exceptions.
import { maybeOne, maybeOneByUuid, type Queryable } from '../../db/index.ts';
import { amountText } from '../../money.ts';
import { paymentError, quoteBody, type PaymentRow } from '../payments/index.ts';
import { transferError, toSimulation, type SimulationRow, type TransferRow } from '../transfers/index.ts';

export interface StateStep {
  at: string;
  /** The status the API shows, and the phase inside it where there is one (PENDING · FUNDED). */
  state: string;
  detail: string | null;
}

export interface StoryHead {
  type: 'transfer' | 'payment';
  id: string;
  integratorId: string;
  beneficiaryId: string;
  status: string;
  /** A transfer's phase (what a PENDING one waits for; ENDED once final); null for a payment. */
  phase: string | null;
  states: StateStep[];
  /** The simulation as it was quoted, in the API's words. */
  simulation: Record<string, unknown> | null;
  /** The ledger references its entries and holds are written under. */
  references: string[];
}

const iso = (at: Date): string => at.toISOString();
const amount = (value: string | null, currency: string): string => (value === null ? '' : `${amountText(value)} ${currency}`);

function transferStates(row: TransferRow): StateStep[] {
  const steps: StateStep[] = [{ at: iso(row.created_at), state: 'PENDING · AWAITING_FUNDS', detail: `Created by ${row.created_by}.` }];
  if (row.funds_received_at) {
    steps.push({ at: iso(row.funds_received_at), state: 'PENDING · FUNDED', detail: `${amount(row.received_value, row.from_currency)} received.` });
  } else if (row.hold_id) {
    steps.push({
      at: iso(row.created_at),
      state: 'PENDING · FUNDED',
      detail: `${amount(row.from_value, row.from_currency)} held on the beneficiary's balance.`,
    });
  }
  if (row.rate_band_accepted_at) {
    steps.push({
      at: iso(row.rate_band_accepted_at),
      state: 'PENDING · FUNDED',
      detail: 'An operator let it execute at the latest rate, beyond the rate band.',
    });
  }
  if (row.payout_started_at) {
    const sent = row.payout_reference
      ? ` The rail acknowledged it: ${row.payout_reference}.`
      : row.payout_maybe_sent
        ? ' The rail may have taken it without acknowledging.'
        : '';
    steps.push({
      at: iso(row.payout_started_at),
      state: row.payout_reference ? 'PENDING · PAYOUT_SENT' : 'PENDING · PAYOUT_STARTED',
      detail: `Payout of ${amount(row.to_value, row.to_currency)} sent.${sent}`,
    });
  }
  if (row.status !== 'PENDING')
    steps.push({ at: iso(row.updated_at), state: `${row.status} · ENDED`, detail: row.status_reason ?? `By ${row.last_modified_by}.` });
  return steps.sort((a, b) => a.at.localeCompare(b.at));
}

/** A transfer of any integrator (404 transfer.not_found otherwise), with its states and simulation. */
export async function transferHead(db: Queryable, id: string): Promise<StoryHead> {
  const row = await maybeOneByUuid<TransferRow>(db, 'SELECT * FROM transfers WHERE id = $1', [id]);
  if (!row) throw transferError('transfer.not_found');
  const simulation = await maybeOne<SimulationRow>(db, 'SELECT * FROM simulations WHERE id = $1', [row.simulation_id]);
  return {
    type: 'transfer',
    id: row.id,
    integratorId: row.integrator_id,
    beneficiaryId: row.beneficiary_id,
    status: row.status,
    phase: row.phase,
    states: transferStates(row),
    simulation: simulation ? toSimulation(simulation) : null,
    references: [`transfer:${row.id}`],
  };
}

/** A payment of any integrator (404 payment.not_found otherwise), with its states and simulation. */
export async function paymentHead(db: Queryable, id: string): Promise<StoryHead> {
  const row = await maybeOneByUuid<PaymentRow>(db, 'SELECT * FROM payments WHERE id = $1', [id]);
  if (!row) throw paymentError('payment.not_found');
  const simulation = await maybeOne<{ id: string; amount: string; fees: string; total_amount: string; created_at: Date; expires_at: Date }>(
    db,
    'SELECT id, amount, fees, total_amount, created_at, expires_at FROM payment_simulations WHERE id = $1',
    [row.simulation_id],
  );
  const states: StateStep[] = [
    { at: iso(row.created_at), state: 'PENDING', detail: `${amount(row.amount, 'USDC')} held on the beneficiary's balance; payout to the contact.` },
  ];
  if (row.payout_reference) states.push({ at: iso(row.updated_at), state: 'PENDING', detail: `The bank acknowledged the payout: ${row.payout_reference}.` });
  else if (row.payout_maybe_sent)
    states.push({ at: iso(row.updated_at), state: 'PENDING', detail: 'The bank may have taken the payout without acknowledging it.' });
  if (row.status !== 'PENDING') states.push({ at: iso(row.updated_at), state: row.status, detail: row.failure_reason });
  return {
    type: 'payment',
    id: row.id,
    integratorId: row.integrator_id,
    beneficiaryId: row.beneficiary_id,
    status: row.status,
    phase: null,
    states,
    simulation: simulation
      ? { simulationId: simulation.id, ...quoteBody(simulation), createdDate: iso(simulation.created_at), expiresAt: iso(simulation.expires_at) }
      : null,
    references: [`payment:${row.id}`],
  };
}
