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
import { typicalMonth } from '../../domain/typical-month';
import type { MonthActuals, TypicalMonthDto } from '../../shared/transactions';
import type { Db } from '../db/client';
import { accounts, budgetCategories, ledgerAccountDailyTotals } from '../db/schema';
import type { BaseConverter, MissingRates } from '../exchange-rates/base-converter';

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
  currency: string;
  /** The lines' date when they are in another currency than the base (to convert at its rate). */
  date: string | null;
  /** Debits minus credits, a decimal string. */
  net: string;
}

/**
 * Debits minus credits per income or expense account and month in [from, to]: the lines transactions
 * posted (transfers and loan principal have their own kinds and accounts), plus every line on the
 * interest-expense account, which only loan payments post to (docs/decisions/132). Read from the
 * totals per account and day the ledger keeps (decision 161), not from the lines themselves.
 */
async function postedIncomeAndExpenses(
  db: Db,
  userId: string,
  from: string,
  to: string,
  base: string,
): Promise<PostedTotalRow[]> {
  const day = ledgerAccountDailyTotals;
  const month = sql<string>`to_char(${day.entryDate}, 'YYYY-MM')`;
  const loanInterest = sql<boolean>`coalesce(${accounts.systemKey} = 'interest_expense', false)`;
  const date = sql<
    string | null
  >`case when ${day.currency} = ${base} then null else ${day.entryDate}::text end`;
  return db
    .select({
      month,
      accountType: accounts.accountType,
      loanInterest,
      categoryId: budgetCategories.id,
      name: accounts.accountName,
      currency: day.currency,
      date,
      net: sql<string>`sum(${day.net})::text`,
    })
    .from(day)
    .innerJoin(accounts, eq(accounts.id, day.accountId))
    .leftJoin(budgetCategories, eq(budgetCategories.accountId, accounts.id))
    .where(
      and(
        eq(accounts.userId, userId),
        inArray(accounts.accountType, ['INCOME', 'EXPENSE']),
        or(eq(day.entryKind, 'transaction'), eq(accounts.systemKey, 'interest_expense')),
        sql`${day.entryDate} >= ${from}`,
        sql`${day.entryDate} <= ${to}`,
      ),
    )
    .groupBy(
      month,
      accounts.accountType,
      accounts.systemKey,
      budgetCategories.id,
      accounts.accountName,
      day.currency,
      // By position: the date expression binds the base currency anew each time it is written out.
      sql`7`,
    );
}

/**
 * The posted totals in the base currency's minor units (decision 153): a category's lines in another
 * currency convert at the rate of each line's date, so spending stays what it was worth when spent.
 * A currency without a rate on a date is left out and noted in `missing`.
 */
async function postedTotals(
  db: Db,
  userId: string,
  from: IsoDate,
  to: IsoDate,
  converter: BaseConverter,
  missing: MissingRates,
): Promise<PostedCategoryTotal[]> {
  const rows = await postedIncomeAndExpenses(db, userId, from, to, converter.base);
  return rows.flatMap((r) => {
    const net = converter.convertOrNote(mustParseBigCents(r.net), r.currency, r.date ?? to, missing);
    if (net === null) return [];
    return [
      {
        month: r.month,
        accountType: r.accountType as 'INCOME' | 'EXPENSE',
        loanInterest: r.loanInterest,
        categoryId: r.categoryId,
        name: r.name,
        net,
      },
    ];
  });
}

/** The last 12 months of actuals, and a typical recent month (decision 187). */
export interface RecentActuals {
  /** Oldest first, the current month last, so far: up to `today`. */
  months: MonthActuals[];
  typicalMonth: TypicalMonthDto | null;
}

/** The last 12 months of actuals (the current month last, so far: up to `today`), in the base currency. */
export async function monthlyActuals(
  db: Db,
  userId: string,
  today: IsoDate,
  converter: BaseConverter,
  missing: MissingRates,
): Promise<RecentActuals> {
  const months = lastMonths(today, 12);
  const totals = await postedTotals(db, userId, `${months[0]}-01`, today, converter, missing);
  const typical = typicalMonth(months, totals);
  return {
    months: monthActuals(months, totals, converter.format),
    typicalMonth: typical && {
      income: converter.format(typical.income),
      expenses: converter.format(typical.expenses),
      months: typical.months,
    },
  };
}

/** Actuals over [from, to] as one period (a budget's), in the base currency. */
export async function periodActuals(
  db: Db,
  userId: string,
  from: IsoDate,
  to: IsoDate,
  converter: BaseConverter,
  missing: MissingRates,
): Promise<ActualsFigures> {
  return actualsOf(await postedTotals(db, userId, from, to, converter, missing), converter.format);
}
