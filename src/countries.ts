// ISO 3166-1 country codes, as every check of the server knows them: the one import of i18n-iso-countries. It names
// the package's `index.js`: the codes without the country names in some 80 languages that its Node entry parses at
// load (~50 ms of each start), which nothing here reads.
import countries from 'i18n-iso-countries/index.js';

const ALPHA2 = countries.getAlpha2Codes();

/** Every alpha-2 code, sorted: the enum the OpenAPI document lists for a country. */
export const COUNTRY_CODES: readonly string[] = Object.keys(ALPHA2).sort();

/** Whether `code` is an ISO 3166-1 alpha-2 code that exists (upper case, as requests carry it). */
export function isCountryCode(code: string): boolean {
  return Object.hasOwn(ALPHA2, code);
}

/** The alpha-3 code of an alpha-2 one (any case), undefined for an unknown code. */
export function alpha3Of(alpha2: string): string | undefined {
  return countries.alpha2ToAlpha3(alpha2.toUpperCase());
}
