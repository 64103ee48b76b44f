import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { BackupEntry } from '../../shared/backup';
import type { Db } from '../db/client';
import * as s from '../db/schema';

// The backup's SQL (docs/decisions/057, 058): what a backup holds, table by table, in an order where
// every row comes after the rows it names, and the reads of the exports; a restore's writes are in
// restore-repository.ts. Never: users' secrets, sessions, magic links, TOTP or backup codes. Journal
// entries and their lines are kept apart: a restore posts them through the ledger's writer.

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

/** A table whose rows are the user's through a parent row of theirs (`parentKey` names the parent). */
function byParent(
  name: string,
  table: PgTable,
  parentKey: PgColumn,
  parent: Scoped & { id: PgColumn },
  order: PgColumn,
): BackupTable {
  return {
    name,
    table,
    rows: (db, userId) =>
      db
        .select()
        .from(table)
        .where(inArray(parentKey, db.select({ id: parent.id }).from(parent).where(eq(parent.userId, userId))))
        .orderBy(asc(order)) as Promise<Record<string, unknown>[]>,
  };
}

export const BACKUP_TABLES: readonly BackupTable[] = [
  byUser('user_preferences', s.userPreferences, s.userPreferences.id),
  byUser('accounts', s.accounts, s.accounts.createdAt),
  byUser('budget_categories', s.budgetCategories, s.budgetCategories.createdAt),
  byUser('loans', s.loans, s.loans.createdAt),
  byUser('extra_payments', s.extraPayments, s.extraPayments.createdAt),
  byUser('budgets', s.budgets, s.budgets.startDate),
  byParent('budget_items', s.budgetItems, s.budgetItems.budgetId, s.budgets, s.budgetItems.id),
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
  // A split's parts after their transaction (decision 141).
  byUser('transaction_splits', s.transactionSplits, s.transactionSplits.transactionId),
  byUser('ledger_state', s.ledgerState, s.ledgerState.userId),
  byUser('cash_flow_projections', s.cashFlowProjections, s.cashFlowProjections.projectionDate),
  byUser('asset_valuation_adjustments', s.assetValuationAdjustments, s.assetValuationAdjustments.createdAt),
  byUser('imports', s.imports, s.imports.createdAt),
  byParent(
    'imported_transactions',
    s.importedTransactions,
    s.importedTransactions.importId,
    s.imports,
    s.importedTransactions.transactionId,
  ),
  // Rows an import paired with a transaction of another account (decision 189).
  byParent(
    'imported_transfers',
    s.importedTransfers,
    s.importedTransfers.importId,
    s.imports,
    s.importedTransfers.transactionId,
  ),
  byUser('import_mappings', s.importMappings, s.importMappings.accountId),
  // The rates reports convert with (issue 24), exactly as stored.
  {
    name: 'exchange_rates',
    table: s.exchangeRates,
    rows: (db, userId) =>
      db
        .select()
        .from(s.exchangeRates)
        .where(eq(s.exchangeRates.userId, userId))
        .orderBy(asc(s.exchangeRates.rateDate), asc(s.exchangeRates.base), asc(s.exchangeRates.quote)),
  },
  // Rules after the accounts and categories they name; runs after the transactions they changed.
  byUser('rules', s.rules, s.rules.position),
  byParent('rule_actions', s.ruleActions, s.ruleActions.ruleId, s.rules, s.ruleActions.position),
  byUser('rule_runs', s.ruleRuns, s.ruleRuns.createdAt),
  byParent(
    'rule_run_changes',
    s.ruleRunChanges,
    s.ruleRunChanges.runId,
    s.ruleRuns,
    s.ruleRunChanges.transactionId,
  ),
];

/** Tables restored after the journal, because they name entries. */
export const AFTER_JOURNAL: readonly BackupTable[] = [
  byUser('balance_assertions', s.balanceAssertions, s.balanceAssertions.assertDate),
];

export function columnsOf(table: PgTable): Record<string, PgColumn> {
  return getTableColumns(table) as Record<string, PgColumn>;
}

// ---- exports ------------------------------------------------------------------------------------

export async function userEmail(db: Db, userId: string): Promise<string> {
  const [user] = await db.select({ email: s.users.email }).from(s.users).where(eq(s.users.id, userId));
  return user?.email ?? '';
}

/** The user's reporting currency (issue 24). */
export async function baseCurrencyOf(db: Db, userId: string): Promise<string> {
  const [user] = await db
    .select({ baseCurrency: s.users.baseCurrency })
    .from(s.users)
    .where(eq(s.users.id, userId));
  return user?.baseCurrency ?? 'USD';
}

/** Every exchange rate of the user, oldest first. */
export async function allExchangeRates(db: Db, userId: string): Promise<ExchangeRateRow[]> {
  return db
    .select()
    .from(s.exchangeRates)
    .where(eq(s.exchangeRates.userId, userId))
    .orderBy(asc(s.exchangeRates.rateDate), asc(s.exchangeRates.base), asc(s.exchangeRates.quote));
}

export type ExchangeRateRow = typeof s.exchangeRates.$inferSelect;

/** The user's journal in posting order, each entry with its lines. */
export async function journalOf(db: Db, userId: string): Promise<BackupEntry[]> {
  const entries = await db
    .select()
    .from(s.journalEntries)
    .where(eq(s.journalEntries.userId, userId))
    .orderBy(asc(s.journalEntries.seq));
  const lines = [];
  for (let i = 0; i < entries.length; i += 5_000) {
    const ids = entries.slice(i, i + 5_000).map((e) => e.id);
    lines.push(
      ...(await db
        .select()
        .from(s.journalEntryLines)
        .where(and(inArray(s.journalEntryLines.journalEntryId, ids)))
        .orderBy(asc(s.journalEntryLines.journalEntryId), asc(s.journalEntryLines.id))),
    );
  }
  const byEntry = new Map<string, BackupEntry['lines']>();
  for (const line of lines) {
    const list = byEntry.get(line.journalEntryId) ?? [];
    list.push({ accountId: line.accountId, debit: line.debit, credit: line.credit, currency: line.currency });
    byEntry.set(line.journalEntryId, list);
  }
  return entries.map((e) => ({
    id: e.id,
    entryDate: e.entryDate,
    description: e.description,
    reference: e.reference,
    kind: e.kind,
    transactionId: e.transactionId,
    loanId: e.loanId,
    loanPeriod: e.loanPeriod,
    createdAt: e.createdAt.toISOString(),
    lines: byEntry.get(e.id) ?? [],
  }));
}

export type AccountRow = typeof s.accounts.$inferSelect;
export type CategoryRow = typeof s.budgetCategories.$inferSelect;
export type TransactionRow = typeof s.transactions.$inferSelect;

/** Every account of the user, system ones included, in creation order. */
export async function allAccounts(db: Db, userId: string): Promise<AccountRow[]> {
  return db
    .select()
    .from(s.accounts)
    .where(eq(s.accounts.userId, userId))
    .orderBy(asc(s.accounts.createdAt), asc(s.accounts.id));
}

export type SplitRow = typeof s.transactionSplits.$inferSelect;

/** The parts of the user's split transactions, each transaction's in order. */
export async function allSplits(db: Db, userId: string): Promise<SplitRow[]> {
  return db
    .select()
    .from(s.transactionSplits)
    .where(eq(s.transactionSplits.userId, userId))
    .orderBy(asc(s.transactionSplits.transactionId), asc(s.transactionSplits.position));
}

export async function allCategories(db: Db, userId: string): Promise<CategoryRow[]> {
  return db.select().from(s.budgetCategories).where(eq(s.budgetCategories.userId, userId));
}

export async function allTransactions(db: Db, userId: string): Promise<TransactionRow[]> {
  return db
    .select()
    .from(s.transactions)
    .where(eq(s.transactions.userId, userId))
    .orderBy(asc(s.transactions.transactionDate), asc(s.transactions.createdAt));
}
