import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../http/validate';
import { checkHealth, placeholderSvg } from './service';

const size = z.coerce
  .number({ message: 'must be a whole number from 1 to 2000' })
  .int('must be a whole number from 1 to 2000')
  .min(1, 'must be a whole number from 1 to 2000')
  .max(2000, 'must be a whole number from 1 to 2000');
const placeholderParams = z.object({ w: size, h: size });

/** The app's own endpoints, not a user's data: the health check and the avatar placeholder. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    const health = await checkHealth(app.deps.database);
    return reply.status(health.status === 'ok' ? 200 : 503).send(health);
  });

  app.get('/api/placeholder/:w/:h', async (request, reply) => {
    const { w, h } = validate(placeholderParams, request.params);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(placeholderSvg(w, h));
  });
}
