// Home Purchase Analyzer verdict (docs/product.md §2.7, 4 "Analyzer verdicts", 9 "Analyzer formulas").

import {
  BACK_END_LIMIT,
  BACK_END_RISK,
  CASH_FLOW_RISK_PERCENT,
  DOWN_PAYMENT_ASSET_PERCENT,
  FRONT_END_LIMIT,
  FRONT_END_RISK,
  RECOMMENDATIONS,
  VERDICTS,
} from './constants';
import { estimatedMonthlyPayment } from './mortgage';
import type { AnalyzerInputs, AnalyzerResult, RatioBadge, RecommendationTone } from './types';

/**
 * Inputs arrive unchecked from form fields (docs/product.md §5: "no bounds and no messages"). Non-finite values
 * (an emptied or garbled field) count as 0, and magnitudes are capped far above any real price so
 * that sums cannot overflow into Infinity - Infinity = NaN.
 */
export const INPUT_LIMIT = 1e15;

function clean(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return 0;
  return Math.min(INPUT_LIMIT, Math.max(-INPUT_LIMIT, value));
}

function normalize(inputs: AnalyzerInputs): Required<AnalyzerInputs> {
  return {
    currentAssets: clean(inputs.currentAssets),
    currentLiabilities: clean(inputs.currentLiabilities),
    monthlyIncome: clean(inputs.monthlyIncome),
    monthlyExpenses: clean(inputs.monthlyExpenses),
    existingMonthlyDebtPayments: clean(inputs.existingMonthlyDebtPayments),
    homePrice: clean(inputs.homePrice),
    downPayment: clean(inputs.downPayment),
    interestRatePercent: clean(inputs.interestRatePercent),
    loanTermYears: clean(inputs.loanTermYears),
    annualPropertyTax: clean(inputs.annualPropertyTax),
    annualInsurance: clean(inputs.annualInsurance),
    monthlyHoa: clean(inputs.monthlyHoa),
  };
}

/**
 * Three-way comparison that ignores float noise (relative 1e-12), so a ratio that is exactly 28%
 * on paper is not judged 28.000000000000004% and flagged High.
 */
function compare(a: number, b: number): -1 | 0 | 1 {
  if (a === b) return 0;
  if (Number.isFinite(a) && Number.isFinite(b)) {
    const tolerance = 1e-12 * Math.max(1, Math.abs(a), Math.abs(b));
    if (Math.abs(a - b) <= tolerance) return 0;
  }
  return a < b ? -1 : 1;
}

/**
 * A monthly cost as a percent of income. With no income (zero or negative) any cost is
 * unaffordable, so the ratio is Infinity: badges High, not affordable, high risk, never NaN.
 */
function percentOfIncome(monthlyCost: number, income: number): number {
  if (!(income > 0)) return Number.POSITIVE_INFINITY;
  // Multiply first: 1400 * 100 / 5000 is exactly 28, 1400 / 5000 * 100 is not.
  return (monthlyCost * 100) / income;
}

function badge(ratio: number, limit: number): RatioBadge {
  return compare(ratio, limit) <= 0 ? 'Good' : 'High';
}

function toneOf(affordable: boolean, highRisk: boolean): RecommendationTone {
  if (!affordable) return 'red';
  return highRisk ? 'yellow' : 'green';
}

export function analyzeHomePurchase(inputs: AnalyzerInputs): AnalyzerResult {
  const x = normalize(inputs);
  const income = x.monthlyIncome;
  const debts = x.existingMonthlyDebtPayments;

  const loanAmount = x.homePrice - x.downPayment;
  const payment = estimatedMonthlyPayment(loanAmount, x.interestRatePercent, x.loanTermYears);
  const totalMonthlyHousing = payment + x.annualPropertyTax / 12 + x.annualInsurance / 12 + x.monthlyHoa;
  const newCashFlow = income - x.monthlyExpenses - debts - totalMonthlyHousing;

  const frontEndRatio = percentOfIncome(totalMonthlyHousing, income);
  const backEndRatio = percentOfIncome(x.monthlyExpenses + debts + totalMonthlyHousing, income);

  const frontEndFits = compare(frontEndRatio, FRONT_END_LIMIT) <= 0;
  const backEndFits = compare(backEndRatio, BACK_END_LIMIT) <= 0;
  const cashFlowPositive = compare(newCashFlow, 0) > 0;
  // downPayment <= 80% of assets, scaled to whole numbers to stay exact.
  const downPaymentFits = compare(x.downPayment * 100, x.currentAssets * DOWN_PAYMENT_ASSET_PERCENT) <= 0;
  const affordable = frontEndFits && backEndFits && cashFlowPositive && downPaymentFits;

  const highRisk =
    compare(frontEndRatio, FRONT_END_RISK) > 0 ||
    compare(backEndRatio, BACK_END_RISK) > 0 ||
    compare(newCashFlow * 100, income * CASH_FLOW_RISK_PERCENT) < 0;

  const currentNetWorth = x.currentAssets - x.currentLiabilities;
  // The spec's formula; with loan = price - down payment it always equals the current net worth
  // (the equity gained is the cash paid), up to float rounding.
  const projectedNetWorth = currentNetWorth + x.homePrice - loanAmount - x.downPayment;

  const recommendations: string[] = [];
  if (!(income > 0)) {
    recommendations.push(RECOMMENDATIONS.noIncome);
  } else {
    if (!frontEndFits) recommendations.push(RECOMMENDATIONS.frontEnd);
    if (!backEndFits) recommendations.push(RECOMMENDATIONS.backEnd);
  }
  if (!cashFlowPositive) recommendations.push(RECOMMENDATIONS.cashFlow);
  if (!downPaymentFits) recommendations.push(RECOMMENDATIONS.downPayment);
  // Nothing to fix means affordable; say so, with a caution when the budget is tight.
  if (recommendations.length === 0) {
    recommendations.push(highRisk ? RECOMMENDATIONS.tight : RECOMMENDATIONS.comfortable);
  }

  return {
    loanAmount,
    estimatedMonthlyPayment: payment,
    totalMonthlyHousing,
    newCashFlow,
    frontEndRatio,
    backEndRatio,
    frontEndBadge: badge(frontEndRatio, FRONT_END_LIMIT),
    backEndBadge: badge(backEndRatio, BACK_END_LIMIT),
    currentNetWorth,
    projectedNetWorth,
    netWorthChange: projectedNetWorth - currentNetWorth,
    affordable,
    highRisk,
    verdict: affordable ? VERDICTS.affordable : VERDICTS.tooExpensive,
    recommendationTone: toneOf(affordable, highRisk),
    recommendations,
  };
}
