// The PIX key directory (DICT), behind the one question the domain asks before paying out to a key: is it registered,
// and who holds it.
import type { AccountLookup } from './account-lookup.ts';

export type PixKeyType = 'CPF' | 'CNPJ' | 'EMAIL' | 'PHONE' | 'EVP';

export interface PixKey {
  type: PixKeyType;
  /** In DICT's canonical form: CPF 11 digits; CNPJ 14 characters, upper case; EMAIL lower case; PHONE E.164; EVP a lower-case UUID. */
  key: string;
}

export interface PixKeyDirectory {
  lookup(key: PixKey): Promise<AccountLookup>;
}
