import type { FastifyInstance } from 'fastify';

/** Routes for loans, schedules, extra payments. */
export async function loanRoutes(_app: FastifyInstance): Promise<void> {}
