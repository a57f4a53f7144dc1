// Owns simulations and transfers (contract section 8): pricing a simulation, creating at most one transfer from it,
// reading and listing transfers, cancelling one, funds arriving from a rail, and the two jobs that move a transfer on
// the worker (its execution at the latest rate once funded, and its funding timeout). Creation is one statement
// (statements.ts); every later change goes through lifecycle.ts, in a transaction this service opens. Market rates are
// read before any statement or transaction: a rate source may be a network call, and never runs while rows are locked.
import { randomUUID } from 'node:crypto';
import { validate as isUuid } from 'uuid';
import type { Db } from '../../db/index.ts';
import { ApiError, apiError, registerErrorCodes, validationError } from '../../http/errors.ts';
import { compileListQuery, Params, runList, type ListQueryInput, type Page } from '../../http/list-query.ts';
import { enqueue } from '../../jobs/queue.ts';
import { Decimal, formatAmount, parseAmount } from '../../money.ts';
import { depositInstructions, type CollectionAccount } from '../../rails/cop/deposits.ts';
import type { RateProvider } from '../../rails/fx/provider.ts';
import { pixCharge, type PixReceivingAccount } from '../../rails/pix/collection.ts';
import { canonicalDocument } from '../beneficiaries/id-numbers.ts';
import { findBeneficiary, holderDocument, requireApproved } from '../beneficiaries/model.ts';
import { checkLimits, sourceCurrency, type Corridors, type Country } from './corridors.ts';
import {
  cancelTransfer,
  currentTransfer,
  executionKey,
  failTransfer,
  recordDeposit,
  succeedOnRamp,
  TRANSFER_EXECUTION_JOB,
} from './lifecycle.ts';
import {
  findTransfer,
  priceAgain,
  priceColumns,
  SYSTEM_ACTOR,
  toSimulation,
  toTransfer,
  transferList,
  type TransferRow,
} from './model.ts';
import { price, type Price } from './pricing.ts';
import type { CreateSimulationInput } from './schemas.ts';
import { TransferStatements } from './statements.ts';

registerErrorCodes({
  'simulation.invalid_currency': [422, "The amount is not in the currency this transfer type takes for the beneficiary's country."],
  'simulation.is_already_executed': [412, 'A transfer was already created from this simulation.'],
  'simulation.is_expired': [412, 'The simulation has expired: create a new one.'],
  'simulation.exchange_rate_changed_too_much': [412, 'The market rate moved more than 2% since the simulation: create a new one.'],
  'transfer.off_ramp_not_available': [422, 'OFF_RAMP transfers are not available yet; ON_RAMP transfers are.'],
  'transfer.not_cancellable': [412, 'The transfer can no longer be cancelled: its funds have arrived, or it is final.'],
  'transfer.already_paid': [409, 'The transfer was paid already: its BR Code and deposit reference are payable once.'],
  'transfer.not_awaiting_funds': [412, 'The transfer is final and no longer accepts funds.'],
  'transfer.wrong_rail': [422, 'This transfer is not paid through this rail.'],
  'transfer.payer_not_beneficiary': [422, "The payer's document is not the beneficiary's CPF or CNPJ."],
});

/** How far the market may move between a simulation and its transfer (contract section 8): 2%, inclusive. */
const MAX_RATE_MOVE = new Decimal('0.02');

export interface TransferSettings {
  simulationTtlS: number;
  fundingTimeoutS: number;
  /** How long the sandbox takes to execute a funded transfer. */
  settleDelayMs: number;
  /** Where the service receives on-ramp money: PIX in BR, a bank account in CO. */
  pixAccount: PixReceivingAccount;
  collectionAccount: CollectionAccount;
}

export interface DepositAnswer {
  transferId: string;
  status: TransferRow['status'];
}

export class TransferService {
  private readonly statements: TransferStatements;

  constructor(
    private readonly db: Db,
    private readonly rates: RateProvider,
    private readonly corridors: Corridors,
    private readonly settings: TransferSettings,
  ) {
    this.statements = new TransferStatements(db, settings.fundingTimeoutS);
  }

  async simulate(integratorId: string, input: CreateSimulationInput) {
    const from = parseAmount(input.amount.value, '/amount/value');
    if (input.type === 'ON_RAMP' && input.fundingSource !== undefined) {
      throw validationError([{ path: '/fundingSource', message: 'applies to OFF_RAMP only' }]);
    }
    const found = isUuid(input.beneficiaryId) ? await this.statements.beneficiary({ integratorId, id: input.beneficiaryId }) : undefined;
    if (!found) throw apiError('beneficiary.not_found');
    const beneficiary = requireApproved(found);
    const corridor = this.corridors[beneficiary.country];
    const currency = sourceCurrency(corridor, input.type);
    if (input.amount.currencyCode !== currency) {
      throw apiError('simulation.invalid_currency', `A ${input.type} for a ${beneficiary.country} beneficiary is in ${currency}.`);
    }
    checkLimits(corridor, input.type, from);
    const integratorFeeBps = beneficiary.integrator_fee_bps;
    const market = await this.rates.marketRate(corridor.currency);
    const priced = price({ type: input.type, corridor, from, marketExchangeRate: market.rate, integratorFeeBps });

    const row = await this.statements.insertSimulation({
      id: randomUUID(),
      integrator_id: integratorId,
      beneficiary_id: beneficiary.id,
      type: input.type,
      funding_source: input.type === 'OFF_RAMP' ? (input.fundingSource ?? 'BENEFICIARY_BALANCE') : null,
      country: beneficiary.country,
      integrator_fee_bps: integratorFeeBps,
      from_currency: priced.from.currencyCode,
      from_value: priced.from.value,
      to_currency: priced.to.currencyCode,
      ...priceColumns(priced),
      expires_at: new Date(Date.now() + this.settings.simulationTtlS * 1000),
    });
    return toSimulation(row);
  }

  /**
   * Creates the transfer of a simulation: one statement claims the simulation (`executed` from false to true), writes
   * the transfer and adds its funding timeout, so they commit together. Concurrent requests for one simulation queue on
   * its row: the first claims it, and every later one finds it executed and writes nothing (412); the unique
   * simulation_id backs this up. What the statement does not guard never changes on a simulation once made (its
   * expiry and rate), so it is checked on the row as read before.
   */
  async create(integratorId: string, input: { simulationId: string; beneficiaryIp?: string | undefined }) {
    const simulation = isUuid(input.simulationId) ? await this.statements.simulation({ integratorId, id: input.simulationId }) : undefined;
    if (!simulation) throw apiError('simulation.not_found');
    if (simulation.type === 'OFF_RAMP') throw apiError('transfer.off_ramp_not_available');
    if (simulation.executed) throw apiError('simulation.is_already_executed');
    if (simulation.expires_at.getTime() <= Date.now()) throw apiError('simulation.is_expired');
    const market = await this.rates.marketRate(this.corridors[simulation.country].currency);
    const simulated = new Decimal(simulation.market_exchange_rate);
    if (market.rate.minus(simulated).abs().div(simulated).gt(MAX_RATE_MOVE)) {
      throw apiError(
        'simulation.exchange_rate_changed_too_much',
        `The market rate moved from ${simulated.toFixed()} to ${market.rate.toFixed()} since the simulation, more than 2%: create a new one.`,
      );
    }

    // The estimate the transfer shows until it executes: the simulation priced at today's rate.
    const priced = priceAgain(this.corridors, simulation, market.rate);
    const charge = simulation.country === 'BR' ? pixCharge(this.settings.pixAccount, priced.from.value) : undefined;
    const created = await this.statements.insertTransfer({
      id: randomUUID(),
      integrator_id: integratorId,
      beneficiary_id: simulation.beneficiary_id,
      simulation_id: simulation.id,
      type: simulation.type,
      funding_source: simulation.funding_source,
      country: simulation.country,
      integrator_fee_bps: simulation.integrator_fee_bps,
      from_currency: simulation.from_currency,
      from_value: simulation.from_value,
      to_currency: simulation.to_currency,
      ...priceColumns(priced),
      beneficiary_ip: input.beneficiaryIp ?? null,
      pix_txid: charge?.txid ?? null,
      pix_copy_and_paste: charge?.pixCopyAndPaste ?? null,
      bank_deposit_instructions: simulation.country === 'CO' ? depositInstructions(this.settings.collectionAccount) : null,
      created_by: integratorId,
      last_modified_by: integratorId,
    });
    if (!created) throw apiError('simulation.is_already_executed');
    return toTransfer(created);
  }

  async get(integratorId: string, id: string) {
    return toTransfer(await findTransfer(this.db, integratorId, { id }));
  }

  list(integratorId: string, query: ListQueryInput): Promise<Page<ReturnType<typeof toTransfer>>> {
    const params = new Params();
    const compiled = compileListQuery(transferList, query, `t.integrator_id = ${params.add(integratorId)}`, params);
    return runList(this.db, transferList, compiled, 't.*', toTransfer);
  }

  /** POST /v1/transfers/{id}/cancel: only while no funds have arrived (412 after). */
  async cancel(integratorId: string, id: string) {
    const transfer = await findTransfer(this.db, integratorId, { id });
    const row = await this.db.transaction(async (tx) => {
      const cancelled = await cancelTransfer(tx, transfer.id, 'Cancelled by the integrator.', integratorId);
      if (cancelled) return cancelled;
      const current = await currentTransfer(tx, transfer.id);
      throw apiError(
        'transfer.not_cancellable',
        current.status === 'PENDING' ? 'The funds of this transfer have arrived: it can no longer be cancelled.' : `The transfer is ${current.status}.`,
      );
    });
    return toTransfer(row);
  }

  /** Sandbox PIX payment of a BR on-ramp by the payer with `document`, which must be the beneficiary's. */
  async sandboxPix(integratorId: string, input: { document: string; simulationId: string; amount?: unknown }): Promise<DepositAnswer> {
    const amount = input.amount === undefined ? undefined : parseAmount(input.amount, '/amount');
    const transfer = await this.onRampOf(integratorId, input.simulationId, 'BR');
    const beneficiary = await findBeneficiary(this.db, integratorId, transfer.beneficiary_id);
    if (canonicalDocument(input.document) !== holderDocument(beneficiary)) throw apiError('transfer.payer_not_beneficiary');
    return this.fundsArrived(transfer, amount);
  }

  /** Sandbox bank deposit for a CO on-ramp. */
  async sandboxBankDeposit(integratorId: string, input: { simulationId: string; amount?: unknown }): Promise<DepositAnswer> {
    const amount = input.amount === undefined ? undefined : parseAmount(input.amount, '/amount');
    return this.fundsArrived(await this.onRampOf(integratorId, input.simulationId, 'CO'), amount);
  }

  private async onRampOf(integratorId: string, simulationId: string, country: Country): Promise<TransferRow> {
    const transfer = await findTransfer(this.db, integratorId, { simulationId });
    if (transfer.type !== 'ON_RAMP' || transfer.country !== country) {
      throw apiError('transfer.wrong_rail', `This is a ${transfer.country} ${transfer.type}: it is not paid by ${country === 'BR' ? 'PIX' : 'bank deposit'}.`);
    }
    return transfer;
  }

  /**
   * Funds arrived at a rail for an on-ramp (from.value when `amount` is absent). They are recorded at once; a wrong
   * amount fails the transfer in the same transaction (the deposit goes back), a right one is executed on the worker.
   */
  private async fundsArrived(transfer: TransferRow, amount: Decimal | undefined): Promise<DepositAnswer> {
    const expected = new Decimal(transfer.from_value);
    const received = amount ?? expected;
    const row = await this.db.transaction(async (tx) => {
      const funded = await recordDeposit(tx, transfer.id, received);
      if (!funded) {
        const current = await currentTransfer(tx, transfer.id);
        if (current.received_value !== null) throw apiError('transfer.already_paid');
        throw apiError('transfer.not_awaiting_funds', `The transfer is ${current.status} and no longer accepts funds.`);
      }
      if (!received.equals(expected)) {
        const currency = transfer.from_currency;
        const reason = `Received ${formatAmount(received)} ${currency}, but the transfer expects exactly ${formatAmount(expected)} ${currency}; the deposit is returned to the payer.`;
        return (await failTransfer(tx, funded.id, reason)) ?? funded;
      }
      await enqueue(tx, {
        kind: TRANSFER_EXECUTION_JOB,
        payload: { transferId: funded.id },
        runAt: new Date(Date.now() + this.settings.settleDelayMs),
        uniqueKey: executionKey(funded.id),
      });
      return funded;
    });
    return { transferId: row.id, status: row.status };
  }

  /**
   * The execution job: a funded PENDING on-ramp is priced again at the latest market rate and settles. Runs any number
   * of times; only the first run that finds the transfer PENDING moves it.
   */
  async execute(transferId: string): Promise<void> {
    const transfer = await currentTransfer(this.db, transferId);
    if (transfer.status !== 'PENDING' || transfer.received_value === null) return;
    const market = await this.rates.marketRate(this.corridors[transfer.country].currency);
    let priced: Price;
    try {
      priced = priceAgain(this.corridors, transfer, market.rate);
    } catch (error) {
      // A rate so far off that nothing is left to convert: the transfer cannot execute, and the deposit goes back.
      if (!(error instanceof ApiError)) throw error;
      await this.db.transaction((tx) => failTransfer(tx, transferId, `The transfer could not be executed at the latest rate: ${error.message} The deposit is returned to the payer.`));
      return;
    }
    await this.db.transaction((tx) => succeedOnRamp(tx, transferId, priced));
  }

  /** The funding timeout job: a transfer still without funds is cancelled; anything else is left as it is. */
  async expireUnfunded(transferId: string): Promise<void> {
    await this.db.transaction((tx) =>
      cancelTransfer(tx, transferId, `No funds arrived within ${this.settings.fundingTimeoutS} seconds.`, SYSTEM_ACTOR),
    );
  }
}
