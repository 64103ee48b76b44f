import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { journalEntries, journalEntryLines, transactions } from '../db/schema';

// The queries of clearing and reconciling an account (decision 138), scoped by user like every query.

/** Posted transactions that move the account (either side of a transfer) dated on or before `date`. */
function movingAccountThrough(userId: string, accountId: string, date: string) {
  return and(
    eq(transactions.userId, userId),
    eq(transactions.isRecurring, false),
    or(eq(transactions.accountId, accountId), eq(transactions.toAccountId, accountId)),
    lte(transactions.transactionDate, date),
  );
}

/**
 * What the account's uncleared transactions through `date` move it by, as debit − credit on the
 * account (the sign of its lines): the part of the books the bank has not seen yet.
 */
export async function unclearedNetThrough(
  db: Db,
  userId: string,
  accountId: string,
  date: string,
): Promise<string> {
  const [row] = await db
    .select({
      net: sql<string>`coalesce(sum(${journalEntryLines.debit} - ${journalEntryLines.credit}), 0)::text`,
    })
    .from(journalEntryLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalEntryLines.journalEntryId))
    .innerJoin(transactions, eq(transactions.id, journalEntries.transactionId))
    .where(
      and(
        eq(journalEntryLines.accountId, accountId),
        lte(journalEntryLines.entryDate, date),
        movingAccountThrough(userId, accountId, date),
        eq(transactions.cleared, false),
      ),
    );
  return row?.net ?? '0';
}

/** Cleared, not yet reconciled transactions of the account through `date`: reconciling marks them. */
export async function clearedUnreconciledIds(
  db: Db,
  userId: string,
  accountId: string,
  date: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        movingAccountThrough(userId, accountId, date),
        eq(transactions.cleared, true),
        eq(transactions.reconciled, false),
      ),
    );
  return rows.map((r) => r.id);
}
