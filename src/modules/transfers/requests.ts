// Owns what an integrator asks of simulations and transfers (contract section 8): pricing a simulation, creating at
// most one transfer from it, reading and listing transfers, and cancelling one. An on-ramp's creation is one statement
// (statements.ts); an off-ramp's is one transaction here, because it also takes a hold or a deposit index. Every later
// change is the worker's (execution.ts) or a rail's (deposits.ts, chain-funding.ts). Market rates are read before any
// statement or transaction: a rate source may be a network call, and never runs while rows are locked.
import { randomUUID } from 'node:crypto';
import { type Db, isUuid, maybeOneByUuid, one } from '../../db/index.ts';
import { listPage, type ListRequest, type Page } from '../../db/lists.ts';
import { errorText, validationError } from '../../errors.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { Decimal, parseAmount } from '../../money.ts';
import type { DepositAddresses } from '../../rails/chain/deposit-addresses.ts';
import { depositInstructions, type BankDepositInstructions, type CollectionAccount } from '../../rails/capabilities/cop-deposits.ts';
import type { CopCollector, PseRequest } from '../../rails/capabilities/cop-collection.ts';
import { requireRail } from '../../rails/capabilities/errors.ts';
import type { RateProvider } from '../../rails/capabilities/rate-provider.ts';
import type { LocalBankAccount, LocalPayoutRails } from '../../rails/capabilities/payouts.ts';
import { pixCharge, type PixCollector, type PixReceivingAccount } from '../../rails/capabilities/pix-collection.ts';
import { beneficiaryError, findBeneficiary, holderDocument, holderName, requireApproved } from '../beneficiaries/index.ts';
import { beneficiaryWallet, hold } from '../ledger/index.ts';
import { depositOnChain, type ChainFunding } from './chain-funding.ts';
import { checkLimits, corridorError, LOCAL_CURRENCY, sourceCurrency, type CorridorSource, type Country, type TransferType } from '../corridors/index.ts';
import { transferError } from './errors.ts';
import { transferExecutionJob, transferFundingTimeoutJob } from './jobs.ts';
import { cancelTransfer, currentTransfer } from './lifecycle.ts';
import { quotedColumns, simulationLineageColumns } from './fx-lineage.ts';
import { findTransfer, priceAgain, priceColumns, termColumns, toSimulation, toTransfer, transferList, type SimulationRow, type TransferRow } from './model.ts';
import { moveBeyondBand, price, type Price } from './pricing.ts';
import type { CreateSimulationInput } from './schemas.ts';
import { claimSimulation, insertTransferRow, TransferStatements, type SimulatedBeneficiary } from './statements.ts';

export interface TransferRails {
  rates: RateProvider;
  /** Where BR on-ramps are paid by PIX. */
  pixCollection: PixReceivingAccount | undefined;
  /** Where CO on-ramps are paid by bank deposit (the sandbox's static account)... */
  copCollection: CollectionAccount | undefined;
  /** ...or at a provider that makes each on-ramp's deposit instructions, a Bre-B key (Bitso, production). */
  copCollector: CopCollector | undefined;
  /** Pays off-ramps out, per country; only whether there is one matters here (execution.ts pays through it). */
  localPayouts: LocalPayoutRails;
  /** A PSP that makes each BR on-ramp's charge (production), in place of a static receiving account. */
  pixCollector: PixCollector | undefined;
  /** The deposit address of each external-wallet off-ramp; none where external-wallet off-ramps are not offered. */
  depositAddresses: DepositAddresses | undefined;
}

export interface TransferSettings {
  simulationTtlS: number;
  fundingTimeoutS: number;
}

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
    service_fee_bps: simulation.service_fee_bps,
    tax_bps: simulation.tax_bps,
    spread: simulation.spread,
    from_currency: simulation.from_currency,
    from_value: simulation.from_value,
    to_currency: simulation.to_currency,
    ...priceColumns(priced),
    ...quotedColumns(simulation),
    beneficiary_ip: beneficiaryIp ?? null,
    created_by: integratorId,
    last_modified_by: integratorId,
  };
}

export class TransferRequests {
  private readonly statements: TransferStatements;

  constructor(
    private readonly db: Db,
    /** Read at each simulation, so a change applies to the next one; a transfer keeps its simulation's terms. */
    private readonly corridors: CorridorSource,
    private readonly rails: TransferRails,
    private readonly chainFunding: ChainFunding,
    private readonly settings: TransferSettings,
  ) {
    this.statements = new TransferStatements(db, settings.fundingTimeoutS);
  }

  /** The rail a transfer of `type` to `country` needs; 503 rail.not_configured when this server has none. */
  private requireRailsFor(type: TransferType, country: Country, fundingSource: string | null | undefined): void {
    if (type === 'OFF_RAMP') {
      requireRail(this.rails.localPayouts[country], `The ${country} payout rail`);
      if (fundingSource === 'EXTERNAL_WALLET' && !this.rails.depositAddresses) throw transferError('transfer.external_wallet_not_available');
    } else if (country === 'BR') {
      requireRail(this.rails.pixCollector ?? this.rails.pixCollection, 'PIX collection');
    } else {
      requireRail(this.rails.copCollector ?? this.rails.copCollection, 'The Colombian collection account');
    }
  }

  async simulate(integratorId: string, input: CreateSimulationInput) {
    const from = parseAmount(input.amount.value, '/amount/value');
    if (input.type === 'ON_RAMP' && input.fundingSource !== undefined) {
      throw validationError([{ path: '/fundingSource', message: 'applies to OFF_RAMP only' }]);
    }
    const found = isUuid(input.beneficiaryId) ? await this.statements.beneficiary({ integratorId, id: input.beneficiaryId }) : undefined;
    if (!found) throw beneficiaryError('beneficiary.not_found');
    const beneficiary = requireApproved(found);
    const corridor = await this.corridors.corridor(beneficiary.country);
    if (!corridor.enabled) throw corridorError('corridor.disabled', `The ${beneficiary.country} corridor is closed to new simulations for now.`);
    const currency = sourceCurrency(corridor, input.type);
    if (input.amount.currencyCode !== currency) {
      throw transferError('simulation.invalid_currency', `A ${input.type} for a ${beneficiary.country} beneficiary is in ${currency}.`);
    }
    checkLimits(corridor, input.type, from);
    const target = input.type === 'OFF_RAMP' ? payoutTarget(beneficiary) : undefined;
    this.requireRailsFor(input.type, beneficiary.country, input.fundingSource);
    const integratorFeeBps = beneficiary.integrator_fee_bps;
    const market = await this.rails.rates.marketRate(corridor.currency, integratorId);
    const priced = price({ type: input.type, corridor, from, marketExchangeRate: market.rate, integratorFeeBps });
    // A BR on-ramp's BR Code is made now, for the amount to pay (from, which no later rate changes): the simulation
    // shows it and the transfer made from it carries the same one. With a PSP it is the PSP's charge, under the
    // simulation's id as txid, payable while the simulation or a transfer made from it can be funded; otherwise a
    // BR Code on the static receiving account.
    const id = randomUUID();
    const brOnRamp = input.type === 'ON_RAMP' && beneficiary.country === 'BR';
    const charge = !brOnRamp
      ? undefined
      : this.rails.pixCollector
        ? await this.pspCharge(id, integratorId, beneficiary.id, priced.from.value, this.settings.simulationTtlS + this.settings.fundingTimeoutS)
        : this.rails.pixCollection && pixCharge(this.rails.pixCollection, priced.from.value);

    const row = await this.statements.insertSimulation({
      id,
      integrator_id: integratorId,
      beneficiary_id: beneficiary.id,
      type: input.type,
      funding_source: input.type === 'OFF_RAMP' ? (input.fundingSource ?? 'BENEFICIARY_BALANCE') : null,
      country: beneficiary.country,
      integrator_fee_bps: integratorFeeBps,
      ...termColumns(corridor),
      from_currency: priced.from.currencyCode,
      from_value: priced.from.value,
      to_currency: priced.to.currencyCode,
      ...priceColumns(priced),
      ...simulationLineageColumns(market.lineage),
      target_pix_key: target?.pixKey ?? null,
      target_bank_account: target?.bankAccount ?? null,
      target_breb_key: target?.brebKey ?? null,
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
  async create(integratorId: string, input: { simulationId: string; beneficiaryIp?: string | undefined; pse?: PseRequest | undefined }) {
    const simulation = isUuid(input.simulationId) ? await this.statements.simulation({ integratorId, id: input.simulationId }) : undefined;
    if (!simulation) throw transferError('simulation.not_found');
    if (simulation.executed) throw transferError('simulation.is_already_executed');
    if (simulation.expires_at.getTime() <= Date.now()) throw transferError('simulation.is_expired');
    this.requireRailsFor(simulation.type, simulation.country, simulation.funding_source);
    if (input.pse && !(simulation.type === 'ON_RAMP' && simulation.country === 'CO' && this.rails.copCollector?.createIntent))
      throw transferError(
        'transfer.pse_not_available',
        simulation.type === 'ON_RAMP' && simulation.country === 'CO'
          ? 'PSE is not available here: CO on-ramps are not collected by a provider that makes PSE intents (Bitso); pay by the bankDepositInstructions.'
          : `PSE pays a CO ON_RAMP only; this simulation is a ${simulation.country} ${simulation.type}.`,
      );
    const market = await this.rails.rates.marketRate(LOCAL_CURRENCY[simulation.country], integratorId);
    const moved = moveBeyondBand(new Decimal(simulation.market_exchange_rate), market.rate);
    if (moved) throw transferError('simulation.exchange_rate_changed_too_much', `${moved}: create a new one.`);

    // The estimate the transfer shows until it executes: the simulation priced at today's rate, on its own terms.
    const priced = priceAgain(simulation, market.rate);
    if (simulation.type === 'OFF_RAMP') return toTransfer(await this.createOffRamp(integratorId, simulation, priced, input.beneficiaryIp));
    const charge = simulation.country === 'BR' ? await this.chargeFor(simulation) : undefined;
    const intent = input.pse ? await this.collectionIntentFor(simulation, input.pse) : undefined;
    const key = !intent && simulation.country === 'CO' && this.rails.copCollector ? await this.collectionKeyFor(simulation) : undefined;
    const collected = intent ?? key;
    const created = await this.statements.insertTransfer({
      ...transferColumns(randomUUID(), integratorId, simulation, priced, input.beneficiaryIp),
      pix_txid: charge?.txid ?? null,
      pix_copy_and_paste: charge?.pixCopyAndPaste ?? null,
      collection: charge?.byPsp ? 'PSP' : collected ? 'BITSO' : null,
      payin_key_id: key?.id ?? null,
      payin_intent_id: intent?.id ?? null,
      bank_deposit_instructions:
        simulation.country !== 'CO'
          ? null
          : collected
            ? collected.instructions
            : depositInstructions(requireRail(this.rails.copCollection, 'The Colombian collection account')),
    });
    if (!created) throw transferError('simulation.is_already_executed');
    return toTransfer(created);
  }

  /**
   * The Bre-B key a CO on-ramp is paid to, made by the provider before anything is stored (idempotent by the
   * simulation: two requests racing for one simulation get one key). The seed's instruction fields carry it: the key is
   * the account to pay and, without its "@", the reference; the amount to send is the transfer's from.value.
   */
  private async collectionKeyFor(simulation: SimulationRow): Promise<{ id: string; instructions: BankDepositInstructions }> {
    const key = await requireRail(this.rails.copCollector, 'The Colombian collection account').createKey(simulation.id);
    return { id: key.id, instructions: { bankName: 'Bre-B (Bitso)', accountType: 'SAVINGS', accountNumber: key.key, reference: key.key.replace(/^@/, '') } };
  }

  /**
   * The PSE intent a CO on-ramp is paid through when the integrator asks for PSE, made by the provider before anything is
   * stored (idempotent by the simulation), for exactly from.value. The seed's instruction fields name the intent (its id
   * as the account number and the reference); paymentLink is where the payer goes.
   */
  private async collectionIntentFor(simulation: SimulationRow, pse: PseRequest): Promise<{ id: string; instructions: BankDepositInstructions }> {
    const collector = requireRail(this.rails.copCollector, 'The Colombian collection account');
    if (!collector.createIntent) throw transferError('transfer.pse_not_available');
    const intent = await collector.createIntent(simulation.id, new Decimal(simulation.from_value), pse);
    return {
      id: intent.id,
      instructions: { bankName: 'PSE (Bitso)', accountType: 'SAVINGS', accountNumber: intent.id, reference: intent.id, paymentLink: intent.paymentLink },
    };
  }

  /**
   * The charge a BR on-ramp carries. On a static receiving account, the simulation's (made with it; a simulation from
   * before simulations carried one gets a new one). With a PSP, the PSP's dynamic charge for exactly from.value, payable
   * for TRANSFER_FUNDING_TIMEOUT_S, naming the beneficiary as the payer, made before anything is stored: its txid is
   * the simulation's id, so two requests racing for one simulation make the same charge, never two (the PSP answers a
   * repeated creation with the charge it holds), and the one transfer the simulation allows carries it.
   */
  private async chargeFor(simulation: SimulationRow): Promise<{ txid: string; pixCopyAndPaste: string; byPsp: boolean }> {
    const collector = this.rails.pixCollector;
    // The charge made with the simulation (by the PSP when one is configured) is the transfer's.
    if (simulation.pix_txid !== null && simulation.pix_copy_and_paste !== null) {
      return { txid: simulation.pix_txid, pixCopyAndPaste: simulation.pix_copy_and_paste, byPsp: collector !== undefined };
    }
    if (!collector) return { ...pixCharge(requireRail(this.rails.pixCollection, 'PIX collection'), new Decimal(simulation.from_value)), byPsp: false };
    return this.pspCharge(
      simulation.id,
      simulation.integrator_id,
      simulation.beneficiary_id,
      new Decimal(simulation.from_value),
      this.settings.fundingTimeoutS,
    );
  }

  /** The PSP's charge under txid = the simulation's id, naming the beneficiary as the payer. */
  private async pspCharge(
    simulationId: string,
    integratorId: string,
    beneficiaryId: string,
    amount: Decimal,
    expiresInS: number,
  ): Promise<{ txid: string; pixCopyAndPaste: string; byPsp: true }> {
    const collector = requireRail(this.rails.pixCollector, 'PIX collection');
    const beneficiary = await findBeneficiary(this.db, integratorId, beneficiaryId);
    try {
      const charge = await collector.createCharge({
        txid: simulationId.replaceAll('-', ''),
        amount,
        expiresInS,
        payer: { document: holderDocument(beneficiary), name: holderName(beneficiary) },
        description: 'Ponte: on-ramp',
      });
      return { txid: charge.txid, pixCopyAndPaste: charge.pixCopyAndPaste, byPsp: true };
    } catch (error) {
      throw transferError('collection.unavailable', `The PIX provider could not make the charge (${errorText(error)}); retry shortly.`, { retryAfterS: 5 });
    }
  }

  /**
   * Creates an off-ramp in one transaction, claiming its simulation under the simulation's row lock (concurrent
   * requests for one simulation take turns, and the later ones find it executed). A direct off-ramp holds `from` on the
   * beneficiary's wallet first: `hold` locks the wallet and checks the available balance, so off-ramps from different
   * simulations that together exceed it cannot both pass, and a 422 rolls everything back; it is FUNDED from the start,
   * and its execution job starts now. An external-wallet off-ramp takes the next deposit index instead (a sequence
   * never gives one twice) and waits for its funds until TRANSFER_FUNDING_TIMEOUT_S.
   */
  private async createOffRamp(integratorId: string, simulation: SimulationRow, priced: Price, beneficiaryIp: string | undefined): Promise<TransferRow> {
    const id = randomUUID();
    return this.db.transaction(async (tx) => {
      if (!(await claimSimulation(tx, integratorId, simulation.id))) throw transferError('simulation.is_already_executed');
      const direct = simulation.funding_source === 'BENEFICIARY_BALANCE';
      const holdId = direct
        ? await hold(tx, { account: beneficiaryWallet(simulation.beneficiary_id), amount: new Decimal(simulation.from_value), reference: `transfer:${id}` })
        : null;
      const addresses = this.rails.depositAddresses;
      if (!direct && !addresses) throw transferError('transfer.external_wallet_not_available');
      const depositIndex = direct ? null : (await one<{ index: string }>(tx, "SELECT nextval('deposit_address_index')::text AS index")).index;
      const row = await insertTransferRow(tx, {
        ...transferColumns(id, integratorId, simulation, priced, beneficiaryIp),
        phase: direct ? 'FUNDED' : 'AWAITING_FUNDS',
        target_pix_key: simulation.target_pix_key,
        target_bank_account: simulation.target_bank_account === null ? null : JSON.stringify(simulation.target_bank_account),
        target_breb_key: simulation.target_breb_key,
        hold_id: holdId,
        deposit_index: depositIndex,
        funding_wallet: depositIndex === null || !addresses ? null : addresses.addressAt(Number(depositIndex)),
      });
      if (direct) {
        await enqueueJob(tx, transferExecutionJob, { transferId: id }, { integratorId });
      } else {
        await enqueueJob(
          tx,
          transferFundingTimeoutJob,
          { transferId: id },
          { runAt: new Date(Date.now() + this.settings.fundingTimeoutS * 1000), integratorId },
        );
      }
      return row;
    });
  }

  async get(integratorId: string, id: string) {
    return toTransfer(await findTransfer(this.db, integratorId, { id }));
  }

  list(integratorId: string, request: ListRequest): Promise<Page<ReturnType<typeof toTransfer>>> {
    return listPage(this.db, transferList, request, { column: 't.integrator_id', value: integratorId }, 't.*', toTransfer);
  }

  /**
   * POST /v1/transfers/{id}/cancel: only while no funds have arrived (412 after), and never once USDC of the linked
   * chain transaction has reached the funding wallet (412 transfer.deposit_on_chain: see ChainFunding).
   */
  async cancel(integratorId: string, id: string) {
    const transfer = await findTransfer(this.db, integratorId, { id });
    const outcome = await this.chainFunding.unlessDepositOnChain(
      transfer.id,
      (tx) => cancelTransfer(tx, transfer.id, 'Cancelled by the integrator.', integratorId),
      true,
    );
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

  /** The transfer made from `simulationId` at or after `since`, if any: what a create that died unanswered made. */
  async createdFrom(integratorId: string, simulationId: string, since: Date): Promise<ReturnType<typeof toTransfer> | undefined> {
    const row = await maybeOneByUuid<TransferRow>(this.db, 'SELECT * FROM transfers WHERE simulation_id = $1 AND integrator_id = $2 AND created_at >= $3', [
      simulationId,
      integratorId,
      since,
    ]);
    return row && toTransfer(row);
  }
}

/** The beneficiary's VALID localTargetAccount as an off-ramp's payout target (412 when it has none that is valid). */
function payoutTarget(beneficiary: SimulatedBeneficiary): { pixKey?: string; bankAccount?: LocalBankAccount; brebKey?: string } {
  const account = beneficiary.target_account;
  const valid = beneficiary.target_account_status === 'VALID' && account !== null;
  if (valid && beneficiary.country === 'BR' && account.pixKey) return { pixKey: account.pixKey };
  if (valid && beneficiary.country === 'CO' && account.bankAccount) return { bankAccount: account.bankAccount };
  if (valid && beneficiary.country === 'CO' && account.brebKey) return { brebKey: account.brebKey };
  const wanted = beneficiary.country === 'BR' ? 'a PIX key' : 'a bank account or a Bre-B key';
  const now = beneficiary.target_account_status ? `its localTargetAccount is ${beneficiary.target_account_status}` : 'it has no localTargetAccount';
  throw beneficiaryError(
    'beneficiary.target_account_not_valid',
    `An OFF_RAMP to a ${beneficiary.country} beneficiary pays out to ${wanted} validated as VALID; ${now}.`,
  );
}
