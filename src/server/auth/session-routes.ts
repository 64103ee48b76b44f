import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { requireFullSession } from './guard';
import { endOtherSessions, endSession, listSessions } from './session-service';

/** The person's own sessions (docs/security.md R14): list, end one, end all but this one. */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/auth/sessions', async (request) => {
    const session = await requireFullSession(request);
    return listSessions(request.server.deps, session);
  });

  app.delete<{ Params: { id: string } }>('/api/auth/sessions/:id', async (request, reply) => {
    const session = await requireFullSession(request);
    const ended = await endSession(request.server.deps, session, request.params.id);
    if (!ended) throw notFound();
    request.log.info(
      { event: 'session_revoked', userId: session.user.id, own: ended.own },
      'a session was signed out',
    );
    return reply.status(204).send();
  });

  app.post('/api/auth/sessions/revoke-others', async (request) => {
    const session = await requireFullSession(request);
    const revoked = await endOtherSessions(request.server.deps, session.user.id, session.id);
    request.log.info(
      { event: 'sessions_revoked', userId: session.user.id, count: revoked },
      'signed out everywhere else',
    );
    return { success: true, revoked };
  });
}
