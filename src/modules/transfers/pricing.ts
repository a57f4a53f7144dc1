// Owns the arithmetic of contract section 4, and nothing else: the exchange rate a transfer gets from the market rate,
// its fees and taxes, and what the beneficiary receives. Pure and exact: Decimal in, Decimal out, no I/O.
//
// Rounding, where the contract says "rounded" without a direction, never favours the customer beyond the rules:
// - the ON_RAMP rate (local currency paid per USDC) rounds UP to 8 decimals, the OFF_RAMP rate (local currency
//   received per USDC) rounds DOWN, so in both directions the customer gets at most what the exact spread gives;
// - fees and taxes round UP to the cent (ceil2) and `to` rounds DOWN (floor2), as the contract says.
// Every other step (sums, differences, products) is exact at the precision of our Decimal.

import { Decimal, RATE_DECIMALS, SCALE, type CurrencyCode, type Money } from '../../money.ts';
import { corridorError, sourceCurrency, targetCurrency, type PricingTerms, type TransferType } from '../corridors/index.ts';

export interface PriceInput {
  type: TransferType;
  /** The corridor's terms when simulating; the simulation's own when pricing it again (model.ts, `priceAgain`). */
  corridor: PricingTerms;
  /** The amount of `from`, in the source currency of `type`, already checked against the corridor's limits. */
  from: Decimal;
  /** The market price of 1 USDC in the corridor's local currency. */
  marketExchangeRate: Decimal;
  /** The integrator's own fee, in whole basis points. */
  integratorFeeBps: number;
}

export interface Price {
  type: TransferType;
  marketExchangeRate: Decimal;
  exchangeRate: Decimal;
  from: Money;
  integratorFee: Money;
  serviceFee: Money;
  totalFees: Money;
  taxes: Money;
  /** `from` less fees and taxes, in the source currency: what is converted. */
  effectiveTransactionValue: Money;
  to: Money;
}

const ceil2 = (value: Decimal): Decimal => value.toDecimalPlaces(SCALE, Decimal.ROUND_CEIL);
const floor2 = (value: Decimal): Decimal => value.toDecimalPlaces(SCALE, Decimal.ROUND_FLOOR);

/** ceil2(amount x bps / 10000). */
export const basisPoints = (amount: Decimal, bps: number): Decimal => ceil2(amount.times(bps).div(10_000));

/** The rate the customer gets: market x (1 + spread) for ON_RAMP rounded up, x (1 - spread) for OFF_RAMP rounded down. */
export function exchangeRateFor(type: TransferType, marketExchangeRate: Decimal, spread: Decimal): Decimal {
  return type === 'ON_RAMP'
    ? marketExchangeRate.times(Decimal.add(1, spread)).toDecimalPlaces(RATE_DECIMALS, Decimal.ROUND_CEIL)
    : marketExchangeRate.times(Decimal.sub(1, spread)).toDecimalPlaces(RATE_DECIMALS, Decimal.ROUND_FLOOR);
}

/**
 * floor2(effective / rate) for ON_RAMP, floor2(effective x rate) for OFF_RAMP. The quotient is taken in whole cents
 * with an integer division, which truncates exactly; a plain division would first round at the Decimal's precision.
 */
function converted(type: TransferType, effective: Decimal, exchangeRate: Decimal): Decimal {
  if (type === 'OFF_RAMP') return floor2(effective.times(exchangeRate));
  return effective
    .times(10 ** SCALE)
    .dividedToIntegerBy(exchangeRate)
    .div(10 ** SCALE);
}

/**
 * Prices a transfer. An amount whose fees and taxes leave nothing to convert, or that converts to less than a cent,
 * is 422 `amount.below_minimum`: only an integrator fee far above the defaults can make that happen within the limits.
 */
export function price(input: PriceInput): Price {
  const { type, corridor, from, marketExchangeRate, integratorFeeBps } = input;
  if (!marketExchangeRate.gt(0)) throw new Error(`market exchange rate must be positive, got ${marketExchangeRate.toFixed()}`);
  const source = sourceCurrency(corridor, type);
  const inSource = (value: Decimal): Money => ({ currencyCode: source, value });
  const target: CurrencyCode = targetCurrency(corridor, type);

  const exchangeRate = exchangeRateFor(type, marketExchangeRate, corridor.spread);
  const integratorFee = basisPoints(from, integratorFeeBps);
  const serviceFee = basisPoints(from, corridor.serviceFeeBps);
  const totalFees = integratorFee.plus(serviceFee);
  const taxes = basisPoints(from, corridor.taxBps);
  const effective = from.minus(totalFees).minus(taxes);
  const to = effective.gt(0) ? converted(type, effective, exchangeRate) : new Decimal(0);
  if (to.lte(0)) throw corridorError('amount.below_minimum', 'The amount does not cover the fees and taxes.');

  return {
    type,
    marketExchangeRate,
    exchangeRate,
    from: inSource(from),
    integratorFee: inSource(integratorFee),
    serviceFee: inSource(serviceFee),
    totalFees: inSource(totalFees),
    taxes: inSource(taxes),
    effectiveTransactionValue: inSource(effective),
    to: { currencyCode: target, value: to },
  };
}

/**
 * How far the market may move from a simulation's rate (contract section 8): 2%, inclusive. Creation refuses a transfer
 * beyond it (412), and execution fails a funded transfer beyond it, its funds returned, rather than convert blindly.
 */
export const MAX_RATE_MOVE = new Decimal('0.02');

/** The move from the simulation's market rate to `latest`, when it is beyond MAX_RATE_MOVE; undefined within it. */
export function moveBeyondBand(simulated: Decimal, latest: Decimal): string | undefined {
  if (latest.minus(simulated).abs().div(simulated).lte(MAX_RATE_MOVE)) return undefined;
  return `The market rate moved from ${simulated.toFixed()} to ${latest.toFixed()} since the simulation, more than 2%`;
}
