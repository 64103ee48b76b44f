import fc from 'fast-check';
import { pmt } from 'financial';
import { describe, expect, it } from 'vitest';
import { estimatedMonthlyPayment } from './mortgage';

describe('estimatedMonthlyPayment', () => {
  it.each<[number, number, number, number]>([
    [400_000, 6.5, 30, 2528.27],
    [200_000, 3.5, 15, 1429.77],
    [100_000, 5, 30, 536.82],
    [360_000, 0, 30, 1000],
    [12_000, 0, 1, 1000],
  ])('%d at %d%% over %d years -> %d', (loan, rate, years, expected) => {
    expect(estimatedMonthlyPayment(loan, rate, years)).toBeCloseTo(expected, 2);
  });

  it('costs nothing without a loan', () => {
    expect(estimatedMonthlyPayment(0, 6.5, 30)).toBe(0);
    expect(estimatedMonthlyPayment(-50_000, 6.5, 30)).toBe(0);
  });

  it('cannot repay a loan over no term', () => {
    expect(estimatedMonthlyPayment(100_000, 6.5, 0)).toBe(Number.POSITIVE_INFINITY);
    expect(estimatedMonthlyPayment(100_000, 0, 0)).toBe(Number.POSITIVE_INFINITY);
    expect(estimatedMonthlyPayment(100_000, 6.5, -5)).toBe(Number.POSITIVE_INFINITY);
  });

  it('stays accurate for tiny rates where 1 + r rounds to 1', () => {
    expect(estimatedMonthlyPayment(360_000, 1e-15, 30)).toBeCloseTo(1000, 9);
  });

  it('gives no payment at a monthly rate of -100% or below', () => {
    expect(estimatedMonthlyPayment(100_000, -1200, 30)).toBe(0);
    expect(estimatedMonthlyPayment(100_000, -5000, 30)).toBe(0);
  });

  it('matches numpy-financial pmt', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 5_000_000 }),
        fc.integer({ min: 1, max: 3_000 }).map((bp) => bp / 100),
        fc.integer({ min: 1, max: 40 }),
        (loan, rate, years) => {
          const expected = -pmt(rate / 100 / 12, years * 12, loan);
          expect(Math.abs(estimatedMonthlyPayment(loan, rate, years) - expected)).toBeLessThan(
            1e-9 * expected,
          );
        },
      ),
    );
  });
});
