import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SessionView } from '../../shared/auth-options';
import { describeDevice } from '../../shared/user-agent';
import { notFound } from '../http/errors';
import { requireFullSession } from './guard';
import { deleteOtherSessions } from './repository';
import { deleteUserSession, listUserSessions, type SessionRow } from './sessions';

// The person's own sessions (SECURITY.md R14): listed with the device and times, each can be ended,
// or all but this one. Ids in the API are a digest of the stored id, so the list hands out nothing
// that could be used as or matched to a cookie.

export function publicSessionId(storedId: string): string {
  return createHash('sha256').update(`session-view:${storedId}`).digest('base64url').slice(0, 22);
}

function view(row: SessionRow, currentId: string): SessionView {
  return {
    id: publicSessionId(row.id),
    device: describeDevice(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentId,
  };
}

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/auth/sessions', async (request) => {
    const session = await requireFullSession(request);
    const { database, clock } = request.server.deps;
    const rows = await listUserSessions(database.db, session.user.id, clock());
    return rows.map((row) => view(row, session.id));
  });

  app.delete<{ Params: { id: string } }>('/api/auth/sessions/:id', async (request, reply) => {
    const session = await requireFullSession(request);
    const { id } = request.params;
    const { database, clock, realtime } = request.server.deps;
    const rows = await listUserSessions(database.db, session.user.id, clock());
    const target = rows.find((row) => publicSessionId(row.id) === id);
    // Another user's session, an ended one, or nonsense: all the same 404.
    if (!target || !(await deleteUserSession(database.db, session.user.id, target.id))) throw notFound();
    realtime.closeSessionSockets(target.id);
    request.log.info(
      { event: 'session_revoked', userId: session.user.id, own: target.id === session.id },
      'a session was signed out',
    );
    return reply.status(204).send();
  });

  app.post('/api/auth/sessions/revoke-others', async (request) => {
    const session = await requireFullSession(request);
    const { database, realtime } = request.server.deps;
    const ended = await deleteOtherSessions(database.db, session.user.id, session.id);
    for (const id of ended) realtime.closeSessionSockets(id);
    request.log.info(
      { event: 'sessions_revoked', userId: session.user.id, count: ended.length },
      'signed out everywhere else',
    );
    return { success: true, revoked: ended.length };
  });
}
