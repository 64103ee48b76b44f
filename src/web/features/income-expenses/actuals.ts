import type { MonthActuals } from '../../../shared/transactions';

// Last month's actuals for the Overview, read from the summary's `actuals` (oldest first, the
// current month last).

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
