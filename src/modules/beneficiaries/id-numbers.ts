// Identity and tax numbers of the two countries: CPF and CNPJ (numeric and the alphanumeric CNPJ) through
// cpf-cnpj-validator, the Colombian NIT with DIAN's check digit, and the Colombian CC/CE. Each is checked and written
// in one canonical form (no dots, dashes or slashes; CNPJ letters upper case), so that filters and comparisons match.
import { cnpj, cpf } from 'cpf-cnpj-validator';

export type Country = 'BR' | 'CO';

/** The text without the usual separators, upper case. */
export function canonicalDocument(value: string): string {
  return value.replace(/[.\-/\s]/g, '').toUpperCase();
}

/** DIAN weights for the NIT check digit, applied from the rightmost digit of the base number. */
const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** The NIT check digit (DIAN modulo 11) of a base number of up to 15 digits. */
export function nitCheckDigit(base: string): number {
  if (!/^\d{1,15}$/.test(base)) throw new Error('a NIT base is 1 to 15 digits');
  const digits = [...base].reverse();
  const sum = digits.reduce((total, digit, index) => total + Number(digit) * (NIT_WEIGHTS[index] ?? 0), 0);
  const remainder = sum % 11;
  return remainder >= 2 ? 11 - remainder : remainder;
}

/** A canonical NIT: the base number followed by its check digit. */
export function isValidNit(canonical: string): boolean {
  if (!/^\d{7,16}$/.test(canonical)) return false;
  return nitCheckDigit(canonical.slice(0, -1)) === Number(canonical.slice(-1));
}

/** Why a canonical CPF is not valid, or undefined when it is. */
export function cpfError(canonical: string): string | undefined {
  return /^\d{11}$/.test(canonical) && cpf.isValid(canonical, true) ? undefined : 'is not a valid CPF (11 digits with check digits)';
}

/** Why a canonical CNPJ, numeric or alphanumeric (12 letters or digits, then 2 check digits), is not valid. */
export function cnpjError(canonical: string): string | undefined {
  return /^[0-9A-Z]{12}\d{2}$/.test(canonical) && cnpj.isValid(canonical, true) ? undefined : 'is not a valid CNPJ (14 characters with check digits)';
}

/** Why a canonical person idNumber is not valid in the country, or undefined when it is. */
export function personIdNumberError(country: Country, canonical: string): string | undefined {
  if (country === 'BR') return cpfError(canonical);
  // A cédula de ciudadanía (CC) or de extranjería (CE) has no check digit: 6 to 10 digits.
  return /^\d{6,10}$/.test(canonical) ? undefined : 'is not a valid CC or CE (6 to 10 digits)';
}

/** Why a canonical business taxId is not valid in the country, or undefined when it is. */
export function taxIdError(country: Country, canonical: string): string | undefined {
  if (country === 'BR') return cnpjError(canonical);
  return isValidNit(canonical) ? undefined : 'is not a valid NIT (check digit)';
}
