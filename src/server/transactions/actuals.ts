import { and, eq, inArray, or, sql } from 'drizzle-orm';
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
import { accounts, budgetCategories, journalEntries, journalEntryLines } from '../db/schema';

// The one reading of actual income and expenses (docs/decisions/132), a read model with its query:
// the overview, Planning's cash-flow summary and forecast, budgets and Analytics all come here, so
// they say the same number.

interface PostedTotalRow {
  /** 'YYYY-MM' */
  month: string;
  accountType: string;
  /** The loans' interest-expense account. */
  loanInterest: boolean;
  categoryId: string | null;
  name: string;
  /** Debits minus credits, a decimal string. */
  net: string;
}

/**
 * Debits minus credits per income or expense account and month in [from, to]: the lines transactions
 * posted (transfers and loan principal have their own kinds and accounts), plus every line on the
 * interest-expense account, which only loan payments post to (docs/decisions/132).
 */
async function postedIncomeAndExpenses(
  db: Db,
  userId: string,
  from: string,
  to: string,
): Promise<PostedTotalRow[]> {
  const month = sql<string>`to_char(${journalEntryLines.entryDate}, 'YYYY-MM')`;
  const loanInterest = sql<boolean>`coalesce(${accounts.systemKey} = 'interest_expense', false)`;
  return db
    .select({
      month,
      accountType: accounts.accountType,
      loanInterest,
      categoryId: budgetCategories.id,
      name: accounts.accountName,
      net: sql<string>`sum(${journalEntryLines.debit} - ${journalEntryLines.credit})::text`,
    })
    .from(journalEntryLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalEntryLines.journalEntryId))
    .innerJoin(accounts, eq(accounts.id, journalEntryLines.accountId))
    .leftJoin(budgetCategories, eq(budgetCategories.accountId, accounts.id))
    .where(
      and(
        eq(journalEntries.userId, userId),
        eq(accounts.userId, userId),
        inArray(accounts.accountType, ['INCOME', 'EXPENSE']),
        or(eq(journalEntries.kind, 'transaction'), eq(accounts.systemKey, 'interest_expense')),
        sql`${journalEntryLines.entryDate} >= ${from}`,
        sql`${journalEntryLines.entryDate} <= ${to}`,
      ),
    )
    .groupBy(month, accounts.accountType, accounts.systemKey, budgetCategories.id, accounts.accountName);
}

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
