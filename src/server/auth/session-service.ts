import { createHash } from 'node:crypto';
import type { SessionDuration, SessionView } from '../../shared/auth-options';
import { describeDevice } from '../../shared/user-agent';
import type { AppDeps } from '../deps';
import { idleLimitMs } from './session-durations';
import {
  type ActiveSession,
  deleteOtherSessions,
  deleteSessionById,
  deleteUserSession,
  listUserSessions,
  type SessionRow,
} from './session-repository';

// The person's own sessions (docs/security.md R14): listed with the device and times, each can be ended,
// or all but this one. Ids in the API are a digest of the stored id, so the list hands out nothing
// that could be used as or matched to a cookie. An ended session's sockets close with it.

function publicSessionId(storedId: string): string {
  return createHash('sha256').update(`session-view:${storedId}`).digest('base64url').slice(0, 22);
}

/** When the session ends if it goes unused from now on: its idle limit, within its lifetime. */
function endsIfUnused(row: SessionRow, idleMinutes: number): Date {
  const idle = idleLimitMs(row.sessionDuration as SessionDuration, idleMinutes);
  return new Date(Math.min(row.lastSeenAt.getTime() + idle, row.expiresAt.getTime()));
}

function view(row: SessionRow, currentId: string, idleMinutes: number): SessionView {
  return {
    id: publicSessionId(row.id),
    device: describeDevice(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    idleExpiresAt: endsIfUnused(row, idleMinutes).toISOString(),
    current: row.id === currentId,
    method: row.method,
  };
}

export async function listSessions(deps: AppDeps, session: ActiveSession): Promise<SessionView[]> {
  const now = deps.clock();
  const idleMinutes = deps.config.sessionIdleMinutes;
  const rows = await listUserSessions(deps.database.db, session.user.id, now);
  // A session past its idle limit is over, even before its row is swept.
  return rows
    .filter((row) => endsIfUnused(row, idleMinutes).getTime() > now.getTime())
    .map((row) => view(row, session.id, idleMinutes));
}

/**
 * Ends the user's live session with this public id; null when they have none such (another user's,
 * an ended one, or nonsense: all the same). Says whether it was the session asking.
 */
export async function endSession(
  deps: AppDeps,
  session: ActiveSession,
  publicId: string,
): Promise<{ own: boolean } | null> {
  const { db } = deps.database;
  const rows = await listUserSessions(db, session.user.id, deps.clock());
  const target = rows.find((row) => publicSessionId(row.id) === publicId);
  if (!target || !(await deleteUserSession(db, session.user.id, target.id))) return null;
  deps.realtime.closeSessionSockets(target.id);
  return { own: target.id === session.id };
}

/** Ends every session of the user except `keepSessionId`; returns how many ended. */
export async function endOtherSessions(
  deps: AppDeps,
  userId: string,
  keepSessionId: string,
): Promise<number> {
  const ended = await deleteOtherSessions(deps.database.db, userId, keepSessionId);
  for (const id of ended) deps.realtime.closeSessionSockets(id);
  return ended.length;
}

/** Signs the session out: it is deleted and its sockets close. */
export async function signOut(deps: AppDeps, sessionId: string): Promise<void> {
  await deleteSessionById(deps.database.db, sessionId);
  deps.realtime.closeSessionSockets(sessionId);
}
