import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CashFlowItem,
  isActiveOn,
  MONTHLY_FACTORS,
  monthlyCashFlow,
  monthlyEquivalent,
} from './cash-flow';
import { FREQUENCIES, type Frequency } from './recurrence';

const THOUSANDTHS: Record<Frequency, bigint> = {
  daily: 30_440n,
  weekly: 4_330n,
  biweekly: 2_170n,
  monthly: 1_000n,
  quarterly: 330n,
  yearly: 83n,
};

describe('MONTHLY_FACTORS', () => {
  it('are the spec factors', () => {
    expect(MONTHLY_FACTORS).toEqual({
      daily: 30.44,
      weekly: 4.33,
      biweekly: 2.17,
      monthly: 1,
      quarterly: 0.33,
      yearly: 0.083,
    });
  });
});

describe('monthlyEquivalent', () => {
  it.each<[number, Frequency, number]>([
    [100_000, 'daily', 3_044_000],
    [100_000, 'weekly', 433_000],
    [100_000, 'biweekly', 217_000],
    [100_000, 'monthly', 100_000],
    [100_000, 'quarterly', 33_000],
    [100_000, 'yearly', 8_300],
    [1, 'daily', 30],
    [1, 'weekly', 4],
    [1, 'biweekly', 2],
    [1, 'monthly', 1],
    [1, 'quarterly', 0],
    [1, 'yearly', 0],
    [5, 'daily', 152], // 152.2
    [5, 'weekly', 22], // 21.65
    [5, 'biweekly', 11], // 10.85
    [5, 'quarterly', 2], // 1.65
    [5, 'yearly', 0], // 0.415
    [50, 'weekly', 217], // 216.5, half rounds up
    [50, 'biweekly', 109], // 108.5
    [50, 'quarterly', 17], // 16.5
    [500, 'yearly', 42], // 41.5
    [-50, 'quarterly', -17], // -16.5, half rounds away from zero
    [-5, 'weekly', -22],
    [123_456, 'biweekly', 267_900], // 267,899.52
    [9_999, 'yearly', 830], // 829.917
    [0, 'daily', 0],
    [Number.MAX_SAFE_INTEGER, 'yearly', 747_597_538_143_502], // exact beyond float precision
  ])('%i cents %s -> %i cents a month', (amount, frequency, expected) => {
    expect(monthlyEquivalent(amount, frequency)).toBe(expected);
  });

  it('rejects non-integer or unsafe amounts and unsafe results', () => {
    expect(() => monthlyEquivalent(10.5, 'monthly')).toThrow(RangeError);
    expect(() => monthlyEquivalent(Number.NaN, 'monthly')).toThrow(RangeError);
    expect(() => monthlyEquivalent(2 ** 53, 'monthly')).toThrow(RangeError);
    expect(() => monthlyEquivalent(Number.MAX_SAFE_INTEGER, 'daily')).toThrow(RangeError);
    expect(() => monthlyEquivalent(100, 'hourly' as Frequency)).toThrow(RangeError);
  });

  it('is within half a cent of the exact product, and odd in the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom(...FREQUENCIES),
        (amount, frequency) => {
          const result = monthlyEquivalent(amount, frequency);
          const error = BigInt(result) * 1000n - BigInt(amount) * THOUSANDTHS[frequency];
          expect(error <= 500n && error >= -500n).toBe(true);
          expect(monthlyEquivalent(-amount, frequency)).toBe(-result || 0);
        },
      ),
    );
  });
});

describe('monthlyCashFlow', () => {
  const today = '2026-03-15';
  const items: CashFlowItem[] = [
    { type: 'income', amount: 250_000, frequency: 'biweekly' }, // 5,425.00
    { type: 'income', amount: 80_000, frequency: 'monthly', endDate: today }, // ends today: still counts
    { type: 'income', amount: 999_999, frequency: 'monthly', endDate: '2026-03-14' }, // ended
    { type: 'expense', amount: 180_000, frequency: 'monthly', startDate: '2026-01-01' },
    { type: 'expense', amount: 15_050, frequency: 'weekly', endDate: null }, // 651.665 -> 651.67
    { type: 'expense', amount: 60_000, frequency: 'yearly', endDate: '2025-12-31' }, // ended
    { type: 'expense', amount: 12_000, frequency: 'quarterly', startDate: '2026-06-01' }, // 39.60, future start counts
  ];

  it('sums the monthly equivalents of running items to the cent', () => {
    expect(monthlyCashFlow(items, today)).toEqual({
      monthlyIncome: 622_500,
      monthlyExpenses: 249_127,
      monthlyCashFlow: 373_373,
    });
  });

  it('adds extra monthly expenses such as loan payments', () => {
    expect(monthlyCashFlow(items, today, 120_000)).toEqual({
      monthlyIncome: 622_500,
      monthlyExpenses: 369_127,
      monthlyCashFlow: 253_373,
    });
  });

  it('is zero with no items', () => {
    expect(monthlyCashFlow([], today)).toEqual({ monthlyIncome: 0, monthlyExpenses: 0, monthlyCashFlow: 0 });
  });

  it('rejects bad input', () => {
    expect(() => monthlyCashFlow(items, '2026-02-30')).toThrow(RangeError);
    expect(() => monthlyCashFlow(items, today, 0.5)).toThrow(RangeError);
    expect(() =>
      monthlyCashFlow([{ type: 'income', amount: 1, frequency: 'daily', endDate: 'never' }], today),
    ).toThrow(RangeError);
  });

  it('treats the end date as the last running day', () => {
    expect(isActiveOn({ endDate: '2026-03-15' }, '2026-03-15')).toBe(true);
    expect(isActiveOn({ endDate: '2026-03-14' }, '2026-03-15')).toBe(false);
    expect(isActiveOn({}, '2026-03-15')).toBe(true);
  });

  it('equals the sum of per-item equivalents, exactly', () => {
    const item = fc.record({
      type: fc.constantFrom('income' as const, 'expense' as const),
      amount: fc.integer({ min: 0, max: 1e9 }),
      frequency: fc.constantFrom(...FREQUENCIES),
      endDate: fc.constantFrom(null, '2026-01-01', '2026-03-15', '2027-01-01'),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), fc.integer({ min: 0, max: 1e9 }), (list, extra) => {
        const result = monthlyCashFlow(list, today, extra);
        const running = list.filter((i) => i.endDate === null || i.endDate >= today);
        const sum = (type: string) =>
          running
            .filter((i) => i.type === type)
            .reduce((s, i) => s + monthlyEquivalent(i.amount, i.frequency), 0);
        expect(result.monthlyIncome).toBe(sum('income'));
        expect(result.monthlyExpenses).toBe(sum('expense') + extra);
        expect(result.monthlyCashFlow).toBe(result.monthlyIncome - result.monthlyExpenses);
      }),
    );
  });
});
