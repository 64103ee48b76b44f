import type { IsoDate } from '../../domain/calendar';
import { formatMoney } from '../../domain/money';
import { isFrequency, nextDueDateOnOrAfter } from '../../domain/recurrence';
import type { Transaction, TransactionType } from '../../shared/transactions';
import { centsFromDb } from '../ledger';
import type { TransactionRow } from './repository';
import type { SplitRow } from './split-repository';

// How the API answers a transaction: the stored row (and its parts) turned into the shared DTO. Services
// read and write; this only shapes the reply.

/**
 * The next due date of a recurring item. One with an account posts each occurrence as it falls due,
 * and stores the next date then. A forecast-only item (no account) never posts: it stores the date
 * after its last one when saved, which falls behind as days pass. Once that date is past, its next is
 * the first occurrence on or after the user's today, null once the series has ended.
 */
function nextDueDateOf(row: TransactionRow, today: IsoDate): string | null {
  const stored = row.nextDueDate;
  if (!row.isRecurring || row.accountId !== null || stored === null || stored >= today) return stored;
  if (!isFrequency(row.recurringFrequency)) return stored;
  const start = row.recurringStartDate ?? row.transactionDate;
  return nextDueDateOnOrAfter({ start, frequency: row.recurringFrequency, end: row.recurringEndDate }, today);
}

/** The API's shape of a row and its parts (none when it is not split), as of the user's `today`. */
export function toTransaction(
  row: TransactionRow,
  today: IsoDate,
  parts: readonly SplitRow[] = [],
): Transaction {
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
    nextDueDate: nextDueDateOf(row, today),
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
