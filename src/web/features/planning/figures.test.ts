import { describe, expect, it } from 'vitest';
import { barPercent, changeCaption, chartDollars, monthLabel, rangeQuery } from './figures';

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
