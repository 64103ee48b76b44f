import { and, eq, lt, sql } from 'drizzle-orm';
import type { SessionDuration } from '../../shared/auth-options';
import type { Db } from '../db/client';
import { ledgerState, sessions, users } from '../db/schema';
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
  /**
   * The user's ledger state, read with the session in the same query (decision 047): a read with
   * nothing due then needs no other look-up to know the books are current, nor at which version.
   * Null until the user's books were first brought current.
   */
  ledger: { postedThrough: string | null; version: number } | null;
}

/** Creates a session and returns the only copy of its token (the database keeps its hash). */
export async function createSession(
  db: Db,
  input: { userId: string; duration: SessionDuration; kind: SessionKind; now: Date },
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
  });
  return { token, expiresAt };
}

function sessionQuery(db: Db) {
  return db
    .select({
      id: sessions.id,
      kind: sessions.kind,
      sessionDuration: sessions.sessionDuration,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      twoFactorEnabled: users.twoFactorEnabled,
      postedThrough: ledgerState.postedThrough,
      version: ledgerState.version,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(ledgerState, eq(ledgerState.userId, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_session');
}

// Every authenticated request runs this query: built once per database, not per request.
const prepared = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/** The live session for a cookie token, or null; an expired one is deleted on sight. */
export async function findSession(db: Db, token: string, now: Date): Promise<ActiveSession | null> {
  const id = hashToken(token);
  let query = prepared.get(db);
  if (!query) {
    query = sessionQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ id });
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  return {
    id: row.id,
    kind: row.kind as SessionKind,
    sessionDuration: row.sessionDuration as SessionDuration,
    expiresAt: row.expiresAt,
    user: { id: row.userId, email: row.email, twoFactorEnabled: row.twoFactorEnabled },
    ledger: row.version === null ? null : { postedThrough: row.postedThrough, version: Number(row.version) },
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

export async function purgeExpiredSessions(db: Db, userId: string, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
}
