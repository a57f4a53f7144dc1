// Owns how COP is collected for a CO on-ramp at a provider that makes the deposit instructions itself (Bitso's Bre-B
// pay-in keys, or a PSE pay-in intent when the integrator asks for PSE): a key or an intent per transfer that identifies
// its payer's transfer, the pay-ins the provider shows (read back, never
// taken from a notice alone), and the return of a pay-in that pays nothing waiting.
import type { Decimal } from '../../money.ts';

/** A Bre-B key made for one on-ramp: payers send COP to it, and what arrives on it is that transfer's. */
export interface CollectionKey {
  id: string;
  /** The key to pay (a Bre-B alias, "@" and letters or digits). */
  key: string;
}

/** A PSE pay-in intent made for one on-ramp: the payer follows `paymentLink` to PSE and pays exactly its amount. */
export interface CollectionIntent {
  id: string;
  paymentLink: string;
}

/** What PSE needs of the payer before the redirect: their bank (its PSE code) and where PSE sends them back. */
export interface PseRequest {
  bankCode: string;
  redirectUrl: string;
}

/** A pay-in as the provider shows it. */
export interface ReceivedPayin {
  id: string;
  amount: Decimal;
  /** The pay-in key it arrived on; null when it arrived on none of ours. */
  keyId: string | null;
  senderDocument: string | null;
  receivedAt: Date;
  /** A compensatory pay-in: the refund of a failed payout of ours (its id), not money from a payer. */
  refundOfPayout: string | null;
  /** The PSE intent it settled, when read through that intent; null otherwise. */
  intentId: string | null;
  /** Paid through a PSE intent: recorded only through its intent (intentId), which names the transfer. */
  viaIntent: boolean;
}

export type ReturnStatus = { status: 'PENDING'; checkAgainAt: Date } | { status: 'RETURNED'; payoutId: string } | { status: 'NOT_RETURNED'; reason: string };

export interface CopCollector {
  /** The key of the on-ramp of simulation `simulationId`; the same key however often asked (idempotent by the simulation). */
  createKey(simulationId: string): Promise<CollectionKey>;
  /**
   * A PSE intent for the on-ramp of `simulationId`, for exactly `amount` (idempotent by the simulation); undefined when
   * the provider offers no PSE.
   */
  createIntent?(simulationId: string, amount: Decimal, pse: PseRequest): Promise<CollectionIntent>;
  /** The pay-in intent `id` settled as, once the provider shows it COMPLETED; undefined before. */
  intentPayin?(id: string): Promise<ReceivedPayin | undefined>;
  /** Removes the key of an on-ramp that no longer takes funds. */
  removeKey(id: string): Promise<void>;
  /** The pay-in `id` as the provider shows it, or undefined when it shows none. */
  payin(id: string): Promise<ReceivedPayin | undefined>;
  /** Every pay-in with start <= received < end. */
  payinsBetween(start: Date, end: Date): AsyncIterable<ReceivedPayin>;
  /** Pays pay-in `id` back to its sender (once per pay-in however often asked), or tells how that return stands. */
  returnPayin(payin: { id: string; amount: Decimal; senderDocument: string | null }): Promise<ReturnStatus>;
}
