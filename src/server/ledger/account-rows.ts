import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';

// The one writer of the accounts table (issue 15, decision 075). The user's own accounts, a loan's, a
// category's and the ledger's system accounts are all opened, edited and removed here. None of these
// can set `current_balance`: only the ledger's postings move it (the database refuses any other write).

export type AccountRow = typeof accounts.$inferSelect;

/** What a new account is given: never its id, its cached balance or its timestamps. */
export type NewAccountValues = Omit<
  typeof accounts.$inferInsert,
  'id' | 'currentBalance' | 'createdAt' | 'updatedAt'
>;

/** An account's own columns: not its owner or system key. */
export type AccountColumns = Omit<NewAccountValues, 'userId' | 'systemKey'>;

/** What an edit may change: some of those columns, never the balance. */
export type AccountChanges = Partial<AccountColumns>;

/**
 * Opens an account. A system key the user already has opens nothing and answers that account, so
 * concurrent first uses of a system account end with one.
 */
export async function insertAccountRow(db: Db, values: NewAccountValues): Promise<AccountRow> {
  const [row] = await db
    .insert(accounts)
    .values(values)
    .onConflictDoNothing({
      target: [accounts.userId, accounts.systemKey],
      where: sql`${accounts.systemKey} is not null`,
    })
    .returning();
  if (row) return row;
  const [existing] = values.systemKey
    ? await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.userId, values.userId), eq(accounts.systemKey, values.systemKey)))
        .limit(1)
    : [];
  if (!existing) throw new Error('Account insert returned nothing');
  return existing;
}

/** Edits the user's account, stamped with the use case's `now`. */
export async function updateAccountRow(
  db: Db,
  userId: string,
  id: string,
  changes: AccountChanges,
  now: Date,
): Promise<void> {
  await db
    .update(accounts)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(accounts.id, id), eq(accounts.userId, userId)));
}

/** Removes the user's account; the caller has removed the entries that touch it first. */
export async function deleteAccountRow(db: Db, userId: string, id: string): Promise<void> {
  await db.delete(accounts).where(and(eq(accounts.id, id), eq(accounts.userId, userId)));
}
