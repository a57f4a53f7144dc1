// The service's US bank, behind what the payments domain asks of it: pay USD to an external account by wire or ACH
// (a payout rail like any other), and the details of the account where USD for the beneficiaries is received.
import type { Decimal } from '../../money.ts';
import type { PayoutRail } from './payouts.ts';

export type UsdPaymentType = 'WIRE' | 'ACH';
export type UsdAccountType = 'CHECKING' | 'SAVINGS';

/** A postal address as a payment contact gives it (a US state as its two-letter code). */
export interface UsdAddress {
  street1: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface UsdPayout {
  /** Our reference (the payment's id). */
  reference: string;
  paymentType: UsdPaymentType;
  /** What the recipient receives, in USD. */
  amount: Decimal;
  recipient: { name: string; routingNumber: string; accountNumber: string; accountType: UsdAccountType; address: UsdAddress };
  /** The recipient's bank, as the payment contact names it. */
  bank: { name: string; address: UsdAddress };
  /** The payment contact paid: a provider that registers the recipient's account once registers it per contact. */
  contactId: string;
  description: string;
}

/** The bank where the beneficiaries' USD accounts are held. */
export interface UsdReceivingBank {
  bankName: string;
  bankAddress: string;
  routingNumber: string;
}

/** Pays payments out: the sandbox's bank, or Circle's business account (rails/circle). */
export type UsdPayoutRail = PayoutRail<UsdPayout>;

export interface UsdBank extends UsdPayoutRail {
  readonly receivingBank: UsdReceivingBank;
}
