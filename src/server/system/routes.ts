import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { validate } from '../http/validate';
import { placeholderParams } from './openapi';
import { checkHealth, checkReady, type Pinger, placeholderSvg, redisPinger } from './service';

/** The app's own endpoints, not a user's data: health checks and the avatar placeholder. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const { redisUrl } = app.deps.config;
  let redis: Pinger | null = null;
  app.addHook('onClose', async () => {
    await redis?.close();
  });

  app.get('/api/health', async (_request, reply) => {
    const health = await checkHealth(app.deps.database);
    return reply.status(health.status === 'ok' ? 200 : 503).send(health);
  });

  // Liveness: the process answers. It reads nothing, so a slow database never gets it restarted.
  app.get('/api/health/live', async () => ({ status: 'ok' }));

  // Readiness: send traffic here only while the database (and Redis, where configured) answers.
  app.get('/api/health/ready', async (_request, reply) => {
    if (redisUrl && !redis) redis = redisPinger(redisUrl);
    // Undefined while the embedded database is still opening (app.ts lets the probe through).
    const database = app.deps.database as Database | undefined;
    const ready = await checkReady(database, redis);
    return reply.status(ready.status === 'ok' ? 200 : 503).send(ready);
  });

  app.get('/api/placeholder/:w/:h', async (request, reply) => {
    const { w, h } = validate(placeholderParams, request.params);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(placeholderSvg(w, h));
  });
}
