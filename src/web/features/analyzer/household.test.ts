import { describe, expect, it } from 'vitest';
import { ANALYZER_DEFAULTS, analyzeHomePurchase } from '../../../domain/analyzer';
import type { CashFlowSummary } from '../../../shared/transactions';
import { estimateNotice, formatAmountIn, formatPercent, householdFrom, recordedNotice } from './household';

const summary = (patch: Partial<CashFlowSummary> = {}): CashFlowSummary => ({
  baseCurrency: 'USD',
  monthlyIncome: '8680.00',
  monthlyExpenses: '1299.00',
  monthlyLoanPayments: '450.50',
  monthlyCashFlow: '6930.50',
  recurringIncomeCount: 1,
  recurringExpenseCount: 1,
  asOf: '2026-11-21',
  actuals: [],
  typicalMonth: null,
  missingRates: [],
  ...patch,
});
const sheet = { totalAssets: '250000.00', totalLiabilities: '20000.50' };

describe('householdFrom', () => {
  it('uses the user’s figures, with loan payments as debts and not as expenses', () => {
    expect(householdFrom(sheet, summary())).toEqual({
      currentAssets: 250_000,
      currentLiabilities: 20_000.5,
      monthlyIncome: 8_680,
      monthlyExpenses: 1_299,
      existingMonthlyDebtPayments: 450.5,
      incomeIsEstimate: false,
      expensesIsEstimate: false,
      recorded: null,
      balanceSheetMissing: false,
    });
    expect(estimateNotice(householdFrom(sheet, summary()), 'USD')).toBeNull();
  });

  it('falls back on 5,000 and 3,500 when there is no recurring data, and says so', () => {
    const none = householdFrom(sheet, summary({ recurringIncomeCount: 0, recurringExpenseCount: 0 }));
    expect([
      none.monthlyIncome,
      none.monthlyExpenses,
      none.incomeIsEstimate,
      none.expensesIsEstimate,
    ]).toEqual([5_000, 3_500, true, true]);
    expect(estimateNotice(none, 'USD')).toContain(
      'estimates of $5,000 monthly income and $3,500 monthly expenses',
    );
    const noExpenses = householdFrom(sheet, summary({ recurringExpenseCount: 0 }));
    expect([noExpenses.monthlyIncome, noExpenses.monthlyExpenses]).toEqual([8_680, 3_500]);
    expect(estimateNotice(noExpenses, 'USD')).toContain('estimate of $3,500 monthly expenses');
    const noIncome = householdFrom(sheet, summary({ recurringIncomeCount: 0 }));
    expect([noIncome.monthlyIncome, noIncome.monthlyExpenses]).toEqual([5_000, 1_299]);
    expect(estimateNotice(noIncome, 'USD')).toContain('estimate of $5,000 monthly income');
  });

  // Decision 187: a home is not judged affordable on a streaming subscription alone.
  const months = ['2026-08', '2026-09', '2026-10'];
  it('takes recorded spending when it plainly exceeds the recurring expenses, and says so', () => {
    const typicalMonth = { income: '8680.00', expenses: '5412.33', months };
    const imported = householdFrom(sheet, summary({ monthlyExpenses: '15.49', typicalMonth }));
    expect([imported.monthlyIncome, imported.monthlyExpenses, imported.expensesIsEstimate]).toEqual([
      8_680,
      5_412.33,
      false,
    ]);
    expect(recordedNotice(imported, 'USD')).toBe(
      'Monthly Expenses is your recorded spending, $5,412.33 a month on average from August to October 2026 (loan interest aside): $5,396.84 more than your recurring expenses.',
    );
    // Within a tenth of the recurring expenses, the recurring figure stands, as the spec has it.
    const close = householdFrom(sheet, summary({ typicalMonth: { ...typicalMonth, expenses: '1400.00' } }));
    expect([close.monthlyExpenses, recordedNotice(close, 'USD')]).toEqual([1_299, null]);
  });

  it('takes recorded figures instead of the estimates when nothing recurring is set up', () => {
    const none = householdFrom(
      sheet,
      summary({
        monthlyIncome: '0.00',
        monthlyExpenses: '0.00',
        recurringIncomeCount: 0,
        recurringExpenseCount: 0,
        typicalMonth: { income: '2800.00', expenses: '2600.25', months },
      }),
    );
    expect(none).toMatchObject({
      monthlyIncome: 2_800,
      monthlyExpenses: 2_600.25,
      incomeIsEstimate: false,
      expensesIsEstimate: false,
    });
    expect(estimateNotice(none, 'USD')).toBeNull();
    expect(recordedNotice(none, 'USD')).toBe(
      'No recurring income is set up, so Monthly Income is your recorded income, $2,800.00 a month on average from August to October 2026. No recurring expenses are set up, so Monthly Expenses is your recorded spending, $2,600.25 a month on average from August to October 2026 (loan interest aside).',
    );
  });

  it('never raises recurring income to what was recorded: one bonus month buys no home', () => {
    const bonus = householdFrom(
      sheet,
      summary({ typicalMonth: { income: '20000.00', expenses: '1299.00', months } }),
    );
    expect([bonus.monthlyIncome, bonus.recorded, recordedNotice(bonus, 'USD')]).toEqual([8_680, null, null]);
  });

  it('counts a missing balance sheet or summary as zero assets and estimates', () => {
    const h = householdFrom(undefined, undefined);
    expect(h).toMatchObject({
      currentAssets: 0,
      currentLiabilities: 0,
      monthlyIncome: 5_000,
      monthlyExpenses: 3_500,
      existingMonthlyDebtPayments: 0,
      balanceSheetMissing: true,
    });
  });

  it('feeds the analyzer so existing loans count once', () => {
    const h = householdFrom(sheet, summary());
    const r = analyzeHomePurchase({ ...ANALYZER_DEFAULTS, ...h });
    // new cash flow = income - expenses - loans - housing: the loans are taken off exactly once
    expect(r.newCashFlow).toBeCloseTo(8_680 - 1_299 - 450.5 - r.totalMonthlyHousing, 9);
    expect(r.backEndRatio).toBeCloseTo(((1_299 + 450.5 + r.totalMonthlyHousing) * 100) / 8_680, 9);
  });
});

describe('formatting', () => {
  it.each<[number, 0 | 2, string]>([
    [2528.2699, 2, '$2,528.27'],
    [-1894.94, 2, '-$1,894.94'],
    [500_000, 0, '$500,000'],
    [Number.POSITIVE_INFINITY, 2, '—'],
    [1e15, 0, '$1,000,000,000,000,000'],
  ])('%d with %d decimals is %s', (value, decimals, expected) => {
    expect(formatAmountIn(value, 'USD', decimals)).toBe(expected);
  });

  it('shows every figure in the base currency, with no cents where it has none', () => {
    const shown = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(shown(formatAmountIn(2528.2699, 'EUR'))).toBe('€2,528.27');
    expect(shown(formatAmountIn(150_000.4, 'JPY'))).toBe('¥150,000');
    const none = householdFrom(undefined, undefined);
    expect(shown(estimateNotice(none, 'GBP') ?? '')).toContain(
      'estimates of £5,000 monthly income and £3,500',
    );
  });

  it('shows ratios to one decimal, and N/A without income', () => {
    expect([formatPercent(67.8988), formatPercent(28), formatPercent(Infinity)]).toEqual([
      '67.9%',
      '28.0%',
      'N/A',
    ]);
  });
});
