import { mustParseBigCents } from '../../domain/big-cents';
import type { IsoDate } from '../../domain/calendar';
import {
  type ActualsFigures,
  actualsOf,
  lastMonths,
  monthActuals,
  type PostedCategoryTotal,
} from '../../domain/month-actuals';
import type { MonthActuals } from '../../shared/transactions';
import type { Db } from '../db/client';
import { postedIncomeAndExpenses } from './repository';

// The one reading of actual income and expenses (docs/decisions/132): the overview, Planning's
// cash-flow summary and forecast, budgets and Analytics all come here, so they say the same number.

async function postedTotals(
  db: Db,
  userId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<PostedCategoryTotal[]> {
  const rows = await postedIncomeAndExpenses(db, userId, from, to);
  return rows.map((r) => ({
    month: r.month,
    accountType: r.accountType as 'INCOME' | 'EXPENSE',
    loanInterest: r.loanInterest,
    categoryId: r.categoryId,
    name: r.name,
    net: mustParseBigCents(r.net),
  }));
}

/** The last 12 months of actuals (the current month last, so far: up to `today`). */
export async function monthlyActuals(db: Db, userId: string, today: IsoDate): Promise<MonthActuals[]> {
  const months = lastMonths(today, 12);
  return monthActuals(months, await postedTotals(db, userId, `${months[0]}-01`, today));
}

/** Actuals over [from, to] as one period (a budget's). */
export async function periodActuals(
  db: Db,
  userId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<ActualsFigures> {
  return actualsOf(await postedTotals(db, userId, from, to));
}
