import { and, eq, isNull } from 'drizzle-orm';
import type { IsoDate } from '../../domain/calendar';
import { userToday } from '../../domain/user-today';
import type { SettingsView } from '../../shared/settings';
import type { Db } from '../db/client';
import { users } from '../db/schema';

// The user's time zone and the date it gives (decision 038). Every feature that needs "today" for a
// user calls loadUserToday, so all of them agree on the date.

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
  onlyIfUnset = false,
): Promise<void> {
  await db
    .update(users)
    .set({ timeZone })
    .where(onlyIfUnset ? and(eq(users.id, userId), isNull(users.timeZone)) : eq(users.id, userId));
}

/** The signed-in user's date at the clock's instant, in their time zone (UTC until one is set). */
export async function loadUserToday(db: Db, userId: string, clock: () => Date): Promise<IsoDate> {
  return userToday(clock(), await readTimeZone(db, userId));
}

export async function settingsView(db: Db, userId: string, clock: () => Date): Promise<SettingsView> {
  const timeZone = await readTimeZone(db, userId);
  return { timeZone, today: userToday(clock(), timeZone) };
}
