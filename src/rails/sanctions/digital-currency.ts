// Owns OFAC's digital currency addresses: the SDN list publishes an entry's wallets in its remarks, one
// "Digital Currency Address - <currency> <address>" each ("alt. Digital Currency Address - ..." for the next ones).
// Ponte receives USDC on an EVM chain, where a wallet's address is the same for every token: an address OFAC lists
// under USDC or ETH is the same wallet sending USDC. Addresses compare in lower case (EVM checksums are letter case).
import type { SanctionsEntry } from './ofac-csv.ts';

/** The currencies whose listed addresses are EVM wallets that can send Ponte USDC. */
export const SCREENED_CURRENCIES: ReadonlySet<string> = new Set(['USDC', 'ETH']);

export interface ListedAddress {
  /** The address as OFAC published it. */
  address: string;
  currency: string;
  entry: Pick<SanctionsEntry, 'list' | 'entNum' | 'name' | 'programs'>;
}

const ADDRESS = /Digital Currency Address - ([A-Za-z0-9]+) ([^\s;]+)/g;

/** Every digital currency address an entry's remarks name, with its currency, as published. */
export function digitalCurrencyAddresses(remarks: string | null): Array<{ currency: string; address: string }> {
  if (!remarks) return [];
  return [...remarks.matchAll(ADDRESS)].map((match) => ({ currency: match[1]!.toUpperCase(), address: match[2]!.replace(/\.$/, '') }));
}

/** The listed addresses of SCREENED_CURRENCIES, by lower-case address. */
export function addressIndex(entries: SanctionsEntry[]): Map<string, ListedAddress[]> {
  const index = new Map<string, ListedAddress[]>();
  for (const entry of entries) {
    for (const { currency, address } of digitalCurrencyAddresses(entry.remarks)) {
      if (!SCREENED_CURRENCIES.has(currency)) continue;
      const key = address.toLowerCase();
      const listed = index.get(key) ?? [];
      listed.push({ address, currency, entry: { list: entry.list, entNum: entry.entNum, name: entry.name, programs: entry.programs } });
      index.set(key, listed);
    }
  }
  return index;
}
