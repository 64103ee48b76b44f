import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { mustParseBigCents } from '../../domain/big-cents';
import type { IsoDate } from '../../domain/calendar';
import type { Db } from '../db/client';
import {
  accounts,
  balanceAssertions,
  journalEntries,
  journalEntryLines,
  ledgerDailyTotals,
} from '../db/schema';

// Dated balances of the user's asset and liability accounts, read straight from the journal lines
// (index journal_lines_account_date_idx). Scoped by the user's id through the accounts.

export interface DayChange {
  date: IsoDate;
  /** The currency of the lines (decision 147): each currency's balance converts on its own. */
  currency: string;
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
      currency: journalEntryLines.currency,
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
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`1`, sql`2`);
  return rows.map((r) => ({
    date: r.date,
    currency: r.currency,
    assets: mustParseBigCents(r.assets),
    liabilities: mustParseBigCents(r.liabilities),
  }));
}

/** The same for all the user's books, from the per-day and currency totals the database keeps with the lines. */
async function bookDailyChanges(db: Db, userId: string, from: IsoDate, to: IsoDate): Promise<DayChange[]> {
  const t = ledgerDailyTotals;
  const day = sql<string>`greatest(${t.entryDate}, ${from}::date)::text`;
  const rows = await db
    .select({
      date: day,
      currency: t.currency,
      assets: sql<string>`sum(${t.assets})::text`,
      liabilities: sql<string>`sum(${t.liabilities})::text`,
    })
    .from(t)
    .where(and(eq(t.userId, userId), sql`${t.entryDate} <= ${to}::date`))
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`1`, sql`2`);
  return rows.map((r) => ({
    date: r.date,
    currency: r.currency,
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
): Promise<{ accountType: string; normalBalance: string; currency: string } | undefined> {
  const [row] = await db
    .select({
      accountType: accounts.accountType,
      normalBalance: accounts.normalBalance,
      currency: accounts.currency,
    })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId), isNull(accounts.systemKey)));
  return row;
}

/**
 * The cash accounts' total now per currency (their cached balances, every line included) and the
 * per-day changes dated after `after`: a balance on a date is the total less what came after it.
 * Reads only the lines after `after` (index on account and date), so its cost does not grow with the
 * years of history.
 */
export async function cashTotalAndLaterChanges(
  db: Db,
  userId: string,
  subtypes: readonly string[],
  after: IsoDate,
): Promise<{ totals: Map<string, bigint>; later: DayChange[] }> {
  const own = and(
    eq(accounts.userId, userId),
    isNull(accounts.systemKey),
    eq(accounts.accountType, 'ASSET'),
    inArray(accounts.accountSubtype, [...subtypes]),
  );
  const totalRows = await db
    .select({
      currency: accounts.currency,
      total: sql<string>`coalesce(sum(case when ${accounts.normalBalance} = 'debit' then ${accounts.currentBalance} else -${accounts.currentBalance} end), 0)::text`,
    })
    .from(accounts)
    .where(own)
    .groupBy(accounts.currency);
  const rows = await db
    .select({
      date: sql<string>`${journalEntryLines.entryDate}::text`,
      currency: journalEntryLines.currency,
      assets: sql<string>`sum(${journalEntryLines.debit} - ${journalEntryLines.credit})::text`,
    })
    .from(journalEntryLines)
    .innerJoin(accounts, eq(accounts.id, journalEntryLines.accountId))
    .where(and(own, sql`${journalEntryLines.entryDate} > ${after}::date`))
    .groupBy(journalEntryLines.entryDate, journalEntryLines.currency)
    .orderBy(journalEntryLines.entryDate, journalEntryLines.currency);
  return {
    totals: new Map(totalRows.map((r) => [r.currency, mustParseBigCents(r.total)])),
    later: rows.map((r) => ({
      date: r.date,
      currency: r.currency,
      assets: mustParseBigCents(r.assets),
      liabilities: 0n,
    })),
  };
}

/** What moved Net Worth, by the other side of the entries (decision 127), per currency. */
export interface ChangeRow {
  klass: string;
  currency: string;
  /** The lines' date, for a currency other than the base (converted at that date's rate); else null. */
  date: IsoDate | null;
  /** Credits − debits on the other side dated on or before `from`: Net Worth at its end. */
  before: bigint;
  /** Credits − debits on the other side dated after `from` through `to`. */
  within: bigint;
}

/**
 * Net Worth moves only against the accounts that are not the user's own (income, expenses, equity,
 * the system accounts): in each currency, the sum of their credits − debits is the change of Net Worth
 * in it (every entry balances per currency). Classified by the other account and, for opening-balance
 * equity, by the entry's kind: an opening is an account's first appearance, a loan's payment the
 * balances the user gave already hold (decision 128), any other entry a correction; lines on the trading accounts of cross-currency transfers are 'exchange'. Lines in
 * another currency than `base` come per date, to convert at each date's rate (decision 153).
 */
export async function changeSums(
  db: Db,
  userId: string,
  from: IsoDate,
  to: IsoDate,
  base: string,
): Promise<ChangeRow[]> {
  const klass = sql<string>`case
    when ${journalEntries.kind} = 'opening' then 'newAccounts'
    when ${accounts.systemKey} = 'unrealized_gains' then 'valuations'
    when ${accounts.systemKey} = 'interest_expense' then 'interest'
    when ${accounts.systemKey} = 'opening_equity'
      and ${journalEntries.kind} in ('loan_payment', 'extra_payment') then 'pastLoanPayments'
    when ${accounts.systemKey} = 'opening_equity' then 'corrections'
    when ${accounts.systemKey} like 'trading:%' then 'exchange'
    when ${accounts.accountType} = 'INCOME' then 'income'
    when ${accounts.accountType} = 'EXPENSE' then 'expenses'
    else 'other' end`;
  const line = journalEntryLines;
  const rows = await db
    .select({
      klass,
      currency: line.currency,
      date: sql<
        string | null
      >`case when ${line.currency} = ${base} or ${line.entryDate} <= ${from}::date then null else ${line.entryDate}::text end`,
      before: sql<string>`coalesce(sum(${line.credit} - ${line.debit}) filter (where ${line.entryDate} <= ${from}::date), 0)::text`,
      within: sql<string>`coalesce(sum(${line.credit} - ${line.debit}) filter (where ${line.entryDate} > ${from}::date), 0)::text`,
    })
    .from(line)
    .innerJoin(accounts, eq(accounts.id, line.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, line.journalEntryId))
    .where(
      and(
        eq(accounts.userId, userId),
        sql`not (${accounts.systemKey} is null and ${accounts.accountType} in ('ASSET', 'LIABILITY'))`,
        sql`${line.entryDate} <= ${to}::date`,
      ),
    )
    .groupBy(sql`1`, sql`2`, sql`3`);
  return rows.map((r) => ({
    klass: r.klass,
    currency: r.currency,
    date: r.date,
    before: mustParseBigCents(r.before),
    within: mustParseBigCents(r.within),
  }));
}

/** The user's accounts whose start (first line or earliest assertion) falls after `from` through `to`. */
export async function accountsStartedWithin(
  db: Db,
  userId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<{ accountId: string; accountName: string; trackedSince: string }[]> {
  const own = and(
    eq(accounts.userId, userId),
    isNull(accounts.systemKey),
    inArray(accounts.accountType, ['ASSET', 'LIABILITY']),
  );
  const [lines, asserted] = await Promise.all([
    db
      .select({
        accountId: accounts.id,
        accountName: accounts.accountName,
        first: sql<string>`min(${journalEntryLines.entryDate})::text`,
      })
      .from(journalEntryLines)
      .innerJoin(accounts, eq(accounts.id, journalEntryLines.accountId))
      .where(own)
      .groupBy(accounts.id, accounts.accountName),
    db
      .select({
        accountId: accounts.id,
        accountName: accounts.accountName,
        first: sql<string>`min(${balanceAssertions.assertDate})::text`,
      })
      .from(balanceAssertions)
      .innerJoin(accounts, eq(accounts.id, balanceAssertions.accountId))
      .where(own)
      .groupBy(accounts.id, accounts.accountName),
  ]);
  const starts = new Map<string, { accountId: string; accountName: string; trackedSince: string }>();
  for (const row of [...lines, ...asserted]) {
    const known = starts.get(row.accountId);
    if (!known || row.first < known.trackedSince) {
      starts.set(row.accountId, {
        accountId: row.accountId,
        accountName: row.accountName,
        trackedSince: row.first,
      });
    }
  }
  return [...starts.values()]
    .filter((r) => r.trackedSince > from && r.trackedSince <= to)
    .sort((a, b) => (a.trackedSince < b.trackedSince ? -1 : a.trackedSince > b.trackedSince ? 1 : 0));
}
