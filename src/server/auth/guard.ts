import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors';
import { readSessionToken } from './cookie';
import { type ActiveSession, findSession, type SessionUser } from './session-repository';

const resolved = new WeakMap<FastifyRequest, ActiveSession | null>();

/** The request's session (full or pending), looked up once per request. */
export async function currentSession(request: FastifyRequest): Promise<ActiveSession | null> {
  if (resolved.has(request)) return resolved.get(request) ?? null;
  const { config, database, clock } = request.server.deps;
  const token = readSessionToken(request, config);
  const session = token ? await findSession(database, token, clock(), config.sessionIdleMinutes) : null;
  resolved.set(request, session);
  return session;
}

/**
 * Sets the request's session from another proof than the cookie (a personal access token, decision
 * 111): the cookie is then never read for this request.
 */
export function authenticateRequest(request: FastifyRequest, session: ActiveSession): void {
  resolved.set(request, session);
}

/**
 * The signed-in user, or a 401. A pending two-factor sign-in reaches no data: only a full session
 * counts. Every data query must be scoped by the returned id.
 */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  return (await requireFullSession(request)).user;
}

/** The request's full session (what `requireUser` checks), or a 401. */
export async function requireFullSession(request: FastifyRequest): Promise<ActiveSession> {
  const session = await currentSession(request);
  if (session?.kind !== 'full') throw unauthorized();
  return session;
}
