import type { FastifyInstance } from 'fastify';
import { authRoutes } from '../auth/routes';
import { realtimeRoutes } from '../realtime/routes';
import { accountRoutes } from './accounts';
import { categoryRoutes } from './categories';
import { loanRoutes } from './loans';
import { healthRoutes } from './system/health';
import { placeholderRoutes } from './system/placeholder';
import { transactionRoutes } from './transactions';

/** Every route module; each resource keeps its own folder. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(placeholderRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(loanRoutes);
  await app.register(transactionRoutes);
  await app.register(categoryRoutes);
  await app.register(realtimeRoutes);
}
