import fc from 'fast-check';
import { pv } from 'financial';
import { describe, expect, it } from 'vitest';
import { analyzeHomePurchase, INPUT_LIMIT } from './analyze';
import { ANALYZER_DEFAULTS } from './constants';
import { maxAffordableHomePrice } from './max-price';
import type { AnalyzerInputs } from './types';

const zeroRate: AnalyzerInputs = {
  currentAssets: 100_000,
  currentLiabilities: 0,
  monthlyIncome: 10_000,
  monthlyExpenses: 0,
  homePrice: 0,
  downPayment: 0,
  interestRatePercent: 0,
  loanTermYears: 30,
  annualPropertyTax: 0,
  annualInsurance: 0,
  monthlyHoa: 0,
};

function ratiosFit(inputs: AnalyzerInputs, homePrice: number): boolean {
  const r = analyzeHomePurchase({ ...inputs, homePrice });
  // The product's own float tolerance (relative 1e-12, analyze.ts): a looser one counted 36.0000000005 %
  // as fitting where the product says High.
  return r.frontEndRatio <= 28 * (1 + 1e-12) && r.backEndRatio <= 36 * (1 + 1e-12);
}

describe('maxAffordableHomePrice', () => {
  it.each<[string, Partial<AnalyzerInputs>, number]>([
    // housing <= 2800 -> loan <= 2800 x 360
    ['front-end bound', {}, 1_008_000],
    ['plus the down payment', { downPayment: 50_000 }, 1_058_000],
    // housing <= 3600 - 1500 = 2100 -> loan <= 756,000
    ['back-end bound', { monthlyExpenses: 1_500 }, 756_000],
    ['existing debts count', { monthlyExpenses: 1_000, existingMonthlyDebtPayments: 500 }, 756_000],
    // fixed costs 600 a month leave 2200 for the payment
    [
      'after tax, insurance and HOA',
      { annualPropertyTax: 4_800, annualInsurance: 1_200, monthlyHoa: 100 },
      792_000,
    ],
    ['fractional down payment', { downPayment: 0.5 }, 1_008_000],
    ['fixed costs alone too high', { annualPropertyTax: 40_000 }, 0],
    ['no income', { monthlyIncome: 0 }, 0],
    // a loan with no term is unaffordable, so only prices the down payment covers fit
    ['no term', { loanTermYears: 0, downPayment: 100_000.5 }, 100_000],
    ['payment never grows', { interestRatePercent: -1200 }, INPUT_LIMIT],
  ])('%s', (_name, overrides, expected) => {
    expect(maxAffordableHomePrice({ ...zeroRate, ...overrides })).toBe(expected);
  });

  it('is 0 for the defaults with the fallback income and expenses', () => {
    const inputs = {
      ...ANALYZER_DEFAULTS,
      currentAssets: 200_000,
      currentLiabilities: 0,
      monthlyIncome: 5_000,
      monthlyExpenses: 3_500,
    };
    expect(maxAffordableHomePrice(inputs)).toBe(0);
  });

  it('agrees with the closed form at 6.5%', () => {
    const inputs: AnalyzerInputs = {
      ...ANALYZER_DEFAULTS,
      currentAssets: 300_000,
      currentLiabilities: 0,
      monthlyIncome: 15_000,
      monthlyExpenses: 2_000,
    };
    // front-end: 4200, back-end: 5400 - 2000 = 3400 -> payment 3400 - 666.67 - 200
    const payment = 3_400 - 8_000 / 12 - 2_400 / 12;
    const expected = 100_000 + pv(0.065 / 12, 360, -payment);
    const result = maxAffordableHomePrice(inputs);
    expect(Math.abs(result - expected)).toBeLessThan(1);
    expect(result).toBe(Math.floor(expected));
  });

  it('fits at the result and not one dollar above', () => {
    const inputs = fc.record({
      currentAssets: fc.constant(1_000_000),
      currentLiabilities: fc.constant(0),
      monthlyIncome: fc.integer({ min: 1_000, max: 50_000 }),
      monthlyExpenses: fc.integer({ min: 0, max: 5_000 }),
      existingMonthlyDebtPayments: fc.integer({ min: 0, max: 2_000 }),
      homePrice: fc.constant(0),
      downPayment: fc.integer({ min: 0, max: 300_000 }),
      interestRatePercent: fc.integer({ min: 0, max: 1_500 }).map((bp) => bp / 100),
      loanTermYears: fc.integer({ min: 1, max: 40 }),
      annualPropertyTax: fc.integer({ min: 0, max: 20_000 }),
      annualInsurance: fc.integer({ min: 0, max: 5_000 }),
      monthlyHoa: fc.integer({ min: 0, max: 800 }),
    });
    fc.assert(
      fc.property(inputs, (i) => {
        const max = maxAffordableHomePrice(i);
        expect(Number.isInteger(max)).toBe(true);
        if (max > 0) expect(ratiosFit(i, max)).toBe(true);
        if (max > 0 || ratiosFit(i, 0)) expect(ratiosFit(i, max + 1)).toBe(false);
        const r = analyzeHomePurchase({ ...i, homePrice: max + 1 });
        expect(r.frontEndBadge === 'High' || r.backEndBadge === 'High').toBe(true);
      }),
    );
  });
});
