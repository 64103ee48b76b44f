import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { columnsOf } from './repository';

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

/** Rows of a restore to a statement: one JSON parameter each, at most a few MB. */
const RESTORE_BATCH = 5_000;

/** A value as the JSON a row of the table is read from: JSON columns as they are, others as drizzle sends them. */
function jsonValue(column: PgColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (column.columnType === 'PgJson' || column.columnType === 'PgJsonb') return value;
  return column.mapToDriverValue(value);
}

/**
 * Inserts a table's restored rows (keyed as drizzle's values are), in their order. Each run of rows
 * that hold the same columns is one statement per RESTORE_BATCH rows, the rows passed as one JSON
 * parameter and read as the table's own row type: a parameter per value cost more to build and bind
 * than the inserts themselves (decision 174, as for imports in decision 156). A column a row leaves
 * out takes its default.
 */
export async function insertRows(db: Db, table: PgTable, values: Record<string, unknown>[]): Promise<void> {
  const columns = columnsOf(table);
  const signature = (row: Record<string, unknown>) => Object.keys(row).join(',');
  let start = 0;
  while (start < values.length) {
    const keys = signature(values[start] as Record<string, unknown>);
    let end = start + 1;
    while (
      end < values.length &&
      end - start < RESTORE_BATCH &&
      signature(values[end] as Record<string, unknown>) === keys
    )
      end += 1;
    const held = Object.keys(values[start] as Record<string, unknown>).map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`no column ${key} in the table`);
      return { key, column };
    });
    const rows = values
      .slice(start, end)
      .map((row) =>
        Object.fromEntries(held.map(({ key, column }) => [column.name, jsonValue(column, row[key])])),
      );
    const names = sql.join(
      held.map(({ column }) => sql.identifier(column.name)),
      sql`, `,
    );
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(rows)}::jsonb)`,
    );
    start = end;
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
