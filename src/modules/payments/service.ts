// Owns payments out: simulations (fee, what the contact receives, expiry), the payment made from one (its amount held
// on the beneficiary's wallet, at most one payment per simulation however many requests race), reading and listing
// them within the integrator, and the payout job that sends the USD through the bank and moves the payment to its
// final state (lifecycle.ts), including when the bank stays unavailable until the job's attempts run out.
import { randomUUID } from 'node:crypto';
import { validate as isUuid } from 'uuid';
import { maybeOne, one, type Db } from '../../db/index.ts';
import { isoText, listPage, type ListRequest, type ListResource, type Page } from '../../db/lists.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { JobResult } from '../../jobs/worker.ts';
import { Decimal, parseMoney } from '../../money.ts';
import { RailUnavailableError } from '../../rails/errors.ts';
import type { SentUsdPayout, UsdBank, UsdPayout } from '../../rails/usd/bank.ts';
import { findBeneficiary, requireApproved } from '../beneficiaries/model.ts';
import { beneficiaryWallet, hold } from '../ledger/service.ts';
import { findPaymentContact, type PaymentContactRow } from './contacts.ts';
import { completePayment, failPayment } from './lifecycle.ts';
import { findPayment, quoteBody, toPayment, type PaymentRow } from './model.ts';
import { checkPaymentLimits, PAYMENT_PRICING, quotePayment, type PaymentPricing } from './pricing.ts';
import type { CreatePaymentInput, CreatePaymentSimulationInput, PaymentBody, PaymentSimulationBody } from './schemas.ts';
import { paymentError } from './errors.ts';
import { transferError } from '../transfers/errors.ts';

export const PAYMENT_PAYOUT_JOB = 'payment-payout';

interface SimulationRow {
  id: string;
  integrator_id: string;
  beneficiary_id: string;
  amount: string;
  fees: string;
  total_amount: string;
  executed: boolean;
  expires_at: Date;
  created_at: Date;
}

function toSimulation(row: SimulationRow): PaymentSimulationBody {
  return {
    simulationId: row.id,
    integratorId: row.integrator_id,
    beneficiaryId: row.beneficiary_id,
    ...quoteBody(row),
    createdDate: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}

export const paymentList: ListResource = {
  from: 'payments p',
  idColumn: 'p.id',
  columns: {
    id: { text: 'p.id::text', order: 'p.id' },
    simulationId: { text: 'p.simulation_id::text', order: 'p.simulation_id' },
    paymentContactId: { text: 'p.payment_contact_id::text', order: 'p.payment_contact_id' },
    integratorId: { text: 'p.integrator_id::text', order: 'p.integrator_id' },
    beneficiaryId: { text: 'p.beneficiary_id::text', order: 'p.beneficiary_id' },
    description: { text: 'p.description' },
    'amount.currencyCode': { text: "'USDC'" },
    'amount.value': { text: 'p.amount::text', order: 'p.amount' },
    'fees.currencyCode': { text: "'USD'" },
    'fees.value': { text: 'p.fees::text', order: 'p.fees' },
    'totalAmount.currencyCode': { text: "'USD'" },
    'totalAmount.value': { text: 'p.total_amount::text', order: 'p.total_amount' },
    status: { text: 'p.status' },
    failureReason: { text: 'p.failure_reason' },
    createdDate: { text: isoText('p.created_at'), order: 'p.created_at' },
    lastModifiedDate: { text: isoText('p.updated_at'), order: 'p.updated_at' },
  },
};

export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly bank: UsdBank,
    private readonly simulationTtlS: number,
    private readonly pricing: PaymentPricing = PAYMENT_PRICING,
  ) {}

  async simulate(integratorId: string, input: CreatePaymentSimulationInput): Promise<PaymentSimulationBody> {
    const amount = parseMoney(input.amount, '/amount');
    const beneficiary = requireApproved(await findBeneficiary(this.db, integratorId, input.beneficiaryId));
    if (amount.currencyCode !== 'USDC') throw transferError('simulation.invalid_currency', 'A payment sends USDC as USD: amount.currencyCode must be USDC.');
    checkPaymentLimits(this.pricing, amount.value, 'USDC');
    const { fees, totalAmount } = quotePayment(this.pricing, amount.value);
    const row = await one<SimulationRow>(
      this.db,
      `INSERT INTO payment_simulations (id, integrator_id, beneficiary_id, amount, fees, total_amount, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7)) RETURNING *`,
      [randomUUID(), integratorId, beneficiary.id, amount.value, fees, totalAmount, this.simulationTtlS],
    );
    return toSimulation(row);
  }

  /**
   * Holds the amount and creates the payment, PENDING, with its payout job, in one transaction. The simulation's row
   * lock makes concurrent requests for one simulation take turns, so the second sees it executed; the wallet's lock in
   * `hold` does the same for payments from different simulations that together exceed the balance.
   */
  async create(integratorId: string, input: CreatePaymentInput): Promise<PaymentBody> {
    const row = await this.db.transaction(async (tx) => {
      const simulation = isUuid(input.simulationId)
        ? await maybeOne<SimulationRow & { expired: boolean }>(
            tx,
            'SELECT *, expires_at <= now() AS expired FROM payment_simulations WHERE id = $1 AND integrator_id = $2 FOR UPDATE',
            [input.simulationId, integratorId],
          )
        : undefined;
      if (!simulation) throw transferError('simulation.not_found');
      if (simulation.executed) throw transferError('simulation.is_already_executed');
      if (simulation.expired) throw transferError('simulation.is_expired');
      const contact = await findPaymentContact(tx, integratorId, input.paymentContactId);
      if (contact.beneficiary_id !== simulation.beneficiary_id) throw paymentError('payment_contact.beneficiary_mismatch');

      const id = randomUUID();
      const holdId = await hold(tx, { account: beneficiaryWallet(simulation.beneficiary_id), amount: new Decimal(simulation.amount), reference: `payment:${id}` });
      await tx.query('UPDATE payment_simulations SET executed = true WHERE id = $1', [simulation.id]);
      const payment = await one<PaymentRow>(
        tx,
        `INSERT INTO payments (id, integrator_id, beneficiary_id, simulation_id, payment_contact_id, description, amount, fees, total_amount, hold_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
        [id, integratorId, simulation.beneficiary_id, simulation.id, contact.id, input.description, simulation.amount, simulation.fees, simulation.total_amount, holdId],
      );
      await enqueue(tx, { kind: PAYMENT_PAYOUT_JOB, payload: { paymentId: id }, uniqueKey: `${PAYMENT_PAYOUT_JOB}:${id}` });
      return payment;
    });
    return toPayment(row);
  }

  /** The payment made from `simulationId` at or after `since`, if any: what a create that died unanswered made. */
  async createdFrom(integratorId: string, simulationId: string, since: Date): Promise<PaymentBody | undefined> {
    if (!isUuid(simulationId)) return undefined;
    const row = await maybeOne<PaymentRow>(this.db, 'SELECT * FROM payments WHERE simulation_id = $1 AND integrator_id = $2 AND created_at >= $3', [simulationId, integratorId, since]);
    return row && toPayment(row);
  }

  async get(integratorId: string, id: string): Promise<PaymentBody> {
    return toPayment(await findPayment(this.db, integratorId, id));
  }

  list(integratorId: string, request: ListRequest): Promise<Page<PaymentBody>> {
    return listPage(this.db, paymentList, request, { column: 'p.integrator_id', value: integratorId }, 'p.*', toPayment);
  }

  /**
   * The payout job, in two visits. First it sends the payout (the bank makes one per payment id, so a send repeated
   * after a crash or a timeout pays nothing twice) and records the bank's reference; then it asks the bank until the
   * payout ends, and makes the move. The bank is called outside any transaction; a payment that has moved is left alone.
   * A call that throws is retried by the worker; when the last attempt fails, payoutExhausted decides. Each send is
   * marked first (payout_maybe_sent), so that a send whose answer never came, or whose process died, is known to be
   * possibly taken; only a send the bank certainly refused (RailUnavailableError) takes back its own mark.
   */
  async processPayout(paymentId: string): Promise<JobResult> {
    const payment = await maybeOne<PaymentRow>(this.db, 'SELECT * FROM payments WHERE id = $1', [paymentId]);
    if (payment?.status !== 'PENDING') return;
    if (payment.payout_reference === null) {
      const payout = await this.payoutOf(payment);
      if (!payment.payout_maybe_sent) await this.markMaybeSent(payment.id, true);
      let sent: SentUsdPayout;
      try {
        sent = await this.bank.send(payout);
      } catch (error) {
        if (error instanceof RailUnavailableError && !payment.payout_maybe_sent) await this.markMaybeSent(payment.id, false);
        throw error;
      }
      await this.recordPayoutReference(payment.id, sent.bankReference);
      return { rescheduleAt: sent.checkAt };
    }
    const outcome = await this.bank.status(payment.payout_reference);
    if (outcome.status === 'PENDING') return { rescheduleAt: outcome.checkAgainAt };
    await this.db.transaction((tx) => (outcome.status === 'SETTLED' ? completePayment(tx, payment.id) : failPayment(tx, payment.id, outcome.reason)));
  }

  /**
   * The payout job's last attempt failed with `error` (the worker's onExhausted). A payment the bank never acknowledged
   * moves to FAILED, its hold released and its PAYMENT_OUT sent in that transaction, only when the payout is known not
   * to have been made: every send was refused without being taken (the bank was not reached, or said it did nothing),
   * or the bank, asked for the payout by our reference, has none. If it has one (a send that timed out after the bank
   * took it), the job follows that payout as usual. Anything else stays PENDING with the job kept failed for an
   * operator: a payout the bank acknowledged but cannot tell the end of, or a bank that cannot be asked.
   */
  async payoutExhausted(paymentId: string, error: unknown, attempts: number): Promise<JobResult> {
    const payment = await maybeOne<PaymentRow>(this.db, 'SELECT * FROM payments WHERE id = $1', [paymentId]);
    if (payment?.status !== 'PENDING') return;
    if (payment.payout_reference !== null) {
      // The bank took this payout: it is never failed here, however long its status cannot be read.
      throw new Error(`payment ${payment.id}: the bank took payout ${payment.payout_reference} but how it ended could not be read; left PENDING for an operator: ${errorText(error)}`, { cause: error });
    }
    if (payment.payout_maybe_sent) {
      let found: SentUsdPayout | undefined;
      try {
        found = await this.bank.find(await this.payoutOf(payment));
      } catch (findError) {
        throw new Error(`payment ${payment.id}: whether the bank took its payout is unknown; left PENDING for an operator: ${errorText(findError)}`, { cause: findError });
      }
      if (found) {
        await this.recordPayoutReference(payment.id, found.bankReference);
        return { rescheduleAt: found.checkAt };
      }
    }
    await this.db.transaction((tx) => failPayment(tx, payment.id, payoutUnavailableReason(attempts)));
  }

  /** What the bank is asked to pay for a payment: `totalAmount` to its contact, with the payment's id as reference. */
  private async payoutOf(payment: PaymentRow): Promise<UsdPayout> {
    const contact = await one<PaymentContactRow>(this.db, 'SELECT * FROM payment_contacts WHERE id = $1', [payment.payment_contact_id]);
    return {
      reference: payment.id,
      paymentType: contact.payment_type,
      amount: new Decimal(payment.total_amount),
      recipient: {
        name: contact.user_info.name,
        routingNumber: contact.user_info.routingKey,
        accountNumber: contact.user_info.accountNumber,
        accountType: contact.user_info.accountType,
      },
      description: payment.description,
    };
  }

  private async markMaybeSent(paymentId: string, maybeSent: boolean): Promise<void> {
    await this.db.query('UPDATE payments SET payout_maybe_sent = $2 WHERE id = $1 AND payout_reference IS NULL', [paymentId, maybeSent]);
  }

  private async recordPayoutReference(paymentId: string, bankReference: string): Promise<void> {
    await this.db.query('UPDATE payments SET payout_reference = $2 WHERE id = $1 AND payout_reference IS NULL', [paymentId, bankReference]);
  }
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The failureReason of a payment whose payout the bank could not take in `attempts` tries. */
export function payoutUnavailableReason(attempts: number): string {
  return `The bank was unavailable and the payout was not made (${attempts} attempts). Nothing was paid out; the held USDC is available again.`;
}
