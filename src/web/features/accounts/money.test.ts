import { describe, expect, it } from 'vitest';
import { isNegative, sumAmounts, usd } from './money';

describe('usd', () => {
  it.each([
    ['0.00', '$0.00'],
    ['1234.5', '$1,234.50'],
    ['-0.05', '-$0.05'],
    ['-1000000.00', '-$1,000,000.00'],
    ['123456789012345678.90', '$123,456,789,012,345,678.90'],
    ['-123456789012345678.90', '-$123,456,789,012,345,678.90'],
    ['abc', '—'],
  ])('%s -> %s', (text, shown) => {
    expect(usd(text)).toBe(shown);
  });
});

describe('sumAmounts', () => {
  it('adds exactly', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts([])).toBe('0.00');
    expect(sumAmounts(['9999999999999.99', '9999999999999.99', '-0.01'])).toBe('19999999999999.97');
  });

  it('tells negatives apart', () => {
    expect(isNegative('-0.01')).toBe(true);
    expect(isNegative('0.00')).toBe(false);
    expect(isNegative(null)).toBe(false);
  });
});
