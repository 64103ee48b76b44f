import { and, eq, isNull } from 'drizzle-orm';
import { DEFAULT_BASE_CURRENCY } from '../../domain/currency/codes';
import type { Db } from '../db/client';
import { users } from '../db/schema';

// The user's time zone (decision 038) and base currency (issue 24), kept on their row.

export async function readSettings(
  db: Db,
  userId: string,
): Promise<{ timeZone: string | null; baseCurrency: string } | undefined> {
  const [row] = await db
    .select({ timeZone: users.timeZone, baseCurrency: users.baseCurrency })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The ISO 4217 code the user's reports are in (USD until chosen). */
export async function readBaseCurrency(db: Db, userId: string): Promise<string> {
  return (await readSettings(db, userId))?.baseCurrency ?? DEFAULT_BASE_CURRENCY;
}

/** The base currency, with the user's row locked until the transaction ends: one change at a time. */
export async function lockBaseCurrency(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ baseCurrency: users.baseCurrency })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.baseCurrency ?? DEFAULT_BASE_CURRENCY;
}

export async function writeBaseCurrency(db: Db, userId: string, baseCurrency: string): Promise<void> {
  await db.update(users).set({ baseCurrency }).where(eq(users.id, userId));
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
