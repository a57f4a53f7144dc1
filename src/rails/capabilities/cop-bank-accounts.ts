// Colombian bank accounts, behind the one question the domain asks before paying out to one: does it exist at that
// bank, and who holds it.
import type { AccountLookup } from './account-lookup.ts';

export type BankAccountType = 'CHECKING' | 'SAVINGS';

export interface BankAccount {
  bankCode: string;
  accountType: BankAccountType;
  accountNumber: string;
}

export interface BankAccountDirectory {
  lookup(account: BankAccount): Promise<AccountLookup>;
}
