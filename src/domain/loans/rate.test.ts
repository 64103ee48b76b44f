import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRatePercent, parseRatePercent } from './rate';

describe('parseRatePercent', () => {
  it.each([
    ['6.5', 65_000],
    ['6.1250', 61_250],
    ['0', 0],
    ['0.0001', 1],
    ['50', 500_000],
    ['50.0000', 500_000],
    ['3.75', 37_500],
    ['007.1', 71_000],
    ['-0', 0],
  ])('%s -> %i units', (text, units) => {
    expect(parseRatePercent(text)).toEqual({ ok: true, units });
  });

  it.each(['50.0001', '51', '-1', '-0.0001', '99999999999999999999'])('%s is out of range', (text) => {
    expect(parseRatePercent(text)).toEqual({ ok: false, error: 'Interest rate must be between 0 and 50' });
  });

  it.each(['', ' 6.5', '6.5 ', '6.12345', '.5', '6.', 'abc', '6,5', '+6', '1e3', 'NaN', 'Infinity'])(
    '%j is not a rate',
    (text) => {
      expect(parseRatePercent(text).ok).toBe(false);
    },
  );

  it('round-trips through formatRatePercent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), (units) => {
        expect(formatRatePercent(units)).toMatch(/^\d+\.\d{4}$/);
        expect(parseRatePercent(formatRatePercent(units))).toEqual({ ok: true, units });
      }),
    );
  });

  it('formats with four decimals', () => {
    expect(formatRatePercent(65_000)).toBe('6.5000');
    expect(formatRatePercent(1)).toBe('0.0001');
    expect(formatRatePercent(500_000)).toBe('50.0000');
  });
});
