import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

// The user's time zone, kept on their row (decision 038).

export async function readTimeZone(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.timeZone ?? null;
}

/** Stores the zone; with `onlyIfUnset`, only when none is stored yet (the browser's report at sign-in). */
export async function writeTimeZone(
  db: Db,
  userId: string,
  timeZone: string,
  onlyIfUnset: boolean,
): Promise<void> {
  await db
    .update(users)
    .set({ timeZone })
    .where(onlyIfUnset ? and(eq(users.id, userId), isNull(users.timeZone)) : eq(users.id, userId));
}
