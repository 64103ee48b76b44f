import { and, eq, gte, inArray, isNull, lte, ne, notExists, sql } from 'drizzle-orm';
import type { TransferCandidate } from '../../domain/imports/transfers';
import type { Db } from '../db/client';
import {
  accounts,
  importedTransactions,
  importedTransfers,
  imports,
  transactionSplits,
  transactions,
} from '../db/schema';
import { centsFromDb } from '../ledger';
import type { PostableRow } from '../transactions/posting';

// The queries of statement rows paired as transfers (decision 189), scoped by the signed-in user.

export interface StoredCandidate extends TransferCandidate {
  accountName: string;
  description: string;
}

/**
 * What a row of `accountId` may be the other side of: the user's uncategorized income and expenses of
 * its other accounts in the same currency between the dates, neither split, recurring nor an
 * occurrence of a recurring item.
 */
export async function transferCandidatesBetween(
  db: Db,
  userId: string,
  accountId: string,
  currency: string,
  from: string,
  to: string,
): Promise<StoredCandidate[]> {
  const rows = await db
    .select({
      id: transactions.id,
      date: transactions.transactionDate,
      amount: transactions.amount,
      type: transactions.type,
      accountId: accounts.id,
      accountName: accounts.accountName,
      description: transactions.description,
    })
    .from(transactions)
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(
      and(
        eq(transactions.userId, userId),
        ne(transactions.accountId, accountId),
        eq(accounts.userId, userId),
        eq(accounts.currency, currency),
        inArray(accounts.accountType, ['ASSET', 'LIABILITY']),
        inArray(transactions.type, ['income', 'expense']),
        eq(transactions.isRecurring, false),
        isNull(transactions.recurringParentId),
        isNull(transactions.categoryId),
        isNull(transactions.toAccountId),
        gte(transactions.transactionDate, from),
        lte(transactions.transactionDate, to),
        notExists(
          db
            .select({ one: sql`1` })
            .from(transactionSplits)
            .where(eq(transactionSplits.transactionId, transactions.id)),
        ),
      ),
    );
  return rows.map((r) => {
    const cents = centsFromDb(r.amount);
    return {
      id: r.id,
      date: r.date,
      amount: r.type === 'expense' ? -cents : cents,
      accountId: r.accountId,
      accountName: r.accountName,
      description: r.description,
    };
  });
}

/** The user's transactions among `ids`, locked for the change, as posting reads them. */
export async function lockForPairing(db: Db, userId: string, ids: readonly string[]): Promise<PostableRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: transactions.id,
      type: transactions.type,
      amount: transactions.amount,
      description: transactions.description,
      transactionDate: transactions.transactionDate,
      isRecurring: transactions.isRecurring,
      accountId: transactions.accountId,
      toAccountId: transactions.toAccountId,
      receivedAmount: transactions.receivedAmount,
      categoryId: transactions.categoryId,
    })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), inArray(transactions.id, [...ids])))
    .orderBy(transactions.id)
    .for('update');
}

/** Sets which way a transaction moves money: a transfer between two accounts, or back to one account. */
export async function setSides(
  db: Db,
  userId: string,
  row: PostableRow,
  sides: { type: 'transfer' | 'income' | 'expense'; accountId: string; toAccountId: string | null },
): Promise<PostableRow> {
  await db
    .update(transactions)
    .set({ type: sides.type, accountId: sides.accountId, toAccountId: sides.toAccountId, categoryId: null })
    .where(and(eq(transactions.id, row.id), eq(transactions.userId, userId)));
  return { ...row, ...sides, categoryId: null };
}

export async function insertImportedTransfers(
  db: Db,
  links: readonly { transactionId: string; importId: string; accountId: string; bankId: string | null }[],
): Promise<void> {
  if (links.length === 0) return;
  await db.insert(importedTransfers).values([...links]);
}

/** The transactions an import made transfers of, with the row's account. */
export async function transfersOfImport(db: Db, userId: string, importId: string): Promise<string[]> {
  const rows = await db
    .select({ id: importedTransfers.transactionId })
    .from(importedTransfers)
    .innerJoin(transactions, eq(transactions.id, importedTransfers.transactionId))
    .where(and(eq(importedTransfers.importId, importId), eq(transactions.userId, userId)));
  return rows.map((r) => r.id);
}

/**
 * The file name of a later import that paired one of this import's rows as a transfer, if any: undoing
 * this one first would take that import's row with it.
 */
export async function pairedByLaterImport(db: Db, userId: string, importId: string): Promise<string | null> {
  const [row] = await db
    .select({ fileName: imports.fileName })
    .from(importedTransfers)
    .innerJoin(importedTransactions, eq(importedTransactions.transactionId, importedTransfers.transactionId))
    .innerJoin(imports, eq(imports.id, importedTransfers.importId))
    .where(and(eq(importedTransactions.importId, importId), eq(imports.userId, userId)))
    .limit(1);
  return row?.fileName ?? null;
}
