import type { FastifyReply } from 'fastify';

/**
 * Tells this browser's other tabs (docs/product.md §4 'auth-success'); the real-time channel fans it out.
 * Sent once the reply carrying the new session cookie has gone out, so a tab that reacts by asking
 * who is signed in does not ask before the browser holds the cookie.
 */
export function announceSignIn(
  reply: FastifyReply,
  key: string | undefined,
  user: { id: string; email: string },
): void {
  if (!key) return;
  const { realtime } = reply.server.deps;
  reply.raw.once('finish', () =>
    realtime.publishAuthSuccess({ browserKey: key, email: user.email, userId: user.id }),
  );
}
