import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { SessionDuration } from '../../shared/auth-options';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { PENDING_TWO_FACTOR_MS, sessionLifetimeMs } from './session-durations';
import { hashToken, randomToken } from './tokens';

export type SessionKind = 'full' | 'pending_2fa';

export interface SessionUser {
  id: string;
  email: string;
  twoFactorEnabled: boolean;
}

export interface ActiveSession {
  id: string;
  kind: SessionKind;
  sessionDuration: SessionDuration;
  expiresAt: Date;
  user: SessionUser;
}

const MAX_USER_AGENT = 300;
/** "Last seen" is written at most this often per session, so reads stay reads. */
export const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;

/** Creates a session and returns the only copy of its token (the database keeps its hash). */
export async function createSession(
  db: Db,
  input: {
    userId: string;
    duration: SessionDuration;
    kind: SessionKind;
    now: Date;
    userAgent?: string | undefined;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const lifetime = input.kind === 'pending_2fa' ? PENDING_TWO_FACTOR_MS : sessionLifetimeMs(input.duration);
  const expiresAt = new Date(input.now.getTime() + lifetime);
  await db.insert(sessions).values({
    id: hashToken(token),
    userId: input.userId,
    kind: input.kind,
    sessionDuration: input.duration,
    expiresAt,
    createdAt: input.now,
    lastSeenAt: input.now,
    userAgent: input.userAgent ? input.userAgent.slice(0, MAX_USER_AGENT) : null,
  });
  return { token, expiresAt };
}

/** The live session for a cookie token, or null; an expired one is deleted on sight. */
export async function findSession(db: Db, token: string, now: Date): Promise<ActiveSession | null> {
  const id = hashToken(token);
  const rows = await db
    .select({
      id: sessions.id,
      kind: sessions.kind,
      sessionDuration: sessions.sessionDuration,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      email: users.email,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return {
    id: row.id,
    kind: row.kind as SessionKind,
    sessionDuration: row.sessionDuration as SessionDuration,
    expiresAt: row.expiresAt,
    user: { id: row.userId, email: row.email, twoFactorEnabled: row.twoFactorEnabled },
  };
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

export async function deleteSessionById(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Deletes the session and says whether this call was the one that did (for use-once steps). */
export async function takeSession(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(sessions).where(eq(sessions.id, id)).returning({ id: sessions.id });
  return rows.length === 1;
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Every user's expired sessions (the sweeper); returns how many went. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const rows = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return rows.length;
}

export interface SessionRow {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
}

/** The user's live, fully signed-in sessions, newest activity first. */
export async function listUserSessions(db: Db, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.kind, 'full'), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Deletes one of the user's sessions; false when the user has no such session. */
export async function deleteUserSession(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}
