import { eq } from 'drizzle-orm';
import { compareIsoDates, type IsoDate } from '../../domain/calendar';
import type { Db } from '../db/client';
import { ledgerState } from '../db/schema';

// The per-user date through which the books are posted (docs/decisions/047): the step that brings
// them current (`books/bring-current.ts`) reads and advances it; a write that leaves work due clears it.

/** Whether books posted through `postedThrough` are current on `today`. */
export function isCurrent(postedThrough: string | null | undefined, today: IsoDate): boolean {
  return postedThrough != null && compareIsoDates(postedThrough, today) >= 0;
}

/** Makes the next read bring the books current (a backfill goes on after its request's transaction). */
export async function markBooksStale(db: Db, userId: string): Promise<void> {
  await db.update(ledgerState).set({ postedThrough: null }).where(eq(ledgerState.userId, userId));
}
