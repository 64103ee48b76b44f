import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userIdentities, users } from '../db/schema';
import type { UserRow } from './repository';

// OpenID Connect identities (decision 116): a provider's (issuer, subject) pair names one user; the
// unique index makes "link" a single conditional INSERT, so two racing links cannot both win.

const userColumns = { id: users.id, email: users.email, twoFactorEnabled: users.twoFactorEnabled };

/** The user an identity signs in, noting the use; null when the identity is not linked. */
export async function useIdentity(
  db: Db,
  issuer: string,
  subject: string,
  now: Date,
): Promise<UserRow | null> {
  const [linked] = await db
    .update(userIdentities)
    .set({ lastUsedAt: now })
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .returning({ userId: userIdentities.userId });
  if (!linked) return null;
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, linked.userId)).limit(1);
  return user ?? null;
}

/**
 * Links the identity to the user. Answers the user it now signs in: this one, or another when that
 * identity was already linked elsewhere (nothing changes then).
 */
export async function linkIdentity(
  db: Db,
  input: { userId: string; issuer: string; subject: string; email: string | null; now: Date },
): Promise<{ userId: string; created: boolean }> {
  const [inserted] = await db
    .insert(userIdentities)
    .values({
      userId: input.userId,
      issuer: input.issuer,
      subject: input.subject,
      email: input.email,
      createdAt: input.now,
      lastUsedAt: input.now,
    })
    .onConflictDoNothing({ target: [userIdentities.issuer, userIdentities.subject] })
    .returning({ userId: userIdentities.userId });
  if (inserted) return { userId: inserted.userId, created: true };
  const [existing] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, input.issuer), eq(userIdentities.subject, input.subject)))
    .limit(1);
  if (!existing) throw new Error('identity neither inserted nor found');
  return { userId: existing.userId, created: false };
}

export interface IdentityRow {
  id: string;
  issuer: string;
  email: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export async function listIdentities(db: Db, userId: string): Promise<IdentityRow[]> {
  return db
    .select({
      id: userIdentities.id,
      issuer: userIdentities.issuer,
      email: userIdentities.email,
      createdAt: userIdentities.createdAt,
      lastUsedAt: userIdentities.lastUsedAt,
    })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt), asc(userIdentities.id));
}

export async function unlinkIdentity(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.id, id)))
    .returning({ id: userIdentities.id });
  return rows.length === 1;
}
