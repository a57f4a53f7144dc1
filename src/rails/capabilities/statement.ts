// Owns what a rail reports about the money that moved through the service's account there: its statement, one line per
// movement, in our words (the rail account, our reference as the ledger writes it, IN or OUT, the amount, when). The
// reconciliation module compares these lines with the ledger's rail_cash postings (modules/reconciliation/). Each
// adapter that can read its account's statement implements RailStatement; rails/index.ts says which rail account has
// one, which has none that can be read (and why), and which is not configured.
import type { Queryable } from '../../db/index.ts';
import type { CurrencyCode, Decimal } from '../../money.ts';

/**
 * The service's accounts at its rails: where BR on-ramps are paid (PIX) and CO on-ramps deposited, where off-ramps are
 * paid out from in each country, the USD bank (payments out and in), and the chain (the off-ramps' funding wallets).
 */
export const RAIL_ACCOUNTS = ['pix-collection', 'cop-collection', 'br-payouts', 'co-payouts', 'usd-bank', 'chain'] as const;
export type RailAccount = (typeof RAIL_ACCOUNTS)[number];

/** The one currency each rail account holds. */
export const RAIL_ACCOUNT_CURRENCY: Record<RailAccount, CurrencyCode> = {
  'pix-collection': 'BRL',
  'cop-collection': 'COP',
  'br-payouts': 'BRL',
  'co-payouts': 'COP',
  'usd-bank': 'USD',
  chain: 'USDC',
};

/** The rail account money paid to the service in `currency` arrives at: an on-ramp's deposit, a USDC deposit. */
export function collectionAccount(currency: CurrencyCode): RailAccount {
  return ({ BRL: 'pix-collection', COP: 'cop-collection', USD: 'usd-bank', USDC: 'chain' } as const)[currency];
}

/** The rail account the service pays out of in `currency`: an off-ramp's local payout, a USD payment. */
export function payoutAccount(currency: CurrencyCode): RailAccount {
  return ({ BRL: 'br-payouts', COP: 'co-payouts', USD: 'usd-bank', USDC: 'chain' } as const)[currency];
}

/** IN: money arrived at the rail account; OUT: it left (a payout, a return to a payer). */
export type MovementDirection = 'IN' | 'OUT';

export interface RailMovement {
  account: RailAccount;
  /** Ours, as the ledger's entries write it: `transfer:<id>`, `payment:<id>`, `payment_in:<id>`, `pix:<end_to_end_id>`. */
  reference: string;
  direction: MovementDirection;
  /** Positive, 2 decimals. */
  amount: Decimal;
  currency: CurrencyCode;
  /** When the money moved at the rail. */
  at: Date;
  /**
   * The rail's own id of this one movement, where it has one: a PIX EndToEndId, Efí's idEnvio, Bitso's or Circle's
   * payout or pay-in id, a chain `txHash:logIndex`. Reconciliation pairs a line and a posting by it when both carry it.
   */
  railId?: string;
}

export interface RailStatement {
  /** Every movement of the account at the rail with `start <= at < end`. */
  movements(start: Date, end: Date): AsyncIterable<RailMovement>;
}

/** A rail account whose rail is configured but whose statement cannot be read here, and why. */
export interface UnreadableStatement {
  unreadable: string;
}

/** Per rail account: its statement, or why none can be read; absent when the account's rail is not configured. */
export type RailStatements = Partial<Record<RailAccount, RailStatement | UnreadableStatement>>;

/** Money arriving at a rail for one of our references, as the rail records it. */
export interface Arrival {
  reference: string;
  amount: Decimal;
  currency: CurrencyCode;
}

/**
 * A rail's own record of money arriving, written in the transaction in which the domain accepts it (a rail that
 * refuses money, as a PIX to a spent charge is refused, records nothing). The sandbox's tools pass one: a real rail
 * keeps its own records.
 */
export type RecordArrival = (tx: Queryable, arrival: Arrival) => Promise<void>;

/** A collection rail that returns a deposit to whoever paid it: an on-ramp's deposit whose transfer failed. */
export interface DepositReturnRail {
  /** Asks the rail to send `amount` back to the payer of the deposit made under `reference`; once per reference. */
  returnDeposit(deposit: Arrival): Promise<void>;
}
