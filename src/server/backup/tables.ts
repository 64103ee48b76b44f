import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as s from '../db/schema';

// What a backup holds, table by table, in an order where every row comes after the rows it names
// (docs/decisions/057). Never: users' secrets, sessions, magic links, TOTP or backup codes.
// Journal entries and their lines are kept apart: they are restored through the ledger's writer.

export interface BackupTable {
  /** The key in the backup's "tables" object (the SQL table name). */
  name: string;
  table: PgTable;
  /** The user's rows, in a stable order. */
  rows(db: Db, userId: string): Promise<Record<string, unknown>[]>;
}

type Scoped = PgTable & { userId: PgColumn };

function byUser(name: string, table: Scoped, order: PgColumn): BackupTable {
  return {
    name,
    table,
    rows: (db, userId) =>
      db.select().from(table).where(eq(table.userId, userId)).orderBy(asc(order)) as Promise<
        Record<string, unknown>[]
      >,
  };
}

export const BACKUP_TABLES: readonly BackupTable[] = [
  byUser('user_preferences', s.userPreferences, s.userPreferences.id),
  byUser('accounts', s.accounts, s.accounts.createdAt),
  byUser('budget_categories', s.budgetCategories, s.budgetCategories.createdAt),
  byUser('loans', s.loans, s.loans.createdAt),
  byUser('extra_payments', s.extraPayments, s.extraPayments.createdAt),
  byUser('budgets', s.budgets, s.budgets.startDate),
  {
    name: 'budget_items',
    table: s.budgetItems,
    rows: (db, userId) =>
      db
        .select()
        .from(s.budgetItems)
        .where(
          inArray(
            s.budgetItems.budgetId,
            db.select({ id: s.budgets.id }).from(s.budgets).where(eq(s.budgets.userId, userId)),
          ),
        )
        .orderBy(asc(s.budgetItems.id)),
  },
  // Recurring items (no parent) before their occurrences.
  {
    name: 'transactions',
    table: s.transactions,
    rows: (db, userId) =>
      db
        .select()
        .from(s.transactions)
        .where(eq(s.transactions.userId, userId))
        .orderBy(
          asc(s.transactions.recurringParentId),
          asc(s.transactions.createdAt),
          asc(s.transactions.id),
        ),
  },
  byUser('ledger_state', s.ledgerState, s.ledgerState.userId),
  byUser('cash_flow_projections', s.cashFlowProjections, s.cashFlowProjections.projectionDate),
  byUser('asset_valuation_adjustments', s.assetValuationAdjustments, s.assetValuationAdjustments.createdAt),
  byUser('imports', s.imports, s.imports.createdAt),
  {
    name: 'imported_transactions',
    table: s.importedTransactions,
    rows: (db, userId) =>
      db
        .select()
        .from(s.importedTransactions)
        .where(
          inArray(
            s.importedTransactions.importId,
            db.select({ id: s.imports.id }).from(s.imports).where(eq(s.imports.userId, userId)),
          ),
        )
        .orderBy(asc(s.importedTransactions.transactionId)),
  },
  byUser('import_mappings', s.importMappings, s.importMappings.accountId),
];

/** Tables restored after the journal, because they name entries. */
export const AFTER_JOURNAL: readonly BackupTable[] = [
  byUser('balance_assertions', s.balanceAssertions, s.balanceAssertions.assertDate),
];

export function columnsOf(table: PgTable): Record<string, PgColumn> {
  return getTableColumns(table) as Record<string, PgColumn>;
}
