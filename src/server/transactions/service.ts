import { mustParseBigCents } from '../../domain/big-cents';
import type { IsoDate } from '../../domain/calendar';
import { isActiveOn, monthlyEquivalent } from '../../domain/cash-flow';
import { isFrequency, occurrenceAfter } from '../../domain/recurrence';
import type { Page } from '../../shared/paging';
import { PAYEES_MAX, type Payee } from '../../shared/payees';
import type { TransactionCount } from '../../shared/transaction-changes';
import { encodeCursor } from '../../shared/transaction-cursor';
import type {
  CashFlowSummary,
  Transaction,
  TransactionData,
  TransactionPlainQuery,
  TransactionSearchPage,
  TransactionSearchQuery,
} from '../../shared/transactions';
import type { Db } from '../db/client';
import { inTransaction, isNumericOverflow } from '../db/in-transaction';
import { baseConverter, MissingRates } from '../exchange-rates/base-converter';
import { rememberTransferRate } from '../exchange-rates/service';
import { AppError, badRequest, notFound } from '../http/errors';
import { centsFromDb } from '../ledger';
import { markBooksStale } from '../ledger/ledger-state';
import type { ServiceContext } from '../service-context';
import { monthlyActuals } from './actuals';
import * as bulk from './bulk-repository';
import { deleteRows, reconciledConflict } from './changes';
import { findPayees } from './payee-repository';
import { postTransactions, unpostTransaction } from './posting';
import { toTransaction } from './presenter';
import { postDueOccurrenceBatch, postRemainingOccurrences } from './recurring-posting';
import * as repo from './repository';
import { type ResolvedTransaction, resolveTransaction } from './resolve';
import { replaceSplits, splitsOf } from './split-repository';

// Transactions: recurring projections, and actual income, expenses and transfers. An actual one with
// an account posts its entry in the same database transaction as its row; a recurring item with an
// account posts its occurrences when they fall due (docs/decisions/023).

const transactionNotFound = () => notFound('Transaction not found');
const tooLarge = () =>
  new AppError('conflict', 'This would take an account balance past what the books can hold (13 digits)');

/** A recurring item with no next due date given gets the first occurrence after its date. */
function withNextDueDate<T extends Omit<TransactionData, 'splits'>>(data: T): T {
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

/**
 * Posts what the row moves, in the row's own transaction: its own entry, or the first batch of a
 * recurring item's occurrences due through today. Returns whether more occurrences are due (the
 * books are then marked for bringing current, so a backfill cut short resumes on the next read), and
 * the id of the row's own entry, null when it posted none.
 */
async function postRow(
  ctx: ServiceContext,
  tx: Db,
  row: repo.TransactionRow,
  resolved: ResolvedTransaction,
): Promise<{ more: boolean; entryId: string | null }> {
  if (row.isRecurring) {
    if (row.accountId === null) return { more: false, entryId: null };
    const more = await postDueOccurrenceBatch(tx, ctx.userId, ctx.today, row.id);
    if (more) await markBooksStale(tx, ctx.userId);
    return { more, entryId: null };
  }
  // What resolving read (the categories' accounts) and settled (the parts) is not read again.
  // The validated cents are posted, not the row's amount text read back (issue 29).
  const amounts = { amount: resolved.amount, receivedAmount: resolved.receivedAmount };
  const entries = await postTransactions(tx, ctx.userId, [row], {
    categoryAccounts: resolved.categoryAccounts,
    accounts: resolved.accounts,
    parts: new Map([[row.id, resolved.splits]]),
    amounts: new Map([[row.id, amounts]]),
  });
  if (resolved.currencies !== null && amounts.receivedAmount !== null) {
    await rememberTransferRate(
      tx,
      ctx.userId,
      {
        date: row.transactionDate,
        from: resolved.currencies.from,
        sent: amounts.amount,
        to: resolved.currencies.to,
        received: amounts.receivedAmount,
      },
      ctx.today,
    );
  }
  return { more: false, entryId: entries.get(row.id) ?? null };
}

/** The rest of a backfill postRow started, in batches that let other requests through. */
async function finishBackfill(ctx: ServiceContext, saved: { more: boolean; transaction: Transaction }) {
  if (saved.more) {
    try {
      await postRemainingOccurrences(ctx.db, ctx.userId, ctx.today, saved.transaction.id);
    } catch (error) {
      if (isNumericOverflow(error)) throw tooLarge();
      throw error;
    }
  }
  return saved.transaction;
}

/**
 * The transaction as the API answers it after a write. A plain row is answered from what the write
 * returned and what resolving read (the names): the row as written, and the entry it just posted. A
 * split or recurring one is read again, for its parts' names and its posted occurrences.
 */
async function answer(
  tx: Db,
  userId: string,
  row: repo.TransactionRow,
  resolved: ResolvedTransaction,
  entryId: string | null,
  today: IsoDate,
): Promise<Transaction> {
  if (resolved.splits.length === 0 && !row.isRecurring) {
    return toTransaction(
      {
        ...row,
        journalEntryId: entryId,
        toAccountName: resolved.names.toAccount,
        categoryName: resolved.names.category,
      },
      today,
    );
  }
  return reread(tx, userId, row.id, today);
}

/** The transaction as the API answers it, read again with its parts. */
async function reread(tx: Db, userId: string, id: string, today: IsoDate): Promise<Transaction> {
  const row = await repo.findTransaction(tx, userId, id);
  if (!row) throw transactionNotFound();
  return toTransaction(row, today, (await splitsOf(tx, userId, [id])).get(id));
}

/** Rows as the API answers them, with the parts of those that are split (one query for all). */
async function present(
  db: Db,
  userId: string,
  rows: readonly repo.TransactionRow[],
  today: IsoDate,
): Promise<Transaction[]> {
  const parts = await splitsOf(
    db,
    userId,
    rows.filter((r) => r.type !== 'transfer' && !r.isRecurring).map((r) => r.id),
  );
  return rows.map((row) => toTransaction(row, today, parts.get(row.id)));
}

export async function createTransaction(ctx: ServiceContext, input: TransactionData): Promise<Transaction> {
  const saved = await inTransaction(
    ctx.db,
    async (tx) => {
      const resolved = await resolveTransaction(tx, ctx.userId, input, { booksStarted: ctx.booksStarted });
      const row = await repo.insertTransaction(tx, ctx.userId, withNextDueDate(resolved));
      if (resolved.splits.length > 0)
        await replaceSplits(tx, ctx.userId, new Map([[row.id, resolved.splits]]));
      const { more, entryId } = await postRow(ctx, tx, row, resolved);
      return { more, transaction: await answer(tx, ctx.userId, row, resolved, entryId, ctx.today) };
    },
    tooLarge,
  );
  return finishBackfill(ctx, saved);
}

/** One page of the plain list (GET /api/transactions), with the number that match in all. */
export async function listTransactions(
  db: Db,
  userId: string,
  query: TransactionPlainQuery,
  today: IsoDate,
): Promise<Page<Transaction>> {
  const { rows, total } = await repo.findTransactions(db, userId, query);
  return { rows: await present(db, userId, rows, today), total };
}

/** One page of a search (decision 135): `next` continues after its last row, null when none follow. */
export async function searchTransactions(
  db: Db,
  userId: string,
  query: TransactionSearchQuery,
  today: IsoDate,
): Promise<TransactionSearchPage> {
  const { rows, last, more } = await repo.searchTransactions(db, userId, query);
  return {
    transactions: await present(db, userId, rows, today),
    next: more && last ? encodeCursor(last) : null,
  };
}

/** GET /api/transactions/count: how many transactions a search finds, and their income and expenses. */
export async function countTransactions(
  db: Db,
  userId: string,
  query: TransactionSearchQuery,
  today: IsoDate,
): Promise<TransactionCount> {
  // The sums are in the base currency: an amount in another at its own date's rate (decision 153).
  const converter = await baseConverter(db, userId, today);
  const found = await repo.countSearch(db, userId, query, converter.base);
  const missing = new MissingRates();
  let income = 0n;
  let expenses = 0n;
  for (const sum of found.sums) {
    const currency = sum.currency ?? converter.base;
    const date = sum.date ?? today;
    income += converter.convertOrNote(mustParseBigCents(sum.income), currency, date, missing) ?? 0n;
    expenses += converter.convertOrNote(mustParseBigCents(sum.expenses), currency, date, missing) ?? 0n;
  }
  return {
    count: found.n,
    baseCurrency: converter.base,
    income: converter.format(income),
    expenses: converter.format(expenses),
    missingRates: await missing.toDtos(db, userId),
  };
}

/** GET /api/transactions/:id. */
export async function getTransaction(
  db: Db,
  userId: string,
  id: string,
  today: IsoDate,
): Promise<Transaction> {
  return reread(db, userId, id, today);
}

const OCCURRENCE_NOT_RECURRING = 'An occurrence of a recurring item cannot itself recur';

/** Replaces the row and its entry together; a recurring item's posted occurrences stay as they are. */
export async function updateTransaction(
  ctx: ServiceContext,
  id: string,
  input: TransactionData,
): Promise<Transaction> {
  const saved = await inTransaction(
    ctx.db,
    async (tx) => {
      const existing = await repo.lockTransaction(tx, ctx.userId, id);
      if (!existing) throw transactionNotFound();
      if (existing.reconciled && input.confirmReconciled !== true) throw reconciledConflict();
      if (existing.recurringParentId !== null && input.isRecurring) {
        throw badRequest(`isRecurring: ${OCCURRENCE_NOT_RECURRING}`, {
          isRecurring: OCCURRENCE_NOT_RECURRING,
        });
      }
      const storedSplits = (await splitsOf(tx, ctx.userId, [id])).get(id) ?? [];
      const resolved = await resolveTransaction(tx, ctx.userId, input, {
        stored: {
          categoryId: existing.categoryId,
          splits: storedSplits.map((p) => ({ ...p, amount: centsFromDb(p.amount) })),
        },
        booksStarted: ctx.booksStarted,
      });
      await unpostTransaction(tx, ctx.userId, id);
      const row = await repo.updateTransactionRow(tx, ctx.userId, id, withNextDueDate(resolved));
      if (!row) throw transactionNotFound();
      if (resolved.splits.length > 0 || storedSplits.length > 0)
        await replaceSplits(tx, ctx.userId, new Map([[id, resolved.splits]]));
      const { more, entryId } = await postRow(ctx, tx, row, resolved);
      return { more, transaction: await answer(tx, ctx.userId, row, resolved, entryId, ctx.today) };
    },
    tooLarge,
  );
  return finishBackfill(ctx, saved);
}

/**
 * Deletes the row and its entry together, keeping what an undo needs (decision 139); returns the id
 * of that change. A deleted occurrence is not posted again.
 */
export async function deleteTransaction(
  ctx: ServiceContext,
  id: string,
  confirmReconciled = false,
): Promise<string> {
  return inTransaction(
    ctx.db,
    async (tx) => {
      const [existing] = await bulk.lockTransactions(tx, ctx.userId, [id]);
      if (!existing) throw transactionNotFound();
      if (existing.reconciled && !confirmReconciled) throw reconciledConflict();
      return deleteRows(ctx, tx, [existing]);
    },
    tooLarge,
  );
}

/** Ticks or unticks one transaction as cleared; unticked, it is no longer reconciled either. */
export async function setCleared(
  ctx: ServiceContext,
  id: string,
  cleared: boolean,
  confirmReconciled = false,
): Promise<Transaction> {
  return inTransaction(
    ctx.db,
    async (tx) => {
      const [existing] = await bulk.lockTransactions(tx, ctx.userId, [id]);
      if (!existing) throw transactionNotFound();
      if (existing.reconciled && !cleared && !confirmReconciled) throw reconciledConflict();
      await bulk.setMarks(tx, ctx.userId, [id], cleared ? { cleared } : { cleared, reconciled: false });
      return reread(tx, ctx.userId, id, ctx.today);
    },
    tooLarge,
  );
}

/**
 * Monthly income and expenses from the recurring items still running `today` (each converted with
 * the spec's factor and rounded to the cent on its own), plus the active loans' payments; in the base
 * currency, an item in another currency at today's rate (decision 153).
 */
export async function cashFlowSummary(db: Db, userId: string, today: IsoDate): Promise<CashFlowSummary> {
  const converter = await baseConverter(db, userId, today);
  const missing = new MissingRates();
  const [items, loanPayments, actuals] = await Promise.all([
    repo.findRecurringItems(db, userId),
    repo.sumActiveLoanPayments(db, userId, today),
    monthlyActuals(db, userId, today, converter, missing),
  ]);
  const inBase = (cents: bigint, currency: string | null) =>
    converter.convertOrNote(cents, currency ?? converter.base, today, missing);
  let income = 0n;
  let expenses = 0n;
  let recurringIncomeCount = 0;
  let recurringExpenseCount = 0;
  for (const item of items) {
    if (!isFrequency(item.recurringFrequency) || !isActiveOn({ endDate: item.recurringEndDate }, today)) {
      continue;
    }
    const monthly = inBase(
      BigInt(monthlyEquivalent(centsFromDb(item.amount), item.recurringFrequency)),
      item.currency,
    );
    if (monthly === null) continue;
    if (item.type === 'income') {
      income += monthly;
      recurringIncomeCount++;
    } else {
      expenses += monthly;
      recurringExpenseCount++;
    }
  }
  let loans = 0n;
  for (const row of loanPayments) loans += inBase(mustParseBigCents(row.total), row.currency) ?? 0n;
  const money = converter.format;
  return {
    baseCurrency: converter.base,
    monthlyIncome: money(income),
    monthlyExpenses: money(expenses),
    monthlyLoanPayments: money(loans),
    monthlyCashFlow: money(income - expenses - loans),
    recurringIncomeCount,
    recurringExpenseCount,
    asOf: today,
    actuals: actuals.months,
    typicalMonth: actuals.typicalMonth,
    missingRates: await missing.toDtos(db, userId),
  };
}

/** GET /api/transactions/payees: past payees containing `q`, most recently used first. */
export async function listPayees(db: Db, userId: string, q: string): Promise<Payee[]> {
  const rows = await findPayees(db, userId, q, PAYEES_MAX);
  return rows.map((r) => ({
    payee: r.payee,
    type: r.type === 'income' ? 'income' : 'expense',
    categoryId: r.categoryId,
    lastDate: r.lastDate,
  }));
}
