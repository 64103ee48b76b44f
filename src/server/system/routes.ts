import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health';
import { placeholderRoutes } from './placeholder';

/** The app's own endpoints, not a user's data: the health check and the avatar placeholder. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(placeholderRoutes);
}
