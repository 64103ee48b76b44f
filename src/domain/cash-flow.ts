// Monthly cash flow from recurring income and expense items, exact to the cent.

import { compareIsoDates, type IsoDate, parseIsoDate } from './calendar';
import { type Cents, multiplyCentsByRatio } from './money';
import type { Frequency } from './recurrence';

/** The spec's monthly conversion factors (docs/product.md §9), for display. */
export const MONTHLY_FACTORS: Readonly<Record<Frequency, number>> = {
  daily: 30.44,
  weekly: 4.33,
  biweekly: 2.17,
  monthly: 1,
  quarterly: 0.33,
  yearly: 0.083,
};

// The same factors in thousandths, so conversion is integer arithmetic with a single rounding.
const FACTOR_THOUSANDTHS: Readonly<Record<Frequency, bigint>> = {
  daily: 30_440n,
  weekly: 4_330n,
  biweekly: 2_170n,
  monthly: 1_000n,
  quarterly: 330n,
  yearly: 83n,
};

function assertCents(value: Cents, name: string): void {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${name} must be a whole number of cents, got ${value}`);
}

function checkedSum(a: Cents, b: Cents): Cents {
  const sum = a + b;
  if (!Number.isSafeInteger(sum)) throw new RangeError('Cash flow total exceeds the safe integer range');
  return sum;
}

/** What one occurrence of `amount` every `frequency` is worth per month, in cents. */
export function monthlyEquivalent(amount: Cents, frequency: Frequency): Cents {
  assertCents(amount, 'amount');
  const factor = FACTOR_THOUSANDTHS[frequency];
  if (factor === undefined) throw new RangeError(`Unknown frequency: ${String(frequency)}`);
  // Half away from zero, as lenders round; a result beyond the safe-integer range throws RangeError.
  return multiplyCentsByRatio(amount, factor, 1000n);
}

export interface CashFlowItem {
  type: 'income' | 'expense';
  /** Amount per occurrence, in cents. */
  amount: Cents;
  frequency: Frequency;
  endDate?: IsoDate | null;
  /** Accepted but not used: a series that starts later still counts, as a forecast. */
  startDate?: IsoDate | null;
}

export interface MonthlyCashFlow {
  monthlyIncome: Cents;
  monthlyExpenses: Cents;
  monthlyCashFlow: Cents;
}

/** An item still runs today unless its end date is already behind us (the end day itself counts). */
export function isActiveOn(item: Pick<CashFlowItem, 'endDate'>, today: IsoDate): boolean {
  return item.endDate == null || compareIsoDates(item.endDate, today) >= 0;
}

/**
 * Monthly income, expenses and cash flow. Each item is converted and rounded on its own, then the
 * cents are summed, so the totals equal the sum of the per-item figures the UI lists.
 * `extraMonthlyExpenses` (e.g. loan payments) is added to expenses as is.
 */
export function monthlyCashFlow(
  items: readonly CashFlowItem[],
  today: IsoDate,
  extraMonthlyExpenses: Cents = 0,
): MonthlyCashFlow {
  if (parseIsoDate(today) === null) throw new RangeError(`today is not a calendar date: ${today}`);
  assertCents(extraMonthlyExpenses, 'extraMonthlyExpenses');
  let monthlyIncome = 0;
  let monthlyExpenses = extraMonthlyExpenses;
  for (const item of items) {
    if (item.endDate != null && parseIsoDate(item.endDate) === null) {
      throw new RangeError(`endDate is not a calendar date: ${item.endDate}`);
    }
    if (!isActiveOn(item, today)) continue;
    const monthly = monthlyEquivalent(item.amount, item.frequency);
    if (item.type === 'income') monthlyIncome = checkedSum(monthlyIncome, monthly);
    else monthlyExpenses = checkedSum(monthlyExpenses, monthly);
  }
  return { monthlyIncome, monthlyExpenses, monthlyCashFlow: checkedSum(monthlyIncome, -monthlyExpenses) };
}
