import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';

// The SQL of Idempotency-Key (decision 112), every query scoped by the user.

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Takes the key for a request; false when the user already has it (the primary key decides). */
export async function claimKey(
  db: Db,
  input: { userId: string; key: string; requestHash: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ userId: input.userId, key: input.key, requestHash: input.requestHash, createdAt: input.now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findKey(db: Db, userId: string, key: string): Promise<IdempotencyRow | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

/** Keeps the answer of the request that holds the key. */
export async function storeAnswer(
  db: Db,
  userId: string,
  key: string,
  answer: { statusCode: number; contentType: string | null; body: string },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, contentType: answer.contentType, responseBody: answer.body })
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        isNull(idempotencyKeys.statusCode),
      ),
    );
}

/** Lets the key go (the request failed in a way a retry may fix). */
export async function releaseKey(db: Db, userId: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        isNull(idempotencyKeys.statusCode),
      ),
    );
}

/** The user's keys older than `before` go (run before each new key, so the table stays one day deep). */
export async function deleteOldKeys(db: Db, userId: string, before: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, before)));
}
