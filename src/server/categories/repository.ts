import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { normalBalanceFor } from '../../domain/ledger';
import { type CategoryData, type CategoryType, STARTING_CATEGORIES } from '../../shared/categories';
import type { Db } from '../db/client';
import { accounts, budgetCategories, journalEntryLines, ledgerState } from '../db/schema';
import { deleteAccountRow, insertAccountRow, updateAccountRow } from '../ledger';

// Every query for budget categories and their backing ledger accounts, scoped by the user's id. The
// backing account is a system account keyed 'category:{id}', hidden from the balance sheet.

export type CategoryRow = typeof budgetCategories.$inferSelect;

const ledgerTypeOf = (type: CategoryType) => (type === 'income' ? 'INCOME' : 'EXPENSE');

const postingsExist = (accountId: string) =>
  sql<boolean>`exists (select 1 from ${journalEntryLines} where ${journalEntryLines.accountId} = ${accountId})`;

/** Creates the category and its ledger account together. */
export async function insertCategory(
  db: Db,
  userId: string,
  data: CategoryData & { slug?: string | null },
): Promise<CategoryRow> {
  const id = randomUUID();
  const type = ledgerTypeOf(data.type);
  const account = await insertAccountRow(db, {
    userId,
    systemKey: `category:${id}`,
    accountName: data.name,
    accountNumber: `CAT-${id.slice(0, 8).toUpperCase()}`,
    accountType: type,
    normalBalance: normalBalanceFor(type),
  });
  const [row] = await db
    .insert(budgetCategories)
    .values({
      id,
      userId,
      name: data.name,
      type: data.type,
      color: data.color ?? undefined,
      isActive: data.isActive ?? true,
      slug: data.slug ?? null,
      accountId: account.id,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Gives a user the dialogs' starting categories the first time their books are used: the ledger
 * state row marks that it happened, so categories the user deleted do not come back.
 */
export async function ensureStartingCategories(db: Db, userId: string): Promise<void> {
  const created = await db
    .insert(ledgerState)
    .values({ userId })
    .onConflictDoNothing()
    .returning({ userId: ledgerState.userId });
  if (created.length === 0) return;
  const existing = await db
    .select({ name: budgetCategories.name, type: budgetCategories.type, slug: budgetCategories.slug })
    .from(budgetCategories)
    .where(eq(budgetCategories.userId, userId));
  for (const start of STARTING_CATEGORIES) {
    const taken = existing.some(
      (c) =>
        c.name.toLowerCase() === start.name.toLowerCase() || (c.slug === start.slug && c.type === start.type),
    );
    if (!taken) await insertCategory(db, userId, { name: start.name, type: start.type, slug: start.slug });
  }
}

export async function listCategoryRows(
  db: Db,
  userId: string,
): Promise<{ row: CategoryRow; hasPostings: boolean }[]> {
  const rows = await db
    .select({
      row: budgetCategories,
      hasPostings: sql<boolean>`exists (select 1 from ${journalEntryLines} where ${journalEntryLines.accountId} = ${budgetCategories.accountId})`,
    })
    .from(budgetCategories)
    .where(eq(budgetCategories.userId, userId))
    .orderBy(asc(budgetCategories.type), asc(budgetCategories.createdAt), asc(budgetCategories.name));
  return rows;
}

export async function findCategory(
  db: Db,
  userId: string,
  id: string,
  lock = false,
): Promise<CategoryRow | undefined> {
  const query = db
    .select()
    .from(budgetCategories)
    .where(and(eq(budgetCategories.id, id), eq(budgetCategories.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * The user's category with the type and currency of its ledger account (null when it has none, or
 * one of another user's): checking a transaction's category reads what posting it needs as well.
 */
export async function findCategoryAndAccount(
  db: Db,
  userId: string,
  id: string,
): Promise<{ category: CategoryRow; account: { accountType: string; currency: string } | null } | undefined> {
  const [row] = await db
    .select({ category: budgetCategories, accountType: accounts.accountType, currency: accounts.currency })
    .from(budgetCategories)
    .leftJoin(
      accounts,
      and(eq(accounts.id, budgetCategories.accountId), eq(accounts.userId, budgetCategories.userId)),
    )
    .where(and(eq(budgetCategories.id, id), eq(budgetCategories.userId, userId)));
  if (!row) return undefined;
  const { category, accountType, currency } = row;
  return {
    category,
    account: accountType !== null && currency !== null ? { accountType, currency } : null,
  };
}

/** The category a dialog tag ('income-salary', or 'expense-{id}') names, if any. */
export async function findCategoryByTag(
  db: Db,
  userId: string,
  type: CategoryType,
  key: string,
): Promise<CategoryRow | undefined> {
  const byId = /^[0-9a-f-]{36}$/i.test(key)
    ? sql`${budgetCategories.id}::text = ${key.toLowerCase()}`
    : sql`false`;
  const [row] = await db
    .select()
    .from(budgetCategories)
    .where(
      and(
        eq(budgetCategories.userId, userId),
        eq(budgetCategories.type, type),
        sql`(${budgetCategories.slug} = ${key} or ${byId})`,
      ),
    )
    .limit(1);
  return row;
}

export async function hasPostings(db: Db, accountId: string): Promise<boolean> {
  const [row] = await db.select({ exists: postingsExist(accountId) }).from(sql`(select 1) as one`);
  return row?.exists === true;
}

export async function updateCategoryRow(
  db: Db,
  userId: string,
  id: string,
  data: CategoryData,
  now: Date,
): Promise<CategoryRow> {
  const [row] = await db
    .update(budgetCategories)
    .set({ name: data.name, color: data.color ?? undefined, isActive: data.isActive ?? undefined })
    .where(and(eq(budgetCategories.id, id), eq(budgetCategories.userId, userId)))
    .returning();
  if (!row) throw new Error('update returned no row');
  // Renaming keeps the history: the same account, under its new name.
  if (row.accountId) await updateAccountRow(db, userId, row.accountId, { accountName: data.name }, now);
  return row;
}

/** Deletes a category with no postings, and its ledger account. */
export async function deleteCategoryRow(db: Db, userId: string, row: CategoryRow): Promise<void> {
  await db
    .delete(budgetCategories)
    .where(and(eq(budgetCategories.id, row.id), eq(budgetCategories.userId, userId)));
  if (row.accountId) await deleteAccountRow(db, userId, row.accountId);
}

export async function categoryNameTaken(
  db: Db,
  userId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: budgetCategories.id })
    .from(budgetCategories)
    .where(and(eq(budgetCategories.userId, userId), sql`lower(${budgetCategories.name}) = lower(${name})`));
  return rows.some((r) => r.id !== exceptId);
}
