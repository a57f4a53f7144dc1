// Simulations and transfers as stored and as the API and its callbacks show them, how one is read (always within its
// integrator), the price columns both share, and the list resource of GET /v1/transfers.
import type { Static } from 'typebox';
import { maybeOneByUuid, type Prepared, type Queryable } from '../../db/index.ts';
import { isoText, type ListColumn, type ListResource } from '../../db/lists.ts';
import { amountText, Decimal, rateText, type CurrencyCode, type MoneyBody } from '../../money.ts';
import type { BankDepositInstructions } from '../../rails/capabilities/cop-deposits.ts';
import type { LocalBankAccount } from '../../rails/capabilities/payouts.ts';
import { jsonNumber } from '../webhooks/index.ts';
import { LOCAL_CURRENCY, type Country, type PricingTerms, type TransferType } from '../corridors/index.ts';
import { price, type Price } from './pricing.ts';
import type { Simulation, Transfer, TransferStatus } from './schemas.ts';
import { transferError } from './errors.ts';

export type FundingSource = 'BENEFICIARY_BALANCE' | 'EXTERNAL_WALLET';
export type TransferStatusValue = Static<typeof TransferStatus>;
export type TransferPhase = 'AWAITING_FUNDS' | 'FUNDED' | 'PAYOUT_STARTED' | 'PAYOUT_SENT' | 'ENDED';

/** The price of section 4 as stored on a simulation and on a transfer; amounts and rates are NUMERIC text. */
export interface PriceColumns {
  country: Country;
  integrator_fee_bps: number;
  /** The corridor's terms when the simulation was made (migration 022): its transfer is always priced with these. */
  service_fee_bps: number;
  tax_bps: number;
  spread: string;
  from_currency: CurrencyCode;
  from_value: string;
  to_currency: CurrencyCode;
  to_value: string;
  market_exchange_rate: string;
  exchange_rate: string;
  integrator_fee: string;
  service_fee: string;
  taxes: string;
  effective_value: string;
}

export interface SimulationRow extends PriceColumns {
  id: string;
  integrator_id: string;
  beneficiary_id: string;
  type: TransferType;
  funding_source: FundingSource | null;
  target_pix_key: string | null;
  target_bank_account: LocalBankAccount | null;
  target_breb_key: string | null;
  /** BR on-ramp: the charge its transfer will carry, made with the simulation. */
  pix_txid: string | null;
  pix_copy_and_paste: string | null;
  /** The lineage of the market rate it was priced with (migration 057; null for older simulations). */
  rate_source: string | null;
  rate_observation_id: string | null;
  rate_observed_at: Date | null;
  rate_fetched_at: Date | null;
  executed: boolean;
  created_at: Date;
  expires_at: Date;
}

export interface TransferRow extends PriceColumns {
  id: string;
  integrator_id: string;
  beneficiary_id: string;
  simulation_id: string;
  type: TransferType;
  funding_source: FundingSource | null;
  status: TransferStatusValue;
  /** What a PENDING transfer waits for; ENDED once final (migration 019, lifecycle.ts). */
  phase: TransferPhase;
  status_reason: string | null;
  beneficiary_ip: string | null;
  pix_txid: string | null;
  pix_copy_and_paste: string | null;
  /** When an operator let a transfer held by the rate band execute at the latest rate (migration 024). */
  rate_band_accepted_at: Date | null;
  /** 'PSP' when a PSP made the BR on-ramp's charge (migration 021): its deposit goes back by the PSP's refund. */
  collection: 'PSP' | 'BITSO' | null;
  /** The Bitso pay-in key of a CO on-ramp it collects. */
  payin_key_id: string | null;
  /** The Bitso PSE pay-in intent of a CO on-ramp paid by PSE (migration 061), instead of a key. */
  payin_intent_id: string | null;
  bank_deposit_instructions: BankDepositInstructions | null;
  received_value: string | null;
  funds_received_at: Date | null;
  target_pix_key: string | null;
  target_bank_account: LocalBankAccount | null;
  /** CO off-ramp to a Bre-B key (migration 061). */
  target_breb_key: string | null;
  hold_id: string | null;
  payout_started_at: Date | null;
  payout_reference: string | null;
  /** A send the rail never acknowledged may have been taken (migration 012). */
  payout_maybe_sent: boolean;
  deposit_index: string | null;
  funding_wallet: string | null;
  transaction_hash: string | null;
  /** The address an external-wallet deposit came from, once confirmed (migration 046). */
  deposit_sender: string | null;
  /** The index of the one Transfer log that paid a chain deposit in transaction_hash (migration 066). */
  deposit_log_index: number | null;
  /** The rates it was quoted (its simulation's) and their lineage, kept apart from the executed ones (migration 057). */
  quoted_market_exchange_rate: string | null;
  quoted_exchange_rate: string | null;
  quoted_rate_source: string | null;
  quoted_rate_observation_id: string | null;
  quoted_rate_observed_at: Date | null;
  quoted_rate_fetched_at: Date | null;
  /** The conversion it executed (fx_conversions), once priced for good. */
  fx_conversion_id: string | null;
  created_by: string;
  last_modified_by: string;
  created_at: Date;
  updated_at: Date;
}

/**
 * Every column of `transfers`, by name, in the table's order: what the prepared reads of a whole transfer select. A
 * prepared `SELECT *` would fail in a running process once a migration added a column ("cached plan must not change
 * result type"); unprepared, `transfers` (many indexes) cost 0.2-0.3 ms to plan on every read. The compiler checks the
 * list against TransferRow both ways, and test/db/transfer-columns.test.ts against the table.
 */
// prettier-ignore
export const TRANSFER_COLUMNS = [
  'id', 'integrator_id', 'beneficiary_id', 'simulation_id', 'type', 'funding_source', 'country', 'status',
  'status_reason', 'integrator_fee_bps', 'from_currency', 'from_value', 'to_currency', 'to_value',
  'market_exchange_rate', 'exchange_rate', 'integrator_fee', 'service_fee', 'taxes', 'effective_value',
  'beneficiary_ip', 'pix_txid', 'pix_copy_and_paste', 'bank_deposit_instructions', 'received_value',
  'funds_received_at', 'created_by', 'last_modified_by', 'created_at', 'updated_at', 'target_pix_key',
  'target_bank_account', 'hold_id', 'payout_started_at', 'payout_reference', 'deposit_index', 'funding_wallet',
  'transaction_hash', 'payout_maybe_sent', 'phase', 'collection', 'service_fee_bps', 'spread', 'tax_bps',
  'rate_band_accepted_at', 'deposit_sender', 'payin_key_id', 'quoted_market_exchange_rate', 'quoted_exchange_rate',
  'quoted_rate_source', 'quoted_rate_observation_id', 'quoted_rate_observed_at', 'quoted_rate_fetched_at',
  'fx_conversion_id', 'target_breb_key', 'payin_intent_id', 'deposit_log_index',
] as const satisfies ReadonlyArray<keyof TransferRow>;
type Listed = (typeof TRANSFER_COLUMNS)[number];
// A TransferRow field missing from the list fails to compile here.
const everyFieldListed: [Exclude<keyof TransferRow, Listed>] extends [never] ? true : never = true;
void everyFieldListed;

/** Every column of `simulations`, by name, in the table's order, for the same reason; checked the same two ways. */
// prettier-ignore
export const SIMULATION_COLUMNS = [
  'id', 'integrator_id', 'beneficiary_id', 'type', 'funding_source', 'country', 'integrator_fee_bps', 'from_currency', 'from_value',
  'to_currency', 'to_value', 'market_exchange_rate', 'exchange_rate', 'integrator_fee', 'service_fee', 'taxes', 'effective_value',
  'executed', 'created_at', 'expires_at', 'target_pix_key', 'target_bank_account', 'pix_txid', 'pix_copy_and_paste',
  'service_fee_bps', 'spread', 'tax_bps', 'rate_source', 'rate_observation_id', 'rate_observed_at', 'rate_fetched_at',
  'target_breb_key',
] as const satisfies ReadonlyArray<keyof SimulationRow>;
const everySimulationFieldListed: [Exclude<keyof SimulationRow, (typeof SIMULATION_COLUMNS)[number]>] extends [never] ? true : never = true;
void everySimulationFieldListed;

/** The column lists to select or return a whole transfer or simulation with. */
export const transferColumns = TRANSFER_COLUMNS.join(', ');
export const simulationColumns = SIMULATION_COLUMNS.join(', ');
/** A prepared read of a whole transfer: `SELECT <every column> FROM transfers <rest>`. */
export const transferRead = (name: string, rest: string): Prepared => ({ name: `transfer_${name}`, text: `SELECT ${transferColumns} FROM transfers ${rest}` });

const BY_ID = transferRead('by_id_of_integrator', 'WHERE id = $1 AND integrator_id = $2');
const BY_SIMULATION = transferRead('by_simulation_of_integrator', 'WHERE simulation_id = $1 AND integrator_id = $2');

/** Who made a change that no integrator asked for: a rail reporting funds, or the worker. */
export const SYSTEM_ACTOR = 'system';

/**
 * The columns a price fills, by name. `from` and the currencies are not among them: they never change once simulated,
 * while these are computed again at the latest rate when a transfer executes.
 */
export function priceColumns(priced: Price): Record<string, Decimal> {
  return {
    to_value: priced.to.value,
    market_exchange_rate: priced.marketExchangeRate,
    exchange_rate: priced.exchangeRate,
    integrator_fee: priced.integratorFee.value,
    service_fee: priced.serviceFee.value,
    taxes: priced.taxes.value,
    effective_value: priced.effectiveTransactionValue.value,
  };
}

/** The terms a simulation was priced with, as its columns keep them: a corridor changed since never touches them. */
export function termColumns(terms: PricingTerms): { service_fee_bps: number; tax_bps: number; spread: Decimal } {
  return { service_fee_bps: terms.serviceFeeBps, tax_bps: terms.taxBps, spread: terms.spread };
}

/**
 * Prices the `from` of a simulation or transfer again at `marketExchangeRate`, with the terms and the integrator fee it
 * was simulated with, whatever the corridor and the integrator charge now.
 */
export function priceAgain(row: PriceColumns & { type: TransferType }, marketExchangeRate: Decimal): Price {
  return price({
    type: row.type,
    corridor: {
      country: row.country,
      currency: LOCAL_CURRENCY[row.country],
      serviceFeeBps: row.service_fee_bps,
      taxBps: row.tax_bps,
      spread: new Decimal(row.spread),
    },
    from: new Decimal(row.from_value),
    marketExchangeRate,
    integratorFeeBps: row.integrator_fee_bps,
  });
}

const money = (currencyCode: CurrencyCode, value: string | Decimal): MoneyBody => ({ currencyCode, value: amountText(value) });
const totalFees = (row: PriceColumns): Decimal => new Decimal(row.integrator_fee).plus(row.service_fee);

/** from, to and transactionDetails, as simulation and transfer responses show a price. */
function priceBody(row: PriceColumns) {
  return {
    from: money(row.from_currency, row.from_value),
    to: money(row.to_currency, row.to_value),
    transactionDetails: {
      taxes: money(row.from_currency, row.taxes),
      conversionDetails: { effectiveTransactionValue: amountText(row.effective_value), exchangeRate: rateText(row.exchange_rate) },
      feeDetails: { totalFees: money(row.from_currency, totalFees(row)), integratorFee: money(row.from_currency, row.integrator_fee) },
    },
  };
}

export function toSimulation(row: SimulationRow): Static<typeof Simulation> {
  return {
    id: row.id,
    integratorId: row.integrator_id,
    beneficiaryId: row.beneficiary_id,
    ...priceBody(row),
    type: row.type,
    executed: row.executed,
    fundingSource: row.funding_source,
    createdDate: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    ...(row.pix_copy_and_paste ? { pixCopyAndPaste: row.pix_copy_and_paste } : {}),
    ...offRampTarget(row),
  };
}

export function toTransfer(row: TransferRow): Static<typeof Transfer> {
  return {
    id: row.id,
    simulationId: row.simulation_id,
    integratorId: row.integrator_id,
    beneficiaryId: row.beneficiary_id,
    ...priceBody(row),
    type: row.type,
    status: row.status,
    statusReason: row.status_reason,
    fundingSource: row.funding_source,
    createdBy: row.created_by,
    createdDate: row.created_at.toISOString(),
    lastModifiedBy: row.last_modified_by,
    lastModifiedDate: row.updated_at.toISOString(),
    ...(row.pix_copy_and_paste ? { pixCopyAndPaste: row.pix_copy_and_paste } : {}),
    ...(row.bank_deposit_instructions ? { bankDepositInstructions: row.bank_deposit_instructions } : {}),
    ...offRampTarget(row),
    ...(row.funding_wallet ? { fundingWallet: row.funding_wallet } : {}),
    ...(row.transaction_hash ? { transactionHash: row.transaction_hash } : {}),
  };
}

/** Where an off-ramp pays out: targetPixKey in BR, targetBankAccount or targetBrebKey in CO; nothing for an on-ramp. */
function offRampTarget(row: { target_pix_key: string | null; target_bank_account: LocalBankAccount | null; target_breb_key: string | null }) {
  return {
    ...(row.target_pix_key ? { targetPixKey: row.target_pix_key } : {}),
    ...(row.target_bank_account ? { targetBankAccount: row.target_bank_account } : {}),
    ...(row.target_breb_key ? { targetBrebKey: row.target_breb_key } : {}),
  };
}

/** `from` or `to` in callback data: with a currencyId (the currency's code, the one identifier the service has for it). */
const callbackMoney = (currencyCode: CurrencyCode, value: string) => ({ currencyId: currencyCode, currencyCode, value: jsonNumber(new Decimal(value)) });

/**
 * The transfer as the `data` of an ON_RAMP or OFF_RAMP callback (the interface's later form): amounts and rates are
 * JSON numbers with their exact digits; `fees` is totalFees. finalTransactionHash is the chain transaction that funded
 * an external-wallet off-ramp; no other transfer has one on-chain, so it is null for them.
 */
export function transferCallbackData(row: TransferRow) {
  return {
    id: row.id,
    simulationId: row.simulation_id,
    integratorId: row.integrator_id,
    beneficiaryId: row.beneficiary_id,
    from: callbackMoney(row.from_currency, row.from_value),
    to: callbackMoney(row.to_currency, row.to_value),
    type: row.type,
    status: row.status,
    marketExchangeRate: jsonNumber(rateText(row.market_exchange_rate)),
    exchangeRate: jsonNumber(rateText(row.exchange_rate)),
    fees: { currencyCode: row.from_currency, value: jsonNumber(totalFees(row)) },
    finalTransactionHash: row.transaction_hash,
    effectiveTransactionValue: jsonNumber(new Decimal(row.effective_value)),
  };
}

/** One of the integrator's transfers, by its id or by the simulation it was created from; anything else is a 404. */
export async function findTransfer(db: Queryable, integratorId: string, by: { id: string } | { simulationId: string }): Promise<TransferRow> {
  const [sql, id] = 'id' in by ? [BY_ID, by.id] : [BY_SIMULATION, by.simulationId];
  const row = await maybeOneByUuid<TransferRow>(db, sql, [id, integratorId]);
  if (!row) {
    throw transferError('transfer.not_found', 'id' in by ? undefined : 'No transfer was created from this simulation.');
  }
  return row;
}

const amountColumn = (column: string): ListColumn => ({ text: `${column}::text`, order: column });

/**
 * Every field path of the transfer resource. The columns the indexes of 005_transfers.sql cover (status, type,
 * beneficiaryId as text, from.currencyCode, created_at) are written exactly as indexed, so a filtered page sorted by
 * creation reads only its own rows. A total filtered only by the columns transfer_counts keeps (009_transfer_counts.sql)
 * is summed from it.
 */
const transferFields: Record<string, ListColumn> = {
  id: { text: 't.id::text', order: 't.id' },
  simulationId: { text: 't.simulation_id::text', order: 't.simulation_id' },
  integratorId: { text: 't.integrator_id::text', order: 't.integrator_id' },
  beneficiaryId: { text: 't.beneficiary_id::text' },
  'from.currencyCode': { text: 't.from_currency' },
  'from.value': amountColumn('t.from_value'),
  'to.currencyCode': { text: 't.to_currency' },
  'to.value': amountColumn('t.to_value'),
  'transactionDetails.taxes.currencyCode': { text: 't.from_currency' },
  'transactionDetails.taxes.value': amountColumn('t.taxes'),
  'transactionDetails.conversionDetails.effectiveTransactionValue': amountColumn('t.effective_value'),
  'transactionDetails.conversionDetails.exchangeRate': amountColumn('t.exchange_rate'),
  'transactionDetails.feeDetails.totalFees.currencyCode': { text: 't.from_currency' },
  'transactionDetails.feeDetails.totalFees.value': amountColumn('(t.integrator_fee + t.service_fee)'),
  'transactionDetails.feeDetails.integratorFee.currencyCode': { text: 't.from_currency' },
  'transactionDetails.feeDetails.integratorFee.value': amountColumn('t.integrator_fee'),
  type: { text: 't.type' },
  status: { text: 't.status' },
  statusReason: { text: 't.status_reason' },
  fundingSource: { text: 't.funding_source' },
  createdBy: { text: 't.created_by' },
  createdDate: { text: isoText('t.created_at'), order: 't.created_at' },
  lastModifiedBy: { text: 't.last_modified_by' },
  lastModifiedDate: { text: isoText('t.updated_at'), order: 't.updated_at' },
  pixCopyAndPaste: { text: 't.pix_copy_and_paste' },
  targetPixKey: { text: 't.target_pix_key' },
  targetBrebKey: { text: 't.target_breb_key' },
  fundingWallet: { text: 't.funding_wallet' },
  transactionHash: { text: 't.transaction_hash' },
};
/** The columns of transfer_counts, as the fields read them. */
const COUNTED = new Set(['t.integrator_id::text', 't.type', 't.funding_source', 't.status', 't.from_currency', 't.to_currency']);

export const transferList: ListResource = {
  from: 'transfers t',
  idColumn: 't.id',
  // Each filter of transferFields that an index of 005_transfers.sql keys (with 070's included status) and the
  // creation order read as an index-only scan; then the page's rows alone.
  pageByIds: true,
  columns: transferFields,
  jsonColumns: { bankDepositInstructions: 't.bank_deposit_instructions', targetBankAccount: 't.target_bank_account' },
  counts: {
    from: 'transfer_counts t',
    paths: new Set(
      Object.entries(transferFields)
        .filter(([, column]) => COUNTED.has(column.text))
        .map(([path]) => path),
    ),
  },
};

/**
 * Folds the delta rows of transfer_counts into one row per combination (run by the worker now and then). Only
 * combinations with more than one row are rewritten; rows inserted meanwhile are not seen by the DELETE and stay.
 */
export async function compactTransferCounts(db: Queryable): Promise<number> {
  const rows = await db.query<{ folded: number }>(
    `WITH scattered AS (
       SELECT integrator_id, type, funding_source, status, from_currency, to_currency
         FROM transfer_counts GROUP BY 1, 2, 3, 4, 5, 6 HAVING count(*) > 1
     ), gone AS (
       DELETE FROM transfer_counts c USING scattered s
        WHERE c.integrator_id = s.integrator_id AND c.type = s.type AND c.funding_source IS NOT DISTINCT FROM s.funding_source
          AND c.status = s.status AND c.from_currency = s.from_currency AND c.to_currency = s.to_currency
       RETURNING c.*
     ), folded AS (
       INSERT INTO transfer_counts
       SELECT integrator_id, type, funding_source, status, from_currency, to_currency, sum(n)
         FROM gone GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM gone)::int AS folded`,
  );
  return rows[0]?.folded ?? 0;
}
