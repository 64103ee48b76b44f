import { formatBigCents, mustParseBigCents } from '../../domain/big-cents';
import type { IsoDate } from '../../domain/calendar';
import { isActiveOn, monthlyEquivalent } from '../../domain/cash-flow';
import { formatMoney } from '../../domain/money';
import { isFrequency, occurrenceAfter } from '../../domain/recurrence';
import type {
  Budget,
  CashFlowSummary,
  Transaction,
  TransactionData,
  TransactionListQuery,
  TransactionType,
} from '../../shared/transactions';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { centsFromDb } from '../ledger';
import * as repo from './repository';

// Transactions are projections and records only: they post nothing to the ledger (docs/decisions/016).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const transactionNotFound = () => notFound('Transaction not found');

/** A recurring item with no next due date given gets the first occurrence after its date. */
export function withNextDueDate(data: TransactionData): TransactionData {
  if (!data.isRecurring || data.nextDueDate !== null || data.recurringFrequency === null) return data;
  const nextDueDate = occurrenceAfter(
    {
      start: data.recurringStartDate ?? data.transactionDate,
      frequency: data.recurringFrequency,
      end: data.recurringEndDate,
    },
    data.transactionDate,
  );
  return { ...data, nextDueDate };
}

export function toTransaction(row: repo.TransactionRow): Transaction {
  return {
    id: row.id,
    amount: formatMoney(centsFromDb(row.amount)),
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
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createTransaction(db: Db, userId: string, data: TransactionData): Promise<Transaction> {
  return toTransaction(await repo.insertTransaction(db, userId, withNextDueDate(data)));
}

export async function listTransactions(
  db: Db,
  userId: string,
  query: TransactionListQuery,
): Promise<Transaction[]> {
  return (await repo.findTransactions(db, userId, query)).map(toTransaction);
}

export async function updateTransaction(
  db: Db,
  userId: string,
  id: string,
  data: TransactionData,
): Promise<Transaction> {
  if (!UUID.test(id)) throw transactionNotFound();
  const row = await repo.updateTransactionRow(db, userId, id, withNextDueDate(data));
  if (!row) throw transactionNotFound();
  return toTransaction(row);
}

export async function deleteTransaction(db: Db, userId: string, id: string): Promise<void> {
  if (!UUID.test(id) || !(await repo.deleteTransactionRow(db, userId, id))) throw transactionNotFound();
}

/**
 * Monthly income and expenses from the recurring items still running `today` (each converted with
 * the spec's factor and rounded to the cent on its own), plus the active loans' payments.
 */
export async function cashFlowSummary(db: Db, userId: string, today: IsoDate): Promise<CashFlowSummary> {
  const [items, loanPayments] = await Promise.all([
    repo.findRecurringItems(db, userId),
    repo.sumActiveLoanPayments(db, userId, today),
  ]);
  let income = 0n;
  let expenses = 0n;
  let recurringIncomeCount = 0;
  let recurringExpenseCount = 0;
  for (const item of items) {
    if (!isFrequency(item.recurringFrequency) || !isActiveOn({ endDate: item.recurringEndDate }, today)) {
      continue;
    }
    const monthly = BigInt(monthlyEquivalent(centsFromDb(item.amount), item.recurringFrequency));
    if (item.type === 'income') {
      income += monthly;
      recurringIncomeCount++;
    } else {
      expenses += monthly;
      recurringExpenseCount++;
    }
  }
  const loans = mustParseBigCents(loanPayments);
  return {
    monthlyIncome: formatBigCents(income),
    monthlyExpenses: formatBigCents(expenses),
    monthlyLoanPayments: formatBigCents(loans),
    monthlyCashFlow: formatBigCents(income - expenses - loans),
    recurringIncomeCount,
    recurringExpenseCount,
    asOf: today,
  };
}

export async function listBudgets(db: Db, userId: string): Promise<Budget[]> {
  return (await repo.findBudgets(db, userId)).map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    totalIncome: formatMoney(centsFromDb(row.totalIncome)),
    totalExpenses: formatMoney(centsFromDb(row.totalExpenses)),
    isActive: row.isActive,
  }));
}
