import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { mustParseBigCents } from '../../domain/big-cents';
import type { IsoDate } from '../../domain/calendar';
import type { Db } from '../db/client';
import { accounts, journalEntryLines, ledgerDailyTotals } from '../db/schema';

// Dated balances of the user's asset and liability accounts, read straight from the journal lines
// (index journal_lines_account_date_idx). Scoped by the user's id through the accounts.

export interface DayChange {
  date: IsoDate;
  /** Debits − credits on asset accounts that day. */
  assets: bigint;
  /** Credits − debits on liability accounts that day. */
  liabilities: bigint;
}

export interface BookScope {
  /** Only this account. */
  accountId?: string;
}

/**
 * The change of total assets and liabilities on each date with postings in [from, to], oldest first.
 * Lines dated before `from` are folded into `from`'s change, so the first row also carries the
 * opening totals: one pass over the lines.
 */
export async function dailyChanges(
  db: Db,
  userId: string,
  from: IsoDate,
  to: IsoDate,
  scope: BookScope = {},
): Promise<DayChange[]> {
  if (!scope.accountId) return bookDailyChanges(db, userId, from, to);
  const day = sql<string>`greatest(${journalEntryLines.entryDate}, ${from}::date)::text`;
  const rows = await db
    .select({
      date: day,
      assets: sql<string>`coalesce(sum(${journalEntryLines.debit} - ${journalEntryLines.credit}) filter (where ${accounts.accountType} = 'ASSET'), 0)::text`,
      liabilities: sql<string>`coalesce(sum(${journalEntryLines.credit} - ${journalEntryLines.debit}) filter (where ${accounts.accountType} = 'LIABILITY'), 0)::text`,
    })
    .from(journalEntryLines)
    .innerJoin(accounts, eq(accounts.id, journalEntryLines.accountId))
    .where(
      and(
        eq(accounts.userId, userId),
        isNull(accounts.systemKey),
        inArray(accounts.accountType, ['ASSET', 'LIABILITY']),
        scope.accountId ? eq(accounts.id, scope.accountId) : undefined,
        sql`${journalEntryLines.entryDate} <= ${to}::date`,
      ),
    )
    // By position: the day expression binds `from` anew each time it is written out.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((r) => ({
    date: r.date,
    assets: mustParseBigCents(r.assets),
    liabilities: mustParseBigCents(r.liabilities),
  }));
}

/** The same for all the user's books, from the per-day totals the database keeps with the lines. */
async function bookDailyChanges(db: Db, userId: string, from: IsoDate, to: IsoDate): Promise<DayChange[]> {
  const t = ledgerDailyTotals;
  const day = sql<string>`greatest(${t.entryDate}, ${from}::date)::text`;
  const rows = await db
    .select({
      date: day,
      assets: sql<string>`sum(${t.assets})::text`,
      liabilities: sql<string>`sum(${t.liabilities})::text`,
    })
    .from(t)
    .where(and(eq(t.userId, userId), sql`${t.entryDate} <= ${to}::date`))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((r) => ({
    date: r.date,
    assets: mustParseBigCents(r.assets),
    liabilities: mustParseBigCents(r.liabilities),
  }));
}

/** The date of the user's first posting to an asset or liability account, if any. */
export async function firstPostingDate(db: Db, userId: string, accountId?: string): Promise<IsoDate | null> {
  if (!accountId) {
    const [first] = await db
      .select({ first: sql<string | null>`min(${ledgerDailyTotals.entryDate})::text` })
      .from(ledgerDailyTotals)
      .where(eq(ledgerDailyTotals.userId, userId));
    return first?.first ?? null;
  }
  const [row] = await db
    .select({ first: sql<string | null>`min(${journalEntryLines.entryDate})::text` })
    .from(journalEntryLines)
    .innerJoin(accounts, eq(accounts.id, journalEntryLines.accountId))
    .where(
      and(
        eq(accounts.userId, userId),
        isNull(accounts.systemKey),
        inArray(accounts.accountType, ['ASSET', 'LIABILITY']),
        accountId ? eq(accounts.id, accountId) : undefined,
      ),
    );
  return row?.first ?? null;
}

export async function findUserAccount(
  db: Db,
  userId: string,
  accountId: string,
): Promise<{ accountType: string; normalBalance: string } | undefined> {
  const [row] = await db
    .select({ accountType: accounts.accountType, normalBalance: accounts.normalBalance })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId), isNull(accounts.systemKey)));
  return row;
}

/**
 * The cash accounts' total now (their cached balances, every line included) and the per-day changes
 * dated after `after`: a balance on a date is the total less what came after it. Reads only the lines
 * after `after` (index on account and date), so its cost does not grow with the years of history.
 */
export async function cashTotalAndLaterChanges(
  db: Db,
  userId: string,
  subtypes: readonly string[],
  after: IsoDate,
): Promise<{ total: bigint; later: DayChange[] }> {
  const own = and(
    eq(accounts.userId, userId),
    isNull(accounts.systemKey),
    eq(accounts.accountType, 'ASSET'),
    inArray(accounts.accountSubtype, [...subtypes]),
  );
  const [totalRow] = await db
    .select({
      total: sql<string>`coalesce(sum(case when ${accounts.normalBalance} = 'debit' then ${accounts.currentBalance} else -${accounts.currentBalance} end), 0)::text`,
    })
    .from(accounts)
    .where(own);
  const rows = await db
    .select({
      date: sql<string>`${journalEntryLines.entryDate}::text`,
      assets: sql<string>`sum(${journalEntryLines.debit} - ${journalEntryLines.credit})::text`,
    })
    .from(journalEntryLines)
    .innerJoin(accounts, eq(accounts.id, journalEntryLines.accountId))
    .where(and(own, sql`${journalEntryLines.entryDate} > ${after}::date`))
    .groupBy(journalEntryLines.entryDate)
    .orderBy(journalEntryLines.entryDate);
  return {
    total: mustParseBigCents(totalRow?.total ?? '0'),
    later: rows.map((r) => ({ date: r.date, assets: mustParseBigCents(r.assets), liabilities: 0n })),
  };
}
