import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_PREFERENCES, type PreferencesDto, type preferencesInputSchema } from '../../shared/accounts';
import type { Db } from '../db/client';
import { userPreferences } from '../db/schema';

// user_preferences: one row per user, created on the first change; until then the spec's defaults.

type Row = typeof userPreferences.$inferSelect;

const toDto = (row: Row | undefined): PreferencesDto =>
  row
    ? {
        decimalPlaces: row.decimalPlaces,
        summaryPrecision: row.summaryPrecision as PreferencesDto['summaryPrecision'],
        showPercentages: row.showPercentages,
      }
    : { ...DEFAULT_PREFERENCES };

export async function getPreferences(db: Db, userId: string): Promise<PreferencesDto> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  return toDto(row);
}

export async function savePreferences(
  db: Db,
  userId: string,
  changes: z.output<typeof preferencesInputSchema>,
): Promise<PreferencesDto> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) return getPreferences(db, userId);
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...DEFAULT_PREFERENCES, ...set })
    .onConflictDoUpdate({ target: userPreferences.userId, set })
    .returning();
  return toDto(row);
}
