// Home Purchase Analyzer shapes (docs/product.md §2.7, 9). All amounts are plain dollar numbers: the analyzer is a
// display calculator and nothing it returns is stored.

/** The editable fields of the panel. */
export interface HomeInputs {
  homePrice: number;
  downPayment: number;
  interestRatePercent: number;
  loanTermYears: number;
  annualPropertyTax: number;
  annualInsurance: number;
  monthlyHoa: number;
}

/** What the panel is fed from the user's data. */
export interface HouseholdInputs {
  currentAssets: number;
  currentLiabilities: number;
  monthlyIncome: number;
  monthlyExpenses: number;
  /**
   * Existing loan payments, counted as debt in the back-end ratio and taken off new cash flow.
   * Leave out when monthlyExpenses already includes them, or they count twice.
   */
  existingMonthlyDebtPayments?: number;
}

export type AnalyzerInputs = HomeInputs & HouseholdInputs;

export type RatioBadge = 'Good' | 'High';
export type RecommendationTone = 'red' | 'yellow' | 'green';

export interface AnalyzerResult {
  /** Home price minus down payment; negative when the down payment exceeds the price. */
  loanAmount: number;
  /** Principal and interest, a float estimate (not the loans' exact cents `monthlyPayment`). */
  estimatedMonthlyPayment: number;
  /** Payment plus monthly property tax, insurance and HOA. */
  totalMonthlyHousing: number;
  newCashFlow: number;
  /** Percent of income; Infinity when income is zero or negative. */
  frontEndRatio: number;
  /** Percent of income; Infinity when income is zero or negative. */
  backEndRatio: number;
  frontEndBadge: RatioBadge;
  backEndBadge: RatioBadge;
  currentNetWorth: number;
  projectedNetWorth: number;
  netWorthChange: number;
  affordable: boolean;
  highRisk: boolean;
  verdict: string;
  recommendationTone: RecommendationTone;
  recommendations: string[];
}
