import { describe, expect, it } from 'vitest';
import {
  CURRENCY_MINOR_UNITS,
  DEFAULT_BASE_CURRENCY,
  isCurrencyCode,
  minorUnitsOf,
  readCurrencyCode,
  SUPPORTED_CURRENCIES,
} from './codes';

// ISO 4217 minor units, pinned (decision 142).

describe('minorUnitsOf', () => {
  it.each([
    ['USD', 2],
    ['EUR', 2],
    ['GBP', 2],
    ['CHF', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['VND', 0],
    ['CLP', 0],
    ['ISK', 0],
    ['XAF', 0],
    ['XOF', 0],
    ['PYG', 0],
    ['UGX', 0],
    ['BHD', 3],
    ['KWD', 3],
    ['JOD', 3],
    ['OMR', 3],
    ['TND', 3],
    ['LYD', 3],
    ['IQD', 3],
    // ISO keeps two decimals where CLDR displays none; the books follow ISO.
    ['IDR', 2],
    ['HUF', 2],
    ['COP', 2],
    ['PKR', 2],
  ] as const)('%s has %d decimals', (code, digits) => {
    expect(minorUnitsOf(code)).toBe(digits);
  });

  it('throws for a code the product does not support', () => {
    for (const code of ['XXX', 'usd', 'HRK', 'BTC', '', 'US']) {
      expect(() => minorUnitsOf(code)).toThrow(RangeError);
    }
  });
});

describe('the supported table', () => {
  it('holds upper-case three-letter codes, each with 0, 2 or 3 decimals, and USD as the default', () => {
    expect(SUPPORTED_CURRENCIES.length).toBeGreaterThan(150);
    for (const code of SUPPORTED_CURRENCIES) {
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect([0, 2, 3]).toContain(CURRENCY_MINOR_UNITS[code]);
    }
    expect(SUPPORTED_CURRENCIES).toEqual([...SUPPORTED_CURRENCIES].sort());
    expect(isCurrencyCode(DEFAULT_BASE_CURRENCY)).toBe(true);
  });

  it('is a set of codes Intl knows, so every amount can be formatted with its currency', () => {
    const known = new Set(Intl.supportedValuesOf('currency'));
    expect(SUPPORTED_CURRENCIES.filter((code) => !known.has(code))).toEqual([]);
  });

  it('agrees with Intl wherever Intl gives 3 decimals, and for the common currencies', () => {
    const intlDigits = (code: string) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits;
    for (const code of [
      'USD',
      'EUR',
      'GBP',
      'JPY',
      'CHF',
      'CAD',
      'AUD',
      'KRW',
      'BHD',
      'KWD',
      'JOD',
      'OMR',
      'TND',
    ]) {
      expect(minorUnitsOf(code), code).toBe(intlDigits(code));
    }
  });
});

describe('isCurrencyCode and readCurrencyCode', () => {
  it('accept only supported codes; reading trims and upper-cases', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
    expect(isCurrencyCode(5)).toBe(false);
    expect(readCurrencyCode(' eur ')).toBe('EUR');
    expect(readCurrencyCode('constructor')).toBeNull();
    expect(readCurrencyCode('EURO')).toBeNull();
  });
});
