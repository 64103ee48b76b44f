import { type SQL, sql } from 'drizzle-orm';
import type { IsoDate } from '../../domain/calendar';
import type { NormalBalance } from '../../domain/ledger';
import type { Cents } from '../../domain/money';
import type { Db } from '../db/client';
import {
  accounts,
  balanceAssertions,
  journalEntries,
  journalEntryLines,
  ledgerAccountDailyTotals,
} from '../db/schema';
import { centsFromDb } from './money-columns';

// An account's balance as of a date (decision 125), the figure balance assertions are made to hold
// (assertions.ts) and the reconcile dialog compares with a statement.

/** Debits less credits (a decimal string) as an amount in the account's normal direction. */
export const signedNet = (normal: NormalBalance, net: string | undefined): Cents => {
  const cents = centsFromDb(net ?? '0');
  // 0 - cents, not -cents: a zero balance is 0, never -0.
  return normal === 'debit' ? cents : ((0 - cents) as Cents);
};

/**
 * The account's balance in its normal direction at the end of `date`, leaving one entry out. With an
 * assertion whose value was stated for today, only that day's entries created up to its instant count
 * (compared in the database, at its full precision).
 *
 * One statement, summing from whichever end of the account's history is nearer in time: the days up
 * to the date, or the cached balance (kept equal to every line by the ledger's triggers) less the days
 * after it. Whole days come from the totals the ledger keeps per account and day (decision 166), a row
 * per day whatever the number of lines; only the date's own lines are summed one by one. Recording
 * today's expense re-checks an assertion dated today, and one dated in the middle of five years of
 * history once cost a scan of half the account's lines (issue 28).
 */
export async function balanceThrough(
  db: Db,
  accountId: string,
  normal: NormalBalance,
  date: IsoDate,
  excludeEntryId: string | null = null,
  assertionId: string | null = null,
): Promise<Cents> {
  const line = journalEntryLines;
  const days = ledgerAccountDailyTotals;
  const net = sql`coalesce(sum(${line.debit} - ${line.credit}), 0)`;
  const ofAccount = sql`${line.accountId} = ${accountId}`;
  const kept = excludeEntryId === null ? sql`true` : sql`${line.journalEntryId} <> ${excludeEntryId}`;
  // The lines on `date` itself that count: all of them, or with an assertion stated for today, those
  // of entries recorded up to its instant (`recorded` true), or after it (false).
  const onTheDay = (recorded: boolean) => {
    if (assertionId === null)
      return recorded
        ? sql`(select ${net} from ${line} where ${ofAccount} and ${line.entryDate} = ${date} and ${kept})`
        : sql`0`;
    const through = sql`(select ${balanceAssertions.throughAt} from ${balanceAssertions} where ${balanceAssertions.id} = ${assertionId})`;
    const when = recorded
      ? sql`(${through} is null or ${journalEntries.createdAt} <= ${through})`
      : sql`(${through} is not null and ${journalEntries.createdAt} > ${through})`;
    return sql`(select ${net} from ${line} join ${journalEntries} on ${journalEntries.id} = ${line.journalEntryId}
      where ${ofAccount} and ${line.entryDate} = ${date} and ${kept} and ${when})`;
  };
  const daysSum = (range: SQL) =>
    sql`(select coalesce(sum(${days.net}), 0) from ${days} where ${days.accountId} = ${accountId} and ${range})`;
  // The days count the entry left out too: its lines in the range are taken off again.
  const excluded = (range: SQL) =>
    excludeEntryId === null
      ? sql`0`
      : sql`(select ${net} from ${line} where ${line.journalEntryId} = ${excludeEntryId} and ${ofAccount} and ${range})`;
  // Debits less credits of every line on the account, from its cached balance.
  const total = sql`(select case when ${accounts.normalBalance} = 'debit' then ${accounts.currentBalance} else -${accounts.currentBalance} end from ${accounts} where ${accounts.id} = ${accountId})`;
  const before = sql`${days.entryDate} < ${date}`;
  const after = sql`${days.entryDate} > ${date}`;
  const fromStart = sql`(${daysSum(before)} - ${excluded(sql`${line.entryDate} < ${date}`)} + ${onTheDay(true)})`;
  const fromEnd = sql`(${total} - ${daysSum(after)} - ${excluded(sql`${line.entryDate} <= ${date}`)} - ${onTheDay(false)})`;
  const first = sql`(select min(${line.entryDate}) from ${line} where ${ofAccount})`;
  const last = sql`(select max(${line.entryDate}) from ${line} where ${ofAccount})`;
  // PostgreSQL evaluates only the branch taken, each an index range scan on (account, date).
  const result = await db.execute(
    sql`select (case when ${first} is null or ${date}::date - ${first} <= ${last} - ${date}::date
      then ${fromStart} else ${fromEnd} end)::text as net`,
  );
  return signedNet(normal, (result as unknown as { rows: { net: string }[] }).rows[0]?.net);
}
