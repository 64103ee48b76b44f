import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRates, formatRate, parseRate, RATE_ERRORS, rateOf, sameRate } from './rate';

describe('parseRate', () => {
  it.each([
    ['1.0842', 10842n, 4, '1.0842'],
    ['1.08420', 10842n, 4, '1.0842'],
    ['157.3', 1573n, 1, '157.3'],
    ['100', 100n, 0, '100'],
    ['100.000', 100n, 0, '100'],
    ['0.00645', 645n, 5, '0.00645'],
    ['0016581.5', 165815n, 1, '16581.5'],
    ['1.23456789012', 123456789012n, 11, '1.23456789012'],
    ['999999999999', 999999999999n, 0, '999999999999'],
    ['0.000000000000000001', 1n, 18, '0.000000000000000001'],
    ['120000000000', 120000000000n, 0, '120000000000'],
  ] as const)('%s is %d / 10^%d, written %s', (text, coefficient, scale, canonical) => {
    const parsed = parseRate(text);
    expect(parsed).toEqual({ ok: true, rate: { coefficient, scale } });
    if (parsed.ok) expect(formatRate(parsed.rate)).toBe(canonical);
  });

  it.each([
    ['0', RATE_ERRORS.positive],
    ['0.000', RATE_ERRORS.positive],
    ['-1.2', RATE_ERRORS.positive],
    ['1.234567890123', RATE_ERRORS.digits],
    ['1234567.89012345', RATE_ERRORS.digits],
    ['1000000000000', RATE_ERRORS.tooLarge],
    ['0.0000000000000000001', RATE_ERRORS.tooSmall],
    ['', RATE_ERRORS.format],
    ['1e-3', RATE_ERRORS.format],
    ['1,5', RATE_ERRORS.format],
    ['.5', RATE_ERRORS.format],
    ['+1', RATE_ERRORS.format],
    ['N/A', RATE_ERRORS.format],
    ['Infinity', RATE_ERRORS.format],
  ] as const)('refuses %j', (text, error) => {
    expect(parseRate(text)).toEqual({ ok: false, error });
  });

  it('reads the database form back to the same rate (numeric(30,18) pads zeros)', () => {
    expect(rateOf('1.084200000000000000')).toEqual(rateOf('1.0842'));
    expect(() => rateOf('0')).toThrow(RangeError);
  });

  it('round-trips any rate of up to 12 significant digits exactly', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 999_999_999_999n }),
        fc.integer({ min: 0, max: 18 }),
        (c, scale) => {
          const text = formatRate({ coefficient: c, scale });
          const parsed = parseRate(text);
          expect(parsed.ok).toBe(true);
          if (parsed.ok) {
            const canonical = formatRate(parsed.rate);
            expect(canonical).not.toMatch(/\.\d*0$/);
            expect(parseRate(canonical)).toEqual(parsed);
            expect(compareRates(parsed.rate, { coefficient: c, scale })).toBe(0);
          }
        },
      ),
    );
  });
});

describe('compareRates and sameRate', () => {
  it('order by value exactly', () => {
    expect(compareRates(rateOf('1.0842'), rateOf('1.08420000001'))).toBe(-1);
    expect(compareRates(rateOf('157.3'), rateOf('0.9'))).toBe(1);
    expect(compareRates(rateOf('2'), rateOf('2.000'))).toBe(0);
    expect(sameRate(rateOf('2'), rateOf('2.000'))).toBe(true);
    expect(sameRate(rateOf('2'), rateOf('2.0001'))).toBe(false);
  });
});
