import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  balanceAssertions,
  budgetCategories,
  journalEntries,
  magicLinks,
  rules,
  sessions,
  transactions,
  users,
} from '../db/schema';

// Leaving: every row of the user goes in one database transaction (docs/decisions/059). The order
// matters: entries (and with them their lines) before the accounts and transactions they name,
// rules (and their actions) before the categories they name, categories before the accounts behind
// them, then the user row, whose cascade takes the rest.
// Returns the ids of the sessions that ended, so their sockets can be closed.

export async function deleteUserAndData(db: Db, userId: string, email: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ended = await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
    await tx.delete(balanceAssertions).where(eq(balanceAssertions.userId, userId));
    await tx.delete(journalEntries).where(eq(journalEntries.userId, userId));
    await tx.delete(transactions).where(eq(transactions.userId, userId));
    await tx.delete(rules).where(eq(rules.userId, userId));
    await tx.delete(budgetCategories).where(eq(budgetCategories.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    await tx.delete(magicLinks).where(eq(magicLinks.email, email));
    return ended.map((s) => s.id);
  });
}
