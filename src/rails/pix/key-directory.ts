// The PIX key directory (DICT), behind the one question the domain asks before paying out to a key: is it registered,
// and who holds it. The sandbox directory answers without a network.
import type { AccountLookup } from '../account-lookup.ts';

export type PixKeyType = 'CPF' | 'CNPJ' | 'EMAIL' | 'PHONE' | 'EVP';

export interface PixKey {
  type: PixKeyType;
  /** In DICT's canonical form: CPF 11 digits; CNPJ 14 characters, upper case; EMAIL lower case; PHONE E.164; EVP a lower-case UUID. */
  key: string;
}

export interface PixKeyDirectory {
  lookup(key: PixKey): Promise<AccountLookup>;
}

/**
 * Sandbox rules: an email key containing `invalid` is not registered; a CPF or CNPJ key is held by that document
 * (so it passes only when it is the beneficiary's own); any other key is registered to an unstated holder.
 */
export class SandboxPixKeyDirectory implements PixKeyDirectory {
  async lookup(key: PixKey): Promise<AccountLookup> {
    if (key.type === 'EMAIL' && key.key.includes('invalid')) return { found: false, reason: 'The PIX key is not registered in the directory.' };
    if (key.type === 'CPF' || key.type === 'CNPJ') return { found: true, holderDocument: key.key };
    return { found: true, holderDocument: null };
  }
}
