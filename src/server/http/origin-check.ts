import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence (SECURITY.md R16): a state-changing API request must come from our own origin —
 * an Origin equal to APP_URL, or, when a browser sends none, Sec-Fetch-Site: same-origin.
 * Bodies must be JSON; Fastify answers 415 for any other content type.
 */
export function registerOriginCheck(app: FastifyInstance, appUrl: string): void {
  const allowed = new URL(appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (origin !== allowed) throw new AppError('forbidden', 'Cross-origin request refused');
      return;
    }
    if (request.headers['sec-fetch-site'] === 'same-origin') return;
    throw new AppError('forbidden', 'Cross-origin request refused');
  });
}
