// Colombian Bre-B keys (llaves), behind the one question the domain asks before paying out to one: who holds it.
import type { AccountLookup } from './account-lookup.ts';

export interface BrebKeyDirectory {
  lookup(key: string): Promise<AccountLookup>;
}

/**
 * Bre-B's key types as Bitso names them: an alias (@ and 1 to 19 letters or digits), a Colombian mobile number (10
 * digits starting with 3), an email, or an identification number (digits). Undefined: not a Bre-B key.
 */
export function brebKeyType(key: string): 'ALIAS' | 'PHONE' | 'EMAIL' | 'USER_IDENTIFICATION' | undefined {
  if (/^@[A-Za-z0-9]{1,19}$/.test(key)) return 'ALIAS';
  if (/^3\d{9}$/.test(key)) return 'PHONE';
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(key) && key.length <= 92) return 'EMAIL';
  if (/^\d{5,15}$/.test(key)) return 'USER_IDENTIFICATION';
  return undefined;
}
