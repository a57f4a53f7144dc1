// Owns money arriving for an on-ramp, as a rail reports it: a PIX paid by the beneficiary (BR) or a bank deposit (CO).
// Funds are recorded at once; a wrong amount fails the transfer in the same transaction (the deposit goes back to the
// payer), a right one is executed on the worker after the rail's settlement delay. Today the sandbox's tools report
// them (modules/sandbox); a real collection rail reports them here the same way. A rail that keeps its statement here
// (the sandbox's) passes `atRail`, its record of the arrival, which is written in the transaction that accepts it.
import { type Db, maybeOneByUuid } from '../../db/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { Decimal, formatAmount } from '../../money.ts';
import type { RecordArrival } from '../../rails/capabilities/statement.ts';
import { canonicalDocument, findBeneficiary, holderDocument } from '../beneficiaries/index.ts';
import type { Country } from '../corridors/index.ts';
import { transferError } from './errors.ts';
import { transferExecutionJob } from './jobs.ts';
import { currentTransfer, failTransfer, recordDeposit } from './lifecycle.ts';
import { findTransfer, type TransferRow } from './model.ts';

export interface DepositAnswer {
  transferId: string;
  status: TransferRow['status'];
}

export class TransferDeposits {
  constructor(
    private readonly db: Db,
    /** How long a rail takes to settle funds that arrived before the transfer executes. */
    private readonly settleDelayMs: number,
  ) {}

  /** A PIX paid for the BR on-ramp of `simulationId` by the payer with `document`, which must be the beneficiary's. */
  async pixReceived(
    integratorId: string,
    simulationId: string,
    payment: { document: string; amount: Decimal | undefined },
    atRail?: RecordArrival,
  ): Promise<DepositAnswer> {
    const transfer = await this.onRampOf(integratorId, simulationId, 'BR');
    const beneficiary = await findBeneficiary(this.db, integratorId, transfer.beneficiary_id);
    if (canonicalDocument(payment.document) !== holderDocument(beneficiary)) throw transferError('transfer.payer_not_beneficiary');
    return this.fundsArrived(transfer, payment.amount, atRail);
  }

  /** A bank deposit for the CO on-ramp of `simulationId`. */
  async bankDepositReceived(integratorId: string, simulationId: string, amount: Decimal | undefined, atRail?: RecordArrival): Promise<DepositAnswer> {
    return this.fundsArrived(await this.onRampOf(integratorId, simulationId, 'CO'), amount, atRail);
  }

  /** The on-ramp of `simulationId` whose funds arrived at or after `since`, if any: what a payment that died unanswered did. */
  async paidSince(integratorId: string, simulationId: string, since: Date): Promise<DepositAnswer | undefined> {
    const row = await maybeOneByUuid<Pick<TransferRow, 'id' | 'status'>>(
      this.db,
      `SELECT id, status FROM transfers WHERE simulation_id = $1 AND integrator_id = $2 AND type = 'ON_RAMP' AND funds_received_at >= $3`,
      [simulationId, integratorId, since],
    );
    return row && { transferId: row.id, status: row.status };
  }

  private async onRampOf(integratorId: string, simulationId: string, country: Country): Promise<TransferRow> {
    const transfer = await findTransfer(this.db, integratorId, { simulationId });
    if (transfer.type !== 'ON_RAMP' || transfer.country !== country) {
      throw transferError(
        'transfer.wrong_rail',
        `This is a ${transfer.country} ${transfer.type}: it is not paid by ${country === 'BR' ? 'PIX' : 'bank deposit'}.`,
      );
    }
    return transfer;
  }

  /**
   * Funds arrived at a rail for an on-ramp (from.value when `amount` is absent). They are recorded at once; a wrong
   * amount fails the transfer in the same transaction (the deposit goes back), a right one is executed on the worker.
   */
  private async fundsArrived(transfer: TransferRow, amount: Decimal | undefined, atRail: RecordArrival | undefined): Promise<DepositAnswer> {
    const expected = new Decimal(transfer.from_value);
    const received = amount ?? expected;
    const row = await this.db.transaction(async (tx) => {
      const funded = await recordDeposit(tx, transfer.id, received);
      if (!funded) {
        const current = await currentTransfer(tx, transfer.id);
        if (current.received_value !== null) throw transferError('transfer.already_paid');
        throw transferError('transfer.not_awaiting_funds', `The transfer is ${current.status} and no longer accepts funds.`);
      }
      await atRail?.(tx, { reference: `transfer:${funded.id}`, amount: received, currency: funded.from_currency });
      if (!received.equals(expected)) {
        const currency = transfer.from_currency;
        const reason = `Received ${formatAmount(received)} ${currency}, but the transfer expects exactly ${formatAmount(expected)} ${currency}; the deposit is returned to the payer.`;
        return (await failTransfer(tx, funded.id, reason)) ?? funded;
      }
      await enqueueJob(
        tx,
        transferExecutionJob,
        { transferId: funded.id },
        { runAt: new Date(Date.now() + this.settleDelayMs), integratorId: funded.integrator_id },
      );
      return funded;
    });
    return { transferId: row.id, status: row.status };
  }
}
