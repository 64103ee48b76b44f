import { describe, expect, it } from 'vitest';
import type { TransactionCount } from '../../../shared/transaction-changes';
import { totalsLabel } from './list-totals';

const counted = (over: Partial<TransactionCount>): TransactionCount => ({
  count: 4,
  baseCurrency: 'USD',
  income: '0.00',
  expenses: '0.00',
  missingRates: [],
  ...over,
});

describe('the list’s totals', () => {
  it('says how many are shown until the count is known, then the money of every match', () => {
    expect(totalsLabel(4, undefined)).toBe('4 transactions');
    expect(totalsLabel(1, undefined)).toBe('1 transaction');
    expect(totalsLabel(4, counted({ income: '100.00', expenses: '13.25' }))).toBe(
      '4 transactions · In $100.00 · Out $13.25 · Net $86.75',
    );
    // Five more rows match than are loaded: the sums are of all nine, not of the page.
    expect(totalsLabel(4, counted({ count: 9, income: '100.00', expenses: '213.25' }))).toBe(
      '4 shown of 9 transactions matching · In $100.00 · Out $213.25 · Net −$113.25',
    );
  });

  it('is in the base currency, and names what it leaves out for want of a rate', () => {
    const euros = counted({ count: 2, baseCurrency: 'EUR', income: '1234.50', expenses: '2000.00' });
    expect(totalsLabel(2, euros).replace(/\u00a0/g, ' ')).toBe(
      '2 transactions · In €1,234.50 · Out €2,000.00 · Net −€765.50',
    );
    const missing = {
      currency: 'GBP',
      baseCurrency: 'EUR',
      date: '2026-11-20',
      nextKnownDate: null,
      lastKnownDate: null,
      accounts: [{ accountId: 'a', accountName: 'Current account' }],
    };
    expect(totalsLabel(2, { ...euros, missingRates: [missing] })).toContain(
      'Leaves out Current account (GBP): no GBP→EUR rate on or before 2026-11-20.',
    );
  });
});
