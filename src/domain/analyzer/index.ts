export { analyzeHomePurchase, INPUT_LIMIT } from './analyze';
export {
  ANALYZER_DEFAULTS,
  BACK_END_LIMIT,
  BACK_END_RISK,
  CASH_FLOW_RISK_PERCENT,
  DOWN_PAYMENT_ASSET_PERCENT,
  EXPENSES_FALLBACK,
  FRONT_END_LIMIT,
  FRONT_END_RISK,
  INCOME_FALLBACK,
  RECOMMENDATIONS,
  VERDICTS,
} from './constants';
export { maxAffordableHomePrice } from './max-price';
export { estimatedMonthlyPayment } from './mortgage';
export type {
  AnalyzerInputs,
  AnalyzerResult,
  HomeInputs,
  HouseholdInputs,
  RatioBadge,
  RecommendationTone,
} from './types';
