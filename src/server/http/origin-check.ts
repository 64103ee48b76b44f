import type { FastifyInstance } from 'fastify';
import { isBearerRequest } from '../auth/bearer';
import { AppError } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence (docs/security.md R16): a state-changing request must come from our own origin — an
 * Origin equal to APP_URL, or, when a browser sends none, Sec-Fetch-Site: same-origin. Every
 * request that is not GET/HEAD/OPTIONS is checked, whatever its path: the router decodes the path
 * (`/%61pi/...` reaches `/api/...`), so a test on the raw URL could be walked around.
 * Bodies must be JSON; Fastify answers 415 for any other content type.
 */
export function registerOriginCheck(app: FastifyInstance, appUrl: string): void {
  const allowed = new URL(appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    // A personal access token sends no cookie: a cross-site page cannot make the browser send it.
    if (isBearerRequest(request)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (origin !== allowed) throw new AppError('forbidden', 'Cross-origin request refused');
      return;
    }
    if (request.headers['sec-fetch-site'] === 'same-origin') return;
    throw new AppError('forbidden', 'Cross-origin request refused');
  });
}
