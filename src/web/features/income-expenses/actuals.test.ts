import { describe, expect, it } from 'vitest';
import type { MonthActuals } from '../../../shared/transactions';
import { lastMonthActuals, monthLabel, thisMonthActuals } from './actuals';

const month = (m: string, net = '0.00'): MonthActuals => ({
  month: m,
  income: '0.00',
  expenses: '0.00',
  loanInterest: '0.00',
  net,
  expensesByCategory: [],
});

describe('last month’s actuals', () => {
  it('is the month before the current one', () => {
    const list = [month('2026-09'), month('2026-10', '-123.45'), month('2026-11')];
    expect(lastMonthActuals(list)).toEqual(month('2026-10', '-123.45'));
    expect(lastMonthActuals([month('2026-11')])).toBeNull();
    expect(lastMonthActuals(undefined)).toBeNull();
  });

  it('names the month', () => {
    expect(monthLabel('2026-10')).toBe('October 2026');
    expect(monthLabel('2027-01')).toBe('January 2027');
    expect(monthLabel('2026-13')).toBe('2026-13');
  });
});

describe('this month’s actuals', () => {
  it('is the current month so far: the last entry', () => {
    const list = [month('2026-09'), month('2026-10'), month('2026-11', '12.00')];
    expect(thisMonthActuals(list)?.month).toBe('2026-11');
    expect(thisMonthActuals([])).toBeNull();
    expect(thisMonthActuals(undefined)).toBeNull();
  });
});
