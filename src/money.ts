// Owns money: the currencies of the service, the Decimal every amount and rate is held in, how an amount is read from
// a request and how it is written back. No binary floating point ever holds an amount (contract section 4).
import { Decimal as DecimalJs } from 'decimal.js';
import { DomainError, validationError } from './errors.ts';

/**
 * The Decimal of the service. decimal.js rounds every +, -, x and / to `precision` significant digits, 20 by default:
 * too few for 200000000.00 x 3911.69999999, whose exact product has 21. At 64 digits every sum and product of our
 * amounts (<= 38 digits) and rates (<= 20 digits) is exact; division is the one operation that can round, and callers
 * that divide say how (see `pricing.ts`). Instances share decimal.js's prototype, so `instanceof` and the database's
 * parameter conversion see them as any other Decimal.
 */
export const Decimal = DecimalJs.clone({ precision: 64, rounding: DecimalJs.ROUND_HALF_EVEN });
export type Decimal = DecimalJs;

export const CURRENCIES = {
  BRL: { name: 'Brazilian Real' },
  COP: { name: 'Colombian Peso' },
  USD: { name: 'US Dollar' },
  USDC: { name: 'USD Coin' },
} as const;

export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];
/** The currencies of the corridors' countries, each priced against USDC. */
export type LocalCurrency = Extract<CurrencyCode, 'BRL' | 'COP'>;

/** Every currency has scale 2 in the API (contract section 4). */
export const SCALE = 2;
/** Rates are decimal strings with up to 8 decimals (contract section 4). */
export const RATE_DECIMALS = 8;

export interface Money {
  currencyCode: CurrencyCode;
  value: Decimal;
}

/** Money as simulation and transfer responses carry it: the value a decimal string with exactly 2 decimals. */
export interface MoneyBody {
  currencyCode: CurrencyCode;
  value: string;
}

export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && Object.hasOwn(CURRENCIES, code);
}

const DECIMAL_TEXT = /^-?[0-9]+(\.[0-9]+)?$/;

/**
 * Reads a positive decimal from a request: a JSON number or a decimal string, with at most `decimals` decimals and no
 * exponent. A JSON number reaches here as a JS number only when it is exactly the number written (src/http/json.ts),
 * so its `String` is its exact text. Anything else is a 400 naming `path`.
 */
export function parsePositiveDecimal(input: unknown, path: string, decimals: number): Decimal {
  const text = typeof input === 'number' ? String(input) : input;
  if (typeof text !== 'string' || !DECIMAL_TEXT.test(text)) {
    throw fieldError(path, 'must be a decimal number such as 100.50, written without an exponent');
  }
  const value = new Decimal(text);
  if (value.lte(0)) throw fieldError(path, 'must be greater than 0');
  // Decimals as written: "1.230" has three.
  if ((text.split('.')[1] ?? '').length > decimals) throw fieldError(path, `must have at most ${decimals} decimals`);
  return value;
}

/** An amount of a request (contract section 4): > 0, at most 2 decimals, no exponent. */
export function parseAmount(input: unknown, path: string): Decimal {
  return parsePositiveDecimal(input, path, SCALE);
}

/** `{currencyCode, value}` of a request; `path` names the object, e.g. '/amount'. */
export function parseMoney(input: { currencyCode: unknown; value: unknown }, path: string): Money {
  if (!isCurrencyCode(input.currencyCode)) {
    throw fieldError(`${path}/currencyCode`, `must be one of ${CURRENCY_CODES.join(', ')}`);
  }
  return { currencyCode: input.currencyCode, value: parseAmount(input.value, `${path}/value`) };
}

/**
 * "100.00": exactly 2 decimals. An amount with more decimals is a bug upstream (every rule of section 4 rounds
 * explicitly), so it is refused here rather than rounded silently.
 */
export function formatAmount(value: Decimal): string {
  if (value.decimalPlaces() > SCALE) throw new Error(`amount ${value.toFixed()} has more than ${SCALE} decimals`);
  return value.toFixed(SCALE);
}

const AMOUNT_TEXT = /^-?\d+\.\d{2}$/;
const RATE_TEXT = /^\d+\.\d{8}$/;

/**
 * An amount's text with SCALE decimals. A text already in that form (a numeric(38, 2) column as the driver reads it)
 * is taken as it is: a resource's answer shows several amounts, and parsing each into a Decimal to print it back was
 * most of a transfer's mapping.
 */
export function amountText(value: string | Decimal): string {
  return typeof value === 'string' && AMOUNT_TEXT.test(value) ? value : formatAmount(new Decimal(value));
}

/** A rate's text with RATE_DECIMALS decimals; a numeric(20, 8) column's text is taken as it is. */
export function rateText(value: string | Decimal): string {
  return typeof value === 'string' && RATE_TEXT.test(value) ? value : new Decimal(value).toFixed(RATE_DECIMALS);
}

export function moneyBody(money: Money): MoneyBody {
  return { currencyCode: money.currencyCode, value: formatAmount(money.value) };
}

function fieldError(path: string, message: string): DomainError {
  return validationError([{ path, message }]);
}
