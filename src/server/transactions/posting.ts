import { transactionEntry } from '../../domain/ledger';
import { findCategory } from '../categories/repository';
import type { Db } from '../db/client';
import { centsFromDb, deleteJournalEntries, ensureSystemAccount, postJournalEntries } from '../ledger';
import { entriesOf, type TransactionRow } from './repository';

// An actual transaction's journal entry (docs/decisions/023): posted on its date in the same
// database transaction as the row, replaced when it is edited, removed when it is deleted.

/**
 * The account on the other side: a transfer's destination, else the category's (or uncategorized).
 * `known` remembers the answers of one batch, so many rows of few categories cost few queries.
 */
async function counterAccountOf(
  db: Db,
  userId: string,
  row: TransactionRow,
  known: Map<string, string>,
): Promise<string> {
  if (row.type === 'transfer') return row.toAccountId as string;
  const key = row.categoryId ?? `uncategorized:${row.type}`;
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  let found: string | undefined;
  if (row.categoryId !== null) {
    found = (await findCategory(db, userId, row.categoryId))?.accountId ?? undefined;
  }
  found ??= await ensureSystemAccount(
    db,
    userId,
    row.type === 'income' ? 'uncategorized_income' : 'uncategorized_expense',
  );
  known.set(key, found);
  return found;
}

/** Whether a row moves money: an actual (not a recurring item) with an account. */
export const postsToLedger = (row: TransactionRow) => !row.isRecurring && row.accountId !== null;

/** Posts the entries of actual transactions (others are skipped); returns the row ids posted. */
export async function postTransactions(
  db: Db,
  userId: string,
  rows: readonly TransactionRow[],
): Promise<void> {
  const inputs = [];
  const known = new Map<string, string>();
  for (const row of rows) {
    if (!postsToLedger(row)) continue;
    const draft = transactionEntry({
      type: row.type as 'income' | 'expense' | 'transfer',
      amount: centsFromDb(row.amount),
      accountId: row.accountId as string,
      counterAccountId: await counterAccountOf(db, userId, row, known),
      description: row.description,
    });
    if (!draft) continue;
    inputs.push({
      entryDate: row.transactionDate,
      description: draft.description,
      kind: row.type === 'transfer' ? ('transfer' as const) : ('transaction' as const),
      transactionId: row.id,
      lines: draft.lines,
    });
  }
  await postJournalEntries(db, userId, inputs);
}

/** Removes the entry a transaction posted, if any. */
export async function unpostTransaction(db: Db, userId: string, transactionId: string): Promise<void> {
  await deleteJournalEntries(db, userId, await entriesOf(db, userId, transactionId));
}
