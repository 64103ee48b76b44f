import type { SavedSettings } from '../../../shared/settings';
import { countOf } from '../../lib/count-text';

/**
 * The toast's sentence after a change of base currency: what it converted and at which rate, or that
 * nothing was converted.
 */
export function baseCurrencySavedText(saved: SavedSettings): string {
  const totals = `Totals are in ${saved.baseCurrency}.`;
  const { converted } = saved;
  if (converted === null) return totals;
  const { rate } = converted;
  if (rate === null) return `${totals} There were no budgets or items without an account to convert.`;
  const what = [
    converted.budgetItems > 0 ? countOf(converted.budgetItems, 'budget amount') : null,
    converted.transactions > 0
      ? countOf(converted.transactions, 'item without an account', 'items without an account')
      : null,
  ]
    .filter((part) => part !== null)
    .join(' and ');
  return `${totals} Converted ${what} at 1 ${rate.base} = ${rate.rate} ${rate.quote} (rate of ${rate.rateDate}).`;
}
