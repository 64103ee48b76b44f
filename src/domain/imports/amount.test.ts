import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DecimalMode, detectDecimalSeparator, parseBankAmount } from './amount';

describe('parseBankAmount', () => {
  it.each<[string, DecimalMode, number | null]>([
    ['12.34', '.', 1234],
    ['-12.5', '.', -1250],
    ['1,234.56', '.', 123456],
    ['1.234,56', ',', 123456],
    ['-1.085,50', ',', -108550],
    ['4,5', ',', 450],
    ['(12.00)', '.', -1200],
    ['12.00-', '.', -1200],
    ['+3', '.', 300],
    ['$1,500.00', '.', 150000],
    ['€ 4,50', ',', 450],
    ['1 234,56', ',', 123456],
    ['EUR -7.10', '.', -710],
    ['1,23', 'auto', 123],
    ['1,234', 'auto', 123400],
    ['1.234,5', 'auto', 123450],
    ['12.345', '.', 1235],
    ['-12.345', '.', -1235],
    ['-6.6000', '.', -660],
    ['-.60', '.', -60],
    ['+00000000000000.2400', '.', 24],
    ['8.850', 'ofx', 885],
    ['1,5', 'ofx', 150],
    ['12.34 CR', '.', 1234],
    ['12.34DR', '.', -1234],
    ["1'234.50", '.', 123450],
    ['CHF 12.00', '.', 1200],
    ['$-4.00', '.', -400],
    ['.', '.', null],
    ['abc', '.', null],
    ['', '.', null],
    ['1,2,3', '.', null],
    ['12345678901.00', '.', null],
    ['=cmd|calc', '.', null],
  ])('%s with %s → %s', (text, decimal, cents) => {
    expect(parseBankAmount(text, decimal)).toBe(cents);
  });

  it('reads any cents value written with either separator back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (cents) => {
        const abs = Math.abs(cents);
        const whole = Math.floor(abs / 100)
          .toString()
          .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
        const text = `${cents < 0 ? '-' : ''}${whole},${String(abs % 100).padStart(2, '0')}`;
        expect(parseBankAmount(text, ',')).toBe(cents);
        expect(parseBankAmount(`${(cents / 100).toFixed(2)}`, '.')).toBe(cents);
      }),
    );
  });
});

describe('detectDecimalSeparator', () => {
  it('reads the column', () => {
    expect(detectDecimalSeparator(['3.250,00', '-67,89'])).toBe(',');
    expect(detectDecimalSeparator(['1,500.00', '84.23'])).toBe('.');
    expect(detectDecimalSeparator(['12', '1.234'])).toBeNull();
    expect(detectDecimalSeparator(['-6.6000', '8.850'])).toBe('.');
    expect(detectDecimalSeparator(['1.234.567', '12'])).toBe(',');
  });
});
