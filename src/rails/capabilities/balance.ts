// Owns what a rail says of the money the service holds at its account there now: its balance, in our words (an exact
// amount, the currency, and the instant it is of). The reconciliation run compares it with the ledger's balance of the
// rail account(s) the provider's account holds, as of that instant (modules/reconciliation/balances.ts). Each adapter
// whose provider offers a balance call implements RailBalance; rails/index.ts says which rail account has one, which
// has none that can be read (and why), and which is not configured — as it does for statements.
import type { CurrencyCode, Decimal } from '../../money.ts';
import type { RailAccount } from './statement.ts';

export interface ProviderBalance {
  /** Exact, as the provider gave it (it may carry more than 2 decimals). */
  amount: Decimal;
  currency: CurrencyCode;
  /** The instant the balance is of: the provider's own time when it gives one, else when its answer arrived. */
  at: Date;
}

export interface RailBalance {
  /** The provider's balance of the account now; throws when it cannot be read (the reason in the message, no secret). */
  balance(): Promise<ProviderBalance>;
}

/**
 * A provider whose balance can also be read as of past instants (a chain's state at a block): the reconciliation run
 * checks a period's opening and closing balances with it, against the books as of the period's start and end.
 */
export interface PeriodBalances {
  /** The balance at `start`, before the period's first movement, and at `end`, after its last (`end` exclusive). */
  periodBalances(start: Date, end: Date): Promise<{ opening: ProviderBalance; closing: ProviderBalance }>;
}

export const hasPeriodBalances = (source: object): source is PeriodBalances => 'periodBalances' in source;

/** A rail account whose provider is configured but whose balance cannot be read here, and why. */
export interface UnreadableBalance {
  unreadable: string;
}

/**
 * Per rail account: its provider's balance, or why none can be read; absent when the account's rail is not configured.
 * One provider account may hold several rail accounts (Bitso's COP account holds cop-collection and co-payouts): they
 * are given the same RailBalance object, and its balance is compared with their books' sum.
 */
export type RailBalances = Partial<Record<RailAccount, RailBalance | UnreadableBalance>>;
