// Analyzer constants from docs/product.md §2.4, 2.7 and 9, plus the user-facing texts.

import type { HomeInputs } from './types';

export const ANALYZER_DEFAULTS: Readonly<HomeInputs> = {
  homePrice: 500_000,
  downPayment: 100_000,
  interestRatePercent: 6.5,
  loanTermYears: 30,
  annualPropertyTax: 8_000,
  annualInsurance: 2_400,
  monthlyHoa: 0,
};

/** Used by the portfolio page when the user has no recurring income / expense data (docs/product.md §2.4). */
export const INCOME_FALLBACK = 5_000;
export const EXPENSES_FALLBACK = 3_500;

/** Ratios in percent of monthly income. */
export const FRONT_END_LIMIT = 28;
export const BACK_END_LIMIT = 36;
export const FRONT_END_RISK = 25;
export const BACK_END_RISK = 30;
/** Cash flow under this percent of income is high risk. */
export const CASH_FLOW_RISK_PERCENT = 10;
/** The down payment may use at most this percent of current assets. */
export const DOWN_PAYMENT_ASSET_PERCENT = 80;

export const VERDICTS = {
  affordable: 'You Can Afford This Home',
  tooExpensive: 'This Home May Be Too Expensive',
} as const;

export const RECOMMENDATIONS = {
  noIncome: 'Add your monthly income to see whether this home fits your budget.',
  frontEnd:
    'Housing costs would take more than 28% of your monthly income. Consider a larger down payment or a less expensive home.',
  backEnd:
    'Housing plus your other monthly expenses and debts would take more than 36% of your income. Consider paying down debts or lowering your monthly expenses first.',
  cashFlow:
    'This home would leave you with no money left over each month. Cut your monthly expenses or increase your income before buying.',
  downPayment:
    'The down payment would use more than 80% of your current assets. Save more before buying so you keep a cash reserve.',
  tight:
    'You can afford this home, but your budget would be tight. Keep an emergency fund and avoid taking on new debt.',
  comfortable:
    'This home fits your budget: housing and total debts stay within recommended limits and you keep money left over each month.',
} as const;
