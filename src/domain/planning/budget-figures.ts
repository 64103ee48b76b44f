import { addMonths, compareIsoDates, type IsoDate } from '../calendar';
import { isWholeMonth, lastDayOf, monthOf } from './months';

// A budget's figures: what was planned per category against what the ledger shows was spent or
// earned in the budget's period. Amounts are bigint cents, exact at any size.

export interface ItemFigures {
  planned: bigint;
  actual: bigint;
  /** planned − actual: what is left (negative once overspent). */
  remaining: bigint;
  /** How far past the plan the actual is (0 when within it). */
  over: bigint;
  /** actual / planned in whole percent, rounded down; null when nothing was planned. */
  percentUsed: number | null;
}

export function itemFigures(planned: bigint, actual: bigint): ItemFigures {
  const remaining = planned - actual;
  return {
    planned,
    actual,
    remaining,
    over: remaining < 0n ? -remaining : 0n,
    percentUsed: planned > 0n ? Number((actual * 100n) / planned) : null,
  };
}

export interface BudgetTotals {
  plannedIncome: bigint;
  actualIncome: bigint;
  plannedExpenses: bigint;
  actualExpenses: bigint;
  /** Planned expenses − actual expenses. */
  remaining: bigint;
}

export function budgetTotals(
  items: readonly { type: 'income' | 'expense'; planned: bigint; actual: bigint }[],
): BudgetTotals {
  const totals = { plannedIncome: 0n, actualIncome: 0n, plannedExpenses: 0n, actualExpenses: 0n };
  for (const item of items) {
    if (item.type === 'income') {
      totals.plannedIncome += item.planned;
      totals.actualIncome += item.actual;
    } else {
      totals.plannedExpenses += item.planned;
      totals.actualExpenses += item.actual;
    }
  }
  return { ...totals, remaining: totals.plannedExpenses - totals.actualExpenses };
}

/** Whether the period [start, end] (end null: open) includes `today`. */
export function periodIncludes(start: IsoDate, end: IsoDate | null, today: IsoDate): boolean {
  return compareIsoDates(start, today) <= 0 && (end === null || compareIsoDates(today, end) <= 0);
}

/**
 * The period one month later: a whole calendar month becomes the next whole month; any other period
 * moves both ends by a month (clamped to the month's end, an end on a month's last day stays there).
 */
export function nextMonthPeriod(start: IsoDate, end: IsoDate): { startDate: IsoDate; endDate: IsoDate } {
  if (isWholeMonth(start, end)) {
    const startDate = addMonths(start, 1);
    return { startDate, endDate: lastDayOf(monthOf(startDate)) };
  }
  const movedEnd = addMonths(end, 1);
  const endDate = lastDayOf(monthOf(end)) === end ? lastDayOf(monthOf(movedEnd)) : movedEnd;
  return { startDate: addMonths(start, 1), endDate };
}
