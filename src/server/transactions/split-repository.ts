import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Cents } from '../../domain/money';
import type { Db } from '../db/client';
import { budgetCategories, transactionSplits } from '../db/schema';
import { centsToDb } from '../ledger';

// The parts of split transactions (decision 141). Every query is scoped by the signed-in user's id.

/** One stored part, with its category's name for the API (null once the category is gone). */
export interface SplitRow {
  transactionId: string;
  position: number;
  categoryId: string | null;
  categoryName: string | null;
  /** numeric(15,2) as text. */
  amount: string;
  memo: string | null;
}

export interface SplitPart {
  categoryId: string | null;
  amount: Cents;
  memo: string | null;
}

/** The parts of the user's transactions among `ids`, by transaction, each list in order. */
export async function splitsOf(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, SplitRow[]>> {
  const found = new Map<string, SplitRow[]>();
  for (let i = 0; i < ids.length; i += 1_000) {
    const rows = await db
      .select({
        transactionId: transactionSplits.transactionId,
        position: transactionSplits.position,
        categoryId: transactionSplits.categoryId,
        categoryName: budgetCategories.name,
        amount: transactionSplits.amount,
        memo: transactionSplits.memo,
      })
      .from(transactionSplits)
      .leftJoin(
        budgetCategories,
        and(
          eq(budgetCategories.id, transactionSplits.categoryId),
          eq(budgetCategories.userId, transactionSplits.userId),
        ),
      )
      .where(
        and(
          eq(transactionSplits.userId, userId),
          inArray(transactionSplits.transactionId, ids.slice(i, i + 1_000)),
        ),
      )
      .orderBy(asc(transactionSplits.transactionId), asc(transactionSplits.position));
    for (const row of rows) {
      const list = found.get(row.transactionId);
      if (list) list.push(row);
      else found.set(row.transactionId, [row]);
    }
  }
  return found;
}

/** Replaces the parts of the transactions given (none: it is not split); the parts of others stay. */
export async function replaceSplits(
  db: Db,
  userId: string,
  parts: ReadonlyMap<string, readonly SplitPart[]>,
): Promise<void> {
  const ids = [...parts.keys()];
  for (let i = 0; i < ids.length; i += 1_000) {
    await db
      .delete(transactionSplits)
      .where(
        and(
          eq(transactionSplits.userId, userId),
          inArray(transactionSplits.transactionId, ids.slice(i, i + 1_000)),
        ),
      );
  }
  const values = [...parts].flatMap(([transactionId, list]) =>
    list.map((part, position) => ({
      userId,
      transactionId,
      position,
      categoryId: part.categoryId,
      amount: centsToDb(part.amount),
      memo: part.memo,
    })),
  );
  // 6 values a part: 5,000 parts stay far under PostgreSQL's 65,535 bind parameters.
  for (let i = 0; i < values.length; i += 5_000) {
    await db.insert(transactionSplits).values(values.slice(i, i + 5_000));
  }
}
