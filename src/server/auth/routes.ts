import type { FastifyInstance } from 'fastify';

/** Routes for sign-in (magic links, sessions, two-factor). */
export async function authRoutes(_app: FastifyInstance): Promise<void> {}
