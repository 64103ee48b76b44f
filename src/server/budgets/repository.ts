import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { IsoDate } from '../../domain/calendar';
import type { BudgetItemData } from '../../shared/budgets';
import type { Db } from '../db/client';
import { budgetCategories, budgetItems, budgets, journalEntries, journalEntryLines } from '../db/schema';
import { centsToDb } from '../ledger';

// Every query for budgets and their items, scoped by the user's id (an item through its budget's).

export type BudgetRow = typeof budgets.$inferSelect;
export type NewBudgetRow = Omit<typeof budgets.$inferInsert, 'id' | 'userId'>;

export interface ItemRow {
  id: string;
  categoryId: string | null;
  amount: string;
  notes: string | null;
  categoryName: string | null;
  categoryType: string | null;
  color: string | null;
  accountId: string | null;
}

export async function listBudgetRows(db: Db, userId: string): Promise<BudgetRow[]> {
  return db
    .select()
    .from(budgets)
    .where(eq(budgets.userId, userId))
    .orderBy(desc(budgets.startDate), desc(budgets.id));
}

export async function findBudgetRow(
  db: Db,
  userId: string,
  id: string,
  lock = false,
): Promise<BudgetRow | undefined> {
  const query = db
    .select()
    .from(budgets)
    .where(and(eq(budgets.id, id), eq(budgets.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertBudgetRow(db: Db, userId: string, values: NewBudgetRow): Promise<BudgetRow> {
  const [row] = await db
    .insert(budgets)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateBudgetRow(
  db: Db,
  userId: string,
  id: string,
  values: Partial<NewBudgetRow>,
): Promise<void> {
  await db
    .update(budgets)
    .set(values)
    .where(and(eq(budgets.id, id), eq(budgets.userId, userId)));
}

export async function deleteBudgetRow(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(budgets)
    .where(and(eq(budgets.id, id), eq(budgets.userId, userId)))
    .returning({ id: budgets.id });
  return rows.length > 0;
}

/** The budget's items with their categories, in the order they were added. */
export async function itemRows(db: Db, budgetId: string): Promise<ItemRow[]> {
  return db
    .select({
      id: budgetItems.id,
      categoryId: budgetItems.categoryId,
      amount: budgetItems.amount,
      notes: budgetItems.notes,
      categoryName: budgetCategories.name,
      categoryType: budgetCategories.type,
      color: budgetCategories.color,
      accountId: budgetCategories.accountId,
    })
    .from(budgetItems)
    .leftJoin(budgetCategories, eq(budgetCategories.id, budgetItems.categoryId))
    .where(eq(budgetItems.budgetId, budgetId))
    .orderBy(asc(budgetCategories.type), asc(budgetCategories.name), asc(budgetItems.id));
}

export async function insertItems(db: Db, budgetId: string, items: readonly BudgetItemData[]): Promise<void> {
  if (items.length === 0) return;
  await db.insert(budgetItems).values(
    items.map((item) => ({
      budgetId,
      categoryId: item.categoryId,
      amount: centsToDb(item.amount),
      notes: item.notes,
    })),
  );
}

export async function deleteItems(db: Db, budgetId: string): Promise<void> {
  await db.delete(budgetItems).where(eq(budgetItems.budgetId, budgetId));
}

export async function updateItem(
  db: Db,
  budgetId: string,
  itemId: string,
  item: BudgetItemData,
): Promise<boolean> {
  const rows = await db
    .update(budgetItems)
    .set({ categoryId: item.categoryId, amount: centsToDb(item.amount), notes: item.notes })
    .where(and(eq(budgetItems.id, itemId), eq(budgetItems.budgetId, budgetId)))
    .returning({ id: budgetItems.id });
  return rows.length > 0;
}

export async function deleteItem(db: Db, budgetId: string, itemId: string): Promise<boolean> {
  const rows = await db
    .delete(budgetItems)
    .where(and(eq(budgetItems.id, itemId), eq(budgetItems.budgetId, budgetId)))
    .returning({ id: budgetItems.id });
  return rows.length > 0;
}

/** Which of these category ids are the user's, with each one's type. */
export async function categoryTypes(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: budgetCategories.id, type: budgetCategories.type })
    .from(budgetCategories)
    .where(and(eq(budgetCategories.userId, userId), inArray(budgetCategories.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.type]));
}

/**
 * Debits minus credits per category account in [start, end] (end null: no end), from the entries
 * transactions posted: transfers and loan postings have their own kinds and never count. Per currency,
 * and per date for a currency other than `base`, to convert at each date's rate (decision 153).
 */
export async function postedByAccount(
  db: Db,
  userId: string,
  accountIds: readonly string[],
  start: IsoDate,
  end: IsoDate | null,
  base: string,
): Promise<{ accountId: string; currency: string; date: string | null; net: string }[]> {
  if (accountIds.length === 0) return [];
  const line = journalEntryLines;
  const date = sql<
    string | null
  >`case when ${line.currency} = ${base} then null else ${line.entryDate}::text end`;
  return (
    db
      .select({
        accountId: line.accountId,
        currency: line.currency,
        date,
        net: sql<string>`sum(${line.debit} - ${line.credit})::text`,
      })
      .from(line)
      .innerJoin(journalEntries, eq(journalEntries.id, line.journalEntryId))
      .where(
        and(
          eq(journalEntries.userId, userId),
          eq(journalEntries.kind, 'transaction'),
          inArray(line.accountId, [...accountIds]),
          sql`${line.entryDate} >= ${start}`,
          end === null ? undefined : sql`${line.entryDate} <= ${end}`,
        ),
      )
      // By position: the date expression binds the base currency anew each time it is written out.
      .groupBy(line.accountId, line.currency, sql`3`)
  );
}

/** Every item amount of the user's budgets, locked: a change of base currency converts them. */
export async function itemAmountsOfUser(db: Db, userId: string): Promise<{ id: string; amount: string }[]> {
  return db
    .select({ id: budgetItems.id, amount: budgetItems.amount })
    .from(budgetItems)
    .innerJoin(budgets, eq(budgets.id, budgetItems.budgetId))
    .where(eq(budgets.userId, userId))
    .orderBy(asc(budgetItems.id))
    .for('update', { of: budgetItems });
}

export async function setItemAmountOfUser(db: Db, userId: string, id: string, cents: number): Promise<void> {
  await db
    .update(budgetItems)
    .set({ amount: centsToDb(cents) })
    .where(
      and(
        eq(budgetItems.id, id),
        inArray(
          budgetItems.budgetId,
          db.select({ id: budgets.id }).from(budgets).where(eq(budgets.userId, userId)),
        ),
      ),
    );
}

/** Every budget's planned income and expense totals from its items, as the service keeps them. */
export async function refreshTotalsOfUser(db: Db, userId: string): Promise<void> {
  const plannedOf = (income: boolean) => sql`coalesce((
    select sum(${budgetItems.amount}) from ${budgetItems}
    left join ${budgetCategories} on ${budgetCategories.id} = ${budgetItems.categoryId}
    where ${budgetItems.budgetId} = ${budgets.id}
      and ${income ? sql`${budgetCategories.type} = 'income'` : sql`${budgetCategories.type} is distinct from 'income'`}
  ), 0)`;
  await db
    .update(budgets)
    .set({ totalIncome: plannedOf(true), totalExpenses: plannedOf(false) })
    .where(eq(budgets.userId, userId));
}
