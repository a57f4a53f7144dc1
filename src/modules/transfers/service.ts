// Owns simulations and transfers (contract section 8): pricing a simulation, creating at most one transfer from it,
// reading and listing transfers, cancelling one, funds arriving from a rail, and the two jobs that move a transfer on
// the worker (its execution at the latest rate once funded, and its funding timeout). An off-ramp's execution is its
// local payout: funded by a hold on the beneficiary's wallet taken at creation (direct), or by USDC the integrator
// sends on-chain to the transfer's own deposit address (external wallet), whose arrival the same job checks first.
// An on-ramp's creation is one statement (statements.ts); an off-ramp's one transaction here, because it also takes a
// hold or a deposit index. Every later change goes through lifecycle.ts, in a transaction this service opens. Market rates are
// read before any statement or transaction: a rate source may be a network call, and never runs while rows are locked.
import { randomUUID } from 'node:crypto';
import { validate as isUuid } from 'uuid';
import { isUniqueViolation, maybeOne, one, type Db, type Queryable } from '../../db/index.ts';
import { listPage, type ListRequest, type Page } from '../../db/lists.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { JobResult } from '../../jobs/worker.ts';
import { Decimal, formatAmount, parseAmount } from '../../money.ts';
import { depositInstructions, type CollectionAccount } from '../../rails/cop/deposits.ts';
import type { DepositAddresses } from '../../rails/chain/deposit-addresses.ts';
import type { DepositCheck, DepositChecker } from '../../rails/chain/deposits.ts';
import type { RateProvider } from '../../rails/fx/provider.ts';
import { RailUnavailableError } from '../../rails/errors.ts';
import type { LocalBankAccount, LocalPayout, LocalPayoutRail, SentLocalPayout } from '../../rails/payouts.ts';
import { pixCharge, type PixReceivingAccount } from '../../rails/pix/collection.ts';
import { canonicalDocument } from '../beneficiaries/id-numbers.ts';
import { findBeneficiary, holderDocument, requireApproved } from '../beneficiaries/model.ts';
import { beneficiaryWallet, hold } from '../ledger/service.ts';
import { checkLimits, sourceCurrency, type Corridors, type Country } from './corridors.ts';
import {
  cancelTransfer,
  claimPayout,
  currentTransfer,
  executionKey,
  failTransfer,
  failWrongDeposit,
  fundingTimeoutKey,
  recordDeposit,
  recordPayoutReference,
  succeedOffRamp,
  succeedOnRamp,
  TRANSFER_EXECUTION_JOB,
  TRANSFER_FUNDING_TIMEOUT_JOB,
} from './lifecycle.ts';
import {
  findTransfer,
  priceAgain,
  priceColumns,
  SYSTEM_ACTOR,
  toSimulation,
  toTransfer,
  transferList,
  type SimulationRow,
  type TransferRow,
} from './model.ts';
import { price, type Price } from './pricing.ts';
import type { CreateSimulationInput } from './schemas.ts';
import { TransferStatements, type SimulatedBeneficiary } from './statements.ts';
import { beneficiaryError } from '../beneficiaries/errors.ts';
import { transferError } from './errors.ts';
import { DomainError, validationError } from '../../errors.ts';

/** The columns every new transfer takes from its simulation and its current price, whatever its type. */
function transferColumns(id: string, integratorId: string, simulation: SimulationRow, priced: Price, beneficiaryIp: string | undefined) {
  return {
    id,
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
    beneficiary_ip: beneficiaryIp ?? null,
    created_by: integratorId,
    last_modified_by: integratorId,
  };
}

/**
 * How far the market may move from a simulation's rate (contract section 8): 2%, inclusive. Creation refuses a transfer
 * beyond it (412), and execution fails a funded transfer beyond it, its funds returned, rather than convert blindly.
 */
const MAX_RATE_MOVE = new Decimal('0.02');

/** The move from the simulation's market rate to `latest`, when it is beyond MAX_RATE_MOVE; undefined within it. */
function moveBeyondBand(simulated: Decimal, latest: Decimal): string | undefined {
  if (latest.minus(simulated).abs().div(simulated).lte(MAX_RATE_MOVE)) return undefined;
  return `The market rate moved from ${simulated.toFixed()} to ${latest.toFixed()} since the simulation, more than 2%`;
}

export interface TransferSettings {
  simulationTtlS: number;
  fundingTimeoutS: number;
  /** How long the sandbox takes to execute a funded transfer. */
  settleDelayMs: number;
  /** Where the service receives on-ramp money: PIX in BR, a bank account in CO. */
  pixAccount: PixReceivingAccount;
  collectionAccount: CollectionAccount;
  /** Where off-ramps pay the local money out: PIX in BR, bank transfer in CO. */
  payouts: LocalPayoutRail;
  /** The deposit address of each external-wallet off-ramp, derived from DEPOSIT_XPUB; none in production without it. */
  depositAddresses: DepositAddresses | undefined;
  /** Whether a linked chain transaction funded an external-wallet off-ramp: the chain, or the sandbox's deposits. */
  depositChecker: DepositChecker;
  /** How long to wait before asking the deposit checker again about a transaction not yet confirmed. */
  chainPollMs: number;
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
    if (!found) throw beneficiaryError('beneficiary.not_found');
    const beneficiary = requireApproved(found);
    const corridor = this.corridors[beneficiary.country];
    const currency = sourceCurrency(corridor, input.type);
    if (input.amount.currencyCode !== currency) {
      throw transferError('simulation.invalid_currency', `A ${input.type} for a ${beneficiary.country} beneficiary is in ${currency}.`);
    }
    checkLimits(corridor, input.type, from);
    const target = input.type === 'OFF_RAMP' ? payoutTarget(beneficiary) : undefined;
    if (input.fundingSource === 'EXTERNAL_WALLET' && !this.settings.depositAddresses) throw transferError('transfer.external_wallet_not_available');
    const integratorFeeBps = beneficiary.integrator_fee_bps;
    const market = await this.rates.marketRate(corridor.currency, integratorId);
    const priced = price({ type: input.type, corridor, from, marketExchangeRate: market.rate, integratorFeeBps });
    // A BR on-ramp's BR Code is made now, for the amount to pay (from, which no later rate changes): the simulation
    // shows it and the transfer made from it carries the same one.
    const charge = input.type === 'ON_RAMP' && beneficiary.country === 'BR' ? pixCharge(this.settings.pixAccount, priced.from.value) : undefined;

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
      target_pix_key: target?.pixKey ?? null,
      target_bank_account: target?.bankAccount ?? null,
      pix_txid: charge?.txid ?? null,
      pix_copy_and_paste: charge?.pixCopyAndPaste ?? null,
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
    if (!simulation) throw transferError('simulation.not_found');
    if (simulation.executed) throw transferError('simulation.is_already_executed');
    if (simulation.expires_at.getTime() <= Date.now()) throw transferError('simulation.is_expired');
    const market = await this.rates.marketRate(this.corridors[simulation.country].currency, integratorId);
    const moved = moveBeyondBand(new Decimal(simulation.market_exchange_rate), market.rate);
    if (moved) throw transferError('simulation.exchange_rate_changed_too_much', `${moved}: create a new one.`);

    // The estimate the transfer shows until it executes: the simulation priced at today's rate.
    const priced = priceAgain(this.corridors, simulation, market.rate);
    if (simulation.type === 'OFF_RAMP') return toTransfer(await this.createOffRamp(integratorId, simulation, priced, input.beneficiaryIp));
    // The simulation's charge (made with it); a simulation from before simulations carried one gets a new charge.
    const charge =
      simulation.country !== 'BR'
        ? undefined
        : simulation.pix_txid !== null && simulation.pix_copy_and_paste !== null
          ? { txid: simulation.pix_txid, pixCopyAndPaste: simulation.pix_copy_and_paste }
          : pixCharge(this.settings.pixAccount, priced.from.value);
    const created = await this.statements.insertTransfer({
      ...transferColumns(randomUUID(), integratorId, simulation, priced, input.beneficiaryIp),
      pix_txid: charge?.txid ?? null,
      pix_copy_and_paste: charge?.pixCopyAndPaste ?? null,
      bank_deposit_instructions: simulation.country === 'CO' ? depositInstructions(this.settings.collectionAccount) : null,
    });
    if (!created) throw transferError('simulation.is_already_executed');
    return toTransfer(created);
  }

  async get(integratorId: string, id: string) {
    return toTransfer(await findTransfer(this.db, integratorId, { id }));
  }

  list(integratorId: string, request: ListRequest): Promise<Page<ReturnType<typeof toTransfer>>> {
    return listPage(this.db, transferList, request, { column: 't.integrator_id', value: integratorId }, 't.*', toTransfer);
  }

  /**
   * POST /v1/transfers/{id}/cancel: only while no funds have arrived (412 after), and never once USDC of the linked
   * chain transaction has reached the funding wallet (412 transfer.deposit_on_chain: see unlessDepositOnChain).
   */
  async cancel(integratorId: string, id: string) {
    const transfer = await findTransfer(this.db, integratorId, { id });
    const outcome = await this.unlessDepositOnChain(transfer.id, (tx) => cancelTransfer(tx, transfer.id, 'Cancelled by the integrator.', integratorId), true);
    if ('onChain' in outcome) throw depositOnChain(outcome.onChain);
    if (outcome.done) return toTransfer(outcome.done);
    const current = await currentTransfer(this.db, transfer.id);
    throw transferError(
      'transfer.not_cancellable',
      current.status !== 'PENDING'
        ? `The transfer is ${current.status}.`
        : current.payout_started_at !== null
          ? 'The payout of this transfer has started: it can no longer be cancelled.'
          : 'The funds of this transfer have arrived: it can no longer be cancelled.',
    );
  }

  /** Sandbox PIX payment of a BR on-ramp by the payer with `document`, which must be the beneficiary's. */
  async sandboxPix(integratorId: string, input: { document: string; simulationId: string; amount?: unknown }): Promise<DepositAnswer> {
    const amount = input.amount === undefined ? undefined : parseAmount(input.amount, '/amount');
    const transfer = await this.onRampOf(integratorId, input.simulationId, 'BR');
    const beneficiary = await findBeneficiary(this.db, integratorId, transfer.beneficiary_id);
    if (canonicalDocument(input.document) !== holderDocument(beneficiary)) throw transferError('transfer.payer_not_beneficiary');
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
      throw transferError('transfer.wrong_rail', `This is a ${transfer.country} ${transfer.type}: it is not paid by ${country === 'BR' ? 'PIX' : 'bank deposit'}.`);
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
        if (current.received_value !== null) throw transferError('transfer.already_paid');
        throw transferError('transfer.not_awaiting_funds', `The transfer is ${current.status} and no longer accepts funds.`);
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
  async execute(transferId: string): Promise<JobResult> {
    const transfer = await currentTransfer(this.db, transferId);
    if (transfer.type === 'OFF_RAMP') return this.executeOffRamp(transfer);
    if (transfer.status !== 'PENDING' || transfer.received_value === null) return;
    const priced = await this.priceNowOrFail(transfer, ' The deposit is returned to the payer.');
    if (!priced) return;
    await this.db.transaction((tx) => succeedOnRamp(tx, transferId, priced));
  }

  /**
   * The transfer priced again at the latest market rate; or, when that rate moved more than 2% from the simulation's
   * or leaves nothing to convert, the transfer FAILED (failTransfer books what becomes of its funds: a deposit owed back
   * to its payer, a hold released; `aftermath` ends the reason) and undefined.
   */
  private async priceNowOrFail(transfer: TransferRow, aftermath = ''): Promise<Price | undefined> {
    const market = await this.rates.marketRate(this.corridors[transfer.country].currency, transfer.integrator_id);
    // Bound as creation is: a rate that moved beyond the band since the simulation does not execute.
    const [simulation] = await this.db.query<{ market_exchange_rate: string }>('SELECT market_exchange_rate FROM simulations WHERE id = $1', [transfer.simulation_id]);
    const moved = simulation && moveBeyondBand(new Decimal(simulation.market_exchange_rate), market.rate);
    if (moved) {
      await this.db.transaction((tx) => failTransfer(tx, transfer.id, `The transfer was not executed: ${moved}.${aftermath}`));
      return undefined;
    }
    try {
      return priceAgain(this.corridors, transfer, market.rate);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      await this.db.transaction((tx) => failTransfer(tx, transfer.id, `The transfer could not be executed at the latest rate: ${error.message}${aftermath}`));
      return undefined;
    }
  }

  /** The transfer made from `simulationId` at or after `since`, if any: what a create that died unanswered made. */
  async createdFrom(integratorId: string, simulationId: string, since: Date): Promise<ReturnType<typeof toTransfer> | undefined> {
    if (!isUuid(simulationId)) return undefined;
    const row = await maybeOne<TransferRow>(this.db, 'SELECT * FROM transfers WHERE simulation_id = $1 AND integrator_id = $2 AND created_at >= $3', [simulationId, integratorId, since]);
    return row && toTransfer(row);
  }

  /** The on-ramp of `simulationId` whose funds arrived at or after `since`, if any: what a payment that died unanswered did. */
  async paidSince(integratorId: string, simulationId: string, since: Date): Promise<DepositAnswer | undefined> {
    if (!isUuid(simulationId)) return undefined;
    const row = await maybeOne<Pick<TransferRow, 'id' | 'status'>>(
      this.db,
      `SELECT id, status FROM transfers WHERE simulation_id = $1 AND integrator_id = $2 AND type = 'ON_RAMP' AND funds_received_at >= $3`,
      [simulationId, integratorId, since],
    );
    return row && { transferId: row.id, status: row.status };
  }

  /**
   * Creates an off-ramp in one transaction, claiming its simulation under the simulation's row lock (concurrent
   * requests for one simulation take turns, and the later ones find it executed). A direct off-ramp holds `from` on the
   * beneficiary's wallet first: `hold` locks the wallet and checks the available balance, so off-ramps from different
   * simulations that together exceed it cannot both pass, and a 422 rolls everything back. Its payout job starts now.
   * An external-wallet off-ramp takes the next deposit index instead (a sequence never gives one twice) and waits for its
   * funds until TRANSFER_FUNDING_TIMEOUT_S.
   */
  private async createOffRamp(integratorId: string, simulation: SimulationRow, priced: Price, beneficiaryIp: string | undefined): Promise<TransferRow> {
    const id = randomUUID();
    return this.db.transaction(async (tx) => {
      const claimed = await maybeOne<{ id: string }>(
        tx,
        'UPDATE simulations SET executed = true WHERE id = $1 AND integrator_id = $2 AND NOT executed RETURNING id',
        [simulation.id, integratorId],
      );
      if (!claimed) throw transferError('simulation.is_already_executed');
      const direct = simulation.funding_source === 'BENEFICIARY_BALANCE';
      const holdId = direct
        ? await hold(tx, { account: beneficiaryWallet(simulation.beneficiary_id), amount: new Decimal(simulation.from_value), reference: `transfer:${id}` })
        : null;
      const addresses = this.settings.depositAddresses;
      if (!direct && !addresses) throw transferError('transfer.external_wallet_not_available');
      const depositIndex = direct ? null : (await one<{ index: string }>(tx, "SELECT nextval('deposit_address_index')::text AS index")).index;
      const row = await insertRow(tx, {
        ...transferColumns(id, integratorId, simulation, priced, beneficiaryIp),
        target_pix_key: simulation.target_pix_key,
        target_bank_account: simulation.target_bank_account === null ? null : JSON.stringify(simulation.target_bank_account),
        hold_id: holdId,
        deposit_index: depositIndex,
        funding_wallet: depositIndex === null || !addresses ? null : addresses.addressAt(Number(depositIndex)),
      });
      if (direct) {
        await enqueue(tx, { kind: TRANSFER_EXECUTION_JOB, payload: { transferId: id }, uniqueKey: executionKey(id) });
      } else {
        await enqueue(tx, {
          kind: TRANSFER_FUNDING_TIMEOUT_JOB,
          payload: { transferId: id },
          uniqueKey: fundingTimeoutKey(id),
          runAt: new Date(Date.now() + this.settings.fundingTimeoutS * 1000),
        });
      }
      return row;
    });
  }

  /**
   * PUT /v1/transfers/{id}/transactionHash: links the chain transaction that funds an external-wallet off-ramp, while
   * its funds have not arrived (412 after, or once final). Only a transaction that pays this transfer's fundingWallet,
   * or may yet (not on the chain yet, or the chain cannot be read now), is taken: one the chain shows paying elsewhere
   * is 422 transfer.transaction_hash_not_funding, so nobody can hold another integrator's deposit hash. Linking the same
   * hash again changes nothing; another hash replaces a mistyped one, unless USDC of the linked one has reached the
   * funding wallet (412 transfer.deposit_on_chain). A hash is unique among waiting transfers and the transfers it paid
   * (the partial unique index, so two transfers racing for one hash cannot both have it, and a FAILED or CANCELLED
   * transfer it never paid releases it): linked to another such transfer it is 409, unless the chain shows it pays
   * this one and not that one, which then loses it. The deposit check runs on the worker.
   */
  async linkTransactionHash(integratorId: string, id: string, transactionHash: string): Promise<ReturnType<typeof toTransfer>> {
    const transfer = await findTransfer(this.db, integratorId, { id });
    if (transfer.type !== 'OFF_RAMP' || transfer.funding_source !== 'EXTERNAL_WALLET') throw transferError('transfer.not_external_wallet');
    const hash = transactionHash.toLowerCase();
    const chain = await this.whatTheChainSays(hash, transfer);
    try {
      return await this.link(integratorId, transfer, hash);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'transfer.transaction_hash_in_use') throw error;
      if (chain === 'unknown') {
        throw transferError(
          'transfer.transaction_hash_in_use',
          'This transaction hash is linked to another transfer, and the chain does not show yet which funding wallet it pays: link it again once it is mined (a hash that pays this transfer’s fundingWallet is taken from a transfer it does not pay).',
        );
      }
      if (!(await this.releaseFromTransferItNeverPaid(hash, transfer.id))) throw error;
      return this.link(integratorId, transfer, hash);
    }
  }

  /**
   * What the chain says of `hash` for this transfer, before it is linked: it pays the funding wallet ('pays': USDC of
   * it reached the wallet, whatever the amount or confirmations), or may yet ('unknown': not on the chain yet, or the
   * chain cannot be read now; the worker's check decides later). Anything else is refused.
   */
  private async whatTheChainSays(hash: string, transfer: TransferRow): Promise<'pays' | 'unknown'> {
    if (transfer.funding_wallet === null) return 'unknown';
    let check: DepositCheck;
    try {
      check = await this.settings.depositChecker.check(hash as `0x${string}`, transfer.funding_wallet, new Decimal(transfer.from_value));
    } catch {
      return 'unknown';
    }
    if (check.state === 'confirmed' || (check.state === 'waiting' && check.arrived) || (check.state === 'invalid' && check.received)) return 'pays';
    if (check.state === 'waiting') return 'unknown';
    throw transferError('transfer.transaction_hash_not_funding', `The chain shows that transaction ${hash} does not pay this transfer’s fundingWallet: ${check.reason}.`);
  }

  /**
   * Takes `hash` off the waiting transfer that holds it when the chain shows it never paid that transfer's funding
   * wallet (it went elsewhere, or reverted) and nothing was recorded for it: that transfer goes back to waiting for a
   * hash. True when no such transfer holds it any more (the caller's link decides); false when its holder keeps it: one
   * the hash did pay, or may yet.
   */
  private async releaseFromTransferItNeverPaid(hash: string, claimantId: string): Promise<boolean> {
    const holder = await maybeOne<TransferRow>(
      this.db,
      `SELECT * FROM transfers WHERE lower(transaction_hash) = $1 AND id <> $2 AND (status = 'PENDING' OR received_value IS NOT NULL)`,
      [hash, claimantId],
    );
    if (!holder) return true;
    if (holder.received_value !== null || holder.funding_wallet === null) return false;
    let check: DepositCheck;
    try {
      check = await this.settings.depositChecker.check(hash as `0x${string}`, holder.funding_wallet, new Decimal(holder.from_value));
    } catch {
      return false;
    }
    if (check.state !== 'invalid' || check.received) return false;
    await this.db.query(
      `UPDATE transfers SET transaction_hash = NULL, updated_at = now(), last_modified_by = 'system'
        WHERE id = $1 AND lower(transaction_hash) = $2 AND status = 'PENDING' AND funds_received_at IS NULL AND received_value IS NULL`,
      [holder.id, hash],
    );
    // Released, or the holder failed or was cancelled meanwhile (which releases it too): the caller's link decides.
    return true;
  }

  private async link(integratorId: string, transfer: TransferRow, hash: string): Promise<ReturnType<typeof toTransfer>> {
    const link = async (tx: Queryable): Promise<TransferRow> => {
        const linked = await maybeOne<TransferRow>(
          tx,
          `UPDATE transfers SET transaction_hash = $2, updated_at = now(), last_modified_by = $3
            WHERE id = $1 AND status = 'PENDING' AND funds_received_at IS NULL RETURNING *`,
          [transfer.id, hash, integratorId],
        );
        if (!linked) {
          const current = await currentTransfer(tx, transfer.id);
          throw transferError('transfer.not_awaiting_funds', `The transfer is ${current.status}${current.status === 'PENDING' ? ' and its funds have arrived' : ''}: it takes no transaction hash.`);
        }
        await this.checkDepositNow(tx, linked.id);
        return linked;
    };
    let row: TransferRow;
    try {
      if (transfer.transaction_hash === hash) {
        row = await this.db.transaction(link);
      } else {
        const outcome = await this.unlessDepositOnChain(transfer.id, link, true);
        if ('onChain' in outcome) throw depositOnChain(outcome.onChain);
        row = outcome.done;
      }
    } catch (error) {
      if (isUniqueViolation(error, 'transfers_transaction_hash')) throw transferError('transfer.transaction_hash_in_use');
      throw error;
    }
    return toTransfer(row);
  }

  /**
   * Sandbox: a chain deposit of `amount` (from.value by default) to the transfer's fundingWallet, recorded as the chain
   * would record it, by hash. The transfer starts once this hash is also linked, in either order.
   */
  async sandboxCryptoDeposit(integratorId: string, input: { txHash: string; simulationId: string; amount?: unknown }): Promise<DepositAnswer> {
    const amount = input.amount === undefined ? undefined : parseAmount(input.amount, '/amount');
    const transfer = await findTransfer(this.db, integratorId, { simulationId: input.simulationId });
    if (transfer.type !== 'OFF_RAMP' || transfer.funding_source !== 'EXTERNAL_WALLET' || transfer.funding_wallet === null) {
      throw transferError('transfer.wrong_rail', `This is a ${transfer.country} ${transfer.type}${transfer.funding_source ? ` from ${transfer.funding_source}` : ''}: it is not funded on-chain.`);
    }
    if (transfer.status !== 'PENDING' || transfer.funds_received_at !== null) {
      throw transferError('transfer.not_awaiting_funds', `The transfer is ${transfer.status}${transfer.status === 'PENDING' ? ' and its funds have arrived' : ''}.`);
    }
    const hash = input.txHash.toLowerCase();
    await this.db.transaction(async (tx) => {
      const recorded = await maybeOne<{ tx_hash: string }>(
        tx,
        'INSERT INTO sandbox_chain_deposits (tx_hash, to_address, amount) VALUES ($1, $2, $3) ON CONFLICT (tx_hash) DO NOTHING RETURNING tx_hash',
        [hash, transfer.funding_wallet, amount ?? new Decimal(transfer.from_value)],
      );
      // A chain transaction happens once: the same hash cannot carry a second deposit.
      if (!recorded) throw transferError('transfer.transaction_hash_in_use', 'A sandbox chain deposit with this hash exists already.');
      if (transfer.transaction_hash === hash) await this.checkDepositNow(tx, transfer.id);
    });
    return { transferId: transfer.id, status: transfer.status };
  }

  /** Runs the execution job of a transfer now (replacing a later scheduled check), in the caller's transaction. */
  private checkDepositNow(tx: Queryable, transferId: string): Promise<void> {
    return enqueue(tx, { kind: TRANSFER_EXECUTION_JOB, payload: { transferId }, uniqueKey: executionKey(transferId), replace: true });
  }

  /**
   * The execution job of an off-ramp, one step per run, each safe to repeat:
   * 1. an external-wallet off-ramp whose hash is linked asks the deposit checker: waiting is asked again later,
   *    invalid fails the transfer with the reason (USDC of the wrong amount that reached the deposit address is booked,
   *    in that transaction, as owed back to the sender), confirmed records the deposit (once: guarded by
   *    funds_received_at); either only while the checked hash is still the linked one;
   * 2. the payout is claimed at the latest rate (from then on not cancellable) and sent to the rail, which pays at
   *    most once per reference (the transfer's id), so a send repeated after a crash pays nothing twice;
   * 3. the rail is asked until the payout ends: SUCCEEDED or FAILED.
   * The rail and the rate source are called outside any transaction. A call that throws is retried by the worker; when
   * the last attempt fails, executionExhausted decides.
   */
  private async executeOffRamp(initial: TransferRow): Promise<JobResult> {
    let transfer = initial;
    if (transfer.status !== 'PENDING') return;
    if (transfer.funding_source === 'EXTERNAL_WALLET' && transfer.funds_received_at === null) {
      if (transfer.transaction_hash === null || transfer.funding_wallet === null) return;
      const expected = new Decimal(transfer.from_value);
      const check = await this.settings.depositChecker.check(transfer.transaction_hash as `0x${string}`, transfer.funding_wallet, expected);
      if (check.state === 'waiting') return { rescheduleAt: new Date(Date.now() + this.settings.chainPollMs) };
      const hash = transfer.transaction_hash;
      // The hash read by the check must still be the linked one: a relink meanwhile is checked by its own run.
      const stillLinked = (tx: Queryable) => maybeOne(tx, 'SELECT 1 FROM transfers WHERE id = $1 AND transaction_hash = $2 FOR UPDATE', [transfer.id, hash]);
      if (check.state === 'invalid') {
        const reason = `The chain transaction ${hash} does not fund this transfer: ${check.reason}`;
        // USDC of the wrong amount did reach the deposit address: it is booked as owed back to the sender, with the
        // failure. Nothing else in the transaction reached us, and nothing is booked.
        const { received } = check;
        await this.db.transaction(async (tx) => {
          if (!(await stillLinked(tx))) return;
          await (received ? failWrongDeposit(tx, transfer.id, received, reason) : failTransfer(tx, transfer.id, reason));
        });
        return;
      }
      const funded = await this.db.transaction(async (tx) => ((await stillLinked(tx)) ? recordDeposit(tx, transfer.id, expected) : undefined));
      if (!funded) return;
      transfer = funded;
    }
    if (transfer.payout_reference === null) {
      if (transfer.payout_started_at === null) {
        const priced = await this.priceNowOrFail(transfer);
        if (!priced) return;
        const claimed = await this.db.transaction((tx) => claimPayout(tx, transfer.id, priced));
        if (!claimed) return;
        transfer = claimed;
      }
      // Marked before the send, and unmarked only if the rail certainly refused it: see PaymentService.processPayout.
      const maybeSentBefore = transfer.payout_maybe_sent;
      if (!maybeSentBefore) await markPayoutMaybeSent(this.db, transfer.id, true);
      let sent: SentLocalPayout;
      try {
        sent = await this.settings.payouts.send(payoutOf(transfer));
      } catch (error) {
        if (error instanceof RailUnavailableError && !maybeSentBefore) await markPayoutMaybeSent(this.db, transfer.id, false);
        throw error;
      }
      await recordPayoutReference(this.db, transfer.id, sent.railReference);
      return { rescheduleAt: sent.checkAt };
    }
    const outcome = await this.settings.payouts.status(transfer.payout_reference);
    if (outcome.status === 'PENDING') return { rescheduleAt: outcome.checkAgainAt };
    await this.db.transaction((tx) => (outcome.status === 'SETTLED' ? succeedOffRamp(tx, transfer.id) : failTransfer(tx, transfer.id, outcome.reason)));
  }

  /**
   * The execution job's last attempt failed with `error` (the worker's onExhausted).
   *
   * A funded transfer whose execution failed before any payout was claimed (the latest rate could not be read, say)
   * moves to FAILED: nothing was sent, so failTransfer returns what it holds (an on-ramp's deposit to the payer, a
   * direct off-ramp's hold to the balance, an external wallet's deposit owed back to the sender) with one event, in one
   * transaction. An external-wallet off-ramp whose deposit could not be checked is left to the funding timeout job,
   * which asks the chain again (and, once it can, resumes the check).
   *
   * An off-ramp whose payout was claimed but never acknowledged by the rail is settled as payments do: FAILED only when
   * the payout is known not to have been made: every send was refused without being taken (the rail was not reached,
   * or said it did nothing), or the rail, asked for the payout by our reference, has none. If it has one (a send that
   * timed out after the rail took it), the job follows that payout. Anything else keeps the job failed for an
   * operator, the transfer PENDING.
   */
  async executionExhausted(transferId: string, error: unknown, attempts: number): Promise<JobResult> {
    const transfer = await currentTransfer(this.db, transferId);
    if (transfer.status !== 'PENDING') return;
    if (transfer.payout_started_at === null) {
      if (transfer.received_value === null && transfer.hold_id === null) throw error;
      await this.db.transaction((tx) => failTransfer(tx, transfer.id, executionUnavailableReason(attempts, transfer)));
      return;
    }
    if (transfer.payout_reference !== null) {
      // The rail took this payout: it is never failed here, however long its status cannot be read.
      throw new Error(`transfer ${transfer.id}: the rail took payout ${transfer.payout_reference} but how it ended could not be read; left PENDING for an operator: ${errorText(error)}`, { cause: error });
    }
    if (transfer.payout_maybe_sent) {
      let found: SentLocalPayout | undefined;
      try {
        found = await this.settings.payouts.find(payoutOf(transfer));
      } catch (findError) {
        throw new Error(`transfer ${transfer.id}: whether the rail took its payout is unknown; left PENDING for an operator: ${errorText(findError)}`, { cause: findError });
      }
      if (found) {
        await recordPayoutReference(this.db, transfer.id, found.railReference);
        return { rescheduleAt: found.checkAt };
      }
    }
    await this.db.transaction((tx) => failTransfer(tx, transfer.id, payoutUnavailableReason(attempts, transfer)));
  }

  /**
   * The funding timeout job: a transfer still without funds is cancelled; anything else is left as it is. An
   * external-wallet off-ramp whose linked transaction brought USDC to the funding wallet in time is not cancelled while
   * that transaction gathers its confirmations: the execution job books it then. This job looks again later, and
   * cancels the transfer if the transaction has left the chain by then (a reorganisation dropped it).
   */
  async expireUnfunded(transferId: string): Promise<JobResult> {
    const reason = `No funds arrived within ${this.settings.fundingTimeoutS} seconds.`;
    const outcome = await this.unlessDepositOnChain(transferId, (tx) => cancelTransfer(tx, transferId, reason, SYSTEM_ACTOR), false);
    if ('onChain' in outcome) return { rescheduleAt: new Date(Date.now() + this.settings.chainPollMs) };
  }

  /**
   * Runs `change` (a cancel, or another hash linked) unless USDC of the transfer's linked chain transaction has reached
   * its funding wallet, mined with any amount, confirmed or not: such a deposit is never left behind, since the execution
   * job books it once confirmed (and fails the transfer with it owed back when its amount is wrong). The chain is asked
   * outside any transaction; `change` then runs under the row's lock only if the hash asked about is still the linked
   * one, and a relink meanwhile is asked about again. A chain that cannot be read throws: 503 chain.unavailable for a
   * request (`forRequest`), the error itself for a job, which is retried.
   */
  private async unlessDepositOnChain<T>(transferId: string, change: (tx: Queryable) => Promise<T>, forRequest: boolean): Promise<{ onChain: string } | { done: T }> {
    for (;;) {
      const transfer = await currentTransfer(this.db, transferId);
      const hash = transfer.transaction_hash;
      if (hash !== null && transfer.funds_received_at === null && transfer.funding_wallet !== null && transfer.status === 'PENDING') {
        let check: DepositCheck;
        try {
          check = await this.settings.depositChecker.check(hash as `0x${string}`, transfer.funding_wallet, new Decimal(transfer.from_value));
        } catch (error) {
          if (!forRequest) throw error;
          throw transferError('chain.unavailable', `Whether USDC of ${hash} has reached the funding wallet cannot be read right now; retry shortly.`, { retryAfterS: 5 });
        }
        const arrived = check.state === 'confirmed' || (check.state === 'waiting' ? check.arrived === true : check.received !== undefined);
        if (arrived) {
          await this.checkDepositNow(this.db, transfer.id);
          return { onChain: hash };
        }
      }
      const outcome = await this.db.transaction(async (tx) => {
        const same = await maybeOne(tx, 'SELECT 1 FROM transfers WHERE id = $1 AND transaction_hash IS NOT DISTINCT FROM $2 FOR UPDATE', [transferId, hash]);
        return same ? { done: await change(tx) } : undefined;
      });
      if (outcome) return outcome;
    }
  }
}

const depositOnChain = (hash: string): DomainError =>
  transferError(
    'transfer.deposit_on_chain',
    `USDC of the linked transaction ${hash} has reached the funding wallet: the transfer goes on once it is confirmed, and can neither be cancelled nor take another hash.`,
  );

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Marks (or, after a send the rail certainly refused, unmarks) a claimed payout as possibly taken by the rail. */
async function markPayoutMaybeSent(db: Queryable, transferId: string, maybeSent: boolean): Promise<void> {
  await db.query(`UPDATE transfers SET payout_maybe_sent = $2 WHERE id = $1 AND status = 'PENDING' AND payout_reference IS NULL`, [transferId, maybeSent]);
}

/**
 * The statusReason of an off-ramp whose payout the rail could not take in `attempts` tries (failTransfer adds what
 * becomes of an external wallet's deposit).
 */
export function payoutUnavailableReason(attempts: number, transfer: Pick<TransferRow, 'hold_id'>): string {
  const unavailable = `The payout rail was unavailable and the payout was not made (${attempts} attempts).`;
  return `${unavailable} ${nothingPaidOut(transfer)}`;
}

/**
 * The statusReason of a funded transfer that could not be executed in `attempts` tries, before any payout (failTransfer
 * adds what becomes of an external wallet's deposit).
 */
export function executionUnavailableReason(attempts: number, transfer: Pick<TransferRow, 'type' | 'hold_id'>): string {
  const unavailable = `The transfer could not be executed in ${attempts} attempts, and nothing was converted.`;
  return `${unavailable} ${transfer.type === 'ON_RAMP' ? 'The deposit is returned to the payer.' : nothingPaidOut(transfer)}`;
}

/** What a failed off-ramp says of its funds: a direct one's hold is released (failTransfer adds an external wallet's). */
const nothingPaidOut = (transfer: Pick<TransferRow, 'hold_id'>): string =>
  transfer.hold_id !== null ? 'Nothing was paid out; the held USDC is available again.' : 'Nothing was paid out.';

/** The beneficiary's VALID localTargetAccount as an off-ramp's payout target (412 when it has none that is valid). */
function payoutTarget(beneficiary: SimulatedBeneficiary): { pixKey?: string; bankAccount?: LocalBankAccount } {
  const account = beneficiary.target_account;
  const valid = beneficiary.target_account_status === 'VALID' && account !== null;
  if (valid && beneficiary.country === 'BR' && account.pixKey) return { pixKey: account.pixKey };
  if (valid && beneficiary.country === 'CO' && account.bankAccount) return { bankAccount: account.bankAccount };
  const wanted = beneficiary.country === 'BR' ? 'a PIX key' : 'a bank account';
  const now = beneficiary.target_account_status ? `its localTargetAccount is ${beneficiary.target_account_status}` : 'it has no localTargetAccount';
  throw beneficiaryError('beneficiary.target_account_not_valid', `An OFF_RAMP to a ${beneficiary.country} beneficiary pays out to ${wanted} validated as VALID; ${now}.`);
}

/** What the local rail is asked to pay for an off-ramp whose payout was claimed: `to`, to the validated target. */
function payoutOf(transfer: TransferRow): LocalPayout {
  const target = transfer.target_pix_key !== null ? { pixKey: transfer.target_pix_key } : transfer.target_bank_account !== null ? { bankAccount: transfer.target_bank_account } : undefined;
  if (!target) throw new Error(`off-ramp ${transfer.id} has no payout target`);
  return { reference: transfer.id, currency: transfer.to_currency as LocalPayout['currency'], amount: new Decimal(transfer.to_value), target };
}

/** Inserts one transfer, by column name, and returns it. */
function insertRow(tx: Queryable, row: Record<string, unknown>): Promise<TransferRow> {
  const columns = Object.keys(row);
  const values = columns.map((_column, index) => `$${index + 1}`).join(', ');
  return one<TransferRow>(tx, `INSERT INTO transfers (${columns.join(', ')}) VALUES (${values}) RETURNING *`, Object.values(row));
}
