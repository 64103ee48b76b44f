import type { FastifyInstance } from 'fastify';
import { authRoutes } from '../auth/routes';
import { realtimeRoutes } from '../realtime/routes';
import { accountRoutes } from './accounts';
import { budgetRoutes } from './budgets';
import { categoryRoutes } from './categories';
import { dataRoutes } from './data';
import { forecastRoutes } from './forecast';
import { historyRoutes } from './history';
import { importRoutes } from './imports';
import { loanRoutes } from './loans';
import { settingsRoutes } from './settings';
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
  await app.register(settingsRoutes);
  await app.register(categoryRoutes);
  await app.register(budgetRoutes);
  await app.register(forecastRoutes);
  await app.register(historyRoutes);
  await app.register(importRoutes);
  await app.register(dataRoutes);
  await app.register(realtimeRoutes);
}
