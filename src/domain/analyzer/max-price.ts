// Beyond the spec: the highest home price the user's income supports.

import { analyzeHomePurchase, INPUT_LIMIT } from './analyze';
import type { AnalyzerInputs } from './types';

/**
 * The highest whole-dollar home price, keeping every other input (down payment, rate, term, tax,
 * insurance, HOA), whose front-end and back-end ratios stay within 28% and 36%, judged exactly as
 * analyzeHomePurchase judges them. 0 when no price fits; INPUT_LIMIT when every price does (e.g. a
 * payment that never grows). Cash flow and down-payment conditions are not part of this bound.
 *
 * Housing cost never falls as the price rises, so the fitting prices form a range starting at 0:
 * double to bracket its end, then bisect (at most ~100 evaluations).
 */
export function maxAffordableHomePrice(inputs: AnalyzerInputs): number {
  const fits = (homePrice: number): boolean => {
    const result = analyzeHomePurchase({ ...inputs, homePrice });
    return result.frontEndBadge === 'Good' && result.backEndBadge === 'Good';
  };

  if (!fits(0)) return 0;
  let low = 0; // fits
  let high = 1;
  while (fits(high)) {
    if (high >= INPUT_LIMIT) return INPUT_LIMIT;
    low = high;
    high = Math.min(high * 2, INPUT_LIMIT);
  }
  // low fits, high does not
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}
