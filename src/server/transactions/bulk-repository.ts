import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, budgetCategories, importedTransactions, journalEntries, transactions } from '../db/schema';
import type { TransactionRow } from './repository';

// The rows a bulk change and its undo read and write (decision 139), scoped by user like every query.

/** A transaction row exactly as stored: what an undo puts back (decision 139). */
export type StoredRow = typeof transactions.$inferSelect;
export type ImportedLink = typeof importedTransactions.$inferSelect;

/** The user's transactions among `ids`, locked, in a fixed order (so two changes never deadlock). */
export async function lockTransactions(db: Db, userId: string, ids: readonly string[]): Promise<StoredRow[]> {
  if (ids.length === 0) return [];
  const rows: StoredRow[] = [];
  for (let i = 0; i < ids.length; i += 1_000) {
    rows.push(
      ...(await db
        .select()
        .from(transactions)
        .where(and(eq(transactions.userId, userId), inArray(transactions.id, ids.slice(i, i + 1_000))))
        .orderBy(transactions.id)
        .for('update')),
    );
  }
  return rows;
}

/** Ids of the entries the user's transactions posted. */
export async function entriesOfMany(db: Db, userId: string, ids: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (let i = 0; i < ids.length; i += 1_000) {
    const rows = await db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.userId, userId),
          inArray(journalEntries.transactionId, ids.slice(i, i + 1_000)),
        ),
      );
    found.push(...rows.map((r) => r.id));
  }
  return found;
}

/** Occurrences whose recurring item is among `parentIds`: deleting the item unlinks them. */
export async function occurrenceLinks(
  db: Db,
  userId: string,
  parentIds: readonly string[],
): Promise<{ id: string; parentId: string }[]> {
  if (parentIds.length === 0) return [];
  const rows = await db
    .select({ id: transactions.id, parentId: transactions.recurringParentId })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), inArray(transactions.recurringParentId, [...parentIds])));
  return rows.map((r) => ({ id: r.id, parentId: r.parentId as string }));
}

/** The import each of the transactions came from (its bank id keeps a re-import from duplicating it). */
export async function importedLinks(db: Db, userId: string, ids: readonly string[]): Promise<ImportedLink[]> {
  if (ids.length === 0) return [];
  const links: ImportedLink[] = [];
  for (let i = 0; i < ids.length; i += 1_000) {
    const rows = await db
      .select(getTableColumns(importedTransactions))
      .from(importedTransactions)
      .innerJoin(transactions, eq(transactions.id, importedTransactions.transactionId))
      .where(
        and(
          eq(transactions.userId, userId),
          inArray(importedTransactions.transactionId, ids.slice(i, i + 1_000)),
        ),
      );
    links.push(...rows);
  }
  return links;
}

export async function deleteTransactionRows(db: Db, userId: string, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 1_000) {
    await db
      .delete(transactions)
      .where(and(eq(transactions.userId, userId), inArray(transactions.id, ids.slice(i, i + 1_000))));
  }
}

/** Puts rows back exactly as they were (same ids, dates of creation, links), recurring items first. */
export async function reinsertRows(
  db: Db,
  userId: string,
  rows: readonly StoredRow[],
  links: readonly ImportedLink[],
): Promise<TransactionRow[]> {
  const ordered = [...rows].sort((a, b) => Number(b.isRecurring) - Number(a.isRecurring));
  const inserted: TransactionRow[] = [];
  for (let i = 0; i < ordered.length; i += 1_000) {
    const batch = await db
      .insert(transactions)
      .values(ordered.slice(i, i + 1_000).map((row) => ({ ...row, userId })))
      .returning();
    inserted.push(...batch.map((r) => ({ ...r, journalEntryId: null })));
  }
  for (let i = 0; i < links.length; i += 1_000) {
    await db
      .insert(importedTransactions)
      .values(links.slice(i, i + 1_000))
      .onConflictDoNothing();
  }
  return inserted;
}

/** Links occurrences back to their recurring item (those still there). */
export async function relinkOccurrences(
  db: Db,
  userId: string,
  links: readonly { id: string; parentId: string }[],
): Promise<void> {
  for (const link of links) {
    await db
      .update(transactions)
      .set({ recurringParentId: link.parentId })
      .where(and(eq(transactions.userId, userId), eq(transactions.id, link.id)));
  }
}

/** Sets the category, cleared and reconciled marks of the user's rows; returns the rows as they now are. */
export async function setMarks(
  db: Db,
  userId: string,
  ids: readonly string[],
  marks: { categoryId?: string | null; cleared?: boolean; reconciled?: boolean },
): Promise<TransactionRow[]> {
  const rows: TransactionRow[] = [];
  for (let i = 0; i < ids.length; i += 1_000) {
    const batch = await db
      .update(transactions)
      .set(marks)
      .where(and(eq(transactions.userId, userId), inArray(transactions.id, ids.slice(i, i + 1_000))))
      .returning();
    rows.push(...batch.map((r) => ({ ...r, journalEntryId: null })));
  }
  return rows;
}

/** A row's marks as an undo puts them back. */
export interface KeptMarks {
  id: string;
  categoryId: string | null;
  cleared: boolean;
  reconciled: boolean;
}

/**
 * Puts each of the user's rows' own category, cleared and reconciled marks back, in one statement per
 * 5,000 rows (the rows are sent as one JSON parameter); returns the rows as they now are, in the
 * order given.
 */
export async function restoreMarks(
  db: Db,
  userId: string,
  kept: readonly KeptMarks[],
): Promise<TransactionRow[]> {
  const byId = new Map<string, TransactionRow>();
  for (let i = 0; i < kept.length; i += 5_000) {
    const batch = kept.slice(i, i + 5_000).map((m) => ({
      id: m.id,
      category_id: m.categoryId,
      cleared: m.cleared,
      reconciled: m.reconciled,
    }));
    const rows = await db
      .update(transactions)
      .set({
        categoryId: sql`kept.category_id`,
        cleared: sql`kept.cleared`,
        reconciled: sql`kept.reconciled`,
      })
      .from(
        sql`jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
              as kept(id uuid, category_id uuid, cleared boolean, reconciled boolean)`,
      )
      .where(and(eq(transactions.userId, userId), sql`${transactions.id} = kept.id`))
      .returning(getTableColumns(transactions));
    for (const row of rows) byId.set(row.id, { ...row, journalEntryId: null });
  }
  return kept.flatMap((m) => byId.get(m.id) ?? []);
}

/** Which accounts among `ids` are the user's. */
export async function ownAccountIds(db: Db, userId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), inArray(accounts.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** Which categories among `ids` are the user's. */
export async function ownCategoryIds(db: Db, userId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: budgetCategories.id })
    .from(budgetCategories)
    .where(and(eq(budgetCategories.userId, userId), inArray(budgetCategories.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}
