import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as s from '../db/schema';

// The writes of a restore (docs/decisions/057, 058, 174): the checks and clearing before it, the rows
// of each table in the order repository.ts gives, and the balances it is checked against after.

/** A restored book reports in the backup's base currency. */
export async function setBaseCurrency(db: Db, userId: string, baseCurrency: string): Promise<void> {
  await db.update(s.users).set({ baseCurrency }).where(eq(s.users.id, userId));
}

/** Whether the user has accounts of their own, transactions or loans. */
export async function bookHasData(db: Db, userId: string): Promise<boolean> {
  const [own] = await db
    .select({ id: s.accounts.id })
    .from(s.accounts)
    .where(and(eq(s.accounts.userId, userId), isNull(s.accounts.systemKey)))
    .limit(1);
  const [tx] = await db
    .select({ id: s.transactions.id })
    .from(s.transactions)
    .where(eq(s.transactions.userId, userId))
    .limit(1);
  const [loan] = await db.select({ id: s.loans.id }).from(s.loans).where(eq(s.loans.userId, userId)).limit(1);
  return Boolean(own || tx || loan);
}

/** What the app creates on first use (starting categories, system accounts) makes way for a backup's. */
export async function clearFirstUseRows(db: Db, userId: string): Promise<void> {
  await db.delete(s.budgetCategories).where(eq(s.budgetCategories.userId, userId));
  await db.delete(s.accounts).where(and(eq(s.accounts.userId, userId), isNotNull(s.accounts.systemKey)));
  await db.delete(s.userPreferences).where(eq(s.userPreferences.userId, userId));
  await db.delete(s.ledgerState).where(eq(s.ledgerState.userId, userId));
}

/**
 * Rates the user entered before restoring stay, except one of a pair and date the backup also holds:
 * the backup's replaces it (one rate a pair and date).
 */
export async function dropRatesReplacedBy(
  db: Db,
  userId: string,
  rates: readonly { rateDate: string; base: string; quote: string }[],
): Promise<void> {
  for (let i = 0; i < rates.length; i += 1_000) {
    const keys = sql.join(
      rates.slice(i, i + 1_000).map((r) => sql`(${r.rateDate}::date, ${r.base}, ${r.quote})`),
      sql`, `,
    );
    await db
      .delete(s.exchangeRates)
      .where(
        and(
          eq(s.exchangeRates.userId, userId),
          sql`(${s.exchangeRates.rateDate}, ${s.exchangeRates.base}, ${s.exchangeRates.quote}) in (${keys})`,
        ),
      );
  }
}

/** The cached balance of each of the user's accounts, by id (as stored: a decimal string). */
export async function accountBalances(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: s.accounts.id, balance: s.accounts.currentBalance })
    .from(s.accounts)
    .where(eq(s.accounts.userId, userId));
  return new Map(rows.map((a) => [a.id, a.balance]));
}
