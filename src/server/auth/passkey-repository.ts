import { and, asc, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passkeys, users, webauthnChallenges } from '../db/schema';

// Passkey SQL (decision 115): the challenges handed out, each taken once by one conditional DELETE;
// the credentials, every query scoped by their user; and the signature counter, raised only by an
// UPDATE that checks it still lies below the new value, so two racing sign-ins cannot both pass.

export type ChallengePurpose = 'register' | 'authenticate';

export async function insertChallenge(
  db: Db,
  input: { hash: string; purpose: ChallengePurpose; userId: string | null; expiresAt: Date; now: Date },
): Promise<void> {
  await db.insert(webauthnChallenges).values({
    id: input.hash,
    purpose: input.purpose,
    userId: input.userId,
    expiresAt: input.expiresAt,
    createdAt: input.now,
  });
}

/** Takes a live challenge for this purpose (and user); true for exactly one caller. */
export async function takeChallenge(
  db: Db,
  input: { hash: string; purpose: ChallengePurpose; userId: string | null; now: Date },
): Promise<boolean> {
  const owner =
    input.userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, input.userId);
  const rows = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.id, input.hash),
        eq(webauthnChallenges.purpose, input.purpose),
        owner,
        gt(webauthnChallenges.expiresAt, input.now),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return rows.length === 1;
}

/** Challenges past their expiry (the sweeper); returns how many went. */
export async function deleteExpiredChallenges(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(webauthnChallenges)
    .where(lt(webauthnChallenges.expiresAt, now))
    .returning({ id: webauthnChallenges.id });
  return rows.length;
}

export interface PasskeyRow {
  id: string;
  credentialId: string;
  transports: string[] | null;
  name: string;
  backedUp: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const listed = {
  id: passkeys.id,
  credentialId: passkeys.credentialId,
  transports: passkeys.transports,
  name: passkeys.name,
  backedUp: passkeys.backedUp,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

export async function listPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db
    .select(listed)
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/** Stores a new credential; false when that credential id is already registered (to anyone). */
export async function insertPasskey(
  db: Db,
  input: {
    userId: string;
    credentialId: string;
    publicKey: string;
    counter: number;
    transports: string[];
    backedUp: boolean;
    name: string;
    now: Date;
  },
): Promise<PasskeyRow | null> {
  const [row] = await db
    .insert(passkeys)
    .values({
      userId: input.userId,
      credentialId: input.credentialId,
      publicKey: input.publicKey,
      counter: input.counter,
      transports: input.transports,
      backedUp: input.backedUp,
      name: input.name,
      createdAt: input.now,
    })
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning(listed);
  return row ?? null;
}

export async function renamePasskey(
  db: Db,
  userId: string,
  id: string,
  name: string,
): Promise<PasskeyRow | null> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning(listed);
  return row ?? null;
}

export async function deletePasskey(db: Db, userId: string, id: string): Promise<{ name: string } | null> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning({ name: passkeys.name });
  return row ?? null;
}

export interface StoredCredential {
  id: string;
  userId: string;
  email: string;
  twoFactorEnabled: boolean;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[] | null;
  name: string;
}

/** The credential a sign-in names, with its user: the one look-up not scoped by a session. */
export async function findCredential(db: Db, credentialId: string): Promise<StoredCredential | null> {
  const [row] = await db
    .select({
      id: passkeys.id,
      userId: passkeys.userId,
      email: users.email,
      twoFactorEnabled: users.twoFactorEnabled,
      credentialId: passkeys.credentialId,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
      name: passkeys.name,
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1);
  return row ?? null;
}

/**
 * Records a use: the counter moves to `next` only if it still lies below it (or both are 0, an
 * authenticator that keeps no counter). False when another sign-in got there first or it went back.
 */
export async function advanceCounter(db: Db, id: string, next: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: next, lastUsedAt: now })
    .where(and(eq(passkeys.id, id), next === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, next)))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}
