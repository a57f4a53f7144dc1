// Fees, taxes, rates and conversion (contract section 4), and the corridors' limits: hand-computed examples, then
// properties over random amounts, rates and fee settings that check every identity exactly.
// Test pass: embedded only (database-independent: pure functions)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { DomainError } from '../../src/errors.ts';
import { statusOf } from '../../src/http/errors.ts';
import { Decimal, type Money } from '../../src/money.ts';
import { checkLimits, corridorsWith, DEFAULT_CORRIDORS, type Corridor, type TransferType } from '../../src/modules/corridors/model.ts';
import { exchangeRateFor, price, type Price, type PriceInput } from '../../src/modules/transfers/pricing.ts';

const d = (text: string) => new Decimal(text);
const text = (money: Money) => `${money.value.toFixed(2)} ${money.currencyCode}`;

function figures(result: Price) {
  return {
    exchangeRate: result.exchangeRate.toFixed(8),
    integratorFee: text(result.integratorFee),
    serviceFee: text(result.serviceFee),
    totalFees: text(result.totalFees),
    taxes: text(result.taxes),
    effectiveTransactionValue: text(result.effectiveTransactionValue),
    to: text(result.to),
  };
}

function assertApiError(fn: () => unknown, status: number, code: string): void {
  assert.throws(fn, (error: unknown) => error instanceof DomainError && statusOf(error) === status && error.code === code);
}

interface Example {
  name: string;
  /** The arithmetic, by hand. */
  working: string;
  input: PriceInput;
  expected: ReturnType<typeof figures>;
}

const examples: Example[] = [
  {
    name: 'BR on-ramp of 1000.00 BRL at 5.30',
    working: 'rate 5.30 x 1.003 = 5.3159; service 0.50% = 5.00; tax 0.38% = 3.80; effective 991.20; / 5.3159 = 186.4594... -> 186.45',
    input: { type: 'ON_RAMP', corridor: DEFAULT_CORRIDORS.BR, from: d('1000.00'), marketExchangeRate: d('5.30'), integratorFeeBps: 0 },
    expected: {
      exchangeRate: '5.31590000',
      integratorFee: '0.00 BRL',
      serviceFee: '5.00 BRL',
      totalFees: '5.00 BRL',
      taxes: '3.80 BRL',
      effectiveTransactionValue: '991.20 BRL',
      to: '186.45 USDC',
    },
  },
  {
    name: 'BR on-ramp of 1234.56 BRL with a 25 bps integrator fee: every fee rounds up to the cent',
    working:
      'integrator 3.0864 -> 3.09; service 6.1728 -> 6.18; tax 4.691328 -> 4.70; effective 1234.56 - 9.27 - 4.70 = 1220.59; / 5.3159 = 229.6111... -> 229.61',
    input: { type: 'ON_RAMP', corridor: DEFAULT_CORRIDORS.BR, from: d('1234.56'), marketExchangeRate: d('5.30'), integratorFeeBps: 25 },
    expected: {
      exchangeRate: '5.31590000',
      integratorFee: '3.09 BRL',
      serviceFee: '6.18 BRL',
      totalFees: '9.27 BRL',
      taxes: '4.70 BRL',
      effectiveTransactionValue: '1220.59 BRL',
      to: '229.61 USDC',
    },
  },
  {
    name: 'BR off-ramp of 100.00 USDC at 5.30',
    working: 'rate 5.30 x 0.997 = 5.2841; service 0.50; tax 0.38; effective 99.12; x 5.2841 = 523.759992 -> 523.75',
    input: { type: 'OFF_RAMP', corridor: DEFAULT_CORRIDORS.BR, from: d('100.00'), marketExchangeRate: d('5.30'), integratorFeeBps: 0 },
    expected: {
      exchangeRate: '5.28410000',
      integratorFee: '0.00 USDC',
      serviceFee: '0.50 USDC',
      totalFees: '0.50 USDC',
      taxes: '0.38 USDC',
      effectiveTransactionValue: '99.12 USDC',
      to: '523.75 BRL',
    },
  },
  {
    name: 'CO on-ramp of 1000000.00 COP at 3900',
    working: 'rate 3900 x 1.003 = 3911.7; service 5000.00; tax 0.40% = 4000.00; effective 991000.00; / 3911.7 = 253.3425... -> 253.34',
    input: { type: 'ON_RAMP', corridor: DEFAULT_CORRIDORS.CO, from: d('1000000.00'), marketExchangeRate: d('3900'), integratorFeeBps: 0 },
    expected: {
      exchangeRate: '3911.70000000',
      integratorFee: '0.00 COP',
      serviceFee: '5000.00 COP',
      totalFees: '5000.00 COP',
      taxes: '4000.00 COP',
      effectiveTransactionValue: '991000.00 COP',
      to: '253.34 USDC',
    },
  },
  {
    name: 'CO off-ramp of 250.00 USDC at 3900 with a 10 bps integrator fee',
    working: 'rate 3900 x 0.997 = 3888.3; integrator 0.25; service 1.25; tax 1.00; effective 247.50; x 3888.3 = 962354.25',
    input: { type: 'OFF_RAMP', corridor: DEFAULT_CORRIDORS.CO, from: d('250.00'), marketExchangeRate: d('3900'), integratorFeeBps: 10 },
    expected: {
      exchangeRate: '3888.30000000',
      integratorFee: '0.25 USDC',
      serviceFee: '1.25 USDC',
      totalFees: '1.50 USDC',
      taxes: '1.00 USDC',
      effectiveTransactionValue: '247.50 USDC',
      to: '962354.25 COP',
    },
  },
];

describe('pricing: hand-computed examples', () => {
  for (const example of examples) {
    it(example.name, () => assert.deepEqual(figures(price(example.input)), example.expected, example.working));
  }

  it('rounds the ON_RAMP rate up and the OFF_RAMP rate down, to 8 decimals', () => {
    // 5.12345678 x 1.003 = 5.13882715034; x 0.997 = 5.10808640966
    assert.equal(exchangeRateFor('ON_RAMP', d('5.12345678'), d('0.003')).toFixed(), '5.13882716');
    assert.equal(exchangeRateFor('OFF_RAMP', d('5.12345678'), d('0.003')).toFixed(), '5.1080864');
  });

  it('refuses an amount whose fees and taxes leave nothing to convert', () => {
    assertApiError(
      () => price({ type: 'ON_RAMP', corridor: DEFAULT_CORRIDORS.BR, from: d('10.00'), marketExchangeRate: d('5.30'), integratorFeeBps: 10_000 }),
      422,
      'amount.below_minimum',
    );
  });
});

describe('corridors', () => {
  it('keeps each corridor within its limits, bounds included', () => {
    const { BR, CO } = DEFAULT_CORRIDORS;
    checkLimits(BR, 'ON_RAMP', d('10.00'));
    checkLimits(BR, 'ON_RAMP', d('50000.00'));
    assertApiError(() => checkLimits(BR, 'ON_RAMP', d('9.99')), 422, 'amount.below_minimum');
    assertApiError(() => checkLimits(BR, 'ON_RAMP', d('50000.01')), 422, 'amount.above_maximum');
    checkLimits(CO, 'ON_RAMP', d('10000.00'));
    checkLimits(CO, 'ON_RAMP', d('200000000.00'));
    assertApiError(() => checkLimits(CO, 'ON_RAMP', d('9999.99')), 422, 'amount.below_minimum');
    assertApiError(() => checkLimits(CO, 'ON_RAMP', d('200000000.01')), 422, 'amount.above_maximum');
    for (const corridor of [BR, CO]) {
      checkLimits(corridor, 'OFF_RAMP', d('5.00'));
      checkLimits(corridor, 'OFF_RAMP', d('10000.00'));
      assertApiError(() => checkLimits(corridor, 'OFF_RAMP', d('4.99')), 422, 'amount.below_minimum');
      assertApiError(() => checkLimits(corridor, 'OFF_RAMP', d('10000.01')), 422, 'amount.above_maximum');
    }
  });

  it('takes overrides per corridor and refuses settings that make no sense', () => {
    const corridors = corridorsWith({
      BR: { serviceFeeBps: 100, limits: { ON_RAMP: { min: d('1.00'), max: d('10.00') }, OFF_RAMP: { min: d('1.00'), max: d('2.00') } } },
    });
    assert.equal(corridors.BR.serviceFeeBps, 100);
    assert.equal(corridors.BR.taxBps, 38);
    assertApiError(() => checkLimits(corridors.BR, 'ON_RAMP', d('10.01')), 422, 'amount.above_maximum');
    assert.deepEqual(corridors.CO, DEFAULT_CORRIDORS.CO);
    assert.throws(() => corridorsWith({ CO: { taxBps: -1 } }), /taxBps/);
    assert.throws(() => corridorsWith({ CO: { serviceFeeBps: 0.5 } }), /serviceFeeBps/);
    assert.throws(() => corridorsWith({ BR: { spread: d('1') } }), /spread/);
    assert.throws(() => corridorsWith({ BR: { limits: { ON_RAMP: { min: d('5'), max: d('4') }, OFF_RAMP: DEFAULT_CORRIDORS.BR.limits.OFF_RAMP } } }), /limits/);
  });
});

describe('pricing: properties', () => {
  const CENT = d('0.01');
  const RATE_UNIT = d('0.00000001');

  /** A random decimal with `decimals` decimals in [min, max]. */
  const decimalIn = (min: Decimal, max: Decimal, decimals: number) =>
    fc
      .bigInt({ min: BigInt(min.times(10 ** decimals).toFixed(0)), max: BigInt(max.times(10 ** decimals).toFixed(0)) })
      .map((units) => new Decimal(units.toString()).div(10 ** decimals));

  const scenario = fc
    .record({
      country: fc.constantFrom('BR' as const, 'CO' as const),
      type: fc.constantFrom<TransferType>('ON_RAMP', 'OFF_RAMP'),
      serviceFeeBps: fc.integer({ min: 0, max: 500 }),
      taxBps: fc.integer({ min: 0, max: 500 }),
      integratorFeeBps: fc.integer({ min: 0, max: 1000 }),
      spread: decimalIn(d('0'), d('0.05'), 6),
    })
    .chain((settings) => {
      const corridor: Corridor = {
        ...DEFAULT_CORRIDORS[settings.country],
        serviceFeeBps: settings.serviceFeeBps,
        taxBps: settings.taxBps,
        spread: settings.spread,
      };
      const { min, max } = corridor.limits[settings.type];
      // A market rate around today's for the corridor, within a factor of 20 either way.
      const market = settings.country === 'BR' ? decimalIn(d('0.25'), d('110'), 8) : decimalIn(d('190'), d('80000'), 8);
      return fc.record({ from: decimalIn(min, max, 2), marketExchangeRate: market }).map((amounts) => ({ ...settings, corridor, ...amounts }));
    });

  it('holds every identity of section 4 exactly, and never rounds in the customer’s favour', () => {
    fc.assert(
      fc.property(scenario, ({ type, corridor, from, marketExchangeRate, integratorFeeBps }) => {
        const result = price({ type, corridor, from, marketExchangeRate, integratorFeeBps });
        const { exchangeRate, integratorFee, serviceFee, totalFees, taxes, effectiveTransactionValue: effective, to } = result;

        // Scales: amounts at most 2 decimals, the rate at most 8.
        for (const money of [result.from, integratorFee, serviceFee, totalFees, taxes, effective, to]) assert.ok(money.value.decimalPlaces() <= 2);
        assert.ok(exchangeRate.decimalPlaces() <= 8);
        // Currencies: fees, taxes and effective value in the source currency, `to` in the other one.
        const local = corridor.currency;
        for (const money of [result.from, integratorFee, serviceFee, totalFees, taxes, effective])
          assert.equal(money.currencyCode, type === 'ON_RAMP' ? local : 'USDC');
        assert.equal(to.currencyCode, type === 'ON_RAMP' ? 'USDC' : local);

        // Identities.
        assert.ok(totalFees.value.equals(integratorFee.value.plus(serviceFee.value)));
        assert.ok(effective.value.plus(totalFees.value).plus(taxes.value).equals(from));
        // Nothing negative; what is converted and what arrives are positive.
        for (const money of [integratorFee, serviceFee, taxes]) assert.ok(money.value.gte(0));
        assert.ok(effective.value.gt(0) && to.value.gt(0));

        // Each fee and the tax is the exact figure rounded up to the cent: never less, less than a cent more.
        for (const [fee, bps] of [
          [integratorFee, integratorFeeBps],
          [serviceFee, corridor.serviceFeeBps],
          [taxes, corridor.taxBps],
        ] as const) {
          const exact = from.times(bps).div(10_000);
          assert.ok(fee.value.gte(exact) && fee.value.minus(CENT).lt(exact));
        }

        // The rate is the exact spread rate rounded against the customer, by less than one unit of the 8th decimal.
        const exactRate = marketExchangeRate.times(type === 'ON_RAMP' ? d('1').plus(corridor.spread) : d('1').minus(corridor.spread));
        if (type === 'ON_RAMP') assert.ok(exchangeRate.gte(exactRate) && exchangeRate.minus(RATE_UNIT).lt(exactRate));
        else assert.ok(exchangeRate.lte(exactRate) && exchangeRate.plus(RATE_UNIT).gt(exactRate));

        // `to` is the exact conversion rounded down to the cent (checked by multiplication, so without rounding), and
        // never more than the exact conversion at the unrounded spread rate.
        if (type === 'ON_RAMP') {
          assert.ok(to.value.times(exchangeRate).lte(effective.value));
          assert.ok(to.value.plus(CENT).times(exchangeRate).gt(effective.value));
          assert.ok(to.value.times(exactRate).lte(effective.value));
        } else {
          const exact = effective.value.times(exchangeRate);
          assert.ok(to.value.lte(exact) && to.value.plus(CENT).gt(exact));
          assert.ok(to.value.lte(effective.value.times(exactRate)));
        }
      }),
      { numRuns: 2000 },
    );
  });
});
