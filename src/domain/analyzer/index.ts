export { analyzeHomePurchase } from './analyze';
export {
  ANALYZER_DEFAULTS,
  EXPENSES_FALLBACK,
  INCOME_FALLBACK,
} from './constants';
export { maxAffordableHomePrice } from './max-price';
export type {
  AnalyzerResult,
  HomeInputs,
  HouseholdInputs,
  RatioBadge,
  RecommendationTone,
} from './types';
