import type { FastifyInstance } from 'fastify';

/** Routes for transactions and cash-flow summary. */
export async function transactionRoutes(_app: FastifyInstance): Promise<void> {}
