import type { FastifyInstance } from 'fastify';

/** Tells this browser's other tabs (SPEC.md 4 'auth-success'); the real-time channel fans it out. */
export function announceSignIn(
  server: FastifyInstance,
  key: string | undefined,
  user: { id: string; email: string },
): void {
  if (!key) return;
  server.deps.realtime.publishAuthSuccess({ browserKey: key, email: user.email, userId: user.id });
}
