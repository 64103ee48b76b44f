import { and, between, eq, sql } from 'drizzle-orm';
import type { IsoDate } from '../../domain/calendar';
import type { Db } from '../db/client';
import { accounts, cashFlowProjections, loans, transactions } from '../db/schema';

// The forecast's inputs (recurring items) and the notes a user keeps per month, scoped by user id.

export interface RecurringRow {
  type: string;
  amount: string;
  recurringFrequency: string | null;
  recurringStartDate: string | null;
  transactionDate: string;
  recurringEndDate: string | null;
  /** The account it posts to; null for a projection, which posts nothing. */
  accountId: string | null;
  /** Its account's currency; null without an account (the base currency). */
  currency: string | null;
}

export async function recurringItems(db: Db, userId: string): Promise<RecurringRow[]> {
  return db
    .select({
      type: transactions.type,
      amount: transactions.amount,
      recurringFrequency: transactions.recurringFrequency,
      recurringStartDate: transactions.recurringStartDate,
      transactionDate: transactions.transactionDate,
      recurringEndDate: transactions.recurringEndDate,
      accountId: transactions.accountId,
      currency: accounts.currency,
    })
    .from(transactions)
    .leftJoin(accounts, and(eq(accounts.id, transactions.accountId), eq(accounts.userId, userId)))
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.isRecurring, true),
        sql`${transactions.type} <> 'transfer'`,
      ),
    );
}

export interface NoteRow {
  projectionDate: string;
  notes: string | null;
}

/** Notes on months whose first day is in [first, last]. */
export async function notesBetween(
  db: Db,
  userId: string,
  first: IsoDate,
  last: IsoDate,
): Promise<NoteRow[]> {
  return db
    .select({ projectionDate: cashFlowProjections.projectionDate, notes: cashFlowProjections.notes })
    .from(cashFlowProjections)
    .where(
      and(eq(cashFlowProjections.userId, userId), between(cashFlowProjections.projectionDate, first, last)),
    );
}

export interface MonthRecord {
  projectionDate: IsoDate;
  expectedIncome: string;
  expectedExpenses: string;
  projectedBalance: string;
  actualIncome: string | null;
  actualExpenses: string | null;
  actualBalance: string | null;
  notes: string;
}

/** One row per user and month: a second note on the month replaces the first. */
export async function upsertMonth(db: Db, userId: string, record: MonthRecord): Promise<void> {
  const { projectionDate, ...rest } = record;
  await db
    .insert(cashFlowProjections)
    .values({ userId, projectionDate, ...rest })
    .onConflictDoUpdate({
      target: [cashFlowProjections.userId, cashFlowProjections.projectionDate],
      set: rest,
    });
}

export async function deleteMonth(db: Db, userId: string, projectionDate: IsoDate): Promise<void> {
  await db
    .delete(cashFlowProjections)
    .where(
      and(eq(cashFlowProjections.userId, userId), eq(cashFlowProjections.projectionDate, projectionDate)),
    );
}

/** Each of the user's loans with the currency of its liability account (decision 152). */
export async function loanCurrencies(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: loans.id, currency: accounts.currency })
    .from(loans)
    .innerJoin(accounts, eq(accounts.id, loans.accountId))
    .where(and(eq(loans.userId, userId), eq(accounts.userId, userId)));
  return new Map(rows.map((r) => [r.id, r.currency]));
}
