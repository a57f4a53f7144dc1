// Money (contract section 4): how an amount is read from a request and written back, exactly.
// Test pass: embedded only (database-independent: pure functions)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { DomainError } from '../src/errors.ts';
import { statusOf } from '../src/http/errors.ts';
import { amountText, Decimal, formatAmount, moneyBody, parseAmount, parseMoney, parsePositiveDecimal, rateText } from '../src/money.ts';

function refused(input: unknown, message: RegExp, path = '/amount/value'): void {
  assert.throws(
    () => parseAmount(input, path),
    (error: unknown) => {
      assert.ok(error instanceof DomainError, String(error));
      assert.equal(statusOf(error), 400);
      assert.equal(error.code, 'validation.failed');
      assert.equal(error.errors?.length, 1);
      assert.equal(error.errors?.[0]?.path, path);
      assert.match(error.errors?.[0]?.message ?? '', message);
      return true;
    },
    `${JSON.stringify(input)} should be refused`,
  );
}

describe('money', () => {
  it('reads JSON numbers and decimal strings with at most 2 decimals', () => {
    assert.equal(parseAmount(100, '/amount/value').toFixed(), '100');
    assert.equal(parseAmount(100.1, '/amount/value').toFixed(), '100.1');
    assert.equal(parseAmount('100.10', '/amount/value').toFixed(2), '100.10');
    assert.equal(parseAmount('0.01', '/amount/value').toFixed(), '0.01');
    // Beyond what a double holds: the JSON parser hands such a literal over as its text, and it stays exact.
    assert.equal(parseAmount('12345678901234567.89', '/amount/value').toFixed(2), '12345678901234567.89');
  });

  it('refuses zero, negatives, exponents, more than 2 decimals and anything not a number, naming the path', () => {
    refused(0, /greater than 0/);
    refused('0.00', /greater than 0/);
    refused(-5, /greater than 0/);
    refused('-5.5', /greater than 0/);
    refused('1e2', /decimal number/);
    refused(1e21, /decimal number/); // String(1e21) is "1e+21"
    refused(1e-7, /decimal number/);
    refused('1.234', /at most 2 decimals/);
    refused('1.230', /at most 2 decimals/);
    refused(0.1 + 0.2, /at most 2 decimals/); // 0.30000000000000004
    refused(Number.NaN, /decimal number/);
    refused(Number.POSITIVE_INFINITY, /decimal number/);
    for (const bad of ['abc', '', ' 1', '1.', '.5', '+5', '1,5', null, undefined, true, {}, []]) refused(bad, /decimal number/);
    refused('5.123', /at most 2 decimals/, '/rate');
  });

  it('reads rates with up to the decimals asked for', () => {
    assert.equal(parsePositiveDecimal('5.12345678', '/rate', 8).toFixed(), '5.12345678');
    assert.throws(() => parsePositiveDecimal('5.123456789', '/rate', 8), /\/rate: must have at most 8 decimals/);
  });

  it('reads a money object and names the field that is wrong', () => {
    const money = parseMoney({ currencyCode: 'BRL', value: '10.5' }, '/amount');
    assert.equal(money.currencyCode, 'BRL');
    assert.equal(money.value.toFixed(2), '10.50');
    assert.throws(
      () => parseMoney({ currencyCode: 'EUR', value: 1 }, '/amount'),
      (error: DomainError) => error.errors?.[0]?.path === '/amount/currencyCode',
    );
    assert.throws(
      () => parseMoney({ currencyCode: 'toString', value: 1 }, '/amount'),
      (error: DomainError) => error.errors?.[0]?.path === '/amount/currencyCode',
    );
    assert.throws(
      () => parseMoney({ currencyCode: 'USDC', value: '1.001' }, '/amount'),
      (error: DomainError) => error.errors?.[0]?.path === '/amount/value',
    );
  });

  it('writes exactly 2 decimals, and refuses to round silently', () => {
    assert.equal(formatAmount(new Decimal(100)), '100.00');
    assert.equal(formatAmount(new Decimal('0.5')), '0.50');
    assert.equal(formatAmount(new Decimal('0').negated()), '0.00');
    assert.deepEqual(moneyBody({ currencyCode: 'USDC', value: new Decimal('186.4') }), { currencyCode: 'USDC', value: '186.40' });
    assert.throws(() => formatAmount(new Decimal('1.005')), /more than 2 decimals/);
  });

  it('multiplies and adds exactly where the default decimal.js precision (20 digits) would round', () => {
    assert.equal(new Decimal('199999999.99').times('3911.69999999').toFixed(), '782339999958.8830000001');
    assert.equal(new Decimal('99999999999999999999.99').plus('0.01').toFixed(2), '100000000000000000000.00');
  });

  it('reads back every amount it writes (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 20n }), (cents) => {
        const text = new Decimal(cents.toString()).div(100).toFixed(2);
        assert.equal(formatAmount(parseAmount(text, '/amount/value')), text);
      }),
    );
  });
});

describe('amount and rate texts of stored values', () => {
  it('takes a numeric column’s text as it is and prints anything else as formatAmount would, for any amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 0, max: 2 }), (units, decimals) => {
        const value = new Decimal(units.toString()).div(10 ** decimals);
        const stored = value.toFixed(2);
        assert.equal(amountText(stored), formatAmount(value));
        assert.equal(amountText(value.toFixed()), formatAmount(value));
        assert.equal(amountText(value), formatAmount(value));
      }),
    );
  });

  it('refuses an amount with more than two decimals, as formatAmount does', () => {
    assert.throws(() => amountText('1.005'), /more than 2 decimals/);
    assert.throws(() => amountText(new Decimal('0.001')), /more than 2 decimals/);
  });

  it('prints a rate with eight decimals, whatever text it comes as', () => {
    assert.equal(rateText('5.30370000'), '5.30370000');
    assert.equal(rateText('5.3'), '5.30000000');
    assert.equal(rateText(new Decimal('0.000187')), '0.00018700');
  });
});
