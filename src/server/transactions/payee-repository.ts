import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { transactions } from '../db/schema';

// The payees the entry row suggests (decision 137), scoped by user like every query.

/**
 * The user's past payees containing `q` (case ignored), most recently used first: each description
 * once, with its latest income or expense transaction's type and category (docs/decisions/137).
 */
export async function findPayees(
  db: Db,
  userId: string,
  q: string,
  limit: number,
): Promise<{ payee: string; type: string; categoryId: string | null; lastDate: string }[]> {
  const key = sql`lower(${transactions.description})`;
  const latest = db
    .selectDistinctOn([key], {
      payee: transactions.description,
      type: transactions.type,
      categoryId: transactions.categoryId,
      lastDate: transactions.transactionDate,
      createdAt: transactions.createdAt,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        inArray(transactions.type, ['income', 'expense']),
        // position(), not LIKE: nothing the user types is a pattern.
        sql`position(lower(${q}) in ${key}) > 0`,
      ),
    )
    .orderBy(key, desc(transactions.transactionDate), desc(transactions.createdAt))
    .as('latest');
  const rows = await db
    .select({
      payee: latest.payee,
      type: latest.type,
      categoryId: latest.categoryId,
      lastDate: latest.lastDate,
    })
    .from(latest)
    .orderBy(desc(latest.lastDate), desc(latest.createdAt))
    .limit(limit);
  return rows;
}
