import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnitsOf, SUPPORTED_CURRENCIES } from './codes';
import {
  convertMinorUnits,
  convertMinorUnitsExact,
  impliedRate,
  type PairRate,
  rateFromFraction,
} from './convert';
import { formatRate, rateOf } from './rate';

const pair = (base: string, quote: string, rate: string): PairRate => ({ base, quote, rate: rateOf(rate) });
const EUR_USD = pair('EUR', 'USD', '1.0842');

describe('convertMinorUnits', () => {
  it.each([
    // 100.00 EUR at 1.0842 = 108.42 USD, exactly.
    [10000, 'EUR', 'USD', EUR_USD, 10842],
    // The inverse direction divides by the rate: 108.42 USD = 100.00 EUR.
    [10842, 'USD', 'EUR', EUR_USD, 10000],
    // 0.05 EUR * 1.0842 = 0.05421 -> 0.05 USD.
    [5, 'EUR', 'USD', EUR_USD, 5],
    // Half-even on ties: 0.25 * 1.5 = 0.375 -> 0.38 (8 is even); 0.35 * 1.5 = 0.525 -> 0.52.
    [25, 'EUR', 'USD', pair('EUR', 'USD', '1.5'), 38],
    [35, 'EUR', 'USD', pair('EUR', 'USD', '1.5'), 52],
    [-35, 'EUR', 'USD', pair('EUR', 'USD', '1.5'), -52],
    // Into a currency without decimals: 10.00 USD at 150.5 JPY = 1505 yen; 0.01 USD = 1.505 -> 2 yen.
    [1000, 'USD', 'JPY', pair('USD', 'JPY', '150.5'), 1505],
    [1, 'USD', 'JPY', pair('USD', 'JPY', '150.5'), 2],
    // 1 yen = 1/150.5 USD = 0.0066 -> 0.01 USD; 1505 yen back to 10.00 USD.
    [1, 'JPY', 'USD', pair('USD', 'JPY', '150.5'), 1],
    [1505, 'JPY', 'USD', pair('USD', 'JPY', '150.5'), 1000],
    // Into three decimals: 100.00 USD at 0.376 BHD = 37.600 BHD; back again.
    [10000, 'USD', 'BHD', pair('USD', 'BHD', '0.376'), 37600],
    [37600, 'BHD', 'USD', pair('USD', 'BHD', '0.376'), 10000],
    // Three decimals into none: 1.000 KWD at 488.5 JPY.
    [1000, 'KWD', 'JPY', pair('KWD', 'JPY', '488.5'), 488],
    [3000, 'KWD', 'JPY', pair('KWD', 'JPY', '488.5'), 1466],
    [0, 'EUR', 'USD', EUR_USD, 0],
    [-10000, 'EUR', 'USD', EUR_USD, -10842],
  ] as const)('%d %s -> %s at %o = %d', (amount, from, to, rate, expected) => {
    expect(convertMinorUnits(amount, from, to, rate)).toBe(expected);
  });

  it('leaves an amount in its own currency as it is, with any rate', () => {
    expect(convertMinorUnits(12345, 'USD', 'USD', EUR_USD)).toBe(12345);
  });

  it('refuses a rate of another pair, an unsafe amount, and a result past the safe range', () => {
    expect(() => convertMinorUnits(100, 'GBP', 'USD', EUR_USD)).toThrow(RangeError);
    expect(() => convertMinorUnits(1.5, 'EUR', 'USD', EUR_USD)).toThrow(RangeError);
    expect(() => convertMinorUnits(Number.MAX_SAFE_INTEGER, 'EUR', 'JPY', pair('EUR', 'JPY', '160'))).toThrow(
      RangeError,
    );
  });

  it('is exact for amounts beyond the safe range in bigint', () => {
    expect(convertMinorUnitsExact(10n ** 30n, 'EUR', 'USD', EUR_USD)).toBe(10842n * 10n ** 26n);
  });

  it('is within half a minor unit of the exact value, for random amounts, rates and currencies', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUPPORTED_CURRENCIES),
        fc.constantFrom(...SUPPORTED_CURRENCIES),
        fc.integer({ min: -(10 ** 12), max: 10 ** 12 }),
        fc.bigInt({ min: 1n, max: 999_999_999_999n }),
        fc.integer({ min: 0, max: 14 }),
        (from, to, amount, coefficient, scale) => {
          fc.pre(from !== to);
          const rate = { base: from, quote: to, rate: { coefficient, scale } };
          const result = BigInt(convertMinorUnitsExact(BigInt(amount), from, to, rate));
          // exact = amount * coefficient * 10^toDigits / (10^scale * 10^fromDigits): |2(result*den - num)| <= den.
          const digits = (code: string) => BigInt(minorUnitsOf(code));
          const numerator = BigInt(amount) * coefficient * 10n ** digits(to);
          const denominator = 10n ** BigInt(scale) * 10n ** digits(from);
          const twiceError = 2n * (result * denominator - numerator);
          expect(twiceError <= denominator && twiceError >= -denominator).toBe(true);
          // Converting the negated amount gives the negated result (half-even is symmetric).
          expect(convertMinorUnitsExact(BigInt(-amount), from, to, rate)).toBe(-result);
        },
      ),
    );
  });
});

describe('impliedRate and rateFromFraction', () => {
  it.each([
    [10000, 'EUR', 10842, 'USD', '1.0842'],
    [10842, 'USD', 10000, 'EUR', '0.922339051835'],
    [1000, 'USD', 1505, 'JPY', '150.5'],
    [1505, 'JPY', 1000, 'USD', '0.00664451827243'],
    [10000, 'USD', 37600, 'BHD', '0.376'],
    [300, 'USD', 100, 'USD', '0.333333333333'],
    [100, 'USD', 200, 'USD', '2'],
  ] as const)('sent %d %s, received %d %s: %s', (sent, from, received, to, rate) => {
    expect(formatRate(impliedRate(sent, from, received, to))).toBe(rate);
  });

  it('rounds half-even to 12 significant digits and carries into a new digit', () => {
    // 2/3 = 0.6666666666666... -> 0.666666666667.
    expect(formatRate(rateFromFraction(2n, 3n))).toBe('0.666666666667');
    // 0.99999999999995 rounds to 1.00000000000 and is written 1.
    expect(formatRate(rateFromFraction(99_999_999_999_995n, 10n ** 14n))).toBe('1');
    // 2.5e-13 keeps 12 digits only down to 18 decimals: 0.00000000000025 exactly.
    expect(formatRate(rateFromFraction(1n, 4n * 10n ** 12n))).toBe('0.00000000000025');
    expect(formatRate(rateFromFraction(1n, 3n * 10n ** 12n))).toBe('0.000000000000333333');
  });

  it('refuses amounts that are not positive and rates that cannot be stored', () => {
    expect(() => impliedRate(0, 'EUR', 100, 'USD')).toThrow(RangeError);
    expect(() => impliedRate(100, 'EUR', -1, 'USD')).toThrow(RangeError);
    expect(() => rateFromFraction(10n ** 13n, 1n)).toThrow(RangeError);
    expect(() => rateFromFraction(1n, 10n ** 20n)).toThrow(RangeError);
    expect(() => rateFromFraction(9_999_999_999_999n, 10n)).toThrow(RangeError);
  });

  it('gives back a rate that converts the sent amount to within rounding of the received one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 11 }),
        fc.integer({ min: 1, max: 10 ** 11 }),
        (sent, received) => {
          const rate = impliedRate(sent, 'EUR', received, 'USD');
          const back = convertMinorUnits(sent, 'EUR', 'USD', { base: 'EUR', quote: 'USD', rate });
          // 12 significant digits: the relative error is below 5e-12, so within a cent plus that share.
          expect(Math.abs(back - received)).toBeLessThanOrEqual(1 + Math.ceil(received * 5e-12));
        },
      ),
    );
  });
});
