import { accountDocs } from './accounts/openapi';
import { apiDocsDocs } from './api-docs/openapi';
import { apiTokenDocs } from './auth/api-token-openapi';
import { authDocs } from './auth/openapi';
import { signInMethodDocs } from './auth/sign-in-methods-openapi';
import { backupDocs } from './backup/openapi';
import { budgetDocs } from './budgets/openapi';
import { categoryDocs } from './categories/openapi';
import { exchangeRateDocs } from './exchange-rates/openapi';
import { forecastDocs } from './forecast/openapi';
import { historyDocs } from './history/openapi';
import type { RouteDocs } from './http/route-doc';
import { importDocs } from './imports/openapi';
import { loanDocs } from './loans/openapi';
import { preferenceDocs } from './preferences/openapi';
import { ruleDocs } from './rules/openapi';
import { settingsDocs } from './settings/openapi';
import { systemDocs } from './system/openapi';
import { transactionDocs } from './transactions/openapi';

/**
 * Every API route's documentation: each feature's `openapi.ts` table (decision 110). A feature with
 * routes adds its table here, as it adds its routes to register-routes.ts.
 */
export const ROUTE_DOCS: RouteDocs = {
  ...systemDocs,
  ...apiDocsDocs,
  ...authDocs,
  ...signInMethodDocs,
  ...apiTokenDocs,
  ...accountDocs,
  ...preferenceDocs,
  ...loanDocs,
  ...transactionDocs,
  ...settingsDocs,
  ...categoryDocs,
  ...budgetDocs,
  ...forecastDocs,
  ...historyDocs,
  ...importDocs,
  ...ruleDocs,
  ...exchangeRateDocs,
  ...backupDocs,
};
