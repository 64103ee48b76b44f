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

  it('says the shown rows until the count is known, then the money of every match', () => {
    expect(totalsLabel(listTotals(rows), { count: 4, income: '100.00', expenses: '13.25' })).toBe(
      '4 transactions · In $100.00 · Out $13.25 · Net $86.75',
    );
    // Five more rows match than are loaded: the sums are of all nine, not of the page.
    expect(totalsLabel(listTotals(rows), { count: 9, income: '100.00', expenses: '213.25' })).toBe(
      '4 shown of 9 transactions matching · In $100.00 · Out $213.25 · Net −$113.25',
    );
    expect(totalsLabel(listTotals(rows.slice(1, 2)), undefined)).toBe(
      '1 transaction · In $0.00 · Out $12.50 · Net −$12.50',
    );
  });
});
