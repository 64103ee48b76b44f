import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/routes';
import { apiDocsRoutes } from './api-docs/routes';
import { authRoutes } from './auth/routes';
import { backupRoutes } from './backup/routes';
import { budgetRoutes } from './budgets/routes';
import { categoryRoutes } from './categories/routes';
import { exchangeRateRoutes } from './exchange-rates/routes';
import { forecastRoutes } from './forecast/routes';
import { historyRoutes } from './history/routes';
import { importRoutes } from './imports/routes';
import { loanRoutes } from './loans/routes';
import { preferenceRoutes } from './preferences/routes';
import { realtimeRoutes } from './realtime/routes';
import { ruleRoutes } from './rules/routes';
import { settingsRoutes } from './settings/routes';
import { systemRoutes } from './system/routes';
import { transactionRoutes } from './transactions/routes';

/** Every feature's routes; each feature keeps its own folder with a `routes.ts` (decision 065). */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(systemRoutes);
  await app.register(apiDocsRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(preferenceRoutes);
  await app.register(loanRoutes);
  await app.register(transactionRoutes);
  await app.register(settingsRoutes);
  await app.register(categoryRoutes);
  await app.register(budgetRoutes);
  await app.register(forecastRoutes);
  await app.register(historyRoutes);
  await app.register(importRoutes);
  await app.register(ruleRoutes);
  await app.register(exchangeRateRoutes);
  await app.register(backupRoutes);
  await app.register(realtimeRoutes);
}
