import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { insertRows, isAnyOf } from '../db/json-rows';
import {
  accounts,
  budgetCategories,
  importedTransactions,
  importedTransfers,
  imports,
  journalEntries,
  transactions,
} from '../db/schema';
import type { TransactionRow } from './repository';

// The rows a bulk change and its undo read and write (decision 139), scoped by user like every query.

/** A transaction row exactly as stored: what an undo puts back (decision 139). */
export type StoredRow = typeof transactions.$inferSelect;
export type ImportedLink = typeof importedTransactions.$inferSelect;
/** A transaction an import made a transfer of (decision 189): its undo turns it back. */
export type PairedLink = typeof importedTransfers.$inferSelect;

/** The user's transactions among `ids`, locked, in a fixed order (so two changes never deadlock). */
export async function lockTransactions(db: Db, userId: string, ids: readonly string[]): Promise<StoredRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), isAnyOf(transactions.id, ids)))
    .orderBy(transactions.id)
    .for('update');
}

/** Ids of the entries the user's transactions posted. */
export async function entriesOfMany(db: Db, userId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), isAnyOf(journalEntries.transactionId, ids)));
  return rows.map((r) => r.id);
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
    .where(and(eq(transactions.userId, userId), isAnyOf(transactions.recurringParentId, parentIds)));
  return rows.map((r) => ({ id: r.id, parentId: r.parentId as string }));
}

/** The import each of the transactions came from (its bank id keeps a re-import from duplicating it). */
export async function importedLinks(db: Db, userId: string, ids: readonly string[]): Promise<ImportedLink[]> {
  if (ids.length === 0) return [];
  return db
    .select(getTableColumns(importedTransactions))
    .from(importedTransactions)
    .innerJoin(transactions, eq(transactions.id, importedTransactions.transactionId))
    .where(and(eq(transactions.userId, userId), isAnyOf(importedTransactions.transactionId, ids)));
}

export async function pairedLinks(db: Db, userId: string, ids: readonly string[]): Promise<PairedLink[]> {
  if (ids.length === 0) return [];
  return db
    .select(getTableColumns(importedTransfers))
    .from(importedTransfers)
    .innerJoin(transactions, eq(transactions.id, importedTransfers.transactionId))
    .where(and(eq(transactions.userId, userId), isAnyOf(importedTransfers.transactionId, ids)));
}

export async function deleteTransactionRows(db: Db, userId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(transactions).where(and(eq(transactions.userId, userId), isAnyOf(transactions.id, ids)));
}

/**
 * Puts rows back exactly as they were (same ids, dates of creation, links), recurring items first;
 * returns them as stored. The rows go as one JSON parameter per 5,000 (json-rows.ts).
 */
export async function reinsertRows(
  db: Db,
  userId: string,
  rows: readonly StoredRow[],
  links: readonly ImportedLink[],
  paired: readonly PairedLink[] = [],
): Promise<TransactionRow[]> {
  if (rows.length === 0) return [];
  const ordered = [...rows].sort((a, b) => Number(b.isRecurring) - Number(a.isRecurring));
  await insertRows(
    db,
    transactions,
    ordered.map((row) => ({ ...row, userId })),
  );
  await insertRows(db, importedTransactions, links, { skipConflicts: true });
  // A pairing whose import was undone since has nothing left to undo.
  const live = paired.length === 0 ? new Set<string>() : await importsStillThere(db, userId, paired);
  await insertRows(
    db,
    importedTransfers,
    paired.filter((l) => live.has(l.importId)),
    { skipConflicts: true },
  );
  return rowsByIds(
    db,
    userId,
    ordered.map((r) => r.id),
  );
}

async function importsStillThere(
  db: Db,
  userId: string,
  paired: readonly PairedLink[],
): Promise<Set<string>> {
  const rows = await db
    .select({ id: imports.id })
    .from(imports)
    .where(
      and(
        eq(imports.userId, userId),
        isAnyOf(
          imports.id,
          paired.map((l) => l.importId),
        ),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** The user's rows among `ids` as they are now, in the order of `ids`, in one statement. */
export async function rowsByIds(db: Db, userId: string, ids: readonly string[]): Promise<TransactionRow[]> {
  if (ids.length === 0) return [];
  const stored = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), isAnyOf(transactions.id, ids)));
  const byId = new Map(stored.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, journalEntryId: null }] : [];
  });
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
  if (ids.length === 0) return [];
  const rows = await db
    .update(transactions)
    .set(marks)
    .where(and(eq(transactions.userId, userId), isAnyOf(transactions.id, ids)))
    .returning();
  return rows.map((r) => ({ ...r, journalEntryId: null }));
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
    .where(and(eq(accounts.userId, userId), isAnyOf(accounts.id, [...new Set(ids)])));
  return new Set(rows.map((r) => r.id));
}

/** Which categories among `ids` are the user's. */
export async function ownCategoryIds(db: Db, userId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: budgetCategories.id })
    .from(budgetCategories)
    .where(and(eq(budgetCategories.userId, userId), isAnyOf(budgetCategories.id, [...new Set(ids)])));
  return new Set(rows.map((r) => r.id));
}
