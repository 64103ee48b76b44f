import { formatBigCents } from './big-cents';
import { type IsoDate, parseIsoDate } from './calendar';

// Actual income and expenses per month, from what was posted to income and expense accounts.

/** The `count` months ending with the month of `today`, oldest first, as 'YYYY-MM'. */
export function lastMonths(today: IsoDate, count: number): string[] {
  const date = parseIsoDate(today);
  if (!date) throw new RangeError(`Not a date: ${today}`);
  const months: string[] = [];
  for (let k = count - 1; k >= 0; k--) {
    const index = date.year * 12 + (date.month - 1) - k;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    months.push(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`);
  }
  return months;
}

export interface PostedCategoryTotal {
  month: string;
  accountType: 'INCOME' | 'EXPENSE';
  categoryId: string | null;
  name: string;
  /** Sum of debits minus credits on the account in that month, in cents. */
  net: bigint;
}

export interface MonthActualsFigures {
  month: string;
  income: string;
  expenses: string;
  net: string;
  expensesByCategory: { categoryId: string | null; name: string; amount: string }[];
}

/** Income (credits to income accounts) and expenses (debits to expense accounts) per month. */
export function monthActuals(
  months: readonly string[],
  totals: readonly PostedCategoryTotal[],
): MonthActualsFigures[] {
  return months.map((month) => {
    let income = 0n;
    let expenses = 0n;
    const byCategory = new Map<string, { categoryId: string | null; name: string; amount: bigint }>();
    for (const t of totals) {
      if (t.month !== month) continue;
      if (t.accountType === 'INCOME') {
        income -= t.net;
        continue;
      }
      expenses += t.net;
      const key = t.categoryId ?? `uncategorized:${t.name}`;
      const known = byCategory.get(key) ?? { categoryId: t.categoryId, name: t.name, amount: 0n };
      known.amount += t.net;
      byCategory.set(key, known);
    }
    const expensesByCategory = [...byCategory.values()]
      .filter((c) => c.amount !== 0n)
      .sort((a, b) => (a.amount === b.amount ? a.name.localeCompare(b.name) : a.amount > b.amount ? -1 : 1))
      .map((c) => ({ categoryId: c.categoryId, name: c.name, amount: formatBigCents(c.amount) }));
    return {
      month,
      income: formatBigCents(income),
      expenses: formatBigCents(expenses),
      net: formatBigCents(income - expenses),
      expensesByCategory,
    };
  });
}
