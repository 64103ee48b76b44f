import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatBigCents,
  formatDecimalUsd,
  formatMills,
  isNegativeDecimal,
  isZeroDecimal,
  parseBigCents,
  parseMills,
  subtractDecimals,
  sumDecimals,
} from './big-cents';
import { formatMoney } from './money';

describe('parseBigCents', () => {
  it.each([
    ['0', 0n],
    ['0.1', 10n],
    ['-0.10', -10n],
    ['-0', 0n],
    ['1234.56', 123_456n],
    ['123456789012345678901234.99', 12_345_678_901_234_567_890_123_499n],
  ])('%s -> %d', (text, cents) => {
    expect(parseBigCents(text)).toBe(cents);
  });

  it.each(['', '.5', '1.', '1.234', '1e3', 'NaN', '--1', '1,000'])('refuses %j', (text) => {
    expect(parseBigCents(text)).toBeNull();
  });
});

describe('formatBigCents', () => {
  it.each([
    [0n, '0.00'],
    [5n, '0.05'],
    [-5n, '-0.05'],
    [-100n, '-1.00'],
    [12_345_678_901_234_567_890_123_499n, '123456789012345678901234.99'],
  ])('%d -> %s', (cents, text) => {
    expect(formatBigCents(cents)).toBe(text);
  });

  it('agrees with formatMoney and parseMoney over the safe range', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        const text = formatBigCents(BigInt(cents));
        expect(text).toBe(formatMoney(cents));
        expect(parseBigCents(text)).toBe(BigInt(cents));
      }),
    );
  });

  it('sums amounts exactly beyond what a number can hold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), { maxLength: 50 }),
        (values) => {
          const parsed = values.map((v) => parseBigCents(formatBigCents(v)));
          expect(parsed).toEqual(values);
          const total = values.reduce((a, b) => a + b, 0n);
          expect(parseBigCents(formatBigCents(total))).toBe(total);
        },
      ),
    );
    expect(formatBigCents(parseBigCents('0.10')! + parseBigCents('0.20')!)).toBe('0.30');
  });
});

describe('formatDecimalUsd', () => {
  it.each([
    ['0.00', '$0.00'],
    ['1234.5', '$1,234.50'],
    ['-0.05', '-$0.05'],
    ['-1000000.00', '-$1,000,000.00'],
    ['123456789012345678.90', '$123,456,789,012,345,678.90'],
    ['-123456789012345678.90', '-$123,456,789,012,345,678.90'],
    ['abc', '—'],
  ])('%s -> %s', (text, shown) => {
    expect(formatDecimalUsd(text)).toBe(shown);
  });
});

describe('sumDecimals', () => {
  it('adds exactly', () => {
    expect(sumDecimals(['0.10', '0.20'])).toBe('0.30');
    expect(sumDecimals([])).toBe('0.00');
    expect(sumDecimals(['9999999999999.99', '9999999999999.99', '-0.01'])).toBe('19999999999999.97');
  });

  it('tells negatives apart', () => {
    expect(isNegativeDecimal('-0.01')).toBe(true);
    expect(isNegativeDecimal('0.00')).toBe(false);
    expect(isNegativeDecimal(null)).toBe(false);
  });
});

describe('subtractDecimals', () => {
  it('subtracts exactly, whatever the signs', () => {
    expect(subtractDecimals('0.30', '0.10')).toBe('0.20');
    expect(subtractDecimals('5', '-2.5')).toBe('7.50');
    expect(subtractDecimals('-1.00', '1.00')).toBe('-2.00');
  });
});

describe('amounts of any currency’s decimals (thousandths)', () => {
  it.each([
    ['12.345', 12_345n],
    ['-0.005', -5n],
    ['150000', 150_000_000n],
    ['1234.5', 1_234_500n],
  ])('%s -> %d', (text, mills) => {
    expect(parseMills(text)).toBe(mills);
  });

  it.each(['1.2345', '.5', '1e3', ''])('refuses %j', (text) => {
    expect(parseMills(text)).toBeNull();
  });

  it('adds, subtracts and signs a dinar’s three places, and keeps two for the rest', () => {
    expect(sumDecimals(['1.234', '2.001'])).toBe('3.235');
    expect(sumDecimals(['1.250', '2.250'])).toBe('3.50');
    expect(subtractDecimals('1650.125', '12.500')).toBe('1637.625');
    expect(subtractDecimals('1550', '245000')).toBe('-243450.00');
    expect(isNegativeDecimal('-0.005')).toBe(true);
    expect(isZeroDecimal('0.000')).toBe(true);
    expect(isZeroDecimal('0.001')).toBe(false);
    expect(isZeroDecimal('abc')).toBe(false);
  });

  it('reads back what it writes, exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (mills) => {
        expect(parseMills(formatMills(mills))).toBe(mills);
      }),
    );
  });
});
