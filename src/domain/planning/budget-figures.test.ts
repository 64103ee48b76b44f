import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetTotals, itemFigures, nextMonthPeriod, periodIncludes } from './budget-figures';

describe('itemFigures', () => {
  it.each<[bigint, bigint, bigint, bigint, number | null]>([
    [50000n, 12550n, 37450n, 0n, 25],
    [50000n, 50000n, 0n, 0n, 100],
    [50000n, 61234n, -11234n, 11234n, 122],
    [0n, 100n, -100n, 100n, null],
    [30000n, 0n, 30000n, 0n, 0],
  ])('planned %s, actual %s: remaining %s, over %s, %s%%', (planned, actual, remaining, over, percent) => {
    expect(itemFigures(planned, actual)).toEqual({
      planned,
      actual,
      remaining,
      over,
      percentUsed: percent,
    });
  });

  it('remaining plus actual is always the plan, and over is what the actual passes it by', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 15n }),
        (p, a) => {
          const f = itemFigures(p, a);
          expect(f.remaining + f.actual).toBe(p);
          expect(f.over).toBe(a > p ? a - p : 0n);
        },
      ),
    );
  });
});

describe('budgetTotals', () => {
  it('keeps income and expenses apart; remaining is of the expenses', () => {
    expect(
      budgetTotals([
        { type: 'income', planned: 500000n, actual: 510000n },
        { type: 'expense', planned: 60000n, actual: 12550n },
        { type: 'expense', planned: 150000n, actual: 150000n },
      ]),
    ).toEqual({
      plannedIncome: 500000n,
      actualIncome: 510000n,
      plannedExpenses: 210000n,
      actualExpenses: 162550n,
      remaining: 47450n,
    });
  });
});

describe('periodIncludes', () => {
  it.each<[string, string | null, string, boolean]>([
    ['2026-11-01', '2026-11-30', '2026-11-21', true],
    ['2026-11-01', '2026-11-30', '2026-11-30', true],
    ['2026-11-01', '2026-11-30', '2026-12-01', false],
    ['2026-11-22', '2026-11-30', '2026-11-21', false],
    ['2026-01-01', null, '2030-05-05', true],
  ])('[%s, %s] includes %s: %s', (start, end, today, included) => {
    expect(periodIncludes(start, end, today)).toBe(included);
  });
});

describe('nextMonthPeriod', () => {
  it.each<[string, string, string, string]>([
    ['2026-11-01', '2026-11-30', '2026-12-01', '2026-12-31'],
    ['2026-01-01', '2026-01-31', '2026-02-01', '2026-02-28'],
    ['2028-01-01', '2028-01-31', '2028-02-01', '2028-02-29'],
    ['2026-12-01', '2026-12-31', '2027-01-01', '2027-01-31'],
    ['2026-01-15', '2026-02-14', '2026-02-15', '2026-03-14'],
    ['2026-01-31', '2026-02-28', '2026-02-28', '2026-03-31'],
  ])('%s..%s becomes %s..%s', (start, end, nextStart, nextEnd) => {
    expect(nextMonthPeriod(start, end)).toEqual({ startDate: nextStart, endDate: nextEnd });
  });
});
