import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeHomePurchase } from './analyze';
import {
  ANALYZER_DEFAULTS,
  EXPENSES_FALLBACK,
  INCOME_FALLBACK,
  RECOMMENDATIONS as R,
  VERDICTS,
} from './constants';
import type { AnalyzerInputs } from './types';

// Zero rate over 30 years keeps the arithmetic exact: a 360,000 loan costs 1,000 a month.
// Housing 1,600 = 1,000 + 6,000 / 12 + 1,200 / 12; income 10,000 makes ratios easy to read.
const base: AnalyzerInputs = {
  currentAssets: 100_000,
  currentLiabilities: 20_000,
  monthlyIncome: 10_000,
  monthlyExpenses: 1_000,
  homePrice: 400_000,
  downPayment: 40_000,
  interestRatePercent: 0,
  loanTermYears: 30,
  annualPropertyTax: 6_000,
  annualInsurance: 1_200,
  monthlyHoa: 0,
};

const analyze = (overrides: Partial<AnalyzerInputs>) => analyzeHomePurchase({ ...base, ...overrides });

describe('verdicts', () => {
  it('affordable and not high risk: green', () => {
    expect(analyze({})).toEqual({
      loanAmount: 360_000,
      estimatedMonthlyPayment: 1_000,
      totalMonthlyHousing: 1_600,
      newCashFlow: 7_400,
      frontEndRatio: 16,
      backEndRatio: 26,
      frontEndBadge: 'Good',
      backEndBadge: 'Good',
      currentNetWorth: 80_000,
      projectedNetWorth: 80_000,
      netWorthChange: 0,
      affordable: true,
      highRisk: false,
      verdict: VERDICTS.affordable,
      recommendationTone: 'green',
      recommendations: [R.comfortable],
    });
  });

  it('affordable but high risk via the front-end ratio (27% > 25%): yellow', () => {
    // housing 1,000 + 1,500 + 100 + 100 = 2,700; back-end (200 + 2,700) = 29%
    const r = analyze({ annualPropertyTax: 18_000, monthlyHoa: 100, monthlyExpenses: 200 });
    expect([r.frontEndRatio, r.backEndRatio, r.newCashFlow]).toEqual([27, 29, 7_100]);
    expect([r.affordable, r.highRisk, r.recommendationTone]).toEqual([true, true, 'yellow']);
    expect(r.verdict).toBe(VERDICTS.affordable);
    expect(r.recommendations).toEqual([R.tight]);
  });

  it('affordable but high risk via the back-end ratio (34% > 30%): yellow', () => {
    const r = analyze({ monthlyExpenses: 1_800 });
    expect([r.frontEndRatio, r.backEndRatio, r.newCashFlow]).toEqual([16, 34, 6_600]);
    expect([r.affordable, r.highRisk, r.recommendationTone]).toEqual([true, true, 'yellow']);
    expect(r.recommendations).toEqual([R.tight]);
  });

  it('the cash-flow trigger only fires with a back-end ratio above 90%, so never alone', () => {
    // cash flow = income x (1 - back-end / 100): under 10% of income means back-end over 90%.
    const r = analyze({ monthlyExpenses: 7_000, existingMonthlyDebtPayments: 500 });
    expect([r.backEndRatio, r.newCashFlow]).toEqual([91, 900]);
    expect([r.affordable, r.highRisk, r.recommendationTone]).toEqual([false, true, 'red']);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: -1e6, max: 1e6 }), (income, spend) => {
        const x = analyze({ monthlyIncome: income, monthlyExpenses: spend });
        if (x.newCashFlow < income / 10) expect(x.backEndRatio).toBeGreaterThan(30);
        if (x.newCashFlow <= 0) expect(x.backEndRatio).toBeGreaterThan(36);
      }),
    );
  });

  it('not affordable via the front-end ratio alone (29%)', () => {
    // housing 1,000 + 1,600 + 100 + 200 = 2,900, no other expenses
    const r = analyze({ annualPropertyTax: 19_200, monthlyHoa: 200, monthlyExpenses: 0 });
    expect([r.frontEndRatio, r.backEndRatio, r.newCashFlow]).toEqual([29, 29, 7_100]);
    expect([r.frontEndBadge, r.backEndBadge]).toEqual(['High', 'Good']);
    expect([r.affordable, r.highRisk, r.recommendationTone]).toEqual([false, true, 'red']);
    expect(r.verdict).toBe(VERDICTS.tooExpensive);
    expect(r.recommendations).toEqual([R.frontEnd]);
  });

  it('not affordable via the back-end ratio alone (37%)', () => {
    const r = analyze({ monthlyExpenses: 2_100 });
    expect([r.frontEndRatio, r.backEndRatio, r.newCashFlow]).toEqual([16, 37, 6_300]);
    expect([r.frontEndBadge, r.backEndBadge]).toEqual(['Good', 'High']);
    expect([r.affordable, r.recommendationTone]).toEqual([false, 'red']);
    expect(r.recommendations).toEqual([R.backEnd]);
  });

  it('not affordable via cash flow (exactly 0), which implies a back-end ratio of 100%', () => {
    const r = analyze({ monthlyExpenses: 8_400 });
    expect([r.backEndRatio, r.newCashFlow]).toEqual([100, 0]);
    expect([r.affordable, r.highRisk, r.recommendationTone]).toEqual([false, true, 'red']);
    expect(r.recommendations).toEqual([R.backEnd, R.cashFlow]);
  });

  it('not affordable via the down payment alone (over 80% of assets), while not high risk: red', () => {
    const r = analyze({ currentAssets: 49_999 });
    expect([r.affordable, r.highRisk, r.recommendationTone]).toEqual([false, false, 'red']);
    expect(r.recommendations).toEqual([R.downPayment]);
    expect(r.currentNetWorth).toBe(29_999);
  });
});

describe('boundaries', () => {
  it('front-end exactly 28% and back-end exactly 36% are Good and affordable, but high risk', () => {
    // housing 1,000 + 1,600 + 100 + 100 = 2,800; back-end (800 + 2,800) = 36%
    const r = analyze({ annualPropertyTax: 19_200, monthlyHoa: 100, monthlyExpenses: 800 });
    expect([r.frontEndRatio, r.backEndRatio]).toEqual([28, 36]);
    expect([r.frontEndBadge, r.backEndBadge]).toEqual(['Good', 'Good']);
    expect([r.affordable, r.highRisk, r.recommendationTone]).toEqual([true, true, 'yellow']);
    const over = analyze({ annualPropertyTax: 19_200, monthlyHoa: 100.01, monthlyExpenses: 799.99 });
    expect([over.frontEndBadge, over.backEndBadge, over.affordable]).toEqual(['High', 'Good', false]);
    const backOver = analyze({ annualPropertyTax: 19_200, monthlyHoa: 100, monthlyExpenses: 800.01 });
    expect([backOver.frontEndBadge, backOver.backEndBadge, backOver.affordable]).toEqual([
      'Good',
      'High',
      false,
    ]);
  });

  it('front-end exactly 25% and back-end exactly 30% are not high risk', () => {
    // housing 1,000 + 1,300 + 100 + 100 = 2,500; back-end (500 + 2,500) = 30%
    const inputs = { annualPropertyTax: 15_600, monthlyHoa: 100, monthlyExpenses: 500 };
    const r = analyze(inputs);
    expect([r.frontEndRatio, r.backEndRatio]).toEqual([25, 30]);
    expect([r.affordable, r.highRisk, r.recommendationTone]).toEqual([true, false, 'green']);
    expect(analyze({ ...inputs, monthlyHoa: 100.01, monthlyExpenses: 499.99 }).highRisk).toBe(true);
    expect(analyze({ ...inputs, monthlyExpenses: 500.01 }).highRisk).toBe(true);
  });

  it('a down payment of exactly 80% of assets is allowed', () => {
    expect(analyze({ currentAssets: 50_000 }).affordable).toBe(true);
  });

  it('float noise does not flip a ratio that is exactly 28% on paper', () => {
    // 16,798.20 / 12 + 0.15 sums to 1,400.0000000000002
    const r = analyze({
      homePrice: 40_000,
      annualPropertyTax: 16_798.2,
      annualInsurance: 0,
      monthlyHoa: 0.15,
      monthlyIncome: 5_000,
      monthlyExpenses: 0,
    });
    expect(r.frontEndRatio).toBeCloseTo(28, 10);
    expect(r.frontEndBadge).toBe('Good');
  });
});

describe('defaults', () => {
  it('with the fallback income and expenses, the default home is too expensive', () => {
    const r = analyzeHomePurchase({
      ...ANALYZER_DEFAULTS,
      currentAssets: 200_000,
      currentLiabilities: 50_000,
      monthlyIncome: INCOME_FALLBACK,
      monthlyExpenses: EXPENSES_FALLBACK,
    });
    expect(r.loanAmount).toBe(400_000);
    expect(r.estimatedMonthlyPayment).toBeCloseTo(2_528.27, 2);
    // 2,528.27 + 8,000 / 12 + 2,400 / 12 = 3,394.94
    expect(r.totalMonthlyHousing).toBeCloseTo(3_394.94, 2);
    expect(r.newCashFlow).toBeCloseTo(-1_894.94, 2);
    expect(r.frontEndRatio).toBeCloseTo(67.8988, 4);
    expect(r.backEndRatio).toBeCloseTo(137.8988, 4);
    expect([r.frontEndBadge, r.backEndBadge]).toEqual(['High', 'High']);
    expect([r.currentNetWorth, r.projectedNetWorth, r.netWorthChange]).toEqual([150_000, 150_000, 0]);
    expect([r.affordable, r.highRisk, r.recommendationTone]).toEqual([false, true, 'red']);
    expect(r.verdict).toBe(VERDICTS.tooExpensive);
    expect(r.recommendations).toEqual([R.frontEnd, R.backEnd, R.cashFlow]);
  });
});

describe('edge inputs', () => {
  it('zero income: ratios Infinity, not affordable, high risk', () => {
    const r = analyze({ monthlyIncome: 0 });
    expect([r.frontEndRatio, r.backEndRatio]).toEqual([Infinity, Infinity]);
    expect([r.frontEndBadge, r.backEndBadge]).toEqual(['High', 'High']);
    expect([r.affordable, r.highRisk, r.recommendationTone]).toEqual([false, true, 'red']);
    expect(r.recommendations).toEqual([R.noIncome, R.cashFlow]);
  });

  it('zero income and zero costs still give Infinity, not NaN', () => {
    const r = analyze({
      monthlyIncome: 0,
      monthlyExpenses: 0,
      homePrice: 40_000,
      annualPropertyTax: 0,
      annualInsurance: 0,
    });
    expect([r.totalMonthlyHousing, r.newCashFlow, r.frontEndRatio, r.backEndRatio]).toEqual([
      0,
      0,
      Infinity,
      Infinity,
    ]);
    expect([r.affordable, r.highRisk]).toEqual([false, true]);
  });

  it('negative income counts as no income', () => {
    expect(analyze({ monthlyIncome: -5_000 }).frontEndRatio).toBe(Infinity);
  });

  it('a down payment above the price means no loan and no payment', () => {
    const r = analyze({ downPayment: 450_000, currentAssets: 1_000_000 });
    expect([r.loanAmount, r.estimatedMonthlyPayment, r.totalMonthlyHousing]).toEqual([-50_000, 0, 600]);
  });

  it('a zero term makes any loan unaffordable', () => {
    const r = analyze({ loanTermYears: 0 });
    expect([r.estimatedMonthlyPayment, r.newCashFlow, r.frontEndRatio]).toEqual([
      Infinity,
      -Infinity,
      Infinity,
    ]);
    expect(r.affordable).toBe(false);
  });

  it('existing debts raise the back-end ratio and lower cash flow', () => {
    const r = analyze({ existingMonthlyDebtPayments: 500 });
    expect([r.frontEndRatio, r.backEndRatio, r.newCashFlow]).toEqual([16, 31, 6_900]);
    expect(r.highRisk).toBe(true);
  });

  it('empty or garbled fields (NaN, Infinity) count as zero', () => {
    const r = analyze({ monthlyHoa: Number.NaN, annualInsurance: Number.POSITIVE_INFINITY });
    expect(r.totalMonthlyHousing).toBe(1_500);
  });

  it('never returns NaN and keeps the tone consistent, whatever the numbers', () => {
    const n = fc.double();
    fc.assert(
      fc.property(
        fc.record({
          currentAssets: n,
          currentLiabilities: n,
          monthlyIncome: n,
          monthlyExpenses: n,
          existingMonthlyDebtPayments: fc.option(n, { nil: undefined }),
          homePrice: n,
          downPayment: n,
          interestRatePercent: n,
          loanTermYears: n,
          annualPropertyTax: n,
          annualInsurance: n,
          monthlyHoa: n,
        }),
        (inputs) => {
          const r = analyzeHomePurchase(inputs);
          for (const value of Object.values(r)) if (typeof value === 'number') expect(value).not.toBeNaN();
          expect(r.recommendationTone).toBe(!r.affordable ? 'red' : r.highRisk ? 'yellow' : 'green');
          expect(r.recommendations.length).toBeGreaterThan(0);
          expect(r.verdict).toBe(r.affordable ? VERDICTS.affordable : VERDICTS.tooExpensive);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
