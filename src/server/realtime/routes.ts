import type { FastifyInstance } from 'fastify';

/** Routes for the /ws channel. */
export async function realtimeRoutes(_app: FastifyInstance): Promise<void> {}
