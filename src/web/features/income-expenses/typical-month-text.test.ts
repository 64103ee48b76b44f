import { describe, expect, it } from 'vitest';
import type { CashFlowSummary } from '../../../shared/transactions';
import {
  cashFlowCardDetail,
  cashFlowTone,
  forecastGapNote,
  monthsSpan,
  overviewGapNote,
  type RecordedGap,
  recordedGap,
} from './typical-month-text';

describe('monthsSpan', () => {
  it.each<[string[], string]>([
    [[], ''],
    [['2026-10'], 'October 2026'],
    [['2026-08', '2026-09', '2026-10'], 'August to October 2026'],
    [['2025-12', '2026-01', '2026-02'], 'December 2025 to February 2026'],
  ])('%j reads %s', (months, text) => {
    expect(monthsSpan(months)).toBe(text);
  });
});

const months = ['2026-08', '2026-09', '2026-10'];
type Figures = Pick<CashFlowSummary, 'monthlyIncome' | 'monthlyExpenses' | 'typicalMonth'>;
const figures = (recurring: [string, string], recorded: [string, string] | null): Figures => ({
  monthlyIncome: recurring[0],
  monthlyExpenses: recurring[1],
  typicalMonth: recorded && { income: recorded[0], expenses: recorded[1], months },
});

describe('recordedGap', () => {
  it('names what the recurring items leave out, side by side', () => {
    expect(recordedGap(figures(['6000.00', '15.49'], ['6000.00', '5412.33']))).toEqual({
      income: '6000.00',
      expenses: '5412.33',
      moreIncome: null,
      moreExpenses: '5396.84',
      span: 'August to October 2026',
    });
    expect(recordedGap(figures(['0.00', '0.00'], ['2800.00', '2600.25']))).toMatchObject({
      moreIncome: '2800.00',
      moreExpenses: '2600.25',
    });
  });

  it('reads a base currency of three places and one of none in their own decimals', () => {
    expect(recordedGap(figures(['0.000', '12.500'], ['0.000', '1650.125']))).toMatchObject({
      moreIncome: null,
      moreExpenses: '1637.625',
    });
    expect(recordedGap(figures(['0', '1550'], ['0', '245000']))).toMatchObject({
      moreExpenses: '243450.00',
    });
  });

  it.each<[string, Figures]>([
    ['no complete month recorded', figures(['0.00', '15.49'], null)],
    [
      'records within a tenth of the recurring items',
      figures(['5000.00', '1000.00'], ['5500.00', '1100.00']),
    ],
    [
      'records below the recurring items (projections post nothing)',
      figures(['5000.00', '1000.00'], ['0.00', '0.00']),
    ],
  ])('is null with %s', (_name, summary) => {
    expect(recordedGap(summary)).toBeNull();
  });
});

describe('the sentences', () => {
  const spending: RecordedGap = {
    income: '6000.00',
    expenses: '5412.33',
    moreIncome: null,
    moreExpenses: '5396.84',
    span: 'August to October 2026',
  };
  const both: RecordedGap = {
    ...spending,
    income: '2800.00',
    expenses: '2600.25',
    moreIncome: '2800.00',
    moreExpenses: '2600.25',
  };
  const income: RecordedGap = { ...spending, moreIncome: '1200.00', moreExpenses: null };

  it('says which way spending that is only recorded moves the figure', () => {
    expect(overviewGapNote(spending, 'USD')).toBe(
      'These figures count recurring items only. From August to October 2026 you recorded $5,412.33 of spending a month on average (loan interest aside), $5,396.84 more than your recurring expenses, so your real cash flow is likely lower. Add your regular income and spending as recurring items, or compare with the actual months below.',
    );
    expect(forecastGapNote(spending, 'USD')).toBe(
      'This forecast counts recurring items and loans only. From August to October 2026 you recorded $5,412.33 of spending a month on average (loan interest aside), $5,396.84 more than your recurring expenses, so the balances ahead are likely lower than drawn.',
    );
    expect(cashFlowCardDetail(spending, 'EUR')).toBe(
      'Recurring items only: from August to October 2026 you recorded €5,412.33 of spending a month on average (loan interest aside), €5,396.84 more than your recurring expenses',
    );
  });

  it('says income that is only recorded raises it', () => {
    expect(overviewGapNote(income, 'USD')).toContain(
      'From August to October 2026 you recorded $6,000.00 of income a month on average, $1,200.00 more than your recurring income, so your real cash flow is likely higher.',
    );
  });

  it('with both only recorded, gives both and no direction', () => {
    expect(overviewGapNote(both, 'USD')).toBe(
      'These figures count recurring items only. From August to October 2026 you recorded $2,800.00 of income and $2,600.25 of spending a month on average (loan interest aside). Add your regular income and spending as recurring items, or compare with the actual months below.',
    );
    expect(forecastGapNote(both, 'USD')).not.toContain('likely');
  });
});

describe('cashFlowTone', () => {
  const gap: RecordedGap = {
    income: '0.00',
    expenses: '900.00',
    moreIncome: null,
    moreExpenses: '900.00',
    span: 'October 2026',
  };
  it.each<[string, RecordedGap | null, string]>([
    ['4081.20', null, 'positive'],
    ['0.00', null, 'positive'],
    ['-12.00', null, 'negative'],
    ['4081.20', gap, 'default'],
    ['-12.00', gap, 'default'],
  ])('%s with a gap %j is %s', (cashFlow, g, tone) => {
    expect(cashFlowTone(cashFlow, g)).toBe(tone);
  });
});
