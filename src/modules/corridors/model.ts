// Owns what a corridor is (contract section 4): which local currency a country uses, the service fee, spread and tax it
// charges, and the amounts a transfer may move. The defaults are the contract's (and the seed of the corridors table,
// migration 022); the terms in force are the operator's, read through a CorridorSource (store.ts).
// `corridorsWith` overrides any default per corridor.

import { Decimal, formatAmount, type CurrencyCode, type LocalCurrency } from '../../money.ts';
import { corridorError } from './errors.ts';

export type Country = 'BR' | 'CO';
export type TransferType = 'ON_RAMP' | 'OFF_RAMP';

export interface AmountLimits {
  min: Decimal;
  max: Decimal;
}

export interface Corridor {
  country: Country;
  currency: LocalCurrency;
  /** Basis points of `from`, in whole numbers. */
  serviceFeeBps: number;
  taxBps: number;
  /** A fraction: 0.003 is 0.30%. */
  spread: Decimal;
  /** ON_RAMP limits are in the local currency, OFF_RAMP limits in USDC: always the currency of `from`. */
  limits: Record<TransferType, AmountLimits>;
}

export type Corridors = Record<Country, Corridor>;

/** What pricing needs of a corridor: its currency and the terms it charges (the corridor's, or a simulation's own). */
export type PricingTerms = Pick<Corridor, 'country' | 'currency' | 'serviceFeeBps' | 'taxBps' | 'spread'>;

/** Each country's local currency. */
export const LOCAL_CURRENCY: Record<Country, LocalCurrency> = { BR: 'BRL', CO: 'COP' };

/** The corridors as the operator set them: read when a simulation is priced. */
export interface CorridorSource {
  corridor(country: Country): Promise<Corridor & { enabled: boolean }>;
}

const offRampLimits = (): AmountLimits => ({ min: new Decimal('5.00'), max: new Decimal('10000.00') });

export const DEFAULT_CORRIDORS: Corridors = {
  BR: {
    country: 'BR',
    currency: 'BRL',
    serviceFeeBps: 50,
    taxBps: 38,
    spread: new Decimal('0.003'),
    limits: { ON_RAMP: { min: new Decimal('10.00'), max: new Decimal('50000.00') }, OFF_RAMP: offRampLimits() },
  },
  CO: {
    country: 'CO',
    currency: 'COP',
    serviceFeeBps: 50,
    taxBps: 40,
    spread: new Decimal('0.003'),
    limits: { ON_RAMP: { min: new Decimal('10000.00'), max: new Decimal('200000000.00') }, OFF_RAMP: offRampLimits() },
  },
};

export type CorridorOverrides = Partial<Record<Country, Partial<Omit<Corridor, 'country' | 'currency'>>>>;

function checkBps(name: string, bps: number): void {
  if (!Number.isInteger(bps) || bps < 0 || bps > 10_000) throw new Error(`${name} must be a whole number of basis points from 0 to 10000, got ${bps}`);
}

/** The default corridors with `overrides` applied; a value outside its sense (a negative fee, min above max) throws. */
export function corridorsWith(overrides: CorridorOverrides = {}): Corridors {
  const result = {} as Corridors;
  for (const country of Object.keys(DEFAULT_CORRIDORS) as Country[]) {
    const corridor: Corridor = { ...DEFAULT_CORRIDORS[country], ...overrides[country] };
    checkBps(`${country} serviceFeeBps`, corridor.serviceFeeBps);
    checkBps(`${country} taxBps`, corridor.taxBps);
    if (corridor.spread.lt(0) || corridor.spread.gte(1)) throw new Error(`${country} spread must be from 0 up to 1, got ${corridor.spread.toFixed()}`);
    for (const [type, limits] of Object.entries(corridor.limits)) {
      if (limits.min.lte(0) || limits.min.gt(limits.max)) throw new Error(`${country} ${type} limits must satisfy 0 < min <= max`);
    }
    result[country] = corridor;
  }
  return result;
}

/** The currency of `from`: the local currency for ON_RAMP, USDC for OFF_RAMP. */
export function sourceCurrency(corridor: Pick<Corridor, 'currency'>, type: TransferType): CurrencyCode {
  return type === 'ON_RAMP' ? corridor.currency : 'USDC';
}

/** The currency of `to`: USDC for ON_RAMP, the local currency for OFF_RAMP. */
export function targetCurrency(corridor: Pick<Corridor, 'currency'>, type: TransferType): CurrencyCode {
  return type === 'ON_RAMP' ? 'USDC' : corridor.currency;
}

/** 422 `amount.below_minimum` or `amount.above_maximum` when `from` is outside the corridor's limits for `type`. */
export function checkLimits(corridor: Corridor, type: TransferType, from: Decimal): void {
  const { min, max } = corridor.limits[type];
  const currency = sourceCurrency(corridor, type);
  if (from.lt(min)) throw corridorError('amount.below_minimum', `The minimum ${type} amount in ${corridor.country} is ${formatAmount(min)} ${currency}.`);
  if (from.gt(max)) throw corridorError('amount.above_maximum', `The maximum ${type} amount in ${corridor.country} is ${formatAmount(max)} ${currency}.`);
}
