import { and, eq, inArray, sql } from 'drizzle-orm';
import { mustParseBigCents } from '../../domain/big-cents';
import type { IsoDate } from '../../domain/calendar';
import { lastMonths, monthActuals } from '../../domain/month-actuals';
import type { MonthActuals } from '../../shared/transactions';
import type { Db } from '../db/client';
import { accounts, budgetCategories, journalEntries, journalEntryLines } from '../db/schema';

/**
 * The last 12 months of actual income and expenses (the current month last), read from the entries
 * that transactions posted: transfers and loan postings are left out.
 */
export async function monthlyActuals(db: Db, userId: string, today: IsoDate): Promise<MonthActuals[]> {
  const months = lastMonths(today, 12);
  const first = `${months[0]}-01`;
  const month = sql<string>`to_char(${journalEntryLines.entryDate}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      accountType: accounts.accountType,
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
        eq(journalEntries.kind, 'transaction'),
        inArray(accounts.accountType, ['INCOME', 'EXPENSE']),
        sql`${journalEntryLines.entryDate} >= ${first}`,
        sql`${journalEntryLines.entryDate} <= ${today}`,
      ),
    )
    .groupBy(month, accounts.accountType, budgetCategories.id, accounts.accountName);
  return monthActuals(
    months,
    rows.map((r) => ({
      month: r.month,
      accountType: r.accountType as 'INCOME' | 'EXPENSE',
      categoryId: r.categoryId,
      name: r.name,
      net: mustParseBigCents(r.net),
    })),
  );
}
