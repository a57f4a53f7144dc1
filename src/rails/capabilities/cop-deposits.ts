// Owns how the service collects COP by bank deposit for an on-ramp: its own receiving account, and the instructions
// one transfer gives the payer, whose reference links the deposit received back to the transfer.
import { randomInt } from 'node:crypto';
import type { BankAccountType } from './cop-bank-accounts.ts';

export interface BankDepositInstructions {
  bankName: string;
  accountType: BankAccountType;
  accountNumber: string;
  /** Unique per transfer; the payer writes it on the deposit. */
  reference: string;
  /** Paid by PSE: where the payer goes (the PSE intent's page). */
  paymentLink?: string;
}

export type CollectionAccount = Omit<BankDepositInstructions, 'reference'>;

const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 12;

/**
 * Instructions with a fresh reference: 12 upper-case letters and digits without I and O (read aloud at a bank
 * counter, they are easily mistaken for 1 and 0), about 61 bits, so two transfers practically never draw the same one;
 * the database's unique index refuses it if they do.
 */
export function depositInstructions(account: CollectionAccount): BankDepositInstructions {
  let reference = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return { ...account, reference };
}
