// Owns payments out: simulations (fee, what the contact receives, expiry), the payment made from one (its amount held
// on the beneficiary's wallet, at most one payment per simulation however many requests race, with its payout job),
// and reading and listing them within the integrator. The payout itself is payouts.ts's. Without a US bank configured
// no payment is simulated or made (503 rail.not_configured), rather than held with nobody to pay it.
import { randomUUID } from 'node:crypto';
import { type Db, maybeOneByUuid, one } from '../../db/index.ts';
import { isoText, listPage, type ListRequest, type ListResource, type Page } from '../../db/lists.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { Decimal, parseMoney } from '../../money.ts';
import { requireRail } from '../../rails/capabilities/errors.ts';
import type { UsdPayoutRail } from '../../rails/capabilities/usd-bank.ts';
import { findBeneficiary, requireApproved } from '../beneficiaries/index.ts';
import { beneficiaryWallet, hold } from '../ledger/index.ts';
import { requireContactPayable } from '../screening/index.ts';
import { findPaymentContact } from './contacts.ts';
import { paymentPayoutJob } from './jobs.ts';
import { findPayment, quoteBody, toPayment, type PaymentRow } from './model.ts';
import { checkPaymentLimits, PAYMENT_PRICING, quotePayment, type PaymentPricing } from './pricing.ts';
import type { CreatePaymentInput, CreatePaymentSimulationInput, PaymentBody, PaymentSimulationBody } from './schemas.ts';
import { paymentError } from './errors.ts';
import { transferError } from '../transfers/index.ts';

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
    /** Only whether there is one: payouts.ts pays through it. */
    private readonly bank: UsdPayoutRail | undefined,
    private readonly simulationTtlS: number,
    private readonly pricing: PaymentPricing = PAYMENT_PRICING,
  ) {}

  async simulate(integratorId: string, input: CreatePaymentSimulationInput): Promise<PaymentSimulationBody> {
    requireRail(this.bank, 'The US bank');
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
    requireRail(this.bank, 'The US bank');
    const row = await this.db.transaction(async (tx) => {
      const simulation = await maybeOneByUuid<SimulationRow & { expired: boolean }>(
        tx,
        'SELECT *, expires_at <= now() AS expired FROM payment_simulations WHERE id = $1 AND integrator_id = $2 FOR NO KEY UPDATE',
        [input.simulationId, integratorId],
      );
      if (!simulation) throw transferError('simulation.not_found');
      if (simulation.executed) throw transferError('simulation.is_already_executed');
      if (simulation.expired) throw transferError('simulation.is_expired');
      const contact = await findPaymentContact(tx, integratorId, input.paymentContactId);
      if (contact.beneficiary_id !== simulation.beneficiary_id) throw paymentError('payment_contact.beneficiary_mismatch');
      // A contact held by a sanctions review is not paid until an operator clears it, and never once one confirms it.
      await requireContactPayable(tx, contact.id);

      const id = randomUUID();
      const holdId = await hold(tx, {
        account: beneficiaryWallet(simulation.beneficiary_id),
        amount: new Decimal(simulation.amount),
        reference: `payment:${id}`,
      });
      await tx.query('UPDATE payment_simulations SET executed = true WHERE id = $1', [simulation.id]);
      const payment = await one<PaymentRow>(
        tx,
        `INSERT INTO payments (id, integrator_id, beneficiary_id, simulation_id, payment_contact_id, description, amount, fees, total_amount, hold_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
        [
          id,
          integratorId,
          simulation.beneficiary_id,
          simulation.id,
          contact.id,
          input.description,
          simulation.amount,
          simulation.fees,
          simulation.total_amount,
          holdId,
        ],
      );
      await enqueueJob(tx, paymentPayoutJob, { paymentId: id }, { integratorId });
      return payment;
    });
    return toPayment(row);
  }

  /** The payment made from `simulationId` at or after `since`, if any: what a create that died unanswered made. */
  async createdFrom(integratorId: string, simulationId: string, since: Date): Promise<PaymentBody | undefined> {
    const row = await maybeOneByUuid<PaymentRow>(this.db, 'SELECT * FROM payments WHERE simulation_id = $1 AND integrator_id = $2 AND created_at >= $3', [
      simulationId,
      integratorId,
      since,
    ]);
    return row && toPayment(row);
  }

  async get(integratorId: string, id: string): Promise<PaymentBody> {
    return toPayment(await findPayment(this.db, integratorId, id));
  }

  list(integratorId: string, request: ListRequest): Promise<Page<PaymentBody>> {
    return listPage(this.db, paymentList, request, { column: 'p.integrator_id', value: integratorId }, 'p.*', toPayment);
  }
}
