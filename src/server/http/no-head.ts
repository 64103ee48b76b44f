import type { FastifyInstance } from 'fastify';
import { routedPath } from './route-path';

// docs/security.md R4: "GET/HEAD never consume the token", and no HEAD may change state. Fastify answers
// HEAD with the GET handler, so a HEAD of the sign-in verification consumed the link. The API's reads
// are for the app's own script, which never sends HEAD: only the health check answers it, for load
// balancers; any other HEAD under /api is a 405 before a handler runs. Pages keep their HEAD.

const HEAD_ALLOWED = new Set(['/api/health']);

export function registerNoHeadOnApi(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'HEAD') return;
    const path = routedPath(request);
    if (!path.startsWith('/api/') || HEAD_ALLOWED.has(path)) return;
    return reply.code(405).header('allow', 'GET').send();
  });
}
