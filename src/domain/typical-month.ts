import { divideRoundHalfAwayFromZero } from './money';
import type { PostedCategoryTotal } from './month-actuals';

// What a household earns and spends in a typical recent month, read from what was posted (decision
// 187). The figures that count recurring items only (Monthly Income, Monthly Expenses, Monthly Cash
// Flow, the forecast, the Home Purchase Analyzer) are set beside it, so a household whose money
// arrives by import is not told a story its books do not hold.

/** How many complete months the typical month averages: a quarter, so one odd month moves it little. */
export const TYPICAL_MONTHS = 3;

export interface TypicalMonth {
  /** The average month's posted income, minor units, half away from zero. */
  income: bigint;
  /** The average month's posted expenses without loan interest (loan payments are counted apart). */
  expenses: bigint;
  /** The complete months averaged, oldest first ('YYYY-MM'). */
  months: string[];
}

/**
 * The average posted income and expenses (loan interest aside) over the last `TYPICAL_MONTHS`
 * complete months, never reaching back before the first month with anything posted, so books begun
 * two months ago average two months, not three with an empty one. Null when no complete month has
 * anything posted.
 *
 * @param months every month the totals may hold, oldest first, the current (incomplete) month last
 */
export function typicalMonth(
  months: readonly string[],
  totals: readonly PostedCategoryTotal[],
): TypicalMonth | null {
  const complete = months.slice(0, -1);
  const posted = new Set(totals.filter((t) => t.net !== 0n).map((t) => t.month));
  const first = complete.findIndex((month) => posted.has(month));
  if (first === -1) return null;
  const averaged = complete.slice(Math.max(first, complete.length - TYPICAL_MONTHS));
  const counted = new Set(averaged);
  let income = 0n;
  let expenses = 0n;
  for (const t of totals) {
    if (!counted.has(t.month)) continue;
    // Income is credited: its net (debits minus credits) is negative.
    if (t.accountType === 'INCOME') income -= t.net;
    else if (!t.loanInterest) expenses += t.net;
  }
  const count = BigInt(averaged.length);
  return {
    income: divideRoundHalfAwayFromZero(income, count),
    expenses: divideRoundHalfAwayFromZero(expenses, count),
    months: averaged,
  };
}

/**
 * Whether a typical recorded month plainly exceeds what the recurring items say: by more than a
 * tenth of them. Then the recurring figure is not the household's, and the screens say so (decision
 * 187). A tenth allows for the usual difference of timing and rounding between a projection and what
 * was paid.
 */
export function plainlyExceeds(recorded: bigint, recurring: bigint): boolean {
  return recorded > 0n && recorded * 10n > recurring * 11n;
}
