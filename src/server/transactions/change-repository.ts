import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { transactionChanges } from '../db/schema';

// The undo records of deletes and bulk changes (decision 139), scoped by user like every query.

export type ChangeRow = typeof transactionChanges.$inferSelect;

// Stamped and aged by the app's clock (decision 075), so "ten minutes" is the clock's ten minutes.

export async function insertChange(
  db: Db,
  userId: string,
  kind: string,
  payload: unknown,
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(transactionChanges)
    .values({ userId, kind, payload, createdAt: now })
    .returning({ id: transactionChanges.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** The user's change, not yet undone and made after `since`, locked so it is undone once. */
export async function lockUndoableChange(
  db: Db,
  userId: string,
  id: string,
  since: Date,
): Promise<ChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(transactionChanges)
    .where(
      and(
        eq(transactionChanges.id, id),
        eq(transactionChanges.userId, userId),
        isNull(transactionChanges.undoneAt),
        gt(transactionChanges.createdAt, since),
      ),
    )
    .for('update');
  return row;
}

export async function markUndone(db: Db, id: string, now: Date): Promise<void> {
  await db.update(transactionChanges).set({ undoneAt: now }).where(eq(transactionChanges.id, id));
}

/** Forgets the user's changes made before `before`: they can no longer be undone. */
export async function sweepChanges(db: Db, userId: string, before: Date): Promise<void> {
  await db
    .delete(transactionChanges)
    .where(and(eq(transactionChanges.userId, userId), lt(transactionChanges.createdAt, before)));
}
