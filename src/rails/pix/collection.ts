// Owns how the service collects BRL by PIX for an on-ramp: its own receiving account, and the charge one transfer asks
// the payer to pay (a BR Code for exactly the amount, with a txid of its own that links the PIX received back).
import type { Decimal } from '../../money.ts';
import { brCode, newTxid } from './brcode.ts';

export interface PixReceivingAccount {
  /** The service's PIX key that receives every on-ramp payment. */
  pixKey: string;
  /** What the payer's bank shows: the beneficiary must be told the receiving entity is the service. */
  merchantName: string;
  merchantCity: string;
}

export interface PixCharge {
  txid: string;
  pixCopyAndPaste: string;
}

export function pixCharge(account: PixReceivingAccount, amount: Decimal): PixCharge {
  const txid = newTxid();
  return { txid, pixCopyAndPaste: brCode({ ...account, amount, txid }) };
}
