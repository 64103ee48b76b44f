import { formatBigCents } from './big-cents';
import { type IsoDate, parseIsoDate } from './calendar';

// Actual income and expenses, from what was posted to income and expense accounts. One meaning of
// expenses everywhere (docs/decisions/132): the expense categories' lines plus the interest loans
// cost; the principal a payment repays only moves money to a liability, so it is not spending.

/** The name interest is shown under wherever expenses are broken down. */
export const LOAN_INTEREST_NAME = 'Loan interest';

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
  /** Lines on the loans' interest-expense account (posted by loan payments, never a category). */
  loanInterest: boolean;
  categoryId: string | null;
  name: string;
  /** Sum of debits minus credits on the account in that month, in the base currency's minor units. */
  net: bigint;
}

export interface ActualsFigures {
  income: string;
  /** Posted expenses plus loan interest. */
  expenses: string;
  /** The part of `expenses` that is loan interest. */
  loanInterest: string;
  net: string;
  expensesByCategory: { categoryId: string | null; name: string; amount: string }[];
}

export interface MonthActualsFigures extends ActualsFigures {
  month: string;
}

/** Income (credits to income accounts) and expenses (debits to expense accounts, interest included). */
export function actualsOf(
  totals: readonly Omit<PostedCategoryTotal, 'month'>[],
  /** Minor units as a decimal string: cents by default, or the base currency's (decision 153). */
  format: (minor: bigint) => string = formatBigCents,
): ActualsFigures {
  let income = 0n;
  let expenses = 0n;
  let loanInterest = 0n;
  const byCategory = new Map<string, { categoryId: string | null; name: string; amount: bigint }>();
  for (const t of totals) {
    if (t.accountType === 'INCOME') {
      income -= t.net;
      continue;
    }
    expenses += t.net;
    if (t.loanInterest) loanInterest += t.net;
    const key = t.loanInterest ? 'loan-interest' : (t.categoryId ?? `uncategorized:${t.name}`);
    const name = t.loanInterest ? LOAN_INTEREST_NAME : t.name;
    const known = byCategory.get(key) ?? {
      categoryId: t.loanInterest ? null : t.categoryId,
      name,
      amount: 0n,
    };
    known.amount += t.net;
    byCategory.set(key, known);
  }
  const expensesByCategory = [...byCategory.values()]
    .filter((c) => c.amount !== 0n)
    .sort((a, b) => (a.amount === b.amount ? a.name.localeCompare(b.name) : a.amount > b.amount ? -1 : 1))
    .map((c) => ({ categoryId: c.categoryId, name: c.name, amount: format(c.amount) }));
  return {
    income: format(income),
    expenses: format(expenses),
    loanInterest: format(loanInterest),
    net: format(income - expenses),
    expensesByCategory,
  };
}

/** `actualsOf` for each month of `months`, in that order. */
export function monthActuals(
  months: readonly string[],
  totals: readonly PostedCategoryTotal[],
  format: (minor: bigint) => string = formatBigCents,
): MonthActualsFigures[] {
  return months.map((month) => ({
    month,
    ...actualsOf(
      totals.filter((t) => t.month === month),
      format,
    ),
  }));
}
