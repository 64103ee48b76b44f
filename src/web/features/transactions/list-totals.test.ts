import { describe, expect, it } from 'vitest';
import { listTotals, totalsLabel } from './list-totals';

describe('the list’s totals', () => {
  const rows = [
    { type: 'income' as const, amount: '100.00' },
    { type: 'expense' as const, amount: '12.50' },
    { type: 'expense' as const, amount: '0.75' },
    { type: 'transfer' as const, amount: '40.00' },
  ];

  it('adds income and expenses in cents, transfers in neither', () => {
    expect(listTotals(rows)).toEqual({ shown: 4, income: 10000, expenses: 1325 });
  });

  it('says them, with the count of all matching once it is more than shown', () => {
    expect(totalsLabel(listTotals(rows), 4)).toBe('4 transactions · In $100.00 · Out $13.25 · Net $86.75');
    expect(totalsLabel(listTotals(rows), 9)).toBe(
      '4 shown of 9 transactions matching · In $100.00 · Out $13.25 · Net $86.75',
    );
    expect(totalsLabel(listTotals(rows.slice(1, 2)), undefined)).toBe(
      '1 transaction · In $0.00 · Out $12.50 · Net −$12.50',
    );
  });
});
