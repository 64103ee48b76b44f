import { describe, expect, it } from 'vitest';
import type { NetWorthChangeDto } from '../../../shared/net-worth-history';
import {
  barPercent,
  budgetItemStatus,
  changeCaption,
  chartDollars,
  growthCaption,
  growthExplanation,
  monthLabel,
  rangeQuery,
  trackingMarkers,
} from './figures';

describe('changeCaption', () => {
  it.each([
    ['198000.00', '210340.55', 'Net Worth grew $12,340.55 (6.2 %) in the last 12 months.'],
    ['1000.00', '900.00', 'Net Worth fell $100.00 (10.0 %) in the last 12 months.'],
    ['0.00', '500.00', 'Net Worth grew $500.00 in the last 12 months.'],
    ['-500.00', '500.00', 'Net Worth grew $1,000.00 in the last 12 months.'],
    ['300.00', '300.00', 'Net Worth held at $300.00 in the last 12 months.'],
    ['3.00', '4.00', 'Net Worth grew $1.00 (33.3 %) in the last 12 months.'],
  ])('%s to %s', (first, last, caption) => {
    expect(changeCaption('Net Worth', first, last, 'in the last 12 months')).toBe(caption);
  });

  it('measures a dinar’s three places', () => {
    expect(changeCaption('Net Worth', '1000.000', '1100.125', 'this year', 'KWD')).toMatch(
      /^Net Worth grew KWD\s100\.125 \(10\.0 %\) this year\.$/,
    );
  });
});

describe('rangeQuery', () => {
  it.each([
    ['3m', { from: '2026-08-22', interval: 'day' }],
    ['1y', { from: '2025-11-22', interval: 'week' }],
    ['5y', { from: '2021-11-22', interval: 'month' }],
    ['all', { from: null, interval: 'month' }],
  ] as const)('%s', (range, query) => {
    expect(rangeQuery(range, '2026-11-21')).toEqual(query);
  });
});

describe('display helpers', () => {
  it('turns amounts into chart dollars and months into labels', () => {
    expect(chartDollars('-1234.56')).toBe(-1234.56);
    expect(chartDollars('nonsense')).toBe(0);
    expect(monthLabel('2026-11')).toBe('Nov 2026');
  });

  it('bounds a progress bar to 0..100', () => {
    expect(barPercent(25, '1.00')).toBe(25);
    expect(barPercent(180, '1.00')).toBe(100);
    expect(barPercent(null, '5.00')).toBe(100);
    expect(barPercent(null, '0.00')).toBe(0);
  });
});

describe('budgetItemStatus', () => {
  it.each<['income' | 'expense', string, string, string]>([
    ['expense', '150.00', '0.00', '$150.00 remaining'],
    ['expense', '-42.50', '42.50', 'Over budget by $42.50'],
    // Income is not spent: what is left of the plan is still to come.
    ['income', '5300.00', '0.00', '$5,300.00 still to come'],
    ['income', '-200.00', '200.00', '$200.00 more than planned'],
  ])('%s with %s remaining', (categoryType, remaining, overBy, text) => {
    expect(budgetItemStatus({ categoryType, remaining, overBy }, 'USD')).toBe(text);
  });
});

describe('growth counts real movements only (decision 127)', () => {
  const change: NetWorthChangeDto = {
    from: '2025-11-22',
    to: '2026-11-21',
    baseCurrency: 'USD',
    start: '0.00',
    end: '4250.00',
    growth: '1200.00',
    savings: '1500.00',
    income: '33600.00',
    expenses: '32100.00',
    interest: '-300.00',
    valuations: '0.00',
    exchange: '0.00',
    pastLoanPayments: '0.00',
    corrections: '0.00',
    other: '0.00',
    newAccounts: '3050.00',
    accountsStarted: [{ accountId: 'a', accountName: 'Checking', trackedSince: '2025-12-01' }],
    missingRates: [],
  };
  it('leaves an account’s first appearance out of the sentence, and says so', () => {
    // The chart's line ends $4,250.00 higher; the accounts first tracked brought $3,050.00 of it.
    expect(growthCaption(change, 'in the last 12 months')).toBe(
      'Net Worth grew $4,250.00 in the last 12 months with the accounts first tracked in it; without them it grew $1,200.00.',
    );
    // A line that ends higher is never described as a fall alone.
    const added = {
      ...change,
      start: '135000.00',
      end: '179000.00',
      growth: '-45000.00',
      newAccounts: '89000.00',
    };
    expect(growthCaption(added, 'in the last 12 months')).toBe(
      'Net Worth grew $44,000.00 (32.6 %) in the last 12 months with the accounts first tracked in it; without them it fell $45,000.00 (33.3 %).',
    );
    expect(
      growthCaption({ ...change, accountsStarted: [], newAccounts: '0.00' }, 'in the last 12 months'),
    ).toBe('Net Worth grew $1,200.00 in the last 12 months.');
    expect(growthExplanation(change)).toBe(
      'From savings $1,500.00 (income $33,600.00 − expenses $32,100.00), interest -$300.00. Accounts first tracked in this period (Checking) brought $3,050.00; that is when they were added, not growth.',
    );
    expect(growthCaption({ ...change, growth: '0.00', accountsStarted: [] }, 'in the last 3 months')).toBe(
      'Net Worth held at $0.00 in the last 3 months.',
    );
  });
  it('names loan payments from before the loan was added apart from balance corrections', () => {
    const mortgage = {
      ...change,
      accountsStarted: [],
      newAccounts: '0.00',
      interest: '-20457.41',
      pastLoanPayments: '24825.72',
      corrections: '150.00',
    };
    expect(growthExplanation(mortgage)).toBe(
      'From savings $1,500.00 (income $33,600.00 − expenses $32,100.00), interest -$20,457.41, loan payments from before the loan was added $24,825.72 (paid from balances you gave), balance corrections $150.00.',
    );
  });
  it('marks each account’s start on the first chart point on or after it', () => {
    const points = [{ date: '2025-11-30' }, { date: '2025-12-07' }, { date: '2025-12-14' }];
    expect(
      trackingMarkers(points, [
        { accountName: 'Checking', trackedSince: '2025-12-01' },
        { accountName: 'Savings', trackedSince: '2025-12-07' },
        { accountName: 'Later', trackedSince: '2026-01-01' },
      ]),
    ).toEqual([{ date: '2025-12-07', names: ['Checking', 'Savings'] }]);
  });
});
