import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { SessionDuration } from '../../shared/auth-options';
import type { Db } from '../db/client';
import { magicLinks, users } from '../db/schema';

// Sign-in SQL: magic links and users. Sessions live in session-repository.ts, two-factor state in
// two-factor-repository.ts. Every "use once" rule is a single conditional statement, so concurrent
// requests cannot both win.

// ---- magic links --------------------------------------------------------------------------------

/** Stores a new link and removes this email's unused (and long-expired) ones: the newest link wins. */
export async function replaceMagicLink(
  db: Db,
  input: {
    email: string;
    tokenHash: string;
    browserKey: string;
    duration: SessionDuration;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(magicLinks)
      .where(
        and(
          eq(magicLinks.email, input.email),
          or(isNull(magicLinks.usedAt), lt(magicLinks.expiresAt, input.now)),
        ),
      );
    await tx.insert(magicLinks).values({
      email: input.email,
      token: input.tokenHash,
      sessionId: input.browserKey,
      sessionDuration: input.duration,
      expiresAt: input.expiresAt,
      createdAt: input.now,
    });
  });
}

/** Links past their expiry, used or not (the sweeper); returns how many went. */
export async function deleteExpiredMagicLinks(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(magicLinks)
    .where(lt(magicLinks.expiresAt, now))
    .returning({ id: magicLinks.id });
  return rows.length;
}

export interface LiveMagicLink {
  email: string;
  browserKey: string | null;
  duration: SessionDuration;
}

/** An unused, unexpired link for this token hash and email (read only: nothing is consumed). */
export async function findLiveMagicLink(
  db: Db,
  tokenHash: string,
  email: string,
  now: Date,
): Promise<LiveMagicLink | null> {
  const [row] = await db
    .select({
      email: magicLinks.email,
      browserKey: magicLinks.sessionId,
      duration: magicLinks.sessionDuration,
    })
    .from(magicLinks)
    .where(
      and(
        eq(magicLinks.token, tokenHash),
        eq(magicLinks.email, email),
        isNull(magicLinks.usedAt),
        gt(magicLinks.expiresAt, now),
      ),
    )
    .limit(1);
  return row ? { ...row, duration: row.duration as SessionDuration } : null;
}

/** Marks the link used if it still is live; true for exactly one caller. */
export async function consumeMagicLink(
  db: Db,
  tokenHash: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(magicLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(magicLinks.token, tokenHash),
        eq(magicLinks.email, email),
        isNull(magicLinks.usedAt),
        gt(magicLinks.expiresAt, now),
      ),
    )
    .returning({ id: magicLinks.id });
  return rows.length === 1;
}

// ---- users --------------------------------------------------------------------------------------

export interface UserRow {
  id: string;
  email: string;
  twoFactorEnabled: boolean;
}

/** The user for a verified email, created at the first successful verification. */
export async function upsertVerifiedUser(db: Db, email: string, now: Date): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ email, isEmailVerified: true, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: users.email, set: { isEmailVerified: true, updatedAt: now } })
    .returning({ id: users.id, email: users.email, twoFactorEnabled: users.twoFactorEnabled });
  if (!row) throw new Error('user upsert returned nothing');
  return row;
}
