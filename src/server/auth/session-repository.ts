import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { SessionDuration, SessionMethod } from '../../shared/auth-options';
import type { Database, Db, HotStatement } from '../db/client';
import { sessions } from '../db/schema';
import {
  DEFAULT_IDLE_MINUTES,
  idleLimitMs,
  PENDING_TWO_FACTOR_MS,
  sessionLifetimeMs,
} from './session-durations';
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
  /** The user's time zone (null: UTC), read with the session: "today" for the ledger needs it. */
  timeZone: string | null;
  /** The user's base currency, read with the session: a report in one currency needs no other read. */
  baseCurrency: string;
}

const MAX_USER_AGENT = 300;
/** "Last seen" is written at most this often per session, so reads stay reads. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;

/** Creates a session and returns the only copy of its token (the database keeps its hash). */
export async function createSession(
  db: Db,
  input: {
    userId: string;
    duration: SessionDuration;
    kind: SessionKind;
    now: Date;
    userAgent?: string | undefined;
    /** How the person signed in; a magic link unless told. */
    method?: SessionMethod;
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
    method: input.method ?? 'magic_link',
  });
  return { token, expiresAt };
}

// Every authenticated request runs this query: a prepared statement, mapped by hand (decision 047).
const FIND_SESSION: HotStatement = {
  name: 'nw_find_session',
  text: `select s.id, s.kind, s.session_duration, (extract(epoch from s.expires_at) * 1000)::float8 as expires_at,
      (extract(epoch from s.last_seen_at) * 1000)::float8 as last_seen_at, u.id as user_id, u.email,
      u.two_factor_enabled, u.time_zone, u.base_currency, l.posted_through::text as posted_through, l.version::float8 as version
    from sessions s
    join users u on u.id = s.user_id
    left join ledger_state l on l.user_id = s.user_id
    where s.id = $1
    limit 1`,
};

interface FoundSessionRow {
  id: string;
  kind: string;
  session_duration: string;
  /** Epoch milliseconds, as are all moments of a hot statement. */
  expires_at: number;
  last_seen_at: number;
  user_id: string;
  email: string;
  two_factor_enabled: boolean;
  time_zone: string | null;
  base_currency: string;
  posted_through: string | null;
  version: number | null;
}

/** The live session for a cookie token, or null; an expired one is deleted on sight. */
export async function findSession(
  database: Database,
  token: string,
  now: Date,
  idleMinutes = DEFAULT_IDLE_MINUTES,
): Promise<ActiveSession | null> {
  const id = hashToken(token);
  const [row] = await database.hotRead<FoundSessionRow>(FIND_SESSION, [id]);
  if (!row) return null;
  const expiresAt = new Date(row.expires_at);
  // Past its absolute lifetime, or unused longer than its idle limit (docs/security.md R13). A pending
  // two-factor sign-in has its own 10 minutes and no idle limit.
  const idle =
    row.kind === 'full' &&
    now.getTime() - new Date(row.last_seen_at).getTime() >=
      idleLimitMs(row.session_duration as SessionDuration, idleMinutes);
  if (expiresAt.getTime() <= now.getTime() || idle) {
    await database.db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now.getTime() - new Date(row.last_seen_at).getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await database.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return {
    id: row.id,
    kind: row.kind as SessionKind,
    sessionDuration: row.session_duration as SessionDuration,
    expiresAt,
    user: { id: row.user_id, email: row.email, twoFactorEnabled: row.two_factor_enabled },
    ledger: row.version === null ? null : { postedThrough: row.posted_through, version: row.version },
    timeZone: row.time_zone,
    baseCurrency: row.base_currency,
  };
}

/** Whether the user has a live session from a browser with this user agent (a known device). */
export async function hasDeviceSession(
  db: Db,
  userId: string,
  userAgent: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!userAgent) return false;
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.userAgent, userAgent.slice(0, MAX_USER_AGENT)),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * When the session last proved who is there: its sign-in, or a later confirmation with an
 * authenticator code (decision 134). Null when the user has no such session.
 */
export async function lastConfirmation(db: Db, userId: string, id: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt, reauthenticatedAt: sessions.reauthenticatedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .limit(1);
  if (!row) return null;
  const { createdAt, reauthenticatedAt } = row;
  return reauthenticatedAt && reauthenticatedAt > createdAt ? reauthenticatedAt : createdAt;
}

/** Records that the session just confirmed it is its person (an authenticator code, decision 134). */
export async function markReauthenticated(db: Db, userId: string, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ reauthenticatedAt: now })
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)));
}

export async function deleteSessionById(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/**
 * Deletes the session and, when this call was the one that did (for use-once steps), answers how it
 * had signed in; null otherwise.
 */
export async function takeSession(db: Db, id: string): Promise<{ method: SessionMethod } | null> {
  const rows = await db.delete(sessions).where(eq(sessions.id, id)).returning({ method: sessions.method });
  const row = rows[0];
  return rows.length === 1 && row ? { method: row.method as SessionMethod } : null;
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
  expiresAt: Date;
  sessionDuration: string;
  userAgent: string | null;
  method: SessionMethod;
}

/** The user's live, fully signed-in sessions, newest activity first. */
export async function listUserSessions(db: Db, userId: string, now: Date): Promise<SessionRow[]> {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      sessionDuration: sessions.sessionDuration,
      userAgent: sessions.userAgent,
      method: sessions.method,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.kind, 'full'), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.map((row) => ({ ...row, method: row.method as SessionMethod }));
}

/** Deletes one of the user's sessions; false when the user has no such session. */
export async function deleteUserSession(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** Ends every session of the user except the one given (e.g. after two-factor is turned on). */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.id} <> ${keepSessionId}`))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

export async function deletePendingSessions(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.kind, 'pending_2fa')))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/**
 * Keeps the user's proxy session `keepId` and the `keep - 1` newest others, deleting the rest; returns
 * the ids that ended.
 */
export async function trimProxySessions(
  db: Db,
  userId: string,
  keepId: string,
  keep: number,
): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.method, 'proxy'),
        sql`${sessions.id} <> ${keepId}`,
        sql`${sessions.id} not in (select id from sessions where user_id = ${userId} and method = 'proxy' and id <> ${keepId} order by created_at desc, id desc limit ${keep - 1})`,
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}
