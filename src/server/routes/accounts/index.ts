import type { FastifyInstance } from 'fastify';

/** Routes for accounts, balance sheet, journal entries, preferences. */
export async function accountRoutes(_app: FastifyInstance): Promise<void> {}
