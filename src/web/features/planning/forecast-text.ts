import { isNegativeDecimal } from '../../../domain/big-cents';
import type { CashFlowForecastDto } from '../../../shared/cash-flow-forecast';
import { moneyIn } from '../../lib/money-text';
import { monthLabel } from './figures';

// The Cash Flow tab's sentences about the forecast. A balance already below zero today is said so:
// "it first drops below zero" this month would tell an overdrawn household it still has time.

/** The first month whose closing balance is back at zero or above, when today's is below. */
function firstMonthBackAboveZero(f: CashFlowForecastDto): string | null {
  return f.months.find((m) => !isNegativeDecimal(m.balance))?.month ?? null;
}

/** The caption under the forecast's title. */
export function forecastCaption(f: CashFlowForecastDto): string {
  const last = f.months[f.months.length - 1];
  if (!last) return '';
  const start = `Starting from ${moneyIn(f.startingBalance, f.baseCurrency)} in your cash accounts today, the balance is projected at ${moneyIn(last.balance, f.baseCurrency)} by the end of ${monthLabel(last.month)}.`;
  if (isNegativeDecimal(f.startingBalance)) {
    const back = firstMonthBackAboveZero(f);
    return back
      ? `${start} It is below zero today and projected back at zero or above by the end of ${monthLabel(back)}.`
      : `${start} It is below zero today and stays below throughout.`;
  }
  return f.firstNegativeMonth
    ? `${start} It first drops below zero in ${monthLabel(f.firstNegativeMonth)}.`
    : `${start} It stays at or above zero throughout.`;
}

/** The warning beside the forecast, or null when the balance never goes below zero. */
export function negativeBalanceWarning(f: CashFlowForecastDto): string | null {
  if (isNegativeDecimal(f.startingBalance)) return 'Your cash balance is below zero today.';
  return f.firstNegativeMonth
    ? `Your cash balance is projected to go negative in ${monthLabel(f.firstNegativeMonth)}.`
    : null;
}
