import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_ERRORS, formatAmount, formatAmountForDisplay, parseAmount } from './amount';
import { SUPPORTED_CURRENCIES } from './codes';

describe('parseAmount', () => {
  it.each([
    ['1234.56', 'USD', 123456],
    ['0.01', 'USD', 1],
    ['1234.5', 'USD', 123450],
    ['1234', 'USD', 123400],
    [' 7 ', 'EUR', 700],
    ['1234', 'JPY', 1234],
    ['1234.000', 'JPY', 1234],
    ['12.345', 'BHD', 12345],
    ['0.001', 'KWD', 1],
    ['12.3', 'TND', 12300],
    ['007.50', 'GBP', 750],
    ['-0', 'USD', 0],
    ['90071992547409.91', 'USD', 9007199254740991],
    ['9007199254740991', 'JPY', 9007199254740991],
  ] as const)('%j %s -> %d', (text, code, minor) => {
    expect(parseAmount(text, code)).toEqual({ ok: true, minor });
  });

  it.each([
    ['1.5', 'JPY', AMOUNT_ERRORS.decimals(0)],
    ['1.234', 'USD', AMOUNT_ERRORS.decimals(2)],
    ['1.2345', 'BHD', AMOUNT_ERRORS.decimals(3)],
    ['90071992547409.92', 'USD', AMOUNT_ERRORS.tooLarge],
    ['9007199254740992', 'JPY', AMOUNT_ERRORS.tooLarge],
    ['-1.00', 'USD', AMOUNT_ERRORS.negative],
    ['', 'USD', AMOUNT_ERRORS.format],
    ['.5', 'USD', AMOUNT_ERRORS.format],
    ['1.', 'USD', AMOUNT_ERRORS.format],
    ['1e3', 'USD', AMOUNT_ERRORS.format],
    ['1,000', 'USD', AMOUNT_ERRORS.format],
    ['NaN', 'USD', AMOUNT_ERRORS.format],
  ] as const)('refuses %j %s', (text, code, error) => {
    expect(parseAmount(text, code)).toEqual({ ok: false, error });
  });

  it('takes a negative amount when allowed', () => {
    expect(parseAmount('-12.345', 'KWD', { allowNegative: true })).toEqual({ ok: true, minor: -12345 });
  });

  it('throws for an unsupported currency', () => {
    expect(() => parseAmount('1', 'XXX')).toThrow(RangeError);
  });
});

describe('formatAmount', () => {
  it.each([
    [123456, 'USD', '1234.56'],
    [5, 'USD', '0.05'],
    [-5, 'EUR', '-0.05'],
    [0, 'USD', '0.00'],
    [1234, 'JPY', '1234'],
    [-1234, 'JPY', '-1234'],
    [12345, 'BHD', '12.345'],
    [1, 'KWD', '0.001'],
    [9007199254740991, 'USD', '90071992547409.91'],
    [123456789012345678901234567n, 'OMR', '123456789012345678901234.567'],
  ] as const)('%d %s -> %s', (minor, code, text) => {
    expect(formatAmount(minor, code)).toBe(text);
  });

  it('refuses an amount that is not a safe integer', () => {
    expect(() => formatAmount(1.5, 'USD')).toThrow(RangeError);
    expect(() => formatAmount(2 ** 53, 'USD')).toThrow(RangeError);
  });

  it('round-trips through parseAmount for every supported currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUPPORTED_CURRENCIES),
        fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (code, minor) => {
          expect(parseAmount(formatAmount(minor, code), code, { allowNegative: true })).toEqual({
            ok: true,
            minor: minor + 0,
          });
        },
      ),
    );
  });
});

describe('formatAmountForDisplay', () => {
  it.each([
    [123456, 'USD', '$1,234.56'],
    [-123456, 'USD', '-$1,234.56'],
    [123456, 'EUR', '€1,234.56'],
    [1234, 'JPY', '¥1,234'],
    [12345, 'BHD', 'BHD 12.345'],
    // ISO decimals, not Intl's display digits.
    [1234567, 'IDR', 'IDR 12,345.67'],
    [9007199254740991, 'USD', '$90,071,992,547,409.91'],
    [123456789012345678901234567n, 'USD', '$1,234,567,890,123,456,789,012,345.67'],
  ] as const)('%d %s -> %s', (minor, code, text) => {
    expect(formatAmountForDisplay(minor, code).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it('uses the locale', () => {
    expect(formatAmountForDisplay(123456, 'EUR', 'de-DE').replace(/\u00a0/g, ' ')).toBe('1.234,56 €');
  });
});
