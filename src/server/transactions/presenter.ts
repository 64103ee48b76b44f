import { formatMoney } from '../../domain/money';
import { isFrequency } from '../../domain/recurrence';
import type { Transaction, TransactionType } from '../../shared/transactions';
import { centsFromDb } from '../ledger';
import type { TransactionRow } from './repository';
import type { SplitRow } from './split-repository';

// How the API answers a transaction: the stored row (and its parts) turned into the shared DTO. Services
// read and write; this only shapes the reply.

/** The API's shape of a row and its parts (none when it is not split). */
export function toTransaction(row: TransactionRow, parts: readonly SplitRow[] = []): Transaction {
  return {
    id: row.id,
    amount: formatMoney(centsFromDb(row.amount)),
    receivedAmount: row.receivedAmount === null ? null : formatMoney(centsFromDb(row.receivedAmount)),
    type: row.type as TransactionType,
    description: row.description,
    transactionDate: row.transactionDate,
    isRecurring: row.isRecurring,
    recurringFrequency: isFrequency(row.recurringFrequency) ? row.recurringFrequency : null,
    recurringStartDate: row.recurringStartDate,
    recurringEndDate: row.recurringEndDate,
    nextDueDate: row.nextDueDate,
    tags: row.tags ?? [],
    categoryId: row.categoryId,
    budgetId: row.budgetId,
    accountId: row.accountId,
    toAccountId: row.toAccountId,
    toAccountName: row.toAccountName ?? null,
    categoryName: row.categoryName ?? null,
    notes: row.notes,
    splits: parts.map((p) => ({
      categoryId: p.categoryId,
      categoryName: p.categoryName,
      amount: formatMoney(centsFromDb(p.amount)),
      memo: p.memo,
    })),
    journalEntryId: row.journalEntryId,
    recurringParentId: row.recurringParentId,
    occurrenceDate: row.occurrenceDate,
    cleared: row.cleared,
    reconciled: row.reconciled,
    createdAt: row.createdAt.toISOString(),
  };
}
