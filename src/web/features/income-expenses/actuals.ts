import type { MonthActuals } from '../../../shared/transactions';

// This month's and last month's actuals for the Overview, read from the summary's `actuals` (oldest
// first, the current month last, so far).

/** 'YYYY-MM' as 'October 2026' (English, calendar month, no time zone involved). */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number || number < 1 || number > 12) return month;
  const name = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
  return `${name} ${year}`;
}

/** The last complete month: the one before the current (last) entry; null when the list is short. */
export function lastMonthActuals(actuals: readonly MonthActuals[] | undefined): MonthActuals | null {
  if (!actuals || actuals.length < 2) return null;
  return actuals[actuals.length - 2] ?? null;
}

/** The current month so far: the last entry; null when there is none. */
export function thisMonthActuals(actuals: readonly MonthActuals[] | undefined): MonthActuals | null {
  return actuals?.at(-1) ?? null;
}

/** What an actual expenses figure counts (docs/decisions/132), the same words wherever it is shown. */
export const EXPENSES_CAPTION = 'Posted expenses and loan interest; principal repaid is not spending';
