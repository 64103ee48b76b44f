import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCents,
  centsFromNumber,
  formatMoney,
  formatUsd,
  MONEY_ERRORS,
  multiplyCentsByRatio,
  parseMoney,
  subtractCents,
  sumCents,
} from './money';

const MAX_13_DIGIT_CENTS = 999_999_999_999_999;

describe('parseMoney accepts', () => {
  it.each([
    ['12', 1200],
    ['12.3', 1230],
    ['12.30', 1230],
    ['0.10', 10],
    ['0', 0],
    ['0.01', 1],
    ['  42.5 ', 4250],
    ['007.50', 750],
    ['9999999999999.99', MAX_13_DIGIT_CENTS],
    ['-0.00', 0],
  ])('%j as %d cents', (input, cents) => {
    expect(parseMoney(input)).toEqual({ ok: true, cents });
  });

  it('accepts negatives only when allowed', () => {
    expect(parseMoney('-5.00', { allowNegative: true })).toEqual({ ok: true, cents: -500 });
    expect(parseMoney('-5.00')).toEqual({ ok: false, error: MONEY_ERRORS.negative });
  });

  it('never returns negative zero', () => {
    const result = parseMoney('-0', { allowNegative: true });
    expect(result.ok && Object.is(result.cents, 0)).toBe(true);
  });
});

describe('parseMoney rejects', () => {
  it.each([
    ['', MONEY_ERRORS.format],
    ['   ', MONEY_ERRORS.format],
    ['NaN', MONEY_ERRORS.format],
    ['Infinity', MONEY_ERRORS.format],
    ['-Infinity', MONEY_ERRORS.format],
    ['1e3', MONEY_ERRORS.format],
    ['1.5E2', MONEY_ERRORS.format],
    ['0x10', MONEY_ERRORS.format],
    ['.', MONEY_ERRORS.format],
    ['-', MONEY_ERRORS.format],
    ['.5', MONEY_ERRORS.format],
    ['12.', MONEY_ERRORS.format],
    ['+5', MONEY_ERRORS.format],
    ['1,234.56', MONEY_ERRORS.format],
    ['1 234', MONEY_ERRORS.format],
    ['$5', MONEY_ERRORS.format],
    ['--5', MONEY_ERRORS.format],
    ['1.2.3', MONEY_ERRORS.format],
    ['١٢', MONEY_ERRORS.format],
    ['1.234', MONEY_ERRORS.decimals],
    ['0.001', MONEY_ERRORS.decimals],
    ['10000000000000', MONEY_ERRORS.tooLarge],
    ['-1.00', MONEY_ERRORS.negative],
  ])('%j with %j', (input, error) => {
    expect(parseMoney(input)).toEqual({ ok: false, error });
  });

  it('limits integer digits to the column precision', () => {
    expect(parseMoney('9999999999.99', { integerDigits: 10 })).toEqual({ ok: true, cents: 999_999_999_999 });
    expect(parseMoney('10000000000', { integerDigits: 10 })).toEqual({
      ok: false,
      error: MONEY_ERRORS.tooLarge,
    });
    expect(parseMoney('99999999.99', { integerDigits: 8 })).toEqual({ ok: true, cents: 9_999_999_999 });
    expect(parseMoney('100000000', { integerDigits: 8 })).toEqual({
      ok: false,
      error: MONEY_ERRORS.tooLarge,
    });
  });

  it('refuses a precision that cents cannot hold exactly', () => {
    expect(() => parseMoney('1', { integerDigits: 14 })).toThrow(RangeError);
    expect(() => parseMoney('1', { integerDigits: 0 })).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '0.00'],
    [-5, '-0.05'],
    [5, '0.05'],
    [-100, '-1.00'],
    [123456, '1234.56'],
    [MAX_13_DIGIT_CENTS, '9999999999999.99'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%d -> %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('refuses non-integers', () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatUsd', () => {
  it.each([
    [123456, 2, '$1,234.56'],
    [-123456, 2, '-$1,234.56'],
    [0, 2, '$0.00'],
    [5, 2, '$0.05'],
    [100_000_000, 2, '$1,000,000.00'],
    [123456, 0, '$1,235'],
    [123449, 0, '$1,234'],
    [123450, 0, '$1,235'],
    [-123450, 0, '-$1,235'],
    [-49, 0, '$0'],
    [-50, 0, '-$1'],
    [99_999_950, 0, '$1,000,000'],
  ] as const)('%d with %d decimals -> %s', (cents, decimals, text) => {
    expect(formatUsd(cents, { decimals })).toBe(text);
  });

  it('defaults to two decimals', () => {
    expect(formatUsd(100)).toBe('$1.00');
  });

  it('never shows an exponent or NaN', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom(0 as const, 2 as const), (cents, decimals) => {
        const text = formatUsd(cents, { decimals });
        expect(text).not.toMatch(/e|NaN/i);
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*(\.\d{2})?$/);
      }),
    );
  });
});

describe('round trip', () => {
  it('parseMoney(formatMoney(c)) is c for any 13-digit amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_13_DIGIT_CENTS, max: MAX_13_DIGIT_CENTS }), (cents) => {
        expect(parseMoney(formatMoney(cents), { allowNegative: true })).toEqual({ ok: true, cents });
      }),
    );
  });
});

describe('adding', () => {
  it('0.10 + 0.20 is exactly 0.30', () => {
    expect(formatMoney(addCents(10, 20))).toBe('0.30');
    expect(sumCents([10, 20])).toBe(30);
  });

  it('sums nothing to zero', () => {
    expect(sumCents([])).toBe(0);
    expect(addCents()).toBe(0);
  });

  it('throws when the result leaves the safe range', () => {
    expect(() => addCents(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
    expect(() => sumCents([Number.MIN_SAFE_INTEGER, -1])).toThrow(RangeError);
    expect(() => subtractCents(Number.MIN_SAFE_INTEGER, 1)).toThrow(RangeError);
  });

  it('stays exact when only a partial sum overflows', () => {
    expect(sumCents([Number.MAX_SAFE_INTEGER, 2, -3])).toBe(Number.MAX_SAFE_INTEGER - 1);
  });

  it('refuses fractional cents', () => {
    expect(() => addCents(0.1, 0.2)).toThrow(RangeError);
  });

  it('agrees with bigint arithmetic', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e12, max: 1e12 })), (values) => {
        expect(BigInt(sumCents(values))).toBe(values.reduce((acc, v) => acc + BigInt(v), 0n));
      }),
    );
  });
});

describe('multiplyCentsByRatio', () => {
  it.each([
    [1000, 1, 3, 333],
    [2000, 1, 3, 667],
    [5, 1, 2, 3],
    [-5, 1, 2, -3],
    [5, -1, 2, -3],
    [15, 1, 10, 2],
    [14, 1, 10, 1],
    [-15, 1, 10, -2],
    [10_000_000, 6125n, 1_200_000n, 51042],
    [0, 7, 9, 0],
  ])('%d × %d / %d = %d', (cents, numerator, denominator, expected) => {
    expect(multiplyCentsByRatio(cents, numerator, denominator)).toBe(expected);
  });

  it('is exact where floats are not', () => {
    // 2^53 - 1 cents halved: a float product would lose the last digit.
    expect(multiplyCentsByRatio(Number.MAX_SAFE_INTEGER, 1, 2)).toBe(4_503_599_627_370_496);
  });

  it('refuses a zero denominator, fractional ratios and overflowing results', () => {
    expect(() => multiplyCentsByRatio(100, 1, 0)).toThrow(RangeError);
    expect(() => multiplyCentsByRatio(100, 0.5, 1)).toThrow(RangeError);
    expect(() => multiplyCentsByRatio(Number.MAX_SAFE_INTEGER, 2, 1)).toThrow(RangeError);
  });

  it('never misses the exact quotient by more than half a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e13, max: 1e13 }),
        fc.bigInt({ min: -1_000_000n, max: 1_000_000n }),
        fc.bigInt({ min: 1_000_000n, max: 10_000_000n }),
        (cents, numerator, denominator) => {
          const result = BigInt(multiplyCentsByRatio(cents, numerator, denominator));
          const error = result * denominator - BigInt(cents) * numerator;
          const twiceError = error < 0n ? -2n * error : 2n * error;
          expect(twiceError <= denominator).toBe(true);
        },
      ),
    );
  });
});

describe('centsFromNumber', () => {
  it.each([
    [0, 0],
    [12.34, 1234],
    [1.005, 101],
    [1.004, 100],
    [-1.005, -101],
    [0.1 + 0.2, 30],
    [1e-7, 0],
    [-1e-7, 0],
    [1e13, 1e15],
    [250000, 25_000_000],
  ])('%d dollars -> %d cents', (dollars, cents) => {
    expect(Object.is(centsFromNumber(dollars), cents)).toBe(true);
  });

  it('refuses non-finite and out-of-range numbers', () => {
    expect(() => centsFromNumber(Number.NaN)).toThrow(RangeError);
    expect(() => centsFromNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => centsFromNumber(1e20)).toThrow(RangeError);
  });

  it('agrees with parseMoney on two-decimal numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_13_DIGIT_CENTS, max: MAX_13_DIGIT_CENTS }), (cents) => {
        const dollars = Number(formatMoney(cents));
        expect(centsFromNumber(dollars)).toBe(cents);
      }),
    );
  });
});
