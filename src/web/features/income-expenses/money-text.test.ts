import { describe, expect, it } from 'vitest';
import { addDecimals, centsOf, formatDecimalUsd, isNegativeDecimal, subtractDecimals } from './money-text';

describe('money text', () => {
  it.each([
    ['0.00', '$0.00'],
    ['1234.5', '$1,234.50'],
    ['-683.73', '-$683.73'],
    ['91320000000000000.00', '$91,320,000,000,000,000.00'],
    ['abc', '—'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatDecimalUsd(value)).toBe(expected);
  });

  it('adds exactly, and reads signs and cents', () => {
    expect(addDecimals('2454.12', '1500.75')).toBe('3954.87');
    expect(addDecimals('0.10', '-0.30')).toBe('-0.20');
    expect(addDecimals('90071992547409.91', '0.01')).toBe('90071992547409.92');
    expect(subtractDecimals('100.00', '250.50')).toBe('-150.50');
    expect(subtractDecimals('100.00', '-0.50')).toBe('100.50');
    expect([isNegativeDecimal('-0.01'), isNegativeDecimal('0.00')]).toEqual([true, false]);
    expect([centsOf('12.34'), centsOf('x')]).toEqual([1234, null]);
  });
});
