// Colombian bank accounts, behind the one question the domain asks before paying out to one: does it exist at that
// bank, and who holds it. The sandbox answers without a network.
import type { AccountLookup } from '../account-lookup.ts';

export type BankAccountType = 'CHECKING' | 'SAVINGS';

export interface BankAccount {
  bankCode: string;
  accountType: BankAccountType;
  accountNumber: string;
}

export interface BankAccountDirectory {
  lookup(account: BankAccount): Promise<AccountLookup>;
}

/** Sandbox rule: an account number ending in 0000 does not exist; any other exists, held by an unstated holder. */
export class SandboxBankAccountDirectory implements BankAccountDirectory {
  async lookup(account: BankAccount): Promise<AccountLookup> {
    if (account.accountNumber.endsWith('0000')) return { found: false, reason: 'The account does not exist at the receiving bank.' };
    return { found: true, holderDocument: null };
  }
}
