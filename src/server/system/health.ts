import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    try {
      await app.deps.database.ping();
      return { status: 'ok', database: 'up', driver: app.deps.database.driver };
    } catch {
      return reply.status(503).send({ status: 'error', database: 'down', driver: app.deps.database.driver });
    }
  });
}
