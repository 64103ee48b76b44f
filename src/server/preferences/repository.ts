import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userPreferences } from '../db/schema';

// user_preferences: one row per user, created on the first change.

export type PreferencesRow = typeof userPreferences.$inferSelect;
type PreferenceColumns = Omit<typeof userPreferences.$inferInsert, 'id' | 'userId'>;

export async function findPreferences(db: Db, userId: string): Promise<PreferencesRow | undefined> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  return row;
}

/** Writes `changes` over the user's row, creating it from `defaults` first when there is none. */
export async function upsertPreferences(
  db: Db,
  userId: string,
  defaults: PreferenceColumns,
  changes: Partial<PreferenceColumns>,
): Promise<PreferencesRow | undefined> {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...defaults, ...changes })
    .onConflictDoUpdate({ target: userPreferences.userId, set: changes })
    .returning();
  return row;
}
