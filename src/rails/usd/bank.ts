// The service's US bank, behind what the payments domain asks of it: pay USD to an external account by wire or ACH
// (a payout rail like any other), and the details of the account where USD for the beneficiaries is received.
import type { Decimal } from '../../money.ts';
import type { PayoutRail } from '../payouts.ts';

export type UsdPaymentType = 'WIRE' | 'ACH';
export type UsdAccountType = 'CHECKING' | 'SAVINGS';

export interface UsdPayout {
  /** Our reference (the payment's id). */
  reference: string;
  paymentType: UsdPaymentType;
  /** What the recipient receives, in USD. */
  amount: Decimal;
  recipient: { name: string; routingNumber: string; accountNumber: string; accountType: UsdAccountType };
  description: string;
}

/** The bank where the beneficiaries' USD accounts are held. */
export interface UsdReceivingBank {
  bankName: string;
  bankAddress: string;
  routingNumber: string;
}

export interface UsdBank extends PayoutRail<UsdPayout> {
  readonly receivingBank: UsdReceivingBank;
}
