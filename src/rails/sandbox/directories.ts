// The sandbox's account directories: they answer the question asked before any payout to a PIX key, a Colombian
// bank account or a Bre-B key (does it exist, and whose is it) without a network, by rules an integrator can trigger on purpose.
import type { AccountLookup } from '../capabilities/account-lookup.ts';
import type { BankAccount, BankAccountDirectory } from '../capabilities/cop-bank-accounts.ts';
import { brebKeyType, type BrebKeyDirectory } from '../capabilities/breb-keys.ts';
import type { PixKey, PixKeyDirectory } from '../capabilities/pix-key-directory.ts';

/**
 * An email key containing `invalid` is not registered; a CPF or CNPJ key is held by that document (so it passes only
 * when it is the beneficiary's own); an email key containing `directory-down` meets a directory that never answers;
 * any other key is registered to an unstated holder.
 */
export class SandboxPixKeyDirectory implements PixKeyDirectory {
  async lookup(key: PixKey): Promise<AccountLookup> {
    if (key.type === 'EMAIL' && key.key.includes('directory-down'))
      throw new Error('The PIX key directory did not answer (sandbox: a key containing directory-down)');
    if (key.type === 'EMAIL' && key.key.includes('invalid')) return { found: false, reason: 'The PIX key is not registered in the directory.' };
    if (key.type === 'CPF' || key.type === 'CNPJ') return { found: true, holderDocument: key.key };
    return { found: true, holderDocument: null };
  }
}

/** An account number ending in 0000 does not exist; any other exists, held by an unstated holder. */
export class SandboxBankAccountDirectory implements BankAccountDirectory {
  async lookup(account: BankAccount): Promise<AccountLookup> {
    if (account.accountNumber.endsWith('0000')) return { found: false, reason: 'The account does not exist at the receiving bank.' };
    return { found: true, holderDocument: null };
  }
}

/**
 * A Bre-B key: an email key containing `invalid` is not registered; an identification-number key is held by that
 * document (so it passes only when it is the beneficiary's own); any other key is registered to an unstated holder.
 */
export class SandboxBrebKeyDirectory implements BrebKeyDirectory {
  async lookup(key: string): Promise<AccountLookup> {
    const type = brebKeyType(key);
    if (type === undefined) return { found: false, reason: 'This is not a Bre-B key.' };
    if (type === 'EMAIL' && key.includes('invalid')) return { found: false, reason: 'The Bre-B key is not registered.' };
    if (type === 'USER_IDENTIFICATION') return { found: true, holderDocument: key };
    return { found: true, holderDocument: null };
  }
}
