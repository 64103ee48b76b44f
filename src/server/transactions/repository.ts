import { and, desc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { TransactionData, TransactionListQuery } from '../../shared/transactions';
import type { Db } from '../db/client';
import { budgets, loans, transactions } from '../db/schema';
import { centsToDb } from '../ledger';

// Every query for transactions, the cash-flow summary's loan payments and the budget list. Each one
// is scoped by the signed-in user's id: another user's row is simply not found.

export type TransactionRow = typeof transactions.$inferSelect;
export type BudgetRow = typeof budgets.$inferSelect;

/** What a row stores for a validated payload (nextDueDate already resolved). */
function values(data: TransactionData) {
  return {
    amount: centsToDb(data.amount),
    type: data.type,
    description: data.description,
    transactionDate: data.transactionDate,
    isRecurring: data.isRecurring,
    recurringFrequency: data.recurringFrequency,
    recurringStartDate: data.recurringStartDate,
    recurringEndDate: data.recurringEndDate,
    nextDueDate: data.nextDueDate,
    tags: data.tags,
  };
}

export async function insertTransaction(
  db: Db,
  userId: string,
  data: TransactionData,
): Promise<TransactionRow> {
  const [row] = await db
    .insert(transactions)
    .values({ userId, ...values(data) })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findTransactions(
  db: Db,
  userId: string,
  query: TransactionListQuery,
): Promise<TransactionRow[]> {
  const conditions: SQL[] = [eq(transactions.userId, userId)];
  if (query.type) conditions.push(eq(transactions.type, query.type));
  if (query.recurring !== undefined) conditions.push(eq(transactions.isRecurring, query.recurring));
  const select = db
    .select()
    .from(transactions)
    .where(and(...conditions))
    // Newest first: by date, then by when it was recorded; id keeps the order total.
    .orderBy(desc(transactions.transactionDate), desc(transactions.createdAt), desc(transactions.id));
  return query.limit === undefined ? select : select.limit(query.limit);
}

export async function updateTransactionRow(
  db: Db,
  userId: string,
  id: string,
  data: TransactionData,
): Promise<TransactionRow | null> {
  const [row] = await db
    .update(transactions)
    .set(values(data))
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteTransactionRow(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
    .returning({ id: transactions.id });
  return rows.length > 0;
}

export interface RecurringItemRow {
  type: string;
  amount: string;
  recurringFrequency: string | null;
  recurringEndDate: string | null;
}

export async function findRecurringItems(db: Db, userId: string): Promise<RecurringItemRow[]> {
  return db
    .select({
      type: transactions.type,
      amount: transactions.amount,
      recurringFrequency: transactions.recurringFrequency,
      recurringEndDate: transactions.recurringEndDate,
    })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.isRecurring, true)));
}

/**
 * Sum of the monthly payments of the loans still being repaid on `today`, as a decimal string ("0.00"
 * with none): a loan paid off (decision 035) counts nothing from the day its balance reached zero.
 */
export async function sumActiveLoanPayments(db: Db, userId: string, today: string): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${loans.monthlyPayment}), 0)::text` })
    .from(loans)
    .where(
      and(
        eq(loans.userId, userId),
        eq(loans.isActive, true),
        or(isNull(loans.paidOffOn), gt(loans.paidOffOn, today)),
      ),
    );
  return row?.total ?? '0';
}

export async function findBudgets(db: Db, userId: string): Promise<BudgetRow[]> {
  return db
    .select()
    .from(budgets)
    .where(eq(budgets.userId, userId))
    .orderBy(desc(budgets.startDate), desc(budgets.id));
}
